// The Ack Vector: RFC 4340 §11.4 (option format) and Appendix A (the receiver's buffer), as CCID 2
// uses it (RFC 4341 §3, "Send Ack Vector" is required). Digest shared/research/dccp-tcp.md §3.1.
//
// An Ack Vector reports, counting back from the Acknowledgement Number, the state of every packet
// of the half-connection: 0 received, 1 received ECN-marked, 3 not yet received (2 is reserved).
// On the wire it is a list of bytes, each a run: the state in the top two bits and a run length
// in the low six (0-63, meaning 1-64 consecutive packets with that state); the first byte covers
// the Acknowledgement Number and the packets just below it. The option adds two bytes (type 38 or
// 39, length) and holds at most 253 bytes of runs, so a longer vector takes several options.
//
// The receiver keeps the states from its "tail" (everything older was covered by an Ack the sender
// has acknowledged: RFC 4340 A.3) up to the greatest sequence number received, as runs; a new
// packet extends or starts a run at the head, and an acknowledged Ack trims the tail. The encoded
// form is built on demand (encode(), for tests and panels); encodedBytes() is what an Ack carries.
#pragma once
#include <cstdint>
#include <vector>

#include "ring.h"

namespace ps::dccp {

enum class PacketState : std::uint8_t { kReceived = 0, kReceivedEcn = 1, kNotReceived = 3 };

struct AckRun {
  std::uint64_t first = 0, last = 0;  // sequence numbers covered, first <= last
  PacketState state = PacketState::kReceived;
};

class AckVector {
 public:
  static constexpr int kMaxRunPerByte = 64;
  static constexpr int kMaxBytesPerOption = 253;

  bool empty() const { return runs_.empty(); }
  std::uint64_t head() const { return runs_.empty() ? 0 : runs_.back().last; }  // the Acknowledgement Number
  std::uint64_t tail() const { return runs_.empty() ? 0 : runs_.front().first; }

  // Packet `seq` arrived (ECN-marked or not). Above the head it extends the vector (any gap becomes
  // a not-received run); within it (a late packet) it changes that packet's state; below the tail
  // it is ignored (the sender already knows it as lost).
  void record(std::uint64_t seq, PacketState state = PacketState::kReceived);
  // Forget the states of every packet up to and including `seq` (the sender has seen them).
  void trimThrough(std::uint64_t seq);

  // The runs, oldest first (runs_[size-1] holds the head).
  std::size_t runCount() const { return runs_.size(); }
  const AckRun& run(std::size_t i) const { return runs_[i]; }
  // The state of `seq`, or kNotReceived outside [tail, head].
  PacketState stateOf(std::uint64_t seq) const;

  // The wire form: run bytes, head first. encodedBytes() = its length; optionBytes() adds two
  // bytes of option header per option of at most 253 run bytes.
  std::vector<std::uint8_t> encode() const;
  std::size_t encodedBytes() const;
  std::size_t optionBytes() const;
  // Rebuilds a vector from an Acknowledgement Number and its run bytes (what a sender parses).
  static AckVector decode(std::uint64_t ackNumber, const std::vector<std::uint8_t>& bytes);

 private:
  Ring<AckRun> runs_;
};

}  // namespace ps::dccp

// The receiving end of a one-way TCP connection: it accepts segments, delivers the bytes in order
// to its application (which reads at once), holds out-of-order bytes in its buffer, and sends ACKs.
// Sources: RFC 793 §3.4-3.5 (LISTEN, SYN-RECEIVED, the close), RFC 1122 §4.2.3.2 and RFC 5681 §4.2
// (delayed ACKs: at least every second segment and within 0.5 s; at once for an out-of-order
// segment, which makes the duplicate ACKs, and for one that fills a hole), RFC 7323 §4.3 (which
// timestamp an ACK echoes).
// Choices: the advertised window is the whole buffer (the application reads at once, so in-order
// bytes never wait; out-of-order bytes sit inside the window and never shrink it, as in BSD);
// "every second segment" counts segments of any size (as ns-3's DelAckCount does); out-of-order
// bytes beyond the window are dropped with an ACK; a lost SYN-ACK is resent when the SYN comes
// again and the passive close sends FIN together with the ACK of the peer's FIN (no separate
// timers for either); no SACK blocks are sent.
#pragma once
#include <cstdint>
#include <utility>
#include <vector>

#include "../../protocols/common/deadline_timer.h"
#include "../../protocols/common/state_machine.h"
#include "../agent.h"
#include "tcp_config.h"
#include "tcp_segment.h"
#include "tcp_state.h"

namespace ps::transport {

class TcpReceiver final : public Receiver, private EventHandler {
 public:
  TcpReceiver(const FlowWiring& w, const TcpConfig& cfg);

  void onPacket(const Packet& p) override;
  std::uint64_t deliveredBytes() const override { return delivered_; }
  std::uint64_t packetsReceived() const override { return segments_; }
  const char* entityKind() const override { return "tcp-receiver"; }
  void inspect(JsonWriter& w) const override;

  TcpState state() const { return state_.get(); }
  std::uint64_t rcvNxt() const { return rcvNxt_; }
  std::uint64_t outOfOrderBytes() const;
  std::uint64_t acksSent() const { return acksSent_; }

 private:
  enum : std::uint32_t { kDelAckTimer = 1 };
  void onEvent(const Event& ev) override;
  void onData(const Packet& p, const TcpSegment& s);
  void sendAck(std::uint16_t reason, std::uint16_t flags = kTcpAckFlag);
  Simulation& sim() const { return *w_.sim; }

  FlowWiring w_;
  TcpConfig cfg_;
  StateMachine<TcpState> state_;
  std::uint64_t rcvNxt_ = 1;                                  // RCV.NXT: the next byte expected
  std::uint64_t sndSeq_ = 1;                                  // our own sequence number (ISS 0 + the SYN-ACK)
  std::vector<std::pair<std::uint64_t, std::uint64_t>> ooo_;  // held out-of-order ranges [from, to), sorted
  std::uint32_t unacked_ = 0;                                 // in-order segments not yet acknowledged
  DeadlineTimer delAck_;
  std::uint64_t tsRecent_ = 0, lastAckSent_ = 1;
  bool finReceived_ = false;
  std::uint64_t delivered_ = 0, segments_ = 0, duplicates_ = 0, acksSent_ = 0;
};

}  // namespace ps::transport

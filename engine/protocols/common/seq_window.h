// A receive window over sequence numbers: le (leftmost not yet received), re = le + ws - 1, hr
// (highest recorded so far) and a bit per sequence number in [le, re]. Every seq < le is
// implicitly received.
// Source: seed 000 (Barcellos & Detsch), §2 "Sistema de janelas e detecção de perda"; digest
// shared/research/polling.md §2.1-2.3. The same shape serves any selective-repeat receiver.
//
// Classification of an entry (paper §2), ACK tested first (digest §2.2):
//   ACK seq <=> seq < le or w[seq];  NACK seq <=> seq <= hr and not w[seq];  undefined <=> seq > hr.
//
// Choices where the paper is silent:
//   - initial state le = 1, hr = 0, all bits 0 (digest §2.1);
//   - a sender's copy of a receiver's window merges each reported snapshot as a join (le := max,
//     hr := max, bits OR-ed over the overlap, then le moves over set bits): receiver state is
//     monotone, so stale, duplicated or reordered reports can never un-ACK anything (digest §2.2).
#pragma once
#include <cstdint>
#include <string>

#include "seq_bitmap.h"

namespace ps {

class SeqWindow {
 public:
  SeqWindow() = default;
  explicit SeqWindow(std::uint32_t ws) : ws_(ws), bits_(ws) {}

  std::uint32_t ws() const { return ws_; }
  std::uint32_t le() const { return le_; }
  std::uint32_t re() const { return le_ + ws_ - 1; }
  std::uint32_t hr() const { return hr_; }

  // Raw bit for a seq inside [le, re] (false outside).
  bool bit(std::uint32_t seq) const { return seq >= le_ && seq <= re() && bits_.test(seq); }
  bool ack(std::uint32_t seq) const { return seq < le_ || bit(seq); }
  bool nack(std::uint32_t seq) const { return !ack(seq) && seq <= hr_; }
  bool undefined(std::uint32_t seq) const { return !ack(seq) && seq > hr_; }

  // Receiver side: records seq. Returns false for a duplicate (seq < le or already set) or for a
  // seq beyond re (the caller counts those).
  bool receive(std::uint32_t seq) {
    if (seq < le_ || seq > re() || bit(seq)) return false;
    bits_.set(seq);
    if (seq > hr_) hr_ = seq;
    advance();
    return true;
  }

  // Sender side: joins another window's state (a reported snapshot) into this one.
  // Returns true when le moved.
  bool merge(const SeqWindow& snap) {
    const std::uint32_t oldLe = le_;
    moveLeTo(snap.le_ > le_ ? snap.le_ : le_);
    const std::uint32_t top = snap.hr_ < re() ? snap.hr_ : re();
    for (std::uint32_t seq = le_; seq <= top; ++seq)
      if (snap.bit(seq)) bits_.set(seq);
    if (snap.hr_ > hr_) hr_ = snap.hr_;
    advance();
    return le_ != oldLe;
  }

  // A compact report of this window: the bits of le .. le+63 (bit i = le + i), for protocols
  // that carry a receiver's state in one acknowledgment (round-robin ACKs, seed 001 ch. 5).
  std::uint64_t bits64() const {
    std::uint64_t b = 0;
    for (std::uint32_t i = 0; i < 64 && i < ws_; ++i)
      if (bit(le_ + i)) b |= std::uint64_t{1} << i;
    return b;
  }
  // Sets this window from such a report (le, bits64, hr): the sender's snapshot of a receiver.
  void assign(std::uint32_t le, std::uint64_t bits, std::uint32_t hr) {
    bits_.clearAll();
    le_ = le;
    hr_ = hr;
    for (std::uint32_t i = 0; i < 64 && i < ws_; ++i)
      if ((bits >> i) & 1u) bits_.set(le_ + i);
    advance();
  }

  // Copies the state of `other` (same ws) without reallocating: used for snapshots.
  void copyFrom(const SeqWindow& other) {
    le_ = other.le_;
    hr_ = other.hr_;
    bits_.copyFrom(other.bits_);
  }

  // "1101..." for le..le+count-1 (for the inspect panels).
  std::string bitString(std::uint32_t count) const {
    std::string s;
    s.reserve(count);
    for (std::uint32_t i = 0; i < count; ++i) s.push_back(bit(le_ + i) ? '1' : '0');
    return s;
  }
  // Number of set bits in [le, re] (packets received out of order beyond le).
  std::uint32_t setCount() const { return bits_.count(); }

 private:
  // Moves le forward over set bits, clearing each slot it leaves.
  void advance() {
    while (bit(le_)) {
      bits_.clear(le_);
      ++le_;
    }
  }
  // Moves le to `to` (>= le), clearing the slots of everything it passes.
  void moveLeTo(std::uint32_t to) {
    if (to - le_ >= ws_) {
      bits_.clearAll();
      le_ = to;
      return;
    }
    while (le_ < to) {
      bits_.clear(le_);
      ++le_;
    }
  }

  std::uint32_t ws_ = 0;
  std::uint32_t le_ = 1, hr_ = 0;
  SeqBitmap bits_;
};

}  // namespace ps

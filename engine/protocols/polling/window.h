// The window system of polling-based reliable multicast.
// Source: seed 000 (Barcellos & Detsch), §2 "Sistema de janelas e detecção de perda"; digest
// shared/research/polling.md §2.1–2.3.
//
// A window of ws packets: le (leftmost packet not yet received: "o primeiro bit 0"), re = le + ws − 1,
// hr (highest sequence recorded so far) and the bit vector w[]. Every seq < le is implicitly 1.
// Storage is a circular array of ws bits indexed seq mod ws covering [le, re]; when le moves past
// a slot the slot is cleared so that it can stand for seq + ws.
//
// Classification of an entry (paper §2), ACK tested first (digest §2.2):
//   ACK seq ⇔ seq < le ∨ w[seq];  NACK seq ⇔ seq ≤ hr ∧ ¬w[seq];  undefined ⇔ seq > hr.
//
// Choices where the paper is silent:
//   - initial state le = 1, hr = 0, all bits 0 (digest §2.1);
//   - a sender window sw_i merges each RESPONSE snapshot as a join (le := max, hr := max, bits
//     OR-ed over the overlap, then le moves over set bits): receiver state is monotone, so stale,
//     duplicated or reordered RESPONSEs can never un-ACK anything (digest §2.2 "merge rule").
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace ps::polling {

class Window {
 public:
  Window() = default;
  explicit Window(std::uint32_t ws) : ws_(ws), words_((ws + 63) / 64, 0) {}

  std::uint32_t ws() const { return ws_; }
  std::uint32_t le() const { return le_; }
  std::uint32_t re() const { return le_ + ws_ - 1; }
  std::uint32_t hr() const { return hr_; }

  // Raw bit for a seq inside [le, re] (false outside).
  bool bit(std::uint32_t seq) const {
    if (seq < le_ || seq > re()) return false;
    const std::uint32_t s = seq % ws_;
    return (words_[s >> 6] >> (s & 63)) & 1u;
  }
  bool ack(std::uint32_t seq) const { return seq < le_ || bit(seq); }
  bool nack(std::uint32_t seq) const { return !ack(seq) && seq <= hr_; }
  bool undefined(std::uint32_t seq) const { return !ack(seq) && seq > hr_; }

  // Receiver side: records DATA(seq). Returns false for a duplicate (seq < le or bit already set)
  // or for a seq beyond re (cannot happen under the global-window invariant; counted by caller).
  bool receive(std::uint32_t seq) {
    if (seq < le_ || seq > re() || bit(seq)) return false;
    set(seq);
    if (seq > hr_) hr_ = seq;
    advance();
    return true;
  }

  // Sender side: joins another window's state (a RESPONSE snapshot) into this one.
  // Returns true when le moved.
  bool merge(const Window& snap) {
    const std::uint32_t oldLe = le_;
    moveLeTo(snap.le_ > le_ ? snap.le_ : le_);
    const std::uint32_t top = snap.hr_ < re() ? snap.hr_ : re();
    for (std::uint32_t seq = le_; seq <= top; ++seq)
      if (snap.bit(seq)) set(seq);
    if (snap.hr_ > hr_) hr_ = snap.hr_;
    advance();
    return le_ != oldLe;
  }

  // Copies the state of `other` (same ws) without reallocating: used for snapshots.
  void copyFrom(const Window& other) {
    le_ = other.le_;
    hr_ = other.hr_;
    for (std::size_t i = 0; i < words_.size(); ++i) words_[i] = other.words_[i];
  }

  // "1101..." for le..le+count-1 (for the inspect panels).
  std::string bitString(std::uint32_t count) const {
    std::string s;
    s.reserve(count);
    for (std::uint32_t i = 0; i < count; ++i) s.push_back(bit(le_ + i) ? '1' : '0');
    return s;
  }
  // Number of set bits in [le, re] (packets received out of order beyond le).
  std::uint32_t setCount() const {
    std::uint32_t c = 0;
    for (auto w : words_) c += static_cast<std::uint32_t>(__builtin_popcountll(w));
    return c;
  }

 private:
  void set(std::uint32_t seq) {
    const std::uint32_t s = seq % ws_;
    words_[s >> 6] |= (std::uint64_t{1} << (s & 63));
  }
  void clear(std::uint32_t seq) {
    const std::uint32_t s = seq % ws_;
    words_[s >> 6] &= ~(std::uint64_t{1} << (s & 63));
  }
  // Moves le forward over set bits, clearing each slot it leaves.
  void advance() {
    while (bit(le_)) {
      clear(le_);
      ++le_;
    }
  }
  // Moves le to `to` (>= le), clearing the slots of everything it passes.
  void moveLeTo(std::uint32_t to) {
    if (to - le_ >= ws_) {
      for (auto& w : words_) w = 0;
      le_ = to;
      return;
    }
    while (le_ < to) {
      clear(le_);
      ++le_;
    }
  }

  std::uint32_t ws_ = 0;
  std::uint32_t le_ = 1, hr_ = 0;
  std::vector<std::uint64_t> words_;
};

}  // namespace ps::polling

// A sender's window over modular sequence numbers: up to `size` outstanding messages starting at
// sequence `first`, numbered modulo `modulus` (a block-acknowledgment protocol numbers messages
// mod 2n so that a window of n is never ambiguous). rank(x) = (x - first) mod modulus is a
// sequence number's position in the window.
// Source of the shape: seed 001 §2.6 (MBAP's s, c, w) and eq. 2.1.
#pragma once
#include <cstdint>

namespace ps {

class ModularWindow {
 public:
  ModularWindow() = default;
  ModularWindow(std::uint32_t size, std::uint32_t modulus) : size_(size), modulus_(modulus) {}

  std::uint32_t first() const { return first_; }      // s: sequence of the oldest outstanding message
  std::uint32_t count() const { return count_; }      // c: messages outstanding
  std::uint32_t size() const { return size_; }        // w = n
  std::uint32_t modulus() const { return modulus_; }  // 2n
  bool full() const { return count_ >= size_; }
  bool empty() const { return count_ == 0; }

  std::uint32_t rank(std::uint32_t seq) const { return (seq + modulus_ - first_) % modulus_; }
  // True when `seq` names one of the outstanding messages.
  bool contains(std::uint32_t seq) const { return rank(seq % modulus_) < count_; }
  // The sequence number of the i-th outstanding message (i may equal count: the next to send).
  std::uint32_t seqAt(std::uint32_t i) const { return (first_ + i) % modulus_; }

  // One more message outstanding (the caller checks !full()).
  void push() { ++count_; }
  // The k oldest messages are done: the window slides past them.
  void advance(std::uint32_t k) {
    first_ = (first_ + k) % modulus_;
    count_ -= k;
  }

 private:
  std::uint32_t size_ = 1, modulus_ = 2;
  std::uint32_t first_ = 0, count_ = 0;
};

}  // namespace ps

// A bit per sequence number over a sliding range of `capacity` numbers, stored circularly: slot
// seq mod capacity. The owner decides which range is live (e.g. [le, le + ws)); a slot must be
// cleared when the range moves past it so that it can stand for seq + capacity. Used by the
// sequence window (seq_window.h) and by protocols that track holes (ACK vectors, missing blocks).
#pragma once
#include <cstdint>
#include <vector>

namespace ps {

class SeqBitmap {
 public:
  SeqBitmap() = default;
  explicit SeqBitmap(std::uint32_t capacity) : capacity_(capacity), words_((capacity + 63) / 64, 0) {}

  std::uint32_t capacity() const { return capacity_; }
  bool test(std::uint32_t seq) const {
    const std::uint32_t s = seq % capacity_;
    return (words_[s >> 6] >> (s & 63)) & 1u;
  }
  void set(std::uint32_t seq) {
    const std::uint32_t s = seq % capacity_;
    words_[s >> 6] |= (std::uint64_t{1} << (s & 63));
  }
  void clear(std::uint32_t seq) {
    const std::uint32_t s = seq % capacity_;
    words_[s >> 6] &= ~(std::uint64_t{1} << (s & 63));
  }
  void clearAll() {
    for (auto& w : words_) w = 0;
  }
  // Set bits in the whole bitmap.
  std::uint32_t count() const {
    std::uint32_t c = 0;
    for (auto w : words_) c += static_cast<std::uint32_t>(__builtin_popcountll(w));
    return c;
  }
  // Copies another bitmap of the same capacity without reallocating.
  void copyFrom(const SeqBitmap& other) {
    for (std::size_t i = 0; i < words_.size(); ++i) words_[i] = other.words_[i];
  }

 private:
  std::uint32_t capacity_ = 0;
  std::vector<std::uint64_t> words_;
};

}  // namespace ps

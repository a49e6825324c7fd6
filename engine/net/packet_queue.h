// A FIFO of packet handles on a ring that grows to its peak size and is then reused (no
// allocation per packet in steady state). A limit of 0 means unbounded (the polling paper's
// sender queue); otherwise push() refuses past the limit (DropTail). The ring starts small and
// doubles (never past the limit) as packets arrive: memory follows the content, never the limit,
// so a queue of a million packets that holds ten costs ten (DESIGN.md §7).
#pragma once
#include <cstdint>
#include <vector>

#include "../core/packet.h"

namespace ps {

class PacketQueue {
 public:
  explicit PacketQueue(std::uint32_t limit = 0) : limit_(limit) {
    ring_.resize(limit && limit < kInitial ? limit : kInitial);
  }

  std::uint32_t limit() const { return limit_; }
  std::uint32_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  bool full() const { return limit_ != 0 && size_ >= limit_; }

  bool push(PacketId p) {
    if (full()) return false;
    if (size_ == ring_.size()) grow();
    ring_[(head_ + size_) % ring_.size()] = p;
    ++size_;
    return true;
  }
  PacketId pop() {
    const PacketId p = ring_[head_];
    head_ = (head_ + 1) % ring_.size();
    --size_;
    return p;
  }
  PacketId at(std::uint32_t i) const { return ring_[(head_ + i) % ring_.size()]; }
  // Slots the ring holds now (tests check that it follows the content, not the limit).
  std::size_t allocated() const { return ring_.size(); }

 private:
  static constexpr std::uint32_t kInitial = 16;

  void grow() {
    std::size_t next = ring_.size() * 2;
    if (limit_ && next > limit_) next = limit_;
    std::vector<PacketId> bigger(next);
    for (std::uint32_t i = 0; i < size_; ++i) bigger[i] = at(i);
    ring_.swap(bigger);
    head_ = 0;
  }

  std::vector<PacketId> ring_;
  std::uint32_t head_ = 0, size_ = 0, limit_;
};

}  // namespace ps

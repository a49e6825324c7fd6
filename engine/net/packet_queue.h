// A DropTail FIFO of packet handles (DESIGN.md §7). A limit of 0 means unbounded (the polling
// paper's sender queue); otherwise push() refuses past the limit. The ring underneath starts small
// and doubles (never past the limit) as packets arrive: memory follows the content, never the
// limit, so a queue of a million packets that holds ten costs ten.
#pragma once
#include <cstdint>

#include "../core/packet.h"
#include "../core/ring.h"

namespace ps {

class PacketQueue {
 public:
  explicit PacketQueue(std::uint32_t limit = 0) : ring_(limit), limit_(limit) {}

  std::uint32_t limit() const { return limit_; }
  std::uint32_t size() const { return static_cast<std::uint32_t>(ring_.size()); }
  bool empty() const { return ring_.empty(); }
  bool full() const { return limit_ != 0 && size() >= limit_; }

  bool push(PacketId p) {
    if (full()) return false;
    ring_.push(p);
    return true;
  }
  PacketId pop() { return ring_.pop(); }
  PacketId at(std::uint32_t i) const { return ring_.at(i); }
  std::size_t allocated() const { return ring_.allocated(); }

 private:
  Ring<PacketId> ring_;
  std::uint32_t limit_;
};

}  // namespace ps

// RESPONSE snapshots: "Uma resposta contém uma cópia ('snapshot') de rw_i no momento em que a ela
// foi enviada" (seed 000 §2). A window of up to hundreds of bits does not fit a packet's fields, so a
// RESPONSE carries the index of a slot here. Slots are reused through a free list (no allocation
// per packet in steady state) and released when the sender consumes the RESPONSE or the network
// drops it (the model's DropListener).
#pragma once
#include <cstdint>
#include <vector>

#include "../common/seq_window.h"

namespace ps::polling {

class SnapshotPool {
 public:
  explicit SnapshotPool(std::uint32_t ws = 1) : ws_(ws) {}

  std::uint32_t take(const SeqWindow& w) {
    std::uint32_t id;
    if (!free_.empty()) {
      id = free_.back();
      free_.pop_back();
    } else {
      id = static_cast<std::uint32_t>(slots_.size());
      slots_.emplace_back(ws_);
    }
    slots_[id].copyFrom(w);
    ++live_;
    return id;
  }
  const SeqWindow& get(std::uint32_t id) const { return slots_[id]; }
  void release(std::uint32_t id) {
    free_.push_back(id);
    --live_;
  }
  std::size_t live() const { return live_; }

 private:
  std::uint32_t ws_;
  std::vector<SeqWindow> slots_;
  std::vector<std::uint32_t> free_;
  std::size_t live_ = 0;
};

}  // namespace ps::polling

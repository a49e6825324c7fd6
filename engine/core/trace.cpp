#include "trace.h"

#include <algorithm>
#include <cstdio>

namespace ps {

const char* dropReasonName(DropReason r) {
  switch (r) {
    case DropReason::kNone:
      return "none";
    case DropReason::kLoss:
      return "link loss";
    case DropReason::kQueueOverflow:
      return "queue overflow";
    case DropReason::kCollision:
      return "collision";
    case DropReason::kRetryLimit:
      return "retry limit";
    case DropReason::kTtl:
      return "TTL expired";
    case DropReason::kNoRoute:
      return "no route";
    case DropReason::kMacError:
      return "MAC error";
    case DropReason::kEarlyDrop:
      return "RED early drop";
    case DropReason::kInjected:
      return "fault injection";
  }
  return "unknown";
}

Trace::Trace(std::size_t capacity) {
  std::size_t cap = 1;
  while (cap < capacity) cap <<= 1;  // a power of two, so the index is a mask
  ring_.resize(cap);
  mask_ = cap - 1;
}

void Trace::drain(std::vector<TraceRecord>& out) {
  out.clear();
  const std::uint64_t oldest = head_ > ring_.size() ? head_ - ring_.size() : 0;
  if (drained_ < oldest) {
    overwritten_ += oldest - drained_;
    drained_ = oldest;
  }
  // At most two contiguous runs of the ring (before and after its wrap), copied whole: the engine
  // worker drains after every slice, and a loop of push_backs was 8 % of the wasm benchmark.
  // (insert, not resize and copy: resize would first fill every element with its defaults.)
  const auto n = static_cast<std::size_t>(head_ - drained_);
  const auto from = static_cast<std::ptrdiff_t>(drained_ & mask_);
  const auto first = static_cast<std::ptrdiff_t>(std::min(n, ring_.size() - static_cast<std::size_t>(from)));
  out.insert(out.end(), ring_.begin() + from, ring_.begin() + from + first);
  out.insert(out.end(), ring_.begin(), ring_.begin() + (static_cast<std::ptrdiff_t>(n) - first));
  drained_ = head_;
}

std::vector<TraceRecord> Trace::tail(std::size_t n) const {
  const std::uint64_t avail = head_ < ring_.size() ? head_ : ring_.size();
  if (n > avail) n = static_cast<std::size_t>(avail);
  std::vector<TraceRecord> out;
  for (std::uint64_t i = head_ - n; i < head_; ++i) out.push_back(ring_[i & mask_]);
  return out;
}

std::string Trace::hashHex() const {
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(hash_));
  return buf;
}

}  // namespace ps

#include "trace.h"

#include <cstdio>
#include <cstring>
#include <type_traits>

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

static_assert(std::is_trivially_copyable_v<TraceRecord>, "drainView copies records with memcpy");

Trace::Trace(std::size_t capacity) {
  std::size_t cap = 1;
  while (cap < capacity) cap <<= 1;  // a power of two, so the index is a mask
  ring_.resize(cap);
  mask_ = cap - 1;
}

void Trace::drain(std::vector<TraceRecord>& out) {
  const View v = drainView();
  out.assign(v.data, v.data + v.size);
}

Trace::View Trace::drainView() {
  const std::uint64_t oldest = head_ > ring_.size() ? head_ - ring_.size() : 0;
  if (drained_ < oldest) {
    overwritten_ += oldest - drained_;
    drained_ = oldest;
  }
  const auto n = static_cast<std::size_t>(head_ - drained_);
  const auto from = static_cast<std::size_t>(drained_ & mask_);
  drained_ = head_;
  if (from + n <= ring_.size()) return {ring_.data() + from, n};
  // Across the wrap: the two runs, oldest first, copied whole (TraceRecord is plain data).
  if (unwrapped_.size() < ring_.size()) unwrapped_.resize(ring_.size());
  const std::size_t first = ring_.size() - from;
  std::memcpy(unwrapped_.data(), ring_.data() + from, first * sizeof(TraceRecord));
  std::memcpy(unwrapped_.data() + first, ring_.data(), (n - first) * sizeof(TraceRecord));
  return {unwrapped_.data(), n};
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

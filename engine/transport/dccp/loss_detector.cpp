#include "loss_detector.h"

namespace ps::dccp {

void LossDetector::onPacket(std::uint64_t seq, SimTime at, std::uint8_t ccval, std::uint64_t ndpCount,
                            std::vector<LostPacket>& lost) {
  if (!started_) {
    started_ = true;
    highest_ = {seq, at, ccval};
    return;
  }
  if (seq <= highest_.seq) {
    // Late: fills (part of) a pending hole, or is a duplicate.
    for (std::size_t i = 0; i < holes_.size(); ++i) {
      Hole& h = holes_[i];
      if (seq < h.first || seq > h.last) continue;
      ++reordered_;
      if (h.first == h.last) {
        holes_.erase(holes_.begin() + static_cast<std::ptrdiff_t>(i));
      } else if (seq == h.first) {
        ++h.first;
        h.before = {seq, at, ccval};
      } else if (seq == h.last) {
        --h.last;  // the packet after the shortened hole is now this one
        h.after = {seq, at, ccval};
        h.ndp = ndpCount;
      } else {
        Hole upper = h;
        upper.first = seq + 1;
        upper.before = {seq, at, ccval};
        h.last = seq - 1;
        h.after = {seq, at, ccval};
        h.ndp = ndpCount;
        holes_.insert(holes_.begin() + static_cast<std::ptrdiff_t>(i) + 1, upper);
      }
      return;
    }
    return;  // duplicate
  }
  if (seq > highest_.seq + 1) {
    Hole h;
    h.first = highest_.seq + 1;
    h.last = seq - 1;
    h.before = highest_;
    h.after = {seq, at, ccval};
    h.ndp = ndpCount;
    holes_.push_back(h);
  }
  highest_ = {seq, at, ccval};
  // Count this arrival above every pending hole (the packet right after a hole counts as the first).
  std::size_t done = 0;
  for (Hole& h : holes_)
    if (++h.later >= ndupack_) ++done;
  if (done == 0) return;
  // Holes resolve in sequence order (older holes have seen at least as many later packets).
  for (std::size_t i = 0; i < done; ++i) declare(holes_[i], lost);
  holes_.erase(holes_.begin(), holes_.begin() + static_cast<std::ptrdiff_t>(done));
}

void LossDetector::declare(const Hole& h, std::vector<LostPacket>& lost) {
  const std::uint64_t gap = h.last - h.first + 1;
  const std::uint64_t nonData = h.ndp < gap ? h.ndp : gap;  // RFC 4340 §7.7.2: the last ones may be non-data
  lostNonData_ += nonData;
  const std::uint64_t dataLast = h.last - nonData;  // valid only when gap > nonData
  if (gap == nonData) return;
  const __int128 span = static_cast<__int128>(h.after.seq - h.before.seq);
  const __int128 dt = static_cast<__int128>(h.after.t - h.before.t);
  for (std::uint64_t s = h.first; s <= dataLast; ++s) {
    LostPacket lp;
    lp.seq = s;
    lp.nominalArrival = h.before.t + static_cast<SimTime>(dt * static_cast<__int128>(s - h.before.seq) / span);
    lp.ccval = h.after.ccval;
    lost.push_back(lp);
    ++lostData_;
  }
}

}  // namespace ps::dccp

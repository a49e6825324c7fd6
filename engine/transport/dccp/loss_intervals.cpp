#include "loss_intervals.h"

namespace ps::dccp {

void LossIntervalHistory::firstEvent(std::uint64_t lossSeq, double syntheticInterval) {
  closedIntervals_.fill(0);
  closedIntervals_[0] = syntheticInterval;
  closed_ = 1;
  start_ = lossSeq;
  if (highest_ < lossSeq) highest_ = lossSeq;
  events_ = 1;
}

void LossIntervalHistory::newEvent(std::uint64_t lossSeq) {
  if (closed_ == 0 || lossSeq <= start_) return;  // callers open the history with firstEvent()
  for (int i = kN - 1; i > 0; --i) closedIntervals_[i] = closedIntervals_[i - 1];
  closedIntervals_[0] = static_cast<double>(lossSeq - start_);
  if (closed_ < kN) ++closed_;
  start_ = lossSeq;
  if (highest_ < lossSeq) highest_ = lossSeq;
  ++events_;
}

double LossIntervalHistory::interval(int i) const {
  if (i == 0) return closed_ == 0 ? 0 : static_cast<double>(highest_ - start_);
  return i <= closed_ ? closedIntervals_[i - 1] : 0;
}

LossIntervalHistory::Average LossIntervalHistory::average() const {
  Average a;
  if (closed_ == 0) return a;
  // RFC 5348 sums over the k intervals that exist; ns-2 sums all n weights over a zero-filled history.
  const int k = mode_ == HistoryMode::kNs2ZeroFilled ? kN : closed_;
  for (int i = 0; i < k; ++i) {
    a.iTot0 += interval(i) * weight(i);
    a.iTot1 += interval(i + 1) * weight(i);
    a.wTot += weight(i);
  }
  a.iMean = (a.iTot0 > a.iTot1 ? a.iTot0 : a.iTot1) / a.wTot;
  return a;
}

double LossIntervalHistory::lossEventRate() const {
  const Average a = average();
  return a.iMean > 0 ? 1 / a.iMean : 0;
}

}  // namespace ps::dccp

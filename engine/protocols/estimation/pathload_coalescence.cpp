#include "pathload_coalescence.h"

#include <algorithm>

#include "pathload_config.h"

namespace ps::estimation {

NicCoalescence::NicCoalescence(int packets, SimTime timeout, std::int64_t offsetUs, std::int64_t granularityUs)
    : packets_(packets), timeout_(timeout), offsetUs_(offsetUs), granularityUs_(granularityUs) {
  if (on()) held_.reserve(static_cast<std::size_t>(packets_));
}

void NicCoalescence::arrive(SimTime now, double* stamp) {
  if (!on()) return;
  if (opened_ >= 0 && now >= opened_ + timeout_) deliver(opened_ + timeout_);  // the timer went off before
  if (opened_ < 0) opened_ = now;
  held_.push_back(stamp);
  if (static_cast<int>(held_.size()) >= packets_) deliver(now);
}

void NicCoalescence::flush(SimTime now) {
  if (opened_ >= 0) deliver(std::min(now, opened_ + timeout_));
}

void NicCoalescence::deliver(SimTime at) {
  const auto stamp = static_cast<double>(hostClockUs(at, offsetUs_, granularityUs_));
  for (double* p : held_) *p = stamp;
  held_.clear();
  opened_ = -1;
  ++batches_;
}

namespace {
// Calls f(first, last) for each burst, as indices into recvUs.
template <typename F>
void forEachBurst(const std::vector<double>& recvUs, double limitUs, F f) {
  const int k = static_cast<int>(recvUs.size());
  int runStart = -1, prev = -1, runLength = 0;
  auto close = [&] {
    if (runLength >= 3) f(runStart, prev);
  };
  for (int i = 0; i < k; ++i) {
    if (recvUs[static_cast<std::size_t>(i)] < 0) continue;
    if (prev >= 0 && recvUs[static_cast<std::size_t>(i)] - recvUs[static_cast<std::size_t>(prev)] <= limitUs) {
      ++runLength;
    } else {
      close();
      runStart = i;
      runLength = 1;
    }
    prev = i;
  }
  close();
}
}  // namespace

int countBursts(const std::vector<double>& recvUs, double limitUs) {
  int n = 0;
  forEachBurst(recvUs, limitUs, [&](int, int) { ++n; });
  return n;
}

void firstAfterBursts(const std::vector<double>& sendUs, const std::vector<double>& recvUs, double limitUs,
                      std::vector<double>& outSend, std::vector<double>& outRecv) {
  outSend.clear();
  outRecv.clear();
  const int k = static_cast<int>(recvUs.size());
  forEachBurst(recvUs, limitUs, [&](int, int last) {
    for (int i = last + 1; i < k; ++i)
      if (recvUs[static_cast<std::size_t>(i)] >= 0) {
        outSend.push_back(sendUs[static_cast<std::size_t>(i)]);
        outRecv.push_back(recvUs[static_cast<std::size_t>(i)]);
        return;
      }
  });
}

IcAction icStream(const std::vector<double>& sendUs, const std::vector<double>& recvUs, const TrendRule& rule,
                  double limitUs, IcCounts& counts, StreamAnalysis& a, std::vector<double>& scratchSend,
                  std::vector<double>& scratchRecv) {
  const int bursts = countBursts(recvUs, limitUs);
  if (bursts < 5 + 1) {
    const bool few = bursts < 2;
    const int seen = few ? ++counts.fewBursts : ++counts.someBursts;
    // The stream gives no trend entry either way.
    a.analysed = false;
    a.pct = -1;
    a.pdt = 2;
    a.pctClass = a.pdtClass = a.cls = Trend::kDiscard;
    a.medians.clear();
    if (seen >= 3) return few ? IcAction::kLowerBound : IcAction::kLongerStreams;
    return IcAction::kDiscarded;
  }
  firstAfterBursts(sendUs, recvUs, limitUs, scratchSend, scratchRecv);
  StreamAnalysis b = analyseStream(scratchSend, scratchRecv, rule);
  b.packets = a.packets;
  b.received = a.received;
  b.lost = a.lost;
  b.lossPercent = a.lossPercent;
  a = std::move(b);
  return IcAction::kAnalysed;
}

}  // namespace ps::estimation

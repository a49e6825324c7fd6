#include "pathload_math.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace ps::estimation {

const char* trendLetter(Trend t) {
  switch (t) {
    case Trend::kIncreasing:
      return "I";
    case Trend::kNoTrend:
      return "N";
    case Trend::kUnclear:
      return "U";
    default:
      return "d";
  }
}

bool approxEqual(double a, double b) {
  // |a - b| truncated to whole Mbit/s, as 1.3.2's abs() of a double does.
  const double d = std::fabs(std::trunc(a - b));
  const double maxDiff = (a >= 500 && b >= 500) ? 5 : 2;
  return b != 0 && d / b <= 0.02 && d < maxDiff;
}

namespace {
int roundInt(double x) { return static_cast<int>(std::nearbyint(x)); }
double rateOf(int payload, int periodUs) { return (payload + 28) * 8.0 / periodUs; }
}  // namespace

StreamParams calcParam(double tr, const LtLimits& lim, const StreamParams& previous, double rMin, double gMax) {
  StreamParams out;
  if (tr < 150) {
    out.periodUs = std::max(lim.minPeriodUs, lim.minTimeIntervalUs);
    out.payloadBytes = roundInt(tr * out.periodUs / 8.0) - 28;
    out.rateMbps = tr;  // 1.3.2 keeps the requested rate here; the fleet's actual rate replaces it
    if (out.payloadBytes < lim.minPayload) {
      out.payloadBytes = lim.minPayload;
      out.periodUs = std::max(1, roundInt((lim.minPayload + 28) * 8.0 / tr));
      out.rateMbps = rateOf(out.payloadBytes, out.periodUs);
    } else if (out.payloadBytes > lim.maxPayload) {
      out.payloadBytes = lim.maxPayload;
      out.periodUs = lim.minTimeIntervalUs;
      const double r = rateOf(out.payloadBytes, out.periodUs);
      out.ok = approxEqual(tr, r);
      out.rateMbps = out.ok ? r : tr;
    }
    return out;
  }
  const int tMax = roundInt((lim.maxPayload + 28) * 8.0 / tr);
  if (tr < 600) {
    if (previous.payloadBytes == lim.maxPayload && previous.periodUs == tMax) {
      out = previous;
      out.ok = false;
      return out;
    }
    out.periodUs = std::max(1, tMax);
    out.payloadBytes = std::min(lim.maxPayload, roundInt(tr * out.periodUs / 8.0) - 28);
    out.rateMbps = rateOf(out.payloadBytes, out.periodUs);
    const double requested = tr;
    const double r = out.rateMbps;
    if ((rMin != 0 && (approxEqual(r, rMin) || r < rMin)) ||
        (gMax != 0 && requested > gMax && (approxEqual(r, gMax) || r < gMax))) {
      do {
        --out.periodUs;
        out.payloadBytes = roundInt(r * out.periodUs / 8.0) - 28;
      } while (out.payloadBytes > lim.maxPayload && out.periodUs > 1);
      out.rateMbps = rateOf(out.payloadBytes, out.periodUs);
    }
    return out;
  }
  out.payloadBytes = lim.maxPayload;
  out.periodUs = std::max(1, tMax);
  out.rateMbps = rateOf(out.payloadBytes, out.periodUs);
  // At and above 600 Mbit/s the rate moves in steps of whole microseconds of T: when rounding
  // lands on Rmin the search cannot refine any more (1.3.2 stops; the caller reports [Rmin, Rmax]).
  if (rMin != 0 && (approxEqual(out.rateMbps, rMin) || out.rateMbps < rMin)) out.ok = false;
  return out;
}

std::vector<double> groupMedians(const std::vector<double>& owds) {
  const int n = static_cast<int>(owds.size());
  int g = 1;
  while ((g + 1) * (g + 1) <= n) ++g;  // floor(sqrt(n)) in integers
  std::vector<double> medians;
  std::vector<double> block;
  for (int j = 0; j < n; j += g) {
    const int count = (j + g >= n) ? n - j : g;
    block.assign(owds.begin() + j, owds.begin() + j + count);
    std::sort(block.begin(), block.end());
    medians.push_back(count % 2 == 0 ? (block[count / 2 - 1] + block[count / 2]) / 2 : block[count / 2]);
  }
  return medians;
}

double pairwiseComparison(const std::vector<double>& m, const TrendRule& rule) {
  const int n = static_cast<int>(m.size());
  if (n < rule.minGroups) return -1;
  int increases = 0;
  for (int i = 0; i + 1 < n; ++i)
    if (m[i] < m[i + 1]) ++increases;
  // 1.3.2 divides by the number of medians (Gamma), the paper by Gamma - 1.
  return static_cast<double>(increases) / (rule.pctOverGroupsMinus1 ? n - 1 : n);
}

double pairwiseDifference(const std::vector<double>& m, const TrendRule& rule) {
  const int n = static_cast<int>(m.size());
  if (n < rule.minGroups) return 2;
  double y = 0, yAbs = 0;
  for (int i = 1; i < n; ++i) {
    y += m[i] - m[i - 1];
    yAbs += std::fabs(m[i] - m[i - 1]);
  }
  return yAbs == 0 ? 0 : y / yAbs;  // 0/0 defined as 0 (file comment)
}

Trend pctClass(double pct, const TrendRule& rule) {
  if (pct == -1) return Trend::kDiscard;
  if (pct > (1 + rule.band) * rule.pctCenter) return Trend::kIncreasing;
  if (pct < (1 - rule.band) * rule.pctCenter) return Trend::kNoTrend;
  return Trend::kUnclear;
}

Trend pdtClass(double pdt, const TrendRule& rule) {
  if (pdt == 2) return Trend::kDiscard;
  if (pdt > (1 + rule.band) * rule.pdtCenter) return Trend::kIncreasing;
  if (pdt < (1 - rule.band) * rule.pdtCenter) return Trend::kNoTrend;
  return Trend::kUnclear;
}

Trend combine(Trend pct, Trend pdt) {
  if (pct == Trend::kDiscard || pdt == Trend::kDiscard) return Trend::kDiscard;
  if (pct == pdt) return pct;  // I+I, N+N, U+U
  if (pct == Trend::kUnclear) return pdt;
  if (pdt == Trend::kUnclear) return pct;
  return Trend::kUnclear;  // I against N: a conflict
}

StreamAnalysis analyseStream(const std::vector<double>& sendUs, const std::vector<double>& recvUs,
                             const TrendRule& rule) {
  StreamAnalysis a;
  const int k = static_cast<int>(sendUs.size());
  a.packets = k;
  a.owdUs.assign(k, std::numeric_limits<double>::quiet_NaN());
  a.kept.assign(k, 0);
  int expected = 0;
  for (int i = 0; i < k; ++i)
    if (recvUs[i] >= 0) {
      a.lost += i - expected;
      expected = i + 1;
      ++a.received;
    }
  a.lost += k - expected;
  a.lossPercent = k ? 100.0 * a.lost / k : 0;
  // Offset removal: subtract the smallest OWD of the stream (clock offsets cancel, §1.2).
  double minOwd = std::numeric_limits<double>::infinity();
  for (int i = 0; i < k; ++i)
    if (recvUs[i] >= 0) minOwd = std::min(minOwd, recvUs[i] - sendUs[i]);
  for (int i = 0; i < k; ++i)
    if (recvUs[i] >= 0) a.owdUs[i] = recvUs[i] - sendUs[i] - minOwd;
  // Receiver back-to-back filter: keep packet i only if i+1 arrived more than minGap later.
  const double minGap = 7 > 1.5 * rule.rcvLatencyUs ? 7 : 2.5 * rule.rcvLatencyUs;
  std::vector<double> retained;
  for (int i = 0; i + 1 < k; ++i)
    if (recvUs[i] >= 0 && recvUs[i + 1] >= 0 && recvUs[i + 1] - recvUs[i] > minGap) {
      a.kept[i] = 1;
      retained.push_back(a.owdUs[i]);
    }
  if (static_cast<int>(retained.size()) <= rule.minOwds) return a;
  a.analysed = true;
  a.medians = groupMedians(retained);
  a.pct = pairwiseComparison(a.medians, rule);
  a.pdt = pairwiseDifference(a.medians, rule);
  a.pctClass = pctClass(a.pct, rule);
  a.pdtClass = pdtClass(a.pdt, rule);
  a.cls = combine(a.pctClass, a.pdtClass);
  return a;
}

FleetVerdict fleetVerdict(const std::vector<Trend>& classes, int streamsPerFleet, const TrendRule& rule) {
  FleetVerdict v;
  for (Trend t : classes) {
    if (t == Trend::kDiscard) continue;
    ++v.usable;
    if (t == Trend::kIncreasing) ++v.increasing;
    if (t == Trend::kNoTrend) ++v.noTrend;
  }
  if (v.usable < streamsPerFleet / 2 || v.usable == 0) {
    v.verdict = Trend::kDiscard;
  } else if (static_cast<double>(v.increasing) / v.usable >= rule.fleetFraction) {
    v.verdict = Trend::kIncreasing;
  } else if (static_cast<double>(v.noTrend) / v.usable >= rule.fleetFraction) {
    v.verdict = Trend::kNoTrend;
  } else {
    v.verdict = Trend::kUnclear;
  }
  return v;
}

void addSenderGaps(const std::vector<double>& sendUs, GapSums& sums) {
  std::vector<double> gaps;
  for (std::size_t i = 0; i + 1 < sendUs.size(); ++i)
    if (sendUs[i] >= 0 && sendUs[i + 1] >= 0) gaps.push_back(sendUs[i + 1] - sendUs[i]);
  std::sort(gaps.begin(), gaps.end());
  const int keep = static_cast<int>(gaps.size()) - static_cast<int>(std::nearbyint(gaps.size() * 0.15));
  for (int i = 0; i < keep; ++i) sums.sumUs += gaps[i];
  sums.count += keep;
}

}  // namespace ps::estimation

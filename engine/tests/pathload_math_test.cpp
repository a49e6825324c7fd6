// pathload's arithmetic on hand-computed cases: the L/T table of digest §2.4, the stream analysis
// (group medians, PCT, PDT, the back-to-back filter, loss), the 1.3.2 README's classification
// vector and rate sequence (digest §2.12), and the grey-region bookkeeping of the search.
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "protocols/estimation/pathload_math.h"
#include "protocols/estimation/pathload_search.h"

namespace ps::estimation {
namespace {

StreamParams lt(double r) { return calcParam(r, LtLimits{}, StreamParams{}, 0, 0); }

TEST(PathloadMath, LTRuleMatchesTheDigestTable) {
  // requested R -> (L, T, achieved R), IP layer, min_time_interval 10 us; achieved R to the
  // precision the table prints it (half a unit of its last digit).
  struct Row {
    double r;
    int l, t;
    double achieved, tolerance;
  } rows[] = {{1, 200, 1824, 1.000, 5e-4}, {5, 200, 365, 4.997, 5e-4},   {10, 200, 182, 10.02, 5e-3},
              {100, 972, 80, 100.0, 0.05}, {300, 1472, 40, 300.0, 0.05}, {525, 1472, 23, 521.7, 0.05}};
  for (const Row& row : rows) {
    const StreamParams p = lt(row.r);
    EXPECT_EQ(p.payloadBytes, row.l) << row.r;
    EXPECT_EQ(p.periodUs, row.t) << row.r;
    EXPECT_NEAR(p.rateMbps, row.achieved, row.tolerance) << row.r;
    EXPECT_TRUE(p.ok);
  }
  // Near 525 Mbit/s T moves in whole microseconds: 22..25 us give 545, 522, 500, 480 Mbit/s.
  EXPECT_EQ(lt(545).periodUs, 22);
  EXPECT_EQ(lt(480).periodUs, 25);
}

TEST(PathloadMath, LTRuleStopsWhenTheRateCannotBeRefined) {
  const StreamParams first = lt(300);
  const StreamParams again = calcParam(300.5, LtLimits{}, first, 0, 0);  // same L and T as before
  EXPECT_FALSE(again.ok);
}

TEST(PathloadMath, GroupMediansFollowTheSqrtRule) {
  std::vector<double> owd(95);
  for (int i = 0; i < 95; ++i) owd[static_cast<std::size_t>(i)] = i;
  const auto m = groupMedians(owd);  // g = 9: ten blocks of 9 and one of 5
  ASSERT_EQ(m.size(), 11u);
  EXPECT_DOUBLE_EQ(m[0], 4);                             // median of 0..8
  EXPECT_DOUBLE_EQ(m[10], 92);                           // median of 90..94
  const auto even = groupMedians({1, 2, 3, 4, 10, 20});  // g = 2: medians of pairs are their means
  ASSERT_EQ(even.size(), 3u);
  EXPECT_DOUBLE_EQ(even[2], 15);
}

TEST(PathloadMath, PctDividesByGroupsAndPdtDefinesZeroOverZero) {
  TrendRule code;
  const std::vector<double> rising{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};
  EXPECT_NEAR(pairwiseComparison(rising, code), 10.0 / 11, 1e-12);  // Gamma, not Gamma - 1
  TrendRule paper;
  paper.pctOverGroupsMinus1 = true;
  EXPECT_DOUBLE_EQ(pairwiseComparison(rising, paper), 1.0);
  EXPECT_DOUBLE_EQ(pairwiseDifference(rising, code), 1.0);
  const std::vector<double> flat(11, 5.0);
  EXPECT_DOUBLE_EQ(pairwiseComparison(flat, code), 0.0);
  EXPECT_DOUBLE_EQ(pairwiseDifference(flat, code), 0.0);  // 0/0 in 1.3.2; defined as 0 here
  EXPECT_EQ(pdtClass(0.0, code), Trend::kNoTrend);
  // Fewer than 5 medians: discard.
  EXPECT_EQ(pairwiseComparison({1, 2, 3, 4}, code), -1);
  EXPECT_EQ(pctClass(-1, code), Trend::kDiscard);
}

std::string letters(const std::vector<Trend>& ts) {
  std::string s;
  for (Trend t : ts) s += trendLetter(t);
  return s;
}

TEST(PathloadMath, ReadmeClassificationVectorReplays) {
  // pathload 1.3.2 README: fleet R = 97.40 Mbit/s, L = 946 B, K = 100, T = 80 us.
  const double pct[] = {0.09, 0.27, 0.27, 0.36, 0.09, 0.09, 0.18, 0.27, 0.36, 0.09, 0.09, 0.20};
  const double pdt[] = {0.33, 0.28, 0.00, 0.68, -0.14, -0.11, -0.20, -0.03, 0.41, -0.33, -0.50, 0.12};
  TrendRule code;
  std::vector<Trend> pc, pd, both;
  for (int i = 0; i < 12; ++i) {
    pc.push_back(pctClass(pct[i], code));
    pd.push_back(pdtClass(pdt[i], code));
    both.push_back(combine(pc.back(), pd.back()));
  }
  EXPECT_EQ(letters(pc), "NNNNNNNNNNNN");
  EXPECT_EQ(letters(pd), "NNNINNNNUNNN");
  EXPECT_EQ(letters(both), "NNNUNNNNNNNN");
  const FleetVerdict v = fleetVerdict(both, 12, code);
  EXPECT_EQ(v.verdict, Trend::kNoTrend);
  EXPECT_EQ(v.noTrend, 11);
  EXPECT_EQ(v.usable, 12);
  EXPECT_EQ(calcParam(97.40, LtLimits{}, StreamParams{}, 0, 0).payloadBytes, 946);
}

TEST(PathloadMath, ReadmeRateSequenceReplays) {
  // ADR 97.40 Mbit/s, largest payload 1472, min_time_interval 10 us; verdicts N, I, I, I, I give
  // 97.40 -> 193.55 -> 145.47 -> 121.44 -> 109.42 -> 103.41 (the README's requested rates; that run
  // predates the actual-rate replacement, so the requested rates are fed back unchanged).
  RateSearch s;
  s.start(97.40, 228 * 8 / 200000.0, 1500 * 8 / 10.0, 0, 0);
  const Trend verdicts[] = {Trend::kNoTrend, Trend::kIncreasing, Trend::kIncreasing, Trend::kIncreasing,
                            Trend::kIncreasing};
  const double expected[] = {97.40, 193.55, 145.47, 121.44, 109.42, 103.41};
  StreamParams prev;
  for (int i = 0; i < 6; ++i) {
    const StreamParams p = calcParam(s.state().rate, LtLimits{}, prev, s.state().rMin, s.state().gMax);
    ASSERT_TRUE(p.ok);
    s.setRate(p.rateMbps);
    EXPECT_NEAR(p.rateMbps, expected[i], 0.006) << "fleet " << i;
    prev = p;
    if (i < 5) {
      ASSERT_TRUE(s.adjust(verdicts[i]));
    }
  }
  EXPECT_FALSE(s.state().exponential);  // the second fleet reversed the verdict
  EXPECT_NEAR(s.state().rMin, 97.40, 1e-9);
}

TEST(PathloadMath, StreamAnalysisSeesARisingDelayAndIgnoresAFlatOne) {
  TrendRule rule;
  std::vector<double> send(100), rising(100), flat(100);
  for (int k = 0; k < 100; ++k) {
    send[static_cast<std::size_t>(k)] = 1000 + 182.0 * k;
    rising[static_cast<std::size_t>(k)] = send[static_cast<std::size_t>(k)] + 500 + 26.0 * k;  // +26 us per packet
    flat[static_cast<std::size_t>(k)] = send[static_cast<std::size_t>(k)] + 500;
  }
  const StreamAnalysis up = analyseStream(send, rising, rule);
  EXPECT_TRUE(up.analysed);
  EXPECT_EQ(up.medians.size(), 11u);  // 99 retained (the last has no successor): g = 9
  EXPECT_NEAR(up.pct, 10.0 / 11, 1e-12);
  EXPECT_DOUBLE_EQ(up.pdt, 1.0);
  EXPECT_EQ(up.cls, Trend::kIncreasing);
  EXPECT_DOUBLE_EQ(up.owdUs[0], 0.0);  // the stream's minimum is subtracted
  const StreamAnalysis none = analyseStream(send, flat, rule);
  EXPECT_EQ(none.cls, Trend::kNoTrend);
  EXPECT_EQ(none.lost, 0);
}

TEST(PathloadMath, LossAndBackToBackArrivalsAreCountedAndDropped) {
  TrendRule rule;  // rcv latency 5 us: min gap 12.5 us
  std::vector<double> send(100), recv(100);
  for (int k = 0; k < 100; ++k) {
    send[static_cast<std::size_t>(k)] = 182.0 * k;
    recv[static_cast<std::size_t>(k)] = 182.0 * k + 300;
  }
  recv[10] = -1;             // lost
  recv[21] = recv[20] + 10;  // 20 and 21 arrive back to back: 20 is dropped
  recv[99] = -1;             // missing tail
  const StreamAnalysis a = analyseStream(send, recv, rule);
  EXPECT_EQ(a.lost, 2);
  EXPECT_DOUBLE_EQ(a.lossPercent, 2.0);
  EXPECT_EQ(a.kept[9], 0);   // its successor was lost
  EXPECT_EQ(a.kept[20], 0);  // back to back with 21
  EXPECT_EQ(a.kept[21], 1);
  EXPECT_EQ(a.kept[98], 0);  // its successor is missing
}

TEST(PathloadMath, FleetVerdictNeedsHalfTheStreamsUsable) {
  TrendRule rule;
  using T = Trend;
  std::vector<T> mostlyUp{T::kIncreasing, T::kIncreasing, T::kIncreasing, T::kIncreasing,
                          T::kIncreasing, T::kIncreasing, T::kIncreasing, T::kIncreasing,
                          T::kNoTrend,    T::kNoTrend,    T::kNoTrend,    T::kDiscard};
  const FleetVerdict v = fleetVerdict(mostlyUp, 12, rule);
  EXPECT_EQ(v.verdict, T::kIncreasing);  // 8 of 11 usable >= 0.6
  EXPECT_EQ(v.usable, 11);
  std::vector<T> mixed{T::kIncreasing, T::kIncreasing, T::kIncreasing, T::kNoTrend,
                       T::kNoTrend,    T::kNoTrend,    T::kUnclear};
  EXPECT_EQ(fleetVerdict(mixed, 12, rule).verdict, T::kUnclear);  // grey: 3/7 and 3/7 < 0.6
  std::vector<T> few{T::kIncreasing, T::kIncreasing, T::kIncreasing, T::kIncreasing, T::kIncreasing, T::kDiscard,
                     T::kDiscard,    T::kDiscard,    T::kDiscard,    T::kDiscard,    T::kDiscard,    T::kDiscard};
  EXPECT_EQ(fleetVerdict(few, 12, rule).verdict, T::kDiscard);  // 5 usable < 6: a bad fleet
}

TEST(PathloadSearch, GreyRegionSplitsTheSearchAndConvergesOnChi) {
  // ADR 10 Mbit/s: omega 0.2, chi 0.5. Start at 10.
  RateSearch s;
  s.start(10, 0.00912, 1200, 0, 0);
  EXPECT_DOUBLE_EQ(s.omega(), 0.2);
  EXPECT_DOUBLE_EQ(s.chi(), 0.5);
  ASSERT_TRUE(s.adjust(Trend::kIncreasing));  // 10 too fast: halve
  EXPECT_DOUBLE_EQ(s.state().rate, 5);
  ASSERT_TRUE(s.adjust(Trend::kNoTrend));  // 5 fine: reversal, bisect [5, 10]
  EXPECT_FALSE(s.state().exponential);
  EXPECT_DOUBLE_EQ(s.state().rate, 7.5);
  ASSERT_TRUE(s.adjust(Trend::kUnclear));  // 7.5 grey: Gmin = Gmax = 7.5; bisect the upper gap
  EXPECT_DOUBLE_EQ(s.state().gMin, 7.5);
  EXPECT_DOUBLE_EQ(s.state().rate, 8.75);
  ASSERT_TRUE(s.adjust(Trend::kIncreasing));  // Rmax 8.75; upper gap 1.25 > chi: (8.75 + 7.5) / 2
  EXPECT_DOUBLE_EQ(s.state().rate, 8.125);
  ASSERT_TRUE(s.adjust(Trend::kIncreasing));  // Rmax 8.125; gap 0.625 > chi
  EXPECT_DOUBLE_EQ(s.state().rate, 7.8125);
  // Rmax 7.8125: upper gap 0.3125 closed; lower gap 7.5 - 5 = 2.5 open: bisect below, (5 + 7.5) / 2.
  ASSERT_TRUE(s.adjust(Trend::kIncreasing));
  EXPECT_DOUBLE_EQ(s.state().rate, 6.25);
  ASSERT_TRUE(s.adjust(Trend::kUnclear));  // 6.25 grey: Gmin 6.25; lower gap 1.25: (5 + 6.25) / 2
  EXPECT_DOUBLE_EQ(s.state().gMin, 6.25);
  EXPECT_DOUBLE_EQ(s.state().rate, 5.625);
  ASSERT_TRUE(s.adjust(Trend::kNoTrend));  // Rmin 5.625; lower gap 0.625 > chi
  EXPECT_DOUBLE_EQ(s.state().rate, (5.625 + 6.25) / 2);
  EXPECT_FALSE(s.adjust(Trend::kNoTrend));  // Rmin 5.9375: both gaps within chi: stop
  EXPECT_EQ(s.cause(), StopCause::kGreyResolution);
  double lo = 0, hi = 0;
  s.reportedRange(lo, hi);
  EXPECT_DOUBLE_EQ(lo, 6.25);
  EXPECT_DOUBLE_EQ(hi, 7.5);
}

TEST(PathloadSearch, ResolutionStopReportsRminRmax) {
  RateSearch s;
  s.start(10, 0.00912, 1200, 1.0, 0.5);       // omega 1 Mbit/s given explicitly
  ASSERT_TRUE(s.adjust(Trend::kIncreasing));  // 10 -> 5
  ASSERT_TRUE(s.adjust(Trend::kNoTrend));     // 5 -> 7.5
  ASSERT_TRUE(s.adjust(Trend::kIncreasing));  // 7.5 -> 6.25
  ASSERT_TRUE(s.adjust(Trend::kNoTrend));     // [6.25, 7.5]: 1.25 > omega -> 6.875
  EXPECT_DOUBLE_EQ(s.state().rate, 6.875);
  EXPECT_FALSE(s.adjust(Trend::kNoTrend));  // [6.875, 7.5]: within omega
  EXPECT_EQ(s.cause(), StopCause::kResolution);
  double lo = 0, hi = 0;
  s.reportedRange(lo, hi);
  EXPECT_DOUBLE_EQ(lo, 6.875);
  EXPECT_DOUBLE_EQ(hi, 7.5);
}

TEST(PathloadSearch, RateCeilingStopsAfterTwoFleetsAtTheMaximum) {
  RateSearch s;
  s.start(0, 0.00912, 12, 0, 0);           // no ADR: start at the midpoint 6.00456
  ASSERT_TRUE(s.adjust(Trend::kNoTrend));  // 12.009 -> clipped to 12 (once)
  EXPECT_DOUBLE_EQ(s.state().rate, 12);
  EXPECT_FALSE(s.adjust(Trend::kNoTrend));  // the maximum again: "avail-bw > maximum sending rate"
  EXPECT_EQ(s.cause(), StopCause::kRateCeiling);
  double lo = 0, hi = 0;
  s.reportedRange(lo, hi);
  EXPECT_DOUBLE_EQ(lo, 12);
  EXPECT_LT(hi, 0);
}

TEST(PathloadSearch, ACrossedBracketAfterATimerGranularityJumpIsReportedInOrder) {
  // Seen with host timing on (scenario 2, seed 4, X = 105 Mbit/s, two instances): [217.6, 216.6].
  RateSearch s;
  s.start(400, 0.00912, 1200, 0, 0);          // omega 8, chi 12; start at 400
  ASSERT_TRUE(s.adjust(Trend::kIncreasing));  // 400 -> 200
  ASSERT_TRUE(s.adjust(Trend::kNoTrend));     // Rmin 200 -> 300
  ASSERT_TRUE(s.adjust(Trend::kIncreasing));  // Rmax 300 -> 250
  ASSERT_TRUE(s.adjust(Trend::kIncreasing));  // Rmax 250 -> 225
  ASSERT_TRUE(s.adjust(Trend::kIncreasing));  // Rmax 225 -> 212.5
  EXPECT_DOUBLE_EQ(s.state().rate, 212.5);
  // The sender's clock gives a 53 us period for 1500-byte packets: 226.4 Mbit/s, past Rmax.
  s.recordActualRate(212.5, 1472, 53);
  EXPECT_NEAR(s.state().rate, 226.415, 0.001);
  EXPECT_FALSE(s.adjust(Trend::kNoTrend));  // no trend at 226.4: Rmin 226.4 > Rmax 225
  EXPECT_EQ(s.cause(), StopCause::kTimerGranularity);
  EXPECT_GT(s.state().rMin, s.state().rMax);  // the state keeps what the fleets said
  double lo = 0, hi = 0;
  s.reportedRange(lo, hi);
  EXPECT_DOUBLE_EQ(lo, 225);
  EXPECT_NEAR(hi, 226.415, 0.001);
}

}  // namespace
}  // namespace ps::estimation

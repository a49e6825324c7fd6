// The RTT/RTO estimator (protocols/common/rtt_estimator.h): RFC 6298 as TCP uses it, and the
// placeholder configuration the polling protocols use (seed 000 §4.3: "the RTT was initialised to 1 s").
#include <gtest/gtest.h>

#include "protocols/common/rtt_estimator.h"

using namespace ps;

namespace {
RtoConfig polling(SimTime rttvar = kSecond / 2) {
  RtoConfig c;
  c.placeholder = true;
  c.placeholderSrtt = kSecond;
  c.placeholderRttvar = rttvar;
  return c;
}
}  // namespace

// ---- RFC 6298 (TCP) --------------------------------------------------------------------------

TEST(Rfc6298, BeforeAnySampleTheRtoIsOneSecond) {  // (2.1)
  RtoConfig c;
  RttEstimator r(c);
  EXPECT_FALSE(r.hasEstimate());
  EXPECT_EQ(r.rto(), kSecond);
}

TEST(Rfc6298, TheFirstSampleSetsSrttAndHalfOfItAsRttvar) {  // (2.2)
  RtoConfig c;
  c.minRto = 0;
  RttEstimator r(c);
  r.sample(100 * kMillisecond);
  EXPECT_EQ(r.srtt(), 100 * kMillisecond);
  EXPECT_EQ(r.rttvar(), 50 * kMillisecond);
  EXPECT_EQ(r.rto(), 300 * kMillisecond);  // SRTT + 4 RTTVAR
}

TEST(Rfc6298, LaterSamplesUpdateRttvarBeforeSrtt) {  // (2.3), in that order
  RtoConfig c;
  c.minRto = 0;
  RttEstimator r(c);
  r.sample(100 * kMillisecond);
  r.sample(200 * kMillisecond);  // RTTVAR = 3/4*50 + 1/4*|100-200| = 62.5; SRTT = 7/8*100 + 1/8*200 = 112.5
  EXPECT_EQ(r.rttvar(), 62'500'000);
  EXPECT_EQ(r.srtt(), 112'500'000);
  EXPECT_EQ(r.rto(), 112'500'000 + 4 * 62'500'000);
}

TEST(Rfc6298, TheGainsAndKAreSettable) {  // (2.3) with alpha = 1/4, beta = 1/2, K = 2
  RtoConfig c;
  c.minRto = 0;
  c.alphaInverse = 4;
  c.betaInverse = 2;
  c.k = 2;
  RttEstimator r(c);
  r.sample(100 * kMillisecond);
  r.sample(200 * kMillisecond);  // RTTVAR = 1/2*50 + 1/2*100 = 75; SRTT = 3/4*100 + 1/4*200 = 125
  EXPECT_EQ(r.rttvar(), 75 * kMillisecond);
  EXPECT_EQ(r.srtt(), 125 * kMillisecond);
  EXPECT_EQ(r.rto(), 125 * kMillisecond + 2 * 75 * kMillisecond);
}

TEST(Rfc6298, TheClockGranularityBoundsTheVarianceTerm) {  // (2.3): max(G, K*RTTVAR)
  RtoConfig c;
  c.minRto = 0;
  c.granularity = 500 * kMillisecond;
  RttEstimator r(c);
  r.sample(100 * kMillisecond);  // K*RTTVAR = 200 ms < G
  EXPECT_EQ(r.rto(), 600 * kMillisecond);
}

TEST(Rfc6298, TheRtoIsClampedToMinAndMax) {  // (2.4), (2.5)
  RtoConfig c;
  RttEstimator r(c);
  r.sample(10 * kMillisecond);
  EXPECT_EQ(r.rto(), kSecond);
  for (int i = 0; i < 3; ++i) r.sample(100 * kSecond);
  EXPECT_EQ(r.rto(), 60 * kSecond);
}

TEST(Rfc6298, BackoffDoublesUntilTheMaximumAndASampleResetsIt) {  // (5.5), (5.7)
  RtoConfig c;
  RttEstimator r(c);
  r.sample(400 * kMillisecond);  // RTO 1.2 s
  EXPECT_EQ(r.rto(), 1200 * kMillisecond);
  r.backoff();
  EXPECT_EQ(r.rto(), 2400 * kMillisecond);
  r.backoff();
  EXPECT_EQ(r.rto(), 4800 * kMillisecond);
  for (int i = 0; i < 20; ++i) r.backoff();
  EXPECT_EQ(r.rto(), 60 * kSecond);
  r.sample(400 * kMillisecond);
  EXPECT_EQ(r.backoffs(), 0u);
  EXPECT_LT(r.rto(), 2 * kSecond);
}

// ---- The polling protocols' placeholder (seed 000 §4.3) -------------------------------------

TEST(PollingRto, BeforeAnySampleTheRtoIsThreeSeconds) {
  const RtoConfig c = polling();
  RttEstimator r(c);
  EXPECT_EQ(r.srtt(), kSecond);
  EXPECT_EQ(r.rto(), 3 * kSecond);
}

TEST(PollingRto, TheFirstSampleReplacesTheInitialValues) {
  const RtoConfig c = polling();
  RttEstimator r(c);
  r.sample(800 * kMillisecond);
  EXPECT_EQ(r.srtt(), 800 * kMillisecond);
  EXPECT_EQ(r.rttvar(), 400 * kMillisecond);
  EXPECT_EQ(r.rto(), 2400 * kMillisecond);
  r.sample(800 * kMillisecond);  // RTTVAR = 3/4·400 + 1/4·0 = 300; SRTT = 800
  EXPECT_EQ(r.rttvar(), 300 * kMillisecond);
  EXPECT_EQ(r.rto(), 2000 * kMillisecond);
}

TEST(PollingRto, WithNoInitialVarianceTheRtoStartsAtOneSecond) {
  const RtoConfig c = polling(0);  // the "starting from 1 s": RTO0 = SRTT0 = 1 s
  RttEstimator r(c);
  EXPECT_EQ(r.rto(), kSecond);
}

TEST(PollingRto, SmoothedFirstSampleFoldsIntoTheInitialRtt) {
  RtoConfig c = polling(0);
  c.firstSample = FirstSample::kSmooth;
  RttEstimator r(c);
  r.sample(600 * kMillisecond);  // RTTVAR = 3/4·0 + 1/4·400 = 100; SRTT = 7/8·1000 + 1/8·600 = 950
  EXPECT_EQ(r.rttvar(), 100 * kMillisecond);
  EXPECT_EQ(r.srtt(), 950 * kMillisecond);
  EXPECT_EQ(r.rto(), 1350 * kMillisecond);
}

TEST(PollingRto, TheRtoIsClampedToTheMinimum) {
  const RtoConfig c = polling();
  RttEstimator r(c);
  for (int i = 0; i < 50; ++i) r.sample(10 * kMillisecond);
  EXPECT_EQ(r.rto(), kSecond);
}

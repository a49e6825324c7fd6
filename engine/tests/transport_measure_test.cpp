// The transport summary's figures (digest §5): Jain's index against the digest's table (§4.3), and
// the convergence time (§5.3) on constructed delivery curves.
#include <gtest/gtest.h>

#include "transport/measure.h"

namespace ps::transport {
namespace {

TEST(JainIndex, MatchesTheDigestTable) {
  struct Case {
    std::vector<double> x;
    double j;
  };
  const Case cases[] = {{{1, 1, 1, 1}, 1.0000},
                        {{1, 1, 1, 0.5}, 0.9423},
                        {{1, 1, 0.6, 0.4}, 0.8929},
                        {{1, 0.8, 0.6, 0.4}, 0.9074},
                        {{1, 1, 1, 0.3544}, 0.9000},
                        {{1, 1, 1, 0}, 0.7500},
                        {{1, 0}, 0.5000},
                        {{0.55, 0.45}, 0.9901},
                        {{0.6, 0.4}, 0.9615},
                        {{2.0 / 3, 1.0 / 3}, 0.9000}};
  for (const auto& c : cases) EXPECT_NEAR(jainIndex(c.x), c.j, 5e-5);
  EXPECT_EQ(jainIndex({}), 1.0);
}

// Two flows sampled every 100 ms; flow 0 takes everything until flow 1 starts at `start`, then
// flow 1's share ramps up linearly to one half over `ramp` seconds.
DeliveryGrid ramp(double start, double ramp, double total, double end) {
  DeliveryGrid g;
  g.delivered.assign(2, {});
  double d0 = 0, d1 = 0;
  for (int k = 0; k * 0.1 <= end + 1e-9; ++k) {
    const double t = k * 0.1;
    double share = 0;
    if (t > start) share = t - start >= ramp ? 0.5 : 0.5 * (t - start) / ramp;
    g.delivered[0].push_back(static_cast<std::uint64_t>(d0));
    g.delivered[1].push_back(static_cast<std::uint64_t>(d1));
    d0 += total * 0.1 * (1 - share);
    d1 += total * 0.1 * share;
  }
  return g;
}

TEST(ConvergenceTime, IsWhenTheNewcomersShareReachesFortyFivePercentForGood) {
  // Share 0.45 is reached 9 s into a 10 s ramp; a 1 s window lags the instantaneous share, so the
  // windowed share crosses 0.45 at about 9.5 s.
  const DeliveryGrid g = ramp(50, 10, 1e6, 100);
  const ConvergenceResult r = convergenceTime(g, 1, 50 * kSecond, kSecond, 0.1, 10 * kSecond);
  ASSERT_TRUE(r.computed);
  ASSERT_TRUE(r.converged);
  EXPECT_NEAR(r.seconds, 9.5, 0.11);
  EXPECT_NEAR(r.at, 59.5, 0.11);
}

TEST(ConvergenceTime, IsCensoredWhenTheShareNeverHoldsLongEnough) {
  const DeliveryGrid g = ramp(50, 45, 1e6, 100);  // reaches 0.45 at about 91 s: 9 s of hold left
  const ConvergenceResult r = convergenceTime(g, 1, 50 * kSecond, kSecond, 0.1, 10 * kSecond);
  ASSERT_TRUE(r.computed);
  EXPECT_FALSE(r.converged);
  EXPECT_NEAR(r.seconds, 50, 0.11);
}

}  // namespace
}  // namespace ps::transport

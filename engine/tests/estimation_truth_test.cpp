// The ground truth A(t, tau) of the estimation model (truth_monitor.h): C minus the cross traffic's
// load on the tight link, with the tools' own packets excluded. Scenario 2 of seed 003 at
// X = C = 525 Mbit/s: the link is saturated, so A is 0 whatever the tools do; the probes that push
// the queue to overflow displace cross datagrams, and counting only what the link carried once read
// their share as available (11.1 Mbit/s for one abget run, 5.9 for a pathload run).
#include <gtest/gtest.h>

#include <string>

#include "test_support.h"

namespace ps {
namespace {

using testing::runToSummary;
using testing::summaryValue;

std::string scenario2(double crossBps, int packetBytes, const std::string& estimator) {
  const std::string tool =
      estimator == "abget" ? R"("estimator": "abget", "abget": {"maxRate": 525e6}, )" : R"("pathload": {"start": 2}, )";
  return R"({"version": 1, "name": "t", "seed": 3, "stopTime": 120, "model": "estimation", )" + tool +
         R"("path": {"tightBandwidth": 525e6, "lastBandwidth": 1e9, "tightQueue": 1000, "hopDelay": 0.00005},
             "crossTraffic": [{"rate": )" +
         std::to_string(crossBps) + R"(, "packetSize": )" + std::to_string(packetBytes) + "}]}";
}

TEST(EstimationTruth, SaturatingCbrLeavesNothingAvailableWhateverTheToolTakes) {
  // 1500-byte datagrams: the CBR gap and the link's transmission time round to the same 22858 ns,
  // so the cross traffic alone keeps the link busy all the time.
  const Summary ab = runToSummary(scenario2(525e6, 1500, "abget"));
  ASSERT_EQ(summaryValue(ab, "abget_done"), 1);
  ASSERT_GT(summaryValue(ab, "tight_drops"), 1000);  // the probes did overflow the queue
  EXPECT_LT(summaryValue(ab, "abget_truth_run_bps"), 0.1e6);
  const Summary pl = runToSummary(scenario2(525e6, 1500, "pathload"));
  ASSERT_EQ(summaryValue(pl, "pathload_done"), 1);
  EXPECT_LT(summaryValue(pl, "pathload_truth_run_bps"), 0.1e6);
}

TEST(EstimationTruth, BelowCapacityTheTruthIsCapacityMinusCrossTraffic) {
  // 420 of 525 Mbit/s: the probes overload the queue during fleets but never displace datagrams
  // for good, and A_run stays the seed's simple subtraction (V1, here on scenario 2).
  const Summary pl = runToSummary(scenario2(420e6, 1498, "pathload"));
  ASSERT_EQ(summaryValue(pl, "pathload_done"), 1);
  EXPECT_NEAR(summaryValue(pl, "pathload_truth_run_bps"), 105e6, 0.5e6);
  const Summary ab = runToSummary(scenario2(420e6, 1498, "abget"));
  ASSERT_EQ(summaryValue(ab, "abget_done"), 1);
  EXPECT_NEAR(summaryValue(ab, "abget_truth_run_bps"), 105e6, 0.5e6);
}

}  // namespace
}  // namespace ps

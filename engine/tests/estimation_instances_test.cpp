// Two estimators at once on one tight link (seed 003, phase 2; digest §6.1 item 7) and the
// scenario-2 preset: each instance's packets are cross traffic for the other, so two abget clients
// see far less than the cross traffic leaves, while two pathloads (short streams, long idle gaps)
// rarely meet; single-instance runs keep their metric names.
#include <gtest/gtest.h>

#include <string>

#include "core/json.h"
#include "test_support.h"

namespace ps {
namespace {

using testing::firstError;
using testing::runToSummary;
using testing::summaryValue;

bool hasKey(const Summary& s, const std::string& key) {
  for (const auto& [k, v] : s)
    if (k == key) return true;
  return false;
}

std::string abgets(const std::string& settings, double crossBps = 4e6) {
  return R"({"version": 1, "name": "t", "seed": 3, "stopTime": 400, "model": "estimation", "estimator": "abget",
             "path": {"tightBandwidth": 1e7, "lastBandwidth": 1e7, "tightQueue": 50},
             "crossTraffic": [{"rate": )" +
         std::to_string(crossBps) + R"(, "packetSize": 1500}], "abget": {"maxRate": 1e7)" + settings + "}}";
}

TEST(EstimationInstances, TwoAbgetClientsEachSeeLessThanOneAlone) {
  const Summary two = runToSummary(testing::readScenarioFile("estimation-two-estimators.json"));
  const Summary one = runToSummary(abgets(""));  // the same path and cross traffic, one client
  ASSERT_EQ(summaryValue(one, "abget_done"), 1);
  EXPECT_LE(summaryValue(one, "abget_low_bps"), 6e6);  // alone: brackets A = 6 Mbit/s
  EXPECT_GE(summaryValue(one, "abget_high_bps"), 6e6);
  for (const char* p : {"abget1_", "abget2_"}) {
    SCOPED_TRACE(p);
    ASSERT_EQ(summaryValue(two, std::string(p) + "done"), 1);
    EXPECT_EQ(summaryValue(two, std::string(p) + "failed"), 0);
    // Each one's probes load the link for the other: both end well below A.
    EXPECT_LT(summaryValue(two, std::string(p) + "high_bps"), 4.5e6);
    EXPECT_GT(summaryValue(two, std::string(p) + "latency_s"), summaryValue(one, "abget_latency_s"));
    // The truth each one is judged against is the cross traffic's: still about 6 Mbit/s.
    EXPECT_NEAR(summaryValue(two, std::string(p) + "truth_run_bps"), 6e6, 0.2e6);
    // The server's echoes are counted per connection, so each one's intrusion is like one alone's.
    EXPECT_NEAR(summaryValue(two, std::string(p) + "bytes"), summaryValue(one, "abget_bytes"),
                0.1 * summaryValue(one, "abget_bytes"));
  }
  EXPECT_FALSE(hasKey(two, "abget_done"));
  EXPECT_FALSE(hasKey(one, "abget1_done"));
}

TEST(EstimationInstances, TheSecondClientStartsAfterTheStagger) {
  const Summary s = runToSummary(abgets(R"(, "instances": 2, "stagger": 3)", 2e6));
  ASSERT_EQ(summaryValue(s, "abget1_done"), 1);
  ASSERT_EQ(summaryValue(s, "abget2_done"), 1);
  // Same default start (2 s): the latencies are measured from each one's own start.
  EXPECT_GT(summaryValue(s, "abget2_latency_s"), 0);
  EXPECT_GT(summaryValue(s, "abget1_latency_s"), 3);  // the first still runs when the second starts
}

TEST(EstimationInstances, TwoDownstreamClientsOnOneHostUseTheirOwnPorts) {
  const Summary s = runToSummary(abgets(R"(, "instances": 2, "mode": "downstream")"));
  EXPECT_EQ(summaryValue(s, "abget1_done"), 1);
  EXPECT_EQ(summaryValue(s, "abget2_done"), 1);
  EXPECT_EQ(summaryValue(s, "abget1_failed"), 0);
  EXPECT_EQ(summaryValue(s, "abget2_failed"), 0);
  EXPECT_GT(summaryValue(s, "abget2_rates"), 0);
}

TEST(EstimationInstances, BadInstanceCountsNameTheField) {
  EXPECT_NE(firstError(abgets(R"(, "instances": 3)")).find("abget.instances"), std::string::npos);
  EXPECT_NE(firstError(abgets(R"(, "instances": 0)")).find("abget.instances"), std::string::npos);
  const std::string port = firstError(abgets(R"(, "instances": 2, "mode": "downstream", "port": 64535)"));
  EXPECT_NE(port.find("abget.port"), std::string::npos);
}

TEST(EstimationInstances, TwoPathloadsOnTheTenMegabitPathBothBracketTheSpareCapacity) {
  const Summary s = runToSummary(testing::readScenarioFile("estimation-s1-two-pathloads.json"));
  for (const char* p : {"pathload1_", "pathload2_"}) {
    SCOPED_TRACE(p);
    ASSERT_EQ(summaryValue(s, std::string(p) + "done"), 1);
    const double adr = summaryValue(s, std::string(p) + "adr_bps");
    const double slack = 0.02 * adr + 0.05 * adr;  // omega + chi
    EXPECT_LE(summaryValue(s, std::string(p) + "low_bps"), 6e6 + slack);
    EXPECT_GE(summaryValue(s, std::string(p) + "high_bps"), 6e6 - slack);
    EXPECT_LT(summaryValue(s, std::string(p) + "latency_s"), 140);  // V13
    EXPECT_LT(summaryValue(s, std::string(p) + "bytes"), 6e6);
  }
}

TEST(EstimationInstances, ScenarioTwoPresetBracketsTheLanAvailableBandwidth) {
  const Summary s = runToSummary(testing::readScenarioFile("estimation-s2-lan.json"));
  ASSERT_EQ(summaryValue(s, "pathload_done"), 1);
  const double a = 525e6 - 210e6;
  EXPECT_NEAR(summaryValue(s, "truth_nominal_bps"), a, 1);
  const double adr = summaryValue(s, "pathload_adr_bps");
  // At 525 Mbit/s the cross traffic interleaves with the trains: the ADR lies between A and C.
  EXPECT_GT(adr, a);
  EXPECT_LE(adr, 525e6 * 1.01);
  const double slack = 0.02 * adr + 0.05 * adr;
  EXPECT_LE(summaryValue(s, "pathload_low_bps"), a + slack);
  EXPECT_GE(summaryValue(s, "pathload_high_bps"), a - slack);
  // About 1.8 MB per fleet (digest §2.15): tens of MB at most, seconds not minutes.
  EXPECT_LT(summaryValue(s, "pathload_bytes"), 40e6);
  EXPECT_LT(summaryValue(s, "pathload_latency_s"), 30);
}

}  // namespace
}  // namespace ps

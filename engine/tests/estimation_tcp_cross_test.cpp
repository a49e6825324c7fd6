// Bulk TCP on the estimators' path (bulk_tcp.h). As cross traffic (seed 003 V2): one connection of
// the transport family's TCP from V1 to V2 fills what the tight link leaves and yields to the
// probes, and pathload still finishes. As iperf's TCP mode: the bulk transfer capacity, close to
// the tight link alone and to what constant-rate cross traffic leaves. Bad settings are refused
// with the field named.
#include <gtest/gtest.h>

#include <string>

#include "core/json.h"
#include "test_support.h"

namespace ps {
namespace {

using testing::firstError;
using testing::runToSummary;
using testing::summaryValue;

std::string withTcp(const std::string& generator, const std::string& estimator = R"("pathload": {"start": 2})") {
  return R"({"version": 1, "name": "t", "seed": 3, "stopTime": 200, "model": "estimation",
             "path": {"tightBandwidth": 1e7, "lastBandwidth": 1e7, "tightQueue": 50},
             "crossTraffic": [)" +
         generator + "], " + estimator + "}";
}

TEST(TcpCrossTraffic, FillsTheTightLinkAloneAndYieldsToPathload) {
  // Alone (pathload starts after the run ends): the connection takes nearly all of 10 Mbit/s.
  const Summary alone = runToSummary(withTcp(R"({"transport": "tcp"})", R"("pathload": {"start": 150})"));
  const double aloneBytes = summaryValue(alone, "cross_tcp_delivered_bytes");
  EXPECT_GT(aloneBytes, 0.85 * 1e7 / 8 * 150);  // over the 150 s before pathload starts
  // With pathload: the search finishes, and its range is near the truth measured during it.
  const Summary s = runToSummary(withTcp(R"({"transport": "tcp"})"));
  ASSERT_EQ(summaryValue(s, "pathload_done"), 1);
  const double lo = summaryValue(s, "pathload_low_bps"), hi = summaryValue(s, "pathload_high_bps");
  const double truth = summaryValue(s, "pathload_truth_run_bps");
  EXPECT_GT(truth, 0);     // TCP backs off for the probes: the link is not full during the run
  EXPECT_LT(truth, 10e6);  // and TCP still carries traffic
  EXPECT_LE(lo, hi < 0 ? lo : hi);
  EXPECT_GT(summaryValue(s, "cross_tcp_delivered_bytes"), 0);
  EXPECT_EQ(summaryValue(s, "cross_rate_bps"), 0) << "a TCP generator has no configured rate";
}

TEST(TcpCrossTraffic, SameSeedSameResult) {
  const Summary a = runToSummary(withTcp(R"({"transport": "tcp", "tcp": {"variant": "newreno"}})"));
  const Summary b = runToSummary(withTcp(R"({"transport": "tcp", "tcp": {"variant": "newreno"}})"));
  EXPECT_EQ(summaryValue(a, "cross_tcp_delivered_bytes"), summaryValue(b, "cross_tcp_delivered_bytes"));
  EXPECT_EQ(summaryValue(a, "pathload_low_bps"), summaryValue(b, "pathload_low_bps"));
}

TEST(TcpCrossTraffic, BadSettingsNameTheField) {
  EXPECT_NE(firstError(withTcp(R"({"transport": "tcp", "rate": 4e6})")).find("crossTraffic[0].rate"),
            std::string::npos);
  EXPECT_NE(firstError(withTcp(R"({"transport": "udp", "tcp": {}})")).find("crossTraffic[0].tcp"), std::string::npos);
  const std::string mss = firstError(withTcp(R"({"transport": "tcp", "tcp": {"mss": 9000}})"));
  EXPECT_NE(mss.find("crossTraffic[0].tcp.mss"), std::string::npos) << mss;
  EXPECT_NE(firstError(withTcp(R"({"transport": "sctp"})")).find("crossTraffic[0].transport"), std::string::npos);
}

TEST(IperfTcp, GetsTheTightLinkAloneAndWhatUdpCrossTrafficLeaves) {
  const std::string iperf = R"("estimator": "iperf", "iperf": {"mode": "tcp", "time": 20, "start": 1})";
  const Summary alone = runToSummary(withTcp("", iperf));
  EXPECT_GT(summaryValue(alone, "iperf_bandwidth_bps"), 0.9e7);
  EXPECT_LE(summaryValue(alone, "iperf_bandwidth_bps"), 1e7);
  // Constant-rate cross traffic does not yield: TCP gets about C - X (a little less: its losses).
  const Summary withUdp = runToSummary(withTcp(R"({"rate": 4e6})", iperf));
  EXPECT_GT(summaryValue(withUdp, "iperf_bandwidth_bps"), 0.8 * 6e6);
  EXPECT_LT(summaryValue(withUdp, "iperf_bandwidth_bps"), 6.2e6);
  EXPECT_GT(summaryValue(withUdp, "iperf_retransmissions"), 0) << "the tight queue overflows now and then";
}

TEST(IperfTcp, BadSettingsNameTheField) {
  EXPECT_NE(
      firstError(withTcp("", R"("estimator": "iperf", "iperf": {"mode": "tcp", "rate": 1e6})")).find("iperf.rate"),
      std::string::npos);
  EXPECT_NE(firstError(withTcp("", R"("estimator": "iperf", "iperf": {"tcp": {"variant": "reno"}})")).find("iperf.tcp"),
            std::string::npos);
}

}  // namespace
}  // namespace ps

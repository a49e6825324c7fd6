// pathload end to end on the estimation model: the shipped teaching scenario converges around the
// true available bandwidth, within the seed's envelope (digest §6.6 step 4: the interval holds
// A_nom within about omega + chi; < 140 s and < 6 MB, V13), and bad input gets clear messages.
#include <gtest/gtest.h>

#include <string>

#include "core/json.h"
#include "scenario/loader.h"
#include "test_support.h"

namespace ps {
namespace {

using testing::firstError;
using testing::runToSummary;
using testing::summaryValue;

std::string withCross(double crossBps, const std::string& extra = "") {
  return R"({"version": 1, "name": "t", "seed": 1, "stopTime": 300, "model": "estimation",
             "crossTraffic": [{"rate": )" +
         std::to_string(crossBps) + R"(}], "pathload": {"start": 1)" + extra + "}}";
}

TEST(PathloadModel, TeachingScenarioBracketsTheAvailableBandwidth) {
  const Summary s = runToSummary(testing::readScenarioFile("estimation-pathload-cbr.json"));
  ASSERT_EQ(summaryValue(s, "pathload_done"), 1);
  const double lo = summaryValue(s, "pathload_low_bps"), hi = summaryValue(s, "pathload_high_bps");
  const double adr = summaryValue(s, "pathload_adr_bps");
  EXPECT_NEAR(adr, 10e6, 0.3e6);                 // trains cross the 10 Mbit/s link back to back
  const double slack = 0.02 * adr + 0.05 * adr;  // omega + chi
  EXPECT_LE(lo, 6e6 + slack);
  EXPECT_GE(hi, 6e6 - slack);
  EXPECT_LT(summaryValue(s, "pathload_latency_s"), 140);
  EXPECT_LT(summaryValue(s, "pathload_bytes"), 6e6);
  EXPECT_NEAR(summaryValue(s, "pathload_truth_run_bps"), 6e6, 0.1e6);
}

TEST(PathloadModel, SameSeedSameResult) {
  const Summary a = runToSummary(withCross(2e6));
  const Summary b = runToSummary(withCross(2e6));
  EXPECT_EQ(summaryValue(a, "pathload_low_bps"), summaryValue(b, "pathload_low_bps"));
  EXPECT_EQ(summaryValue(a, "pathload_bytes"), summaryValue(b, "pathload_bytes"));
}

TEST(PathloadModel, BadInputNamesTheFieldAndTheRange) {
  EXPECT_NE(firstError(withCross(12e6)).find("crossTraffic"), std::string::npos);
  EXPECT_NE(firstError(withCross(12e6)).find("path.tightBandwidth"), std::string::npos);
  const std::string twoOnOnePort = firstError(withCross(2e6, R"(, "instances": 2)"));
  EXPECT_NE(twoOnOnePort.find("pathload.portStep"), std::string::npos);
  EXPECT_NE(twoOnOnePort.find("55001"), std::string::npos);
  EXPECT_NE(firstError(withCross(2e6, R"(, "streamLength": 0)")).find("pathload.streamLength"), std::string::npos);
  EXPECT_NE(firstError(withCross(2e6, R"(, "minOwds": 100)")).find("pathload.minOwds"), std::string::npos);
}

TEST(PathloadModel, TwoInstancesOnTheirOwnPortsBothFinish) {
  const Summary s = runToSummary(withCross(2e6, R"(, "instances": 2, "portStep": 2)"));
  EXPECT_EQ(summaryValue(s, "pathload1_done"), 1);
  EXPECT_EQ(summaryValue(s, "pathload2_done"), 1);
}

}  // namespace
}  // namespace ps

namespace ps {
namespace {

std::string abget(double crossBps, const std::string& settings) {
  return R"({"version": 1, "name": "t", "seed": 1, "stopTime": 600, "model": "estimation", "estimator": "abget",
             "crossTraffic": [{"rate": )" +
         std::to_string(crossBps) + R"(}], "abget": {)" + settings + "}}";
}

TEST(AbgetModel, BinarySearchBracketsAndLinearCostsMore) {
  const Summary bin = runToSummary(testing::readScenarioFile("estimation-abget-binary-vs-linear.json"));
  ASSERT_EQ(summaryValue(bin, "abget_done"), 1);
  EXPECT_EQ(summaryValue(bin, "abget_failed"), 0);
  EXPECT_EQ(summaryValue(bin, "abget_syns"), 1);   // answered at once on an idle path
  EXPECT_EQ(summaryValue(bin, "abget_rates"), 4);  // log2(10 / 1) rounded up: 5, 7.5 / 2.5, ...
  EXPECT_LE(summaryValue(bin, "abget_low_bps"), 6e6);
  EXPECT_GE(summaryValue(bin, "abget_high_bps"), 6e6 - 1e6);
  const Summary lin = runToSummary(abget(4e6, R"("search": "linear")"));
  ASSERT_EQ(summaryValue(lin, "abget_done"), 1);
  EXPECT_GT(summaryValue(lin, "abget_latency_s"), summaryValue(bin, "abget_latency_s"));
  EXPECT_GT(summaryValue(lin, "abget_rates"), summaryValue(bin, "abget_rates"));
}

TEST(AbgetModel, AnUnansweredSynIsAFailedRunNotAFastOne) {
  // Every packet on the tight link lost: SYNs at 0, 1 and 3 s (timeout 1 s, doubling), give up at 7 s.
  std::string text = abget(2e6, R"("synRetries": 2, "synTimeout": 1)");
  text.insert(text.find(R"("crossTraffic")"), R"("path": {"tightLoss": 1}, )");
  const Summary s = runToSummary(text);
  EXPECT_EQ(summaryValue(s, "abget_done"), 1);
  EXPECT_EQ(summaryValue(s, "abget_failed"), 1);
  EXPECT_EQ(summaryValue(s, "abget_syns"), 3);  // the first SYN and its two retries
  EXPECT_NEAR(summaryValue(s, "abget_latency_s"), 7, 1e-6);
  EXPECT_EQ(summaryValue(s, "abget_rates"), 0);
}

TEST(AbgetModel, BadInputNamesTheFieldAndTheRange) {
  EXPECT_NE(firstError(abget(2e6, R"("maxRate": 2e9)")).find("abget.maxRate"), std::string::npos);
  EXPECT_NE(firstError(abget(2e6, R"("minRate": 2e7)")).find("abget.minRate"), std::string::npos);
  EXPECT_NE(firstError(abget(2e6, R"("streamLength": 0)")).find("abget.streamLength"), std::string::npos);
}

// The issue's four refusals (a probe rate above the access link, zero-length streams, cross traffic
// above capacity, two pathloads on one static port) as the app shows them in Portuguese: the field
// named as written, the reason in the load's language.
TEST(EstimationRefusals, TheIssuesFourRefusalsReadInPortuguese) {
  const auto pt = [](const std::string& json) {
    LoadOptions o;
    o.lang = "pt-BR";
    const auto errors = loadScenario(json, o).errors;
    return errors.empty() ? std::string() : errors.front();
  };
  const std::string probe = pt(abget(2e6, R"("maxRate": 2e9)"));
  EXPECT_NE(probe.find("abget.maxRate"), std::string::npos) << probe;
  EXPECT_NE(probe.find("acima do enlace de acesso"), std::string::npos) << probe;
  const std::string zero = pt(withCross(2e6, R"(, "streamLength": 0)"));
  EXPECT_NE(zero.find("pathload.streamLength"), std::string::npos) << zero;
  EXPECT_EQ(zero.find(" must "), std::string::npos) << zero;
  const std::string cross = pt(withCross(12e6));
  EXPECT_NE(cross.find("path.tightBandwidth"), std::string::npos) << cross;
  EXPECT_NE(cross.find("acima da capacidade do enlace estreito"), std::string::npos) << cross;
  const std::string port = pt(withCross(2e6, R"(, "instances": 2)"));
  EXPECT_NE(port.find("55001"), std::string::npos) << port;
  EXPECT_NE(port.find("portStep para 1 ou mais"), std::string::npos) << port;
}

}  // namespace
}  // namespace ps

namespace ps {
namespace {

std::string iperf(double rateBps) {
  return R"({"version": 1, "name": "t", "seed": 1, "stopTime": 60, "model": "estimation", "estimator": "iperf",
             "crossTraffic": [{"rate": 4e6}], "iperf": {"rate": )" +
         std::to_string(rateBps) + R"(, "time": 5}})";
}

TEST(IperfModel, GetsItsRateBelowAAndLessThanItsRateAboveIt) {
  const Summary below = runToSummary(iperf(4e6));  // A = 6 Mbit/s
  EXPECT_NEAR(summaryValue(below, "iperf_bandwidth_bps"), 4e6, 0.05e6);
  EXPECT_EQ(summaryValue(below, "iperf_lost"), 0);
  const Summary above = runToSummary(iperf(10e6));
  EXPECT_LT(summaryValue(above, "iperf_bandwidth_bps"), 9e6);  // a FIFO shares C with the cross traffic
  EXPECT_GT(summaryValue(above, "iperf_bandwidth_bps"), 6e6);  // ... and takes more than A from it
  EXPECT_GT(summaryValue(above, "iperf_lost"), 0);
  EXPECT_NE(firstError(iperf(2e9)).find("iperf.rate"), std::string::npos);
}

}  // namespace
}  // namespace ps

// Host timing models of the estimation family (digest §6.1 items 5-6, §2.14, §6.6 step 5): a host
// clock with a granularity, NIC interrupt coalescence at pathload's receiver, 1.3.2's coalescence
// branch, send-time jitter at pathload's sender, and abget's pacing timer. All are off by default; these tests check
// the pieces by hand and then what each option does to a whole run.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/json.h"
#include "protocols/estimation/pathload_coalescence.h"
#include "protocols/estimation/pathload_config.h"
#include "protocols/estimation/pathload_search.h"
#include "test_support.h"

namespace ps {
namespace {

using estimation::countBursts;
using estimation::firstAfterBursts;
using estimation::hostClockUs;
using estimation::IcAction;
using estimation::IcCounts;
using estimation::icStream;
using estimation::NicCoalescence;
using estimation::StreamAnalysis;
using estimation::TrendRule;
using testing::runToSummary;
using testing::summaryValue;

// ---- the host clock ------------------------------------------------------------------------------

TEST(HostClock, ReadsWholeMicrosecondsFlooredToItsGranularity) {
  EXPECT_EQ(hostClockUs(1234567, 0, 1), 1234);  // 1.234567 ms: 1234 us
  EXPECT_EQ(hostClockUs(1234567, 0, 10), 1230);
  EXPECT_EQ(hostClockUs(1234567, 0, 1000), 1000);
  EXPECT_EQ(hostClockUs(1234567, 100, 1), 1334);  // the offset is added before flooring
  EXPECT_EQ(hostClockUs(5000, -12, 10), -10);     // 5 - 12 = -7 us floors down, not towards zero
}

// ---- the NIC's coalescence ---------------------------------------------------------------------

TEST(NicCoalescence, DeliversAFullBatchAtOnceWithOneTimestamp) {
  NicCoalescence nic(3, 100 * kMicrosecond, 0, 1);
  std::vector<double> stamps = {0, 10, 20};
  for (int i = 0; i < 3; ++i) nic.arrive(static_cast<SimTime>(stamps[i]) * kMicrosecond, &stamps[i]);
  EXPECT_EQ(stamps, (std::vector<double>{20, 20, 20}));  // the third packet completes the batch
  EXPECT_EQ(nic.batches(), 1u);
}

TEST(NicCoalescence, ABatchThatDoesNotFillIsDeliveredAtItsDeadline) {
  NicCoalescence nic(3, 100 * kMicrosecond, 0, 1);
  std::vector<double> stamps = {200, 400};
  nic.arrive(200 * kMicrosecond, &stamps[0]);
  nic.arrive(400 * kMicrosecond, &stamps[1]);  // the first batch's timer went off at 300 us
  EXPECT_EQ(stamps[0], 300);
  EXPECT_EQ(stamps[1], 400);  // held in a new batch
  nic.flush(1000 * kMicrosecond);
  EXPECT_EQ(stamps[1], 500);  // its deadline, earlier than the flush
  EXPECT_EQ(nic.batches(), 2u);
}

TEST(NicCoalescence, OffLeavesEveryTimestampAlone) {
  NicCoalescence nic(0, 100 * kMicrosecond, 0, 1);
  EXPECT_FALSE(nic.on());
  std::vector<double> stamps = {0, 10, 20};
  for (int i = 0; i < 3; ++i) nic.arrive(static_cast<SimTime>(stamps[i]) * kMicrosecond, &stamps[i]);
  nic.flush(kMillisecond);
  EXPECT_EQ(stamps, (std::vector<double>{0, 10, 20}));
}

// ---- 1.3.2's coalescence branch (digest §2.14) ---------------------------------------------------

TEST(CoalescenceBranch, ABurstIsThreeOrMoreArrivalsWithinTheLimit) {
  // Runs: {0, 1, 2} burst; {100} alone; {200, 201, 202, 203} burst; {400} alone.
  const std::vector<double> recv = {0, 1, 2, 100, 200, 201, 202, 203, 400};
  EXPECT_EQ(countBursts(recv, 7), 2);
  EXPECT_EQ(countBursts({0, 1, -1, 2}, 7), 1);  // a lost packet does not break the run
  EXPECT_EQ(countBursts({0, 50, 100}, 7), 0);
  std::vector<double> send(recv.size()), keptSend, keptRecv;
  for (std::size_t i = 0; i < send.size(); ++i) send[i] = 10.0 * static_cast<double>(i);
  firstAfterBursts(send, recv, 7, keptSend, keptRecv);
  EXPECT_EQ(keptRecv, (std::vector<double>{100, 400}));  // the first packet after each burst
  EXPECT_EQ(keptSend, (std::vector<double>{30, 80}));
}

// A stream of k packets arriving in batches of `batch` with identical stamps, `gap` us apart.
void batched(int k, int batch, double gap, std::vector<double>& send, std::vector<double>& recv) {
  send.assign(static_cast<std::size_t>(k), 0);
  recv.assign(static_cast<std::size_t>(k), 0);
  for (int i = 0; i < k; ++i) {
    send[static_cast<std::size_t>(i)] = 20.0 * i;
    recv[static_cast<std::size_t>(i)] = 1000 + gap * (i / batch);
  }
}

TEST(CoalescenceBranch, FewBurstsThreeTimesFallBackToALowerBound) {
  std::vector<double> send, recv, s1, s2;
  batched(100, 2, 40, send, recv);  // pairs: no run of three
  TrendRule rule;
  IcCounts counts;
  for (int i = 0; i < 2; ++i) {
    StreamAnalysis a = estimation::analyseStream(send, recv, rule);
    EXPECT_EQ(icStream(send, recv, rule, 15, counts, a, s1, s2), IcAction::kDiscarded);
    EXPECT_EQ(a.cls, estimation::Trend::kDiscard);
    EXPECT_FALSE(a.analysed);
  }
  StreamAnalysis a = estimation::analyseStream(send, recv, rule);
  EXPECT_EQ(icStream(send, recv, rule, 15, counts, a, s1, s2), IcAction::kLowerBound);
}

TEST(CoalescenceBranch, TwoToFiveBurstsThreeTimesAskForLongerStreams) {
  std::vector<double> send, recv, s1, s2;
  batched(100, 25, 400, send, recv);  // four batches of 25: four bursts
  TrendRule rule;
  IcCounts counts;
  StreamAnalysis a;
  for (int i = 0; i < 2; ++i) EXPECT_EQ(icStream(send, recv, rule, 15, counts, a, s1, s2), IcAction::kDiscarded);
  EXPECT_EQ(icStream(send, recv, rule, 15, counts, a, s1, s2), IcAction::kLongerStreams);
}

TEST(CoalescenceBranch, ManyBurstsAreAnalysedOnTheFirstPacketAfterEachBurst) {
  std::vector<double> send, recv, s1, s2;
  batched(200, 4, 100, send, recv);  // 50 batches of 4: 49 packets follow a burst
  // A rising delay: each batch 3 us later than the sender's pacing alone would put it.
  for (std::size_t i = 0; i < recv.size(); ++i) recv[i] += 3.0 * static_cast<double>(i / 4);
  TrendRule rule;
  IcCounts counts;
  StreamAnalysis a = estimation::analyseStream(send, recv, rule);
  EXPECT_EQ(icStream(send, recv, rule, 15, counts, a, s1, s2), IcAction::kAnalysed);
  EXPECT_EQ(s1.size(), 49u);
  EXPECT_EQ(a.packets, 200);  // the stream's own size and loss are kept
  EXPECT_TRUE(a.analysed);
}

// ---- whole runs ----------------------------------------------------------------------------------

std::string lan(const std::string& pathload) {
  std::string text = testing::readScenarioFile("estimation-s2-lan.json");
  const std::string from = R"("pathload": { "start": 2 })";
  text.replace(text.find(from), from.size(), R"("pathload": { "start": 2)" + pathload + " }");
  return text;
}

TEST(HostTiming, CoalescenceFlagsTheTrainAndTheBranchActsOnlyWhenOn) {
  const std::string ic = R"(, "coalescencePackets": 10, "coalescenceTimeout": 60)";
  const Summary ideal = runToSummary(lan(""));
  const Summary off = runToSummary(lan(ic));
  const Summary on = runToSummary(lan(ic + R"(, "coalescenceBranch": true)"));
  EXPECT_EQ(summaryValue(ideal, "pathload_ic_flagged"), 0);
  EXPECT_EQ(summaryValue(off, "pathload_ic_flagged"), 1);  // batches of 2-3 train packets look back to back
  // Off (the seed's set-up): the check is ignored and the search still brackets A = 315 Mbit/s.
  ASSERT_EQ(summaryValue(off, "pathload_done"), 1);
  EXPECT_LE(summaryValue(off, "pathload_low_bps"), 315e6 + 0.07 * 525e6);
  EXPECT_GE(summaryValue(off, "pathload_high_bps"), 315e6 - 0.07 * 525e6);
  // On: streams at the probing rates come in batches of one or two, never a burst, so after
  // three such streams pathload gives only a lower bound.
  ASSERT_EQ(summaryValue(on, "pathload_done"), 1);
  EXPECT_EQ(summaryValue(on, "pathload_stop_cause"), static_cast<double>(estimation::StopCause::kIcLowerBound));
  EXPECT_EQ(summaryValue(on, "pathload_high_bps"), -1);
}

TEST(HostTiming, DefaultsAreTheIdealHost) {
  const Summary ideal = runToSummary(lan(""));
  const Summary explicitOff = runToSummary(
      lan(R"(, "sendJitter": 0, "clockGranularity": 1, "coalescencePackets": 0, "coalescenceBranch": false)"));
  EXPECT_EQ(ideal, explicitOff);
}

TEST(HostTiming, SendJitterComesFromTheSeededStream) {
  const std::string jitter = R"(, "sendJitter": 10)";
  const Summary a = runToSummary(lan(jitter));
  const Summary b = runToSummary(lan(jitter));
  const Summary ideal = runToSummary(lan(""));
  EXPECT_EQ(a, b);  // same seed, same draws
  EXPECT_NE(summaryValue(a, "pathload_bytes"), summaryValue(ideal, "pathload_bytes"));
  EXPECT_EQ(summaryValue(a, "pathload_done"), 1);
}

TEST(HostTiming, ACoarseClockChangesTheMeasurement) {
  const Summary coarse = runToSummary(lan(R"(, "clockGranularity": 10)"));
  const Summary ideal = runToSummary(lan(""));
  ASSERT_EQ(summaryValue(coarse, "pathload_done"), 1);
  EXPECT_NE(summaryValue(coarse, "pathload_bytes"), summaryValue(ideal, "pathload_bytes"));
}

std::string lanAbget(const std::string& abget) {
  std::string text = lan("");
  const std::string from = R"("pathload": { "start": 2 })";
  text.replace(text.find(from), from.size(), R"("estimator": "abget", "abget": { "maxRate": 525e6)" + abget + " }");
  const std::string cross = R"("crossTraffic": [{ "rate": 210000000, "packetSize": 1498 }])";
  text.replace(text.find(cross), cross.size(), R"("crossTraffic": [])");
  return text;
}

TEST(HostTiming, ACoarsePacingTimerBunchesAbgetsProbesAndItUnderestimates) {
  const Summary ideal = runToSummary(lanAbget(""));
  const Summary zero = runToSummary(lanAbget(R"(, "timerGranularity": 0, "sendJitter": 0)"));
  const Summary tick = runToSummary(lanAbget(R"(, "timerGranularity": 4000)"));  // HZ = 250
  EXPECT_EQ(ideal, zero);
  ASSERT_EQ(summaryValue(ideal, "abget_done"), 1);
  ASSERT_EQ(summaryValue(tick, "abget_done"), 1);
  EXPECT_GT(summaryValue(ideal, "abget_low_bps"), 500e6);  // an empty 525 Mbit/s link: about 525
  // Probes due within one 4 ms tick leave back to back: high rates look increasing.
  EXPECT_LT(summaryValue(tick, "abget_high_bps"), 300e6);
  EXPECT_GT(summaryValue(tick, "abget_rates"), summaryValue(ideal, "abget_rates"));
}

TEST(HostTiming, BadValuesNameTheField) {
  EXPECT_NE(testing::firstError(lan(R"(, "clockGranularity": 0)")).find("pathload.clockGranularity"),
            std::string::npos);
  EXPECT_NE(testing::firstError(lan(R"(, "sendJitter": -1)")).find("pathload.sendJitter"), std::string::npos);
  EXPECT_NE(testing::firstError(lan(R"(, "coalescenceTimeout": 0)")).find("pathload.coalescenceTimeout"),
            std::string::npos);
  EXPECT_NE(testing::firstError(lanAbget(R"(, "timerGranularity": -1)")).find("abget.timerGranularity"),
            std::string::npos);
}

}  // namespace
}  // namespace ps

// Scenario-level tests of the point-to-point model: queue overflow, link loss, delays, and the
// determinism of whole runs.
#include <gtest/gtest.h>

#include <cmath>

#include "test_support.h"

using namespace ps;
using ps::testing::loadFile;
using ps::testing::summaryValue;

namespace {
const char* kOneLink = R"({
  "version": 1, "model": "p2p", "stopTime": %STOP%, "seed": %SEED%,
  "network": {"nodes": [{"name": "A"}, {"name": "B"}],
              "links": [{"a": "A", "b": "B", "bandwidth": 1000000, "delay": 0.01, "loss": %LOSS%, "queue": %QUEUE%}]},
  "traffic": [{"kind": "cbr", "from": "A", "to": "B", "rate": %RATE%, "packetSize": 1000}]
})";

std::string oneLink(double stop, double loss, int queue, double rate, int seed = 1) {
  std::string s = kOneLink;
  auto rep = [&](const std::string& k, const std::string& v) { s.replace(s.find(k), k.size(), v); };
  rep("%STOP%", formatNumber(stop));
  rep("%SEED%", std::to_string(seed));
  rep("%LOSS%", formatNumber(loss));
  rep("%QUEUE%", std::to_string(queue));
  rep("%RATE%", formatNumber(rate));
  return s;
}
}  // namespace

TEST(P2p_delay, AnUnloadedPacketTakesTransmissionPlusPropagation) {
  auto r = loadScenario(oneLink(1, 0, 50, 100000));
  ASSERT_TRUE(r.sim) << r.errors[0];
  r.sim->run();
  const Summary s = r.sim->summary();
  // 8 ms to transmit 1000 B at 1 Mbit/s, 10 ms on the wire; 100 kbit/s never queues.
  EXPECT_DOUBLE_EQ(summaryValue(s, "mean_delay_s"), 0.018);
  EXPECT_DOUBLE_EQ(summaryValue(s, "max_queue_packets"), 0);
}

TEST(P2p_queue_overflow, ASourceFasterThanItsLinkOverflowsTheQueueAtTheExpectedRate) {
  // Offered 1.5 Mbit/s = 187.5 pkt/s into a 125 pkt/s link with a 20-packet queue, for 10 s.
  auto r = loadScenario(oneLink(10, 0, 20, 1500000));
  ASSERT_TRUE(r.sim);
  r.sim->run();
  const Summary s = r.sim->summary();
  const double sent = summaryValue(s, "packets_sent");
  const double drops = summaryValue(s, "drops_queue_overflow");
  EXPECT_EQ(sent, 1875);
  // Served = 1 in transmission + up to 10 s * 125 pkt/s; the rest (minus the 20 waiting and
  // the one on the wire at the end) must be dropped: 1875 - 1250 - 20 - 1 = 604, +-2 for edges.
  EXPECT_NEAR(drops, 604, 2);
  EXPECT_EQ(summaryValue(s, "max_queue_packets"), 20);
  // Once full, every delivered packet waited 20 transmissions: delay -> 20*8 + 8 + 10 ms.
  EXPECT_NEAR(summaryValue(s, "max_delay_s"), 0.178, 0.0081);
  EXPECT_NEAR(summaryValue(s, "throughput_bps"), 1e6, 0.01e6);
}

TEST(P2p_loss, LinkLossRateStaysWithinTheBinomialBound) {
  // 20000 packets at p = 0.05: the count is Binomial(n, p); allow 4 standard deviations.
  auto r = loadScenario(oneLink(200, 0.05, 1000, 800000));
  ASSERT_TRUE(r.sim);
  r.sim->run();
  const Summary s = r.sim->summary();
  const double n = summaryValue(s, "packets_sent");
  const double lost = summaryValue(s, "drops_link_loss");
  ASSERT_GE(n, 19990);
  const double sd = std::sqrt(n * 0.05 * 0.95);
  EXPECT_NEAR(lost, n * 0.05, 4 * sd);
  EXPECT_GT(lost, 0);
}

TEST(P2p_determinism, TheSameSeedGivesTheSameTraceHashAndAnotherSeedDoesNot) {
  auto a = loadScenario(oneLink(20, 0.02, 20, 1500000, 7));
  auto b = loadScenario(oneLink(20, 0.02, 20, 1500000, 7));
  auto c = loadScenario(oneLink(20, 0.02, 20, 1500000, 8));
  a.sim->run();
  b.sim->run();
  c.sim->run();
  EXPECT_EQ(a.sim->trace().hash(), b.sim->trace().hash());
  EXPECT_NE(a.sim->trace().hash(), c.sim->trace().hash());
  EXPECT_EQ(a.sim->eventsExecuted(), b.sim->eventsExecuted());
}

TEST(P2p_stepping, SteppingEventByEventReachesTheSameStateAsRunning) {
  auto a = loadScenario(oneLink(2, 0.02, 20, 1500000));
  auto b = loadScenario(oneLink(2, 0.02, 20, 1500000));
  a.sim->run();
  while (b.sim->step(1) == 1) {}
  EXPECT_EQ(a.sim->trace().hash(), b.sim->trace().hash());
  EXPECT_EQ(a.sim->eventsExecuted(), b.sim->eventsExecuted());
}

TEST(P2p_scenarios, TheShippedTeachingScenariosLoadAndRun) {
  for (const char* name : {"two-hosts-one-link.json", "queue-overflow.json"}) {
    auto r = loadFile(name);
    ASSERT_TRUE(r.sim) << name << ": " << (r.errors.empty() ? "" : r.errors[0]);
    r.sim->run();
    EXPECT_GT(r.sim->eventsExecuted(), 100u) << name;
    EXPECT_GT(summaryValue(r.sim->summary(), "packets_received"), 0) << name;
  }
  auto overflow = loadFile("queue-overflow.json");
  overflow.sim->run();
  EXPECT_GT(summaryValue(overflow.sim->summary(), "drops_queue_overflow"), 0);
  auto calm = loadFile("two-hosts-one-link.json");
  calm.sim->run();
  EXPECT_EQ(summaryValue(calm.sim->summary(), "drops_queue_overflow"), 0);
}

TEST(P2p_trace, RecordsRenderAsReadableLines) {
  auto r = loadScenario(oneLink(0.05, 0, 20, 1500000));
  r.sim->run();
  const auto recs = r.sim->trace().tail(1000);
  bool sawTx = false, sawDrop = false;
  for (const auto& rec : recs) {
    const std::string line = r.sim->describe(rec);
    EXPECT_FALSE(line.empty());
    if (rec.kind == kTxStart) {
      sawTx = true;
      EXPECT_NE(line.find("A starts sending packet"), std::string::npos) << line;
    }
    if (rec.kind == kDrop) sawDrop = true;
  }
  EXPECT_TRUE(sawTx);
  (void)sawDrop;
}

TEST(P2p_stepping, ABoundedAdvanceDrainedInSlicesLosesNoRecordAndMatchesAPlainRun) {
  // A ring of 64 records and slices of at most 32: the drained records must be the whole trace.
  LoadOptions o;
  o.overrides = {{"trace.capacity", "64"}};
  auto plain = loadScenario(oneLink(2, 0.02, 20, 1500000), o);
  auto sliced = loadScenario(oneLink(2, 0.02, 20, 1500000), o);
  plain.sim->run();
  std::vector<TraceRecord> batch;
  std::uint64_t drained = 0;
  const SimTime end = sliced.sim->stopTime();
  int calls = 0;
  while (sliced.sim->now() < end && !sliced.sim->finished()) {
    sliced.sim->advanceTo(end, 32);
    sliced.sim->trace().drain(batch);
    EXPECT_LE(batch.size(), 64u);
    drained += batch.size();
    ++calls;
  }
  EXPECT_EQ(sliced.sim->trace().overwritten(), 0u);
  EXPECT_EQ(drained, plain.sim->trace().count());
  EXPECT_EQ(sliced.sim->trace().hash(), plain.sim->trace().hash());
  EXPECT_GT(calls, 10);
}

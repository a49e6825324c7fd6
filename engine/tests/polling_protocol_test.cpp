// Mechanism checks for the five polling protocols (digest shared/research/polling.md §6.7, M1–M8),
// on small teaching topologies and on the paper's graph where the check needs it.
#include <gtest/gtest.h>

#include <map>
#include <string>

#include "core/json.h"
#include "protocols/polling/trace_kinds.h"
#include "scenario/loader.h"

using namespace ps;

namespace {

struct Run {
  std::unique_ptr<Simulation> sim;
  std::map<std::string, double> m;
};

Run run(const std::string& json, const LoadOptions& opts = {}) {
  Run r;
  auto lr = loadScenario(json, opts);
  EXPECT_TRUE(lr.sim) << (lr.errors.empty() ? "" : lr.errors[0]);
  if (!lr.sim) return r;
  r.sim = std::move(lr.sim);
  r.sim->run();
  for (const auto& [k, v] : r.sim->summary()) r.m[k] = v;
  return r;
}

std::string star(const std::string& proto, int hosts, const std::string& extra = "", double loss = 0) {
  return R"({"version":1,"model":"polling","stopTime":600,"trace":{"capacity":4194304},
    "network":{"topology":"star","loss":)" +
         std::to_string(loss) + R"(,"star":{"hosts":)" + std::to_string(hosts) + R"(}},
    "receivers":{"count":)" +
         std::to_string(hosts) + R"(,"placement":"in-order"},
    "protocol":{"name":")" +
         proto + R"(","dp":300,"ws":50)" + extra + "}}";
}

Json inspectSender(Simulation& sim) {
  for (auto* e : sim.entities())
    if (e->entityName() == "sender") {
      JsonWriter w;
      e->inspect(w);
      Json j;
      std::string err;
      parseJson(w.str(), j, err);
      return j;
    }
  return Json();
}

}  // namespace

TEST(Polling_PET, M1_EveryDataReceptionIsAnsweredWithoutLoss) {
  auto r = run(star("pet", 1));
  EXPECT_EQ(r.m["completed"], 1);
  // One receiver, no loss: RESPONSEs = DATA transmissions received (new + retransmitted).
  EXPECT_EQ(r.m["responses_sent"], r.m["data_sent"] + r.m["retransmissions"]);
  EXPECT_EQ(r.m["implosion_losses"], 0);
}

TEST(Polling_PET, M8_ImplosionCountEqualsResponseOverflowDropsWithoutLinkLoss) {
  auto r = run(star("pet", 20, R"(,"responseJitter":0.0001)"));
  EXPECT_EQ(r.m["completed"], 1);
  EXPECT_GT(r.m["implosion_losses"], 0);
  EXPECT_EQ(r.m["implosion_losses"], r.m["response_overflow_drops"]);
}

TEST(Polling_PrP, M2_ResponsesAreProportionalToP) {
  auto lo = run(star("prp", 10, R"(,"p":0.1)"));
  auto hi = run(star("prp", 10, R"(,"p":0.4)"));
  EXPECT_EQ(lo.m["completed"], 1);
  EXPECT_EQ(hi.m["completed"], 1);
  // responses per DATA reception ≈ p (receptions ≥ 300 per receiver)
  const double recLo = 10 * (lo.m["data_sent"] + lo.m["retransmissions"]);
  const double recHi = 10 * (hi.m["data_sent"] + hi.m["retransmissions"]);
  EXPECT_NEAR(lo.m["responses_sent"] / recLo, 0.1, 0.03);
  EXPECT_NEAR(hi.m["responses_sent"] / recHi, 0.4, 0.05);
}

TEST(Polling_PSEW, M3_OnePollPerSubgroupPerRoundWithoutLoss) {
  auto r = run(star("psew", 12, R"(,"subgroupSize":5)"));
  EXPECT_EQ(r.m["completed"], 1);
  // 300 packets, window 50: 6 rounds of ceil(12/5) = 3 POLLs, one RESPONSE per receiver per round.
  EXPECT_EQ(r.m["polls_sent"], 18);
  EXPECT_EQ(r.m["responses_sent"], 72);
  EXPECT_EQ(r.m["retransmissions"], 0);
}

TEST(Polling_PSEW, M3_PollsOfARoundAreSpacedAtLeastDelta) {
  auto r = run(star("psew", 12, R"(,"subgroupSize":4,"pollSpacing":0.02)"));
  std::vector<TraceRecord> recs;
  r.sim->trace().drain(recs);
  SimTime last = -1;
  int polls = 0;
  for (const auto& rec : recs) {
    if (rec.kind != polling::kTrPollSubgroup) continue;
    if (last >= 0 && rec.seq != 1) {
      EXPECT_GE(rec.time - last, 20 * kMillisecond);
    }
    last = rec.time;
    ++polls;
  }
  EXPECT_EQ(polls, 18);
}

TEST(Polling_PSEW, RttFromDepartureExcludesTheSenderQueueWait) {
  // Under enqueue a PSEW POLL waits behind the whole window in the sender's queue; with
  // rttFrom = departure its RTT sample starts when it leaves, so samples are the path RTT only.
  auto enq = run(star("psew", 12, R"(,"subgroupSize":4)"));
  auto dep = run(star("psew", 12, R"(,"subgroupSize":4,"rttFrom":"departure")"));
  auto sendDep = run(star("psew", 12, R"(,"subgroupSize":4,"send":"departure")"));
  EXPECT_EQ(dep.m["completed"], 1);
  EXPECT_LT(dep.m["rtt_sample_max_s"], enq.m["rtt_sample_max_s"]);
  EXPECT_LT(dep.m["rtt_sample_mean_s"], enq.m["rtt_sample_mean_s"]);
  // Same stamp instant as under send = departure; the samples differ only by the inbound-queue
  // wait of responses to POLLs that left back to back (no spacing on the wire under enqueue).
  EXPECT_LT(dep.m["rtt_sample_max_s"], 1.5 * sendDep.m["rtt_sample_max_s"]);
  EXPECT_GT(enq.m["rtt_sample_max_s"], 3 * sendDep.m["rtt_sample_max_s"]);
}

TEST(Polling_RBP, M4_TokensPlusOutstandingPollsEqualTheBucket) {
  auto lr = loadScenario(star("rbp", 12, R"(,"bucket":5)", 0.01));
  ASSERT_TRUE(lr.sim);
  Simulation& sim = *lr.sim;
  int checks = 0;
  while (!sim.finished() && checks < 2000) {
    sim.step(25);
    const Json j = inspectSender(sim);
    const Json* b = j.get("bucket");
    ASSERT_TRUE(b);
    const double tokens = b->get("tokens")->asNumber(), inFlight = b->get("in_flight")->asNumber();
    EXPECT_EQ(tokens + inFlight, 5);
    EXPECT_GE(tokens, 0);
    ++checks;
  }
  EXPECT_GT(checks, 10);
}

TEST(Polling_PeP, M5_PollsAreAtLeastThePeriodApart) {
  auto r = run(star("pep", 12, R"(,"period":0.005)"));
  EXPECT_EQ(r.m["completed"], 1);
  std::vector<TraceRecord> recs;
  r.sim->trace().drain(recs);
  SimTime last = -1;
  for (const auto& rec : recs) {
    if (rec.kind != polling::kTrPoll) continue;
    if (last >= 0) {
      EXPECT_GE(rec.time - last, 5 * kMillisecond);
    }
    last = rec.time;
  }
}

TEST(Polling_RBP, M6_AtMostOneRetransmissionPerSeqPerRtoMaxAfterNacks) {
  auto r = run(star("rbp", 12, "", 0.02));
  EXPECT_EQ(r.m["completed"], 1);
  std::vector<TraceRecord> recs;
  r.sim->trace().drain(recs);
  std::map<std::uint32_t, SimTime> lastRetx;
  for (const auto& rec : recs) {
    if (rec.kind != polling::kTrRetransmission) continue;
    auto it = lastRetx.find(rec.seq);
    if (it != lastRetx.end()) {
      EXPECT_GE(rec.time - it->second, kSecond) << "seq " << rec.seq;  // rto_max >= 1 s
    }
    lastRetx[rec.seq] = rec.time;
  }
  EXPECT_GT(lastRetx.size(), 0u);
}

// M7: every protocol completes under loss, with every receiver delivering 1..dp in order.
class Polling_All : public ::testing::TestWithParam<std::string> {};
TEST_P(Polling_All, M7_CompletesUnderLossWithEveryReceiverDeliveringEverything) {
  for (const char* send : {"enqueue", "wire"}) {
    auto r = run(star(GetParam(), 8, std::string(R"(,"responseJitter":0.0001,"send":")") + send + "\"", 0.02));
    EXPECT_EQ(r.m["completed"], 1) << send;
    EXPECT_EQ(r.m["receivers_complete"], 8) << send;
    EXPECT_GT(r.m["retransmissions"], 0) << send;
  }
}
INSTANTIATE_TEST_SUITE_P(Protocols, Polling_All, ::testing::Values("pet", "prp", "psew", "rbp", "pep"));

TEST(Polling_All, TheSameSeedGivesTheSameTraceHash) {
  auto a = run(star("pep", 8, "", 0.02)), b = run(star("pep", 8, "", 0.02));
  EXPECT_EQ(a.sim->trace().hashHex(), b.sim->trace().hashHex());
}

TEST(Polling_All, InspectShowsWindowsTimersAndProtocolState) {
  auto lr = loadScenario(star("rbp", 4, "", 0.0));
  ASSERT_TRUE(lr.sim);
  lr.sim->step(200);
  const Json j = inspectSender(*lr.sim);
  ASSERT_TRUE(j.isObject());
  EXPECT_EQ(j.get("protocol")->asString(), "RBP");
  EXPECT_EQ(j.get("windows")->size(), 4u);
  EXPECT_TRUE(j.get("global")->get("le"));
  EXPECT_TRUE(j.get("timers")->isArray());
  ASSERT_TRUE(j.get("v"));
  EXPECT_TRUE(j.get("v")->isString());
  EXPECT_TRUE(j.get("rto_max_s")->isNumber());
}

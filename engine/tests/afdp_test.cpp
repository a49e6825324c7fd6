// AFDP (seed 004): rate control, mode selection and fragment sizes on hand-computed cases, then
// whole runs of the "afdp" model checking the digest's event-to-action rules (§3).
#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "../core/trace.h"
#include "../protocols/afdp/afdp_trace.h"
#include "../protocols/afdp/messages.h"
#include "../protocols/afdp/mode_selection.h"
#include "../protocols/afdp/rate_control.h"
#include "../scenario/loader.h"
#include "test_support.h"

namespace ps {
namespace {

using afdp::Mode;
using afdp::RateControl;
using afdp::RateOption;

constexpr SimTime ms = kMillisecond;

TEST(AfdpRate, ValidRequestsAddTenMsAndQuietPeriodsTakeOneMs) {
  afdp::RateConfig rc;
  RateControl r(rc, RateOption::kDefault);
  EXPECT_EQ(r.tp(), 10 * ms);
  r.onValidNak();
  r.onValidNak();
  r.onValidNak();
  EXPECT_EQ(r.tp(), 40 * ms);     // 10 + 3 x 10
  EXPECT_FALSE(r.onDecayTick());  // the period had requests: no decrease
  EXPECT_TRUE(r.onDecayTick());   // quiet: 40 - 1
  EXPECT_EQ(r.tp(), 39 * ms);
  for (int i = 0; i < 28; ++i) r.onDecayTick();
  EXPECT_EQ(r.tp(), 11 * ms);
  EXPECT_TRUE(r.onDecayTick());
  EXPECT_EQ(r.tp(), 10 * ms);
  EXPECT_FALSE(r.onDecayTick());  // never below the floor
  EXPECT_EQ(r.tp(), 10 * ms);
  EXPECT_EQ(r.peak(), 40 * ms);
  EXPECT_EQ(r.increases(), 3u);
}

TEST(AfdpRate, NiceRabidAndCeiling) {
  afdp::RateConfig rc;
  RateControl nice(rc, RateOption::kNice);
  EXPECT_EQ(nice.tp(), 100 * ms);
  nice.onValidNak();
  nice.onDecayTick();
  for (int i = 0; i < 20; ++i) nice.onDecayTick();
  EXPECT_EQ(nice.tp(), 100 * ms);  // 110 - 10 quiet ticks, then held at the 100 ms floor
  RateControl rabid(rc, RateOption::kRabid);
  EXPECT_EQ(rabid.tp(), 10 * ms);  // starts at the default floor ...
  for (int i = 0; i < 12; ++i) rabid.onDecayTick();
  EXPECT_EQ(rabid.tp(), 0);  // ... and has none
  RateControl capped(rc, RateOption::kDefault);
  for (int i = 0; i < 150; ++i) capped.onValidNak();
  EXPECT_EQ(capped.tp(), 1000 * ms);
}

TEST(AfdpMode, FollowsThePapersRule) {
  using afdp::MemberView;
  using afdp::ModeReason;
  std::vector<MemberView> five(5, MemberView{true, 0, true});
  EXPECT_EQ(afdp::selectMode(true, 0, five, 6, false, Mode::kUnicast).mode, Mode::kMulticast);
  five[2].multicast = false;
  EXPECT_EQ(afdp::selectMode(true, 0, five, 6, false, Mode::kUnicast).mode, Mode::kUnicast);  // 5 < 6
  five.push_back(MemberView{true, 0, true});
  const auto six = afdp::selectMode(true, 0, five, 6, false, Mode::kUnicast);
  EXPECT_EQ(six.mode, Mode::kBroadcast);  // 6 >= 6
  EXPECT_EQ(six.reason, ModeReason::kAtThreshold);
  five[0].lan = 1;  // a remote member: broadcast cannot reach it
  EXPECT_EQ(afdp::selectMode(true, 0, five, 6, false, Mode::kUnicast).mode, Mode::kUnicast);
  std::vector<MemberView> remote(3, MemberView{true, 1, false});  // a router without multicast
  EXPECT_EQ(afdp::selectMode(true, 0, remote, 6, false, Mode::kUnicast).reason, ModeReason::kRemoteMembers);
  remote.assign(3, MemberView{true, 1, true});  // routers forward multicast
  EXPECT_EQ(afdp::selectMode(true, 0, remote, 6, false, Mode::kUnicast).mode, Mode::kMulticast);
  EXPECT_EQ(afdp::selectMode(true, 0, remote, 6, true, Mode::kBroadcast).mode, Mode::kBroadcast);
  EXPECT_EQ(afdp::selectMode(false, 0, remote, 6, false, Mode::kUnicast).mode, Mode::kUnicast);
}

TEST(AfdpWire, FragmentsAsDigestSection36) {
  // 9216 B + 8 UDP = 9224 B: six 1480-B fragments and one of 344 B (§3.6: 7 fragments).
  EXPECT_EQ(afdp::fragmentsOf(9216), 7u);
  EXPECT_EQ(afdp::fragmentFrameBytes(9216, 0), 1480u + 38);
  EXPECT_EQ(afdp::fragmentFrameBytes(9216, 6), 344u + 38);
  EXPECT_EQ(afdp::fragmentsOf(1468), 1u);  // a broadcast fits one frame
  EXPECT_EQ(afdp::fragmentFrameBytes(1468, 0), 1476u + 38);
  EXPECT_EQ(afdp::fragmentsOf(1472), 1u);
  EXPECT_EQ(afdp::fragmentsOf(1473), 2u);
}

// ---- whole runs ---------------------------------------------------------------------------

std::string scenario(const std::string& afdpFields, const std::string& subscribers) {
  return R"({"version": 1, "name": "afdp test", "model": "afdp", "seed": 3, "stopTime": 120,
    "lan": {"variant": "thesis"},
    "afdp": {)" +
         afdpFields + R"(},
    "subscribers": [)" +
         subscribers + "]}";
}

struct AfdpRunResult {
  std::map<std::string, double> summary;
  std::vector<TraceRecord> records;
};

AfdpRunResult runAfdp(const std::string& text) {
  auto r = loadScenario(text);
  EXPECT_TRUE(r.errors.empty()) << (r.errors.empty() ? "" : r.errors[0]);
  AfdpRunResult out;
  if (!r.sim) return out;
  std::vector<TraceRecord> chunk;
  for (SimTime t = 100 * ms; t <= 120 * kSecond; t += 100 * ms) {
    r.sim->advanceTo(t);
    r.sim->trace().drain(chunk);
    for (const auto& rec : chunk)
      if (rec.kind >= 500 && rec.kind < 600) out.records.push_back(rec);
    chunk.clear();
    if (r.sim->model()->done()) break;
  }
  for (const auto& [k, v] : r.sim->summary()) out.summary[k] = v;
  return out;
}

std::size_t count(const AfdpRunResult& r, std::uint16_t kind) {
  std::size_t n = 0;
  for (const auto& rec : r.records) n += rec.kind == kind ? 1 : 0;
  return n;
}

TEST(AfdpRun, MulticastToFastSubscribersPacesAtTheFloor) {
  // 1 MiB in 9196 data bytes per datagram: 115 datagrams, one every 10 ms, no request.
  const AfdpRunResult r = runAfdp(scenario(R"("fileBytes": 1048576, "linger": 0.5)", R"({"count": 3})"));
  EXPECT_EQ(r.summary.at("mode"), 0);
  EXPECT_EQ(r.summary.at("datagrams_total"), 115);
  EXPECT_EQ(r.summary.at("subscribers_complete"), 3);
  EXPECT_EQ(r.summary.at("naks_sent"), 0);
  EXPECT_EQ(r.summary.at("datagrams_sent"), 115);
  // The last datagram leaves 114 x 10 ms after the grant and takes 7.6 ms on the wire.
  EXPECT_NEAR(r.summary.at("distribution_time_s"), 1.148, 0.002);
  EXPECT_NEAR(r.summary.at("publisher_time_s"), 1.14 + 0.01 + 0.5, 0.001);
}

TEST(AfdpRun, SlowSubscriberNaksRaiseTpByTenMsAndTheGroupStillCompletes) {
  const AfdpRunResult r = runAfdp(scenario(R"("fileBytes": 2000000)", R"({"count": 2}, {"drainRate": 300000})"));
  EXPECT_EQ(r.summary.at("subscribers_complete"), 3);
  EXPECT_GT(r.summary.at("valid_naks"), 0);
  EXPECT_GT(r.summary.at("tp_peak_ms"), 10);
  EXPECT_GT(r.summary.at("retransmissions"), 0);
  std::size_t raises = 0;
  for (const auto& rec : r.records)
    if (rec.kind == afdp::kTrTp) {
      const SimTime old = static_cast<SimTime>(rec.size) * kMicrosecond;
      if (rec.reason == 0) {
        ++raises;
        EXPECT_EQ(rec.a - old, 10 * ms);  // exactly +10 ms per valid request
      } else {
        EXPECT_EQ(old - rec.a, 1 * ms);
      }
      EXPECT_GE(rec.a, 10 * ms);  // never below the floor
    }
  EXPECT_EQ(raises, static_cast<std::size_t>(r.summary.at("valid_naks")));
}

TEST(AfdpRun, WithoutMulticastFewMembersGetUnicastAndManyGetBroadcast) {
  const AfdpRunResult uni = runAfdp(
      scenario(R"("fileBytes": 100000, "linger": 0.2, "otherHosts": 1)", R"({"count": 3, "multicast": false})"));
  EXPECT_EQ(uni.summary.at("mode"), 2);
  EXPECT_EQ(uni.summary.at("datagrams_sent"), 3 * uni.summary.at("datagrams_total"));
  EXPECT_EQ(uni.summary.at("subscribers_complete"), 3);
  EXPECT_EQ(uni.summary.at("other_host_cpu_pct"), 0);
  const AfdpRunResult bc = runAfdp(
      scenario(R"("fileBytes": 100000, "linger": 0.2, "otherHosts": 1)", R"({"count": 6, "multicast": false})"));
  EXPECT_EQ(bc.summary.at("mode"), 1);
  EXPECT_EQ(bc.summary.at("datagrams_total"), 70);  // 100000 / 1448 = 69.06, rounded up
  EXPECT_EQ(bc.summary.at("subscribers_complete"), 6);
  EXPECT_GT(bc.summary.at("other_host_cpu_pct"), 5);  // broadcasts cost the outside host CPU
}

// Unicast to more members than Tw / Tp = 50: a member's copies come N x 10 ms apart, so its
// "nothing arrived since the last check" rule fires between them and asks for the packet whose
// copies are going out. Its own copy has not been sent: the request is not valid (no +10 ms, no
// resend to the group), and the time stays N copies per datagram at the floor (the paper's
// "approximately linear in group size even in the worst case").
TEST(AfdpRun, UnicastToManyMembersNaksOnlyWhatWasSentToThem) {
  // 133 KiB in 9196 data bytes: 15 datagrams, 60 copies each, one per 10 ms slot.
  const AfdpRunResult r =
      runAfdp(scenario(R"("fileBytes": 136192, "mode": "unicast", "linger": 0.5)", R"({"count": 60})"));
  EXPECT_EQ(r.summary.at("mode"), 2);
  EXPECT_EQ(r.summary.at("subscribers_complete"), 60);
  EXPECT_GT(r.summary.at("naks_sent"), 0);  // the check did fire
  EXPECT_EQ(r.summary.at("valid_naks"), 0);
  EXPECT_EQ(r.summary.at("retransmissions"), 0);
  EXPECT_EQ(r.summary.at("tp_peak_ms"), 10);
  EXPECT_EQ(r.summary.at("datagrams_sent"), 60 * 15);
  EXPECT_NEAR(r.summary.at("distribution_time_s"), 60 * 15 * 0.01, 0.02);
}

// NAK suppression (digest §3.3, §5 row 6): after its random delay a subscriber asks again what is
// still missing, and a retransmission another member's request brought to the whole group may have
// repaired it; then it sends nothing (kTrNakCancelled). Without the delay nothing can intervene.
TEST(AfdpRun, TheRandomNakDelayLetsOthersRepairsCancelRequests) {
  auto run = [](bool delay) {
    return runAfdp(scenario(std::string(R"("fileBytes": 1048576, "nakDelay": )") + (delay ? "true" : "false"),
                            R"({"count": 6, "drainRate": 600000})"));
  };
  const AfdpRunResult on = run(true), off = run(false);
  EXPECT_EQ(on.summary.at("subscribers_complete"), 6);
  EXPECT_EQ(off.summary.at("subscribers_complete"), 6);
  EXPECT_GT(count(on, afdp::kTrNakCancelled), 0u);
  EXPECT_EQ(count(off, afdp::kTrNakCancelled), 0u);
  EXPECT_LT(on.summary.at("naks_sent"), off.summary.at("naks_sent"));
}

TEST(AfdpRun, ALateJoinerIgnoresTheCurrentMessageAndGetsTheNext) {
  const AfdpRunResult r =
      runAfdp(scenario(R"("fileBytes": 500000, "messages": 2, "linger": 0.5)", R"({"count": 2}, {"joinAt": 1.2})"));
  EXPECT_GE(count(r, afdp::kTrIgnoreLate), 1u);
  EXPECT_EQ(r.summary.at("invalid_naks"), 0);          // it asked for nothing of message 1
  EXPECT_EQ(r.summary.at("subscribers_complete"), 3);  // everyone holds message 2 (R3 only that one)
  std::size_t completions = 0;
  for (const auto& rec : r.records)
    if (rec.kind == afdp::kTrComplete && rec.node == 4) {
      ++completions;
      EXPECT_EQ(rec.seq, 2u);
    }
  EXPECT_EQ(completions, 1u);
}

TEST(AfdpInput, BadValuesNameTheFieldAndRange) {
  auto err = [](const std::string& fields) {
    auto r = loadScenario(scenario(fields, R"({"count": 1})"));
    return r.errors.empty() ? std::string() : r.errors[0];
  };
  // A broadcast above one frame's UDP payload, with the reason for the limit.
  const std::string bc = err(R"("broadcastBytes": 1500)");
  EXPECT_NE(bc.find("afdp.broadcastBytes"), std::string::npos);
  EXPECT_NE(bc.find("1472"), std::string::npos) << bc;
  // A Tp floor of 0 (that is rabid mode, chosen otherwise).
  const std::string tp = err(R"("tpFloor": 0)");
  EXPECT_NE(tp.find("afdp.tpFloor"), std::string::npos);
  EXPECT_NE(tp.find("rabid"), std::string::npos) << tp;
  // A file larger than the 32-bit sequence space in broadcast-sized datagrams.
  // (the rule's own message, not a memory refusal naming no limit): past what any broadcast size
  // can number, the declared range (the schema's bound too) ...
  const std::string file = err(R"("fileBytes": 1e13)");
  EXPECT_EQ(file.rfind("afdp.fileBytes: ", 0), 0u) << file;
  EXPECT_NE(file.find("6236292512340"), std::string::npos) << file;
  EXPECT_NE(file.find("2^32 - 1"), std::string::npos) << file;
  // ... and below it, past what the chosen broadcast size (1468 B: 1448 data bytes) can number.
  const std::string seq = err(R"("fileBytes": 6.23e12)");
  EXPECT_EQ(seq.rfind("afdp.fileBytes: must fit 2^32 - 1 datagrams of 1448 data bytes", 0), 0u) << seq;
  auto r = loadScenario(scenario("", R"({"count": 0})"));
  ASSERT_FALSE(r.errors.empty());
  EXPECT_NE(r.errors[0].find("subscribers[0].count"), std::string::npos);
}

TEST(AfdpInput, MoreThanTwoHundredMembersInAllIsRefusedNotCapped) {
  // Each entry is within its own range; only the sum (250) passes the group's limit.
  auto r = loadScenario(scenario("", R"({"count": 150}, {"count": 100})"));
  ASSERT_EQ(r.errors.size(), 1u);
  EXPECT_EQ(r.errors[0],
            "subscribers: the counts add up to 250 members; the group holds at most 200 (allowed range [1, 200])");
  LoadOptions pt;
  pt.lang = "pt-BR";
  auto p = loadScenario(scenario("", R"({"count": 150}, {"count": 100})"), pt);
  ASSERT_EQ(p.errors.size(), 1u);
  EXPECT_NE(p.errors[0].find("subscribers: as quantidades somam 250 membros"), std::string::npos) << p.errors[0];
  // Exactly 200 still loads.
  EXPECT_TRUE(loadScenario(scenario("", R"({"count": 150}, {"count": 50})")).errors.empty());
}

TEST(AfdpInput, ALeaveMustComeAfterTheJoin) {
  auto r = loadScenario(scenario("", R"({"joinAt": 2, "leaveAt": 1.5})"));
  ASSERT_EQ(r.errors.size(), 1u);
  EXPECT_EQ(r.errors[0], "subscribers[0].leaveAt: must be after joinAt (2 s), or 0 to stay (got 1.5 s)");
  EXPECT_NE(loadScenario(scenario(R"("shutdownAt": -1)", R"({"count": 1})")).errors.at(0).find("afdp.shutdownAt"),
            std::string::npos);
}

// ---- LEAVE and SHUTDOWN (§3.1, §3.3, §5 row 27) ---------------------------------------------------

TEST(AfdpLeave, ALeaveRemovesTheMemberAndTheNextMessageSeesTheSmallerGroup) {
  // Six members without multicast: message 1 goes by broadcast (6 >= threshold 6). R6 leaves
  // during it; message 2 is granted to five members, below the threshold: unicast.
  const AfdpRunResult r = runAfdp(scenario(R"("fileBytes": 100000, "messages": 2, "linger": 0.2)",
                                           R"({"count": 5, "multicast": false},
                                              {"multicast": false, "leaveAt": 1.3})"));
  std::vector<TraceRecord> grants, removed, leaves;
  for (const auto& rec : r.records) {
    if (rec.kind == afdp::kTrGrant) grants.push_back(rec);
    if (rec.kind == afdp::kTrMemberRemoved) removed.push_back(rec);
    if (rec.kind == afdp::kTrLeave) leaves.push_back(rec);
  }
  ASSERT_EQ(leaves.size(), 1u);     // the LEAVE_REPLY came back: no retry
  EXPECT_EQ(leaves[0].node, 7u);    // R6 is node 7 (P, SEC, R1 ... R6)
  EXPECT_EQ(leaves[0].a, 1u);       // during message 1 ...
  EXPECT_EQ(leaves[0].reason, 1u);  // ... which it abandons unfinished
  ASSERT_EQ(removed.size(), 1u);
  EXPECT_EQ(removed[0].peer, 7u);
  EXPECT_EQ(removed[0].seq, 5u);  // five members left in the table
  EXPECT_EQ(removed[0].reason, 0u);
  ASSERT_EQ(grants.size(), 2u);
  EXPECT_EQ(grants[0].size, 6u);
  EXPECT_EQ(grants[0].reason / 16, static_cast<int>(Mode::kBroadcast));
  EXPECT_EQ(grants[1].size, 5u);
  EXPECT_EQ(grants[1].reason / 16, static_cast<int>(Mode::kUnicast));
  EXPECT_EQ(grants[1].reason % 16, static_cast<int>(afdp::ModeReason::kBelowThreshold));
  // The five who stayed hold message 2; R6 asked for nothing after leaving.
  EXPECT_EQ(r.summary.at("subscribers_complete"), 5);
  EXPECT_EQ(r.summary.at("members_left"), 1);
  EXPECT_GT(r.summary.at("distribution_time_s"), 0);
  for (const auto& rec : r.records) {
    if (rec.kind == afdp::kTrNakSent) {
      EXPECT_NE(rec.node, 7u);
    }
  }
}

TEST(AfdpLeave, ShutdownDisbandsTheGroupAndTheSecretaryAnswersNoMore) {
  // 1 MB by multicast takes 1.15 s from the grant at 1 s; SHUTDOWN at 1.5 s interrupts it.
  const AfdpRunResult r =
      runAfdp(scenario(R"("fileBytes": 1048576, "messages": 2, "linger": 0.2, "shutdownAt": 1.5)", R"({"count": 3})"));
  std::size_t sent = 0, obeyed = 0;
  for (const auto& rec : r.records) {
    if (rec.kind == afdp::kTrShutdown) {
      ++sent;
      EXPECT_EQ(rec.seq, 3u);
    }
    if (rec.kind == afdp::kTrShutdownIn) {
      ++obeyed;
      EXPECT_EQ(rec.seq, 1u);     // message 1 ...
      EXPECT_EQ(rec.reason, 1u);  // ... abandoned unfinished
      EXPECT_LT(rec.size, rec.a);
    }
  }
  EXPECT_EQ(sent, 3u);
  EXPECT_EQ(obeyed, 3u);
  EXPECT_EQ(count(r, afdp::kTrComplete), 0u);
  EXPECT_EQ(count(r, afdp::kTrGrant), 1u);  // message 2's request goes unanswered
  EXPECT_EQ(r.summary.at("members_left"), 3);
  EXPECT_EQ(r.summary.at("distribution_time_s"), -1);
  EXPECT_EQ(r.summary.at("naks_sent"), 0);
}

TEST(AfdpLeave, EachMembersCompletionSeriesReachesAHundredPercent) {
  // R3 drains slowly: it loses datagrams, asks again, and still ends with the whole file.
  auto loaded = loadScenario(scenario(R"("fileBytes": 300000)", R"({"count": 2}, {"drainRate": 300000})"));
  ASSERT_TRUE(loaded.sim);
  Simulation& sim = *loaded.sim;
  for (SimTime t = 100 * ms; t <= 30 * kSecond && !sim.model()->done(); t += 100 * ms) sim.advanceTo(t);
  for (const char* name : {"completion R1", "completion R2", "completion R3"}) {
    const auto* s = sim.metrics().findSeries(name);
    ASSERT_NE(s, nullptr) << name;
    std::vector<double> v;  // the values (data holds time, value pairs)
    for (std::size_t k = 1; k < s->data.size(); k += 2) v.push_back(s->data[k]);
    ASSERT_FALSE(v.empty());
    EXPECT_EQ(v.front(), 0);
    EXPECT_EQ(v.back(), 100) << name;
    for (std::size_t k = 1; k < v.size(); ++k) EXPECT_GE(v[k], v[k - 1]) << name;  // one message: never falls
  }
}

}  // namespace
}  // namespace ps

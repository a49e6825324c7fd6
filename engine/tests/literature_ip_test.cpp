// The literature protocols of seed 001 (§2.7-2.9, chapter 5) on a routed IP network (model
// "literature-ip"): the entities the ethernet model runs, over IpHost endpoints and one multicast
// tree per member. Each test checks a protocol rule through the trace of a whole run, under link
// loss where the rule is about loss, and the refusals name their field.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "core/trace.h"
#include "protocols/literature/literature_common.h"
#include "test_support.h"

using namespace ps;
using ps::testing::firstError;
using ps::testing::runToSummary;
using ps::testing::summaryValue;

namespace {

// A star written out: the sender S and hosts H1..Hr listed first (nodes 0..r), the hub last, every
// link 10 Mbit/s (a bit time of 100 ns, the thesis LAN's) and 100 us long.
std::string star(int receivers, double loss, const std::string& protocol) {
  std::string nodes = R"([{"name":"S"})", links = R"([{"a":"S","b":"hub"})";
  for (int h = 1; h <= receivers; ++h) {
    const std::string n = "H" + std::to_string(h);
    nodes += R"(,{"name":")" + n + R"("})";
    links += R"(,{"a":")" + n + R"(","b":"hub"})";
  }
  nodes += R"(,{"name":"hub"}])";
  links += "]";
  return R"({"version":1,"model":"literature-ip","stopTime":600,"trace":{"capacity":4000000},)"
         R"("network":{"topology":"explicit","sender":"S","bandwidth":1e7,"delay":0.0001,"loss":)" +
         std::to_string(loss) + R"(,"nodes":)" + nodes + R"(,"links":)" + links + R"(},"group":{"receivers":)" +
         std::to_string(receivers) + R"(},"protocol":)" + protocol + "}";
}

struct IpRun {
  Summary summary;
  std::vector<TraceRecord> trace;
};

IpRun run(const std::string& text) {
  IpRun out;
  LoadResult r = loadScenario(text);
  if (!r.sim) {
    ADD_FAILURE() << (r.errors.empty() ? "no simulation" : r.errors[0]);
    return out;
  }
  r.sim->run();
  out.summary = r.sim->summary();
  EXPECT_EQ(r.sim->trace().overwritten(), 0u) << "the test needs the whole trace";
  out.trace = r.sim->trace().tail(r.sim->trace().count());
  return out;
}

std::vector<TraceRecord> ofKind(const IpRun& r, std::uint16_t kind) {
  std::vector<TraceRecord> v;
  for (const auto& t : r.trace)
    if (t.kind == kind) v.push_back(t);
  return v;
}

double value(const IpRun& r, const char* key) { return summaryValue(r.summary, key); }

}  // namespace

TEST(LiteratureIp, EachProtocolDeliversEveryMessageToEveryMemberOnAStar) {
  for (const char* proto : {"SEQ", "ES", "CM", "RRA"}) {
    const IpRun r = run(star(4, 0, std::string(R"({"name":")") + proto + R"(","packets":20})"));
    EXPECT_EQ(value(r, "completed"), 1) << proto;
    EXPECT_EQ(value(r, "messages"), 20) << proto;
    EXPECT_EQ(value(r, "undelivered"), 0) << proto;
    // Every member but the source has every message: 20 x 4 deliveries.
    EXPECT_EQ(ofKind(r, kLitDelivered).size(), 80u) << proto;
    // The frames crossed the routed network: the hub forwarded them, so links carried bits.
    EXPECT_GT(value(r, "link_bits_mbit"), 20 * 1518 * 8 * 4 / 1e6) << proto;
  }
}

TEST(LiteratureIp, RunsOnTheTransitStubGraphWithNodesZeroToRAsTheGroup) {
  // The default 451-node graph, 1 Mbit/s links; timers stretched to its 0.4 s paths (bit times of
  // 1 us). The members are node 0 (the sender) and the transit-stub nodes 1..5.
  const Summary s =
      runToSummary(R"({"version":1,"model":"literature-ip","stopTime":600,"network":{"topology":"transit-stub"},)"
                   R"("group":{"receivers":5},"protocol":{"name":"RRA","packets":10,"rra":{"timeout":3000000}}})");
  EXPECT_EQ(summaryValue(s, "completed"), 1);
  EXPECT_EQ(summaryValue(s, "undelivered"), 0);
  // Latency in bit times of 1 Mbit/s: at least one 1518-byte frame's transmission (12144).
  EXPECT_GT(summaryValue(s, "lat_min"), 12144);
}

TEST(LiteratureIp, SequencerDeliversOneTotalOrderEverywhereUnderLoss) {
  const IpRun r = run(star(5, 0.02, R"({"name":"SEQ","packets":20,"senders":3})"));
  EXPECT_EQ(value(r, "completed"), 1);
  EXPECT_GT(value(r, "loss_drops"), 0) << "the test needs losses";
  // The sequencer's order: message id by global sequence number.
  std::map<std::uint32_t, std::uint32_t> bySeq;
  for (const auto& t : ofKind(r, kSeqMulticastSent)) bySeq.emplace(t.seq, t.size);
  ASSERT_EQ(bySeq.size(), 60u);
  std::map<std::uint32_t, std::vector<std::uint32_t>> order;
  for (const auto& t : ofKind(r, kLitDelivered)) {
    EXPECT_EQ(bySeq.at(t.seq), t.size) << "member " << t.node;
    order[t.node].push_back(t.size);
  }
  ASSERT_EQ(order.size(), 6u);
  for (const auto& [node, msgs] : order) {
    std::vector<std::uint32_t> expected;
    for (const auto& [seq, msg] : bySeq)
      if (std::find(msgs.begin(), msgs.end(), msg) != msgs.end()) expected.push_back(msg);
    EXPECT_EQ(msgs, expected) << "member " << node << " delivers out of the total order";
  }
  // The losses were repaired by asking the sequencer (RETRANS), not by luck.
  EXPECT_GT(ofKind(r, kSeqRetransSent).size(), 0u);
}

TEST(LiteratureIp, ErramilliSinghRecoversALossByNak) {
  const IpRun r = run(star(5, 0.02, R"({"name":"ES","packets":60,"interval":60000})"));
  EXPECT_EQ(value(r, "completed"), 1);
  EXPECT_EQ(value(r, "undelivered"), 0);
  EXPECT_EQ(value(r, "failures"), 0);
  const auto naks = ofKind(r, kEsNakSent), resent = ofKind(r, kEsRetransSent);
  ASSERT_GT(naks.size(), 0u);
  ASSERT_GT(resent.size(), 0u);
  for (const auto& t : resent) {
    const bool asked = std::any_of(naks.begin(), naks.end(), [&](const TraceRecord& n) {
      return n.node == t.peer && n.seq == t.seq && n.time <= t.time;
    });
    EXPECT_TRUE(asked) << "seq " << t.seq << " resent to " << t.peer << " unasked";
  }
}

TEST(LiteratureIp, ChangMaxemchukCommitsTheSameOrderAtEverySite) {
  const IpRun r = run(star(5, 0.01, R"({"name":"CM","packets":30,"senders":2,"interval":60000})"));
  EXPECT_EQ(value(r, "completed"), 1);
  std::map<std::uint32_t, std::vector<std::uint32_t>> order;
  for (const auto& t : ofKind(r, kCmCommitted)) order[t.node].push_back(t.size);
  ASSERT_EQ(order.size(), 6u);
  for (const auto& [site, msgs] : order) {
    EXPECT_EQ(msgs.size(), 60u) << "site " << site;
    EXPECT_EQ(msgs, order.begin()->second) << "site " << site;
  }
  EXPECT_GT(ofKind(r, kCmTokenPassed).size(), 0u);
}

TEST(LiteratureIp, TheSameSeedGivesTheSameRun) {
  const std::string text = star(4, 0.02, R"({"name":"ES","packets":30})");
  const IpRun a = run(text), b = run(text);
  EXPECT_EQ(a.summary, b.summary);
  ASSERT_EQ(a.trace.size(), b.trace.size());
}

TEST(LiteratureIp, RefusesWhatItCannotRunNamingTheField) {
  const std::string ok = R"({"name":"SEQ"})";
  // A network whose node 1 is a router.
  std::string e = firstError(R"({"version":1,"model":"literature-ip","network":{"topology":"star","star":{"hosts":4}},)"
                             R"("group":{"receivers":3},"protocol":{"name":"ES"}})");
  EXPECT_EQ(e.rfind("network.topology:", 0), 0u) << e;
  // The thesis's LAN protocols stay on the LAN.
  e = firstError(star(3, 0, R"({"name":"BAP"})"));
  EXPECT_EQ(e.rfind("protocol.name:", 0), 0u) << e;
  // Out of range.
  e = firstError(star(3, 0, R"({"name":"SEQ","seq":{"sequencer":7}})"));
  EXPECT_EQ(e.rfind("protocol.seq.sequencer:", 0), 0u) << e;
  e = firstError(star(0, 0, ok));
  EXPECT_EQ(e.rfind("group.receivers:", 0), 0u) << e;
  // More members than nodes.
  std::string small = star(3, 0, ok);
  small.replace(small.find(R"("receivers":3)"), 13, R"("receivers":9)");
  e = firstError(small);
  EXPECT_EQ(e.rfind("group.receivers:", 0), 0u) << e;
  // Bit times must be whole nanoseconds.
  std::string odd = star(3, 0, ok);
  odd.replace(odd.find("1e7"), 3, "3e6");
  e = firstError(odd);
  EXPECT_EQ(e.rfind("network.bandwidth:", 0), 0u) << e;
  // The sender must be node 0.
  std::string late = star(3, 0, ok);
  late.replace(late.find(R"("sender":"S")"), 12, R"("sender":"H1")");
  e = firstError(late);
  EXPECT_EQ(e.rfind("network.sender:", 0), 0u) << e;
}

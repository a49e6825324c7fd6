// AFDP's LEAVE and SHUTDOWN (seed 004, section "Protocol Overview"; digest §3.1, §3.3, §5 rows 24 and
// 27): why-texts in English and Portuguese on real records of whole runs, and the secretary facing a
// LEAVE from a host that is not in its host table (digest §3.1 says only "remove the entry, reply
// LEAVE_REPLY": our secretary removes nothing, still replies, and writes afdp-member-removed with
// reason 1), on a real Ethernet segment with no model around it.
#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "../core/trace.h"
#include "../net/ethernet_lan.h"
#include "../net/ethernet_station.h"
#include "../protocols/afdp/afdp_context.h"
#include "../protocols/afdp/afdp_trace.h"
#include "../protocols/afdp/messages.h"
#include "../protocols/afdp/secretary.h"
#include "../scenario/loader.h"

namespace ps {
namespace {

constexpr SimTime ms = kMillisecond;

std::string scenario(const std::string& afdpFields, const std::string& subscribers) {
  return R"({"version": 1, "name": "afdp leave test", "model": "afdp", "seed": 3, "stopTime": 120,
    "lan": {"variant": "thesis"}, "afdp": {)" +
         afdpFields + R"(}, "subscribers": [)" + subscribers + "]}";
}

// The first record of each LEAVE/SHUTDOWN kind of a whole run, with the simulation kept for explain().
struct Firsts {
  std::unique_ptr<Simulation> sim;
  std::map<std::uint16_t, TraceRecord> first;
};
Firsts run(const std::string& text) {
  Firsts out;
  auto r = loadScenario(text);
  EXPECT_TRUE(r.errors.empty()) << (r.errors.empty() ? "" : r.errors[0]);
  if (!r.sim) return out;
  std::vector<TraceRecord> chunk;
  for (SimTime t = 100 * ms; t <= 60 * kSecond && !r.sim->model()->done(); t += 100 * ms) {
    r.sim->advanceTo(t);
    r.sim->trace().drain(chunk);
    for (const auto& rec : chunk)
      if (rec.kind >= afdp::kTrLeave && rec.kind <= afdp::kTrShutdownIn && !out.first.count(rec.kind))
        out.first.emplace(rec.kind, rec);
    chunk.clear();
  }
  out.sim = std::move(r.sim);
  return out;
}

void expectHas(const std::string& text, const std::string& part) {
  EXPECT_NE(text.find(part), std::string::npos) << "missing \"" << part << "\" in: " << text;
}

TEST(AfdpLeaveWhy, ALeaveAndItsRemovalExplainThemselvesWithNumbersAndTheSection) {
  // Six members without multicast; R6 (node 7) leaves at 1.3 s during message 1 (broadcast).
  Firsts f = run(scenario(R"("fileBytes": 100000, "messages": 2, "linger": 0.2)",
                          R"({"count": 5, "multicast": false}, {"multicast": false, "leaveAt": 1.3})"));
  ASSERT_TRUE(f.sim);
  ASSERT_TRUE(f.first.count(afdp::kTrLeave));
  ASSERT_TRUE(f.first.count(afdp::kTrMemberRemoved));
  const Simulation& sim = *f.sim;
  const TraceRecord& leave = f.first[afdp::kTrLeave];
  const std::string en = sim.explain(leave), pt = sim.explain(leave, "pt-BR");
  expectHas(en, "R6 sends LEAVE to secretary SEC, abandoning message 1 with ");
  expectHas(en, "within 1 s the LEAVE is repeated, 3 tries in all");
  expectHas(en, "(try 1 of 3)");
  expectHas(en, "section \"Protocol Overview\"");
  expectHas(pt, "R6 envia LEAVE ao secretário SEC, abandonando a mensagem 1 com ");
  expectHas(pt, "sem resposta em 1 s, o LEAVE é repetido, 3 tentativas ao todo");
  expectHas(pt, "(tentativa 1 de 3)");
  expectHas(pt, "seção \"Protocol Overview\"");

  const TraceRecord& removed = f.first[afdp::kTrMemberRemoved];
  ASSERT_EQ(removed.reason, 0u);
  const std::string ren = sim.explain(removed), rpt = sim.explain(removed, "pt-BR");
  expectHas(ren, "removes R6 from the host table after ");
  expectHas(ren, "(5 members left)");
  expectHas(ren, "next grant's mode and member list see only the members left");
  expectHas(rpt, "(restam 5 membros)");
  expectHas(rpt, "seção \"Protocol Overview\"");
  EXPECT_NE(ren, rpt);
}

TEST(AfdpLeaveWhy, ShutdownAndItsReceiptExplainThemselvesWithNumbersAndTheSection) {
  // 1 MB by multicast from the grant at 1 s; SHUTDOWN at 1.5 s, mid-message, to three members.
  Firsts f =
      run(scenario(R"("fileBytes": 1048576, "messages": 2, "linger": 0.2, "shutdownAt": 1.5)", R"({"count": 3})"));
  ASSERT_TRUE(f.sim);
  ASSERT_TRUE(f.first.count(afdp::kTrShutdown));
  ASSERT_TRUE(f.first.count(afdp::kTrShutdownIn));
  const Simulation& sim = *f.sim;
  const TraceRecord& sent = f.first[afdp::kTrShutdown];
  const std::string en = sim.explain(sent), pt = sim.explain(sent, "pt-BR");
  expectHas(en, "secretary SEC disbands the group (3 members): SHUTDOWN to R1, a member for ");
  expectHas(en, "as the digest chooses in §5 row 27");
  expectHas(en, "section \"Protocol Overview\"");
  expectHas(pt, "o secretário SEC dissolve o grupo (3 membros): SHUTDOWN para R1, membro durante ");
  expectHas(pt, "seção \"Protocol Overview\"");

  const TraceRecord& in = f.first[afdp::kTrShutdownIn];
  ASSERT_EQ(in.reason, 1u);  // mid-message: abandoned
  const std::string ien = sim.explain(in), ipt = sim.explain(in, "pt-BR");
  expectHas(ien, "gets SHUTDOWN from secretary SEC and abandons message 1 with " + std::to_string(in.size) + " of " +
                     std::to_string(in.a) + " datagrams held");
  expectHas(ien, "abandons any unfinished message");
  expectHas(ipt, "e abandona a mensagem 1 com " + std::to_string(in.size) + " de ");
  expectHas(ipt, "§5 linha 27");
}

// ---- a LEAVE from a host the secretary never had ---------------------------------------------

// A bare host on the segment: sends JOIN or LEAVE to the secretary's admin port and counts replies.
class Host final : public EndpointHandler {
 public:
  explicit Host(Endpoint& ep) : ep_(ep) { ep_.bind(afdp::kReplyPort, this); }
  void send(std::uint16_t type) { ep_.send(afdp::newControl(ep_, 1, type, afdp::kAdminPort)); }
  void onReceive(Endpoint&, const Packet& p) override {
    if (p.type == afdp::kLeaveReply) ++leaveReplies;
    if (p.type == afdp::kJoinReply) ++joinReplies;
  }
  int leaveReplies = 0, joinReplies = 0;

 private:
  Endpoint& ep_;
};

TEST(AfdpLeave, ALeaveFromAHostNotInTheTableRemovesNothingIsAnsweredAndTraced) {
  Simulation sim(1);
  EthernetConfig lanCfg;
  EthernetLan lan(sim, lanCfg, 3);  // node 0 a member-to-be, node 1 the secretary, node 2 an outsider
  EthernetLan::registerTraceKinds(sim);
  afdp::registerAfdpTraceKinds(sim);
  EthernetStations stations(lan);
  const afdp::AfdpConfig cfg;
  afdp::Board board;
  afdp::NakChannel naks(sim, board, 1 << 20);
  afdp::AfdpContext ctx{sim, cfg, board, naks, {}, 1, kEthernetGroup, 1472, {}, {}, 1};
  for (std::uint32_t st = 0; st < 3; ++st) ctx.endpoints.push_back(&stations.at(st));
  afdp::Secretary secretary(ctx, stations.at(1));
  secretary.start();
  Host member(stations.at(0)), outsider(stations.at(2));

  std::vector<TraceRecord> records, chunk;
  auto advance = [&](SimTime t) {
    sim.advanceTo(t);
    sim.trace().drain(chunk);
    for (const auto& r : chunk)
      if (r.kind == afdp::kTrMemberRemoved || r.kind == afdp::kTrMemberAdded) records.push_back(r);
    chunk.clear();
  };
  // 1. The outsider leaves a group it never joined, while the table is empty.
  outsider.send(afdp::kLeave);
  advance(10 * ms);
  // 2. Node 0 joins; 3. the outsider leaves again; 4. node 0 leaves, twice (a repeat after a lost reply).
  member.send(afdp::kJoin);
  advance(20 * ms);
  outsider.send(afdp::kLeave);
  advance(30 * ms);
  member.send(afdp::kLeave);
  advance(40 * ms);
  member.send(afdp::kLeave);
  advance(50 * ms);

  ASSERT_EQ(records.size(), 5u);
  const std::uint32_t outsiderNode = stations.at(2).node();
  // The outsider's LEAVEs: traced with reason 1, the member count unchanged (0, then 1).
  EXPECT_EQ(records[0].kind, afdp::kTrMemberRemoved);
  EXPECT_EQ(records[0].peer, outsiderNode);
  EXPECT_EQ(records[0].reason, 1u);
  EXPECT_EQ(records[0].seq, 0u);
  EXPECT_EQ(records[1].kind, afdp::kTrMemberAdded);
  EXPECT_EQ(records[2].kind, afdp::kTrMemberRemoved);
  EXPECT_EQ(records[2].reason, 1u);
  EXPECT_EQ(records[2].seq, 1u);  // node 0 is still a member
  // The member's own LEAVE removes it; its repeat finds nothing to remove.
  EXPECT_EQ(records[3].reason, 0u);
  EXPECT_EQ(records[3].seq, 0u);
  // A member for 20 ms: its JOIN and its LEAVE were sent 20 ms apart on an idle segment.
  EXPECT_EQ(records[3].a, static_cast<decltype(records[3].a)>(20 * ms));
  EXPECT_EQ(records[4].reason, 1u);
  EXPECT_TRUE(secretary.members().empty());
  // Only the member's departure is kept for the panel: the outsider never was one.
  ASSERT_EQ(secretary.departures().size(), 1u);
  EXPECT_EQ(secretary.departures()[0].node, stations.at(0).node());
  // Every LEAVE was answered, so no host would repeat it past its tries.
  EXPECT_EQ(outsider.leaveReplies, 2);
  EXPECT_EQ(member.leaveReplies, 2);
  EXPECT_EQ(member.joinReplies, 1);
  // And the trace explains the refusal in both languages, naming the outsider and the table's size.
  const std::string en = sim.explain(records[2]), pt = sim.explain(records[2], "pt-BR");
  expectHas(en, "gets LEAVE from " + sim.nodeName(outsiderNode) + ", which is not in the host table");
  expectHas(en, "the table still holds 1 member");
  expectHas(pt, "recebe um LEAVE de " + sim.nodeName(outsiderNode) + ", que não está na tabela de hosts");
  expectHas(pt, "a tabela continua com 1 membro");
}

// ---- bytes on the wire by mode (the "wire bytes <mode>" series) ---------------------------------

TEST(AfdpWireBytes, EachModesSeriesIsTheFrameBytesOfItsDatagrams) {
  // Message 1 by broadcast to six members; R6 leaves; message 2 by unicast to five.
  auto loaded = loadScenario(scenario(R"("fileBytes": 100000, "messages": 2, "linger": 0.2)",
                                      R"({"count": 5, "multicast": false}, {"multicast": false, "leaveAt": 1.3})"));
  ASSERT_TRUE(loaded.sim);
  Simulation& sim = *loaded.sim;
  std::map<int, std::uint64_t> fromRecords;  // mode -> frame bytes of its DATA, from the records
  std::map<int, std::uint64_t> datagrams;
  SimTime lastData = 0;
  std::vector<TraceRecord> chunk;
  for (SimTime t = 100 * ms; t <= 60 * kSecond && !sim.model()->done(); t += 100 * ms) {
    sim.advanceTo(t);
    sim.trace().drain(chunk);
    for (const auto& r : chunk) {
      if (r.kind != afdp::kTrData && r.kind != afdp::kTrRetransmit) continue;
      for (std::uint32_t i = 0; i < afdp::fragmentsOf(r.size); ++i)
        fromRecords[r.reason] += afdp::fragmentFrameBytes(r.size, i);
      ++datagrams[r.reason];
      lastData = r.time;
    }
    chunk.clear();
  }
  ASSERT_TRUE(sim.model()->done());
  // A broadcast datagram is one 1514-B frame; a unicast one (9216 B) is seven fragments, 9490 B.
  EXPECT_EQ(fromRecords[1], 1514 * datagrams[1]);
  EXPECT_EQ(fromRecords[2], 9490 * datagrams[2]);
  EXPECT_EQ(datagrams[0], 0u);
  // Message 2: 100,000 B in 11 datagrams of 9196 B of data, one copy for each of the five members.
  EXPECT_GE(datagrams[2], 55u);
  const char* names[] = {"wire bytes multicast", "wire bytes broadcast", "wire bytes unicast"};
  for (int mode = 0; mode < 3; ++mode) {
    const auto* s = sim.metrics().findSeries(names[mode]);
    ASSERT_NE(s, nullptr) << names[mode];
    ASSERT_GE(s->data.size(), 2u);
    ASSERT_GT(s->data[s->data.size() - 2], static_cast<double>(lastData));  // sampled (ns) after the last DATA
    EXPECT_EQ(s->data.back(), static_cast<double>(fromRecords[mode])) << names[mode];
  }
}

}  // namespace
}  // namespace ps

// AFDP's group roles beyond one named secretary and one publisher (seed 004, section "Protocol
// Overview"; digest §2.4, §3.1, §5 rows 21, 22, 25): finding the secretary with FIND_SECRETARY, the
// election that makes one when none answers (the highest id wins), the publisher lease, concurrent
// publishers each received side by side, and a refused publisher that gives up or retries after 5 s.
// Whole runs of small scenarios on one Ethernet segment.
#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "../core/trace.h"
#include "../protocols/afdp/afdp_config.h"
#include "../protocols/afdp/afdp_trace.h"
#include "../scenario/loader.h"

namespace ps {
namespace {

using namespace afdp;

std::string scenario(const std::string& afdpFields, const std::string& subscribers = R"({"count": 4})") {
  return R"({"version": 1, "name": "afdp group test", "model": "afdp", "seed": 2, "stopTime": 200,
    "lan": {"variant": "thesis"}, "afdp": {)" +
         afdpFields + R"(}, "subscribers": [)" + subscribers + "]}";
}

struct GroupRun {
  std::unique_ptr<Simulation> sim;
  std::vector<TraceRecord> records;  // the AFDP records (kinds 500-599)
  std::map<std::string, double> summary;
  std::vector<TraceRecord> of(std::uint16_t kind) const {
    std::vector<TraceRecord> out;
    for (const auto& r : records)
      if (r.kind == kind) out.push_back(r);
    return out;
  }
};

GroupRun run(const std::string& text) {
  GroupRun out;
  auto r = loadScenario(text);
  EXPECT_TRUE(r.errors.empty()) << (r.errors.empty() ? "" : r.errors[0]);
  if (!r.sim) return out;
  std::vector<TraceRecord> chunk;
  for (SimTime t = 100 * kMillisecond; t <= 200 * kSecond && !r.sim->model()->done(); t += 100 * kMillisecond) {
    r.sim->advanceTo(t);
    r.sim->trace().drain(chunk);
    for (const auto& rec : chunk)
      if (rec.kind >= 500 && rec.kind < 600) out.records.push_back(rec);
    chunk.clear();
  }
  EXPECT_TRUE(r.sim->model()->done()) << "the run did not finish";
  Summary s;
  r.sim->model()->summarize(*r.sim, s);
  for (const auto& [k, v] : s) out.summary[k] = v;
  out.sim = std::move(r.sim);
  return out;
}

// Nodes: P 0, SEC 1, R1..R4 2..5, then P2, P3 after them (6, 7).
constexpr std::uint32_t kSec = 1, kR4 = 5;

TEST(AfdpGroup, HostsFindTheSecretaryByBroadcastAndJoinItOnlyThen) {
  const GroupRun r = run(scenario(R"("secretary": "find", "fileBytes": 100000, "publishAt": 0.5, "linger": 0.3)"));
  ASSERT_TRUE(r.sim);
  const auto found = r.of(kTrSecretaryFound);
  ASSERT_EQ(found.size(), 5u);  // four members and the publisher
  for (const auto& f : found) {
    EXPECT_EQ(f.peer, kSec);
    EXPECT_EQ(f.seq, 1u) << "SEC answers the first FIND_SECRETARY";
  }
  EXPECT_TRUE(r.of(kTrClaim).empty()) << "a secretary answered: nobody stands";
  EXPECT_EQ(r.of(kTrSecretaryHere).size(), 5u);
  // Every JOIN goes to SEC after its sender found it.
  for (const auto& j : r.of(kTrJoin)) {
    EXPECT_EQ(j.peer, kSec);
    bool before = false;
    for (const auto& f : found) before = before || (f.node == j.node && f.time <= j.time);
    EXPECT_TRUE(before) << "node " << j.node << " joined before finding its secretary";
  }
  EXPECT_EQ(r.summary.at("subscribers_complete"), 4);
  EXPECT_EQ(r.summary.at("secretary_node"), kSec);
  const TraceRecord find = r.of(kTrFindSecretary).front();
  EXPECT_NE(r.sim->explain(find).find("tries three times"), std::string::npos);
  EXPECT_NE(r.sim->describe(find, "pt-BR").find("envia FIND_SECRETARY por broadcast"), std::string::npos);
}

TEST(AfdpGroup, WithNoSecretaryTheVoteMakesTheHighestIdTheSecretary) {
  const GroupRun r = run(scenario(R"("secretary": "elect", "fileBytes": 100000, "publishAt": 0.5, "linger": 0.3)"));
  ASSERT_TRUE(r.sim);
  // Three unanswered tries each, then four claims; only R4 (node 5, the highest) is elected.
  const auto elected = r.of(kTrElected);
  ASSERT_EQ(elected.size(), 1u);
  EXPECT_EQ(elected[0].node, kR4);
  EXPECT_GE(elected[0].time - r.of(kTrClaim).front().time, kVoteWindow);
  std::map<std::uint32_t, int> yields;
  for (const auto& y : r.of(kTrClaimYield)) {
    EXPECT_GT(y.peer, y.node) << "only a higher claim makes a candidate give up";
    ++yields[y.node];
  }
  EXPECT_EQ(yields.size(), 3u) << "R1, R2 and R3 give up";
  EXPECT_EQ(yields.count(kR4), 0u);
  // Every host then finds R4, the grant comes from R4, and all four members (R4 too) get the file.
  for (const auto& f : r.of(kTrSecretaryFound)) EXPECT_EQ(f.peer, kR4);
  ASSERT_EQ(r.of(kTrGrant).size(), 1u);
  EXPECT_EQ(r.of(kTrGrant)[0].node, kR4);
  EXPECT_EQ(r.of(kTrGrant)[0].size, 4u) << "the snapshot holds all four members, the secretary's host R4 too";
  EXPECT_EQ(r.summary.at("subscribers_complete"), 4);
  EXPECT_EQ(r.summary.at("secretary_node"), kR4);
  EXPECT_NE(r.sim->explain(elected[0], "pt-BR").find("torna o secretário"), std::string::npos);
}

TEST(AfdpGroup, AnElectionNeedsEveryVoterOnTheSecretarysLan) {
  auto r = loadScenario(R"({"version": 1, "model": "afdp", "lan": {"variant": "802.3"},
    "afdp": {"secretary": "elect"}, "routers": [{"from": 0, "to": 1}],
    "subscribers": [{"count": 2}, {"count": 1, "lan": 1}]})");
  ASSERT_FALSE(r.errors.empty());
  EXPECT_NE(r.errors[0].find("afdp.secretary"), std::string::npos) << r.errors[0];
}

TEST(AfdpGroup, ALeaseEndsAPublisherThatNeverReportsDoneInTimeAndFreesItsSlot) {
  // One slot; P publishes 1 MB in nice mode (Tp 100 ms: about 11 s), P2 is refused and retries every
  // 5 s. The 2 s lease frees P's slot at 2.5 s, so P2's first retry (5.5 s) is granted while P still sends.
  const GroupRun r = run(scenario(
      R"("publishers": 2, "maxPublishers": 1, "retryRefused": true, "lease": 2, "fileBytes": 1048576,
          "rate": "nice", "publishAt": 0.5, "linger": 0.3)"));
  ASSERT_TRUE(r.sim);
  const auto expired = r.of(kTrLeaseExpired);
  ASSERT_GE(expired.size(), 1u);
  const auto grants = r.of(kTrGrant);
  ASSERT_EQ(grants.size(), 2u);
  EXPECT_EQ(expired[0].peer, grants[0].peer);
  EXPECT_EQ(expired[0].seq, grants[0].seq);
  EXPECT_EQ(expired[0].size, 0u) << "no publisher left active";
  EXPECT_EQ(expired[0].time - grants[0].time, 2 * kSecond);
  const auto refused = r.of(kTrRefusedIn);
  ASSERT_EQ(refused.size(), 1u);
  EXPECT_EQ(refused[0].reason, 1u);
  EXPECT_EQ(refused[0].a, kRefusalRetry);
  // The second grant comes 5 s after the refusal, long before the first publisher's PUBLISH_DONE.
  EXPECT_EQ(grants[1].peer, refused[0].node);
  EXPECT_GT(grants[1].time, refused[0].time + kRefusalRetry);
  EXPECT_LT(grants[1].time, refused[0].time + kRefusalRetry + 100 * kMillisecond);
  EXPECT_LT(grants[1].time, r.of(kTrPublishDone).front().time);
  EXPECT_EQ(r.summary.at("leases_expired"), 2);  // the second publisher's lease runs out too
  EXPECT_EQ(r.summary.at("publishers_done"), 2);
  EXPECT_NE(r.sim->explain(expired[0]).find("row 22"), std::string::npos);
  EXPECT_NE(r.sim->describe(expired[0], "pt-BR").find("encerra a concessão"), std::string::npos);
}

TEST(AfdpGroup, WithoutALeaseExpiryTheSlotStaysTakenUntilPublishDone) {
  // The same run with the default 10-minute lease: P2's retries are refused until P is done.
  const GroupRun r = run(scenario(
      R"("publishers": 2, "maxPublishers": 1, "retryRefused": true, "fileBytes": 1048576, "rate": "nice",
          "publishAt": 0.5, "linger": 0.3)"));
  ASSERT_TRUE(r.sim);
  EXPECT_TRUE(r.of(kTrLeaseExpired).empty());
  const auto grants = r.of(kTrGrant);
  ASSERT_EQ(grants.size(), 2u);
  EXPECT_GT(grants[1].time, r.of(kTrPublishDone).front().time);
  EXPECT_GT(r.of(kTrRefusedIn).size(), 1u);
}

TEST(AfdpGroup, TwoPublishersAtOnceAreEachReceivedInFullSideBySide) {
  const GroupRun r = run(scenario(R"("publishers": 2, "fileBytes": 300000, "publishAt": 0.5)"));
  ASSERT_TRUE(r.sim);
  const auto grants = r.of(kTrGrant);
  ASSERT_EQ(grants.size(), 2u);
  std::map<std::uint32_t, std::uint32_t> publisherOf;  // message id -> publisher
  for (const auto& g : grants) publisherOf[g.seq] = g.peer;
  EXPECT_EQ(publisherOf.size(), 2u);
  EXPECT_NE(publisherOf[1], publisherOf[2]);
  // The two publications overlap: the second grant precedes the first PUBLISH_DONE.
  EXPECT_LT(grants[1].time, r.of(kTrPublishDone).front().time);
  // Every member completes both messages, each from its own publisher.
  std::map<std::uint32_t, int> completes;
  for (const auto& c : r.of(kTrComplete)) {
    EXPECT_EQ(c.peer, publisherOf[c.seq]);
    ++completes[c.node];
  }
  ASSERT_EQ(completes.size(), 4u);
  for (const auto& [node, n] : completes) EXPECT_EQ(n, 2) << "node " << node;
  // Each RESEND_REQUEST goes to the publisher of the message it names.
  for (const auto& k : r.of(kTrNakSent)) EXPECT_EQ(k.peer, publisherOf[static_cast<std::uint32_t>(k.a)]);
  EXPECT_EQ(r.summary.at("publishers_done"), 2);
  EXPECT_EQ(r.summary.at("refusals"), 0);
  EXPECT_EQ(r.summary.at("leases_expired"), 0);
}

TEST(AfdpGroup, AThirdPublisherIsRefusedAndGivesUpOrRetriesAfterFiveSeconds) {
  const std::string fields = R"("publishers": 3, "maxPublishers": 2, "fileBytes": 300000, "publishAt": 0.5,
      "linger": 0.3)";
  const GroupRun quits = run(scenario(fields));
  ASSERT_TRUE(quits.sim);
  ASSERT_EQ(quits.of(kTrRefuse).size(), 1u);
  EXPECT_EQ(quits.of(kTrRefuse)[0].seq, 2u) << "two publishers active at the refusal";
  ASSERT_EQ(quits.of(kTrRefusedIn).size(), 1u);
  EXPECT_EQ(quits.of(kTrRefusedIn)[0].reason, 0u);
  EXPECT_EQ(quits.of(kTrGrant).size(), 2u);
  EXPECT_EQ(quits.summary.at("publishers_done"), 2);

  const GroupRun retries = run(scenario(fields + R"(, "retryRefused": true)"));
  ASSERT_TRUE(retries.sim);
  const auto refused = retries.of(kTrRefusedIn);
  ASSERT_EQ(refused.size(), 1u);
  const auto grants = retries.of(kTrGrant);
  ASSERT_EQ(grants.size(), 3u);
  EXPECT_EQ(grants[2].peer, refused[0].node);
  EXPECT_GE(grants[2].time, refused[0].time + kRefusalRetry);
  EXPECT_EQ(retries.summary.at("publishers_done"), 3);
  EXPECT_NE(retries.sim->describe(refused[0]).find("will ask again in 5 s"), std::string::npos);
}

}  // namespace
}  // namespace ps

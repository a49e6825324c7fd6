// The afdp model's other baselines (digest §6.4): track (each member fetches the statfile and then
// the files over TCP, one session at a time by default), afdpdist (statfile by AFDP, request lists
// over TCP, bundle by AFDP) and the competing ftp flow of Table 2. track grows linearly with the
// group, afdpdist stays flat apart from its small lists, and the ftp flow's goodput shows what a
// distribution leaves to other users of the LAN.
#include <gtest/gtest.h>

#include <string>

#include "scenario/loader.h"
#include "test_support.h"

namespace ps {
namespace {

using testing::firstError;
using testing::runToSummary;
using testing::summaryValue;

std::string afdp(int members, const std::string& baseline, int bytes = 204800, const std::string& afdpExtra = "",
                 const std::string& publishAt = "0.5") {
  return R"({"version": 1, "name": "baseline test", "model": "afdp", "seed": 4, "stopTime": 600,
    "lan": {"variant": "802.3"}, "afdp": {"fileBytes": )" +
         std::to_string(bytes) + R"(, "publishAt": )" + publishAt + afdpExtra + R"(},
    "baseline": )" +
         baseline + R"(, "subscribers": [{"count": )" + std::to_string(members) + "}]}";
}

TEST(AfdpTrack, SequentialSessionsGrowLinearlyAndFetchTheStatfileFirst) {
  const Summary four = runToSummary(afdp(4, R"({"kind": "track"})"));
  const Summary eight = runToSummary(afdp(8, R"({"kind": "track"})"));
  EXPECT_EQ(summaryValue(four, "subscribers_complete"), 4);
  EXPECT_EQ(summaryValue(eight, "subscribers_complete"), 8);
  EXPECT_EQ(summaryValue(four, "baseline_sessions"), 1);
  const double t4 = summaryValue(four, "distribution_time_s");
  EXPECT_NEAR(summaryValue(eight, "distribution_time_s") / t4, 2.0, 0.05);
  // Each member: 1 s of set-up, an 8 KB statfile and 200 KB of files over two connections: longer
  // than rdist's one connection with the same set-up, by less than a second per member.
  const double rdist4 =
      summaryValue(runToSummary(afdp(4, R"({"kind": "rdist", "children": 1})")), "distribution_time_s");
  EXPECT_GT(t4, rdist4);
  EXPECT_LT(t4, rdist4 + 4 * 1.0);
}

TEST(AfdpTrack, ConcurrentSessionsOverlapTheirSetUp) {
  const double seq = summaryValue(runToSummary(afdp(8, R"({"kind": "track"})", 20480)), "distribution_time_s");
  const Summary par = runToSummary(afdp(8, R"({"kind": "track", "sessions": 4})", 20480));
  EXPECT_EQ(summaryValue(par, "subscribers_complete"), 8);
  EXPECT_EQ(summaryValue(par, "baseline_sessions"), 4);
  const double ratio = seq / summaryValue(par, "distribution_time_s");
  EXPECT_GT(ratio, 3.0);
  EXPECT_LE(ratio, 4.0);
}

TEST(AfdpAfdpdist, StatfileThenListsThenBundleAndFlatInTheGroup) {
  const Summary two = runToSummary(afdp(2, R"({"kind": "afdpdist"})"));
  const Summary twelve = runToSummary(afdp(12, R"({"kind": "afdpdist"})"));
  for (const Summary* s : {&two, &twelve}) {
    EXPECT_EQ(summaryValue(*s, "subscribers_complete"), summaryValue(*s, "members"));
    EXPECT_EQ(summaryValue(*s, "request_lists"), summaryValue(*s, "members"));
    EXPECT_EQ(summaryValue(*s, "mode"), 0);
    // The lists arrive after the statfile and 1 s of comparison, before the bundle is complete.
    EXPECT_GT(summaryValue(*s, "request_lists_in_s"), 1.0);
    EXPECT_LT(summaryValue(*s, "request_lists_in_s"), summaryValue(*s, "distribution_time_s"));
  }
  const double t2 = summaryValue(two, "distribution_time_s"), t12 = summaryValue(twelve, "distribution_time_s");
  EXPECT_NEAR(t12 / t2, 1.0, 0.15);
  // Track needs six times the members' worth of TCP at 12 members; afdpdist does not.
  EXPECT_LT(2 * t12, summaryValue(runToSummary(afdp(12, R"({"kind": "track"})")), "distribution_time_s"));
}

TEST(AfdpAfdpdist, TheBundleWaitsForEveryList) {
  // A long comparison on every member: the bundle cannot start before the lists are in.
  const Summary s = runToSummary(afdp(3, R"({"kind": "afdpdist", "setup": 20})"));
  EXPECT_EQ(summaryValue(s, "subscribers_complete"), 3);
  EXPECT_GT(summaryValue(s, "request_lists_in_s"), 20.0);
  // 200 KB of multicast at the 10 ms floor takes ≥ 0.2 s after the lists are in.
  EXPECT_GT(summaryValue(s, "distribution_time_s"), summaryValue(s, "request_lists_in_s") + 0.2);
}

TEST(AfdpFtp, IdleGoodputIsMostOfTheWireAndEachDistributorTakesItsShare) {
  const std::string ftp = R"({"ftpBytes": 1048576, "ftpStart": 2)";
  // Idle: the publication starts long after the ftp has finished.
  const Summary idle = runToSummary(afdp(1, ftp + "}", 20480, "", "60"));
  const double g = summaryValue(idle, "ftp_goodput_kBps");
  EXPECT_EQ(summaryValue(idle, "ftp_delivered_bytes"), 1048576);
  // Below the wire's ~1190 KB/s and above 60% of it. The paper's N8 peak (900-1000 KB/s) is not
  // reached here: on the 802.3 bus the ACKs contend with the data (743 KB/s with a 24 KB window;
  // 847 KB/s on the thesis bus).
  EXPECT_GT(g, 0.6 * 1190);
  EXPECT_LT(g, 1190);
  // A sequential rcp of 2 MB running at the same time shares the LAN with it.
  const Summary rcp = runToSummary(afdp(
      1, R"({"kind": "rdist", "children": 1, "setup": 0, "ftpBytes": 1048576, "ftpStart": 2})", 2097152, "", "1.5"));
  EXPECT_EQ(summaryValue(rcp, "subscribers_complete"), 1);
  EXPECT_LT(summaryValue(rcp, "ftp_goodput_kBps"), 0.8 * g);
  // AFDP broadcast (1468-B datagrams every 10 ms, about 12% of the wire) leaves it most of the LAN.
  const Summary bc = runToSummary(afdp(2, ftp + "}", 2097152, R"(, "mode": "broadcast")", "1.5"));
  EXPECT_EQ(summaryValue(bc, "subscribers_complete"), 2);
  EXPECT_GT(summaryValue(bc, "ftp_goodput_kBps"), 0.7 * g);
  EXPECT_LT(summaryValue(bc, "ftp_goodput_kBps"), g);
}

TEST(AfdpBaselines, BadValuesAreRefusedNamingTheField) {
  EXPECT_NE(firstError(afdp(2, R"({"kind": "track", "sessions": 0})")).find("baseline.sessions"), std::string::npos);
  EXPECT_NE(firstError(afdp(2, R"({"kind": "afdpdist", "statsBytes": 0})")).find("baseline.statsBytes"),
            std::string::npos);
  EXPECT_NE(firstError(afdp(2, R"({"ftpBytes": 10.5})")).find("baseline.ftpBytes"), std::string::npos);
  EXPECT_NE(firstError(afdp(2, R"({"ftpStart": -1})")).find("baseline.ftpStart"), std::string::npos);
  EXPECT_NE(firstError(afdp(2, R"({"kind": "tar"})")).find("baseline.kind"), std::string::npos);
  const std::string two = afdp(2, R"({"kind": "afdpdist"})", 204800, R"(, "messages": 2)");
  EXPECT_NE(firstError(two).find("afdp.messages"), std::string::npos) << firstError(two);
  LoadOptions pt;
  pt.lang = "pt-BR";
  const LoadResult r = loadScenario(two, pt);
  ASSERT_FALSE(r.errors.empty());
  EXPECT_NE(r.errors.front().find("deve ser 1 com baseline.kind"), std::string::npos) << r.errors.front();
}

}  // namespace
}  // namespace ps

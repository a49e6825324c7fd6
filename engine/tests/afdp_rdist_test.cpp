// The rdist baseline of the afdp model (digest §6.4): the publisher's host updates each member over
// its own TCP connection (the transport family's Reno), one host at a time or `children` at once.
// Sequential time grows linearly with the group, parallel children divide it by almost their
// number (the paper's N11), and AFDP's multicast stays flat.
#include <gtest/gtest.h>

#include <string>

#include "test_support.h"

namespace ps {
namespace {

using testing::firstError;
using testing::runToSummary;
using testing::summaryValue;

std::string rdist(int members, int children, const std::string& extra = "", int lan = 0, int bytes = 204800) {
  return R"({"version": 1, "name": "rdist test", "model": "afdp", "seed": 4, "stopTime": 600,
    "lan": {"variant": "802.3"}, "afdp": {"fileBytes": )" +
         std::to_string(bytes) + R"(, "publishAt": 0.5},
    "baseline": {"kind": "rdist", "children": )" +
         std::to_string(children) + R"(, "setup": 1},
    "subscribers": [{"count": )" +
         std::to_string(members) + R"(, "lan": )" + std::to_string(lan) + "}]" + extra + "}";
}

TEST(AfdpRdist, SequentialTimeGrowsLinearlyWithTheGroup) {
  const Summary four = runToSummary(rdist(4, 1));
  const Summary eight = runToSummary(rdist(8, 1));
  EXPECT_EQ(summaryValue(four, "subscribers_complete"), 4);
  EXPECT_EQ(summaryValue(eight, "subscribers_complete"), 8);
  // Each host: 1 s of set-up plus 200 KB over TCP on an idle 10 Mbit/s LAN (at most ~1.2 MB/s).
  const double t4 = summaryValue(four, "distribution_time_s");
  EXPECT_GT(t4, 4 * (1 + 200.0 / 1200));
  EXPECT_LT(t4, 4 * (1 + 200.0 / 300));
  EXPECT_NEAR(summaryValue(eight, "distribution_time_s") / t4, 2.0, 0.05);
}

TEST(AfdpRdist, FourChildrenCutTheTimeByAlmostFourWhenSetUpDominates) {
  // A 20 KB file: each host is mostly its 1 s set-up, which the children overlap (the paper's N11).
  const double seq = summaryValue(runToSummary(rdist(8, 1, "", 0, 20480)), "distribution_time_s");
  const Summary par = runToSummary(rdist(8, 4, "", 0, 20480));
  EXPECT_EQ(summaryValue(par, "subscribers_complete"), 8);
  const double ratio = seq / summaryValue(par, "distribution_time_s");
  EXPECT_GT(ratio, 3.5);
  EXPECT_LE(ratio, 4.0);
  // A 200 KB file: the four transfers share one Ethernet, so only the set-up overlaps.
  const double seqBig = summaryValue(runToSummary(rdist(8, 1)), "distribution_time_s");
  const double ratioBig = seqBig / summaryValue(runToSummary(rdist(8, 4)), "distribution_time_s");
  EXPECT_GT(ratioBig, 2.0);
  EXPECT_LT(ratioBig, ratio);
}

TEST(AfdpRdist, MulticastAfdpBeatsSequentialRdistForAGroup) {
  const std::string afdp = R"({"version": 1, "name": "afdp", "model": "afdp", "seed": 4, "stopTime": 600,
    "lan": {"variant": "802.3"}, "afdp": {"fileBytes": 204800, "publishAt": 0.5},
    "subscribers": [{"count": 8}]})";
  const Summary a = runToSummary(afdp);
  EXPECT_EQ(summaryValue(a, "mode"), 0);
  EXPECT_LT(summaryValue(a, "distribution_time_s") * 8, summaryValue(runToSummary(rdist(8, 1)), "distribution_time_s"));
}

TEST(AfdpRdist, UpdatesCrossARouter) {
  const Summary s = runToSummary(rdist(3, 2, R"(, "routers": [{"from": 0, "to": 1}])", 1));
  EXPECT_EQ(summaryValue(s, "subscribers_complete"), 3);
  EXPECT_GT(summaryValue(s, "router_forwarded"), 3 * 204800 / 1500);
  EXPECT_GT(summaryValue(s, "lan1_bytes"), 3 * 204800);
}

TEST(AfdpRdist, BadChildrenAreRefusedNamingTheField) {
  EXPECT_NE(firstError(rdist(2, 0)).find("baseline.children"), std::string::npos) << firstError(rdist(2, 0));
}

}  // namespace
}  // namespace ps

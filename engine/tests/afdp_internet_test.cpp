// AFDP on an internetwork (seed 004, digest §3.8 and §6.1): Ethernet segments joined by routers
// with finite FIFOs and a multicast flag. The mode the secretary picks follows the router flag,
// broadcast never leaves its segment, unicast crosses routers, and a full FIFO loses frames.
#include <gtest/gtest.h>

#include <string>

#include "test_support.h"

namespace ps {
namespace {

using testing::firstError;
using testing::runToSummary;
using testing::summaryValue;

// Three subscribers beside the publisher on LAN0, four on LAN1 behind router G1 (all can receive multicast).
std::string twoLans(bool routerMulticast, const std::string& afdpExtra = "", const std::string& routerExtra = "") {
  return std::string(R"({"version": 1, "name": "afdp internet test", "model": "afdp", "seed": 5, "stopTime": 120,
    "lan": {"variant": "802.3"},
    "afdp": {"fileBytes": 200000, "publishAt": 0.5, "linger": 0.5)") +
         afdpExtra + R"(},
    "subscribers": [{"count": 3, "lan": 0}, {"count": 4, "lan": 1}],
    "routers": [{"from": 0, "to": 1, "multicast": )" +
         (routerMulticast ? "true" : "false") + routerExtra + "}]}";
}

TEST(AfdpInternet, RouterWithoutMulticastLeavesUnicastToAll) {
  const Summary s = runToSummary(twoLans(false));
  EXPECT_EQ(summaryValue(s, "segments"), 2);
  EXPECT_EQ(summaryValue(s, "mode"), 2);  // 7 members >= threshold 6, yet remote members rule out broadcast
  EXPECT_EQ(summaryValue(s, "subscribers_complete"), 7);
  EXPECT_EQ(summaryValue(s, "datagrams_sent"), 7 * summaryValue(s, "datagrams_total"));
  EXPECT_EQ(summaryValue(s, "broadcasts_kept"), 0);
  EXPECT_EQ(summaryValue(s, "router_drops"), 0);
  // LAN0 carries all seven copies, LAN1 the four for its members: 4/7 of LAN0's DATA, plus control.
  const double lan0 = summaryValue(s, "lan0_bytes"), lan1 = summaryValue(s, "lan1_bytes");
  EXPECT_GT(lan1, 0.5 * lan0);
  EXPECT_LT(lan1, 0.65 * lan0);
}

TEST(AfdpInternet, RouterWithMulticastLetsTheSecretaryChooseMulticast) {
  const Summary uni = runToSummary(twoLans(false));
  const Summary mc = runToSummary(twoLans(true));
  EXPECT_EQ(summaryValue(mc, "mode"), 0);
  EXPECT_EQ(summaryValue(mc, "subscribers_complete"), 7);
  EXPECT_EQ(summaryValue(mc, "datagrams_sent"), summaryValue(mc, "datagrams_total"));
  // Each DATA fragment crosses each segment once: the two segments carry about the same bytes.
  const double lan0 = summaryValue(mc, "lan0_bytes"), lan1 = summaryValue(mc, "lan1_bytes");
  EXPECT_GT(lan1, 0.9 * lan0);
  EXPECT_LT(lan1, 1.02 * lan0);
  EXPECT_LT(summaryValue(mc, "distribution_time_s") * 4, summaryValue(uni, "distribution_time_s"));
}

TEST(AfdpInternet, ForcedBroadcastStaysOnThePublishersSegment) {
  const Summary s = runToSummary(twoLans(true, R"(, "mode": "broadcast")"));
  EXPECT_EQ(summaryValue(s, "mode"), 1);
  EXPECT_EQ(summaryValue(s, "subscribers_complete"), 3);  // R4-R7 behind G1 never see a DATA packet
  EXPECT_EQ(summaryValue(s, "distribution_time_s"), -1);
  EXPECT_GE(summaryValue(s, "broadcasts_kept"), summaryValue(s, "datagrams_sent"));
}

TEST(AfdpInternet, MulticastWithTheFlagOffDoesNotCrossTheRouter) {
  const Summary s = runToSummary(twoLans(false, R"(, "mode": "multicast")"));
  EXPECT_EQ(summaryValue(s, "subscribers_complete"), 3);
  EXPECT_GT(summaryValue(s, "multicasts_kept"), 0);
}

TEST(AfdpInternet, ChainOfRoutersReachesTheFarSegmentOnceEach) {
  const std::string text = R"({"version": 1, "name": "chain", "model": "afdp", "seed": 2, "stopTime": 120,
    "lan": {"variant": "802.3"}, "afdp": {"fileBytes": 100000, "publishAt": 0.5, "linger": 0.5},
    "subscribers": [{"count": 1, "lan": 0}, {"count": 2, "lan": 2}],
    "routers": [{"from": 0, "to": 1, "multicast": true}, {"from": 1, "to": 2, "multicast": true}]})";
  const Summary s = runToSummary(text);
  EXPECT_EQ(summaryValue(s, "segments"), 3);
  EXPECT_EQ(summaryValue(s, "mode"), 0);
  EXPECT_EQ(summaryValue(s, "subscribers_complete"), 3);
  // No loops: the reverse-path check keeps each router from sending back what it relayed, so the
  // far segment carries the DATA once (about as many bytes as the middle one).
  EXPECT_NEAR(summaryValue(s, "lan2_bytes"), summaryValue(s, "lan1_bytes"), 0.1 * summaryValue(s, "lan1_bytes"));
}

TEST(AfdpInternet, AFullRouterFifoLosesFragmentsAndSoWholeDatagrams) {
  // A 5 ms forwarding time against 1.2 ms frames: a datagram's 7 fragments arrive back to back and
  // about 5 of them wait in the output FIFO at once. Room for 4 loses one fragment of every
  // datagram, so every datagram: the members behind G1 never learn the message exists and cannot
  // ask for it (digest §3.3: NAK-only). Room for 6 loses nothing.
  const Summary tight = runToSummary(twoLans(true, "", R"(, "buffer": 4, "delay": 0.005)"));
  EXPECT_GT(summaryValue(tight, "router_drops"), 0);
  EXPECT_EQ(summaryValue(tight, "router_peak_fifo"), 4);
  EXPECT_EQ(summaryValue(tight, "naks_sent"), 0);
  EXPECT_EQ(summaryValue(tight, "subscribers_complete"), 3);
  EXPECT_EQ(summaryValue(tight, "distribution_time_s"), -1);
  const Summary roomy = runToSummary(twoLans(true, "", R"(, "buffer": 6, "delay": 0.005)"));
  EXPECT_EQ(summaryValue(roomy, "router_drops"), 0);
  EXPECT_EQ(summaryValue(roomy, "router_peak_fifo"), 5);
  EXPECT_EQ(summaryValue(roomy, "subscribers_complete"), 7);
}

TEST(AfdpInternet, BadTopologiesAreRefusedNamingTheField) {
  const std::string skip = R"({"version": 1, "name": "x", "model": "afdp",
    "afdp": {}, "subscribers": [{"count": 1}], "routers": [{"from": 0, "to": 2}]})";
  EXPECT_NE(firstError(skip).find("routers[0].to"), std::string::npos) << firstError(skip);
  const std::string unreachable = R"({"version": 1, "name": "x", "model": "afdp",
    "afdp": {}, "subscribers": [{"count": 1, "lan": 3}], "routers": [{"from": 0, "to": 1}]})";
  EXPECT_NE(firstError(unreachable).find("subscribers[0].lan"), std::string::npos) << firstError(unreachable);
  const std::string noRouters = R"({"version": 1, "name": "x", "model": "afdp",
    "afdp": {}, "subscribers": [{"count": 1, "lan": 1}]})";
  EXPECT_NE(firstError(noRouters).find("subscribers[0].lan"), std::string::npos) << firstError(noRouters);
  const std::string thesis = R"({"version": 1, "name": "x", "model": "afdp", "lan": {"variant": "thesis"},
    "afdp": {}, "subscribers": [{"count": 1}], "routers": [{"from": 0, "to": 1}]})";
  EXPECT_NE(firstError(thesis).find("lan.variant"), std::string::npos) << firstError(thesis);
  const std::string behindFuture = R"({"version": 1, "name": "x", "model": "afdp",
    "afdp": {}, "subscribers": [{"count": 1}], "routers": [{"from": 2, "to": 1}]})";
  EXPECT_NE(firstError(behindFuture).find("routers[0].from"), std::string::npos) << firstError(behindFuture);
}

}  // namespace
}  // namespace ps

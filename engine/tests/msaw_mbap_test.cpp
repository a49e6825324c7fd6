// Tests for the thesis's protocols (seed 001 §2.5-2.6) through whole "ethernet" scenarios whose
// outcome can be computed by hand: the equivalent unicast protocols (no contention), total loss
// (every message fails after limit + 1 retransmissions), the timeout formulas, sequence numbers.
#include <gtest/gtest.h>

#include "ethernet_test_util.h"
#include "protocols/multicast/ethernet_model.h"

using namespace ps;
using namespace ps::testutil;

namespace {

Json scenario(const std::string& proto, int receivers, int packets) {
  return parse(R"({"version":1,"model":"ethernet","stopTime":3600,"lan":{"receivers":)" + std::to_string(receivers) +
               R"(},"protocol":{"name":")" + proto + R"(","packets":)" + std::to_string(packets) + "}}");
}

LoadResult load(const Json& root, const Overrides& ov, bool trace = true) {
  LoadOptions o;
  o.overrides = ov;
  o.traceEnabled = trace;
  return loadScenario(root, o);
}

std::string topology(Simulation& sim) {
  JsonWriter w;
  sim.model()->topology(w);
  return w.str();
}

}  // namespace

// ---- MSAW ---------------------------------------------------------------------------------

TEST(Msaw, TheEquivalentUnicastProtocolTakesRTimesDPlusAPerMessage) {
  const auto m = runOnce(scenario("SAW", 3, 20), {{"protocol.mode", "\"unicast\""}}, 1);
  EXPECT_EQ(m.at("messages"), 20);
  EXPECT_EQ(m.at("lat_min"), 3 * (12144 + 512));
  EXPECT_EQ(m.at("lat_max"), 3 * (12144 + 512));
  EXPECT_DOUBLE_EQ(m.at("rt_mean"), 1.0);  // RT is measured against exactly this protocol
  EXPECT_NEAR(m.at("at_mean"), m.at("unicast_at"), 1e-9);
  EXPECT_EQ(m.at("collisions"), 0);
}

TEST(Msaw, EveryMessageFailsAfterLimitPlusOneRetransmissionsWhenEveryFrameIsLost) {
  // Constant timeout T = 20000: retransmissions at T, 2T, ..., 11T (count 1..11, "does not
  // exceed" 10), failure at 12T.
  const auto m = runOnce(
      scenario("SAW", 2, 5),
      {{"lan.failRate", "100"}, {"protocol.saw", R"({"timeoutMethod":"constant","timeout":20000,"retransLimit":10})"}},
      1);
  EXPECT_EQ(m.at("messages"), 5);
  EXPECT_EQ(m.at("failures"), 5);
  EXPECT_EQ(m.at("retr_min"), 11);
  EXPECT_EQ(m.at("retr_max"), 11);
  EXPECT_EQ(m.at("lat_min"), 12 * 20000);
  EXPECT_EQ(m.at("lat_max"), 12 * 20000);
}

TEST(Msaw, UnicastRetransmissionsCountPerReceiverAndStillFailAtTheLimit) {
  const auto m = runOnce(
      scenario("SAW", 3, 2),
      {{"lan.failRate", "100"},
       {"protocol.saw", R"({"timeoutMethod":"constant","timeout":30000,"retransLimit":2,"retrans":"unicast"})"}},
      1);
  EXPECT_EQ(m.at("failures"), 2);
  // Each receiver's timer expires at T, 2T, 3T (retransmissions 1..3) and the 4th expiry fails the
  // message; the first receiver to get there ends it, after the others had their 3 each.
  EXPECT_EQ(m.at("lat_max"), 4 * 30000);
  EXPECT_GE(m.at("retr_min"), 3);
}

TEST(Msaw, TheFormulaTimeoutIsDPlusRAPlusSawrandPlusTheIncrement) {
  // Section 4.4's timeouts: 67384 / 122624 / 177864 (89384 / 144624 / 199864 with SAWrand 22000).
  const int r[] = {20, 40, 60};
  const int plain[] = {67384, 122624, 177864};
  const int rand[] = {89384, 144624, 199864};
  for (int i = 0; i < 3; ++i) {
    auto a = load(scenario("SAW", r[i], 1), {{"protocol.saw.timeout", std::to_string(2250 * r[i])}});
    ASSERT_TRUE(a.sim);
    EXPECT_NE(topology(*a.sim).find("\"timeout_bits\":" + std::to_string(plain[i])), std::string::npos);
    auto b = load(scenario("SAW", r[i], 1),
                  {{"protocol.saw.timeout", std::to_string(2250 * r[i])}, {"protocol.saw.randWait", "22000"}});
    ASSERT_TRUE(b.sim);
    EXPECT_NE(topology(*b.sim).find("\"timeout_bits\":" + std::to_string(rand[i])), std::string::npos);
  }
}

TEST(Msaw, LostFramesAreRecoveredAndDuplicatesReAcknowledged) {
  auto lr = load(scenario("SAW", 5, 200), {{"lan.failRate", "5"}, {"protocol.saw.timeout", "20000"}});
  ASSERT_TRUE(lr.sim);
  lr.sim->run();
  const auto m = toMap(lr.sim->summary());
  EXPECT_EQ(m.at("messages"), 200);
  EXPECT_EQ(m.at("failures"), 0);
  EXPECT_GT(m.at("retr_total"), 0);
  EXPECT_GT(m.at("mac_tx_drops") + m.at("mac_rx_drops"), 0);
  // More ACKs than 5 per message: duplicates (data retransmitted after a lost ACK) are re-ACKed.
  EXPECT_GT(m.at("acks_per_message"), 5.0);
}

TEST(Msaw, SawrandSpreadsTheAcksAndCutsCollisions) {
  const Json s = scenario("SAW", 20, 100);
  const auto plain = runMean(s, {}, 2);
  const auto randed = runMean(s, {{"protocol.saw.randWait", "22000"}}, 2);
  EXPECT_LT(randed.at("collisions_per_message"), 0.5 * plain.at("collisions_per_message"));
}

TEST(Msaw, TheSenderPanelShowsTheAckVectorAndTimers) {
  auto lr = load(scenario("SAW", 3, 5), {});
  ASSERT_TRUE(lr.sim);
  lr.sim->step(3);
  JsonWriter w;
  lr.sim->entities()[0]->inspect(w);
  const std::string s = w.str();
  EXPECT_NE(s.find("\"state\":\"WAIT\""), std::string::npos) << s;
  EXPECT_NE(s.find("\"acks\":[{\"receiver\":\"R1\",\"acked\":false"), std::string::npos) << s;
  EXPECT_NE(s.find("\"timers\":[{\"name\":\"retransmission\",\"deadline_ns\":"), std::string::npos) << s;
  EXPECT_NE(s.find("\"for\":\"all\""), std::string::npos) << s;
  EXPECT_NE(s.find("\"link\":{\"layer\":\"ethernet-mac\""), std::string::npos) << s;
  JsonWriter r;
  lr.sim->entities()[1]->inspect(r);
  EXPECT_NE(r.str().find("\"expected\":"), std::string::npos) << r.str();
  EXPECT_NE(r.str().find("\"timers\":[]"), std::string::npos) << r.str();
}

// ---- MBAP ---------------------------------------------------------------------------------

TEST(Mbap, TheEquivalentUnicastBlockProtocolTakesRTimesNDPlusAPerBlock) {
  const auto m = runOnce(scenario("BAP", 2, 20), {{"protocol.mode", "\"unicast\""}, {"protocol.bap.window", "5"}}, 1);
  EXPECT_EQ(m.at("messages"), 20);
  EXPECT_EQ(m.at("lat_min"), 2 * (5 * 12144 + 512));
  EXPECT_EQ(m.at("lat_max"), 2 * (5 * 12144 + 512));
  EXPECT_DOUBLE_EQ(m.at("rt_mean"), 1.0);
  EXPECT_EQ(m.at("acks_per_message"), 2.0 / 5.0);
}

TEST(Mbap, OneAckPerReceiverPerWindowWithoutErrors) {
  for (int n : {1, 5, 10}) {
    const auto m = runOnce(scenario("BAP", 10, 450), {{"protocol.bap.window", std::to_string(n)}}, 1);
    EXPECT_EQ(m.at("messages"), 450);
    EXPECT_DOUBLE_EQ(m.at("acks_per_message"), 10.0 / n) << "window " << n;
    EXPECT_EQ(m.at("retr_total"), 0);
    EXPECT_GE(m.at("lat_min"), n * 12144 + 10 * 512);  // never below the bound (4.19)
  }
}

TEST(Mbap, AWindowFailsAfterLimitPlusOneRetransmissionsWhenEveryFrameIsLost) {
  const auto m =
      runOnce(scenario("BAP", 2, 10),
              {{"lan.failRate", "100"},
               {"protocol.bap", R"({"window":5,"pktTimeoutMethod":"constant","pktTimeout":50000,"retransLimit":3})"}},
              1);
  EXPECT_EQ(m.at("failures"), 10);
  EXPECT_EQ(m.at("retr_min"), 4);
  EXPECT_EQ(m.at("lat_max"), 5 * 50000);
}

TEST(Mbap, TheSampleHeadersTimeoutIs115680) {
  // §3.5: n = 1, r = 3, BAPrand 6000, t = 95000, increment 1000 -> BAPPktT=115680.
  auto lr = load(scenario("BAP", 3, 10),
                 {{"protocol.bap", R"({"window":1,"randWait":6000,"ackTimeout":95000,"pktTimeout":1000})"}});
  ASSERT_TRUE(lr.sim);
  lr.sim->run();
  const std::string out = ethernetThesisOutput(*lr.sim);
  EXPECT_EQ(out.rfind("Pkts=10 Recs=3 Data=1518 Ack=64 FailRate=0 Reps=1 Proto=BAP BAPWin=1 BAPPktT=115680\n", 0), 0u)
      << out.substr(0, 200);
  // One line per packet: pktID size winSize startT endT timeElap timePkt retrans fail; each
  // startT is the previous endT.
  EXPECT_NE(out.find("\n 1 1518 1 0 "), std::string::npos) << out.substr(0, 300);
}

TEST(Mbap, SequenceNumbersRunModulo2N) {
  auto lr = load(scenario("BAP", 2, 30), {{"protocol.bap.window", "4"}});
  ASSERT_TRUE(lr.sim);
  lr.sim->run();
  int seen = 0;
  for (const auto& r : lr.sim->trace().tail(1 << 16)) {
    if (r.kind != 130) continue;  // data-sent: size = message id (1-based)
    EXPECT_EQ(r.seq, (r.size - 1) % 8);
    ++seen;
  }
  EXPECT_EQ(seen, 30);
}

TEST(Mbap, LostFramesAreRecoveredWhenTheTimerAlwaysReAcknowledges) {
  const auto m = runOnce(
      scenario("BAP", 5, 100),
      {{"lan.failRate", "3"}, {"protocol.bap", R"({"window":5,"ackTimerMode":"always","pktTimeout":20000})"}}, 1);
  EXPECT_EQ(m.at("messages"), 100);
  EXPECT_EQ(m.at("failures"), 0);
  EXPECT_GT(m.at("retr_total"), 0);
}

// ---- Bad input ------------------------------------------------------------------------------

namespace {
std::vector<std::string> errors(const Overrides& ov, const std::string& proto = "SAW") {
  return load(scenario(proto, 5, 10), ov).errors;
}
bool hasError(const std::vector<std::string>& errs, const std::string& text) {
  for (const auto& e : errs)
    if (e.find(text) != std::string::npos) return true;
  return false;
}
}  // namespace

TEST(EthernetScenario, OutOfRangeParametersAreRejectedWithFieldRangeAndReason) {
  EXPECT_TRUE(hasError(errors({{"protocol.dataSize", "20"}}),
                       "protocol.dataSize: must be in [64, 1518] (got 20): an Ethernet frame is 64 to 1518 bytes"));
  EXPECT_TRUE(hasError(errors({{"protocol.dataSize", "2000"}}), "protocol.dataSize: must be in [64, 1518] (got 2000)"));
  EXPECT_TRUE(
      hasError(errors({{"protocol.bap.window", "0"}}, "BAP"), "protocol.bap.window: must be in [1, 100] (got 0)"));
  EXPECT_TRUE(hasError(errors({{"lan.receivers", "1"}}), "lan.receivers: must be in [2, 100] (got 1)"));
  EXPECT_TRUE(hasError(errors({{"lan.failRate", "150"}}), "lan.failRate: must be <= 100"));
  EXPECT_TRUE(
      hasError(errors({{"protocol.saw", R"({"timeoutMethod":"constant","timeout":20000,"randWait":30000})"}}),
               "protocol.saw.randWait: SAWrand (30000 bit times) must not exceed the SAW timeout (20000 bit times)"));
  EXPECT_TRUE(hasError(errors({{"protocol.name", "\"GBN\""}}), "protocol.name: must be one of SAW, BAP"));
  EXPECT_TRUE(
      hasError(errors({{"lan.variant", "\"802.3\""}, {"lan.busLength", "2400"}, {"lan.propagationSpeed", "5e7"}}),
               "lan.busLength: the round trip"));
  EXPECT_TRUE(hasError(errors({{"lan.bitRate", "3000000"}}), "lan.bitRate: must divide 1e9"));
  EXPECT_TRUE(hasError(errors({{"protocol.sawx", "1"}}), "protocol.sawx: unknown field"));
  EXPECT_TRUE(errors({}).empty());
}

// Validation: the claims seed 000's text makes about its figures (the figure data are lost),
// asserted on reduced sweeps of our runs. Claim ids follow shared/research/polling.md §6; the full
// sweeps and the claims that do not hold are in `npm run reproduce -- polling`.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <sstream>

#include "scenario/loader.h"

using namespace ps;

namespace {

std::string scenario(const std::string& name) {
  std::ifstream in(std::string(PROTOSCOPE_ROOT) + "/scenarios/" + name);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Runs the Fig. 4 scenario (the paper's graph and defaults) with overrides; returns the summary.
std::map<std::string, double> paper(const std::string& proto, int n,
                                    std::vector<std::pair<std::string, std::string>> set = {},
                                    const std::string& file = "polling-fig4-throughput.json") {
  LoadOptions o;
  o.traceEnabled = false;
  o.overrides = {{"protocol.name", proto}, {"receivers.count", std::to_string(n)}};
  o.overrides.insert(o.overrides.end(), set.begin(), set.end());
  auto r = loadScenario(scenario(file), o);
  EXPECT_TRUE(r.sim) << (r.errors.empty() ? "" : r.errors[0]);
  std::map<std::string, double> m;
  if (!r.sim) return m;
  r.sim->run();
  for (const auto& [k, v] : r.sim->summary()) m[k] = v;
  EXPECT_EQ(m["completed"], 1) << proto << " N=" << n;
  return m;
}

}  // namespace

TEST(PollingClaims, I2_NoImplosionForThePollingProtocolsAtFourHundredReceivers) {
  for (const char* p : {"prp", "psew", "rbp", "pep"}) {
    const auto m = paper(p, 400);
    EXPECT_EQ(m.at("implosion_losses"), 0) << p;
    EXPECT_EQ(m.at("response_overflow_drops"), 0) << p;
  }
}

TEST(PollingClaims, I3_T1_C1_PetImplodesAtFiftyReceivers) {
  const auto one = paper("pet", 1), fifty = paper("pet", 50);
  EXPECT_EQ(one.at("implosion_losses"), 0);
  EXPECT_GT(fifty.at("implosion_losses"), 40000);                             // "mais de 40 mil"
  EXPECT_LT(fifty.at("throughput_kbps"), 0.6 * one.at("throughput_kbps"));    // T1
  EXPECT_GT(fifty.at("network_cost_mbit"), 3 * one.at("network_cost_mbit"));  // C1
}

TEST(PollingClaims, T2_LosslessPsewIsFlatWithGroupSize) {
  const auto one = paper("psew", 1), all = paper("psew", 400);
  EXPECT_LT(std::abs(one.at("throughput_kbps") - all.at("throughput_kbps")) / one.at("throughput_kbps"), 0.001);
  // The paper says "superior a 640 Kbits/s"; ours is 637.7, the closed-form value of the digest
  // (§6.8). Asserted within 1%.
  EXPECT_GT(all.at("throughput_kbps"), 634);
}

TEST(PollingClaims, T7_C2_C5_PrpFallsSharplyAndCostsMost) {
  const auto prp1 = paper("prp", 1), prp400 = paper("prp", 400);
  EXPECT_LT(prp400.at("throughput_kbps"), 0.5 * prp1.at("throughput_kbps"));
  const auto psew = paper("psew", 400), rbp = paper("rbp", 400), pep = paper("pep", 400);
  for (const auto* m : {&psew, &rbp, &pep}) {
    EXPECT_LT(m->at("network_cost_mbit"), prp400.at("network_cost_mbit"));
    EXPECT_LT(m->at("network_cost_mbit"), 8 * 1.3);  // "bem próximo" to the 8 Mbit optimum
  }
  EXPECT_LE(psew.at("network_cost_mbit"), rbp.at("network_cost_mbit"));
  // T6 (enqueue reading): PeP ahead of RBP at N = 400
  EXPECT_GE(pep.at("throughput_kbps"), rbp.at("throughput_kbps"));
}

TEST(PollingClaims, W1_ThroughputGrowsWithTheWindow) {
  for (const char* p : {"psew", "pep"}) {
    const auto small = paper(p, 400, {{"protocol.ws", "50"}}, "polling-fig2-window.json");
    const auto large = paper(p, 400, {{"protocol.ws", "400"}}, "polling-fig2-window.json");
    EXPECT_GT(large.at("throughput_kbps"), small.at("throughput_kbps")) << p;
    EXPECT_GE(small.at("throughput_kbps"), 160) << p;  // W3
  }
}

TEST(PollingClaims, T5_UnderTheWireReadingPepBeatsPsewForSmallGroups) {
  for (int n : {1, 50}) {
    const auto pep = paper("pep", n, {{"protocol.send", "wire"}});
    const auto psew = paper("psew", n, {{"protocol.send", "wire"}});
    EXPECT_GT(pep.at("throughput_kbps"), psew.at("throughput_kbps")) << "N=" << n;
  }
}

TEST(PollingClaims, C6_T10_WithLossEveryoneCostsMoreAndPrpFallsBehind) {
  std::map<std::string, double> thr;
  for (const char* p : {"prp", "psew", "rbp", "pep"}) {
    const auto lossless = paper(p, 100);
    const auto lossy = paper(p, 100, {{"network.loss", "0.001"}});
    EXPECT_EQ(lossy.at("receivers_complete"), 100) << p;
    EXPECT_GT(lossy.at("network_cost_mbit"), lossless.at("network_cost_mbit")) << p;
    EXPECT_GT(lossy.at("retransmissions"), 0) << p;
    thr[p] = lossy.at("throughput_kbps");
  }
  EXPECT_LT(thr["prp"], thr["rbp"]);
  EXPECT_LT(thr["prp"], thr["pep"]);
}

TEST(PollingClaims, B1_ThroughputGrowsWithBandwidth) {
  double last = 0;
  for (const char* bw : {"250000", "1000000", "4000000"}) {
    const auto m = paper("psew", 400, {{"network.bandwidth", bw}}, "polling-fig5-bandwidth.json");
    EXPECT_GT(m.at("throughput_kbps"), last) << bw;
    last = m.at("throughput_kbps");
  }
}

// The IP network extension: transit-stub generator, multicast trees, teaching topologies,
// validation of bad input, and the foundation's p2p scenarios unchanged.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <sstream>

#include "net/ip_topology.h"
#include "net/network.h"
#include "net/transit_stub.h"
#include "scenario/loader.h"

using namespace ps;

namespace {

std::string readFile(const std::string& rel) {
  std::ifstream in(std::string(PROTOSCOPE_ROOT) + "/" + rel);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::map<std::string, double> summaryOf(Simulation& sim) {
  std::map<std::string, double> m;
  for (const auto& [k, v] : sim.summary()) m[k] = v;
  return m;
}

std::vector<std::string> errorsOf(const std::string& json) { return loadScenario(json).errors; }

bool anyContains(const std::vector<std::string>& errs, const std::string& needle) {
  for (const auto& e : errs)
    if (e.find(needle) != std::string::npos) return true;
  return false;
}

}  // namespace

TEST(TransitStub, TheGeneratorIsDeterministic) {
  TransitStubSpec s;
  s.seed = 79;
  const auto a = generateTransitStub(s), b = generateTransitStub(s);
  ASSERT_EQ(a.edges.size(), b.edges.size());
  for (std::size_t i = 0; i < a.edges.size(); ++i) {
    EXPECT_EQ(a.edges[i].a, b.edges[i].a);
    EXPECT_EQ(a.edges[i].length, b.edges[i].length);
  }
  EXPECT_EQ(a.nodes.size(), 450u);
  for (const auto& n : a.nodes) {
    EXPECT_GE(n.x, 0);
    EXPECT_LE(n.x, 1);
    EXPECT_GE(n.y, 0);
    EXPECT_LE(n.y, 1);
  }
}

TEST(TransitStub, TheDefaultInstanceMatchesThePapersGraph) {
  // seed 000 §4.2: 450 nodes + sender, diameter 16 hops, tree height 11, 411 ms to the deepest
  // leaf, max unloaded latency 622 ms, farthest receiver 11 hops away.
  auto r = loadScenario(R"({"version":1,"model":"polling","receivers":{"count":1},"protocol":{"name":"psew"}})");
  ASSERT_TRUE(r.sim) << r.errors[0];
  auto m = summaryOf(*r.sim);
  EXPECT_EQ(m["topo_nodes"], 451);
  EXPECT_EQ(m["topo_diameter_hops"], 16);
  EXPECT_EQ(m["tree_height_hops"], 11);
  EXPECT_NEAR(m["tree_latency_ms"], 411, 0.01);
  EXPECT_NEAR(m["max_latency_ms"], 622, 3);
  EXPECT_EQ(m["first_receiver_hops"], 11);
  EXPECT_NEAR(m["first_receiver_latency_ms"], 411, 0.01);
}

TEST(Multicast, TheTreeIsTheUnionOfUnicastRoutesAndCopiesAtBranchPoints) {
  Simulation sim(1);
  Network net(sim);
  // s - a - b - {c, d}: the tree from s to {c, d} branches at b.
  for (const char* n : {"s", "a", "b", "c", "d"}) {
    Network::NodeInfo info;
    info.name = n;
    info.kind = "router";
    net.addNode(info);
  }
  LinkSpec l;
  l.a = 0;
  l.b = 1;
  net.addLink(l);
  l.a = 1;
  l.b = 2;
  net.addLink(l);
  l.a = 2;
  l.b = 3;
  net.addLink(l);
  l.a = 2;
  l.b = 4;
  net.addLink(l);
  net.setRouteMetric(RouteMetric::kHops);
  net.computeRoutes();
  const std::uint32_t g = net.createGroup(0, {3, 4}, "g");
  EXPECT_EQ(net.group(g).height, 3u);
  EXPECT_EQ(net.treeDirections(g).size(), 4u);
  const PacketId p = sim.packets().alloc();
  sim.packets()[p].dst = g;
  sim.packets()[p].sizeBytes = 100;
  net.send(0, p);
  sim.run();
  // Each tree link carried the packet once; the sender's link did not carry two copies.
  for (std::uint32_t d = 0; d < net.directionCount(); ++d) {
    const auto& dir = net.direction(d);
    const bool down = dir.from < dir.to;
    EXPECT_EQ(dir.sentPackets, down ? 1u : 0u) << dir.from << "->" << dir.to;
  }
  EXPECT_EQ(sim.packets().live(), 0u);  // delivered copies without a handler were released
}

TEST(Multicast, UnicastAndMulticastPathsAgreeOnTheTransitStubGraph) {
  auto r = loadScenario(R"({"version":1,"model":"polling","receivers":{"count":400},"protocol":{"name":"psew"}})");
  ASSERT_TRUE(r.sim);
  auto m = summaryOf(*r.sim);
  EXPECT_EQ(m["data_tree_height_hops"], 11);
}

TEST(TeachingTopologies, StarAndDumbbellBuildWithHostsAsReceivers) {
  auto star = loadScenario(
      R"({"version":1,"model":"polling","network":{"topology":"star","star":{"hosts":5}},"receivers":{"count":5},"protocol":{"name":"pet","dp":20,"ws":10}})");
  ASSERT_TRUE(star.sim) << star.errors[0];
  star.sim->run();
  EXPECT_EQ(summaryOf(*star.sim)["receivers_complete"], 5);
  auto bell = loadScenario(
      R"({"version":1,"model":"polling","network":{"topology":"dumbbell","dumbbell":{"hosts":3}},"receivers":{"count":3},"protocol":{"name":"rbp","dp":20,"ws":10}})");
  ASSERT_TRUE(bell.sim) << bell.errors[0];
  bell.sim->run();
  EXPECT_EQ(summaryOf(*bell.sim)["completed"], 1);
}

// ---- Bad input: field, range and reason --------------------------------------------------------

TEST(PollingValidation, ADisconnectedTopologyIsRejected) {
  const auto errs = errorsOf(R"({"version":1,"model":"polling","network":{"topology":"explicit","sender":"s",
    "nodes":[{"name":"s"},{"name":"a"},{"name":"b"}],"links":[{"a":"s","b":"a"}]},"receivers":{"count":1},"protocol":{"name":"psew"}})");
  ASSERT_FALSE(errs.empty());
  EXPECT_TRUE(anyContains(errs, "network.links: the network is disconnected")) << errs[0];
  EXPECT_TRUE(anyContains(errs, "\"b\" cannot be reached"));
}

TEST(PollingValidation, MoreReceiversThanNodesIsRejected) {
  const auto errs = errorsOf(R"({"version":1,"model":"polling","receivers":{"count":451},"protocol":{"name":"psew"}})");
  ASSERT_FALSE(errs.empty());
  EXPECT_TRUE(anyContains(errs, "receivers.count: must be <= 450 (got 451)")) << errs[0];
}

TEST(PollingValidation, AProbabilityOutsideZeroOneIsRejected) {
  for (const char* p : {"0", "1.5", "-0.1"}) {
    const auto errs = errorsOf(
        std::string(R"({"version":1,"model":"polling","receivers":{"count":2},"protocol":{"name":"prp","p":)") + p +
        "}}");
    ASSERT_FALSE(errs.empty()) << p;
    EXPECT_TRUE(anyContains(errs, "protocol.p: must be")) << errs[0];
    EXPECT_TRUE(anyContains(errs, "allowed (0, 1]): receivers answer each DATA with probability p")) << errs[0];
  }
}

TEST(PollingValidation, ABucketOfZeroTokensIsRejected) {
  const auto errs =
      errorsOf(R"({"version":1,"model":"polling","receivers":{"count":2},"protocol":{"name":"rbp","bucket":0}})");
  ASSERT_FALSE(errs.empty());
  EXPECT_TRUE(anyContains(errs, "protocol.bucket: must be in [1, 1000000] (got 0)")) << errs[0];
  EXPECT_TRUE(anyContains(errs, "never send a POLL"));
}

// ---- The foundation's scenarios keep their behaviour ------------------------------------------

TEST(IpNetwork, TheFoundationScenariosKeepTheirTraceHashes) {
  for (const auto& [file, hash] :
       std::vector<std::pair<std::string, std::string>>{{"scenarios/queue-overflow.json", "87bebb542c5f5b10"},
                                                        {"scenarios/two-hosts-one-link.json", "edc6b9bc61fe1809"}}) {
    auto r = loadScenario(readFile(file));
    ASSERT_TRUE(r.sim) << file;
    r.sim->run();
    EXPECT_EQ(r.sim->trace().hashHex(), hash) << file;
  }
}

// Scenario loading and validation: every error names the field, the allowed range and what was given.
#include <gtest/gtest.h>

#include "scenario/loader.h"
#include "scenario/sweep.h"

using namespace ps;

namespace {
std::string firstError(const std::string& json) {
  const LoadResult r = loadScenario(json);
  return r.errors.empty() ? "" : r.errors[0];
}
std::string allErrors(const std::string& json) {
  std::string out;
  for (const auto& e : loadScenario(json).errors) out += e + "\n";
  return out;
}
const char* kLinks = R"("network": {"nodes": [{"name": "A"}, {"name": "B"}, {"name": "C"}, {"name": "D"}],
  "links": [{"a": "A", "b": "B"}, {"a": "B", "b": "C"}, {"a": "C", "b": "D"}, {"a": "A", "b": "D", "bandwidth": -5}]})";
}  // namespace

TEST(Scenario, ANegativeBandwidthNamesTheLinkTheRangeAndTheValue) {
  const std::string e = firstError(std::string(R"({"version": 1, "model": "p2p", )") + kLinks + "}");
  EXPECT_EQ(e,
            "network.links[3].bandwidth: must be >= 1 (got -5; allowed [1, 1000000000000]): the engine counts rates "
            "in whole bits per second, so a rate below 1 bit/s would be 0");
}

TEST(Scenario, MalformedJsonSaysWhere) {
  const std::string e = firstError("{\"version\": 1,\n \"model\": }");
  EXPECT_EQ(e, "scenario: not valid JSON: line 2, column 11: unexpected '}'; expected '[', '{', or a literal");
}

TEST(Scenario, MissingVersionAndUnknownModelAreReported) {
  const std::string e = allErrors(R"({"model": "warp-drive"})");
  EXPECT_NE(e.find("version: is required"), std::string::npos) << e;
  EXPECT_NE(e.find("model: unknown model \"warp-drive\" (allowed: p2p"), std::string::npos) << e;
}

TEST(Scenario, AWrongVersionIsRejected) {
  EXPECT_EQ(firstError(R"({"version": 2, "model": "p2p"})"), "version: must be in [1, 1] (got 2)");
}

TEST(Scenario, TyposInFieldNamesAreCaught) {
  const std::string e = allErrors(R"({"version": 1, "model": "p2p",
    "network": {"nodes": [{"name": "A"}, {"name": "B"}], "links": [{"a": "A", "b": "B", "bandwith": 5}]}})");
  EXPECT_NE(e.find("network.links[0].bandwith: unknown field"), std::string::npos) << e;
}

TEST(Scenario, UnknownNodesAndSelfLinksAndDisconnectedNetworksAreRejected) {
  EXPECT_NE(allErrors(R"({"version": 1, "model": "p2p", "network": {"nodes": [{"name": "A"}, {"name": "B"}],
    "links": [{"a": "A", "b": "Z"}]}})")
                .find("network.links[0].b: no node named \"Z\""),
            std::string::npos);
  EXPECT_NE(allErrors(R"({"version": 1, "model": "p2p", "network": {"nodes": [{"name": "A"}, {"name": "B"}],
    "links": [{"a": "A", "b": "A"}]}})")
                .find("network.links[0]: a link must join two different nodes"),
            std::string::npos);
  EXPECT_NE(
      allErrors(R"({"version": 1, "model": "p2p", "network": {"nodes": [{"name": "A"}, {"name": "B"}, {"name": "C"}],
    "links": [{"a": "A", "b": "B"}]}})")
          .find("network.links: the network is disconnected"),
      std::string::npos);
}

TEST(Scenario, AProbabilityAboveOneIsRejectedWithItsRange) {
  EXPECT_EQ(firstError(R"({"version": 1, "model": "p2p", "network": {"nodes": [{"name": "A"}, {"name": "B"}],
    "links": [{"a": "A", "b": "B", "loss": 1.5}]}})"),
            "network.links[0].loss: must be <= 1 (got 1.5; allowed [0, 1])");
}

TEST(Scenario, HostileInputIsRejectedWithoutCrashing) {
  std::string deep(100000, '[');
  EXPECT_NE(firstError(deep).find("nesting deeper than 64 levels"), std::string::npos);
  EXPECT_FALSE(firstError("").empty());
  EXPECT_FALSE(firstError("\"just a string\"").empty());
  EXPECT_FALSE(firstError(R"({"version": 1, "model": "p2p", "network": [1, 2]})").empty());
  EXPECT_FALSE(firstError(R"({"version": 1e400})").empty());
}

TEST(Scenario, SetOverridesAFieldByPath) {
  LoadOptions o;
  o.overrides = {{"network.links[0].bandwidth", "-1"}};
  const LoadResult r =
      loadScenario(std::string(R"({"version": 1, "model": "p2p", "network": {"nodes": [{"name": "A"}, {"name": "B"}],
    "links": [{"a": "A", "b": "B"}]}})"),
                   o);
  ASSERT_FALSE(r.errors.empty());
  EXPECT_EQ(r.errors[0].rfind("network.links[0].bandwidth: must be >= 1", 0), 0u) << r.errors[0];
}

TEST(Sweep, ExpandsAGridOfParametersInOrder) {
  Json root;
  std::string err;
  ASSERT_TRUE(parseJson(
      R"({"sweep": {"parameters": [{"path": "a", "values": [1, 2]}, {"path": "b", "values": ["x", "y", "z"]}], "reps": 4}})",
      root, err));
  SweepSpec s;
  ASSERT_TRUE(expandSweep(root, s, err)) << err;
  ASSERT_EQ(s.points.size(), 6u);
  EXPECT_EQ(s.points[0].label, "a=1 b=x");
  EXPECT_EQ(s.points[5].label, "a=2 b=z");
  EXPECT_EQ(s.reps, 4);
}

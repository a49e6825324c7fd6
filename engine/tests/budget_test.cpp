// Resource budgets (scenario/budget.h): every model estimates memory and events before building,
// the estimates bound what shipped scenarios really use, and scenarios over the budget are refused
// with the fields to change (issue 14: defects 3, 6 and 7, "budgets known before running").
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>

#include "heap_counter.h"
#include "scenario/loader.h"
#include "scenario/model_registry.h"
#include "test_support.h"

using namespace ps;
using ps::testing::joined;

namespace {

std::vector<std::string> shippedScenarios() {
  std::vector<std::string> out;
  for (const auto& e : std::filesystem::directory_iterator(std::string(PROTOSCOPE_ROOT) + "/scenarios"))
    if (e.path().extension() == ".json" && e.path().filename() != "schema.json") out.push_back(e.path().filename());
  std::sort(out.begin(), out.end());
  return out;
}

Json parseFile(const std::string& name) {
  Json j;
  std::string err;
  EXPECT_TRUE(parseJson(ps::testing::readScenarioFile(name), j, err)) << name << ": " << err;
  return j;
}

Estimate estimateOf(const Json& root, const LoadOptions& o = {}) {
  std::vector<std::string> errors;
  Estimate e = estimateScenario(root, o, errors);
  EXPECT_TRUE(errors.empty()) << errors[0];
  return e;
}

}  // namespace

TEST(Budget, EveryModelHasAnEstimator) {
  for (const auto& m : modelRegistry()) EXPECT_NE(m.estimate, nullptr) << m.name << " registers no estimator";
}

// The estimates against what each shipped scenario really does: memory at least the measured heap
// peak of loading and running it, events at least the events executed; and neither absurdly far
// above (the table printed here is the one in README "Budgets").
TEST(Budget, EstimatesBoundWhatShippedScenariosUse) {
  std::printf("%-42s %12s %12s %12s %12s\n", "scenario", "peak heap", "estimate", "events", "estimate");
  for (const auto& name : shippedScenarios()) {
    SCOPED_TRACE(name);
    LoadOptions o;
    if (name == "stress-pet-400.json") o.overrides = {{"stopTime", "2"}};  // 10 s of CPU otherwise
    Json root = parseFile(name);
    for (const auto& [path, value] : o.overrides) {
      std::string err;
      ASSERT_TRUE(setJsonPath(root, path, value, err));
    }
    const Estimate e = estimateOf(root);
    const std::size_t before = ps::testing::heapBytes();
    ps::testing::resetHeapPeak();
    std::uint64_t events = 0;
    {
      LoadResult r = loadScenario(root);
      ASSERT_TRUE(r.sim) << joined(r.errors);
      r.sim->run();
      events = r.sim->eventsExecuted();
    }
    const double peak = static_cast<double>(ps::testing::heapPeak() - before);
    std::printf("%-42s %12.0f %12.0f %12llu %12.0f\n", name.c_str(), peak, e.bytes(),
                static_cast<unsigned long long>(events), e.events());
    EXPECT_GE(e.bytes(), peak);
    EXPECT_LE(e.bytes(), 32e6 + 20 * peak);
    EXPECT_GE(e.events(), static_cast<double>(events));
    EXPECT_LE(e.events(), 1e5 + 40 * static_cast<double>(events));
  }
}

TEST(Budget, AHugeEventRateIsRefusedNamingTheRateAndTheSize) {
  // 1e12 bit/s in 1-byte packets: gigabytes in the first simulated millisecond (defect 6).
  LoadOptions o;
  o.overrides = {{"traffic[0].rate", "1e12"}, {"traffic[0].packetSize", "1"}};
  const LoadResult r = ps::testing::loadFile("two-hosts-one-link.json", o);
  ASSERT_FALSE(r.sim);
  const std::string e = joined(r.errors);
  EXPECT_NE(e.find("traffic[0].rate, traffic[0].packetSize, stopTime: about 1.3e+12 events"), std::string::npos) << e;
  EXPECT_NE(e.find("over the event budget"), std::string::npos) << e;
  // An explicit budget raises it (the run itself would be stopped by the run-time limit).
  o.budget.events = 1e13;
  EXPECT_TRUE(ps::testing::loadFile("two-hosts-one-link.json", o).sim);
}

TEST(Budget, LargeTraceAndMetricCapsAreRefusedInTheBrowserAndAllowedNatively) {
  // trace.capacity 2^24 is 671 MB of ring, metrics.cap 1e7 at 1 µs sampling 787 MB (defect 7).
  LoadOptions browser;
  browser.budget = Budget::browser();
  browser.overrides = {{"trace.capacity", "16777216"}};
  LoadResult r = ps::testing::loadFile("two-hosts-one-link.json", browser);
  ASSERT_FALSE(r.sim);
  EXPECT_NE(joined(r.errors).find("trace.capacity: about 671 MB for a ring of 1.7e+07 event records"),
            std::string::npos)
      << joined(r.errors);
  browser.overrides = {{"metrics.cap", "10000000"}, {"metrics.interval", "0.000002"}, {"stopTime", "100"}};
  r = ps::testing::loadFile("two-hosts-one-link.json", browser);
  ASSERT_FALSE(r.sim);
  EXPECT_NE(joined(r.errors).find("metrics.interval, metrics.cap: about"), std::string::npos) << joined(r.errors);
  // Natively the trace ring fits the default budget.
  LoadOptions native;
  native.overrides = {{"trace.capacity", "16777216"}};
  EXPECT_TRUE(ps::testing::loadFile("two-hosts-one-link.json", native).sim);
}

TEST(Budget, AMillionPacketQueueCostsItsContentNotItsLimit) {
  // Queues used to reserve their capacity: 4.8 GB and 11 s before the first event (defect 3).
  LoadOptions o;
  o.overrides = {{"network.queue", "1000000"}, {"stopTime", "3"}};
  const std::size_t before = ps::testing::heapBytes();
  ps::testing::resetHeapPeak();
  LoadResult r = ps::testing::loadFile("polling-fig2-window.json", o);
  ASSERT_TRUE(r.sim) << joined(r.errors);
  r.sim->run();
  EXPECT_GT(r.sim->eventsExecuted(), 10000u);
  EXPECT_LT(ps::testing::heapPeak() - before, std::size_t{64} << 20);
}

TEST(Budget, AThousandParallelLinksWithMillionPacketQueuesLoadSmall) {
  std::string links;
  for (int i = 0; i < 1000; ++i) links += std::string(i ? "," : "") + R"({"a": "A", "b": "B", "queue": 1000000})";
  const std::string text = R"({"version": 1, "model": "p2p", "stopTime": 1,
    "network": {"nodes": [{"name": "A"}, {"name": "B"}], "links": [)" +
                           links + R"(]}, "traffic": [{"from": "A", "to": "B", "rate": 1e6}]})";
  const std::size_t before = ps::testing::heapBytes();
  ps::testing::resetHeapPeak();
  LoadResult r = loadScenario(text);
  ASSERT_TRUE(r.sim) << joined(r.errors);
  r.sim->run();
  EXPECT_LT(ps::testing::heapPeak() - before, std::size_t{64} << 20);
}

TEST(Budget, TheRunStopsCleanlyAtItsEventBudget) {
  LoadOptions o;
  o.budget.events = 1000;
  // Over the estimate's budget: refused before running...
  EXPECT_FALSE(ps::testing::loadFile("polling-star-pet-implosion.json", o).sim);
  // ...but a run whose estimate fits stops at the run-time limit when it runs longer.
  LoadResult r = ps::testing::loadFile("two-hosts-one-link.json", o);
  ASSERT_TRUE(r.sim);
  r.sim->setRunLimits(RunLimits{120, 0});
  r.sim->run();
  EXPECT_EQ(r.sim->eventsExecuted(), 120u);
  EXPECT_EQ(r.sim->stoppedBy(), StopReason::kEventBudget);
  EXPECT_TRUE(r.sim->finished());
  EXPECT_LT(r.sim->now(), r.sim->stopTime());
  EXPECT_EQ(r.sim->advanceTo(r.sim->stopTime()), 0u);  // stays stopped
}

TEST(Budget, TheWallClockLimitStopsARun) {
  LoadOptions o;
  o.overrides = {{"stopTime", "100000"}, {"traffic[0].stop", "100000"}};
  LoadResult r = ps::testing::loadFile("two-hosts-one-link.json", o);
  ASSERT_TRUE(r.sim);
  r.sim->setRunLimits(RunLimits{0, 0.05});
  r.sim->run();
  EXPECT_EQ(r.sim->stoppedBy(), StopReason::kWallBudget);
  EXPECT_LT(r.sim->now(), r.sim->stopTime());
}

TEST(Budget, BudgetSettingsParse) {
  Budget b = Budget::native();
  std::string err;
  EXPECT_TRUE(parseBudgetSetting("memory=8G", b, err));
  EXPECT_EQ(b.memoryBytes, 8.0 * (1ull << 30));
  EXPECT_TRUE(parseBudgetSetting("events=1e11", b, err));
  EXPECT_EQ(b.events, 1e11);
  EXPECT_TRUE(parseBudgetSetting("wall=60", b, err));
  EXPECT_EQ(b.wallSeconds, 60);
  EXPECT_FALSE(parseBudgetSetting("memory=8Q", b, err));
  EXPECT_NE(err.find("unknown unit"), std::string::npos);
  EXPECT_FALSE(parseBudgetSetting("speed=3", b, err));
  EXPECT_TRUE(parseBudgetSetting("none", b, err));
  EXPECT_EQ(b.memoryBytes, 0);
}

// The hot loop allocates nothing in steady state (DESIGN.md §7): after a warm-up, running many
// more events must not call operator new at all. Metric sampling is pushed out of the measured
// window (its series grow by design, once per interval, not per event).
#include <gtest/gtest.h>

#include "heap_counter.h"
#include "test_support.h"

using namespace ps;

namespace {
// Runs `file` to `warm` seconds, then to `end` seconds, and returns the events and allocations
// of the second stretch.
std::pair<std::uint64_t, long> steadyState(const char* file, double warm, double end,
                                           std::vector<std::pair<std::string, std::string>> extra = {}) {
  LoadOptions o;
  o.overrides = {{"metrics.interval", "100000"}, {"stopTime", formatNumber(end + 1)}};
  o.overrides.insert(o.overrides.end(), extra.begin(), extra.end());
  auto r = ps::testing::loadFile(file, o);
  EXPECT_TRUE(r.sim) << (r.errors.empty() ? "" : r.errors[0]);
  if (!r.sim) return {0, -1};
  r.sim->advanceTo(fromSeconds(warm));
  const std::uint64_t e0 = r.sim->eventsExecuted();
  const long a0 = ps::testing::allocationCount();
  r.sim->advanceTo(fromSeconds(end));
  return {r.sim->eventsExecuted() - e0, ps::testing::allocationCount() - a0};
}
}  // namespace

TEST(HotLoop, QueueOverflowRunsWithoutAllocating) {
  const auto [events, allocs] = steadyState("queue-overflow.json", 2, 60, {{"traffic[0].stop", "100"}});
  EXPECT_GT(events, 20000u);
  EXPECT_EQ(allocs, 0);
}

TEST(HotLoop, ThesisEthernetMsawRunsWithoutAllocating) {
  const auto [events, allocs] = steadyState("ethernet-ack-implosion.json", 0.02, 0.3, {{"protocol.packets", "2000"}});
  EXPECT_GT(events, 2000u);
  EXPECT_EQ(allocs, 0);
}

TEST(HotLoop, PollingForwardingRunsWithoutAllocating) {
  const auto [events, allocs] = steadyState("polling-star-psew-subgroups.json", 0.5, 1.5);
  EXPECT_GT(events, 1000u);
  EXPECT_EQ(allocs, 0);
}

TEST(HotLoop, PollingOnTheTransitStubNetworkRunsWithoutAllocating) {
  // The paper's 451-node network with 100 receivers: multicast copies at branch points and
  // RESPONSEs converging on the sender, all from the pools.
  const auto [events, allocs] = steadyState("polling-fig4-throughput.json", 3, 6, {{"receivers.count", "100"}});
  EXPECT_GT(events, 10000u);
  EXPECT_EQ(allocs, 0);
}

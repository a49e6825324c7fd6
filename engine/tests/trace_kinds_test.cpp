// The trace-kind allocator (core/trace_kinds.h): every family's table registers into one
// simulation without a clash, and a clash or a number outside every block fails loudly.
#include <gtest/gtest.h>

#include <set>
#include <stdexcept>
#include <string>

#include "core/simulation.h"
#include "net/ethernet_lan.h"
#include "protocols/multicast/multicast_common.h"
#include "protocols/polling/trace_kinds.h"

namespace ps {
namespace {

std::string line(const Simulation&, const TraceRecord&) { return "x"; }

TEST(TraceKinds, EveryFamilyRegistersIntoOneSimulationWithoutAClash) {
  Simulation sim(1);
  EXPECT_NO_THROW(EthernetLan::registerTraceKinds(sim));
  EXPECT_NO_THROW(registerMulticastTraceKinds(sim));
  EXPECT_NO_THROW(polling::registerPollingTraceKinds(sim));
  std::set<std::uint16_t> numbers;
  for (const auto& k : sim.traceKinds()) {
    EXPECT_TRUE(numbers.insert(k.kind).second) << k.name;
    EXPECT_NE(traceKindBlockOf(k.kind), nullptr) << k.name;
    EXPECT_NE(k.render, nullptr) << k.name << " has no log line";
  }
}

TEST(TraceKinds, ANumberRegisteredUnderTwoNamesThrows) {
  Simulation sim(1);
  sim.registerTraceKind({150, "first", "protocol", PacketRole::kNone, {}, line});
  EXPECT_THROW(sim.registerTraceKind({150, "second", "protocol", PacketRole::kNone, {}, line}), std::logic_error);
  // The same name again re-words the kind (what the Ethernet model does for the core drop kind).
  EXPECT_NO_THROW(sim.registerTraceKind({150, "first", "mac", PacketRole::kData, {}, line}));
  EXPECT_EQ(std::string(sim.traceKind(150)->category), "mac");
}

TEST(TraceKinds, ANumberOutsideEveryBlockThrows) {
  Simulation sim(1);
  EXPECT_THROW(sim.registerTraceKind({9999, "stray", "protocol", PacketRole::kNone, {}, line}), std::logic_error);
}

TEST(TraceKinds, BlocksAreDisjoint) { EXPECT_TRUE(traceKindBlocksDisjoint()); }

TEST(TraceKinds, JsonCarriesRoleAndFieldMeanings) {
  Simulation sim(1);
  registerMulticastTraceKinds(sim);
  JsonWriter w;
  writeTraceKind(w, *sim.traceKind(kMcDataSent));
  const std::string json = w.str();
  EXPECT_NE(json.find("\"role\":\"data\""), std::string::npos) << json;
  EXPECT_NE(json.find("\"size\":\"message\""), std::string::npos) << json;
  EXPECT_EQ(json.find("\"a\":"), std::string::npos) << "data-sent does not use field a: " << json;
}

}  // namespace
}  // namespace ps

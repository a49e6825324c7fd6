// Reading the "flows" list of a transport scenario into one FlowSpec per flow, with `count`
// copies expanded (copy k runs from host from+k to host to+k) and random starts drawn.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "../core/json.h"
#include "../core/simulation.h"
#include "../scenario/validator.h"
#include "apps/applications.h"
#include "topology/topology.h"
#include "transports.h"

namespace ps::transport {

struct FlowSpec {
  std::string name;  // "F3", or the scenario's name (with " k" for copies)
  const TransportKind* kind = nullptr;
  std::string from, to;
  SimTime start = 0, stop = kNever;
  AppSpec app;
  const Json* settings = nullptr;  // the flow's object for its transport kind (nullptr: none given)
  std::string path;                // "flows[2]": where the declaration is (copies share it)
  std::uint32_t copy = 0;
};

// Random streams of the model (Simulation::rngFor ids), away from the network's and the topology's.
constexpr std::uint64_t kFlowStreamBase = 0x5452'1000'0000ULL;   // + 16 * flow: the agents' streams
constexpr std::uint64_t kStartStreamBase = 0x5452'2000'0000ULL;  // + flow: the start-time draw

// Validates root["flows"] against the topology's host names (requiring each host it names) and
// returns the expanded flows. Problems go to `v` with their path.
std::vector<FlowSpec> readFlows(const Json& root, const Simulation& sim, Topology& topo, Validator& v);

}  // namespace ps::transport

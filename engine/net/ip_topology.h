// Builds a routed IP network (network.h) from a scenario's "network" section, for models that
// need one sender and a set of candidate receiver hosts (the polling protocols; seed 000 §4.2).
//
//   "network": {
//     "topology": "transit-stub" | "dumbbell" | "star" | "explicit",   (default transit-stub)
//     "bandwidth": 1e6, "delay": 0.01, "loss": 0, "queue": 50,          (every link unless listed)
//     "routing": "hops" | "delay",                                       (default hops: ns-2 static)
//     "senderLink": {"delay": 0.001, "queue": 0, "inboundQueue": 50},   (queue 0 = unbounded)
//     "transitStub": {"seed", "transitDomains", "transitNodes", "stubsPerTransit", "stubNodes",
//                     "alphaTop", "alphaTransit", "alphaStub", "attach": "T2.5" | "auto",
//                     "treeLatency": 0.410, "unitDelay": 0.01},
//     "dumbbell": {"hosts": 8, "bottleneckBandwidth": 1e6, "bottleneckDelay": 0.02, "bottleneckLoss": loss,
//     "accessDelay": 0.005}, "star": {"hosts": 8}, "nodes": [{"name", "kind", "x", "y"}], "links": [{"a", "b",
//     "bandwidth", "delay", "loss",
//               "queue", "queueBA"}], "sender": "name"                   (explicit only)
//   }
//
// Transit-stub (transit_stub.h): the sender is node 0, attached to a transit node by its own link
// (1 ms, outgoing queue unbounded, inbound queue 50: seed 000 §4.2). Edge lengths become delays
// scaled by one factor so that the deepest path of the sender's hop-count shortest-path tree is
// "treeLatency" minus the sender link (410 ms by default, so 411 ms with it, as in the paper);
// treeLatency 0 uses "unitDelay" per length unit (ns-2's converters: 10 ms). The default spec
// (seed 79, T = 3, NT = 6, K = 3, NS = 8, sender on T2.5) was calibrated to the paper's figures:
// 450 nodes, hop diameter 16, tree height 11, farthest node 11 hops away.
// "attach": "auto" picks the transit node with the largest hop eccentricity (ties: largest tree
// length, then lowest index).
// Dumbbell: sender — left router — (bottleneck) — right router — hosts. Star: sender and hosts
// around one router. Candidates are every node but the sender (transit-stub, explicit) or the
// hosts (dumbbell, star).
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "../core/json.h"
#include "../scenario/validator.h"
#include "network.h"

namespace ps {

struct IpTopology {
  std::uint32_t sender = 0;               // the sending host
  std::uint32_t attach = 0;               // the node at the other end of the sender's first link
  std::uint32_t senderOutDir = 0;         // the direction sender -> attach
  std::uint32_t senderInDir = 0;          // the direction attach -> sender (implosion happens here)
  std::vector<std::uint32_t> candidates;  // nodes that may hold a receiver, in a stable order
  std::string kind;
  std::vector<std::string> linkNames;
};

// Reads root["network"], builds `net` (routes computed) and returns the facts above. Errors go
// to `v` with their path; returns false when the network cannot be used.
bool buildIpTopology(const Json& root, Network& net, Validator& v, IpTopology& out);

// Measurements of a routed network seen from `source` (unloaded: propagation only).
struct IpMeasurements {
  std::uint32_t nodes = 0;
  std::uint32_t diameterHops = 0;    // longest routed path, hops (excluding `source`)
  std::uint32_t treeHeightHops = 0;  // longest route from source
  SimTime treeLatency = 0;           // largest propagation delay from source along routes
  SimTime maxLatency = 0;            // largest propagation delay of any routed path (excluding source)
};
IpMeasurements measureIp(const Network& net, std::uint32_t source);

// The size of the network root["network"] describes, read without building it, for resource
// estimates (scenario/budget.h; ip_topology_estimate.cpp). Tolerant of invalid input.
struct IpTopologyShape {
  double nodes = 0, links = 0;
  double height = 1;          // hops from the sender to the farthest node (an estimate)
  double queueSlots = 0;      // packets all the link queues can hold
  double minBandwidth = 1e6;  // bit/s of the slowest link
  std::string fields;         // the fields that set the size, for messages
};
IpTopologyShape estimateIpTopology(const Json& root);
class Estimate;
// Adds the network's own memory (nodes, links, route table) to `e`.
void estimateIpNetworkMemory(const IpTopologyShape& s, Estimate& e);

}  // namespace ps

// A transit-stub topology generator in the spirit of GT-ITM (Zegura, Calvert and Bhattacharjee,
// INFOCOM 1996; digest: shared/research/polling.md §7). Seeded and deterministic: the graph comes
// only from the spec and its seed, never from the run's seed, so every replication and every group
// size of an experiment runs on the same network (as in the paper, seed 000 §4.2).
//
// Generation (pure-random edge method, GT-ITM "method 3"):
//   1. T transit domains: a connected random graph over T points in a topScale square.
//   2. Each domain: NT transit nodes around the domain's point (transitScale square), connected
//      random graph with edge probability alphaTransit; each top-level edge joins a random node of
//      each of its two domains.
//   3. Each transit node: K stub domains of NS nodes (stubScale square around a point near the
//      transit node), connected random graph with alphaStub, attached to the transit node by one
//      edge from a random stub node.
//   A domain graph that comes out disconnected is redrawn. Edge length = rounded Euclidean
//   distance (at least 1), as GT-ITM stores it; the model turns lengths into delays.
// Node count = T * NT * (1 + K * NS): 3 * 6 * (1 + 3 * 8) = 450 by default.
//
// Not modelled: the Waxman and locality edge methods, extra transit-stub / stub-stub edges.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace ps {

struct TransitStubSpec {
  std::uint64_t seed = 1;
  std::uint32_t transitDomains = 3;   // T
  std::uint32_t transitNodes = 6;     // NT per domain
  std::uint32_t stubsPerTransit = 3;  // K
  std::uint32_t stubNodes = 8;        // NS per stub domain
  double alphaTop = 0.6, alphaTransit = 0.35, alphaStub = 0.32;
  double topScale = 20, transitScale = 20, stubScale = 10;
};

struct GeneratedTopology {
  struct Node {
    std::string name;
    bool transit = false;
    std::uint32_t domain = 0;  // transit domain, or stub domain index
    double x = 0, y = 0;       // layout in [0,1] for the UI
  };
  struct Edge {
    std::uint32_t a = 0, b = 0;
    std::uint32_t length = 1;  // GT-ITM integer length
  };
  std::vector<Node> nodes;
  std::vector<Edge> edges;
};

GeneratedTopology generateTransitStub(const TransitStubSpec& spec);

// Hop-count facts about an undirected graph (used to report what the generator produced).
struct HopStats {
  std::uint32_t diameter = 0;  // longest shortest path, hops
  bool connected = true;
};
HopStats hopStats(std::uint32_t nodes, const std::vector<GeneratedTopology::Edge>& edges);

}  // namespace ps

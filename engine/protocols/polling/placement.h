// Receiver placement. Source: seed 000 §4.2: one receiver per node; the first on the node with the
// largest unloaded latency from the sender ("posicionado propositadamente no nó com maior latência
// mínima até o remetente"); the others at random but incrementally, so the group of 200 contains
// the group of 100. Digest §4.5.
//
// Choices: one fixed random permutation of the remaining candidates (Fisher–Yates on the project
// RNG, stream from the placement seed, not the run seed, so replications vary only the losses);
// group N is its first N nodes. Unloaded latency = propagation along the route; ties go to more
// hops, then the lower node index. Any node but the sender may hold a receiver (transit nodes too).
#pragma once
#include <cstdint>
#include <vector>

#include "../../net/network.h"

namespace ps::polling {

enum class Placement { kPaper, kRandom, kInOrder };

// All candidates in placement order (the receiver set of size N is the first N).
std::vector<std::uint32_t> placementOrder(const Network& net, std::uint32_t sender,
                                          const std::vector<std::uint32_t>& candidates, Placement how,
                                          std::uint64_t seed);

}  // namespace ps::polling

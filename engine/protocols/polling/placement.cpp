#include "placement.h"

namespace ps::polling {

std::vector<std::uint32_t> placementOrder(const Network& net, std::uint32_t sender,
                                          const std::vector<std::uint32_t>& candidates, Placement how,
                                          std::uint64_t seed) {
  std::vector<std::uint32_t> order = candidates;
  if (how == Placement::kInOrder || order.empty()) return order;
  std::size_t start = 0;
  if (how == Placement::kPaper) {
    // The farthest node (unloaded latency) first.
    std::size_t best = 0;
    SimTime bestLat = -1;
    std::uint32_t bestHops = 0;
    for (std::size_t k = 0; k < order.size(); ++k) {
      const SimTime lat = net.pathLatency(sender, order[k], 0);
      const std::uint32_t hops = net.pathHops(sender, order[k]);
      if (lat > bestLat || (lat == bestLat && hops > bestHops)) {
        best = k;
        bestLat = lat;
        bestHops = hops;
      }
    }
    std::swap(order[0], order[best]);
    // keep the rest in candidate order before shuffling (stable input to the permutation)
    for (std::size_t k = best; k > 1; --k) std::swap(order[k], order[k - 1]);
    start = 1;
  }
  Rng rng(seed, 0x9ace);
  for (std::size_t k = order.size() - 1; k > start; --k) {
    const auto j =
        static_cast<std::size_t>(rng.uniformInt(static_cast<std::int64_t>(start), static_cast<std::int64_t>(k)));
    std::swap(order[k], order[j]);
  }
  return order;
}

}  // namespace ps::polling

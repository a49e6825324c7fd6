// The figures the transport model's summary reports, as pure functions (digest §5):
//   Jain's fairness index  J(x) = (sum x)^2 / (n sum x^2), in [1/n, 1] (Jain, Chiu & Hawe 1984);
//   the convergence time of digest §5.3: with the last flow starting at t2 and throughputs averaged
//   over a sliding window w every `grid`, the first t >= t2 from which that flow's share of the
//   flows' throughput stays >= (1 - delta)/n for `hold` seconds, minus t2 (two flows, delta 0.1:
//   the share stays >= 0.45, equivalent to J >= 0.990 when the newcomer is below its share).
#pragma once
#include <cstdint>
#include <vector>

#include "../core/time.h"

namespace ps::transport {

// Jain's index of `x` (1 for an empty or all-zero vector: nobody is treated unfairly).
inline double jainIndex(const std::vector<double>& x) {
  double s = 0, s2 = 0;
  for (double v : x) {
    s += v;
    s2 += v * v;
  }
  if (x.empty() || s2 <= 0) return 1;
  return s * s / (static_cast<double>(x.size()) * s2);
}

// Per-flow cumulative delivered bytes sampled on a fixed grid: delivered[f][k] at time k * grid.
struct DeliveryGrid {
  SimTime grid = 100 * kMillisecond;
  std::vector<std::vector<std::uint64_t>> delivered;
};

struct ConvergenceResult {
  bool computed = false;  // false: fewer than two flows, or the newest starts after the samples end
  bool converged = false;
  double seconds = 0;  // t_conv (converged) or how long it was watched (censored)
  double at = 0;       // t2 + t_conv (absolute), when converged
};

// `newest` is the index of the flow that starts last, at `start`. Uses the samples in `g`.
ConvergenceResult convergenceTime(const DeliveryGrid& g, std::size_t newest, SimTime start, SimTime window,
                                  double delta, SimTime hold);

}  // namespace ps::transport

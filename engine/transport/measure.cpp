#include "measure.h"

namespace ps::transport {

ConvergenceResult convergenceTime(const DeliveryGrid& g, std::size_t newest, SimTime start, SimTime window,
                                  double delta, SimTime hold) {
  ConvergenceResult r;
  const std::size_t n = g.delivered.size();
  if (n < 2 || newest >= n || g.grid <= 0) return r;
  const std::size_t samples = g.delivered[0].size();
  const auto steps = [&](SimTime t) { return static_cast<std::size_t>((t + g.grid - 1) / g.grid); };
  const std::size_t w = steps(window) < 1 ? 1 : steps(window);
  const std::size_t holdSteps = steps(hold);
  std::size_t k0 = steps(start);
  if (k0 < w) k0 = w;
  if (k0 >= samples) return r;
  r.computed = true;
  const double threshold = (1 - delta) / static_cast<double>(n);
  auto ok = [&](std::size_t k) {
    double total = 0;
    for (const auto& d : g.delivered) total += static_cast<double>(d[k] - d[k - w]);
    const auto& nd = g.delivered[newest];
    return total > 0 && static_cast<double>(nd[k] - nd[k - w]) / total >= threshold;
  };
  // The first k from which ok() holds through k + holdSteps: scan once, tracking the current run.
  std::size_t runStart = samples;
  for (std::size_t k = k0; k < samples; ++k) {
    if (!ok(k)) {
      runStart = samples;
      continue;
    }
    if (runStart == samples) runStart = k;
    if (k - runStart >= holdSteps) {
      r.converged = true;
      r.at = toSeconds(static_cast<SimTime>(runStart) * g.grid);
      r.seconds = r.at - toSeconds(start);
      return r;
    }
  }
  r.seconds = toSeconds(static_cast<SimTime>(samples - 1) * g.grid - start);
  return r;
}

}  // namespace ps::transport

#include "tfrc_equation.h"

#include <cmath>

namespace ps::dccp {

double tfrcF(double p) { return std::sqrt(2 * p / 3) + 12 * std::sqrt(3 * p / 8) * p * (1 + 32 * p * p); }

double tfrcThroughput(double sBytes, double rttSeconds, double p, double tRtoSeconds, double b) {
  const double denom =
      rttSeconds * std::sqrt(2 * b * p / 3) + tRtoSeconds * (3 * std::sqrt(3 * b * p / 8)) * p * (1 + 32 * p * p);
  return sBytes / denom;
}

double tfrcInverse(double sBytes, double rttSeconds, double xTargetBps, double pLo) {
  double lo = pLo, hi = 1;
  if (tfrcThroughput(sBytes, rttSeconds, lo) <= xTargetBps) return lo;
  if (tfrcThroughput(sBytes, rttSeconds, hi) >= xTargetBps) return hi;
  // Invariant: X(lo) > target > X(hi). Geometric midpoints halve log(hi/lo) each step, so about
  // 50 + log2(log(1/pLo)/1e-13) steps reach the tolerance; 200 is a safe bound.
  for (int i = 0; i < 200 && hi - lo > 1e-13 * hi; ++i) {
    const double mid = std::sqrt(lo * hi);
    if (tfrcThroughput(sBytes, rttSeconds, mid) > xTargetBps)
      lo = mid;
    else
      hi = mid;
  }
  return std::sqrt(lo * hi);
}

}  // namespace ps::dccp

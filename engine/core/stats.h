// Summary statistics across independent replications: mean and the half-width of a 95%
// confidence interval from Student's t distribution.
#pragma once
#include <cmath>
#include <vector>

namespace ps {

// Two-sided 95% quantile of Student's t with `df` degrees of freedom (table for small df,
// then the normal value; the table is standard, values to 3 decimals).
inline double tQuantile95(int df) {
  static const double table[] = {0,     12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
                                 2.201, 2.179,  2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080,
                                 2.074, 2.069,  2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042};
  if (df <= 0) return 0;
  if (df <= 30) return table[df];
  if (df <= 40) return 2.021;
  if (df <= 60) return 2.000;
  if (df <= 120) return 1.980;
  return 1.960;
}

struct MeanCi {
  double mean = 0, halfWidth = 0, stddev = 0;
  int n = 0;
};

inline MeanCi meanCi(const std::vector<double>& xs) {
  MeanCi r;
  r.n = static_cast<int>(xs.size());
  if (xs.empty()) return r;
  double s = 0;
  for (double x : xs) s += x;
  r.mean = s / r.n;
  if (r.n < 2) return r;
  double ss = 0;
  for (double x : xs) ss += (x - r.mean) * (x - r.mean);
  r.stddev = std::sqrt(ss / (r.n - 1));
  r.halfWidth = tQuantile95(r.n - 1) * r.stddev / std::sqrt(static_cast<double>(r.n));
  return r;
}

}  // namespace ps

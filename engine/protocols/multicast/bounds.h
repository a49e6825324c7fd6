// The theoretical bounds of seed 001 §4.1 (equations 4.1-4.19, p.73-80), in bit times and
// dimensionless throughput. d = data frame time, a = ACK frame time, r = receivers, n = window
// (n = 1 gives the stop-and-wait forms). "Absolute throughput" in the tables is the fraction times
// the channel rate (Mbit/s at 10 Mbit/s), as Appendix A computes it.
#pragma once
#include <cstdint>

namespace ps {

struct ThesisBounds {
  double lbl = 0;        // 4.18 (SAW: d + r a) / 4.19 (BAP: n d + r a), bit times
  double ubrt = 0;       // 4.5 / 4.13: (r n d + r a) / (n d + r a)
  double ubat = 0;       // 4.3 / 4.11 with C(r) = 0, Mbit/s: rate * r n d / (n d + r a)
  double rtLimit = 0;    // 4.7 / 4.14: (n d + a) / a, the r -> infinity limit of 4.5 / 4.13
  double unicastAt = 0;  // 4.2 / 4.10, Mbit/s: rate * n d / (n d + a) (the RT denominator)
};

// Eq. 4.1 / 4.9 with a synchronisation loss S (bit times per receiver round), as a fraction.
inline double unicastThroughput(double d, double a, double r, double n, double S = 0) {
  return r * n * d / (r * n * d + r * a + S);
}
// Eq. 4.3 / 4.11 with collision-resolution time C (bit times per message or block), as a fraction.
inline double multicastThroughput(double d, double a, double r, double n, double C = 0) {
  return r * n * d / (n * d + r * a + C);
}
// Eq. 4.4 / 4.12: the ratio of the two.
inline double relativeThroughput(double d, double a, double r, double n, double C = 0) {
  return (r * n * d + r * a) / (n * d + r * a + C);
}

inline ThesisBounds thesisBounds(std::int64_t dBits, std::int64_t aBits, std::uint32_t r, std::uint32_t n,
                                 double rateMbps) {
  const double d = static_cast<double>(dBits), a = static_cast<double>(aBits);
  const double rr = r, nn = n;
  ThesisBounds b;
  b.lbl = nn * d + rr * a;
  b.ubrt = relativeThroughput(d, a, rr, nn, 0);
  b.ubat = rateMbps * multicastThroughput(d, a, rr, nn, 0);
  b.rtLimit = (nn * d + a) / a;
  b.unicastAt = rateMbps * unicastThroughput(d, a, rr, nn, 0);
  return b;
}

}  // namespace ps

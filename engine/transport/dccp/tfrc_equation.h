// The TFRC throughput equation: RFC 5348 §3.1 (unchanged from RFC 3448 §3.1), the seed's Eq. (1)
// (shared/seeds/002_*, §2; digest shared/research/dccp-tcp.md §3.4):
//
//   X_Bps = s / ( R*sqrt(2*b*p/3) + t_RTO * (3*sqrt(3*b*p/8)) * p * (1 + 32*p^2) )
//
// X_Bps in bytes/s, s the segment size in bytes, R the round-trip time in seconds, p the loss event
// rate (0 < p <= 1), t_RTO the TCP retransmission timeout in seconds, b the packets acknowledged by
// one ACK. RFC 5348 recommends b = 1 and t_RTO = 4*R (the seed says b = 1, and "o RTO calculado pelo
// TFRC é 4 * RTT"), which gives X_Bps = s / (R * f(p)) where 1/f(p) is the allowed window in packets
// per round trip, independent of s and R.
//
// Determinism: the equation uses only +, -, *, / and sqrt, all correctly rounded by IEEE 754, so it
// returns the same bits natively and in WebAssembly (no libm pow/log). The inverse (the first loss
// interval of RFC 5348 §6.3.1 needs "the p for which X(p) equals a target") is a bisection on p whose
// midpoints are geometric means (sqrt(lo*hi)), again only IEEE operations.
#pragma once

namespace ps::dccp {

// The denominator per unit R with t_RTO = 4R, b = 1: f(p) = sqrt(2p/3) + 12*sqrt(3p/8)*p*(1 + 32p^2).
double tfrcF(double p);

// X_Bps for explicit b and t_RTO (seconds), exactly as RFC 5348 §3.1 writes it. p must be in (0, 1].
double tfrcThroughput(double sBytes, double rttSeconds, double p, double tRtoSeconds, double b);

// X_Bps with RFC 5348's recommended b = 1 and t_RTO = 4R.
inline double tfrcThroughput(double sBytes, double rttSeconds, double p) {
  return tfrcThroughput(sBytes, rttSeconds, p, 4 * rttSeconds, 1);
}

// The loss event rate p in [pLo, 1] at which X_Bps(s, R, p) (b = 1, t_RTO = 4R) equals xTarget
// bytes/s: bisection on p, to a relative width of 1e-13. X falls as p grows, so a target above
// X(pLo) returns pLo and one below X(1) returns 1.
double tfrcInverse(double sBytes, double rttSeconds, double xTargetBps, double pLo = 1e-15);

}  // namespace ps::dccp

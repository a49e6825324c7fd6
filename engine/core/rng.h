// The project's random numbers: xoshiro256** seeded through splitmix64, and distributions
// written here (never std::*_distribution, whose algorithms differ between libstdc++ and
// libc++ and would break native-vs-wasm equality).
//
// Streams: every entity draws from its own generator derived from (scenario seed, entity id),
// so adding a receiver does not reshuffle anyone else's numbers.
#pragma once
#include <cstdint>

namespace ps {

class Rng {
 public:
  Rng() : Rng(0, 0) {}
  // An independent stream for `streamId` under `seed`.
  Rng(std::uint64_t seed, std::uint64_t streamId);
  // A generator with an explicit state (tests compare against the reference algorithm).
  static Rng fromState(std::uint64_t a, std::uint64_t b, std::uint64_t c, std::uint64_t d) {
    Rng r;
    r.s_[0] = a;
    r.s_[1] = b;
    r.s_[2] = c;
    r.s_[3] = d;
    return r;
  }

  std::uint64_t next();  // 64 uniform bits

  // Uniform integer in [lo, hi] (inclusive), unbiased (rejection sampling).
  std::int64_t uniformInt(std::int64_t lo, std::int64_t hi);
  // Uniform real in [0, 1) with 53 random bits.
  double uniform01();
  double uniform(double lo, double hi) { return lo + (hi - lo) * uniform01(); }
  // Exponential with the given mean.
  double exponential(double mean);
  // Pareto with shape alpha > 0 and scale (minimum) xm > 0.
  double pareto(double alpha, double xm);
  // true with probability p.
  bool bernoulli(double p) { return p > 0 && uniform01() < p; }

 private:
  std::uint64_t s_[4];
};

// Deterministic elementary functions built only from IEEE-754 +, -, *, / (correctly rounded on
// every platform), so natively and in wasm they return the same bits. libm's log/exp may differ
// in the last place between glibc and musl.
double detLog(double x);  // natural log, x > 0
double detExp(double x);

}  // namespace ps

#include "rng.h"

#include <cstring>
#include <limits>

namespace ps {
namespace {

std::uint64_t splitmix64(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

}  // namespace

Rng::Rng(std::uint64_t seed, std::uint64_t streamId) {
  // Mix the stream id through its own splitmix round first so that neighbouring ids give
  // unrelated states, then expand (seed ^ mixed id) into the four state words.
  std::uint64_t idState = streamId * 0xd1342543de82ef95ULL + 0x2545f4914f6cdd1dULL;
  std::uint64_t st = seed ^ splitmix64(idState);
  for (auto& w : s_) w = splitmix64(st);
  if ((s_[0] | s_[1] | s_[2] | s_[3]) == 0) s_[0] = 1;  // the all-zero state is a fixed point
}

std::uint64_t Rng::next() {
  const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
  const std::uint64_t t = s_[1] << 17;
  s_[2] ^= s_[0];
  s_[3] ^= s_[1];
  s_[1] ^= s_[2];
  s_[0] ^= s_[3];
  s_[2] ^= t;
  s_[3] = rotl(s_[3], 45);
  return result;
}

std::int64_t Rng::uniformInt(std::int64_t lo, std::int64_t hi) {
  if (hi <= lo) return lo;
  const std::uint64_t range = static_cast<std::uint64_t>(hi) - static_cast<std::uint64_t>(lo) + 1;
  if (range == 0) return static_cast<std::int64_t>(next());  // the full 64-bit range
  // Reject the top partial bucket so every value is equally likely.
  const std::uint64_t limit =
      std::numeric_limits<std::uint64_t>::max() - (std::numeric_limits<std::uint64_t>::max() % range + 1) % range;
  std::uint64_t x;
  do x = next();
  while (x > limit);
  return lo + static_cast<std::int64_t>(x % range);
}

double Rng::uniform01() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

double Rng::exponential(double mean) {
  // 1 - u lies in (0, 1], so the log is finite.
  return -mean * detLog(1.0 - uniform01());
}

double Rng::pareto(double alpha, double xm) {
  // Inverse transform: xm * u^(-1/alpha) with u in (0, 1].
  const double u = 1.0 - uniform01();
  return xm * detExp(-detLog(u) / alpha);
}

// ---- deterministic log/exp -------------------------------------------------------------------

namespace {
constexpr double kLn2 = 0.6931471805599453094;

double frexpManual(double x, int& e) {
  std::uint64_t bits;
  std::memcpy(&bits, &x, sizeof bits);
  int exp = static_cast<int>((bits >> 52) & 0x7ff);
  if (exp == 0) {  // subnormal: scale up first
    x *= 0x1.0p54;
    std::memcpy(&bits, &x, sizeof bits);
    exp = static_cast<int>((bits >> 52) & 0x7ff) - 54;
  }
  e = exp - 1022;
  bits = (bits & ~(0x7ffULL << 52)) | (1022ULL << 52);  // mantissa in [0.5, 1)
  double m;
  std::memcpy(&m, &bits, sizeof m);
  return m;
}

double ldexpManual(double x, int e) {
  // Multiply by powers of two that are exactly representable; exact while no under/overflow.
  while (e > 1000) {
    x *= 0x1.0p1000;
    e -= 1000;
  }
  while (e < -1000) {
    x *= 0x1.0p-1000;
    e += 1000;
  }
  std::uint64_t bits = static_cast<std::uint64_t>(e + 1023) << 52;
  double p;
  std::memcpy(&p, &bits, sizeof p);
  return x * p;
}
}  // namespace

double detLog(double x) {
  if (!(x > 0)) return x == 0 ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::quiet_NaN();
  if (x == std::numeric_limits<double>::infinity()) return x;
  int e;
  double m = frexpManual(x, e);      // x = m * 2^e, m in [0.5, 1)
  if (m < 0.70710678118654752440) {  // bring m into [sqrt(1/2), sqrt(2))
    m *= 2;
    --e;
  }
  // log(m) = 2 atanh(s), s = (m-1)/(m+1), |s| < 0.1716: the odd series converges fast.
  const double s = (m - 1) / (m + 1);
  const double s2 = s * s;
  double term = s, sum = 0;
  for (int k = 1; k < 40; k += 2) {
    sum += term / k;
    term *= s2;
  }
  return 2 * sum + e * kLn2;
}

double detExp(double x) {
  if (x != x) return x;
  if (x > 709.78) return std::numeric_limits<double>::infinity();
  if (x < -745.2) return 0;
  // x = k ln2 + r with |r| <= ln2/2, then a Taylor series for e^r.
  const double kf = x / kLn2;
  const int k = static_cast<int>(kf < 0 ? kf - 0.5 : kf + 0.5);
  // ln2 split in two (Cody-Waite): the high part has trailing zero bits, so k * kLn2Hi is exact
  // and the reduction loses no precision even for |x| near 700.
  constexpr double kLn2Hi = 6.93147180369123816490e-01;
  constexpr double kLn2Lo = 1.90821492927058770002e-10;
  const double r = (x - k * kLn2Hi) - k * kLn2Lo;
  // Horner form of the Taylor series, innermost (smallest) terms first: 1 + r(1 + r/2(1 + ...)).
  double sum = 1;
  for (int n = 27; n >= 1; --n) sum = 1 + sum * r / n;
  return ldexpManual(sum, k);
}

}  // namespace ps

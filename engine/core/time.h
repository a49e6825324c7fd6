// Simulated time and the units that make durations.
//
// Time is an integer count of nanoseconds (DESIGN.md §2): never accumulate floating-point time.
// Sizes and rates are distinct types so that the only way to get a duration from a size is
// `transmissionTime(bits, rate)`, computed once, in integers, with one stated rounding rule.
#pragma once
#include <cstdint>

namespace ps {

using SimTime = std::int64_t;  // nanoseconds since the start of the run

constexpr SimTime kNanosecond = 1;
constexpr SimTime kMicrosecond = 1000;
constexpr SimTime kMillisecond = 1000 * kMicrosecond;
constexpr SimTime kSecond = 1000 * kMillisecond;
constexpr SimTime kNever = INT64_MAX;

struct Bits {
  std::int64_t value = 0;
};
struct Bytes {
  std::int64_t value = 0;
  constexpr Bits bits() const { return Bits{value * 8}; }
};
struct BitsPerSecond {
  std::int64_t value = 0;
};

// Time to put `bits` on a wire of `rate`: ceil(bits * 1e9 / rate) ns. Rounding up means a frame
// never finishes early; at 10 Mbit/s every bit is exactly 100 ns, so no rounding happens there.
// bits * 1e9 overflows int64 above ~9.2 Gbit, so such sizes take a 128-bit intermediate. Every
// real frame is far below 2^32 bits, and then 64 bits hold the sum exactly (under 4.3e18 + 2^62),
// which gives the same quotient: WebAssembly has no 128-bit division (it calls a slow library
// routine, 5 % of the queue-overflow benchmark), and natively it is slower too.
constexpr SimTime transmissionTime(Bits bits, BitsPerSecond rate) {
  constexpr std::int64_t kFrameBitsFast = std::int64_t{1} << 32;
  constexpr std::int64_t kRateFast = std::int64_t{1} << 62;
  if (bits.value >= 0 && bits.value < kFrameBitsFast && rate.value > 0 && rate.value < kRateFast)
    return (bits.value * kSecond + rate.value - 1) / rate.value;
  const __int128 num = static_cast<__int128>(bits.value) * kSecond;
  return static_cast<SimTime>((num + rate.value - 1) / rate.value);
}

// Seconds (as written in scenarios) to nanoseconds, rounded to the nearest nanosecond.
// Used only when loading a scenario, never in the event loop.
inline SimTime fromSeconds(double s) {
  const double ns = s * 1e9;
  return static_cast<SimTime>(ns < 0 ? ns - 0.5 : ns + 0.5);
}
constexpr double toSeconds(SimTime t) { return static_cast<double>(t) / 1e9; }

}  // namespace ps

// Rounding doubles to integers the same way on every platform: std::llround is exact (no
// floating-point rounding of its own), so native and wasm agree. Used where a rate or an RTT in
// seconds becomes nanoseconds, bits per second or a trace field.
#pragma once
#include <cmath>
#include <cstdint>

#include "../../core/time.h"

namespace ps::dccp {

inline std::int64_t roundInt(double v) { return static_cast<std::int64_t>(std::llround(v)); }
// Seconds to nanoseconds, nearest; beyond ~290 years it saturates to a far deadline.
inline SimTime secondsToNs(double seconds) {
  if (!(seconds < 9e9)) return kNever / 4;
  return roundInt(seconds * 1e9);
}

}  // namespace ps::dccp

// pathload's rate-adjustment loop (digest §2.9, §2.10; pathload 1.3.2 rate_adjustment, radj_*,
// converged, get_sending_rate): from each fleet's verdict it moves the bracket Rmin/Rmax and the
// grey region Gmin/Gmax, picks the next rate, and decides when to stop and what range to report.
//
// In words: double on "no trend" and halve on "increasing" until the verdict first reverses, then
// bisect; a grey verdict opens a grey region, and the search then bisects the gap above it
// (Rmax..Gmax) and the gap below it (Gmin..Rmin) until each is within the grey resolution chi.
//
// Choices: (1) the 1.3.2 edge case "INCREASING with the upper grey gap closed and Gmin = Rmin = 0"
// would request min(Gmin, Gmax)/2 = 0 Mbit/s; here the rate is floored at min_rate as every other
// branch does. (2) A "bad" fleet (too few usable streams) does not reach this loop: the receiver
// repeats it once at the same rate and stops on a second one (§2.7). (3) A crossed bracket
// (Rmin > Rmax, after an actual rate past Rmax) is reported in order (reportedRange).
#pragma once
#include <string>

#include "pathload_math.h"

namespace ps::estimation {

enum class StopCause : std::uint8_t {
  kNone,
  kResolution,        // (a) Rmax - Rmin <= omega: [Rmin, Rmax]
  kGreyResolution,    // (b) both grey gaps <= chi: [Gmin, Gmax]
  kTimerGranularity,  // (c) actual probing rate != desired
  kRateCeiling,       // (d) avail-bw > maximum sending rate: "> Rmin"
  kParamLimit,        // (e) the L/T rule cannot refine the rate
  kFrequentCs,        // (f) two bad fleets in a row
  kTimeout,           // (g) the -t limit
  kFleetCap,          // safety cap on fleets (off by default)
  kIcLowerBound,      // (h) coalescence could not be worked around: "> Rmin"
};
const char* stopCauseText(StopCause c);

struct SearchState {
  double rate = 0;  // the next fleet's rate (Mbit/s)
  double rMin = 0, rMax = 0, gMin = 0, gMax = 0;
  bool exponential = true;
  Trend previous = Trend::kDiscard;  // last non-grey verdict
};

class RateSearch {
 public:
  // adr: the dispersion-rate estimate (0 if none); omegaMbps/chiMbps <= 0 take 1.3.2's defaults
  // (0.02*ADR or 2; min(0.05*ADR, 12) or min_rate).
  void start(double adrMbps, double minRate, double maxRate, double omegaMbps, double chiMbps);

  // The fleet ran at (L, T) for requested rate `requested` and its sender achieved period
  // `actualPeriodUs` (0: unknown; use the requested): 1.3.2's get_sending_rate().
  void recordActualRate(double requested, int payloadBytes, int actualPeriodUs);
  // Applies a verdict (kIncreasing, kNoTrend, kUnclear = grey; an aborted fleet is kIncreasing).
  // Returns false when the search stops (cause() says why).
  bool adjust(Trend verdict);
  // The L/T rule said the rate cannot be refined.
  void stopParamLimit() { cause_ = StopCause::kParamLimit; }
  void stop(StopCause c) { cause_ = c; }

  const SearchState& state() const { return s_; }
  void setRate(double r) { s_.rate = r; }
  double omega() const { return omega_; }
  double chi() const { return chi_; }
  double minRate() const { return minRate_; }
  double maxRate() const { return maxRate_; }
  StopCause cause() const { return cause_; }
  // The reported range: [lo, hi] Mbit/s; hi < 0 means "greater than lo" (rate ceiling).
  void reportedRange(double& lo, double& hi) const;
  bool converged();

 private:
  void radjIncreasing();
  void radjNoTrend();
  void radjGreyMax();
  void radjGreyMin();
  double floorRate(double r) const { return r < minRate_ ? minRate_ : r; }

  SearchState s_;
  double adr_ = 0, omega_ = 0, chi_ = 0, minRate_ = 0, maxRate_ = 0;
  bool convRmnRmx_ = false, convGmnRmn_ = false, convGmxRmx_ = false;
  bool tmRmnRmx_ = false, tmGmnRmn_ = false, tmGmxRmx_ = false;
  int maxRateFlag_ = 0;
  StopCause cause_ = StopCause::kNone;
};

}  // namespace ps::estimation

#include "pathload_search.h"

namespace ps::estimation {

const char* stopCauseText(StopCause c) {
  switch (c) {
    case StopCause::kResolution:
      return "User specified bandwidth resolution achieved";
    case StopCause::kGreyResolution:
      return "Exiting due to grey bw resolution";
    case StopCause::kTimerGranularity:
      return "Actual probing rate != desired probing rate";
    case StopCause::kRateCeiling:
      return "Avail-bw > maximum sending rate";
    case StopCause::kParamLimit:
      return "The probing rate cannot be refined further (L/T rule)";
    case StopCause::kFrequentCs:
      return "Measurement terminated due to frequent CS @ sender/receiver";
    case StopCause::kTimeout:
      return "Measurement timed out (-t)";
    case StopCause::kFleetCap:
      return "Stopped by the fleet cap";
    case StopCause::kIcLowerBound:
      return "Receiver NIC has interrupt coalescence enabled: available bandwidth is greater than Rmin";
    default:
      return "";
  }
}

void RateSearch::start(double adr, double minRate, double maxRate, double omegaMbps, double chiMbps) {
  adr_ = adr;
  minRate_ = minRate;
  maxRate_ = maxRate;
  omega_ = omegaMbps > 0 ? omegaMbps : (adr > 0 ? 0.02 * adr : 2);
  chi_ = chiMbps > 0 ? chiMbps : (adr > 0 ? (0.05 * adr < 12 ? 0.05 * adr : 12) : minRate);
  s_ = SearchState{};
  // Initial rate: the ADR when it lies within [min_rate, max_rate], else their midpoint (1.3.0).
  s_.rate = (adr > 0 && adr >= minRate && adr <= maxRate) ? adr : (minRate + maxRate) / 2;
}

bool RateSearch::converged() {
  if ((tmGmxRmx_ && tmGmnRmn_) || tmRmnRmx_) return true;
  if (s_.rMax != 0 && s_.rMax != s_.rMin) {
    if (s_.rMax - s_.rMin <= omega_) {
      convRmnRmx_ = true;
      return true;
    }
    if (s_.rMax - s_.gMax <= chi_ && s_.gMin - s_.rMin <= chi_) {
      convGmnRmn_ = convGmxRmx_ = true;
      return true;
    }
  }
  return false;
}

void RateSearch::radjIncreasing() {
  if (s_.gMax != 0 && s_.gMax >= s_.rMin) {
    if (s_.rMax - s_.gMax <= chi_) {
      convGmxRmx_ = true;
      s_.exponential = false;
      if (s_.gMin != 0 || s_.rMin != 0)
        radjNoTrend();
      else
        s_.rate = floorRate((s_.gMin < s_.gMax ? s_.gMin : s_.gMax) / 2);  // choice (1)
    } else {
      s_.rate = (s_.rMax + s_.gMax) / 2;
    }
  } else {
    s_.rate = floorRate((s_.rMax + s_.rMin) / 2);
  }
}

void RateSearch::radjNoTrend() {
  if (s_.exponential) {
    s_.rate = 2 * s_.rate > maxRate_ ? maxRate_ : 2 * s_.rate;
  } else if (s_.gMin != 0 && s_.gMin <= s_.rMax) {
    if (s_.gMin - s_.rMin <= chi_) {
      convGmnRmn_ = true;
      radjIncreasing();
    } else {
      s_.rate = floorRate((s_.rMin + s_.gMin) / 2);
    }
  } else {
    s_.rate = floorRate((s_.rMax + s_.rMin) / 2);
  }
}

void RateSearch::radjGreyMax() {
  if (s_.rMax == 0) {
    s_.rate = 1.5 * s_.rate < maxRate_ ? 1.5 * s_.rate : maxRate_;
  } else if (s_.rMax - s_.gMax <= chi_) {
    convGmxRmx_ = true;
    radjGreyMin();
  } else {
    s_.rate = (s_.rMax + s_.gMax) / 2;
  }
}

void RateSearch::radjGreyMin() {
  if (s_.gMin - s_.rMin <= chi_) {
    convGmnRmn_ = true;
    // 1.3.2 calls radj_greymax() here, which can call back; once both gaps are closed the loop
    // has converged, so fall to the upper side's plain bisection instead of recursing.
    if (s_.rMax == 0)
      s_.rate = 1.5 * s_.rate < maxRate_ ? 1.5 * s_.rate : maxRate_;
    else
      s_.rate = (s_.rMax + s_.gMax) / 2;
  } else {
    s_.rate = floorRate((s_.rMin + s_.gMin) / 2);
  }
}

void RateSearch::recordActualRate(double requested, int payloadBytes, int actualPeriodUs) {
  if (actualPeriodUs <= 0) return;
  const double actual = (payloadBytes + 28) * 8.0 / actualPeriodUs;
  auto lessThan = [](double a, double b) { return !approxEqual(a, b) && a < b; };
  auto greaterThan = [](double a, double b) { return !approxEqual(a, b) && a > b; };
  if (!approxEqual(requested, actual)) {
    if (s_.gMax == 0 && s_.gMin == 0) {
      if (s_.rMin != 0 && s_.rMax != 0 && (lessThan(actual, s_.rMin) || approxEqual(actual, s_.rMin))) tmRmnRmx_ = true;
      if (s_.rMin != 0 && s_.rMax != 0 && (lessThan(s_.rMax, actual) || approxEqual(s_.rMax, actual))) tmRmnRmx_ = true;
    } else if (requested < s_.rMax && requested > s_.gMax) {
      if (!(lessThan(actual, s_.rMax) && greaterThan(actual, s_.gMax))) tmGmxRmx_ = true;
    } else if (requested < s_.gMin && requested > s_.rMin) {
      if (!(lessThan(actual, s_.gMin) && greaterThan(actual, s_.rMin))) tmGmnRmn_ = true;
    }
  }
  s_.rate = actual;
}

bool RateSearch::adjust(Trend v) {
  // Leaving the exponential phase: the first reversal of a non-grey verdict.
  if (v != Trend::kUnclear) {
    if (s_.exponential && s_.previous != Trend::kDiscard && s_.previous != v) s_.exponential = false;
    s_.previous = v;
  }
  bool stopNow = false;
  const double tr = s_.rate;
  if (v == Trend::kIncreasing) {
    maxRateFlag_ = 0;
    if (s_.gMax >= tr) s_.gMax = s_.gMin = 0;
    s_.rMax = tr;
    if (!tmGmxRmx_) {
      if (!converged())
        radjIncreasing();
      else
        stopNow = true;
    } else {
      s_.exponential = false;
      if (!converged()) radjNoTrend();
    }
  } else if (v == Trend::kNoTrend) {
    if (s_.gMin < tr) s_.gMin = 0;
    if (s_.gMax < tr) s_.gMax = s_.gMin = 0;
    if (tr > s_.rMin) s_.rMin = tr;
    if (!tmGmnRmn_ && !converged())
      radjNoTrend();
    else
      stopNow = true;
  } else {  // grey
    if (s_.gMax == 0 && s_.gMin == 0) s_.gMax = s_.gMin = tr;
    if (tr >= s_.gMax) {
      s_.gMax = tr;
      if (!tmGmxRmx_) {
        if (!converged())
          radjGreyMax();
        else
          stopNow = true;
      } else {
        s_.exponential = false;
        if (!converged())
          radjNoTrend();
        else
          stopNow = true;
      }
    } else if (tr < s_.gMin || s_.gMin == 0) {
      s_.gMin = tr;
      if (!converged())
        radjGreyMin();
      else
        stopNow = true;
    }
    // else Gmin <= R < Gmax: nothing changes; the next fleet repeats the rate (§2.9).
  }
  if (stopNow) {
    if ((tmGmxRmx_ && tmGmnRmn_) || tmRmnRmx_)
      cause_ = StopCause::kTimerGranularity;
    else
      cause_ = convRmnRmx_ ? StopCause::kResolution : StopCause::kGreyResolution;
    return false;
  }
  if (s_.rate >= maxRate_) ++maxRateFlag_;
  if (maxRateFlag_ > 1) {
    cause_ = StopCause::kRateCeiling;
    return false;
  }
  return true;
}

void RateSearch::reportedRange(double& lo, double& hi) const {
  switch (cause_) {
    case StopCause::kRateCeiling:
    case StopCause::kIcLowerBound:
      lo = s_.rMin;
      hi = -1;
      return;
    case StopCause::kGreyResolution:
      lo = s_.gMin;
      hi = s_.gMax;
      return;
    case StopCause::kTimerGranularity:
    case StopCause::kFrequentCs:
      if (s_.gMin != 0 && s_.gMax != 0 && (tmGmxRmx_ || tmGmnRmn_ || cause_ == StopCause::kFrequentCs)) {
        lo = s_.gMin;
        hi = s_.gMax;
        return;
      }
      [[fallthrough]];
    default:
      lo = s_.rMin;
      hi = s_.rMax;
      // Choice (3): the bracket can cross. The actual rate replaces the requested one (§2.8), so
      // a fleet asked for inside (Rmin, Rmax) but sent at or past Rmax (a coarse sender clock: the
      // timer-granularity stop) that shows no trend sets Rmin above Rmax. 1.3.2 prints the pair
      // as stored, low above high; the two fleets bound A from both sides within one clock step,
      // so the range reported is the two rates in order.
      if (s_.rMax != 0 && lo > hi) {
        hi = s_.rMin;
        lo = s_.rMax;
      }
  }
}

}  // namespace ps::estimation

// Round-trip time and retransmission timeout: RFC 6298, in integer nanoseconds.
//
// Used by every family that times out on a round trip: the polling protocols (per receiver, "based
// on TCP", seed 000 §2) and TCP/DCCP (engine/transport). The rules, by RFC 6298 clause:
//   (2.1) before any sample, RTO = initialRto (1 s), unless a placeholder estimate is configured
//         (the polling paper initialises "the RTT" to 1 s: SRTT = 1 s, RTTVAR = 0.5 s, RTO = 3 s);
//   (2.2) the first sample R: SRTT = R, RTTVAR = R/2 (or, with FirstSample::kSmooth, folded into the
//         placeholder by (2.3): polling's second reading of its §4.3);
//   (2.3) later samples: RTTVAR = (1 - beta) RTTVAR + beta |SRTT - R|, then
//         SRTT = (1 - alpha) SRTT + alpha R, with alpha = 1/8 and beta = 1/4 by default;
//         RTO = SRTT + max(G, K*RTTVAR) with K = 4 and clock granularity G by default. The gains are
//         kept as 1/n (alphaInverse, betaInverse) so the arithmetic stays in integers.
//   (2.4)/(2.5) RTO is clamped to [minRto, maxRto] (1 s and 60 s by default);
//   (5.5) on expiry the caller backs off: RTO doubles (still capped at maxRto) until the next sample;
//   Karn's rule (section 3): samples from retransmitted segments are not taken. The caller knows
//         which segments were retransmitted; it simply does not call sample() for them. Echoed
//         timestamps (the polling protocols, TCP timestamps) are unambiguous and always sampled.
// Divisions truncate toward zero, so the arithmetic is the same on every platform.
#pragma once
#include <cstdint>

#include "../../core/time.h"

namespace ps {

enum class FirstSample { kReplace, kSmooth };

struct RtoConfig {
  SimTime initialRto = kSecond;   // (2.1), used when there is no placeholder estimate
  bool placeholder = false;       // start from the estimate below instead (the polling paper)
  SimTime placeholderSrtt = 0;    // polling: 1 s
  SimTime placeholderRttvar = 0;  // polling: 0.5 s
  SimTime minRto = kSecond;       // (2.4)
  SimTime maxRto = 60 * kSecond;  // (2.5)
  SimTime granularity = 0;        // G in (2.3)
  std::int64_t alphaInverse = 8;  // alpha = 1/8 in (2.3)
  std::int64_t betaInverse = 4;   // beta = 1/4 in (2.3)
  std::int64_t k = 4;             // K in (2.3)
  FirstSample firstSample = FirstSample::kReplace;
};

class RttEstimator {
 public:
  RttEstimator() = default;
  explicit RttEstimator(const RtoConfig& c) : cfg_(&c), srtt_(c.placeholderSrtt), rttvar_(c.placeholderRttvar) {}

  // A round-trip measurement R (negative values count as 0). Resets any backoff (5.7).
  void sample(SimTime r) {
    if (r < 0) r = 0;
    const bool first = samples_ == 0 && (cfg_->firstSample == FirstSample::kReplace || !hasPlaceholder());
    if (first) {  // (2.2)
      srtt_ = r;
      rttvar_ = r / 2;
    } else {  // (2.3)
      const SimTime diff = srtt_ > r ? srtt_ - r : r - srtt_;
      rttvar_ = ((cfg_->betaInverse - 1) * rttvar_ + diff) / cfg_->betaInverse;
      srtt_ = ((cfg_->alphaInverse - 1) * srtt_ + r) / cfg_->alphaInverse;
    }
    ++samples_;
    last_ = r;
    backoffs_ = 0;
  }
  // (5.5): the retransmission timer expired; the next RTO is doubled.
  void backoff() {
    if (backoffs_ < 62) ++backoffs_;
  }

  SimTime srtt() const { return srtt_; }
  SimTime rttvar() const { return rttvar_; }
  SimTime lastSample() const { return last_; }
  unsigned samples() const { return samples_; }
  unsigned backoffs() const { return backoffs_; }
  bool hasEstimate() const { return samples_ > 0 || hasPlaceholder(); }

  // The RTO before backoff: (2.1) or (2.3), clamped by (2.4)/(2.5).
  SimTime baseRto() const {
    SimTime r = hasEstimate() ? srtt_ + (granularityOr(cfg_->k * rttvar_)) : cfg_->initialRto;
    if (r < cfg_->minRto) r = cfg_->minRto;
    if (r > cfg_->maxRto) r = cfg_->maxRto;
    return r;
  }
  // The RTO to arm the timer with: baseRto doubled once per backoff, capped at maxRto.
  SimTime rto() const {
    SimTime r = baseRto();
    for (unsigned i = 0; i < backoffs_ && r < cfg_->maxRto; ++i) r *= 2;
    return r > cfg_->maxRto ? cfg_->maxRto : r;
  }

 private:
  bool hasPlaceholder() const { return cfg_->placeholder; }
  SimTime granularityOr(SimTime kRttvar) const { return kRttvar > cfg_->granularity ? kRttvar : cfg_->granularity; }

  const RtoConfig* cfg_ = nullptr;
  SimTime srtt_ = 0, rttvar_ = 0, last_ = 0;
  unsigned samples_ = 0, backoffs_ = 0;
};

}  // namespace ps

// Per-receiver RTT and retransmission timeout, "based on TCP".
// Source: seed 000 §2 ("A forma de fazer estas estimativas foi baseada no TCP"; rto_max = max rto_i)
// and §4.3 ("o RTT foi inicializado com 1s"); digest shared/research/polling.md §2.4.
//
// Choices where the paper is silent (digest §2.4, ambiguity A2), all in integer nanoseconds:
//   - Jacobson/Karels as written in RFC 2988: alpha = 1/8, beta = 1/4, K = 4, clock granularity 0;
//   - before any sample SRTT = 1 s (paper) and RTTVAR = SRTT/2, so the initial RTO is 3 s; the
//     first sample replaces both (RFC 2988 (2.2)): SRTT = R, RTTVAR = R/2;
//   - later samples (2.3): RTTVAR = 3/4 RTTVAR + 1/4 |SRTT − R|, SRTT = 7/8 SRTT + 1/8 R;
//   - RTO = SRTT + 4 RTTVAR clamped to [minRto, maxRto] (RFC 2988: 1 s and 60 s);
//   - no exponential backoff (the paper re-arms with the current rto every time);
//   - samples come from an echoed send timestamp, so there is no retransmission ambiguity.
//
// Two readings of §4.3's "o RTT foi inicializado com 1s, valor esse superior aos RTTs medidos
// durante a transmissão" (the RTT was initialised to 1 s, a value above the RTTs measured during
// the transmission), selected by RtoConfig::firstSample:
//   kReplace (default, the digest's choice): 1 s is only a placeholder; the first real sample
//     replaces SRTT and RTTVAR (RFC 2988 (2.2)), so rto_i = 3R right after it;
//   kSmooth: 1 s is the estimator's initial state ("inicializado"), and every sample, the first
//     included, is folded in by (2.3); SRTT then converges to the measured RTTs from above, which is
//     what "superior aos RTTs medidos" describes.
// The paper gives no initial RTTVAR; initialRttvar = 0 makes the initial RTO equal the 1 s RTT
// (the "starting from 1 s"), the default 0.5 s makes it 3 s (RFC 2988's initial RTO).
#pragma once
#include "../../core/time.h"

namespace ps::polling {

enum class FirstSample { kReplace, kSmooth };

struct RtoConfig {
  SimTime initialSrtt = kSecond;        // paper §4.3
  SimTime initialRttvar = kSecond / 2;  // TCP's first-sample rule applied to the placeholder
  SimTime minRto = kSecond;             // RFC 2988 (2.4)
  SimTime maxRto = 60 * kSecond;        // RFC 2988 (2.5)
  FirstSample firstSample = FirstSample::kReplace;
};

class RttEstimator {
 public:
  RttEstimator() = default;
  explicit RttEstimator(const RtoConfig& c) : cfg_(&c), srtt_(c.initialSrtt), rttvar_(c.initialRttvar) {}

  void sample(SimTime r) {
    if (r < 0) r = 0;
    if (samples_ == 0 && cfg_->firstSample == FirstSample::kReplace) {  // RFC 2988 (2.2)
      srtt_ = r;
      rttvar_ = r / 2;
    } else {  // (2.3)
      const SimTime diff = srtt_ > r ? srtt_ - r : r - srtt_;
      rttvar_ = (3 * rttvar_ + diff) / 4;
      srtt_ = (7 * srtt_ + r) / 8;
    }
    ++samples_;
    last_ = r;
  }
  SimTime srtt() const { return srtt_; }
  SimTime rttvar() const { return rttvar_; }
  SimTime lastSample() const { return last_; }
  unsigned samples() const { return samples_; }
  SimTime rto() const {
    SimTime r = srtt_ + 4 * rttvar_;
    if (r < cfg_->minRto) r = cfg_->minRto;
    if (r > cfg_->maxRto) r = cfg_->maxRto;
    return r;
  }

 private:
  const RtoConfig* cfg_ = nullptr;
  SimTime srtt_ = 0, rttvar_ = 0, last_ = 0;
  unsigned samples_ = 0;
};

}  // namespace ps::polling

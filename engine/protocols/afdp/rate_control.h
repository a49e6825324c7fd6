// AFDP's inter-packet period Tp (digest §3.5): the publisher's whole rate control.
//
//   [P] Tp starts at the value the secretary suggests in the grant.
//   [P] Every valid RESEND_REQUEST raises Tp by 10 ms at once, before it is serviced, whatever
//       the number of packets it names.
//   [P] While subscribers receive correctly, Tp slowly falls back to the floor: 10 ms by default,
//       100 ms in nice mode, no floor in rabid mode.
//   [choice] (§5 rows 1, 4) "Slowly": every decay period (500 ms) in which no valid request was
//       serviced, Tp -= 1 ms, never below the floor; undoing one +10 ms step takes 5 s. Tp never
//       exceeds a ceiling (1 s), which bounds a stall.
// Pure arithmetic, no timers: the publisher calls onValidNak() and onDecayTick() (unit-tested
// with hand-computed cases in engine/tests/afdp_test.cpp).
#pragma once
#include "afdp_config.h"

namespace ps::afdp {

class RateControl {
 public:
  RateControl() = default;
  RateControl(const RateConfig& rc, RateOption opt) : rc_(rc), floor_(floorFor(rc, opt)) { tp_ = initialFor(rc, opt); }

  // The floor of an option: default 10 ms, nice 100 ms, rabid 0.
  static SimTime floorFor(const RateConfig& rc, RateOption o) {
    return o == RateOption::kNice ? rc.niceFloor : o == RateOption::kRabid ? 0 : rc.defaultFloor;
  }
  // The Tp a grant suggests (§5 row 3): the option's floor; rabid starts at the default floor.
  static SimTime initialFor(const RateConfig& rc, RateOption o) {
    return o == RateOption::kNice ? rc.niceFloor : rc.defaultFloor;
  }

  void start(SimTime initial) {
    tp_ = initial;
    if (tp_ > peak_) peak_ = tp_;
    if (tp_ < low_) low_ = tp_;
    nakInPeriod_ = false;
  }
  // A valid RESEND_REQUEST: Tp + step (capped at the ceiling). Returns the new Tp.
  SimTime onValidNak() {
    tp_ = tp_ + rc_.step > rc_.ceiling ? rc_.ceiling : tp_ + rc_.step;
    nakInPeriod_ = true;
    ++increases_;
    if (tp_ > peak_) peak_ = tp_;
    return tp_;
  }
  // The decay period ended. Returns true when Tp fell (no valid NAK in the period, above floor).
  bool onDecayTick() {
    const bool quiet = !nakInPeriod_;
    nakInPeriod_ = false;
    if (!quiet || tp_ <= floor_) return false;
    tp_ = tp_ - rc_.decayStep < floor_ ? floor_ : tp_ - rc_.decayStep;
    ++decreases_;
    if (tp_ < low_) low_ = tp_;
    return true;
  }

  SimTime tp() const { return tp_; }
  SimTime floor() const { return floor_; }
  SimTime ceiling() const { return rc_.ceiling; }
  SimTime decayPeriod() const { return rc_.decayPeriod; }
  std::uint64_t increases() const { return increases_; }
  SimTime peak() const { return peak_; }  // the largest Tp so far
  SimTime low() const { return low_; }    // the smallest Tp so far
  std::uint64_t decreases() const { return decreases_; }

 private:
  RateConfig rc_;
  SimTime floor_ = 10 * kMillisecond;
  SimTime tp_ = 10 * kMillisecond;
  bool nakInPeriod_ = false;
  std::uint64_t increases_ = 0;
  SimTime peak_ = 0;
  SimTime low_ = kNever;
  std::uint64_t decreases_ = 0;
};

}  // namespace ps::afdp

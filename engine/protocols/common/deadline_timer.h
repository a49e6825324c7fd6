// A timer whose deadline can move often and cheaply: "restart the timer" without a heap event per
// restart. Cancelling and re-arming on every ACK or frame would push one scheduler event each time;
// instead extend() only moves the deadline, and the armed event, if it fires before the deadline,
// re-arms itself for it (one heap event per quiet period). set() arms exactly now.
//
// Use from an EventHandler:
//   timer.set(sched, now + T, this, kKind);      // (re)start from now, firing at the new time
//   timer.extend(sched, now + T, this, kKind);   // push the deadline later, lazily
//   timer.restart(sched, now + T, this, kKind);  // move the deadline either way (lazily when later)
//   timer.stop();                                // stop lazily: the armed event fires and does nothing
//   void onEvent(const Event& ev) { if (ev.kind == kKind && timer.expired(sched, this, kKind)) ...; }
// restart() and stop() serve timers restarted or stopped on nearly every packet (TCP's
// retransmission timer, RFC 6298 (5.2)/(5.3); a delayed-ACK timer): they never leave more than one
// event in the scheduler.
#pragma once
#include <cstdint>

#include "../../core/scheduler.h"

namespace ps {

class DeadlineTimer {
 public:
  bool armed() const { return timer_.armed() && deadline_ != kNever; }
  // The real deadline (the armed event may be earlier, while the deadline was extended).
  SimTime deadline() const { return timer_.armed() ? deadline_ : kNever; }

  // Arms the timer for `at` now (the previous event, if any, becomes stale).
  void set(Scheduler& s, SimTime at, EventHandler* h, std::uint32_t kind, std::uint32_t arg = 0) {
    deadline_ = at;
    s.arm(timer_, at, h, kind, arg);
  }
  // Moves the deadline to `at`, earlier or later: arms when idle or when `at` precedes the armed
  // event, otherwise only records the new deadline (the armed event re-arms for it).
  void restart(Scheduler& s, SimTime at, EventHandler* h, std::uint32_t kind, std::uint32_t arg = 0) {
    if (!timer_.armed() || at < timer_.deadline())
      set(s, at, h, kind, arg);
    else
      deadline_ = at;
  }
  // Stops the timer without touching the scheduler: the armed event, if any, fires and expired()
  // returns false without re-arming.
  void stop() { deadline_ = kNever; }
  // Moves the deadline to `at`; arms only when the timer is idle. `at` must not be earlier than
  // an already armed event (use set() to bring a deadline forward).
  void extend(Scheduler& s, SimTime at, EventHandler* h, std::uint32_t kind, std::uint32_t arg = 0) {
    deadline_ = at;
    if (!timer_.armed()) s.arm(timer_, at, h, kind, arg);
  }
  // Moves the deadline without arming an idle timer (a running timer restarts lazily).
  void moveDeadline(SimTime at) { deadline_ = at; }
  void cancel(Scheduler& s) { s.cancel(timer_); }

  // Call when the timer's event fires: true when the deadline has really passed; otherwise the
  // event re-arms itself for the deadline and this returns false.
  bool expired(Scheduler& s, EventHandler* h, std::uint32_t kind, std::uint32_t arg = 0) {
    if (deadline_ == kNever) return false;  // stopped
    if (s.now() >= deadline_) return true;
    s.arm(timer_, deadline_, h, kind, arg);
    return false;
  }

 private:
  Timer timer_;
  SimTime deadline_ = kNever;
};

}  // namespace ps

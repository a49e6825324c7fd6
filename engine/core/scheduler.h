// The future-event list: a binary min-heap keyed by (time, insertion sequence).
//
// Ordering: events compare by time, then by the sequence number given at insertion. Sequence
// numbers are unique and increase, so the order is total (irreflexive, antisymmetric,
// transitive), and two events at the same instant run in the order they were scheduled:
// the same on every platform, which is what makes runs reproducible.
//
// Dispatch: an Event is a small value (no closure, no allocation). It names an EventHandler and
// carries a kind and two integer arguments; the handler switches on the kind. The heap's
// storage grows to the peak number of pending events and is then reused, so steady state
// allocates nothing.
//
// Cancellation is lazy (O(1)): a Timer remembers the sequence number of its armed event;
// re-arming or cancelling changes that number, and the loop silently discards a popped timer
// event whose sequence no longer matches.
#pragma once
#include <cstdint>
#include <vector>

#include "time.h"

namespace ps {

struct Event;

class EventHandler {
 public:
  virtual void onEvent(const Event& ev) = 0;

 protected:
  ~EventHandler() = default;
};

class Timer;

struct Event {
  SimTime time = 0;
  std::uint64_t seq = 0;
  EventHandler* target = nullptr;
  const Timer* timer = nullptr;  // set for timer events: stale if timer->armedSeq() != seq
  std::uint32_t kind = 0;
  std::uint32_t arg32 = 0;
  std::uint64_t arg64 = 0;
};

// A named, reusable timer. Cancelling or re-arming an unarmed timer is always safe.
class Timer {
 public:
  bool armed() const { return seq_ != 0; }
  SimTime deadline() const { return deadline_; }
  std::uint64_t armedSeq() const { return seq_; }

 private:
  friend class Scheduler;
  std::uint64_t seq_ = 0;
  SimTime deadline_ = kNever;
};

class Scheduler {
 public:
  SimTime now() const { return now_; }
  std::uint64_t executed() const { return executed_; }
  std::size_t pending() const { return heap_.size(); }

  // Schedules `target->onEvent` at absolute time `at` (>= now).
  void schedule(SimTime at, EventHandler* target, std::uint32_t kind, std::uint32_t arg32 = 0, std::uint64_t arg64 = 0);
  void scheduleIn(SimTime delay, EventHandler* target, std::uint32_t kind, std::uint32_t arg32 = 0,
                  std::uint64_t arg64 = 0) {
    schedule(now_ + delay, target, kind, arg32, arg64);
  }

  // Arms (or re-arms) `timer` to fire `target->onEvent` with `kind` at `at`.
  void arm(Timer& timer, SimTime at, EventHandler* target, std::uint32_t kind, std::uint32_t arg32 = 0,
           std::uint64_t arg64 = 0);
  void cancel(Timer& timer) {
    timer.seq_ = 0;
    timer.deadline_ = kNever;
  }

  // Time of the next live event, or kNever. Discards stale timer events at the top.
  SimTime nextTime();

  // Runs the next live event if its time is <= limit. Returns false if none.
  bool runOne(SimTime limit = kNever);

  // Moves the clock forward to `t` without running anything (t must not precede a pending event).
  void advanceClock(SimTime t);

 private:
  static bool before(const Event& x, const Event& y) { return x.time < y.time || (x.time == y.time && x.seq < y.seq); }
  void push(const Event& ev);
  Event pop();
  void discardStale();

  std::vector<Event> heap_;
  SimTime now_ = 0;
  std::uint64_t nextSeq_ = 1;
  std::uint64_t executed_ = 0;
};

}  // namespace ps

// The future-event list: a 4-ary min-heap keyed by (time, insertion sequence), in two tiers (keys
// due soon, and keys due after an adaptive boundary: see far_).
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
//
// Re-arming later keeps the heap small: a timer pushed back on every packet (an RTO restarted on
// each ACK, a delayed-ACK timer) would otherwise leave one stale entry per re-arm in the heap,
// tens of thousands on a fast link. Instead the timer keeps its one "ticket" entry; when the
// ticket pops before the deadline it is pushed again at the deadline with the sequence number the
// re-arm took. Everything therefore runs in exactly the (time, sequence) order that one heap entry
// per arming would give: the ticket always sorts before the arming it carries.
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
  // The arming's event, kept so that a ticket popped early can be pushed again at the deadline.
  EventHandler* target_ = nullptr;
  std::uint32_t kind_ = 0, arg32_ = 0;
  std::uint64_t arg64_ = 0;
  // This timer's ticket: the heap entry that carries its current arming (0: none).
  std::uint64_t ticketSeq_ = 0;
  SimTime ticketTime_ = kNever;
};

class Scheduler {
 public:
  SimTime now() const { return now_; }
  std::uint64_t executed() const { return executed_; }
  std::size_t pending() const { return heap_.size() - (rootVacant_ ? 1 : 0) + far_.size(); }

  // Schedules `target->onEvent` at absolute time `at` (>= now).
  void schedule(SimTime at, EventHandler* target, std::uint32_t kind, std::uint32_t arg32 = 0, std::uint64_t arg64 = 0);
  void scheduleIn(SimTime delay, EventHandler* target, std::uint32_t kind, std::uint32_t arg32 = 0,
                  std::uint64_t arg64 = 0) {
    schedule(now_ + delay, target, kind, arg32, arg64);
  }

  // Arms (or re-arms) `timer` to fire `target->onEvent` with `kind` at `at`.
  void arm(Timer& timer, SimTime at, EventHandler* target, std::uint32_t kind, std::uint32_t arg32 = 0,
           std::uint64_t arg64 = 0);
  // Events kept in time order outside the heap (a link's wire, DESIGN.md §2): `takeSeq` hands out
  // the sequence number that scheduling now would give, and `scheduleTaken` later puts the event
  // in the heap with it. An owner that keeps only its earliest event in the heap then runs
  // everything in exactly the order one heap entry per event would, with a far smaller heap.
  std::uint64_t takeSeq() { return nextSeq_++; }
  void scheduleTaken(SimTime at, std::uint64_t seq, EventHandler* target, std::uint32_t kind, std::uint32_t arg32 = 0,
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
  // The heap holds 16-byte keys and the events sit in a slab beside it: four keys share a cache
  // line, and a 4-ary heap reads a node's children from one line, so a pop touches about half as
  // many lines as a binary heap of whole events. `order` is the event's sequence number shifted
  // left past its slab slot: sequence numbers are unique, so the slot bits never decide an order.
  struct Key {
    SimTime time;
    std::uint64_t order;
  };
  static constexpr unsigned kSlotBits = 24;
  static constexpr std::uint64_t kSlots = std::uint64_t{1} << kSlotBits;
  static constexpr std::uint64_t kSeqLimit = std::uint64_t{1} << (64 - kSlotBits);
  static bool before(const Key& x, const Key& y) { return x.time < y.time || (x.time == y.time && x.order < y.order); }
  const Event& top() const { return events_[heap_.front().order & (kSlots - 1)]; }
  void push(SimTime at, std::uint64_t seq, EventHandler* target, const Timer* timer, std::uint32_t kind,
            std::uint32_t arg32, std::uint64_t arg64);
  Event pop();
  // Puts `key` at index `i` of heap `h` or below, moving smaller children up (the hole method).
  static void siftDown(std::vector<Key>& h, std::size_t i, Key key);
  // Appends `key` to heap `h` and moves it up to its place.
  static void siftUp(std::vector<Key>& h, Key key);
  // Fills a vacant root with the last key (see rootVacant_), then refills an empty near heap from
  // the far one (see far_).
  void settleRoot();
  void refill();
  void discardStale();
  void pushTicket(Timer& timer);
  // A popped timer event: true if it fires now; otherwise it was stale or a ticket that has been
  // pushed again at its timer's deadline.
  bool timerFiresNow(const Event& ev);

  std::vector<Key> heap_;
  // While an event runs, its key stays at the root, marked vacant: the handler's first push
  // usually lands there in one sift down, instead of a sift down to remove the run event plus a
  // sift up to add the new one. Anything that reads the heap settles the root first.
  bool rootVacant_ = false;
  // Two tiers. heap_ holds the keys due before boundary_, far_ those due at or after it, so the
  // least key is always in heap_ while heap_ has any. Long timers (a retransmission timeout a
  // second ahead, the stale tickets of closed connections) then wait in far_ and stay out of the
  // way of the many short-lived events, whose heap is a few levels shallower. When heap_ runs
  // empty, the keys due within window_ of far_'s least move over, already in order (a sorted
  // array is a heap). The order events run in never depends on which tier holds them (keys are
  // unique); window_ only adapts the split to the scenario's time scale.
  std::vector<Key> far_;
  SimTime boundary_ = 0;
  SimTime window_ = 1'000'000;
  std::uint64_t executedAtRefill_ = 0;
  std::vector<Event> events_;             // the slab, indexed by slot
  std::vector<std::uint32_t> freeSlots_;  // slots of popped events, reused first
  SimTime now_ = 0;
  std::uint64_t nextSeq_ = 1;
  std::uint64_t executed_ = 0;
};

}  // namespace ps

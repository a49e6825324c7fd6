#include "scheduler.h"

#include <cassert>
#include <stdexcept>

namespace ps {

void Scheduler::schedule(SimTime at, EventHandler* target, std::uint32_t kind, std::uint32_t arg32,
                         std::uint64_t arg64) {
  if (at < now_) throw std::logic_error("Scheduler::schedule: event in the past");
  push(at, nextSeq_++, target, nullptr, kind, arg32, arg64);
}

void Scheduler::scheduleTaken(SimTime at, std::uint64_t seq, EventHandler* target, std::uint32_t kind,
                              std::uint32_t arg32, std::uint64_t arg64) {
  if (at < now_) throw std::logic_error("Scheduler::scheduleTaken: event in the past");
  if (seq == 0 || seq >= nextSeq_) throw std::logic_error("Scheduler::scheduleTaken: sequence not taken");
  push(at, seq, target, nullptr, kind, arg32, arg64);
}

void Scheduler::arm(Timer& timer, SimTime at, EventHandler* target, std::uint32_t kind, std::uint32_t arg32,
                    std::uint64_t arg64) {
  if (at < now_) throw std::logic_error("Scheduler::arm: timer in the past");
  timer.seq_ = nextSeq_++;
  timer.deadline_ = at;
  timer.target_ = target;
  timer.kind_ = kind;
  timer.arg32_ = arg32;
  timer.arg64_ = arg64;
  // A ticket due no later than the deadline will carry this arming; otherwise push a new one
  // (the old ticket, if any, is then discarded when it pops).
  if (timer.ticketSeq_ != 0 && timer.ticketTime_ <= at) return;
  pushTicket(timer);
}

void Scheduler::pushTicket(Timer& timer) {
  timer.ticketSeq_ = timer.seq_;
  timer.ticketTime_ = timer.deadline_;
  push(timer.deadline_, timer.seq_, timer.target_, &timer, timer.kind_, timer.arg32_, timer.arg64_);
}

bool Scheduler::timerFiresNow(const Event& ev) {
  Timer& t = const_cast<Timer&>(*ev.timer);
  if (ev.seq != t.ticketSeq_) return false;  // a ticket replaced by an earlier one
  t.ticketSeq_ = 0;
  t.ticketTime_ = kNever;
  if (t.seq_ == 0) return false;      // cancelled
  if (t.seq_ == ev.seq) return true;  // the arming this entry was pushed for
  pushTicket(t);                      // re-armed later: carry on to the deadline
  return false;
}

void Scheduler::discardStale() {
  for (;;) {
    // Settled on every pass: a ticket pushed again below may have gone to the far tier and left
    // the near one empty.
    settleRoot();
    if (heap_.empty()) return;
    const Event& ev = top();
    if (ev.timer == nullptr) return;
    const Timer& t = *ev.timer;
    if (ev.seq == t.ticketSeq_ && ev.seq == t.seq_) return;  // live
    timerFiresNow(pop());
  }
}

SimTime Scheduler::nextTime() {
  discardStale();
  return heap_.empty() ? kNever : heap_.front().time;
}

bool Scheduler::runOne(SimTime limit) {
  discardStale();
  if (heap_.empty() || heap_.front().time > limit) return false;
  const auto slot = static_cast<std::uint32_t>(heap_.front().order & (kSlots - 1));
  const Event ev = events_[slot];
  freeSlots_.push_back(slot);
  rootVacant_ = true;
  assert(ev.time >= now_ && "time went backwards");
  now_ = ev.time;
  if (ev.timer != nullptr) {
    // The timer is no longer armed once it fires; the handler may re-arm it.
    Timer& t = const_cast<Timer&>(*ev.timer);
    t.seq_ = 0;
    t.deadline_ = kNever;
    t.ticketSeq_ = 0;
    t.ticketTime_ = kNever;
  }
  ++executed_;
  ev.target->onEvent(ev);
  settleRoot();
  return true;
}

void Scheduler::advanceClock(SimTime t) {
  if (t > now_) now_ = t;
}

// 4-ary heap with 0-based indexes; the children of i are 4i+1 .. 4i+4. Sift with a hole rather
// than swaps: one copy per level.
// The fields come in as values and are written into the slab one by one. Building an Event on the
// caller's stack and copying it in made the copy read the Event back as 16-byte words right after
// it was written in 8-byte stores; the CPU cannot forward such a load from its store buffer, and
// that stall was a quarter of the queue-overflow benchmark's time.
void Scheduler::push(SimTime at, std::uint64_t seq, EventHandler* target, const Timer* timer, std::uint32_t kind,
                     std::uint32_t arg32, std::uint64_t arg64) {
  if (seq >= kSeqLimit) throw std::length_error("Scheduler: more than 1.1e12 events scheduled");
  std::uint32_t slot;
  if (!freeSlots_.empty()) {
    slot = freeSlots_.back();
    freeSlots_.pop_back();
  } else {
    if (events_.size() >= kSlots) throw std::length_error("Scheduler: more than 16.7 million pending events");
    slot = static_cast<std::uint32_t>(events_.size());
    events_.emplace_back();
  }
  Event& ev = events_[slot];
  ev.time = at;
  ev.seq = seq;
  ev.target = target;
  ev.timer = timer;
  ev.kind = kind;
  ev.arg32 = arg32;
  ev.arg64 = arg64;
  const Key key{at, (seq << kSlotBits) | slot};
  if (at >= boundary_) {
    siftUp(far_, key);
    return;
  }
  if (rootVacant_) {
    rootVacant_ = false;
    siftDown(heap_, 0, key);
    return;
  }
  siftUp(heap_, key);
}

void Scheduler::siftUp(std::vector<Key>& h, Key key) {
  h.push_back(key);
  std::size_t i = h.size() - 1;
  while (i > 0) {
    const std::size_t parent = (i - 1) / 4;
    if (!before(key, h[parent])) break;
    h[i] = h[parent];
    i = parent;
  }
  h[i] = key;
}

namespace {
// A key as one unsigned 128-bit number, time in the high half: times are never negative, so the
// numbers order exactly as (time, order) does, and one compare-with-borrow plus conditional moves
// picks the lesser of two keys without a branch.
inline unsigned __int128 wide(SimTime time, std::uint64_t order) {
  return (static_cast<unsigned __int128>(static_cast<std::uint64_t>(time)) << 64) | order;
}
}  // namespace

// The most keys one refill should move before the window shrinks: about four levels of heap.
constexpr std::size_t kRefillMax = 256;

void Scheduler::siftDown(std::vector<Key>& heap, std::size_t i, Key key) {
  const std::size_t n = heap.size();
  Key* const h = heap.data();
  const unsigned __int128 k = wide(key.time, key.order);
  for (;;) {
    const std::size_t first = 4 * i + 1;
    if (first >= n) break;
    std::size_t best;
    unsigned __int128 bestKey;
    if (first + 4 <= n) {
      // Which child is least is a coin toss, and mispredicted branches were most of a pop's
      // cost: a tournament of two pairs, each decided by conditional moves.
      const unsigned __int128 c0 = wide(h[first].time, h[first].order);
      const unsigned __int128 c1 = wide(h[first + 1].time, h[first + 1].order);
      const unsigned __int128 c2 = wide(h[first + 2].time, h[first + 2].order);
      const unsigned __int128 c3 = wide(h[first + 3].time, h[first + 3].order);
      const bool b01 = c1 < c0, b23 = c3 < c2;
      const unsigned __int128 m01 = b01 ? c1 : c0, m23 = b23 ? c3 : c2;
      const std::size_t i01 = first + b01, i23 = first + 2 + b23;
      const bool right = m23 < m01;
      best = right ? i23 : i01;
      bestKey = right ? m23 : m01;
    } else {
      best = first;
      bestKey = wide(h[first].time, h[first].order);
      for (std::size_t c = first + 1; c < n; ++c) {
        const unsigned __int128 ck = wide(h[c].time, h[c].order);
        const bool less = ck < bestKey;
        best = less ? c : best;
        bestKey = less ? ck : bestKey;
      }
    }
    if (bestKey >= k) break;
    h[i] = h[best];
    i = best;
  }
  h[i] = key;
}

void Scheduler::settleRoot() {
  if (rootVacant_) {
    rootVacant_ = false;
    const Key last = heap_.back();
    heap_.pop_back();
    if (!heap_.empty()) siftDown(heap_, 0, last);
  }
  if (heap_.empty() && !far_.empty()) refill();
}

void Scheduler::refill() {
  // Adapt the window to the traffic across the boundary: when the keys that had to wait in far_
  // are a large share of the events run since the last refill, the window is too short for this
  // scenario's time scale and doubles; when so many keys come over at once that the near heap
  // would grow deep, it halves. Only speed depends on it.
  const std::uint64_t ran = executed_ - executedAtRefill_;
  executedAtRefill_ = executed_;
  const SimTime first = far_.front().time;
  boundary_ = first > kNever - window_ ? kNever : first + window_;
  std::size_t moved = 0;
  while (!far_.empty() && far_.front().time < boundary_) {
    heap_.push_back(far_.front());  // ascending order: heap_ stays a valid heap
    const Key last = far_.back();
    far_.pop_back();
    if (!far_.empty()) siftDown(far_, 0, last);
    ++moved;
  }
  if (moved > kRefillMax) {
    window_ = window_ / 2 > 0 ? window_ / 2 : 1;
  } else if (moved * 8 > ran && window_ < kNever / 4) {
    window_ *= 2;
  }
}

Event Scheduler::pop() {
  const auto slot = static_cast<std::uint32_t>(heap_.front().order & (kSlots - 1));
  const Event top = events_[slot];
  freeSlots_.push_back(slot);
  rootVacant_ = true;
  settleRoot();
  return top;
}

}  // namespace ps

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
  settleRoot();
  while (!heap_.empty()) {
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
  if (rootVacant_) {
    rootVacant_ = false;
    siftDown(0, key);
    return;
  }
  heap_.push_back(key);
  std::size_t i = heap_.size() - 1;
  while (i > 0) {
    const std::size_t parent = (i - 1) / 4;
    if (!before(key, heap_[parent])) break;
    heap_[i] = heap_[parent];
    i = parent;
  }
  heap_[i] = key;
}

void Scheduler::siftDown(std::size_t i, Key key) {
  const std::size_t n = heap_.size();
  for (;;) {
    const std::size_t first = 4 * i + 1;
    if (first >= n) break;
    const std::size_t end = first + 4 < n ? first + 4 : n;
    std::size_t best = first;
    // Written so the compiler can pick the least child with conditional moves: which child is
    // least is a coin toss, and mispredicted branches were most of a pop's cost.
    for (std::size_t c = first + 1; c < end; ++c) best = before(heap_[c], heap_[best]) ? c : best;
    if (!before(heap_[best], key)) break;
    heap_[i] = heap_[best];
    i = best;
  }
  heap_[i] = key;
}

void Scheduler::settleRoot() {
  if (!rootVacant_) return;
  rootVacant_ = false;
  const Key last = heap_.back();
  heap_.pop_back();
  if (!heap_.empty()) siftDown(0, last);
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

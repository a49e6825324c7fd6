#include "scheduler.h"

#include <cassert>
#include <stdexcept>

namespace ps {

void Scheduler::schedule(SimTime at, EventHandler* target, std::uint32_t kind, std::uint32_t arg32,
                         std::uint64_t arg64) {
  if (at < now_) throw std::logic_error("Scheduler::schedule: event in the past");
  Event ev;
  ev.time = at;
  ev.seq = nextSeq_++;
  ev.target = target;
  ev.kind = kind;
  ev.arg32 = arg32;
  ev.arg64 = arg64;
  push(ev);
}

void Scheduler::arm(Timer& timer, SimTime at, EventHandler* target, std::uint32_t kind, std::uint32_t arg32,
                    std::uint64_t arg64) {
  if (at < now_) throw std::logic_error("Scheduler::arm: timer in the past");
  Event ev;
  ev.time = at;
  ev.seq = nextSeq_++;
  ev.target = target;
  ev.timer = &timer;
  ev.kind = kind;
  ev.arg32 = arg32;
  ev.arg64 = arg64;
  timer.seq_ = ev.seq;
  timer.deadline_ = at;
  push(ev);
}

void Scheduler::discardStale() {
  while (!heap_.empty()) {
    const Event& top = heap_.front();
    if (top.timer == nullptr || top.timer->seq_ == top.seq) return;
    pop();
  }
}

SimTime Scheduler::nextTime() {
  discardStale();
  return heap_.empty() ? kNever : heap_.front().time;
}

bool Scheduler::runOne(SimTime limit) {
  discardStale();
  if (heap_.empty() || heap_.front().time > limit) return false;
  const Event ev = pop();
  assert(ev.time >= now_ && "time went backwards");
  now_ = ev.time;
  if (ev.timer != nullptr) {
    // The timer is no longer armed once it fires; the handler may re-arm it.
    Timer& t = const_cast<Timer&>(*ev.timer);
    t.seq_ = 0;
    t.deadline_ = kNever;
  }
  ++executed_;
  ev.target->onEvent(ev);
  return true;
}

void Scheduler::advanceClock(SimTime t) {
  if (t > now_) now_ = t;
}

// Binary heap with 0-based indexes; children of i are 2i+1 and 2i+2. Sift with a hole rather
// than swaps: one copy per level.
void Scheduler::push(const Event& ev) {
  heap_.push_back(ev);
  std::size_t i = heap_.size() - 1;
  while (i > 0) {
    const std::size_t parent = (i - 1) / 2;
    if (!before(ev, heap_[parent])) break;
    heap_[i] = heap_[parent];
    i = parent;
  }
  heap_[i] = ev;
}

Event Scheduler::pop() {
  const Event top = heap_.front();
  const Event last = heap_.back();
  heap_.pop_back();
  const std::size_t n = heap_.size();
  if (n > 0) {
    std::size_t i = 0;
    for (;;) {
      std::size_t child = 2 * i + 1;
      if (child >= n) break;
      if (child + 1 < n && before(heap_[child + 1], heap_[child])) ++child;
      if (!before(heap_[child], last)) break;
      heap_[i] = heap_[child];
      i = child;
    }
    heap_[i] = last;
  }
  return top;
}

}  // namespace ps

// The scheduler keeps fewer heap entries than events (a timer re-armed later keeps its one
// ticket; a link's wire keeps only its oldest arrival in the heap). These tests check that this
// changes nothing but the heap's size: events run in exactly the (time, sequence) order of a
// plain list with one entry per event, and the heap stays small where it used to grow.
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "core/rng.h"
#include "core/scheduler.h"
#include "core/simulation.h"
#include "net/network.h"

using namespace ps;

namespace {

// The reference: every schedule and every arming is one entry; a run picks the least live entry
// by (time, sequence) with a linear scan. Slow and obviously right.
class ListScheduler {
 public:
  struct Timer {
    std::uint64_t seq = 0;
  };
  SimTime now() const { return now_; }
  void schedule(SimTime at, std::uint32_t kind) { entries_.push_back({at, next_++, kind, nullptr}); }
  void arm(Timer& t, SimTime at, std::uint32_t kind) {
    t.seq = next_++;
    entries_.push_back({at, t.seq, kind, &t});
  }
  void cancel(Timer& t) { t.seq = 0; }
  // Runs the least live entry; returns its kind, or -1 when none is left.
  long runOne() {
    for (;;) {
      if (entries_.empty()) return -1;
      std::size_t best = 0;
      for (std::size_t i = 1; i < entries_.size(); ++i)
        if (entries_[i].time < entries_[best].time ||
            (entries_[i].time == entries_[best].time && entries_[i].seq < entries_[best].seq))
          best = i;
      const Entry e = entries_[best];
      entries_.erase(entries_.begin() + static_cast<std::ptrdiff_t>(best));
      if (e.timer && e.timer->seq != e.seq) continue;  // cancelled or re-armed
      if (e.timer) e.timer->seq = 0;
      now_ = e.time;
      return e.kind;
    }
  }

 private:
  struct Entry {
    SimTime time;
    std::uint64_t seq;
    std::uint32_t kind;
    Timer* timer;
  };
  std::vector<Entry> entries_;
  std::uint64_t next_ = 1;
  SimTime now_ = 0;
};

constexpr int kTimers = 12;

// What every event does, identically for both schedulers: a few random actions drawn from the
// same stream (on average 1.25 plain events, so the load grows; timers armed later or earlier than before,
// cancellations). Kinds below kTimers are timer firings; the rest are plain events.
// With `wide`, each delay is also scaled by 1, 10^3, 10^6 or 10^8 (drawn), so that events land on
// both sides of the scheduler's near/far boundary and cross it while ties still happen.
template <class Do>
void act(Rng& rng, SimTime now, std::uint32_t& nextKind, Do&& doIt, bool wide = false) {
  const int actions = static_cast<int>(rng.uniformInt(1, 4));
  for (int a = 0; a < actions; ++a) {
    const auto what = rng.uniformInt(0, 9);
    const auto timer = static_cast<int>(rng.uniformInt(0, kTimers - 1));
    SimTime delay = static_cast<SimTime>(rng.uniformInt(0, what < 5 ? 40 : 400));  // ties happen often
    if (wide) {
      static constexpr SimTime kScale[] = {1, 1'000, 1'000'000, 100'000'000};
      delay *= kScale[rng.uniformInt(0, 3)];
    }
    doIt(what < 5 ? 0 : what < 9 ? 1 : 2, timer, now + delay, nextKind++);
  }
}

struct Driven : EventHandler {
  Scheduler s;
  Timer timers[kTimers];
  Rng rng{7, 1};
  std::uint32_t nextKind = kTimers;
  std::vector<std::uint32_t> fired;
  std::vector<SimTime> firedAt;
  bool wide = false;
  void onEvent(const Event& ev) override {
    fired.push_back(ev.kind);
    firedAt.push_back(s.now());
    act(
        rng, s.now(), nextKind,
        [&](int op, int t, SimTime at, std::uint32_t kind) {
          if (op == 0) s.schedule(at, this, kind);
          if (op == 1) s.arm(timers[t], at, this, static_cast<std::uint32_t>(t));
          if (op == 2) s.cancel(timers[t]);
        },
        wide);
  }
};

// Runs the scheduler and the plain list on the same random load and compares every event's kind
// and time.
void expectSameOrderAsThePlainList(bool wide) {
  Driven d;
  d.wide = wide;
  ListScheduler ref;
  ListScheduler::Timer refTimers[kTimers];
  Rng refRng{7, 1};
  std::uint32_t refNext = kTimers;
  for (std::uint32_t k = 0; k < 20; ++k) {
    d.s.schedule(k * 3, &d, 1000 + k);
    ref.schedule(k * 3, 1000 + k);
  }
  std::vector<std::uint32_t> expected;
  std::vector<SimTime> expectedAt;
  while (expected.size() < 20000) {
    const long kind = ref.runOne();
    if (kind < 0) break;
    expected.push_back(static_cast<std::uint32_t>(kind));
    expectedAt.push_back(ref.now());
    act(
        refRng, ref.now(), refNext,
        [&](int op, int t, SimTime at, std::uint32_t k) {
          if (op == 0) ref.schedule(at, k);
          if (op == 1) ref.arm(refTimers[t], at, static_cast<std::uint32_t>(t));
          if (op == 2) ref.cancel(refTimers[t]);
        },
        wide);
  }
  while (d.fired.size() < expected.size() && d.s.runOne()) {}
  ASSERT_GT(expected.size(), 1000u) << "the random load died out too early to test anything";
  ASSERT_EQ(d.fired.size(), expected.size());
  for (std::size_t i = 0; i < expected.size(); ++i) {
    ASSERT_EQ(d.fired[i], expected[i]) << "at event " << i;
    ASSERT_EQ(d.firedAt[i], expectedAt[i]) << "at event " << i;
  }
}

}  // namespace

TEST(SchedulerOrder, TicketsAndSlotsRunEverythingInThePlainListsOrder) { expectSameOrderAsThePlainList(false); }

// Delays from nanoseconds to tens of seconds: keys go to both tiers, the window adapts both ways,
// and the order must still be the plain list's.
TEST(SchedulerOrder, NearAndFarTiersRunEverythingInThePlainListsOrder) { expectSameOrderAsThePlainList(true); }

TEST(SchedulerOrder, ALongTimerWaitsInTheFarTierWhileShortEventsRun) {
  struct Chain : EventHandler {
    Scheduler* s = nullptr;
    std::vector<SimTime> at;
    void onEvent(const Event& ev) override {
      at.push_back(s->now());
      if (ev.kind == 0 && s->now() < 10'000'000) s->scheduleIn(1'000, this, 0);  // every microsecond
    }
  } h;
  Scheduler s;
  h.s = &s;
  Timer rto;
  s.arm(rto, 5'000'000'500, &h, 1);  // five seconds ahead, between two chain events
  s.schedule(0, &h, 0);
  std::size_t maxPending = 0;
  while (s.runOne()) maxPending = std::max(maxPending, s.pending());
  EXPECT_EQ(maxPending, 2u) << "the chain's next event plus the timer";
  ASSERT_EQ(h.at.size(), 10'002u);
  EXPECT_EQ(h.at[10'000], 10'000'000);
  EXPECT_EQ(h.at.back(), 5'000'000'500) << "the timer fires once, last";
}

TEST(SchedulerOrder, ATimerPushedBackOnEveryEventKeepsOneHeapEntry) {
  struct Once : EventHandler {
    int fired = 0;
    void onEvent(const Event&) override { ++fired; }
  } h;
  Scheduler s;
  Timer rto;
  for (SimTime t = 0; t < 1000; ++t) s.arm(rto, 1'000'000 + t, &h, 1);
  EXPECT_EQ(s.pending(), 1u) << "re-arming later must reuse the timer's one heap entry";
  while (s.runOne()) {}
  EXPECT_EQ(h.fired, 1);
  EXPECT_EQ(s.now(), 1'000'999);
}

// Records when each of its events ran.
struct FireTimes : EventHandler {
  explicit FireTimes(Scheduler* sched) : s(sched) {}
  Scheduler* s;
  std::vector<SimTime> at;
  void onEvent(const Event&) override { at.push_back(s->now()); }
};

TEST(SchedulerOrder, ATimerBroughtForwardStillFiresOnceAtTheNewDeadline) {
  Scheduler s;
  FireTimes h{&s};
  Timer t;
  s.arm(t, 500, &h, 1);
  s.arm(t, 100, &h, 1);  // earlier: a new ticket; the old one is discarded when it pops
  s.arm(t, 300, &h, 1);  // later than the new ticket: carried by it
  while (s.runOne()) {}
  ASSERT_EQ(h.at.size(), 1u);
  EXPECT_EQ(h.at[0], 300);
}

TEST(SchedulerOrder, ALongFatLinkKeepsOneHeapEntryForAllItsPacketsInFlight) {
  Simulation sim(1);
  Network net(sim);
  const std::uint32_t a = net.addNode({"A", "host", -1, -1, ""});
  const std::uint32_t b = net.addNode({"B", "host", -1, -1, ""});
  LinkSpec spec;
  spec.a = a;
  spec.b = b;
  spec.bandwidth = BitsPerSecond{1'000'000'000};
  spec.delay = 100 * kMillisecond;
  spec.queueAB = 0;
  net.addLink(spec);
  net.computeRoutes();
  struct Sink : PacketHandler {
    std::vector<SimTime> at;
    void onPacket(Network& n, PacketId p) override {
      at.push_back(n.sim().now());
      n.sim().packets().release(p);
    }
  } sink;
  net.attach(b, &sink);
  constexpr int kPackets = 10000;  // 80 ms of sending at 1 Gbit/s: all on the wire at once
  for (int i = 0; i < kPackets; ++i) {
    const PacketId p = sim.packets().alloc();
    sim.packets()[p].sizeBytes = 1000;
    sim.packets()[p].src = a;
    sim.packets()[p].dst = b;
    net.send(a, p);
  }
  std::size_t maxPending = 0;
  while (sim.scheduler().runOne()) maxPending = std::max(maxPending, sim.scheduler().pending());
  EXPECT_LE(maxPending, 3u) << "one transmission end plus the oldest arrival, not one per packet";
  ASSERT_EQ(sink.at.size(), static_cast<std::size_t>(kPackets));
  // Packet i's tail leaves after (i + 1) transmission times of 8 us and arrives 100 ms later.
  for (int i = 0; i < kPackets; i += 997) EXPECT_EQ(sink.at[i], (i + 1) * 8 * kMicrosecond + 100 * kMillisecond);
}

TEST(SchedulerOrder, ATicketCarriedFarAheadWithNothingElsePendingStillFires) {
  // The ticket pops at 100 ns with nothing else pending and goes back at the deadline, ten seconds
  // on, beyond the near tier's boundary: the run must go on to it, not end with the near tier empty.
  Scheduler s;
  FireTimes h{&s};
  Timer t;
  s.arm(t, 100, &h, 1);
  s.arm(t, 10'000'000'000, &h, 1);
  EXPECT_EQ(s.nextTime(), 10'000'000'000);
  while (s.runOne()) {}
  ASSERT_EQ(h.at.size(), 1u);
  EXPECT_EQ(h.at[0], 10'000'000'000);
}

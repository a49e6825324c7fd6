#include <gtest/gtest.h>

#include <vector>

#include "core/scheduler.h"

using namespace ps;

namespace {
struct Recorder : EventHandler {
  std::vector<std::uint32_t> seen;
  std::vector<SimTime> times;
  Scheduler* s = nullptr;
  void onEvent(const Event& ev) override {
    seen.push_back(ev.kind);
    times.push_back(s->now());
  }
};
}  // namespace

TEST(Scheduler, EventsAtTheSameTimeRunInInsertionOrder) {
  Scheduler s;
  Recorder r;
  r.s = &s;
  for (std::uint32_t k = 0; k < 100; ++k) s.schedule(5, &r, k);
  s.schedule(1, &r, 1000);
  while (s.runOne()) {}
  ASSERT_EQ(r.seen.size(), 101u);
  EXPECT_EQ(r.seen[0], 1000u);
  for (std::uint32_t k = 0; k < 100; ++k) EXPECT_EQ(r.seen[k + 1], k);
}

TEST(Scheduler, EventsRunInTimeOrderAndTimeNeverGoesBack) {
  Scheduler s;
  Recorder r;
  r.s = &s;
  const SimTime ts[] = {50, 10, 40, 10, 30, 20, 0, 99};
  for (SimTime t : ts) s.schedule(t, &r, static_cast<std::uint32_t>(t));
  while (s.runOne()) {}
  for (std::size_t i = 1; i < r.times.size(); ++i) EXPECT_LE(r.times[i - 1], r.times[i]);
  EXPECT_EQ(s.executed(), 8u);
}

TEST(Scheduler, CancelledTimerNeverFires) {
  Scheduler s;
  Recorder r;
  r.s = &s;
  Timer t;
  s.arm(t, 10, &r, 7);
  EXPECT_TRUE(t.armed());
  s.cancel(t);
  EXPECT_FALSE(t.armed());
  s.schedule(20, &r, 8);
  while (s.runOne()) {}
  EXPECT_EQ(r.seen, std::vector<std::uint32_t>{8});
  EXPECT_EQ(s.executed(), 1u);
}

TEST(Scheduler, RearmingATimerMovesItsOnlyFiring) {
  Scheduler s;
  Recorder r;
  r.s = &s;
  Timer t;
  s.arm(t, 10, &r, 1);
  s.arm(t, 30, &r, 2);
  while (s.runOne()) {}
  EXPECT_EQ(r.seen, std::vector<std::uint32_t>{2});
  EXPECT_EQ(r.times, std::vector<SimTime>{30});
  EXPECT_FALSE(t.armed());
}

TEST(Scheduler, CancellingAnUnarmedTimerIsSafe) {
  Scheduler s;
  Timer t;
  s.cancel(t);
  s.cancel(t);
  EXPECT_FALSE(t.armed());
  EXPECT_EQ(s.nextTime(), kNever);
}

TEST(Scheduler, RunOneRespectsTheLimit) {
  Scheduler s;
  Recorder r;
  r.s = &s;
  s.schedule(10, &r, 1);
  s.schedule(20, &r, 2);
  EXPECT_TRUE(s.runOne(15));
  EXPECT_FALSE(s.runOne(15));
  EXPECT_EQ(s.nextTime(), 20);
}

TEST(Scheduler, SchedulingInThePastThrows) {
  Scheduler s;
  Recorder r;
  r.s = &s;
  s.schedule(10, &r, 1);
  s.runOne();
  EXPECT_THROW(s.schedule(5, &r, 1), std::logic_error);
}

// The common protocol parts (engine/protocols/common/) that have no suite of their own: the
// restartable deadline timer, the modular sender window and the traced state machine.
#include <gtest/gtest.h>

#include <vector>

#include "core/simulation.h"
#include "protocols/common/deadline_timer.h"
#include "protocols/common/modular_window.h"
#include "protocols/common/state_machine.h"

namespace ps {
namespace {

struct Fires final : EventHandler {
  explicit Fires(Simulation& s) : sim(s) {}
  void onEvent(const Event& ev) override {
    if (timer.expired(sim.scheduler(), this, ev.kind)) at.push_back(sim.now());
  }
  Simulation& sim;
  DeadlineTimer timer;
  std::vector<SimTime> at;
};

TEST(DeadlineTimer, ExtendingMovesTheDeadlineWithoutANewEventPerRestart) {
  Simulation sim(1);
  Fires f(sim);
  f.timer.extend(sim.scheduler(), 10, &f, 1);
  for (SimTime t = 1; t <= 5; ++t) f.timer.extend(sim.scheduler(), 10 + t, &f, 1);  // five restarts
  EXPECT_EQ(sim.scheduler().pending(), 1u) << "restarts must not push events";
  EXPECT_EQ(f.timer.deadline(), 15);
  sim.run();
  EXPECT_EQ(f.at, (std::vector<SimTime>{15})) << "it fires once, at the last deadline";
}

TEST(DeadlineTimer, SetArmsExactlyAndCancelSilences) {
  Simulation sim(1);
  Fires f(sim);
  f.timer.set(sim.scheduler(), 50, &f, 1);
  f.timer.set(sim.scheduler(), 20, &f, 1);  // brought forward: the earlier arming is stale
  sim.run();
  EXPECT_EQ(f.at, (std::vector<SimTime>{20}));
  f.timer.set(sim.scheduler(), sim.now() + 5, &f, 1);
  f.timer.cancel(sim.scheduler());
  EXPECT_FALSE(f.timer.armed());
  EXPECT_EQ(f.timer.deadline(), kNever);
}

TEST(ModularWindow, RanksWrapAroundTheModulus) {
  ModularWindow w(3, 6);  // n = 3, sequence numbers mod 2n
  for (int i = 0; i < 3; ++i) w.push();
  EXPECT_TRUE(w.full());
  w.advance(2);  // first = 2, one outstanding
  EXPECT_EQ(w.first(), 2u);
  EXPECT_EQ(w.count(), 1u);
  w.push();
  w.push();  // outstanding: 2, 3, 4
  w.advance(3);
  w.push();
  w.push();  // first = 5: outstanding 5, 0
  EXPECT_EQ(w.first(), 5u);
  EXPECT_EQ(w.rank(5), 0u);
  EXPECT_EQ(w.rank(0), 1u);
  EXPECT_TRUE(w.contains(0));
  EXPECT_FALSE(w.contains(1));
  EXPECT_EQ(w.seqAt(2), 1u);
}

enum class Light : std::uint8_t { kRed, kGreen };

TEST(StateMachine, EveryChangeWritesOneTraceRecordAndRepeatsWriteNone) {
  Simulation sim(1);
  StateMachine<Light> m(sim, 3, 150, Light::kRed, 7);
  m.set(Light::kRed);  // no change
  m.set(Light::kGreen);
  m.set(Light::kGreen);
  m.set(Light::kRed);
  const auto records = sim.trace().tail(10);
  ASSERT_EQ(records.size(), 2u);
  EXPECT_EQ(records[0].kind, 150);
  EXPECT_EQ(records[0].node, 3u);
  EXPECT_EQ(records[0].peer, 7u);
  EXPECT_EQ(records[0].seq, 0u);   // from red
  EXPECT_EQ(records[0].size, 1u);  // to green
  EXPECT_EQ(records[1].seq, 1u);
  EXPECT_TRUE(m.is(Light::kRed));
}

}  // namespace
}  // namespace ps

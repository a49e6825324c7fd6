// Tests for the Ethernet LAN: the shared MAC (queue, backoff, discard, error model), the thesis's
// medium (seed 001 §3.3) and the 802.3 bus. Hand-computed times are in bit times (100 ns).
#include <gtest/gtest.h>

#include <vector>

#include "core/simulation.h"
#include "net/ethernet_lan.h"

using namespace ps;

namespace {

constexpr SimTime kBit = 100;  // ns at 10 Mbit/s

struct Arrival {
  SimTime time;
  std::uint32_t station;
  std::uint32_t seq;
};

class Recorder final : public EthernetReceiver {
 public:
  void frameReceived(std::uint32_t station, const Packet& p) override { got.push_back({now(), station, p.seq}); }
  SimTime now() const { return sim->now(); }
  Simulation* sim = nullptr;
  std::vector<Arrival> got;
};

// A LAN of `n` stations with a recorder on every station.
struct Bench {
  explicit Bench(std::uint32_t n, EthernetConfig cfg = {}) : sim(7), lan(sim, cfg, n) {
    EthernetLan::registerTraceKinds(sim);
    rec.sim = &sim;
    for (std::uint32_t i = 0; i < n; ++i) lan.attach(i, &rec);
  }
  PacketId frame(std::uint32_t src, std::uint32_t dst, std::uint32_t bytes, std::uint32_t seq = 0) {
    const PacketId id = sim.packets().alloc();
    Packet& p = sim.packets()[id];
    p.src = src;
    p.dst = dst;
    p.sizeBytes = bytes;
    p.seq = seq;
    p.type = kFrameData;
    return id;
  }
  std::vector<TraceRecord> records(std::uint16_t kind) const {
    std::vector<TraceRecord> out;
    for (const auto& r : sim.trace().tail(1 << 16))
      if (r.kind == kind) out.push_back(r);
    return out;
  }
  Simulation sim;
  EthernetLan lan;
  Recorder rec;
};

// A tiny event that makes a station send at a given time.
class SendAt final : public EventHandler {
 public:
  SendAt(Bench& b, std::uint32_t st, PacketId p) : b_(b), st_(st), p_(p) {}
  void onEvent(const Event&) override { b_.lan.send(st_, p_); }

 private:
  Bench& b_;
  std::uint32_t st_;
  PacketId p_;
};

}  // namespace

// ---- Tests for the thesis medium: transmission ---------------------------------------------

TEST(EthernetThesis, AFrameTakesItsSizeTimesEightBitTimesAndReachesEveryGroupMember) {
  Bench b(4);
  b.lan.send(0, b.frame(0, kEthernetGroup, 1518, 3));
  b.sim.run();
  ASSERT_EQ(b.rec.got.size(), 3u);  // stations 1..3, not the sender
  for (const auto& a : b.rec.got) EXPECT_EQ(a.time, 12144 * kBit);
  EXPECT_EQ(b.lan.mac(1).counters().rxInterrupts, 1u);
  EXPECT_EQ(b.lan.mac(0).counters().rxInterrupts, 0u);
}

TEST(EthernetThesis, AUnicastFrameInterruptsOnlyItsDestination) {
  Bench b(4);
  b.lan.send(2, b.frame(2, 0, 64));
  b.sim.run();
  ASSERT_EQ(b.rec.got.size(), 1u);
  EXPECT_EQ(b.rec.got[0].station, 0u);
  EXPECT_EQ(b.rec.got[0].time, 512 * kBit);
  EXPECT_EQ(b.lan.mac(1).counters().rxInterrupts + b.lan.mac(3).counters().rxInterrupts, 0u);
}

TEST(EthernetThesis, ARequestDuringAFrameIsDeferredToTheEndOfTheBusyPeriod) {
  Bench b(3);
  b.lan.send(0, b.frame(0, 2, 1518));
  SendAt later(b, 1, b.frame(1, 2, 64));
  b.sim.scheduler().schedule(100 * kBit, &later, 0);
  b.sim.run();
  ASSERT_EQ(b.rec.got.size(), 2u);
  EXPECT_EQ(b.rec.got[0].time, 12144 * kBit);
  EXPECT_EQ(b.rec.got[1].time, (12144 + 512) * kBit);  // starts exactly when the first one ends
  EXPECT_EQ(b.lan.mac(1).counters().deferrals, 1u);
  EXPECT_EQ(b.lan.medium().collisionEvents(), 0u);
}

TEST(EthernetThesis, AStationSendsItsQueueBackToBackWithNoGap) {
  Bench b(2);
  for (int i = 0; i < 3; ++i) b.lan.send(0, b.frame(0, 1, 1518, i));
  b.sim.run();
  ASSERT_EQ(b.rec.got.size(), 3u);
  for (int i = 0; i < 3; ++i) EXPECT_EQ(b.rec.got[i].time, 12144 * kBit * (i + 1));
}

// ---- Tests for the thesis medium: collisions and backoff ----------------------------------

TEST(EthernetThesis, TwoRequestsAtTheSameInstantCollideFor32BitTimes) {
  Bench b(3);
  b.lan.send(1, b.frame(1, 0, 64));
  b.lan.send(2, b.frame(2, 0, 64));
  b.sim.run();
  const auto coll = b.records(kEthCollision);
  ASSERT_GE(coll.size(), 1u);
  EXPECT_EQ(coll[0].time, 0);
  EXPECT_EQ(coll[0].size, 2u);
  EXPECT_EQ(coll[0].a, 32 * kBit);
  // After the first collision each draws k in [0, 1]: the retry is at 32 + k * 512 bit times.
  const auto bo = b.records(kEthBackoff);
  ASSERT_GE(bo.size(), 2u);
  for (int i = 0; i < 2; ++i) {
    EXPECT_EQ(bo[i].time, 32 * kBit);
    EXPECT_EQ(bo[i].seq, 1u);
    EXPECT_LE(bo[i].size, 1u);
    EXPECT_EQ(bo[i].a, static_cast<std::int64_t>(bo[i].size) * 512 * kBit);
  }
  ASSERT_EQ(b.rec.got.size(), 2u);  // both get through eventually
}

TEST(EthernetThesis, ARequestArrivingDuringACollisionJoinsTheNextDecision) {
  Bench b(4);
  b.lan.send(1, b.frame(1, 0, 64));
  b.lan.send(2, b.frame(2, 0, 64));
  SendAt mid(b, 3, b.frame(3, 0, 64));
  b.sim.scheduler().schedule(10 * kBit, &mid, 0);
  b.sim.run();
  const auto defer = b.records(kEthDefer);
  ASSERT_GE(defer.size(), 1u);  // the medium was jammed at 10 bit times, until 32
  EXPECT_EQ(defer[0].node, 3u);
  EXPECT_EQ(defer[0].time, 10 * kBit);
  EXPECT_EQ(defer[0].a, 22 * kBit);
  EXPECT_EQ(b.rec.got.size(), 3u);
}

namespace {
// Largest k drawn after the i-th collision, over many contended frames.
std::vector<std::uint32_t> maxBackoffByAttempt(BackoffRange range) {
  EthernetConfig cfg;
  cfg.backoff = range;
  Bench b(31, cfg);
  for (int round = 0; round < 40; ++round)
    for (std::uint32_t st = 1; st < 31; ++st) b.lan.send(st, b.frame(st, 0, 64));
  std::vector<std::uint32_t> mx(17, 0);
  // Drain the trace as we go so no backoff record is lost.
  std::vector<TraceRecord> batch;
  while (!b.sim.finished()) {
    b.sim.step(20000);
    b.sim.trace().drain(batch);
    for (const auto& r : batch)
      if (r.kind == kEthBackoff && r.size > mx[r.seq]) mx[r.seq] = r.size;
  }
  return mx;
}
}  // namespace

TEST(EthernetThesis, StandardBackoffDrawsFrom0To2PowMinI10Minus1) {
  const auto mx = maxBackoffByAttempt(BackoffRange::kStandard);
  EXPECT_EQ(mx[1], 1u);
  EXPECT_EQ(mx[2], 3u);
  EXPECT_EQ(mx[3], 7u);
  for (int i = 1; i <= 15; ++i) EXPECT_LE(mx[i], (1u << (i < 10 ? i : 10)) - 1) << "attempt " << i;
}

TEST(EthernetThesis, InclusiveBackoffReaches2PowMinI10) {
  const auto mx = maxBackoffByAttempt(BackoffRange::kInclusive);
  EXPECT_EQ(mx[1], 2u);
  EXPECT_EQ(mx[2], 4u);
  for (int i = 1; i <= 15; ++i) EXPECT_LE(mx[i], 1u << (i < 10 ? i : 10)) << "attempt " << i;
}

TEST(EthernetThesis, AFrameIsDiscardedWhenItReachesTheAttemptLimit) {
  EthernetConfig cfg;
  cfg.attemptLimit = 1;  // every collision is the last
  Bench b(3, cfg);
  b.lan.send(1, b.frame(1, 0, 64));
  b.lan.send(2, b.frame(2, 0, 64));
  b.sim.run();
  EXPECT_EQ(b.rec.got.size(), 0u);
  EXPECT_EQ(b.lan.totals().discards, 2u);
  EXPECT_EQ(b.records(kEthDiscard).size(), 2u);
  EXPECT_EQ(b.sim.packets().live(), 0u);
}

TEST(EthernetThesis, SixteenCollisionsDiscardAFrameByDefault) {
  EthernetConfig cfg;
  EXPECT_EQ(cfg.attemptLimit, 16);
  EXPECT_EQ(cfg.collisionBits, 32);
  EXPECT_EQ(cfg.slotBits, 512);
  EXPECT_EQ(cfg.backoffCap, 10);
}

// ---- Tests for the error model ----------------------------------------------------------

TEST(EthernetErrors, AFailRateOf100DropsEveryFrameOnTransmitAndNothingOccupiesTheMedium) {
  EthernetConfig cfg;
  cfg.failRate = 1.0;
  Bench b(3, cfg);
  for (int i = 0; i < 5; ++i) b.lan.send(0, b.frame(0, kEthernetGroup, 1518));
  b.sim.run();
  EXPECT_EQ(b.rec.got.size(), 0u);
  EXPECT_EQ(b.lan.mac(0).counters().txDrops, 5u);
  EXPECT_EQ(b.lan.medium().busyTime(), 0);
  EXPECT_EQ(b.sim.packets().live(), 0u);
}

TEST(EthernetErrors, TransmitAndReceiveDropsHappenAtTheConfiguredRate) {
  EthernetConfig cfg;
  cfg.failRate = 0.1;
  Bench b(11, cfg);
  const int n = 2000;
  for (int i = 0; i < n; ++i) b.lan.send(0, b.frame(0, kEthernetGroup, 64));
  b.sim.run();
  const MacCounters t = b.lan.totals();
  EXPECT_NEAR(static_cast<double>(t.txDrops) / n, 0.1, 0.02);
  const double offered = (n - static_cast<double>(t.txDrops)) * 10;
  EXPECT_NEAR(static_cast<double>(t.rxDrops) / offered, 0.1, 0.01);
  EXPECT_EQ(t.rxInterrupts + t.rxDrops, static_cast<std::uint64_t>(offered));
}

TEST(EthernetErrors, PerAttemptDrawsAlsoDropFramesBeforeRetriesAfterCollisions) {
  // lan.errorDraw "attempt" (§3.2: a retry is a transmit request passed to the physical layer;
  // §3.4: frames are dropped "on ... transmittal"). Many stations sending at the same instant
  // collide, so their frames make several attempts: per-attempt draws drop more of them than one
  // draw per frame, and every frame is still accounted for (sent, dropped or discarded).
  auto run = [](ErrorDraw draw) {
    EthernetConfig cfg;
    cfg.failRate = 0.05;
    cfg.errorDraw = draw;
    Bench b(21, cfg);
    for (int round = 0; round < 40; ++round)
      for (std::uint32_t st = 1; st <= 20; ++st) b.lan.send(st, b.frame(st, 0, 64));
    b.sim.run();
    const MacCounters t = b.lan.totals();
    EXPECT_EQ(t.framesSent + t.txDrops + t.discards, 800u);
    EXPECT_EQ(b.sim.packets().live(), 0u);
    return t;
  };
  const MacCounters frame = run(ErrorDraw::kFrame);
  const MacCounters attempt = run(ErrorDraw::kAttempt);
  EXPECT_NEAR(frame.txDrops / 800.0, 0.05, 0.02);
  EXPECT_GT(static_cast<double>(attempt.txDrops),
            1.25 * static_cast<double>(frame.txDrops));  // 1 + retries/frame draws
}

TEST(EthernetErrors, PerAttemptDrawsEqualPerFrameDrawsWithoutCollisions) {
  // One station alone never collides: both readings make exactly one transmit draw per frame.
  for (ErrorDraw draw : {ErrorDraw::kFrame, ErrorDraw::kAttempt}) {
    EthernetConfig cfg;
    cfg.failRate = 0.1;
    cfg.errorDraw = draw;
    Bench b(3, cfg);
    for (int i = 0; i < 500; ++i) b.lan.send(0, b.frame(0, kEthernetGroup, 64));
    b.sim.run();
    EXPECT_EQ(b.lan.mac(0).counters().collisions, 0u);
    EXPECT_EQ(b.lan.mac(0).counters().txDrops + b.lan.mac(0).counters().framesSent, 500u);
  }
}

// ---- Tests for the 802.3 bus ----------------------------------------------------------------

namespace {
EthernetConfig bus(double lengthM) {
  EthernetConfig cfg;
  cfg.variant = EthernetVariant::kBus8023;
  cfg.busLengthM = lengthM;
  cfg.propagationMps = 2e8;  // 2000 m = 10 us = 100 bit times
  return cfg;
}
}  // namespace

TEST(Ethernet8023, AFrameArrivesAfterPreamblePlusFramePlusPropagation) {
  Bench b(2, bus(2000));
  b.lan.send(0, b.frame(0, 1, 1518));
  b.sim.run();
  ASSERT_EQ(b.rec.got.size(), 1u);
  EXPECT_EQ(b.rec.got[0].time, (64 + 12144 + 100) * kBit);
}

TEST(Ethernet8023, StationsThatStartBeforeTheOthersSignalArrivesCollideAndJam) {
  Bench b(2, bus(2000));
  b.lan.send(0, b.frame(0, 1, 1518));
  SendAt other(b, 1, b.frame(1, 0, 1518));
  b.sim.scheduler().schedule(50 * kBit, &other, 0);  // A's signal reaches B only at 100
  b.sim.step(200);
  const auto coll = b.records(kEthCollision);
  ASSERT_GE(coll.size(), 2u);
  EXPECT_EQ(coll[0].node, 1u);  // B hears A at 100 bit times
  EXPECT_EQ(coll[0].time, 100 * kBit);
  EXPECT_EQ(coll[1].node, 0u);  // A hears B at 50 + 100
  EXPECT_EQ(coll[1].time, 150 * kBit);
  EXPECT_EQ(coll[0].a, 32 * kBit);
  b.sim.run();
  EXPECT_EQ(b.rec.got.size(), 2u);  // both frames get through after backoff
}

TEST(Ethernet8023, BackToBackFramesAreSeparatedByTheInterframeGap) {
  Bench b(2, bus(10));
  b.lan.send(0, b.frame(0, 1, 64, 0));
  b.lan.send(0, b.frame(0, 1, 64, 1));
  b.sim.run();
  ASSERT_EQ(b.rec.got.size(), 2u);
  EXPECT_EQ(b.rec.got[1].time - b.rec.got[0].time, (96 + 64 + 512) * kBit);
}

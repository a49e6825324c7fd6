// The network's same-instant rule (Network::transmit): a packet whose transmission ends at t has
// left the queue before a packet that arrives at t is admitted, whichever of the two events the
// scheduler happens to run first. Before the rule, an arrival whose event was older than the
// tx-end event of the same nanosecond saw the queue one packet too full and was dropped: periodic
// cross traffic of the link's packet size did that on every packet of a saturated link.
#include <gtest/gtest.h>

#include "net/network.h"

using namespace ps;

namespace {

constexpr std::uint32_t kBytes = 1500;  // 12,000 bits: exactly 1 ms at 12 Mbit/s

// Hands a packet for node 1 to node 0 whenever its event runs (cross traffic reaching a router).
class Injector final : public EventHandler {
 public:
  explicit Injector(Network& net) : net_(net) {}
  void onEvent(const Event&) override {
    PacketPool& pool = net_.sim().packets();
    const PacketId p = pool.alloc();
    pool[p].dst = 1;
    pool[p].sizeBytes = kBytes;
    net_.send(0, p);
  }

 private:
  Network& net_;
};

struct Bottleneck {
  Simulation sim{1};
  Network net{sim};
  Injector inject{net};
  Bottleneck() {
    for (const char* n : {"r1", "r2"}) {
      Network::NodeInfo info;
      info.name = n;
      info.kind = "router";
      net.addNode(info);
    }
    LinkSpec l;
    l.a = 0;
    l.b = 1;
    l.bandwidth = BitsPerSecond{12000000};
    l.queueAB = 1;
    net.addLink(l);
    net.computeRoutes();
  }
  // Two packets at 0: the first is sent until 1 ms, the second fills the one-place queue.
  void fillAtZero() {
    inject.onEvent(Event{});
    inject.onEvent(Event{});
  }
  const Network::Direction& link() const { return net.direction(0); }
};

}  // namespace

TEST(NetworkSameInstant, AnArrivalWhoseEventRunsFirstFindsThePlaceTheDepartureFrees) {
  Bottleneck b;
  // Scheduled before the first transmission starts, so at 1 ms this arrival runs before the
  // tx-end event of the same nanosecond: the order that used to drop it.
  b.sim.scheduler().schedule(kMillisecond, &b.inject, 0);
  b.fillAtZero();
  b.sim.run();
  EXPECT_EQ(b.link().drops, 0u);
  EXPECT_EQ(b.link().sentPackets, 3u);
  EXPECT_EQ(b.net.drops(DropReason::kQueueOverflow), 0u);
  EXPECT_EQ(b.sim.packets().live(), 0u);
}

TEST(NetworkSameInstant, BothEventOrdersGiveTheSameDepartures) {
  Bottleneck b;
  b.fillAtZero();
  // Scheduled after the tx-end event of 1 ms: that event runs first and frees the place itself.
  b.sim.scheduler().schedule(kMillisecond, &b.inject, 0);
  b.sim.run();
  EXPECT_EQ(b.link().drops, 0u);
  EXPECT_EQ(b.link().sentPackets, 3u);
}

TEST(NetworkSameInstant, OneNanosecondEarlierTheQueueIsStillFull) {
  Bottleneck b;
  b.sim.scheduler().schedule(kMillisecond - 1, &b.inject, 0);
  b.fillAtZero();
  b.sim.run();
  EXPECT_EQ(b.link().drops, 1u);
  EXPECT_EQ(b.link().sentPackets, 2u);
}

TEST(NetworkSameInstant, TheThirdPacketLeavesRightAfterTheSecond) {
  Bottleneck b;
  b.sim.scheduler().schedule(kMillisecond, &b.inject, 0);
  b.fillAtZero();
  // Three back-to-back transmissions of 1 ms each: the link is never idle until 3 ms.
  b.sim.run();
  EXPECT_EQ(b.link().idleSince, 3 * kMillisecond);
}

// The endpoint seam (net/endpoint.h): one protocol, written once against Endpoint, runs unchanged
// on a routed IP network and on an Ethernet LAN; ports demultiplex; departures are reported on
// both networks; received packets are lent, and the network releases them.
#include <gtest/gtest.h>

#include <memory>

#include "net/endpoint.h"
#include "net/ethernet_lan.h"
#include "net/ethernet_station.h"
#include "net/ip_host.h"
#include "net/network.h"

namespace ps {
namespace {

// A ping/pong protocol that knows nothing about the network under it: the pinger sends `count`
// pings to port 7 of the peer, the echoer answers each to the source's port, the pinger records
// each round trip.
class Echo final : public EndpointHandler, public DepartureListener, private EventHandler {
 public:
  Echo(Endpoint& ep, std::uint16_t port) : ep_(ep), port_(port) { ep.bind(port, this); }
  void ping(std::uint32_t peer, int count) {
    peer_ = peer;
    left_ = count;
    ep_.setDepartureListener(this);
    sendPing();
  }
  void onReceive(Endpoint& at, const Packet& p) override {
    if (p.type == kPing) {  // echo it back to where it came from
      const PacketId id = at.newPacket();
      Packet& r = at.sim().packets()[id];
      r.type = kPong;
      r.dst = p.src;
      r.dstPort = p.srcPort;
      r.srcPort = port_;
      r.sizeBytes = p.sizeBytes;
      r.field[0] = p.field[0];
      at.send(id);
      ++echoed;
      return;
    }
    rtts.push_back(at.now() - static_cast<SimTime>(p.field[0]));
    if (--left_ > 0) ep_.arm(gap_, at.now() + kMillisecond, this, 1);  // the next ping after a pause
  }
  void onDeparture(Endpoint&, Packet& p) override {
    if (p.type == kPing) ++departures;
  }
  std::vector<SimTime> rtts;
  int echoed = 0, departures = 0;

 private:
  enum : std::uint16_t { kPing = 1, kPong = 2 };
  void onEvent(const Event&) override { sendPing(); }
  void sendPing() {
    const PacketId id = ep_.newPacket();
    Packet& p = ep_.sim().packets()[id];
    p.type = kPing;
    p.dst = peer_;
    p.dstPort = 7;
    p.srcPort = port_;
    p.sizeBytes = 100;
    p.field[0] = static_cast<std::uint64_t>(ep_.now());
    ep_.send(id);
  }
  Endpoint& ep_;
  std::uint16_t port_;
  std::uint32_t peer_ = 0;
  int left_ = 0;
  Timer gap_;
};

Network::NodeInfo host(const char* name) {
  Network::NodeInfo n;
  n.name = name;
  n.kind = "host";
  return n;
}

TEST(Endpoint, OneProtocolRunsOnAnIpNetwork) {
  Simulation sim(1);
  Network net(sim);
  net.addNode(host("A"));
  net.addNode(host("B"));
  LinkSpec l;
  l.b = 1;
  l.bandwidth = BitsPerSecond{1'000'000};
  l.delay = 5 * kMillisecond;
  net.addLink(l);
  net.computeRoutes();
  IpHosts hosts(net);
  Echo pinger(hosts.at(0), 4000), echoer(hosts.at(1), 7);
  pinger.ping(1, 3);
  sim.run();
  ASSERT_EQ(pinger.rtts.size(), 3u);
  // 100 B at 1 Mbit/s = 800 us each way, plus 5 ms each way.
  EXPECT_EQ(pinger.rtts[0], 2 * (800 * kMicrosecond + 5 * kMillisecond));
  EXPECT_EQ(echoer.echoed, 3);
  EXPECT_EQ(pinger.departures, 3);
  EXPECT_EQ(sim.packets().live(), 0u) << "received packets are released by the network";
}

TEST(Endpoint, TheSameProtocolRunsOnAnEthernetLan) {
  Simulation sim(1);
  EthernetConfig cfg;  // the thesis medium at 10 Mbit/s
  EthernetLan lan(sim, cfg, 2);
  EthernetLan::registerTraceKinds(sim);
  EthernetStations stations(lan);
  Echo pinger(stations.at(0), 4000), echoer(stations.at(1), 7);
  pinger.ping(1, 3);
  sim.run();
  ASSERT_EQ(pinger.rtts.size(), 3u);
  // 100 B at 10 Mbit/s = 80 us on the medium each way; the thesis medium has no propagation delay.
  EXPECT_EQ(pinger.rtts[0], 2 * 80 * kMicrosecond);
  EXPECT_EQ(echoer.echoed, 3);
  EXPECT_EQ(pinger.departures, 3);
  EXPECT_EQ(sim.packets().live(), 0u);
}

TEST(Endpoint, PortsDemultiplexAndUnboundPortsAreCounted) {
  Simulation sim(1);
  Network net(sim);
  net.addNode(host("A"));
  net.addNode(host("B"));
  LinkSpec l;
  l.b = 1;
  net.addLink(l);
  net.computeRoutes();
  IpHosts hosts(net);
  Echo a(hosts.at(0), 4000), b(hosts.at(0), 4001), echoer(hosts.at(1), 7);
  a.ping(1, 2);
  b.ping(1, 1);
  // A packet for a port nobody bound is dropped at the node and counted.
  const PacketId id = hosts.at(0).newPacket();
  sim.packets()[id].dst = 1;
  sim.packets()[id].dstPort = 9;
  hosts.at(0).send(id);
  sim.run();
  EXPECT_EQ(a.rtts.size(), 2u);
  EXPECT_EQ(b.rtts.size(), 1u);
  EXPECT_EQ(echoer.echoed, 3);
  EXPECT_EQ(hosts.at(1).unbound(), 1u);
}

}  // namespace
}  // namespace ps

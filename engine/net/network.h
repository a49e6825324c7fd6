// A routed network of nodes joined by duplex point-to-point links (DESIGN.md: engine/net).
//
// Each link direction has a bandwidth, a propagation delay, a per-packet loss probability and a
// DropTail queue in front of its transmitter. A packet handed to a node is delivered locally
// when addressed to it, otherwise forwarded along a static shortest path (by propagation delay,
// then hop count, then lowest node index: deterministic).
//
// Modelled: store-and-forward, FIFO DropTail queues, transmission time from size and rate,
// random loss per packet, TTL. Not modelled: processing delay in nodes, bit errors, ARP, MTU.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "../core/simulation.h"
#include "packet_queue.h"

namespace ps {

class Network;

// Receives packets delivered to a node (an application or a protocol endpoint).
class PacketHandler {
 public:
  // Takes ownership of `p` (release it when done).
  virtual void onPacket(Network& net, PacketId p) = 0;

 protected:
  ~PacketHandler() = default;
};

struct LinkSpec {
  std::uint32_t a = 0, b = 0;
  BitsPerSecond bandwidth{1000000};
  SimTime delay = kMillisecond;
  double loss = 0;
  std::uint32_t queueAB = 50, queueBA = 50;  // packets; 0 = unbounded
};

class Network : private EventHandler {
 public:
  struct NodeInfo {
    std::string name;
    std::string kind;  // "host" or "router"
    double x = -1, y = -1;  // layout hint in [0,1], or -1 for automatic
  };
  // One direction of a link: the transmitter at `from`, its queue, and the wire to `to`.
  struct Direction {
    std::uint32_t link = 0, from = 0, to = 0;
    BitsPerSecond bandwidth{};
    SimTime delay = 0;
    double loss = 0;
    PacketQueue queue;
    PacketId transmitting = kNoPacket;
    Rng lossRng;
    // statistics
    std::uint64_t sentPackets = 0, sentBits = 0, drops = 0, lossDrops = 0;
    std::uint32_t maxQueue = 0;
  };

  explicit Network(Simulation& sim) : sim_(sim) {}

  std::uint32_t addNode(NodeInfo info);
  std::uint32_t addLink(const LinkSpec& spec);
  // Computes the routing tables; call after the last addLink. Returns false if some node cannot
  // reach another (the caller reports which).
  void computeRoutes();
  bool connected() const;

  void attach(std::uint32_t node, PacketHandler* h) { handlers_[node] = h; }

  // Hands a packet to `node` for delivery: local if addressed to it, else forwarded.
  void send(std::uint32_t node, PacketId p);
  // Puts a packet on a specific direction (used by multicast forwarding and by send()).
  void transmit(std::uint32_t dir, PacketId p);

  Simulation& sim() { return sim_; }
  const Simulation& sim() const { return sim_; }
  std::size_t nodeCount() const { return nodes_.size(); }
  std::size_t linkCount() const { return dirs_.size() / 2; }
  const NodeInfo& node(std::uint32_t i) const { return nodes_[i]; }
  const Direction& direction(std::uint32_t d) const { return dirs_[d]; }
  std::size_t directionCount() const { return dirs_.size(); }
  // Next direction from `from` towards `to`, or kNone32.
  std::uint32_t route(std::uint32_t from, std::uint32_t to) const {
    return nextDir_[static_cast<std::size_t>(from) * nodes_.size() + to];
  }
  // Unloaded one-way latency of the routed path for a packet of `bytes` (store-and-forward).
  SimTime pathLatency(std::uint32_t from, std::uint32_t to, std::uint32_t bytes) const;
  std::uint32_t pathHops(std::uint32_t from, std::uint32_t to) const;
  const std::vector<std::uint32_t>& directionsFrom(std::uint32_t node) const { return out_[node]; }

  // Totals for summaries.
  std::uint64_t drops(DropReason r) const { return dropsByReason_[static_cast<int>(r)]; }
  std::uint64_t bitsOnLinks() const;

  void writeTopology(JsonWriter& w) const;
  void drop(std::uint32_t node, std::uint32_t link, PacketId p, DropReason why);

 private:
  enum : std::uint32_t { kTxEndEvent = 1, kArriveEvent = 2 };
  void onEvent(const Event& ev) override;
  void startTransmission(std::uint32_t dir, PacketId p);

  Simulation& sim_;
  std::vector<NodeInfo> nodes_;
  std::vector<Direction> dirs_;                   // link l has directions 2l (a->b) and 2l+1
  std::vector<std::vector<std::uint32_t>> out_;   // directions leaving each node
  std::vector<std::uint32_t> nextDir_;            // [from * n + to]
  std::vector<PacketHandler*> handlers_;
  std::uint64_t dropsByReason_[8] = {};
};

}  // namespace ps

// A routed network of nodes joined by duplex point-to-point links (DESIGN.md: engine/net).
//
// Each link direction has a bandwidth, a propagation delay, a per-packet loss probability and a
// DropTail queue in front of its transmitter. A packet handed to a node is delivered locally
// when addressed to it, otherwise forwarded along a static shortest path.
//
// Routing metric: by propagation delay then hop count (kDelay, the default), or by hop count then
// delay (kHops, ns-2's static routing with unit link costs, used by the polling experiments).
// Remaining ties are broken by a fixed pseudo-random weight per link (a hash of its index), summed
// along the path: shortest paths are then unique, so the route from any node to any other is the
// same whichever end Dijkstra starts from, and the union of a source's routes to a set of members
// is a tree (the multicast tree uses exactly the unicast paths).
//
// Multicast (createGroup): a group address (>= kGroupBase) names a source-rooted shortest-path
// tree; a packet sent to it is copied at branch points and delivered at every member node.
//
// Hooks for protocol models: a TxListener hears every transmission start on one direction (the
// "departure" reading of a sender's send), and a DropListener hears every drop before the packet
// is released (implosion accounting, side tables keyed by packet).
//
// Modelled: store-and-forward, FIFO DropTail queues, transmission time from size and rate,
// random loss per packet, TTL. Not modelled: processing delay in nodes, bit errors, ARP, MTU.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "../core/ring.h"
#include "../core/simulation.h"
#include "packet_queue.h"

namespace ps {

class Network;

// Group addresses: dst values from kGroupBase up (below kBroadcast) name multicast groups.
constexpr std::uint32_t kGroupBase = 0x80000000u;
inline bool isGroupAddress(std::uint32_t dst) { return dst >= kGroupBase && dst < kBroadcast; }

enum class RouteMetric { kDelay, kHops };

// Hears the start of every transmission on the directions it is attached to.
class TxListener {
 public:
  virtual void onTxStart(Network& net, std::uint32_t dir, PacketId p) = 0;

 protected:
  ~TxListener() = default;
};

// Hears every drop (any reason) before the packet is released.
class DropListener {
 public:
  virtual void onDrop(Network& net, std::uint32_t node, std::uint32_t link, PacketId p, DropReason why) = 0;

 protected:
  ~DropListener() = default;
};

// Decides, before a packet joins a direction's queue, whether it is admitted: an active queue
// discipline (RED) or a fault injector. Returns DropReason::kNone to admit; any other reason drops
// the packet with that reason. DropTail's own limit is checked after an admission.
class AdmissionPolicy {
 public:
  virtual DropReason admit(Network& net, std::uint32_t dir, const Packet& p) = 0;

 protected:
  ~AdmissionPolicy() = default;
};

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
    std::string kind;       // "host" or "router"
    double x = -1, y = -1;  // layout hint in [0,1], or -1 for automatic
    std::string role;       // written to the topology JSON when set ("sender", "receiver", "transit", "stub")
  };
  // A packet on the wire: when it arrives and the scheduler sequence number its arrival holds.
  struct InFlight {
    SimTime at = 0;
    std::uint64_t seq = 0;
    PacketId p = kNoPacket;
  };
  // One direction of a link: the transmitter at `from`, its queue, and the wire to `to`.
  struct Direction {
    std::uint32_t link = 0, from = 0, to = 0;
    BitsPerSecond bandwidth{};
    SimTime delay = 0;
    double loss = 0;
    PacketQueue queue;
    // Packets whose tail has left and which have not yet reached `to`, oldest first. The delay is
    // fixed, so they arrive in the order they left, and only the oldest has an event in the
    // scheduler's heap: on a long fat pipe that keeps the heap at a few entries per link instead
    // of one per packet in flight (tens of thousands at 1 Gbit/s over 100 ms).
    Ring<InFlight> wire;
    PacketId transmitting = kNoPacket;
    // When the packet being transmitted has fully left, and which transmission this is: an arrival
    // at that very instant may finish it early (transmit()), and its own tx-end event then finds
    // a later number and does nothing.
    SimTime txEnd = 0;
    std::uint64_t txSerial = 0;
    Rng lossRng;
    TxListener* txListener = nullptr;
    AdmissionPolicy* admission = nullptr;
    SimTime idleSince = 0;  // when the transmitter last went idle with an empty queue
    // statistics
    std::uint64_t sentPackets = 0, sentBits = 0, drops = 0, lossDrops = 0;
    std::uint32_t maxQueue = 0;
  };

  explicit Network(Simulation& sim) : sim_(sim) {}

  std::uint32_t addNode(NodeInfo info);
  std::uint32_t addLink(const LinkSpec& spec);
  void setRouteMetric(RouteMetric m) { metric_ = m; }
  RouteMetric routeMetric() const { return metric_; }
  // Computes the routing tables; call after the last addLink. Returns false if some node cannot
  // reach another (the caller reports which).
  void computeRoutes();
  bool connected() const;

  void attach(std::uint32_t node, PacketHandler* h) { handlers_[node] = h; }
  void setTxListener(std::uint32_t dir, TxListener* l) { dirs_[dir].txListener = l; }
  void setDropListener(DropListener* l) { dropListener_ = l; }
  void setAdmission(std::uint32_t dir, AdmissionPolicy* a) { dirs_[dir].admission = a; }
  // Changes the queue limit of one direction (0 = unbounded); only before the run starts.
  void setQueueLimit(std::uint32_t dir, std::uint32_t limit) { dirs_[dir].queue = PacketQueue(limit); }

  // --- multicast ------------------------------------------------------------------------------
  // Creates a group rooted at `source` whose tree is the union of the unicast routes from
  // `source` to each member (call after computeRoutes). Returns the group address.
  std::uint32_t createGroup(std::uint32_t source, const std::vector<std::uint32_t>& members, std::string name);
  std::size_t groupCount() const { return groups_.size(); }
  struct Group {
    std::string name;
    std::uint32_t source = 0;
    std::vector<std::uint32_t> members;     // in the order given
    std::vector<std::uint8_t> isMember;     // per node
    std::vector<std::uint32_t> childStart;  // per node + 1: children dirs in childDirs[start..]
    std::vector<std::uint32_t> childDirs;
    std::uint32_t height = 0;       // hops from the source to the deepest member
    std::uint64_t packetsSent = 0;  // packets handed to the group at its source
  };
  const Group& group(std::uint32_t address) const { return groups_[address - kGroupBase]; }
  // The tree's directions in breadth-first order from the source.
  std::vector<std::uint32_t> treeDirections(std::uint32_t address) const;

  // Hands a packet to `node` for delivery: local if addressed to it, else forwarded.
  void send(std::uint32_t node, PacketId p);
  // Puts a packet on a specific direction (used by multicast forwarding and by send()).
  void transmit(std::uint32_t dir, PacketId p);

  Simulation& sim() { return sim_; }
  const Simulation& sim() const { return sim_; }
  std::size_t nodeCount() const { return nodes_.size(); }
  std::size_t linkCount() const { return dirs_.size() / 2; }
  const NodeInfo& node(std::uint32_t i) const { return nodes_[i]; }
  NodeInfo& mutableNode(std::uint32_t i) { return nodes_[i]; }
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
  // The "nodes" and "links" members of the topology object (inside an open object), so models can
  // add their own members (roles, multicast trees) beside them.
  void writeNodesAndLinks(JsonWriter& w) const;
  // The "groups" member (inside an open object): each multicast group's name, address, source,
  // tree height, members and tree edges [from, to, link], as the topology view draws them.
  void writeGroups(JsonWriter& w, const std::vector<std::uint32_t>& addresses) const;
  void drop(std::uint32_t node, std::uint32_t link, PacketId p, DropReason why);

 private:
  enum : std::uint32_t { kTxEndEvent = 1, kArriveEvent = 2 };
  void onEvent(const Event& ev) override;
  void startTransmission(std::uint32_t dir, PacketId p);
  void finishTransmission(std::uint32_t dir);
  void routesByHops(const std::vector<std::uint64_t>& tie);
  void routesByDelay(const std::vector<std::uint64_t>& tie);
  void forwardMulticast(std::uint32_t node, PacketId p);

  Simulation& sim_;
  std::vector<NodeInfo> nodes_;
  std::vector<Direction> dirs_;                  // link l has directions 2l (a->b) and 2l+1
  std::vector<std::vector<std::uint32_t>> out_;  // directions leaving each node
  std::vector<std::uint32_t> nextDir_;           // [from * n + to]
  std::vector<PacketHandler*> handlers_;
  std::vector<Group> groups_;
  DropListener* dropListener_ = nullptr;
  RouteMetric metric_ = RouteMetric::kDelay;
  std::uint64_t dropsByReason_[kDropReasonCount] = {};
};

}  // namespace ps

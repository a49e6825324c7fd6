// The endpoint seam: what a protocol entity sees of the node it runs on, whatever network carries
// it. A protocol sends, receives and sets timers only through an Endpoint, so one written once runs
// on a routed IP network (IpHost, ip_host.h) or on an Ethernet LAN (EthernetStation,
// ethernet_station.h), and transport (engine/transport) sits on the same seam.
//
// Addressing: a packet's dst is a node id, a group address the model hands the protocol (an IP
// multicast group from Network::createGroup, or the LAN's kEthernetGroup), or kBroadcast where the
// network supports it. Demultiplexing: a handler binds a port; packets carry srcPort/dstPort (0 =
// no port, for protocols that own the whole node, like the thesis's and the polling protocols).
//
// Ownership: send() hands the packet to the network for good. A handler receives its own copy of
// an arrived packet (packets carry no payload, so a copy is a few dozen bytes): the pool may grow,
// and move every packet, as soon as the handler allocates a reply, so a reference into the pool
// would dangle. The network has already released the original.
#pragma once
#include <cstdint>
#include <utility>
#include <vector>

#include "../core/json.h"
#include "../core/simulation.h"

namespace ps {

class Endpoint;

// Hears, once, that the node's network has become quiet (see Endpoint::networkQuiet).
class QuietListener {
 public:
  virtual void onNetworkQuiet(Endpoint& at) = 0;

 protected:
  ~QuietListener() = default;
};

// The protocol's side of the seam.
class EndpointHandler {
 public:
  // A packet for this node (unicast to it, or to a group or broadcast it receives) arrived. `p` is
  // a copy owned by the caller, valid during the call.
  virtual void onReceive(Endpoint& at, const Packet& p) = 0;

 protected:
  ~EndpointHandler() = default;
};

// Hears this node's own packets start transmission on their first hop (the "departure" instant of
// a send); it may update fields the receiver will see, such as a send timestamp.
class DepartureListener {
 public:
  virtual void onDeparture(Endpoint& at, Packet& p) = 0;

 protected:
  ~DepartureListener() = default;
};

class Endpoint {
 public:
  Endpoint(Simulation& sim, std::uint32_t node) : sim_(sim), node_(node) {}
  virtual ~Endpoint() = default;
  Endpoint(const Endpoint&) = delete;
  Endpoint& operator=(const Endpoint&) = delete;

  std::uint32_t node() const { return node_; }
  Simulation& sim() const { return sim_; }
  SimTime now() const { return sim_.now(); }

  // ---- sending ------------------------------------------------------------------------------
  // A fresh packet from the pool with src = this node and created = now.
  PacketId newPacket() {
    const PacketId id = sim_.packets().alloc();
    Packet& p = sim_.packets()[id];
    p.src = node_;
    p.created = sim_.now();
    return id;
  }
  // Hands `p` to the network (its src becomes this node).
  void send(PacketId p) {
    sim_.packets()[p].src = node_;
    transmit(p);
  }
  // Bit rate of this node's first hop (its access link, or the LAN): pacing and bit times use it.
  virtual BitsPerSecond firstHopRate() const = 0;

  // ---- receiving ----------------------------------------------------------------------------
  // Delivers packets whose dstPort is `port` to `h` (port 0: packets without a port).
  void bind(std::uint16_t port, EndpointHandler* h) {
    for (auto& [p, handler] : handlers_)
      if (p == port) {
        handler = h;
        return;
      }
    handlers_.emplace_back(port, h);
  }
  void setDepartureListener(DepartureListener* l) {
    departure_ = l;
    onDepartureListenerSet();
  }
  // Packets that arrived for a port nobody bound (dropped here; no ICMP is modelled).
  std::uint64_t unbound() const { return unbound_; }

  // ---- timers -------------------------------------------------------------------------------
  void arm(Timer& t, SimTime at, EventHandler* h, std::uint32_t kind, std::uint32_t arg = 0) {
    sim_.scheduler().arm(t, at, h, kind, arg);
  }
  void cancel(Timer& t) { sim_.scheduler().cancel(t); }

  // ---- the thesis simulator's clock rule (seed 001 §3.7) --------------------------------------
  // A network is quiet when no station has a frame queued or on the wire. The thesis's simulator
  // advanced its clock to "the first expired timer" only when every layer was idle, so a protocol
  // modelling it lets a timer's expiry take effect once the network is quiet. Networks without
  // the notion (a routed IP network) are always quiet.
  virtual bool networkQuiet() const { return true; }
  // Calls l->onNetworkQuiet once, at an instant the network has become quiet (the listener checks
  // whether it still cares). Only call while !networkQuiet(); a listener may be called once for
  // each registration.
  virtual void notifyWhenQuiet(QuietListener* l) { l->onNetworkQuiet(*this); }

  // ---- for panels -----------------------------------------------------------------------------
  // The link layer under this node (a station's MAC; a host's access-link queue), as one object.
  virtual void inspectLink(JsonWriter& w) const = 0;

 protected:
  // Network-specific: puts the packet on the way.
  virtual void transmit(PacketId p) = 0;
  // Called when a departure listener is set, so the network can start reporting departures.
  virtual void onDepartureListenerSet() {}
  // For implementations: hands a received packet (a copy, not a reference into the pool) to the
  // handler bound to its port.
  void deliver(const Packet& p) {
    for (auto& [port, handler] : handlers_)
      if (port == p.dstPort && handler) {
        handler->onReceive(*this, p);
        return;
      }
    ++unbound_;
  }
  // For implementations: one of this node's packets starts on its first hop.
  void departed(Packet& p) {
    if (departure_ && p.src == node_) departure_->onDeparture(*this, p);
  }
  bool hasDepartureListener() const { return departure_ != nullptr; }

 private:
  Simulation& sim_;
  std::uint32_t node_;
  std::vector<std::pair<std::uint16_t, EndpointHandler*>> handlers_;
  DepartureListener* departure_ = nullptr;
  std::uint64_t unbound_ = 0;
};

}  // namespace ps

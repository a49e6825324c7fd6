// A store-and-forward router joining Ethernet segments (LanSegment, ethernet_lan.h) into an
// internetwork: AFDP's substrate (seed 004, digest §3.8 and §6.1). It has one station on each
// segment it joins, under its own node id, and per output port a finite FIFO.
//   - Unicast: a frame for a node of another segment is taken by the router toward it (the
//     segment's linkOf) and sent on toward that node's segment.
//   - Broadcast never crosses a router [P §3.8].
//   - Multicast crosses only a router whose multicast flag is on [P §3.8]. [choice] It then floods
//     every other port (no IGMP pruning: the paper names no group-membership protocol), after a
//     reverse-path check (the frame must arrive on the port toward its source's segment), so a
//     router never sends back what it relayed.
//   - [choice] FIFO: `buffer` frames per output port, counted from acceptance until the port's MAC
//     starts sending the frame; a frame arriving at a full FIFO is dropped (drop-tail, traced as a
//     queue-overflow drop on that port's segment). Each frame waits `delay` (the forwarding time,
//     the digest's 0.1-1 ms) before it reaches the port's MAC.
#pragma once
#include <cstdint>
#include <memory>
#include <vector>

#include "../core/entity.h"
#include "../core/simulation.h"
#include "ethernet_lan.h"

namespace ps {

struct LanRouterConfig {
  bool multicast = false;              // forwards IP multicast [P §3.8]
  std::uint32_t buffer = 32;           // [choice] frames per output FIFO
  SimTime delay = 500 * kMicrosecond;  // [choice] forwarding time per frame, digest §6.1
};

// Tells broadcast frames from multicast ones (both go to kEthernetGroup on a segment).
using BroadcastTest = bool (*)(const Packet& p);

class LanRouter final : public Entity, private EventHandler {
 public:
  struct Port {
    EthernetLan* lan = nullptr;
    std::uint32_t segment = 0;  // the segment's index in the internetwork (the link id in the trace)
  };
  // `ports`: the segments it joins. `lanOf[node]`: every node's segment. `toward[segment]`: the index
  // into `ports` leading to that segment (kNone32: unreachable).
  LanRouter(Simulation& sim, std::uint32_t node, const LanRouterConfig& cfg, std::vector<Port> ports,
            const std::vector<std::uint32_t>& lanOf, std::vector<std::uint32_t> toward, BroadcastTest isBroadcast);
  ~LanRouter() override;
  LanRouter(const LanRouter&) = delete;
  LanRouter& operator=(const LanRouter&) = delete;

  std::uint32_t node() const { return node_; }
  const LanRouterConfig& config() const { return cfg_; }
  std::uint64_t forwarded() const { return forwarded_; }
  std::uint64_t drops() const { return drops_; }
  std::uint64_t broadcastsKept() const { return broadcastsKept_; }  // broadcasts that stayed on their segment
  std::uint64_t multicastsKept() const { return multicastsKept_; }  // multicasts held back by the flag
  std::uint32_t held(std::size_t port) const;
  std::uint32_t peakHeld() const { return peakHeld_; }
  const char* entityKind() const override { return "lan-router"; }
  void inspect(JsonWriter& w) const override;

 private:
  class Iface;
  void arrive(std::uint32_t port, const Packet& p);
  void enqueue(std::uint32_t port, const Packet& p);
  void onEvent(const Event& ev) override;

  Simulation& sim_;
  std::uint32_t node_;
  LanRouterConfig cfg_;
  std::vector<std::unique_ptr<Iface>> ifaces_;
  const std::vector<std::uint32_t>& lanOf_;
  std::vector<std::uint32_t> toward_;
  BroadcastTest isBroadcast_;
  std::uint64_t forwarded_ = 0, drops_ = 0, broadcastsKept_ = 0, multicastsKept_ = 0;
  std::uint32_t peakHeld_ = 0;
};

}  // namespace ps

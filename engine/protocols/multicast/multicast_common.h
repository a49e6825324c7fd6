// What the thesis's protocol entities share: the LAN, the configuration, the statistics, the
// trace kinds (model kinds 130-149) and a helper that builds frames.
#pragma once
#include <cstdint>

#include "../../core/simulation.h"
#include "../../net/ethernet_lan.h"
#include "multicast_config.h"
#include "packet_stats.h"

namespace ps {

constexpr std::uint32_t kSenderStation = 0;  // receivers are stations 1..r

enum MulticastTraceKind : std::uint16_t {
  kMcDataSent = 130,        // node = sender, peer = dst (kNone32 = group), packet, seq, size = message id
  kMcRetransmission = 131,  // as data-sent; a = the message's retransmission count so far
  kMcTimeout = 132,         // node = sender, peer = receiver (or kNone32), seq, size = message id, a = ACKs missing
  kMcAckSent = 133,         // node = receiver, peer = sender, packet, seq = acknowledged seq, a = random wait ns
  kMcAckScheduled = 134,    // node = receiver, seq, a = random wait ns (SAWrand / BAPrand)
  kMcAckReceived = 135,     // node = sender, peer = receiver, seq, a = ACKs still missing (SAW) / rank+1 (BAP)
  kMcDelivered = 136,       // node = sender, seq, size = message id, a = latency ns (all receivers have it)
  kMcFailure = 137,         // node = sender, seq, size = message id, a = retransmissions: limit exceeded
  kMcDuplicate = 138,       // node = receiver, seq = received, size = expected, a = 1 if re-acknowledged
  kMcAccepted = 139,        // node = receiver, seq, size = message id (in order, passed up)
  kMcWindowAdvance = 140,   // node = sender, seq = new first seq s, size = new c, a = messages acknowledged
  kMcAckTimer = 141,        // node = receiver, seq = last in-order seq: the BAP ack delay timer expired
  kMcAckIgnored = 142,      // node = sender, peer = receiver, seq: ACK invalid or duplicate
};

void registerMulticastTraceKinds(Simulation& sim);

struct MulticastContext {
  Simulation& sim;
  EthernetLan& lan;
  const MulticastConfig& cfg;
  PacketStats& stats;
  SimTime bitNs;

  SimTime bits(std::int64_t n) const { return n * bitNs; }
  // A frame from `src` to `dst` (a station or kEthernetGroup), handed to src's MAC. Returns the
  // packet's uid (the packet itself may already be gone: the MAC's error model can drop it).
  std::uint32_t sendFrame(std::uint32_t src, std::uint32_t dst, EthernetFrameType type, std::uint32_t seq,
                          std::uint32_t message) {
    PacketPool& pool = sim.packets();
    const PacketId id = pool.alloc();
    Packet& p = pool[id];
    p.type = type;
    p.src = src;
    p.dst = dst;
    p.seq = seq;
    p.sizeBytes = type == kFrameData ? cfg.dataBytes : cfg.ackBytes;
    p.created = sim.now();
    p.field[0] = message;
    const std::uint32_t uid = p.uid;
    lan.send(src, id);
    return uid;
  }
};

}  // namespace ps

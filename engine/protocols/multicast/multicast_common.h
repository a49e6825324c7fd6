// What the thesis's protocol entities share: the configuration, the statistics, the group address,
// the trace kinds (block 130-199) and a helper that builds frames. Each entity talks to the
// network only through its Endpoint (net/endpoint.h), so the protocols do not depend on the LAN.
#pragma once
#include <cstdint>

#include "../../core/simulation.h"
#include "../../net/endpoint.h"
#include "../../net/ethernet_lan.h"
#include "multicast_config.h"
#include "packet_stats.h"

namespace ps {

constexpr std::uint32_t kSenderStation = 0;  // receivers are stations 1..r

enum MulticastTraceKind : std::uint16_t {
  kMcDataSent = 130,         // node = sender, peer = dst (kNone32 = group), packet, seq, size = message id
  kMcRetransmission = 131,   // as data-sent; a = the message's retransmission count so far
  kMcTimeout = 132,          // node = sender, peer = receiver (or kNone32), seq, size = message id, a = ACKs missing
  kMcAckSent = 133,          // node = receiver, peer = sender, packet, seq = acknowledged seq, a = random wait ns
  kMcAckScheduled = 134,     // node = receiver, seq, a = random wait ns (SAWrand / BAPrand)
  kMcAckReceived = 135,      // node = sender, peer = receiver, seq, a = ACKs still missing (SAW) / rank+1 (BAP)
  kMcDelivered = 136,        // node = sender, seq, size = message id, a = latency ns (all receivers have it)
  kMcFailure = 137,          // node = sender, seq, size = message id, a = retransmissions: limit exceeded
  kMcDuplicate = 138,        // node = receiver, seq = received, size = expected, a = 1 if re-acknowledged
  kMcAccepted = 139,         // node = receiver, seq, size = message id (in order, passed up)
  kMcWindowAdvance = 140,    // node = sender, seq = new first seq s, size = new c, a = messages acknowledged
  kMcAckTimer = 141,         // node = receiver, seq = last in-order seq: the BAP ack delay timer expired
  kMcAckIgnored = 142,       // node = sender, peer = receiver, seq: ACK invalid or duplicate
  kMcTimeoutDeferred = 143,  // node = sender, seq, size = message id: expired, waits for a quiet LAN
};

void registerMulticastTraceKinds(Simulation& sim);

struct MulticastContext {
  Simulation& sim;
  const MulticastConfig& cfg;
  PacketStats& stats;
  SimTime bitNs;        // one bit time of the first hop: the thesis's unit of time
  std::uint32_t group;  // the address that reaches every receiver (kEthernetGroup on a LAN)

  SimTime bits(std::int64_t n) const { return n * bitNs; }
  // A frame from `from` to `dst` (a receiver's node or `group`). Returns the packet's uid (the
  // packet itself may already be gone: a MAC's error model can drop it on transmit).
  std::uint32_t sendFrame(Endpoint& from, std::uint32_t dst, EthernetFrameType type, std::uint32_t seq,
                          std::uint32_t message) const {
    const PacketId id = from.newPacket();
    Packet& p = sim.packets()[id];
    p.type = type;
    p.dst = dst;
    p.seq = seq;
    p.sizeBytes = type == kFrameData ? cfg.dataBytes : cfg.ackBytes;
    p.field[0] = message;
    const std::uint32_t uid = p.uid;
    from.send(id);
    return uid;
  }
};

}  // namespace ps

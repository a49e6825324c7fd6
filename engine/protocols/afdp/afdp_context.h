// What AFDP's three entities share in one run: the configuration, the board of message lists
// (messages.h), the NAK channel, every host's endpoint by node id, and where the secretary is.
#pragma once
#include <cstdint>
#include <vector>

#include "../../core/simulation.h"
#include "../../net/endpoint.h"
#include "afdp_config.h"
#include "messages.h"
#include "nak_channel.h"

namespace ps::afdp {

struct AfdpContext {
  Simulation& sim;
  const AfdpConfig& cfg;
  Board& board;
  NakChannel& naks;
  std::vector<Endpoint*> endpoints;     // index = node id
  std::uint32_t secretary = 0;          // node of the secretary (named "on the command line")
  std::uint32_t groupAddress = 0;       // the network's address reaching every host (multicast, broadcast)
  std::uint32_t broadcastLimit = 1472;  // largest broadcast UDP payload the network carries
};

// A small control datagram from `from` to node `to`.
inline PacketId newControl(Endpoint& from, std::uint32_t to, std::uint16_t type, std::uint16_t dstPort,
                           std::uint32_t extraBytes = 0) {
  const PacketId id = from.newPacket();
  Packet& p = from.sim().packets()[id];
  p.type = type;
  p.dst = to;
  p.srcPort = kReplyPort;
  p.dstPort = dstPort;
  p.sizeBytes = kControlBytes + extraBytes;
  return id;
}

}  // namespace ps::afdp

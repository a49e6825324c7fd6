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

// Starts the secretary on a host that has won the election (locator.h); the model implements it.
class SecretaryOpener {
 public:
  virtual void openSecretaryAt(Endpoint& ep) = 0;

 protected:
  ~SecretaryOpener() = default;
};

struct AfdpContext {
  Simulation& sim;
  const AfdpConfig& cfg;
  Board& board;
  NakChannel& naks;
  std::vector<Endpoint*> endpoints;     // index = node id
  std::uint32_t secretary = 0;          // node of the secretary (named "on the command line")
  std::uint32_t groupAddress = 0;       // the network's address reaching every host (multicast, broadcast)
  std::uint32_t broadcastLimit = 1472;  // largest broadcast UDP payload the network carries
  // The internetwork (afdp_internet.h): every node's segment (empty: one LAN, all on segment 0) and,
  // for each pair of segments, whether every router between them forwards multicast.
  std::vector<std::uint32_t> lanOf;
  std::vector<std::uint8_t> multicastPath;  // [from * segments + to]
  std::uint32_t segments = 1;
  SecretaryOpener* opener = nullptr;  // set by the model (afdp.secretary "elect")

  std::uint32_t lanOfNode(std::uint32_t node) const { return node < lanOf.size() ? lanOf[node] : 0; }
  bool multicastBetween(std::uint32_t a, std::uint32_t b) const {
    return a == b || (a < segments && b < segments && multicastPath[a * segments + b] != 0);
  }
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

// What the exports need to draw a family's packets as real frames (export/pcapng.h): a packet
// carries no payload bytes (DESIGN.md §2), so a capture synthesizes Ethernet, IPv4 and a
// transport header, then our own ProtoScope header with the packet's fields.
//
// A family registers one WireFormat with Simulation::registerWireFormat (beside its trace kinds).
// By default its packets travel as UDP datagrams on its documented port (README "Packet
// captures"), carrying the ProtoScope header that engine/export/protoscope.lua dissects. A family
// with a real transport header (TCP when the transport family lands) sets `writeTransport`: it
// appends that header and returns its IP protocol number, and Wireshark dissects it natively.
#pragma once
#include <cstdint>
#include <vector>

#include "packet.h"

namespace ps {

struct WireFormat {
  const char* family = "";        // "polling", for the header's family field and the README's table
  std::uint8_t familyCode = 0;    // in the ProtoScope header (0 = core traffic)
  std::uint16_t udpPort = 47000;  // UDP port for packets that carry no ports of their own
  // Whether this format draws `p` (null: every packet of the simulation).
  bool (*claims)(const Packet& p) = nullptr;
  // Optional: appends the transport header and returns its IP protocol number (6 for TCP); the
  // ProtoScope header follows it. Null: UDP.
  std::uint8_t (*writeTransport)(const Packet& p, std::vector<std::uint8_t>& out) = nullptr;
};

// A tap on every frame put on a wire (exports only). Models call Simulation::tapWire at each
// transmission start; with no tap set that costs one pointer test.
class PacketTap {
 public:
  // `wire`: the link (routed networks) or the medium (a LAN), named by Simulation::linkName;
  // `from`: the transmitting node; `to`: the node at the other end, or the packet's group or
  // broadcast address when the frame goes to many; `frameBytes`: the Ethernet frame's size (a
  // routed link's packet is an IP datagram: its size + 14; a LAN's packet is the whole frame).
  virtual void onWire(SimTime t, std::uint32_t wire, std::uint32_t from, std::uint32_t to, const Packet& p,
                      std::uint32_t frameBytes) = 0;

 protected:
  ~PacketTap() = default;
};

}  // namespace ps

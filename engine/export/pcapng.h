// A packet capture of a run in pcapng (the format Wireshark and tshark read; IETF draft
// "PCAP Next Generation (pcapng) Capture File Format"), built while the run goes: a PacketTap
// (core/wire_format.h) that turns every frame put on a wire into one Enhanced Packet Block.
//
// The file: one Section Header Block, one Interface Description Block per wire as it first carries
// a frame (link type Ethernet, nanosecond timestamps, named after the link: "n1—n2", "bus"), and
// one Enhanced Packet Block per frame, stamped with its simulated time (from 0, so Wireshark shows
// 1970-01-01 00:00:00 plus the run's time). Each frame is synthesized, since packets carry no
// payload bytes:
//   Ethernet   dst, src: 02:50:53:xx:xx:xx from the node index (locally administered; "PS"), the
//              IPv4 multicast MAC of a group, or ff:ff:ff:ff:ff:ff for a LAN broadcast
//   IPv4       10.x.y.z from node index + 1; groups 239.1.x.y from group index + 1; a LAN's group
//              239.255.0.1; TTL, id
//   UDP        the packet's ports, or its family's documented port (WireFormat::udpPort); or the
//              family's own transport header (WireFormat::writeTransport, e.g. TCP)
//   ProtoScope 64 bytes, network byte order: "PS", version 1, family code, type, flags, seq, flow,
//              uid, size, created (ns), field[0..3]  (engine/export/protoscope.lua dissects it)
// Sizes: on routed links a packet's simulated size is its IP datagram (the frame adds the 14-byte
// Ethernet header); on a LAN it is the whole frame. The original length in each block is the
// frame's; the captured bytes are the synthesized headers (Wireshark: "Packet size limited during
// capture"). A datagram smaller than the headers is shown at the headers' size.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "../core/simulation.h"

namespace ps {

class PcapngCapture final : public PacketTap {
 public:
  // Captures at most `maxFrames` frames (a long run stays bounded); later ones are counted.
  explicit PcapngCapture(const Simulation& sim, std::uint64_t maxFrames = 1000000);

  void onWire(SimTime t, std::uint32_t wire, std::uint32_t from, std::uint32_t to, const Packet& p,
              std::uint32_t frameBytes) override;

  // The file so far (valid pcapng at any moment).
  const std::vector<std::uint8_t>& bytes() const { return out_; }
  std::uint64_t frames() const { return frames_; }
  std::uint64_t framesNotCaptured() const { return skipped_; }

  // The synthesized frame of one packet (for tests): what onWire stores as packet data.
  std::vector<std::uint8_t> frame(std::uint32_t from, std::uint32_t to, const Packet& p,
                                  std::uint32_t frameBytes) const;

 private:
  std::uint32_t interfaceFor(std::uint32_t wire);
  const WireFormat* formatFor(const Packet& p) const;

  const Simulation& sim_;
  std::uint64_t maxFrames_;
  std::vector<std::uint8_t> out_;
  std::vector<std::uint32_t> interfaceOfWire_;  // wire -> interface id + 1 (0 = none yet)
  std::uint32_t interfaces_ = 0;
  std::uint64_t frames_ = 0, skipped_ = 0;
};

// Address of a node or group as the capture writes it (tests and the README's table).
std::string pcapIpv4(std::uint32_t nodeOrGroup);

}  // namespace ps

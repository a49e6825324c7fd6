// How a TCP segment sits in a Packet (core/packet.h): both ends read and write it only through
// these helpers.
//   type      kTcpSegmentType
//   flags     SYN | ACK | FIN (RFC 793 control bits)
//   field[0]  sequence number (64-bit byte count; ISS = 0)
//   field[1]  acknowledgment number
//   field[2]  advertised window, bytes
//   field[3]  timestamp option: TSval on segments from the sender, TSecr on ACKs (0: no option)
//   seq       the low 32 bits of the sequence number (data) or of the ACK (pure ACKs), for display
//   sizeBytes payload + header (TcpConfig::headerBytes)
#pragma once
#include <cstdint>

#include "../../core/packet.h"

namespace ps::transport {

constexpr std::uint16_t kTcpSegmentType = 6;  // IP's protocol number for TCP
constexpr std::uint16_t kTcpSyn = 1, kTcpAckFlag = 2, kTcpFin = 4;

struct TcpSegment {
  std::uint16_t flags = 0;
  std::uint64_t seq = 0, ack = 0, window = 0, timestamp = 0;
  std::uint32_t payload = 0;

  static TcpSegment read(const Packet& p, std::uint32_t headerBytes) {
    TcpSegment s;
    s.flags = p.flags;
    s.seq = p.field[0];
    s.ack = p.field[1];
    s.window = p.field[2];
    s.timestamp = p.field[3];
    s.payload = p.sizeBytes > headerBytes ? p.sizeBytes - headerBytes : 0;
    return s;
  }
  void write(Packet& p, std::uint32_t headerBytes) const {
    p.type = kTcpSegmentType;
    p.flags = flags;
    p.field[0] = seq;
    p.field[1] = ack;
    p.field[2] = window;
    p.field[3] = timestamp;
    p.sizeBytes = payload + headerBytes;
    p.seq = static_cast<std::uint32_t>(payload > 0 || (flags & (kTcpSyn | kTcpFin)) ? seq : ack);
  }
  bool syn() const { return flags & kTcpSyn; }
  bool fin() const { return flags & kTcpFin; }
  bool hasAck() const { return flags & kTcpAckFlag; }
};

}  // namespace ps::transport

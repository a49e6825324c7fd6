// DCCP packets as the simulator carries them: RFC 4340 §5 (packet types and header sizes), §7.7
// (NDP Count), §6 (Change/Confirm options for the CCID), RFC 4342 §8 (CCID 3's feedback options),
// RFC 4340 §11.4 (Ack Vector). Packets carry no bytes: a Packet's fields hold the header values and
// Packet::sizeBytes is the whole IP packet the links charge.
//
// Field layout in ps::Packet (type = DccpType, seq = the low 32 bits of the sequence number):
//   field[0]  sequence number (48-bit on the wire, a 64-bit counter here: it never wraps)
//   field[1]  acknowledgement number (types with an acknowledgement subheader)
//   field[2]  bits 0-3 CCVal (CCID 3 window counter), bits 4-27 NDP Count, bits 28-31 Reset Code,
//             bits 32-63 type-specific: Request the client's CCID preferences (4 bytes, first in the
//             low byte), Response the chosen CCID, data packets the Ack Ratio the sender asks for
//             (0: unchanged), CCID 3 feedback the Elapsed Time in 10 us units
//   field[3]  CCID 3 feedback: Receive Rate (bytes/s, high 32 bits) and Loss Event Rate (1/p, low
//             32 bits; 2^32-1 for "no loss"); CCID 2 Acks: the Ack Vector's length in bytes;
//             Request: the Service Code; Response: the server's CCID list (a byte each); data
//             packets: the payload length (a real receiver derives it from the IP length)
// Wire sizes (bytes): IPv4 header 20; generic header 16 (X = 1, 48-bit sequence numbers); the
// acknowledgement subheader 8; Request adds a 4-byte Service Code, Response a Service Code after
// its acknowledgement, Reset 4 bytes of code and data; options are padded to a multiple of 4.
// Options charged: Change R/Confirm L (CCID) on Request/Response, NDP Count (2 + 1..3 bytes) on a
// packet that follows a non-data packet, Change L (Ack Ratio, 2-byte value) when the sender changes
// it and Confirm R on the receiver's next Ack, the Ack Vector (2 bytes per option + runs), and CCID
// 3 feedback's Elapsed Time (4), Receive Rate (6) and Loss Event Rate (6).
// [choice] Short (24-bit) sequence numbers are not used; no Timestamp options (RTTs come from the
// sender's own send times); the Loss Intervals option is not sent.
#pragma once
#include <cstdint>

#include "../../core/packet.h"

namespace ps::dccp {

enum class DccpType : std::uint8_t {
  kRequest = 0,
  kResponse = 1,
  kData = 2,
  kAck = 3,
  kDataAck = 4,
  kCloseReq = 5,
  kClose = 6,
  kReset = 7,
  kSync = 8,
  kSyncAck = 9,
};
const char* dccpTypeName(DccpType t);  // "Request", "DataAck", ...
inline bool carriesData(DccpType t) { return t == DccpType::kData || t == DccpType::kDataAck; }
inline bool hasAckSubheader(DccpType t) { return t != DccpType::kRequest && t != DccpType::kData; }

// Reset Codes (RFC 4340 §5.6) the model uses.
enum class ResetCode : std::uint8_t {
  kUnspecified = 0,
  kClosed = 1,
  kAborted = 2,
  kNoConnection = 3,
  kPacketError = 4,
  kOptionError = 5,
  kConnectionRefused = 7,
};
const char* resetCodeName(std::uint8_t code);

constexpr std::uint32_t kIpHeaderBytes = 20;
constexpr std::uint32_t kGenericHeaderBytes = 16;
constexpr std::uint32_t kAckSubheaderBytes = 8;

// Options (RFC 4340 §5.8 and RFC 4342 §8) by size in bytes.
constexpr std::uint32_t kChangeCcidOptionBytes = 4;     // type, length, feature, one value
constexpr std::uint32_t kAckRatioOptionBytes = 5;       // Change L / Confirm R, 2-byte value
constexpr std::uint32_t kElapsedTimeOptionBytes = 4;    // 2-byte value (RFC 4340 §13.2)
constexpr std::uint32_t kReceiveRateOptionBytes = 6;    // RFC 4342 §8.3
constexpr std::uint32_t kLossEventRateOptionBytes = 6;  // RFC 4342 §8.5
inline std::uint32_t ndpCountOptionBytes(std::uint64_t ndp) {
  if (ndp == 0) return 0;
  return 2 + (ndp < 0x100 ? 1 : ndp < 0x10000 ? 2 : 3);
}
inline std::uint32_t padded(std::uint32_t optionBytes) { return (optionBytes + 3) / 4 * 4; }

// The IP packet size of a DCCP packet of type `t` with `optionBytes` of options and `payload`.
inline std::uint32_t wireBytes(DccpType t, std::uint32_t optionBytes, std::uint32_t payload) {
  std::uint32_t h = kIpHeaderBytes + kGenericHeaderBytes;
  if (hasAckSubheader(t)) h += kAckSubheaderBytes;
  if (t == DccpType::kRequest || t == DccpType::kResponse || t == DccpType::kReset) h += 4;
  return h + padded(optionBytes) + payload;
}

// ---- field access ---------------------------------------------------------------------------
struct Header {
  DccpType type = DccpType::kData;
  std::uint64_t seq = 0;
  std::uint64_t ack = 0;
  std::uint8_t ccval = 0;
  std::uint32_t ndp = 0;  // saturates at 2^24 - 1 (the option's largest value)
  std::uint8_t resetCode = 0;
  std::uint32_t extra = 0;  // field[2] bits 32-63 (see above)
};
inline Header readHeader(const Packet& p) {
  Header h;
  h.type = static_cast<DccpType>(p.type);
  h.seq = p.field[0];
  h.ack = p.field[1];
  h.ccval = static_cast<std::uint8_t>(p.field[2] & 0xF);
  h.ndp = static_cast<std::uint32_t>((p.field[2] >> 4) & 0xFFFFFF);
  h.resetCode = static_cast<std::uint8_t>((p.field[2] >> 28) & 0xF);
  h.extra = static_cast<std::uint32_t>(p.field[2] >> 32);
  return h;
}
inline void writeHeader(Packet& p, const Header& h) {
  p.type = static_cast<std::uint16_t>(h.type);
  p.field[0] = h.seq;
  p.field[1] = h.ack;
  const std::uint64_t ndp = h.ndp < 0xFFFFFF ? h.ndp : 0xFFFFFF;
  p.field[2] = (h.ccval & 0xFu) | (ndp << 4) | (static_cast<std::uint64_t>(h.resetCode & 0xF) << 28) |
               (static_cast<std::uint64_t>(h.extra) << 32);
  p.seq = static_cast<std::uint32_t>(h.seq);
}

// CCID 3 feedback values as the options carry them (RFC 4342 §8.3, §8.5): the Receive Rate in whole
// bytes per second, the Loss Event Rate as 1/p rounded up [choice], 2^32 - 1 meaning p = 0.
constexpr std::uint32_t kNoLoss = 0xFFFFFFFFu;
std::uint64_t packFeedback(double xRecvBps, double p);
double feedbackReceiveRate(std::uint64_t field3);
double feedbackLossEventRate(std::uint64_t field3);

}  // namespace ps::dccp

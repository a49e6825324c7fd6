// AFDP's message catalogue and ports (digest §2.2, §2.3) as ProtoScope packets.
//
// Packets carry no payload bytes (core/packet.h). A message's scalar fields ride in Packet::seq,
// flags and field[0..3]; the two lists a message carries (the grant's member snapshot and a
// RESEND_REQUEST's missing ranges) are kept on a Board owned by the model and named by an id in
// the packet, while the packet's size charges their encoded bytes on the wire.
//
// Sizes on the wire [choice]: control messages are small UDP datagrams (AFDP header 20 B + 8 UDP +
// 20 IP); a DATA datagram is its payload + 8 UDP bytes, cut by IP into fragments of at most 1480 B
// (§6.1); every IP packet on Ethernet adds 18 B of header and FCS (the LAN adds preamble and gap).
#pragma once
#include <cstdint>
#include <vector>

#include "afdp_config.h"

namespace ps::afdp {

// Ports (§2.2). The well-known port carries FIND_SECRETARY, SECRETARY_HERE and SECRETARY_CLAIM
// (locator.h); with afdp.secretary "named" (the default) nothing is sent to it.
constexpr std::uint16_t kFindPort = 5100;     // every host: FIND_SECRETARY, SECRETARY_HERE, SECRETARY_CLAIM
constexpr std::uint16_t kAdminPort = 5101;    // secretary: JOIN, LEAVE
constexpr std::uint16_t kPublishPort = 5102;  // secretary: PUBLISH_REQUEST, PUBLISH_DONE
constexpr std::uint16_t kReplyPort = 5103;    // publisher and subscriber: replies of the secretary
constexpr std::uint16_t kDataPort = 5104;     // subscriber: DATA, SHUTDOWN
constexpr std::uint16_t kControlPort = 5105;  // publisher: RESEND_REQUEST over TCP

enum MsgType : std::uint16_t {
  kJoin = 1,
  kJoinReply = 2,
  kLeave = 3,
  kLeaveReply = 4,
  kPublishRequest = 5,
  kPublishGrant = 6,
  kPublishRefuse = 7,
  kPublishDone = 8,
  kData = 9,
  kShutdown = 10,
  kFindSecretary = 11,   // field[0] = the asker (replies go to its well-known port)
  kSecretaryHere = 12,   // field[0] = the secretary's node
  kSecretaryClaim = 13,  // field[0] = the candidate's id (its node: "the highest IP number" wins)
};

// DATA flags.
constexpr std::uint16_t kFlagRetransmission = 1;
constexpr std::uint16_t kFlagMulticast = 2;  // sent to the group (NICs not joined filter it)
constexpr std::uint16_t kFlagBroadcast = 4;  // sent to every host on the LAN

// DATA field layout: seq = datagram sequence number; field[0] = message id; field[1] = total
// datagrams; field[2] = message start timestamp (the grant time on the secretary's clock);
// field[3] = fragment index | fragment count << 16 | copy (unicast destination index) << 32.
inline std::uint64_t packFragment(std::uint32_t index, std::uint32_t count) {
  return static_cast<std::uint64_t>(index) | static_cast<std::uint64_t>(count) << 16;
}
inline std::uint32_t fragmentIndex(std::uint64_t f) { return static_cast<std::uint32_t>(f & 0xffff); }
inline std::uint32_t fragmentCount(std::uint64_t f) { return static_cast<std::uint32_t>((f >> 16) & 0xffff); }

constexpr std::uint32_t kUdpHeader = 8, kIpHeader = 20, kEthernetOverhead = 18, kMaxFragment = 1480;
constexpr std::uint32_t kControlBytes = 20 + kUdpHeader + kIpHeader + kEthernetOverhead;

// IP fragments of a UDP datagram with `payload` bytes (§6.1).
inline std::uint32_t fragmentsOf(std::uint32_t payload) {
  return (payload + kUdpHeader + kMaxFragment - 1) / kMaxFragment;
}
// Frame bytes of fragment i of such a datagram.
inline std::uint32_t fragmentFrameBytes(std::uint32_t payload, std::uint32_t i) {
  const std::uint32_t udp = payload + kUdpHeader;
  const std::uint32_t n = fragmentsOf(payload);
  const std::uint32_t part = i + 1 < n ? kMaxFragment : udp - kMaxFragment * (n - 1);
  return part + kIpHeader + kEthernetOverhead;
}

// A grant as the secretary issues it (§3.1): mode, Tp, message id and time, member snapshot.
struct Grant {
  std::uint32_t messageId = 0;
  std::uint32_t publisher = 0;
  Mode mode = Mode::kMulticast;
  std::uint8_t reason = 0;  // ModeReason
  SimTime tp = 0;
  SimTime grantedAt = 0;
  std::vector<std::uint32_t> members;  // node ids: the snapshot (every mode, §5 row 14)
};

// A RESEND_REQUEST (§5 row 7): message id and sorted [first, last] ranges of missing datagrams.
struct ResendRequest {
  std::uint32_t id = 0;  // index on the board
  std::uint32_t subscriber = 0;
  std::uint32_t messageId = 0;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> ranges;
  std::uint32_t missing() const {
    std::uint32_t n = 0;
    for (const auto& [a, b] : ranges) n += b - a + 1;
    return n;
  }
  // Bytes the request occupies in the TCP stream: header 12 B + 8 B per range.
  std::uint32_t bytes() const { return 12 + 8 * static_cast<std::uint32_t>(ranges.size()); }
};

// The lists messages carry, named by id (see the top of this file).
struct Board {
  std::vector<Grant> grants;            // index = message id - 1
  std::vector<ResendRequest> requests;  // index = request id
  const Grant& grant(std::uint32_t messageId) const { return grants[messageId - 1]; }
};

}  // namespace ps::afdp

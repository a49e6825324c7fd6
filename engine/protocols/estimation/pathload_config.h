// pathload's settings (every field a scenario field, pathload_params.h) and what its packets carry.
//
// Wire format (1.3.2): a probe is a UDP datagram of L bytes (an L+28-byte IP packet) carrying
// fleet id, stream id, packet id and the sender's timestamp (whole microseconds of its clock); here
// Packet::field[0] = fleet id, field[1] = stream id, seq = packet id, field[2] = the timestamp.
// Control messages are 32-bit words on a TCP connection; here one control packet per message
// (code in field[0], up to three argument words in field[1..3]) of 40 + 4 x words bytes.
//
// Choice (noted in the scenarios): the control connection is not a full TCP stream. Its messages
// are real packets on the real paths (the sender's cross the tight-link queue, so their delay sets
// the gap between streams and they can be lost), and a lost message is resent after a timeout
// that doubles (TCP's retransmission reduced to what the exchange needs: every message the sender
// sends is answered, so the sender resends until the answer comes, and the receiver answers a
// repeated message again).
#pragma once
#include <cstdint>

#include "../../core/time.h"
#include "pathload_math.h"

namespace ps::estimation {

enum PacketType : std::uint16_t { kProbe = 401, kTrainPacket = 402, kControl = 403 };

// Control codes of 1.3.2 (pathload_gbls.h), plus HELLO standing for the connection set-up and the
// start-up exchange of payload sizes and latencies.
enum ControlCode : std::uint32_t {
  kSendFleet = 1,
  kRecvFleet = 2,
  kContinueStream = 3,
  kTerminate = 5,
  kAbortFleet = 6,
  kFinishedStream = 7,
  kSendTrain = 8,
  kFinishedTrain = 9,
  kBadTrain = 10,
  kGoodTrain = 11,
  kHello = 20,
  kHelloReply = 21,
};
const char* controlName(std::uint32_t code);

struct PathloadConfig {
  // search and analysis
  TrendRule rule;
  int streamLength = 100;    // K
  int streamsPerFleet = 12;  // N
  double lossAbortPercent = 15;
  double lossLossyPercent = 3;
  double lossyStreamsPercent = 50;
  double omegaMbps = 0;  // 0: 0.02 x ADR
  double chiMbps = 0;    // 0: min(0.05 x ADR, 12)
  int retryBadFleets = 1;
  // streams
  LtLimits lt;
  SimTime postStreamWait = 8 * kMillisecond;
  int idleFactor = 9;
  SimTime slowLinkStream = 500 * kMillisecond;  // V at or above this: one stream per fleet
  // host timing
  double sndLatencyUs = 4;
  double rcvLatencyUs = 5;
  std::int64_t clockOffsetUs = 0;  // receiver clock minus sender clock (cancels out of OWD trends)
  // host timing models, off by default (ideal hosts; digest §6.1 items 5-6)
  double sendJitterUs = 0;              // each probe leaves up to this late (uniform, seeded)
  std::int64_t clockGranularityUs = 1;  // timestamps are whole multiples of it
  int coalescencePackets = 0;           // receiving NIC batches of up to this many (< 2: off)
  double coalescenceTimeoutUs = 125;    // a batch is delivered at most this long after its first packet
  bool coalescenceBranch = false;       // run 1.3.2's IC branch when the ADR train looks coalesced (§2.14)
  // run limits
  SimTime start = 0;
  SimTime timeout = 0;  // 0: none (-t)
  int maxFleets = 0;    // 0: no cap (faithful)
  SimTime controlRto = 200 * kMillisecond;
  // ports
  std::uint16_t udpPort = 55001;
  std::uint16_t tcpPort = 55002;
};

// A host clock read at time t: whole microseconds plus an offset, floored to the granularity.
inline std::int64_t hostClockUs(SimTime t, std::int64_t offsetUs, std::int64_t granularityUs) {
  const std::int64_t us = t / kMicrosecond + offsetUs;
  if (granularityUs <= 1) return us;
  const std::int64_t r = us % granularityUs;
  return us - (r < 0 ? r + granularityUs : r);
}

// The IC branch's fallback stream length (1.3.2 retries with K = 300, digest §2.14).
inline constexpr int kIcStreamLength = 300;

// ADR packet trains of 1.3.2: attempt j sends kTrainLengths[j] + 1 back-to-back packets.
inline constexpr int kTrainLengths[] = {50, 35, 20, 5, 3};
inline constexpr int kTrainAttempts = 5;

}  // namespace ps::estimation

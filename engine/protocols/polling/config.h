// Parameters of the five polling protocols and the packet formats they share.
// Source: seed 000 §3 (protocols), §4.3 (sizes: DATA 1000 B, POLL 50 B, RESPONSE 50 + ⌈ws/8⌉ B,
// dp = 1000), §5.1 (defaults); digest shared/research/polling.md §2.6, §3.6, §8.
// Every field below is exposed in the scenario's "protocol" section (polling_model.cpp).
#pragma once
#include <cstdint>

#include "../../core/time.h"
#include "../common/rtt_estimator.h"

namespace ps::polling {

enum class Protocol { kPet, kPrp, kPsew, kRbp, kPep };
const char* protocolName(Protocol p);

// What a protocol-level "send" means (digest §2.5, ambiguity A1; seed 000 §4.2: the sender's
// outgoing queue was made "artificialmente alto" so it could order more than 50 packets sent
// without pause, and pacing "poderia ser facilmente incorporado aos protocolos").
//   Enqueue: "send" hands the packet to the sender's unbounded output queue, which the access link
//     drains; timers, timestamps and poll spacing start then (an ns-2 agent's default).
//   Departure: packets are queued exactly as under enqueue, but timestamps (RTT samples), timers
//     and poll spacing start when the packet begins transmission on the access link (the digest's
//     alternative; the paper says the RTTs it measured stayed below 1 s, which queue waits of up
//     to 1.6 s would not allow).
//   Wire: "send" puts the packet on the wire: the sender paces itself, handing the access link one
//     packet whenever it is idle. POLLs and retransmissions decided meanwhile wait in the sender's
//     own FIFO and go before new DATA, which is produced only when the link frees and the window
//     allows; timers and timestamps start at that instant.
enum class SendReading { kEnqueue, kDeparture, kWire };

// Where an RTT sample starts (Config::rttFrom), independently of the reading of "send" that
// governs timers and poll spacing:
//   kSend (default): at the instant the packet counts as sent under the reading of "send";
//   kDeparture: at the instant the POLL (or polling DATA) starts transmission on the sender's
//     access link, so samples exclude the wait in the sender's unbounded queue. Source: seed 000
//     §4.3, "o RTT foi inicializado com 1s, valor esse superior aos RTTs medidos durante a
//     transmissão": the RTTs the authors measured stayed below 1 s. On our 451-node graph the
//     path RTT to the farthest receiver is about 0.83 s, but under enqueue a PSEW POLL waits behind
//     the whole window (1.6 s at ws = 200), so enqueue-stamped samples are about 2.4 s; only
//     samples that start at departure stay below 1 s. §4.2 adds that the queue only stands in for
//     pacing the protocols could do themselves ("o envio espaçado de pacotes ... poderia ser
//     facilmente incorporado aos protocolos; por simplicidade, esse gerenciamento foi passado ao
//     ns"), i.e. the queue wait is not meant to be part of the protocol's view of the path.
//   Under send = departure or wire the two are the same instant.
enum class RttFrom { kSend, kDeparture };

// RBP/PeP retransmission after a NACK (digest §3.4, A10): R1 immediate + hold-down for rto_max
// with a re-check at expiry; R2 deferred to the expiry of the timer.
enum class Suppression { kImmediate, kDeferred };
// RBP token accounting (A11): precise (per-receiver outstanding count, tokens + Σ out_i = B) or
// the paper's literal one token back per response and per expiry, capped at B.
enum class TokenAccounting { kPrecise, kLiteral };
// Which receivers a retransmission marks in V (A9): those that have not ACKed it, or all.
enum class VMarking { kMissing, kAll };
// Packets lost at the top of what was sent are "undefined", never NACKed (A12): POLLs carry hs,
// the highest seq sent, and (hr, hs] unreceived counts as NACK (kHs); or only once all dp packets
// have been sent (kEnd).
enum class TailRule { kHs, kEnd };

// Per-receiver RTT and retransmission timeout, "based on TCP" (the estimator is
// protocols/common/rtt_estimator.h; what follows is how the polling paper configures it).
// Source: seed 000 §2 ("A forma de fazer estas estimativas foi baseada no TCP"; rto_max = max rto_i)
// and §4.3 ("o RTT foi inicializado com 1s"); digest shared/research/polling.md §2.4.
//
// Choices where the paper is silent (digest §2.4, ambiguity A2), all in integer nanoseconds:
//   - Jacobson/Karels as written in RFC 2988: alpha = 1/8, beta = 1/4, K = 4, clock granularity 0;
//   - before any sample SRTT = 1 s (paper) and RTTVAR = SRTT/2, so the initial RTO is 3 s; the
//     first sample replaces both (RFC 2988 (2.2)): SRTT = R, RTTVAR = R/2;
//   - later samples (2.3): RTTVAR = 3/4 RTTVAR + 1/4 |SRTT − R|, SRTT = 7/8 SRTT + 1/8 R;
//   - RTO = SRTT + 4 RTTVAR clamped to [minRto, maxRto] (RFC 2988: 1 s and 60 s);
//   - no exponential backoff (the paper re-arms with the current rto every time);
//   - samples come from an echoed send timestamp, so there is no retransmission ambiguity.
//
// Two readings of §4.3's "o RTT foi inicializado com 1s, valor esse superior aos RTTs medidos
// durante a transmissão" (the RTT was initialised to 1 s, a value above the RTTs measured during
// the transmission), selected by RtoConfig::firstSample:
//   kReplace (default, the digest's choice): 1 s is only a placeholder; the first real sample
//     replaces SRTT and RTTVAR (RFC 2988 (2.2)), so rto_i = 3R right after it;
//   kSmooth: 1 s is the estimator's initial state ("inicializado"), and every sample, the first
//     included, is folded in by (2.3); SRTT then converges to the measured RTTs from above, which is
//     what "superior aos RTTs medidos" describes.
// The paper gives no initial RTTVAR; initialRttvar = 0 makes the initial RTO equal the 1 s RTT
// (the "starting from 1 s"), the default 0.5 s makes it 3 s (RFC 2988's initial RTO).
struct Config {
  Protocol protocol = Protocol::kPsew;
  std::uint32_t ws = 200;           // window size, packets (§4.3, chosen in §5.1 from Fig. 2)
  std::uint32_t dp = 1000;          // data packets to transfer (§4.3)
  std::uint32_t dataBytes = 1000;   // §4.3
  std::uint32_t pollBytes = 50;     // §4.3
  std::uint32_t responseBase = 50;  // §4.3: RESPONSE = 50 + ⌈ws/8⌉ bytes
  SendReading send = SendReading::kEnqueue;
  RttFrom rttFrom = RttFrom::kSend;
  RtoConfig rto;                    // see the RTO notes above
  bool respondToDuplicates = true;  // PET/PrP (A4)
  SimTime responseJitter = 0;       // optional uniform [0, j) delay before a RESPONSE leaves (not in the paper)

  // PrP: response probability; 0 = the §5.1 default 0.5·(t_send/t_recv)/N, clamped to 1 (A5).
  double p = 0;
  // PSEW: subgroup size (§5.1: 50) and spacing between POLLs (0 = t_recv × subgroup size).
  std::uint32_t subgroupSize = 50;
  SimTime pollSpacing = 0;
  // RBP: tokens in the bucket (§5.1: 100).
  std::uint32_t bucket = 100;
  TokenAccounting tokens = TokenAccounting::kPrecise;
  // PeP: poll period (0 = t_recv × 10, §5.1).
  SimTime period = 0;
  Suppression suppression = Suppression::kImmediate;
  VMarking vMarking = VMarking::kMissing;
  TailRule tailRule = TailRule::kHs;

  std::uint32_t responseBytes() const { return responseBase + (ws + 7) / 8; }
};

// Packet types (Packet::type) and fields.
enum PacketType : std::uint16_t { kData = 1, kPoll = 2, kResponse = 3 };
enum PacketFlag : std::uint16_t { kRetransmission = 1, kAwaitDeparture = 2, kStampOnTx = 4 };
// DATA:     seq; field[kFStamp] send timestamp; field[kFProb] PrP probability (double bits).
// POLL:     seq = round (PSEW) or poll number; field[kFStamp] timestamp; field[kFRound] round;
//           field[kFHs] hs, the highest seq sent when the POLL was sent.
// RESPONSE: seq = snapshot hr; field[kFStamp] echoed timestamp; field[kFRound] echoed round;
//           field[kFSnap] snapshot slot (SnapshotPool); field[kFEchoHs] echoed hs.
constexpr int kFStamp = 0, kFProb = 1, kFRound = 1, kFHs = 2, kFSnap = 2, kFEchoHs = 3;

}  // namespace ps::polling

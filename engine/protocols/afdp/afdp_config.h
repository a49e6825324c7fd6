// AFDP (Cooperstock & Kotsopoulos, USENIX 1996; seed 004, digest ../shared/research/afdp.md): every
// number the protocol runs on, read once from the scenario (afdp_params.h declares each field).
// The digest section each value comes from is named beside it; [choice] marks where the paper is
// silent and the digest's proposal (§5) is used.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "../../core/time.h"

namespace ps::afdp {

enum class Mode : std::uint8_t { kMulticast = 0, kBroadcast = 1, kUnicast = 2 };
const char* modeName(Mode m);

// The publisher's rate option (§3.5): default floor 10 ms, nice 100 ms, rabid none.
enum class RateOption : std::uint8_t { kDefault = 0, kNice = 1, kRabid = 2 };
const char* rateOptionName(RateOption o);

// Rate control (§3.5, §5 rows 1-4).
struct RateConfig {
  SimTime defaultFloor = 10 * kMillisecond;  // [P] "a minimum of 10 ms"
  SimTime niceFloor = 100 * kMillisecond;    // [P] nice mode "raises this minimum to 100 msec"
  SimTime step = 10 * kMillisecond;          // [P] +10 ms per valid RESEND_REQUEST
  SimTime decayPeriod = 500 * kMillisecond;  // [choice] row 1
  SimTime decayStep = 1 * kMillisecond;      // [choice] row 1: additive decrease
  SimTime ceiling = 1 * kSecond;             // [choice] row 4
};

// One subscriber host (§6.2): receive buffer, drain rate, multicast capability, when it joins.
struct SubscriberSpec {
  bool multicast = true;              // can receive IP multicast (JOIN says so)
  double drainBytesPerS = 2e6;        // application reads its UDP socket at this rate
  std::uint32_t bufferBytes = 41600;  // [X] BSD udp_recvspace
  SimTime joinAt = 0;                 // sends JOIN at this time
  SimTime leaveAt = 0;                // sends LEAVE at this time; 0: stays in the group
  std::uint32_t lan = 0;              // its Ethernet segment; 0 is the publisher's (§3.8, §6.1)
};

// One router of the internetwork (§3.8, §6.1): it joins segment `to` to segment `from`, which an
// earlier router (or segment 0) already reaches, so the segments form a tree.
struct RouterSpec {
  std::uint32_t from = 0, to = 1;
  bool multicast = false;              // [P] forwards multicast only with this flag
  std::uint32_t buffer = 32;           // [choice] frames per output FIFO (digest §6.1: finite)
  SimTime delay = 500 * kMicrosecond;  // [choice] forwarding time, within the digest's 0.1-1 ms
};

// The rdist baseline (§6.4, rdist.h): the master updates the members over TCP, `children` at once.
struct RdistConfig {
  bool enabled = false;             // the scenario's baseline.kind is "rdist": no AFDP runs
  std::uint32_t children = 4;       // [X] rdist -M default; 1 = sequential rcp/classic rdist
  SimTime setup = 1 * kSecond;      // [choice] s_host: rsh/rcmd, remote start, file comparison
  std::uint32_t rcvBuffer = 24576;  // [choice] TCP receive window, digest §6.3 (16-24 KB)
};

// The other baselines of §6.4 (track.h, afdpdist.h) and the competing ftp flow (ftp_probe.h). Their
// TCP set-up and receive window are rdist's (RdistConfig::setup, rcvBuffer).
enum class BaselineKind : std::uint8_t { kNone = 0, kRdist = 1, kTrack = 2, kAfdpdist = 3 };
struct BaselineConfig {
  BaselineKind kind = BaselineKind::kNone;
  std::uint32_t sessions = 1;         // [choice] track: members fetching at once (sequential by default)
  std::uint64_t statsBytes = 8192;    // [choice] the statfile of a 7 MB directory of ~100 files
  std::uint64_t requestBytes = 1024;  // [choice] afdpdist: one member's request list
  std::uint64_t ftpBytes = 0;         // the competing ftp transfer (0: none)
  SimTime ftpStart = 6 * kSecond;     // when it opens, on the run's clock
};

// The most segments an internetwork may have (segment ids 0..kMaxSegments-1).
constexpr std::uint32_t kMaxSegments = 8;

// The most members one scenario may make (subscribers[].count summed): keeps the host table, the
// per-member series and the LAN's station count within what the budget and the panels handle.
constexpr std::uint32_t kMaxMembers = 200;

// How hosts learn their secretary (§2.4, §5 row 25).
enum class SecretaryMode : std::uint8_t {
  kNamed = 0,  // every host is told SEC's address ("on the command line")
  kFind = 1,   // hosts on SEC's LAN broadcast FIND_SECRETARY; SEC answers SECRETARY_HERE
  kElect = 2,  // no secretary runs: nobody answers, the subscribers vote, the highest id wins
};

// The election's timing (§2.4, §5 row 25) [choice]: T_find = 1 s, three tries, vote window 1 s.
constexpr SimTime kFindTimeout = 1 * kSecond;
constexpr std::uint32_t kFindTries = 3;
constexpr SimTime kVoteWindow = 1 * kSecond;
// A refused publisher with the retry option asks again after this long (§5 row 21) [choice].
constexpr SimTime kRefusalRetry = 5 * kSecond;

struct AfdpConfig {
  // Group and secretary (§3.1, §3.4).
  SecretaryMode secretary = SecretaryMode::kNamed;
  SimTime lease = 600 * kSecond;    // [choice] row 22: a grant counts as active at most this long
  std::uint32_t publishers = 1;     // publisher hosts (P, P2 ...), each publishing its own file
  bool retryRefused = false;        // [choice] row 21: a refused publisher asks again after 5 s
  std::uint32_t threshold = 6;      // [P] unicast below, broadcast at or above
  std::uint32_t maxPublishers = 2;  // [choice] row 21
  bool publisherMulticast = true;   // the publisher host can send multicast
  bool forced = false;              // mode forced by the user (Figure 2) [I]
  Mode forcedMode = Mode::kMulticast;
  // Publisher (§3.2, §3.5).
  RateOption rate = RateOption::kDefault;
  RateConfig rc;
  std::uint64_t fileBytes = 1 << 20;    // the message
  std::uint32_t messages = 1;           // messages published one after another
  std::uint32_t datagramBytes = 9216;   // multicast/unicast UDP payload [choice] §3.6
  std::uint32_t broadcastBytes = 1468;  // [P] broadcast payload used "for portability"
  std::uint32_t headerBytes = 20;       // [choice] row 16: AFDP header inside the payload
  SimTime linger = 2 * kSecond;         // [choice] row 18
  SimTime publishAt = 1 * kSecond;      // when the publisher asks to publish
  // Secretary (§3.1, §5 row 27): when the operator disbands the group with SHUTDOWN; 0: never.
  SimTime shutdownAt = 0;
  // Subscriber (§3.3).
  SimTime tw = 500 * kMillisecond;           // [choice] row 5: sequence-check interval
  bool nakDelay = true;                      // random delay before a NAK (off for E12)
  SimTime nakDelayMax = 250 * kMillisecond;  // [choice] row 6: U(0, Tw/2)
  std::uint32_t maxRanges = 64;              // [choice] row 7
  // Control exchanges (§5 row 24): UDP request/reply with a timeout and retries.
  SimTime requestTimeout = 1 * kSecond;
  std::uint32_t requestTries = 3;
  // Hosts (§6.2).
  std::vector<SubscriberSpec> subscribers;     // at most kMaxMembers (the reader refuses more)
  std::vector<RouterSpec> routers;             // none: one Ethernet segment
  std::uint32_t segments = 1;                  // 1 + the routers (each reaches a new segment)
  RdistConfig rdist;                           // the baseline instead of AFDP (off by default)
  BaselineConfig baseline;                     // which baseline runs, and the ftp flow
  std::uint32_t nonMembers = 0;                // hosts on the LAN that are not in the group
  SimTime broadcastCpu = 1100 * kMicrosecond;  // [D] N7: CPU per broadcast datagram, Indy-class

  // Data bytes one datagram carries (payload less the AFDP header) in mode m.
  std::uint32_t dataPerDatagram(Mode m) const {
    return (m == Mode::kBroadcast ? broadcastBytes : datagramBytes) - headerBytes;
  }
  std::uint32_t datagramsFor(Mode m) const { return datagramsFor(m, fileBytes); }
  std::uint32_t datagramsFor(Mode m, std::uint64_t bytes) const {
    const std::uint64_t d = dataPerDatagram(m);
    return static_cast<std::uint32_t>((bytes + d - 1) / d);
  }
};

}  // namespace ps::afdp

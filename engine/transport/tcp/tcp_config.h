// One TCP flow's settings (the "tcp" object of a flow, tcp_params.h), shared by both ends.
#pragma once
#include <cstdint>

#include "../../core/time.h"
#include "../../protocols/common/rtt_estimator.h"

namespace ps::transport {

enum class TcpVariant : std::uint8_t { kTahoe, kReno, kNewReno };

struct TcpConfig {
  TcpVariant variant = TcpVariant::kReno;
  std::uint32_t mss = 1460;                 // SMSS, payload bytes
  std::uint32_t initialWindowSegments = 0;  // 0: RFC 5681's rule
  std::uint32_t lossWindowSegments = 1;
  std::uint64_t initialSsthresh = 0;  // 0: arbitrarily high
  std::uint32_t dupThresh = 3;
  bool limitedTransmit = false;       // RFC 3042
  std::uint32_t rcvBuffer = 4194304;  // the receiver's buffer = its advertised window
  std::uint64_t sndBuffer = 0;        // 0: no limit on unacknowledged bytes
  std::uint32_t ackEvery = 1;         // 2: delayed ACKs
  SimTime delAckTimeout = 200 * kMillisecond;
  RtoConfig rto;            // RFC 6298: initial 1 s, min 1 s, max 60 s, G = 0
  bool timestamps = false;  // RFC 7323 (12 bytes per segment, RTT per ACK)
  bool handshake = true;
  bool byteCounting = true;
  std::uint32_t abcLimit = 1;
  bool newrenoExitFlight = true;
  SimTime timeWait = kSecond;

  // IPv4 (20) + TCP (20) header bytes, + the timestamp option padded to 12 (RFC 7323 appendix A).
  std::uint32_t headerBytes() const { return 40 + (timestamps ? 12 : 0); }
  // RFC 5681 eq. (1): IW = min(4 SMSS, max(2 SMSS, 4380 bytes)), unless the scenario sets segments.
  std::uint64_t initialWindow() const {
    if (initialWindowSegments > 0) return std::uint64_t{initialWindowSegments} * mss;
    const std::uint64_t two = 2 * std::uint64_t{mss}, four = 4 * std::uint64_t{mss};
    const std::uint64_t m = two > 4380 ? two : 4380;
    return four < m ? four : m;
  }
};

}  // namespace ps::transport

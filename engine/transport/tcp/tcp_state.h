// TCP's connection states (RFC 793 §3.2, with its names) and the congestion-control phases the
// panels and the trace show (RFC 5681 §3: slow start, congestion avoidance, fast recovery).
#pragma once
#include <cstdint>

namespace ps::transport {

enum class TcpState : std::uint8_t {
  kClosed,
  kListen,
  kSynSent,
  kSynReceived,
  kEstablished,
  kFinWait1,
  kFinWait2,
  kCloseWait,
  kClosing,
  kLastAck,
  kTimeWait,
};

inline const char* tcpStateName(std::uint32_t s) {
  static const char* names[] = {"CLOSED",     "LISTEN",     "SYN-SENT", "SYN-RECEIVED", "ESTABLISHED", "FIN-WAIT-1",
                                "FIN-WAIT-2", "CLOSE-WAIT", "CLOSING",  "LAST-ACK",     "TIME-WAIT"};
  return s < sizeof names / sizeof names[0] ? names[s] : "?";
}
inline const char* tcpStateName(TcpState s) { return tcpStateName(static_cast<std::uint32_t>(s)); }

enum class CcPhase : std::uint8_t {
  kSlowStart,            // cwnd < ssthresh: cwnd grows by up to one SMSS per ACK (RFC 5681 §3.1)
  kCongestionAvoidance,  // cwnd >= ssthresh: about one SMSS per RTT
  kFastRecovery,         // after the third duplicate ACK until the loss is repaired (§3.2; RFC 6582)
};

inline const char* ccPhaseName(std::uint32_t p) {
  static const char* names[] = {"slow start", "congestion avoidance", "fast recovery"};
  return p < 3 ? names[p] : "?";
}
inline const char* ccPhaseName(CcPhase p) { return ccPhaseName(static_cast<std::uint32_t>(p)); }

}  // namespace ps::transport

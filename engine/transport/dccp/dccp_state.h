// DCCP connection states, RFC 4340 §4.3 and §8.4, with the RFC's names (they appear in the log and
// the panel exactly as the RFC writes them).
//
//   client: CLOSED -open-> REQUEST -Response-> PARTOPEN -Ack/Data from server-> OPEN
//           OPEN -close-> CLOSING -Reset-> TIMEWAIT -2MSL-> CLOSED   (CloseReq in OPEN -> CLOSING)
//   server: LISTEN -Request-> RESPOND -Ack/DataAck-> OPEN -Close/Reset sent-> CLOSED
#pragma once
#include <cstdint>

namespace ps::dccp {

enum class DccpState : std::uint8_t {
  kClosed,
  kListen,
  kRequest,
  kRespond,
  kPartOpen,
  kOpen,
  kCloseReq,
  kClosing,
  kTimeWait,
};

inline const char* dccpStateName(std::uint32_t s) {
  static const char* names[] = {"CLOSED", "LISTEN",   "REQUEST", "RESPOND", "PARTOPEN",
                                "OPEN",   "CLOSEREQ", "CLOSING", "TIMEWAIT"};
  return s < 9 ? names[s] : "?";
}

}  // namespace ps::dccp

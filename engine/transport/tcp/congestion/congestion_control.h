// TCP congestion control as a policy behind one interface (smoltcp's controllers and ns-3's
// congestion ops are the shape): the sender (tcp_sender.h) classifies each ACK and asks its policy
// what to do; the policy owns cwnd, ssthresh and the recovery state and answers with an action.
// One file per algorithm: tahoe.h, reno.h, newreno.h; any_congestion_control.h holds them by value.
//
// Every policy provides
//   CcAction onNewAck(CcState&, const AckEvent&)   an ACK that acknowledges new data
//   CcAction onDupAck(CcState&, const AckEvent&)   a duplicate ACK (RFC 5681 §2 (a)-(e))
//   void onTimeout(CcState&, const TimeoutEvent&)  the retransmission timer expired
// and shares the helpers below (RFC 5681 §3.1's increase and eq. (4)).
//
// Units: bytes, as RFC 5681 writes them; 64-bit integers, integer division truncating.
#pragma once
#include <cstdint>

#include "../tcp_state.h"

namespace ps::transport {

// "Arbitrarily high" (RFC 5681 §3.1): the initial ssthresh unless the scenario sets one.
constexpr std::uint64_t kInfiniteSsthresh = std::uint64_t{1} << 62;

struct CcState {
  // Configuration (tcp_config.h).
  std::uint32_t smss = 1460;
  std::uint32_t lossWindowSegments = 1;  // LW, RFC 5681 §3.1
  std::uint32_t dupThresh = 3;           // RFC 5681 §3.2 ("the third duplicate ACK")
  std::uint32_t abcLimit = 1;            // L of RFC 3465 (RFC 5681: cwnd += min(N, SMSS))
  bool byteCounting = true;              // congestion avoidance by appropriate byte counting
  bool newrenoExitFlight = true;         // RFC 6582 step 6, option 1 (else option 2: ssthresh)
  // State.
  std::uint64_t cwnd = 0, ssthresh = kInfiniteSsthresh;
  std::uint64_t caBytes = 0;    // bytes acknowledged towards the next congestion-avoidance SMSS
  bool inRecovery = false;      // fast recovery (Reno, NewReno)
  std::uint64_t recover = 0;    // NewReno: HighData when recovery began (RFC 6582 "recover")
  bool partialAckSeen = false;  // NewReno: the first partial ACK of this recovery has come

  CcPhase phase() const {
    if (inRecovery) return CcPhase::kFastRecovery;
    return cwnd < ssthresh ? CcPhase::kSlowStart : CcPhase::kCongestionAvoidance;
  }
};

// What the sender knows when an ACK arrives.
struct AckEvent {
  std::uint64_t ack = 0;           // the cumulative acknowledgment (next byte expected)
  std::uint64_t newlyAcked = 0;    // bytes this ACK acknowledges for the first time (0: duplicate)
  std::uint64_t flightBefore = 0;  // FlightSize before the ACK: HighData - SND.UNA
  std::uint64_t flightAfter = 0;   // ... and after it
  std::uint64_t highData = 0;      // HighData: the highest sequence number sent, plus one
  std::uint32_t dupAcks = 0;       // duplicate ACKs in a row, this one included (0 for a new ACK)
};

struct TimeoutEvent {
  std::uint64_t flight = 0;  // FlightSize when the timer expired
  std::uint64_t highData = 0;
  bool repeated = false;  // the segment was already retransmitted by the timer (backoff > 0)
};

// What the policy asks of the sender.
struct CcAction {
  enum class Event : std::uint8_t {
    kNone,
    kEnterRecovery,   // Reno/NewReno fast retransmit (trace: tcp-fast-retransmit)
    kTahoeLoss,       // Tahoe fast retransmit, slow start from one segment
    kIgnoredDupAcks,  // NewReno: the third duplicate ACK does not cover recover
    kPartialAck,      // NewReno partial ACK
    kExitRecovery,    // fast recovery ends
  };
  enum class Timer : std::uint8_t { kDefault, kRestart, kKeep };
  bool retransmitFirst = false;   // resend the segment at SND.UNA now
  bool goBackN = false;           // then continue sending from SND.UNA (Tahoe)
  Timer timer = Timer::kDefault;  // kDefault: RFC 6298 (5.2)/(5.3); kKeep: leave the timer running
  Event event = Event::kNone;
};

// RFC 5681 §3.1: slow start adds min(N, L SMSS) per ACK (RFC 3465's L, 1 in RFC 5681); congestion
// avoidance adds one SMSS per cwnd of acknowledged bytes (byte counting, exact over a window) or
// max(1, SMSS*SMSS/cwnd) per ACK (eq. (3)).
inline void increaseWindow(CcState& s, std::uint64_t newlyAcked) {
  if (s.cwnd < s.ssthresh) {
    const std::uint64_t limit = std::uint64_t{s.abcLimit} * s.smss;
    s.cwnd += newlyAcked < limit ? newlyAcked : limit;
    return;
  }
  if (s.byteCounting) {
    s.caBytes += newlyAcked;
    if (s.caBytes >= s.cwnd) {
      s.caBytes -= s.cwnd;
      s.cwnd += s.smss;
    }
    return;
  }
  const std::uint64_t inc = std::uint64_t{s.smss} * s.smss / s.cwnd;
  s.cwnd += inc > 0 ? inc : 1;
}

// RFC 5681 eq. (4): ssthresh = max(FlightSize / 2, 2 SMSS).
inline std::uint64_t lossSsthresh(const CcState& s, std::uint64_t flight) {
  const std::uint64_t half = flight / 2, floor = 2 * std::uint64_t{s.smss};
  return half > floor ? half : floor;
}

// RFC 5681 §3.1 on a retransmission timeout: ssthresh by eq. (4), unless the segment had already
// been retransmitted by the timer (then ssthresh is held), and cwnd = LW.
inline void timeoutWindow(CcState& s, const TimeoutEvent& e) {
  if (!e.repeated) s.ssthresh = lossSsthresh(s, e.flight);
  s.cwnd = std::uint64_t{s.lossWindowSegments} * s.smss;
  s.caBytes = 0;
  s.inRecovery = false;
}

}  // namespace ps::transport

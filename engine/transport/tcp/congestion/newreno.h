// TCP NewReno: RFC 6582 (T. Henderson, S. Floyd, A. Gurtov, Y. Nishida, 2012) §3.2, changes to
// Reno's fast recovery; partial-ACK arithmetic confirmed against FD.io VPP (digest §2.3).
//   open:                recover = ISS                                                   (step 1)
//   3rd duplicate ACK:   only if the ACK covers recover: recover = HighData, then as Reno  (step 2)
//                        (otherwise the duplicates belong to a loss already answered: no reduction)
//   duplicate in FR:     cwnd += SMSS                                                    (step 4)
//   partial ACK:         retransmit the first unacknowledged segment; cwnd -= bytes acked;
//                        if they were >= SMSS, cwnd += SMSS; stay in FR; reset the timer only on
//                        the first partial ACK ("Impatient", §4)                          (step 5)
//   full ACK (>= recover): cwnd = min(ssthresh, max(FlightSize, SMSS) + SMSS) (option 1) or
//                        ssthresh (option 2); leave FR                                      (step 6)
//   timeout:             recover = HighData; leave FR                                     (§4)
// Convention: `recover` holds HighData, one past the highest sequence number sent, so "the ACK
// covers recover" (RFC: acknowledges the byte numbered recover) reads ack >= recover here, and a full
// ACK is ack >= recover. Choice: option 1 by default (scenario field newrenoExit).
#pragma once
#include "congestion_control.h"
#include "reno.h"

namespace ps::transport {

class NewReno {
 public:
  static const char* name() { return "newreno"; }

  CcAction onNewAck(CcState& s, const AckEvent& e) const {
    CcAction a;
    if (!s.inRecovery) {
      increaseWindow(s, e.newlyAcked);
      return a;
    }
    if (e.ack >= s.recover) {  // step 6: full acknowledgment
      if (s.newrenoExitFlight) {
        const std::uint64_t f = e.flightAfter > s.smss ? e.flightAfter : s.smss;
        s.cwnd = s.ssthresh < f + s.smss ? s.ssthresh : f + s.smss;
      } else {
        s.cwnd = s.ssthresh;
      }
      s.caBytes = 0;
      s.inRecovery = false;
      a.event = CcAction::Event::kExitRecovery;
      return a;
    }
    // step 5: partial acknowledgment
    s.cwnd = s.cwnd > e.newlyAcked ? s.cwnd - e.newlyAcked : 0;
    if (e.newlyAcked >= s.smss) s.cwnd += s.smss;
    if (s.cwnd < s.smss) s.cwnd = s.smss;
    a.retransmitFirst = true;
    a.timer = s.partialAckSeen ? CcAction::Timer::kKeep : CcAction::Timer::kRestart;
    s.partialAckSeen = true;
    a.event = CcAction::Event::kPartialAck;
    return a;
  }

  CcAction onDupAck(CcState& s, const AckEvent& e) const {
    CcAction a;
    if (s.inRecovery) {  // step 4
      s.cwnd += s.smss;
      return a;
    }
    if (e.dupAcks != s.dupThresh) return a;
    if (e.ack < s.recover) {  // step 2: not beyond recover
      a.event = CcAction::Event::kIgnoredDupAcks;
      return a;
    }
    s.recover = e.highData;
    s.partialAckSeen = false;
    Reno::enterRecovery(s, e);
    a.retransmitFirst = true;
    a.event = CcAction::Event::kEnterRecovery;
    return a;
  }

  void onTimeout(CcState& s, const TimeoutEvent& e) const {
    timeoutWindow(s, e);
    s.recover = e.highData;
  }
};

}  // namespace ps::transport

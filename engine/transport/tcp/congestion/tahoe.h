// TCP Tahoe: slow start, congestion avoidance and fast retransmit, no fast recovery.
// Source: V. Jacobson, "Congestion Avoidance and Control", SIGCOMM 1988 (slow start, congestion
// avoidance, the timer); fast retransmit as in 4.3BSD-Tahoe and as K. Fall, S. Floyd, "Simulation-
// based Comparisons of Tahoe, Reno, and SACK TCP" (CCR 26(3), 1996) §2 describe it: on the third
// duplicate ACK the sender retransmits the missing segment, sets ssthresh by RFC 5681 eq. (4),
// sets cwnd to one segment and slow-starts again, resending from the hole (go-back-N, so segments
// the receiver already holds may be sent again: visible in the time-sequence diagram).
// Choices: ns-2's "bugfix" (no second fast retransmit for the same window) is not applied; the
// window after the fast retransmit is the loss window LW (one SMSS).
#pragma once
#include "congestion_control.h"

namespace ps::transport {

class Tahoe {
 public:
  static const char* name() { return "tahoe"; }

  CcAction onNewAck(CcState& s, const AckEvent& e) const {
    increaseWindow(s, e.newlyAcked);
    return {};
  }

  CcAction onDupAck(CcState& s, const AckEvent& e) const {
    CcAction a;
    if (e.dupAcks != s.dupThresh) return a;  // no window inflation in Tahoe
    s.ssthresh = lossSsthresh(s, e.flightBefore);
    s.cwnd = std::uint64_t{s.lossWindowSegments} * s.smss;
    s.caBytes = 0;
    a.retransmitFirst = true;
    a.goBackN = true;
    a.timer = CcAction::Timer::kRestart;
    a.event = CcAction::Event::kTahoeLoss;
    return a;
  }

  void onTimeout(CcState& s, const TimeoutEvent& e) const { timeoutWindow(s, e); }
};

}  // namespace ps::transport

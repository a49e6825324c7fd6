// TCP Reno: RFC 5681 (M. Allman, V. Paxson, E. Blanton, 2009) §3.1-3.2, the arithmetic confirmed
// against INET's TCPReno and FD.io VPP (digest §2.2).
//   3rd duplicate ACK:        ssthresh = max(FlightSize/2, 2 SMSS)                     (§3.2 step 2)
//                             retransmit the lost segment                              (step 3)
//                             cwnd = ssthresh + 3 SMSS ("inflate" by the segments that left) (step 3)
//   each further duplicate:   cwnd += SMSS; send new data if the window allows          (steps 4-5)
//   the next new ACK:         cwnd = ssthresh ("deflate"), leave fast recovery          (step 6)
// Any new ACK ends recovery, a partial one included: with several losses in a window Reno usually
// has to wait for the retransmission timer (Fall & Floyd 1996), which the Reno-vs-NewReno scenario
// shows. Choices: the threshold is the scenario's dupAckThreshold (3); no "bugfix" against a second
// fast retransmit in the same window (RFC 5681 leaves it to RFC 6582's NewReno).
#pragma once
#include "congestion_control.h"

namespace ps::transport {

class Reno {
 public:
  static const char* name() { return "reno"; }

  CcAction onNewAck(CcState& s, const AckEvent& e) const {
    CcAction a;
    if (s.inRecovery) {  // step 6: deflate
      s.cwnd = s.ssthresh;
      s.caBytes = 0;
      s.inRecovery = false;
      a.event = CcAction::Event::kExitRecovery;
      return a;
    }
    increaseWindow(s, e.newlyAcked);
    return a;
  }

  CcAction onDupAck(CcState& s, const AckEvent& e) const {
    CcAction a;
    if (s.inRecovery) {  // step 4: every further duplicate means another segment has left
      s.cwnd += s.smss;
      return a;
    }
    if (e.dupAcks != s.dupThresh) return a;
    enterRecovery(s, e);
    a.retransmitFirst = true;
    a.event = CcAction::Event::kEnterRecovery;
    return a;
  }

  void onTimeout(CcState& s, const TimeoutEvent& e) const { timeoutWindow(s, e); }

  static void enterRecovery(CcState& s, const AckEvent& e) {
    s.ssthresh = lossSsthresh(s, e.flightBefore);
    s.cwnd = s.ssthresh + std::uint64_t{s.dupThresh} * s.smss;
    s.caBytes = 0;
    s.inRecovery = true;
  }
};

}  // namespace ps::transport

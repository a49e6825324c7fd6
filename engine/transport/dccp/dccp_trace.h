// Trace record kinds of DCCP and its CCIDs: 360-379 of the transport block (core/trace_kinds.h).
// The transport README gives DCCP 340-379 and the lead's plan the top of the block, 360-399; these
// numbers sit in both. For every record: node = the agent's host, peer = the flow id (shown F<id+1>),
// packet = the packet's uid when the record is about one, seq = the low 32 bits of a DCCP sequence
// number unless said otherwise.
#pragma once
#include <cstdint>

namespace ps {
class Simulation;
}

namespace ps::dccp {

enum DccpTrace : std::uint16_t {
  kTrDccpState = 360,       // connection state (StateMachine): seq = old DccpState, size = new
  kTrDccpData = 361,        // data packet sent: a = sequence number, size = payload,
                            // reason = CCVal | DataAck << 4 | (CCID 3) << 5
  kTrDccpAck = 362,         // receiver sends an Ack: a = acknowledgement number, size = option bytes, reason = AckCause
  kTrDccpControl = 363,     // Request, Response, handshake Ack, Close, CloseReq, Reset: reason = DccpType,
                            // a = sequence number, size = Reset Code (Reset) or CCID (Request/Response)
  kTrDccpNegotiated = 364,  // the CCID is agreed: seq = CCID, size = server's list (packed bytes), a = handshake RTT ns
  kTrDccpTimer = 365,       // a connection timer expired: reason = DccpTimer, a = the next timeout ns (0: none)
  kTrDccpBufferDrop = 366,  // the send buffer refused a datagram: size = bytes, seq = datagrams queued
  kTrDccpSeqWindow = 367,   // a packet outside the Sequence Window (RFC 4340 §7.5; a Sync is not modelled):
                            // a = its sequence number, seq = GSR (low 32 bits)
  kTrDccpReceive = 368,     // receiver gets a data packet: a = sequence number, size = payload, reason = 1 after a gap
  kTrDccpLost = 369,        // receiver: a data packet is lost (NDUPACK later packets arrived): a = sequence number
  kTrTfrcFeedback = 370,    // sender gets CCID 3 feedback: a = RTT sample ns, seq = X_recv B/s, size = 1/p (0: no loss)
  kTrTfrcRate = 371,  // sender's allowed rate after feedback: a = X bit/s, seq = R us, size = 1/p, reason = RateCause
  kTrTfrcNofeedback =
      372,  // nofeedback timer expired: a = X bit/s after, seq = next timeout ms, reason = NofeedbackBranch
  kTrTfrcLossEvent = 373,  // receiver: a new loss event: a = its first lost seq, seq = events so far,
                           // size = I_mean (packets, rounded), reason = 1 for the first (synthetic interval)
                           // (RateCause and NofeedbackBranch: tfrc_sender.h; AckRatioCause: ccid2.h)
  kTrCcid2AckIn = 374,     // CCID 2 sender gets an Ack: a = acknowledgement number, seq = data newly acked,
                           // size = cwnd after (packets)
  kTrCcid2Loss = 375,      // CCID 2 congestion event: a = the lost packet's seq, seq = ssthresh, size = cwnd
  kTrCcid2Timeout = 376,   // CCID 2 retransmission timeout: a = next RTO ns, seq = ssthresh, size = cwnd
  kTrCcid2AckRatio = 377,  // CCID 2 Ack Ratio changed: seq = old, size = new, reason = AckRatioCause
};

enum AckCause : std::uint16_t {
  kAckRatioReached = 0,  // CCID 2: Ack Ratio data packets since the last Ack
  kAckGap = 1,           // CCID 2: a packet opened a gap
  kAckDelayed = 2,       // CCID 2: the delayed-ack timer expired
  kAckFirstData = 3,     // CCID 3: the first data packet
  kAckLossEvent = 4,     // CCID 3: p increased (a new loss event)
  kAckOncePerRtt = 5,    // CCID 3: the window counter moved by 4 (about one RTT)
  kAckHandshake = 6,     // the server's Ack that takes the client out of PARTOPEN
};
enum DccpTimer : std::uint16_t { kTimerRequest = 0, kTimerPartOpen = 1, kTimerClose = 2, kTimerTimeWait = 3 };

void registerDccpTraceKinds(Simulation& sim);
// The kinds' why-texts in Brazilian Portuguese (dccp_why_pt.cpp), called by registerDccpTraceKinds.
void registerDccpWhyPt(Simulation& sim);
// Their event-log lines in Brazilian Portuguese (dccp_lines_pt.cpp), called by registerDccpTraceKinds.
void registerDccpLinesPt(Simulation& sim);

}  // namespace ps::dccp

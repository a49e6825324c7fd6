#include "dccp_trace.h"

#include "../../core/why_text.h"

#include <cstdio>
#include <string>

#include "../../core/simulation.h"
#include "../../core/trace_kinds.h"
#include "ccid2.h"
#include "dccp_packet.h"
#include "dccp_state.h"
#include "tfrc_sender.h"

namespace ps::dccp {
namespace {

std::string flow(const TraceRecord& r) { return "F" + std::to_string(r.peer + 1); }
std::string num(std::int64_t v) { return std::to_string(v); }
std::string at(const Simulation& s, const TraceRecord& r) { return s.nodeName(r.node) + " " + flow(r); }
std::string fmt(const char* f, double v) {
  char b[48];
  std::snprintf(b, sizeof b, f, v);
  return b;
}
std::string ms(std::int64_t ns) { return fmt("%.2f ms", static_cast<double>(ns) / 1e6); }
std::string rate(double bitsPerSecond) {
  if (bitsPerSecond >= 1e9) return fmt("%.3g Gbit/s", bitsPerSecond / 1e9);
  if (bitsPerSecond >= 1e6) return fmt("%.3g Mbit/s", bitsPerSecond / 1e6);
  if (bitsPerSecond >= 1e3) return fmt("%.3g kbit/s", bitsPerSecond / 1e3);
  return fmt("%.3g bit/s", bitsPerSecond);
}
std::string lossRate(std::uint32_t invP) { return invP == 0 ? "p = 0 (no loss yet)" : fmt("p = %.3g", 1.0 / invP); }

std::string rState(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + " DCCP: " + dccpStateName(r.seq) + " \xe2\x86\x92 " + dccpStateName(r.size);
}
std::string whyState(const Simulation&, const TraceRecord& r) {
  switch (static_cast<DccpState>(r.size)) {
    case DccpState::kRequest:
      return "RFC 4340 §8.1.1: the client opens with a Request and waits for a Response.";
    case DccpState::kRespond:
      return "RFC 4340 §8.1.2: the server answered the Request with a Response.";
    case DccpState::kPartOpen:
      return "RFC 4340 §8.1.5: the client acknowledged the Response; until it hears from the server again every "
             "packet it sends carries an acknowledgement.";
    case DccpState::kOpen:
      return "RFC 4340 §8.1.5: both sides have heard each other: data flow.";
    case DccpState::kClosing:
      return "RFC 4340 §8.3: the client sent Close and waits for the server's Reset.";
    case DccpState::kTimeWait:
      return "RFC 4340 §8.3: the Reset arrived; the side that closed waits 2 MSL so old packets die out.";
    default:
      return "";
  }
}
std::string rData(const Simulation& s, const TraceRecord& r) {
  const bool dataAck = (r.reason >> 4) & 1;
  const bool ccid3 = (r.reason >> 5) & 1;
  return at(s, r) + " sends DCCP " + (dataAck ? "DataAck " : "Data ") + num(r.a) + " (" + num(r.size) + " B payload" +
         (ccid3 ? ", CCVal " + num(r.reason & 0xF) : "") + ")";
}
std::string rAck(const Simulation& s, const TraceRecord& r) {
  static const char* why[] = {"Ack Ratio data packets since the last Ack",
                              "a packet opened a gap",
                              "the delayed-ack timer expired",
                              "the first data packet",
                              "p increased: a new loss event",
                              "the window counter moved by 4 (about one RTT)",
                              "taking the client out of PARTOPEN"};
  return at(s, r) + " sends DCCP Ack of " + num(r.a) + " (" + num(r.size) +
         " B of options): " + (r.reason < 7 ? why[r.reason] : "?");
}
std::string rControl(const Simulation& s, const TraceRecord& r) {
  const auto t = static_cast<DccpType>(r.reason);
  std::string line = at(s, r) + " sends DCCP " + dccpTypeName(t) + " " + num(r.a);
  if (t == DccpType::kReset) line += " (" + std::string(resetCodeName(static_cast<std::uint8_t>(r.size))) + ")";
  if (t == DccpType::kRequest) line += " asking for CCID " + num(r.size);
  if (t == DccpType::kResponse) line += r.size ? " confirming CCID " + num(r.size) : " with no acceptable CCID";
  return line;
}
std::string rNegotiated(const Simulation& s, const TraceRecord& r) {
  std::string list;
  for (std::uint32_t v = r.size; v != 0; v >>= 8) list += (list.empty() ? "" : ", ") + num(v & 0xFF);
  return at(s, r) + ": CCID " + num(r.seq) + " agreed (server accepts " + list + "); handshake RTT " + ms(r.a);
}
std::string whyNegotiated(const Simulation&, const TraceRecord&) {
  return "RFC 4340 §6.3.1, server-priority reconciliation: the CCID is the first entry of the server's list that "
         "the client's Change option also names.";
}
std::string rTimer(const Simulation& s, const TraceRecord& r) {
  static const char* what[] = {"Request retransmission", "PARTOPEN Ack retransmission", "Close retransmission",
                               "TIMEWAIT"};
  std::string line = at(s, r) + " DCCP " + (r.reason < 4 ? what[r.reason] : "?") + " timer expired";
  if (r.a > 0) line += "; next in " + ms(r.a);
  return line;
}
std::string rBufferDrop(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + " DCCP send buffer full (" + num(r.seq) + " datagrams): " + num(r.size) + " B datagram dropped";
}
std::string rSeqWindow(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + " DCCP packet " + num(r.a) + " is outside the Sequence Window (GSR " + num(r.seq) +
         "): a real endpoint would drop it and send Sync (not modelled)";
}
std::string rReceive(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + " receives DCCP data " + num(r.a) + " (" + num(r.size) + " B)" + (r.reason ? " after a gap" : "");
}
std::string rLost(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + " DCCP data packet " + num(r.a) + " is lost (three later packets arrived)";
}
std::string rFeedback(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + " gets TFRC feedback: RTT sample " + ms(r.a) + ", X_recv " + rate(8.0 * r.seq) + ", " +
         lossRate(r.size);
}
std::string rRate(const Simulation& s, const TraceRecord& r) {
  static const char* why[] = {"the first RTT: initial window over R",       "slow start (doubling once per RTT)",
                              "slow start held by twice the receive rate",  "the throughput equation",
                              "twice the receive rate, below the equation", "the minimum, one packet per t_mbi"};
  return at(s, r) + " TFRC rate X = " + rate(static_cast<double>(r.a)) + " (" + (r.reason < 6 ? why[r.reason] : "?") +
         "; R " + ms(static_cast<std::int64_t>(r.seq) * 1000) + ", " + lossRate(r.size) + ")";
}
std::string whyRate(const Simulation&, const TraceRecord& r) {
  if (r.reason == kRateEquation || r.reason == kRateReceiveLimited || r.reason == kRateMinimum)
    return "RFC 5348 §4.3 step 4: with p > 0, X = max(min(X_Bps, recv_limit), s/t_mbi), X_Bps = s / (R sqrt(2bp/3) "
           "+ t_RTO 3 sqrt(3bp/8) p (1 + 32p^2)).";
  return "RFC 5348 §4.3 step 4: while p = 0 the rate doubles at most once per RTT, X = max(min(2X, recv_limit), "
         "initial_rate); recv_limit is twice the largest recent receive rate.";
}
std::string rNofeedback(const Simulation& s, const TraceRecord& r) {
  static const char* what[] = {"no feedback yet: X halved", "the sender was idle: rate kept", "slow start: X halved",
                               "limited to the receive rate", "limited to half the equation's rate"};
  return at(s, r) + " TFRC nofeedback timer expired: " + (r.reason < 5 ? what[r.reason] : "?") +
         "; X = " + rate(static_cast<double>(r.a)) + ", next timeout in " + num(r.seq) + " ms";
}
std::string whyNofeedback(const Simulation&, const TraceRecord&) {
  return "RFC 5348 §4.4: no feedback for max(4R, 2s/X) means the feedback path or the receiver is in trouble; the "
         "sender halves its rate (through X_recv_set once it has a loss rate) and restarts the timer.";
}
std::string rLossEvent(const Simulation& s, const TraceRecord& r) {
  std::string line = at(s, r) + " TFRC loss event #" + num(r.seq) + " starts at packet " + num(r.a) + "; I_mean " +
                     num(r.size) + " packets";
  if (r.reason == 1) line += " (the first: its interval is synthesised from the receive rate)";
  return line;
}
std::string whyLossEvent(const Simulation&, const TraceRecord& r) {
  if (r.reason == 1)
    return "RFC 5348 §6.3.1: before the first loss the packet count is inflated by slow start, so the first "
           "interval is 1/p for the p at which the equation gives the receive rate.";
  return "RFC 5348 §5.2: losses within one RTT of an event's first loss belong to it; this one came later, so it "
         "closes an interval and the weighted mean of the last 8 intervals gives p = 1/I_mean.";
}
std::string rAckIn(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + " gets CCID 2 Ack of " + num(r.a) + ": " + num(r.seq) + " data packets newly acknowledged, cwnd " +
         num(r.size);
}
std::string rCcid2Loss(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + " CCID 2: packet " + num(r.a) + " lost (3 later packets acknowledged): cwnd halved to " +
         num(r.size) + ", ssthresh " + num(r.seq);
}
std::string whyCcid2Loss(const Simulation&, const TraceRecord&) {
  return "RFC 4341 §5: a data packet is lost once NUMDUPACK = 3 packets sent after it are acknowledged; the sender "
         "halves cwnd at most once per window of data. DCCP never retransmits.";
}
std::string rCcid2Timeout(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + " CCID 2 retransmission timeout: cwnd " + num(r.size) + ", ssthresh " + num(r.seq) + ", next RTO " +
         ms(r.a);
}
std::string rAckRatio(const Simulation& s, const TraceRecord& r) {
  static const char* why[] = {"Acks were lost: halve the Ack rate", "cwnd/(R^2 - R) windows without a lost Ack",
                              "it may not exceed half the congestion window"};
  return at(s, r) + " CCID 2 Ack Ratio " + num(r.seq) + " \xe2\x86\x92 " + num(r.size) + " (" +
         (r.reason < 3 ? why[r.reason] : "?") + ")";
}
std::string whyAckRatio(const Simulation&, const TraceRecord&) {
  return "RFC 4341 §6.1.2: the receiver sends one Ack per R data packets; the sender keeps 1 <= R <= ceil(cwnd/2), "
         "doubles R when Acks are lost, and lowers it by one after cwnd/(R^2 - R) loss-free windows.";
}

std::string whyTimer(const Simulation&, const TraceRecord& r) {
  switch (r.reason) {
    case kTimerRequest:
      return "RFC 4340 §8.1.1: a client in REQUEST that hears no Response resends the Request with exponential "
             "backoff, and gives up after a few minutes.";
    case kTimerPartOpen:
      return "RFC 4340 §8.1.5: in PARTOPEN the client resends an Ack (with backoff) until it hears from the server, "
             "so a lost handshake Ack cannot stall the connection.";
    case kTimerClose:
      return "RFC 4340 §8.3: a Close that gets no Reset is resent with backoff.";
    default:
      return "RFC 4340 §8.3: TIMEWAIT lasts 2 MSL so that old packets of the connection die out before it is "
             "forgotten.";
  }
}
std::string whyBufferDrop(const Simulation&, const TraceRecord&) {
  return "DCCP carries unreliable datagrams under congestion control (RFC 4340 §1): the sender may not send faster "
         "than its CCID allows, and the scenario's send buffer holds only so many datagrams; a datagram the "
         "application writes into a full buffer is dropped, never sent late.";
}
std::string whySeqWindow(const Simulation&, const TraceRecord&) {
  return "RFC 4340 §7.5: an endpoint accepts only sequence numbers near the greatest one it has received (GSR), so "
         "that old or forged packets are not taken for new ones; a packet outside that Sequence Window would be "
         "dropped and answered with a Sync (not modelled).";
}
std::string whyLost(const Simulation&, const TraceRecord&) {
  return "RFC 5348 §5.1 (and RFC 4342 §6 for DCCP): a packet counts as lost once NDUPACK = 3 packets with higher "
         "sequence numbers have arrived, which tolerates mild reordering. DCCP never retransmits it; the loss feeds "
         "the congestion control.";
}
std::string whyCcid2Timeout(const Simulation&, const TraceRecord&) {
  return "RFC 4341 §5: CCID 2 follows TCP: when no Ack arrives within the retransmission timeout, ssthresh becomes "
         "half the window, cwnd drops to one packet and the sender slow-starts; the timeout doubles for the next "
         "expiry. Lost data is not resent.";
}

const TraceKindDecl kKinds[] = {
    {kTrDccpState,
     "dccp-state",
     "protocol",
     PacketRole::kNone,
     {.peer = "flow", .seq = "old state", .size = "new state"},
     rState,
     withState<whyState, rState>},
    {kTrDccpData,
     "dccp-data",
     "protocol",
     PacketRole::kData,
     {.peer = "flow",
      .packet = "packet",
      .seq = "sequence (low 32 bits)",
      .size = "payload bytes",
      .a = "sequence number",
      .reason = "CCVal | DataAck<<4 | CCID 3<<5"},
     rData,
     nullptr},
    {kTrDccpAck,
     "dccp-ack",
     "protocol",
     PacketRole::kAck,
     {.peer = "flow",
      .packet = "packet",
      .seq = "own sequence (low 32 bits)",
      .size = "option bytes",
      .a = "acknowledgement number",
      .reason = "why now"},
     rAck,
     nullptr},
    {kTrDccpControl,
     "dccp-control",
     "protocol",
     PacketRole::kControl,
     {.peer = "flow",
      .packet = "packet",
      .seq = "sequence (low 32 bits)",
      .size = "reset code or CCID",
      .a = "sequence number",
      .reason = "packet type"},
     rControl,
     nullptr},
    {kTrDccpNegotiated,
     "dccp-ccid",
     "protocol",
     PacketRole::kNone,
     {.peer = "flow", .seq = "CCID", .size = "server list", .a = "handshake RTT ns"},
     rNegotiated,
     withState<whyNegotiated, rNegotiated>},
    {kTrDccpTimer,
     "dccp-timer",
     "timer",
     PacketRole::kNone,
     {.peer = "flow", .a = "next timeout ns", .reason = "timer"},
     rTimer,
     withState<whyTimer, rTimer>},
    {kTrDccpBufferDrop,
     "dccp-buffer-drop",
     "drop",
     PacketRole::kNone,
     {.peer = "flow", .seq = "datagrams queued", .size = "bytes"},
     rBufferDrop,
     withState<whyBufferDrop, rBufferDrop>},
    {kTrDccpSeqWindow,
     "dccp-seq-window",
     "protocol",
     PacketRole::kNone,
     {.peer = "flow", .packet = "packet", .seq = "GSR", .a = "sequence number"},
     rSeqWindow,
     withState<whySeqWindow, rSeqWindow>},
    {kTrDccpReceive,
     "dccp-receive",
     "protocol",
     PacketRole::kData,
     {.peer = "flow",
      .packet = "packet",
      .seq = "sequence (low 32 bits)",
      .size = "payload bytes",
      .a = "sequence number",
      .reason = "after a gap"},
     rReceive,
     nullptr},
    {kTrDccpLost,
     "dccp-lost",
     "protocol",
     PacketRole::kNone,
     {.peer = "flow", .a = "sequence number"},
     rLost,
     withState<whyLost, rLost>},
    {kTrTfrcFeedback,
     "tfrc-feedback",
     "protocol",
     PacketRole::kAck,
     {.peer = "flow", .packet = "packet", .seq = "X_recv B/s", .size = "1/p", .a = "RTT sample ns"},
     rFeedback,
     nullptr},
    {kTrTfrcRate,
     "tfrc-rate",
     "protocol",
     PacketRole::kNone,
     {.peer = "flow", .seq = "R us", .size = "1/p", .a = "X bit/s", .reason = "cause"},
     rRate,
     withState<whyRate, rRate>},
    {kTrTfrcNofeedback,
     "tfrc-nofeedback",
     "timer",
     PacketRole::kNone,
     {.peer = "flow", .seq = "next timeout ms", .a = "X bit/s", .reason = "branch"},
     rNofeedback,
     withState<whyNofeedback, rNofeedback>},
    {kTrTfrcLossEvent,
     "tfrc-loss-event",
     "protocol",
     PacketRole::kNone,
     {.peer = "flow", .seq = "events so far", .size = "I_mean packets", .a = "first lost seq", .reason = "first"},
     rLossEvent,
     withState<whyLossEvent, rLossEvent>},
    {kTrCcid2AckIn,
     "ccid2-ack-in",
     "protocol",
     PacketRole::kAck,
     {.peer = "flow", .packet = "packet", .seq = "newly acked", .size = "cwnd packets", .a = "acknowledgement number"},
     rAckIn,
     nullptr},
    {kTrCcid2Loss,
     "ccid2-loss",
     "protocol",
     PacketRole::kNone,
     {.peer = "flow", .seq = "ssthresh", .size = "cwnd", .a = "lost seq"},
     rCcid2Loss,
     withState<whyCcid2Loss, rCcid2Loss>},
    {kTrCcid2Timeout,
     "ccid2-timeout",
     "timer",
     PacketRole::kNone,
     {.peer = "flow", .seq = "ssthresh", .size = "cwnd", .a = "next RTO ns"},
     rCcid2Timeout,
     withState<whyCcid2Timeout, rCcid2Timeout>},
    {kTrCcid2AckRatio,
     "ccid2-ack-ratio",
     "protocol",
     PacketRole::kNone,
     {.peer = "flow", .seq = "old", .size = "new", .reason = "cause"},
     rAckRatio,
     withState<whyAckRatio, rAckRatio>},
};

}  // namespace

void registerDccpTraceKinds(Simulation& sim) {
  sim.registerTraceKinds(kKinds);
  registerDccpWhyPt(sim);
  registerDccpLinesPt(sim);
}

}  // namespace ps::dccp

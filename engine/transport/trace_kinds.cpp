#include "trace_kinds.h"

#include <cstdio>
#include <string>

#include "../core/simulation.h"
#include "tcp/tcp_state.h"
#include "transport_why.h"

namespace ps::transport {
namespace {

std::string flow(const TraceRecord& r) { return "F" + std::to_string(r.peer + 1); }
std::string num(std::int64_t v) { return std::to_string(v); }
std::string bytes(std::int64_t v) { return std::to_string(v) + " B"; }
std::string secs(std::int64_t ns) {
  char b[32];
  std::snprintf(b, sizeof b, "%.3f s", static_cast<double>(ns) / 1e9);
  return b;
}
std::string ms(std::int64_t ns) {
  char b[32];
  std::snprintf(b, sizeof b, "%.2f ms", static_cast<double>(ns) / 1e6);
  return b;
}
std::string range(const TraceRecord& r) {
  return "bytes " + num(r.a) + "\xe2\x80\x93" + num(r.a + static_cast<std::int64_t>(r.size) - 1);
}
std::string at(const Simulation& s, const TraceRecord& r) { return s.nodeName(r.node); }

std::string rState(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + " " + flow(r) + ": " + tcpStateName(r.seq) + " \xe2\x86\x92 " + tcpStateName(r.size);
}
std::string rPhase(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + " " + flow(r) + " leaves " + ccPhaseName(r.seq) + " for " + ccPhaseName(r.size) + " (cwnd " +
         bytes(r.a) + ")";
}
std::string rData(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + " sends " + range(r) + " of " + flow(r) + " (" + num(r.size) + " bytes)";
}
std::string rRetx(const Simulation& s, const TraceRecord& r) {
  static const char* why[] = {"fast retransmit after 3 duplicate ACKs", "the retransmission timer expired",
                              "a partial ACK points at the next hole", "resending after a timeout (go-back-N)"};
  return at(s, r) + " retransmits " + range(r) + " of " + flow(r) + " (" + (r.reason < 4 ? why[r.reason] : "?") + ")";
}
std::string rAck(const Simulation& s, const TraceRecord& r) {
  static const char* why[] = {
      "an in-order segment",        "the delayed-ACK timer expired", "out-of-order segment: duplicate ACK at once",
      "the segment filled a hole",  "a segment it already had",      "handshake",
      "the second in-order segment"};
  return at(s, r) + " acknowledges " + flow(r) + " up to byte " + num(r.a - 1) + " (expects " + num(r.a) + "; window " +
         bytes(r.size) + "): " + (r.reason < 7 ? why[r.reason] : "?");
}
std::string rAckIn(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + " gets ACK " + num(r.a) + " of " + flow(r) + ": " + num(r.seq) + " new bytes acknowledged, cwnd " +
         bytes(r.size);
}
std::string rDupAck(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + " gets duplicate ACK #" + num(r.seq) + " for byte " + num(r.a) + " of " + flow(r) + ", cwnd " +
         bytes(r.size);
}
std::string rFast(const Simulation& s, const TraceRecord& r) {
  if (r.reason == kFrNewRenoIgnored)
    return at(s, r) + " " + flow(r) + ": 3 duplicate ACKs for byte " + num(r.a) +
           ", but they do not cover `recover`: no second reduction (NewReno)";
  if (r.reason == kFrTahoe)
    return at(s, r) + " " + flow(r) + ": 3 duplicate ACKs for byte " + num(r.a) +
           ": Tahoe retransmits it and slow-starts (ssthresh " + bytes(r.seq) + ", cwnd " + bytes(r.size) + ")";
  return at(s, r) + " " + flow(r) + ": 3 duplicate ACKs for byte " + num(r.a) +
         ": fast retransmit, fast recovery (ssthresh " + bytes(r.seq) + ", cwnd " + bytes(r.size) + ")";
}
std::string rTimeout(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + " " + flow(r) + ": retransmission timer expired (timeout #" + num(r.reason) + "); next RTO " +
         secs(r.a) + ", ssthresh " + bytes(r.seq) + ", cwnd " + bytes(r.size);
}
std::string rExit(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + " " + flow(r) + " leaves fast recovery on ACK " + num(r.a) +
         (r.reason == 0 ? " (a full ACK)" : " (any new ACK ends Reno's recovery)") + ": cwnd " + bytes(r.size) +
         ", ssthresh " + bytes(r.seq);
}
std::string rPartial(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + " " + flow(r) + ": partial ACK " + num(r.a) + " (" + num(r.seq) +
         " bytes): the next hole is resent at once, cwnd " + bytes(r.size);
}
std::string rControl(const Simulation& s, const TraceRecord& r) {
  static const char* what[] = {"SYN", "SYN-ACK", "FIN", "ACK", "FIN-ACK"};
  return at(s, r) + " sends " + (r.reason < 5 ? what[r.reason] : "?") + " of " + flow(r) + " (seq " + num(r.a) + ")";
}
std::string rReceive(const Simulation& s, const TraceRecord& r) {
  static const char* how[] = {"in order", "out of order: buffered", "fills a hole", "a duplicate: discarded"};
  return at(s, r) + " receives " + range(r) + " of " + flow(r) + " (" + (r.reason < 4 ? how[r.reason] : "?") + ")";
}
std::string rUdpSend(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + " sends UDP datagram " + num(r.seq) + " of " + flow(r) + " (" + num(r.size) + " bytes)";
}
std::string rUdpRecv(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + " receives UDP datagram " + num(r.seq) + " of " + flow(r) + " after " + ms(r.a);
}
std::string rAppStart(const Simulation& s, const TraceRecord& r) {
  static const char* kinds[] = {"bulk transfer", "CBR source", "on/off source", "web object", "FTP transfer"};
  return at(s, r) + " starts " + (r.reason < 5 ? kinds[r.reason] : "an application") + " " + flow(r) +
         (r.a < 0 ? " (unlimited)" : " (" + bytes(r.a) + ")");
}
std::string rAppDone(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + " " + flow(r) + " transfer complete after " + secs(r.a);
}
std::string rRefused(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + " " + flow(r) + ": send buffer full, " + num(r.size) + " application bytes dropped";
}

const TraceKindDecl kKinds[] = {
    {kTrTcpState,
     "tcp-state",
     "tcp",
     PacketRole::kNone,
     {.peer = "flow", .seq = "old state", .size = "new state"},
     rState},
    {kTrTcpPhase,
     "tcp-phase",
     "tcp",
     PacketRole::kNone,
     {.peer = "flow", .seq = "old phase", .size = "new phase", .a = "cwnd bytes"},
     rPhase,
     whyTcpPhase},
    {kTrTcpData,
     "tcp-data",
     "tcp",
     PacketRole::kData,
     {.peer = "flow",
      .packet = "packet",
      .seq = "first byte (low 32 bits)",
      .size = "payload bytes",
      .a = "first byte"},
     rData},
    {kTrTcpRetransmit,
     "tcp-retransmit",
     "retransmission",
     PacketRole::kRetransmission,
     {.peer = "flow",
      .packet = "packet",
      .seq = "first byte (low 32 bits)",
      .size = "payload bytes",
      .a = "first byte",
      .reason = "cause"},
     rRetx,
     whyTcpRetransmit},
    {kTrTcpAck,
     "tcp-ack",
     "tcp",
     PacketRole::kAck,
     {.peer = "flow", .packet = "packet", .size = "window bytes", .a = "ack (next byte expected)", .reason = "why"},
     rAck,
     whyTcpAck},
    {kTrTcpAckIn,
     "tcp-ack-in",
     "tcp",
     PacketRole::kAck,
     {.peer = "flow", .packet = "packet", .seq = "bytes newly acked", .size = "cwnd bytes", .a = "ack"},
     rAckIn},
    {kTrTcpDupAck,
     "tcp-dupack",
     "tcp",
     PacketRole::kAck,
     {.peer = "flow", .packet = "packet", .seq = "duplicates so far", .size = "cwnd bytes", .a = "ack"},
     rDupAck,
     whyTcpDupAck},
    {kTrTcpFastRetransmit,
     "tcp-fast-retransmit",
     "congestion",
     PacketRole::kNone,
     {.peer = "flow", .seq = "ssthresh bytes", .size = "cwnd bytes", .a = "SND.UNA", .reason = "kind"},
     rFast,
     whyTcpFastRetransmit},
    {kTrTcpTimeout,
     "tcp-timeout",
     "congestion",
     PacketRole::kNone,
     {.peer = "flow", .seq = "ssthresh bytes", .size = "cwnd bytes", .a = "next RTO ns", .reason = "timeouts in a row"},
     rTimeout,
     whyTcpTimeout},
    {kTrTcpRecoveryExit,
     "tcp-recovery-exit",
     "congestion",
     PacketRole::kNone,
     {.peer = "flow", .seq = "ssthresh bytes", .size = "cwnd bytes", .a = "ack", .reason = "0 full ACK, 1 Reno"},
     rExit,
     whyTcpRecoveryExit},
    {kTrTcpPartialAck,
     "tcp-partial-ack",
     "congestion",
     PacketRole::kAck,
     {.peer = "flow", .packet = "packet", .seq = "bytes acked", .size = "cwnd bytes", .a = "ack"},
     rPartial,
     whyTcpPartialAck},
    {kTrTcpControl,
     "tcp-control",
     "tcp",
     PacketRole::kControl,
     {.peer = "flow", .packet = "packet", .a = "sequence number", .reason = "segment"},
     rControl},
    {kTrTcpReceive,
     "tcp-receive",
     "tcp",
     PacketRole::kData,
     {.peer = "flow", .packet = "packet", .size = "payload bytes", .a = "first byte", .reason = "how"},
     rReceive,
     whyTcpReceive},
    {kTrUdpSend,
     "udp-send",
     "udp",
     PacketRole::kData,
     {.peer = "flow", .packet = "packet", .seq = "datagram", .size = "payload bytes"},
     rUdpSend},
    {kTrUdpReceive,
     "udp-receive",
     "udp",
     PacketRole::kData,
     {.peer = "flow", .packet = "packet", .seq = "datagram", .size = "payload bytes", .a = "one-way delay ns"},
     rUdpRecv},
    {kTrAppStart,
     "app-start",
     "app",
     PacketRole::kNone,
     {.peer = "flow", .a = "bytes (-1 unlimited)", .reason = "app"},
     rAppStart},
    {kTrAppComplete,
     "app-complete",
     "app",
     PacketRole::kNone,
     {.peer = "flow", .seq = "bytes", .a = "duration ns"},
     rAppDone},
    {kTrAppRefused,
     "app-refused",
     "app",
     PacketRole::kNone,
     {.peer = "flow", .size = "bytes"},
     rRefused,
     whyAppRefused},
};

}  // namespace

void registerTransportTraceKinds(Simulation& sim) {
  sim.registerTraceKinds(kKinds);
  registerTransportWhyPt(sim);
  registerTransportLinesPt(sim);
}

}  // namespace ps::transport

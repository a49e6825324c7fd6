#include "trace_kinds.h"

#include <cstdio>
#include <string>

#include "../../core/simulation.h"
#include "polling_why.h"

namespace ps::polling {
namespace {

std::string ms(std::int64_t ns) {
  char b[32];
  std::snprintf(b, sizeof b, "%.1f ms", static_cast<double>(ns) / 1e6);
  return b;
}
std::string n(std::uint32_t v) { return std::to_string(v); }

std::string rData(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " multicasts DATA " + n(r.seq) + " (window up to " + std::to_string(r.a) + ")";
}
std::string rRetx(const Simulation& s, const TraceRecord& r) {
  static const char* why[] = {"its timer expired", "a NACK", "the locked window timed out",
                              "the data phase resends unconfirmed packets",
                              "it is still NACKed when the suppression timer expires"};
  return s.nodeName(r.node) + " retransmits DATA " + n(r.seq) + " by multicast (" +
         (r.reason < 5 ? why[r.reason] : "?") + ")";
}
std::string rPoll(const Simulation& s, const TraceRecord& r) {
  std::string line = s.nodeName(r.node) + " polls " + s.nodeName(r.peer) + " by unicast";
  if (r.a >= 0) line += " (" + std::to_string(r.a) + " of " + n(r.reason) + " tokens left)";
  return line;
}
std::string rPollSub(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " polls subgroup " + n(r.seq) + " (" + n(r.reason) + " receivers) by multicast, round " +
         std::to_string(r.a);
}
std::string rResponse(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " sends RESPONSE to " + s.nodeName(r.peer) + ": le " + n(r.seq) + ", hr " +
         std::to_string(r.a);
}
std::string rResponseIn(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " gets RESPONSE from " + s.nodeName(r.peer) + " (RTT " + ms(r.a) +
         "); its window now starts at " + n(r.seq);
}
std::string rNak(const Simulation& s, const TraceRecord& r) {
  static const char* act[] = {"retransmit now", "suppressed: a retransmission is already pending",
                              "retransmit when the suppression timer expires"};
  return s.nodeName(r.node) + " sees NACK " + n(r.seq) + " from " + s.nodeName(r.peer) + "; " +
         (r.reason < 3 ? act[r.reason] : "?");
}
std::string rAdvance(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " global window advances from " + std::to_string(r.a) + " to " + n(r.seq);
}
std::string rTimeout(const Simulation& s, const TraceRecord& r) {
  switch (r.reason) {
    case kTimerPacket:
      return s.nodeName(r.node) + " timer of DATA " + n(r.seq) + " expired (rto_max " + ms(r.a) + ")";
    case kTimerLock:
      return s.nodeName(r.node) + " window stayed locked for rto_max (" + ms(r.a) + ")";
    case kTimerRound:
      return s.nodeName(r.node) + " polling round " + n(r.seq) + " timed out after rto_max (" + ms(r.a) +
             "); re-polling subgroups with missing responses";
    case kTimerPoll:
      return s.nodeName(r.node) + " poll timer of " + s.nodeName(r.peer) + " expired (rto " + ms(r.a) +
             "); marks it in V";
    case kTimerSuppression:
      return s.nodeName(r.node) + " suppression timer of DATA " + n(r.seq) + " expired";
    default:
      return s.nodeName(r.node) + " timer expired";
  }
}
std::string rLocked(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " window locked at " + n(r.seq) + " (next new packet " + std::to_string(r.a) + ")";
}
std::string rPhase(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + (r.reason ? " enters the polling phase, round " : " enters the data phase, round ") +
         n(r.seq);
}
std::string rComplete(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + ": all " + n(r.seq) + " packets confirmed by every receiver after " + ms(r.a);
}

const TraceKindDecl kPollingKinds[] = {
    {kTrData,
     "data",
     "protocol",
     PacketRole::kData,
     {.packet = "packet", .seq = "seq", .size = "bytes", .a = "re_g"},
     rData},
    {kTrRetransmission,
     "retransmission",
     "retransmission",
     PacketRole::kRetransmission,
     {.packet = "packet", .seq = "seq", .size = "bytes", .reason = "cause"},
     rRetx,
     whyRetransmission},
    {kTrPoll,
     "poll",
     "poll",
     PacketRole::kPoll,
     {.peer = "receiver",
      .packet = "packet",
      .seq = "polls so far",
      .size = "bytes",
      .a = "tokens left (-1: none)",
      .reason = "bucket size"},
     rPoll,
     whyPoll},
    {kTrPollSubgroup,
     "poll-subgroup",
     "poll",
     PacketRole::kPoll,
     {.packet = "packet", .seq = "subgroup", .size = "bytes", .a = "round", .reason = "members"},
     rPollSub,
     whyPollSubgroup},
    {kTrResponse,
     "response",
     "response",
     PacketRole::kResponse,
     {.peer = "sender", .packet = "packet", .seq = "le", .size = "bytes", .a = "hr"},
     rResponse},
    {kTrResponseIn,
     "response-received",
     "response",
     PacketRole::kResponse,
     {.peer = "receiver", .packet = "packet", .seq = "sw_i le after merge", .size = "bytes", .a = "RTT sample ns"},
     rResponseIn},
    {kTrNak, "nak", "nak", PacketRole::kNak, {.peer = "receiver", .seq = "seq", .reason = "action"}, rNak, whyNak},
    {kTrWindowAdvance,
     "window-advance",
     "window",
     PacketRole::kNone,
     {.seq = "new le_g", .a = "old le_g"},
     rAdvance,
     whyWindowAdvance},
    {kTrTimeout,
     "timeout",
     "timer",
     PacketRole::kNone,
     {.peer = "receiver", .seq = "seq or round", .a = "rto ns", .reason = "timer kind"},
     rTimeout,
     whyTimeout},
    {kTrWindowLocked,
     "window-locked",
     "window",
     PacketRole::kNone,
     {.seq = "le_g", .a = "next new seq"},
     rLocked,
     whyWindowLocked},
    {kTrPhase, "phase", "protocol", PacketRole::kNone, {.seq = "round", .reason = "0 data / 1 polling"}, rPhase},
    {kTrComplete,
     "transfer-complete",
     "protocol",
     PacketRole::kNone,
     {.seq = "dp", .a = "transfer time ns"},
     rComplete},
};

}  // namespace

// Captures (export/pcapng.h): DATA, POLL and RESPONSE as UDP on port 47001 with the ProtoScope header.
const WireFormat kPollingWire{.family = "polling", .familyCode = 1, .udpPort = 47001};

void registerPollingTraceKinds(Simulation& sim) {
  sim.registerTraceKinds(kPollingKinds);
  registerPollingWhyPt(sim);
  registerPollingLinesPt(sim);
  sim.registerWireFormat(kPollingWire);
}

}  // namespace ps::polling

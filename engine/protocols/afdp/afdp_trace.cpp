#include "afdp_trace.h"

#include <cstdio>
#include <string>

#include "../../core/simulation.h"
#include "../../core/why_text.h"
#include "afdp_config.h"
#include "afdp_group_text.h"
#include "afdp_leave_text.h"
#include "afdp_lines_pt.h"
#include "afdp_why_pt.h"
#include "mode_selection.h"

namespace ps::afdp {

const char* modeName(Mode m) {
  static const char* n[] = {"multicast", "broadcast", "unicast"};
  return n[static_cast<int>(m)];
}
const char* rateOptionName(RateOption o) {
  static const char* n[] = {"default", "nice", "rabid"};
  return n[static_cast<int>(o)];
}
const char* modeReasonText(ModeReason r) {
  switch (r) {
    case ModeReason::kForced:
      return "the mode was forced by the user";
    case ModeReason::kAllMulticast:
      return "the publisher, every member and every router on the way support multicast";
    case ModeReason::kBelowThreshold:
      return "some host lacks multicast, all members share the publisher's LAN and there are fewer members than the "
             "threshold";
    case ModeReason::kAtThreshold:
      return "some host lacks multicast, all members share the publisher's LAN and there are at least threshold "
             "members";
    case ModeReason::kRemoteMembers:
      return "multicast does not reach every member (a host or a router on the way lacks it) and some member is on "
             "another LAN, where broadcast cannot reach";
    case ModeReason::kNoMembers:
      return "the group has no members";
  }
  return "?";
}

namespace {

std::string ms(std::int64_t ns) {
  char b[32];
  std::snprintf(b, sizeof b, "%.0f ms", static_cast<double>(ns) / 1e6);
  if (ns % kMillisecond != 0) std::snprintf(b, sizeof b, "%.1f ms", static_cast<double>(ns) / 1e6);
  return b;
}
std::string n(std::int64_t v) { return std::to_string(v); }
std::string name(const Simulation& s, std::uint32_t node) { return s.nodeName(node); }
Mode modeOf(std::uint16_t r) { return static_cast<Mode>(r < 3 ? r : 0); }

std::string rJoin(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " sends JOIN to secretary " + name(s, r.peer) + " (" +
         (r.reason ? "can receive multicast" : "cannot receive multicast") + ")";
}
std::string rMember(const Simulation& s, const TraceRecord& r) {
  return "secretary " + name(s, r.node) + " adds " + name(s, r.peer) + " to the host table (" + n(r.seq) +
         " members) and replies JOIN_REPLY stamped " + ms(r.a);
}
std::string wMember(const Simulation&, const TraceRecord&) {
  return "JOINs are accepted even during a publication; the stamp lets the new member ignore messages begun "
         "before it";
}
std::string rRequest(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " sends PUBLISH_REQUEST for " + n(r.a) + " bytes (" +
         rateOptionName(static_cast<RateOption>(r.reason < 3 ? r.reason : 0)) + " rate) to secretary " +
         name(s, r.peer);
}
std::string rGrant(const Simulation& s, const TraceRecord& r) {
  return "secretary " + name(s, r.node) + " grants message " + n(r.seq) + " to " + name(s, r.peer) + ": " +
         modeName(modeOf(r.reason / 16)) + " to " + n(r.size) + " members, initial Tp " + ms(r.a);
}
std::string wGrant(const Simulation&, const TraceRecord& r) {
  return std::string("mode ") + modeName(modeOf(r.reason / 16)) + " because " +
         modeReasonText(static_cast<ModeReason>(r.reason % 16));
}
std::string rRefuse(const Simulation& s, const TraceRecord& r) {
  return "secretary " + name(s, r.node) + " refuses " + name(s, r.peer) + ": " + n(r.seq) +
         " publishers are already active";
}
std::string rData(const Simulation& s, const TraceRecord& r) {
  const Mode m = modeOf(r.reason);
  std::string to = m == Mode::kUnicast ? "to " + name(s, r.peer) : std::string("by ") + modeName(m);
  return name(s, r.node) + " sends DATA " + n(r.seq) + " of " + n(r.a) + " (" + n(r.size) + " B) " + to;
}
std::string rRetx(const Simulation& s, const TraceRecord& r) {
  const Mode m = modeOf(r.reason);
  std::string to = m == Mode::kUnicast ? "to " + name(s, r.peer) : std::string("by ") + modeName(m);
  return name(s, r.node) + " resends DATA " + n(r.seq) + " of " + n(r.a) + " " + to;
}
std::string wRetx(const Simulation&, const TraceRecord&) {
  return "a valid RESEND_REQUEST named it; retransmissions go to the whole group, ahead of new data";
}
std::string rTp(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + (r.reason == 0 ? " raises" : " lowers") + " Tp from " +
         ms(static_cast<std::int64_t>(r.size) * kMicrosecond) + " to " + ms(r.a);
}
std::string wTp(const Simulation&, const TraceRecord& r) {
  if (r.reason == 0) return "every valid RESEND_REQUEST adds 10 ms to Tp at once, before it is serviced";
  return "no valid RESEND_REQUEST in the last decay period: Tp falls slowly towards its floor";
}
std::string rNakIn(const Simulation& s, const TraceRecord& r) {
  static const char* v[] = {"valid", "ignored: the sender is not in this message's member list",
                            "ignored: none of those packets has been sent yet", "ignored: not the current message"};
  return name(s, r.node) + " gets RESEND_REQUEST from " + name(s, r.peer) + " for " + n(r.seq) +
         " packets of message " + n(r.a) + ", " + (r.reason < 4 ? v[r.reason] : "?") +
         (r.reason == 0 ? ", " + n(r.size) + " queued" : "");
}
std::string wNakIn(const Simulation&, const TraceRecord& r) {
  if (r.reason == kNakValid)
    return "a request is valid if its sender was a member when the message began and it names "
           "packets already sent";
  if (r.reason == kNakNotMember) return "members that joined after the message began may not influence its rate";
  return "only packets already sent to the group can be requested";
}
std::string rNakSched(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " finds packets missing (" +
         (r.reason == 0 ? "a gap below " + n(r.seq) : "nothing arrived since the last check") + ") and waits " +
         ms(r.a) + " before asking";
}
std::string wNakSched(const Simulation&, const TraceRecord&) {
  return "the random delay lets a retransmission asked for by another subscriber repair this loss first";
}
std::string rNakSent(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " opens TCP to " + name(s, r.peer) + " and sends RESEND_REQUEST for " + n(r.seq) +
         " packets of message " + n(r.a) + " (" + n(r.size) + " ranges)";
}
std::string rNakCancel(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " no longer misses anything of message " + n(r.a) + ": no RESEND_REQUEST";
}
std::string rDrop(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " drops DATA " + n(r.seq) + " (" + n(r.size) + " B): its UDP receive buffer holds " +
         n(r.a) + " B";
}
std::string wDrop(const Simulation&, const TraceRecord&) {
  return "the application reads its socket slower than the publisher sends; the full buffer discards the datagram";
}
std::string rLate(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " ignores message " + n(r.seq) + ": it began (" + ms(r.a) + ") before its JOIN_REPLY";
}
std::string rComplete(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " holds all of message " + n(r.seq) + " after " + ms(r.a) + " (" + n(r.size) +
         " duplicates)";
}
std::string rLinger(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " has sent all of message " + n(r.seq) + " and lingers " + ms(r.a) + " for late requests";
}
std::string rDone(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " finishes message " + n(r.seq) + " after " + ms(r.a) + " (" + n(r.size) +
         " retransmissions) and sends PUBLISH_DONE";
}
std::string rFrag(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " loses DATA " + n(r.seq) + ": a fragment is missing, so the datagram cannot be reassembled";
}
std::string wRefuse(const Simulation&, const TraceRecord&) {
  return "the secretary refuses a PUBLISH_REQUEST only when the number of active publishers has reached its "
         "threshold";
}
std::string wNakSent(const Simulation&, const TraceRecord&) {
  return "subscribers are silent unless they miss data: at each sequence check they send a RESEND_REQUEST, a "
         "negative acknowledgment naming the missing packets, to the publisher";
}
std::string wNakCancel(const Simulation&, const TraceRecord&) {
  return "a retransmission asked for by another subscriber (or a late original) arrived during the delay, so no "
         "RESEND_REQUEST is needed: negative acknowledgments are sent only for what is still missing";
}
std::string wLate(const Simulation&, const TraceRecord&) {
  return "new subscribers may join at any time, but to avoid confusion they ignore packets of a message begun "
         "earlier than their JOIN_REPLY timestamp";
}
std::string wFrag(const Simulation&, const TraceRecord&) {
  return "a datagram larger than the network's packet size travels in fragments and is lost whole if any fragment "
         "is lost; the subscriber will ask for it again";
}
// AFDP why-texts cite the section of the paper (seed 004, Cooperstock & Kotsopoulos 1996, whose
// sections are unnumbered) that states the rule, then show the record's state.
template <TraceRenderer Rule, TraceRenderer Line>
std::string overviewWhy(const Simulation& s, const TraceRecord& r) {
  std::string rule = Rule(s, r);
  rule[0] = static_cast<char>(rule[0] >= 'a' && rule[0] <= 'z' ? rule[0] - 32 : rule[0]);
  return rule + " (AFDP paper, section \"Protocol Overview\"). Here: " + Line(s, r) + ".";
}
template <TraceRenderer Rule, TraceRenderer Line>
std::string adaptivityWhy(const Simulation& s, const TraceRecord& r) {
  std::string rule = Rule(s, r);
  rule[0] = static_cast<char>(rule[0] >= 'a' && rule[0] <= 'z' ? rule[0] - 32 : rule[0]);
  return rule +
         " (AFDP paper, section \"Adaptivity\": Tp grows 10 ms per RESEND_REQUEST and shrinks slowly "
         "while data arrive correctly). Here: " +
         Line(s, r) + ".";
}
template <TraceRenderer Rule, TraceRenderer Line>
std::string flowWhy(const Simulation& s, const TraceRecord& r) {
  std::string rule = Rule(s, r);
  rule[0] = static_cast<char>(rule[0] >= 'a' && rule[0] <= 'z' ? rule[0] - 32 : rule[0]);
  return rule +
         " (AFDP paper, section \"Flow Control\": selective repeat with negative acknowledgments, and a "
         "sending rate kept as high as possible without dropped packets). Here: " +
         Line(s, r) + ".";
}

const TraceKindDecl kAfdpKinds[] = {
    {kTrJoin,
     "afdp-join",
     "control",
     PacketRole::kControl,
     {.peer = "secretary", .packet = "packet", .reason = "multicast capable"},
     rJoin},
    {kTrMemberAdded,
     "afdp-member-added",
     "control",
     PacketRole::kControl,
     {.peer = "member", .packet = "packet", .seq = "members", .a = "JOIN_REPLY stamp ns"},
     rMember,
     overviewWhy<wMember, rMember>},
    {kTrPublishRequest,
     "afdp-publish-request",
     "control",
     PacketRole::kControl,
     {.peer = "secretary", .packet = "packet", .a = "message bytes", .reason = "rate option"},
     rRequest},
    {kTrGrant,
     "afdp-grant",
     "control",
     PacketRole::kControl,
     {.peer = "publisher",
      .packet = "packet",
      .seq = "message id",
      .size = "members",
      .a = "initial Tp ns",
      .reason = "mode*16+why"},
     rGrant,
     overviewWhy<wGrant, rGrant>},
    {kTrRefuse,
     "afdp-refuse",
     "control",
     PacketRole::kControl,
     {.peer = "publisher", .packet = "packet", .seq = "active publishers"},
     rRefuse,
     overviewWhy<wRefuse, rRefuse>},
    {kTrData,
     "afdp-data",
     "protocol",
     PacketRole::kData,
     {.peer = "destination",
      .packet = "first fragment",
      .seq = "seq",
      .size = "payload bytes",
      .a = "total",
      .reason = "mode"},
     rData},
    {kTrRetransmit,
     "afdp-retransmit",
     "protocol",
     PacketRole::kRetransmission,
     {.peer = "destination",
      .packet = "first fragment",
      .seq = "seq",
      .size = "payload bytes",
      .a = "total",
      .reason = "mode"},
     rRetx,
     flowWhy<wRetx, rRetx>},
    {kTrTp,
     "afdp-tp",
     "rate",
     PacketRole::kNone,
     {.size = "old Tp us", .a = "new Tp ns", .reason = "0 NAK / 1 decay"},
     rTp,
     adaptivityWhy<wTp, rTp>},
    {kTrNakIn,
     "afdp-nak-received",
     "nak",
     PacketRole::kNak,
     {.peer = "subscriber", .seq = "packets named", .size = "packets queued", .a = "message id", .reason = "verdict"},
     rNakIn,
     overviewWhy<wNakIn, rNakIn>},
    {kTrNakScheduled,
     "afdp-nak-scheduled",
     "timer",
     PacketRole::kNone,
     {.seq = "highest seq", .a = "delay ns", .reason = "0 gap / 1 silence"},
     rNakSched,
     flowWhy<wNakSched, rNakSched>},
    {kTrNakSent,
     "afdp-nak-sent",
     "nak",
     PacketRole::kNak,
     {.peer = "publisher", .seq = "missing", .size = "ranges", .a = "message id"},
     rNakSent,
     overviewWhy<wNakSent, rNakSent>},
    {kTrNakCancelled,
     "afdp-nak-cancelled",
     "nak",
     PacketRole::kNone,
     {.peer = "publisher", .a = "message id"},
     rNakCancel,
     flowWhy<wNakCancel, rNakCancel>},
    {kTrBufferDrop,
     "afdp-buffer-drop",
     "drop",
     PacketRole::kData,
     {.seq = "seq", .size = "bytes", .a = "buffer bytes"},
     rDrop,
     flowWhy<wDrop, rDrop>},
    {kTrIgnoreLate,
     "afdp-ignore-late",
     "protocol",
     PacketRole::kNone,
     {.seq = "message id", .a = "message start ns"},
     rLate,
     overviewWhy<wLate, rLate>},
    {kTrComplete,
     "afdp-complete",
     "protocol",
     PacketRole::kNone,
     {.seq = "message id", .size = "duplicates", .a = "ns since grant"},
     rComplete},
    {kTrLinger, "afdp-linger", "protocol", PacketRole::kNone, {.seq = "message id", .a = "linger ns"}, rLinger},
    {kTrPublishDone,
     "afdp-publish-done",
     "control",
     PacketRole::kControl,
     {.seq = "message id", .size = "retransmissions", .a = "ns since grant"},
     rDone},
    {kTrFragmentLost, "afdp-fragment-lost", "drop", PacketRole::kData, {.seq = "seq"}, rFrag, flowWhy<wFrag, rFrag>},
    {kTrLeave,
     "afdp-leave",
     "control",
     PacketRole::kControl,
     {.peer = "secretary",
      .packet = "packet",
      .seq = "try",
      .size = "datagrams held",
      .a = "message id",
      .reason = "1 abandons it"},
     lineLeave,
     whyLeave},
    {kTrMemberRemoved,
     "afdp-member-removed",
     "control",
     PacketRole::kControl,
     {.peer = "host", .packet = "packet", .seq = "members", .a = "ns as member", .reason = "1 not in the table"},
     lineRemoved,
     whyRemoved},
    {kTrShutdown,
     "afdp-shutdown",
     "control",
     PacketRole::kControl,
     {.peer = "member", .packet = "packet", .seq = "members", .a = "ns as member"},
     lineShutdown,
     whyShutdown},
    {kTrShutdownIn,
     "afdp-shutdown-received",
     "control",
     PacketRole::kNone,
     {.peer = "secretary", .seq = "message id", .size = "datagrams held", .a = "total", .reason = "1 abandons it"},
     lineShutdownIn,
     whyShutdownIn},
};

}  // namespace

void registerAfdpTraceKinds(Simulation& sim) {
  sim.registerTraceKinds(kAfdpKinds);
  registerAfdpWhyPt(sim);
  registerAfdpLinesPt(sim);
  registerAfdpGroupKinds(sim);
}

}  // namespace ps::afdp

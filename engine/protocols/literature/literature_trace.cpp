// One-line renderings of the literature protocols' trace records (the event log students read),
// and the names of their frame types.
// Long file: one renderer per trace kind (about 40 kinds for four protocols) and the declaration
// table; each renderer is two or three lines, and keeping them beside the table keeps kind and text together.
#include <string>

#include "../../core/why_text.h"
#include "../../net/ethernet_lan.h"  // fmtBits: durations in bit times on the LAN
#include "literature_common.h"
#include "literature_why.h"
#include "literature_why_pt.h"

namespace ps {

const char* litFrameName(std::uint16_t type) {
  switch (type) {
    case kSeqData:
      return "DATA (request)";
    case kSeqMulticast:
      return "MULTICAST";
    case kSeqRetrans:
      return "RETRANS";
    case kSeqPhase1:
      return "PHASE1";
    case kSeqPhase2:
      return "PHASE2";
    case kSeqAckCommit:
      return "ACK_COMMIT";
    case kEsData:
      return "DATA";
    case kEsStatus:
      return "STATUS";
    case kEsNak:
      return "NAK";
    case kEsChoke:
      return "CHOKE";
    case kCmData:
      return "DATA";
    case kCmAck:
      return "ACK";
    case kCmConfirm:
      return "CONFIRMATION";
    case kCmRetransReq:
      return "RETRANSMISSION REQUEST";
    case kCmReform:
      return "REFORMATION";
    case kRraData:
      return "DATA";
    case kRraAck:
      return "ACK";
    case kRraPoll:
      return "POLL";
    default:
      return nullptr;
  }
}

bool litIsData(const Packet& p) {
  switch (p.type) {
    case kSeqData:
      return p.field[1] != 0;
    case kSeqMulticast:
    case kEsData:
    case kCmData:
    case kRraData:
      return true;
    default:
      return false;
  }
}

namespace {

std::string n(const Simulation& s, std::uint32_t id) { return s.nodeName(id); }
std::string num(std::int64_t v) { return std::to_string(v); }
std::string msg(const TraceRecord& r) { return "message " + num(r.size); }

// ---- shared ----
std::string delivered(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " delivers " + msg(r) + " from " + n(s, r.peer) + " to its application (position " +
         num(r.seq) + " of its order)";
}
std::string messageDone(const Simulation& s, const TraceRecord& r) {
  return "every member now has " + msg(r) + " from " + n(s, r.node) + "; latency " + fmtBits(s, r.a);
}
std::string failure(const Simulation& s, const TraceRecord& r) {
  const char* why = r.reason == static_cast<std::uint16_t>(LitFailure::kFlushed)
                        ? "a receiver asked for a message no longer in the sender's buffer"
                    : r.reason == static_cast<std::uint16_t>(LitFailure::kSourceFailed) ? "its source stopped"
                                                                                        : "too many retransmissions";
  return n(s, r.node) + ": the protocol fails from " + msg(r) + " on: " + why;
}
std::string timeout(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " timer expired waiting for " + n(s, r.peer) + " (seq " + num(r.seq) + "); attempt " + num(r.a);
}
std::string duplicate(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " already has seq " + num(r.seq) + " from " + n(s, r.peer) + "; the duplicate is discarded";
}
std::string crash(const Simulation& s, const TraceRecord& r) { return n(s, r.node) + " fails and stops working"; }

// ---- Kaashoek et al. ----
std::string seqRequest(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " asks sequencer " + n(s, r.peer) + " to multicast " + msg(r) + " (messageNr " + num(r.a) +
         "; piggybacked ACK: everything up to seq " + num(r.seq) + ")";
}
std::string seqDummy(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " has sent no request for a while: a dummy request tells " + n(s, r.peer) +
         " it has everything up to seq " + num(r.seq);
}
std::string seqMulticast(const Simulation& s, const TraceRecord& r) {
  return "sequencer " + n(s, r.node) + " gives " + msg(r) + " from " + n(s, r.peer) + " sequence number " + num(r.seq) +
         " and multicasts it";
}
std::string seqMulticastWhy(const Simulation&, const TraceRecord&) {
  return "Every message passes through the sequencer, which numbers it: all members deliver in that one "
         "order (total order), at the cost of sending each message twice (thesis §2.7).";
}
std::string seqRetrans(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " misses seq " + num(r.seq) + (r.a > r.seq ? "-" + num(r.a) : std::string()) + " and asks " +
         n(s, r.peer) + " for a retransmission";
}
std::string seqRetransReply(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " resends seq " + num(r.seq) + " (" + msg(r) + ") to " +
         (r.peer == kNone32 ? std::string("the group") : n(s, r.peer));
}
std::string seqGap(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " gets seq " + num(r.seq) + " but expects " + num(r.size) +
         (r.a ? ": keeps it until the gap is filled" : ": no buffer room, discards it");
}
std::string seqPurge(const Simulation& s, const TraceRecord& r) {
  return "every member has acknowledged up to seq " + num(r.seq) + ": " + n(s, r.node) +
         " deletes them from its history (" + num(r.size) + " left)";
}
std::string seqPhase1(const Simulation& s, const TraceRecord& r) {
  return "history buffer full: " + n(s, r.node) + " stops accepting requests and sends PHASE1 (last seq " + num(r.seq) +
         ") to all";
}
std::string seqAckCommit(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " answers the synchronisation with ACK_COMMIT: it has everything up to seq " + num(r.seq);
}
std::string seqPhase2(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " sends PHASE2: the synchronisation is complete once every member answers";
}
std::string seqSyncDone(const Simulation& s, const TraceRecord& r) {
  return "every member has everything up to seq " + num(r.seq) + ": " + n(s, r.node) + " empties its history (" +
         num(r.size) + " messages)";
}
std::string seqDupRequest(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " already sequenced messageNr " + num(r.a) + " of " + n(s, r.peer) +
         ": duplicate request dropped";
}
std::string seqAckTable(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " notes that " + n(s, r.peer) + " has everything up to seq " + num(r.seq);
}
std::string seqRefused(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " is synchronising and refuses the request of " + n(s, r.peer) + " for " + msg(r);
}

// ---- Erramilli & Singh ----
std::string esData(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " multicasts " + msg(r) + " (seq " + num(r.seq) + ")";
}
std::string esStatus(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + (r.a ? " sends a SANITY message" : " is idle and sends STATUS " + num(r.size)) +
         ": its next seq is " + num(r.seq);
}
std::string esNak(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " sends NAK to " + n(s, r.peer) + ": it expects seq " + num(r.seq);
}
std::string esRetrans(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " finds seq " + num(r.seq) + " in its buffer and resends it to " +
         (r.peer == kNone32 ? std::string("the group") : n(s, r.peer));
}
std::string esFlushed(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " cannot resend seq " + num(r.seq) + " to " + n(s, r.peer) +
         ": it was flushed from the buffer of B messages. The protocol fails";
}
std::string esFlushedWhy(const Simulation&, const TraceRecord&) {
  return "A sender keeps only its last B messages. If a NAK arrives after B newer messages were sent, the "
         "message is gone: 'the protocol can fail if the parameters are not carefully chosen' (thesis §2.8).";
}
std::string esGap(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " gets seq " + num(r.seq) + " from " + n(s, r.peer) + " but expects " + num(r.size);
}
std::string esDetected(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " has heard nothing from " + n(s, r.peer) + " for " + fmtBits(s, r.a) +
         ": it considers it failed";
}
std::string esChoke(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + "'s buffer is nearly full: it multicasts a timed CHOKE asking senders to pause " +
         fmtBits(s, r.a);
}
std::string esChoked(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " pauses sending for " + fmtBits(s, r.a) + " (choked by " + n(s, r.peer) + ")";
}

// ---- Chang & Maxemchuk ----
std::string cmData(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " multicasts " + msg(r) + " (its seq " + num(r.seq) + ")" +
         (r.a ? "; attempt " + num(r.a + 1) : std::string());
}
std::string cmAck(const Simulation& s, const TraceRecord& r) {
  std::string text = "token site " + n(s, r.node) + " ";
  text += r.size ? "gives " + msg(r) + " from " + n(s, r.peer) + " timestamp " + num(r.seq) + " and acknowledges it"
                 : "sends an empty ACK (timestamp " + num(r.seq) + ")";
  if (r.a != static_cast<std::int64_t>(r.node))
    text += "; the ACK passes the token to " + n(s, static_cast<std::uint32_t>(r.a));
  return text;
}
std::string cmPassed(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " passes the token to " + n(s, r.peer) + " with timestamp " + num(r.seq);
}
std::string cmConfirm(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " has nothing to acknowledge: it confirms the token (timestamp " + num(r.seq) + ")";
}
std::string cmRetransReq(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " asks " + n(s, r.peer) + " to resend " + (r.a ? "ACK timestamp" : "message seq") + " " +
         num(r.seq) + (r.size != r.seq && r.size != 0xffffffffu ? "-" + num(r.size) : std::string());
}
std::string cmRetrans(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " resends " + (r.a ? "ACK timestamp " : "message seq ") + num(r.seq) + " to " +
         (r.peer == kNone32 ? std::string("the group") : n(s, r.peer));
}
std::string cmAccepted(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " holds every message and ACK up to timestamp " + num(r.seq) + ": it accepts the token";
}
std::string cmCommitted(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " commits " + msg(r) + " (timestamp " + num(r.seq) + "): the token has moved L times since";
}
std::string cmCommittedWhy(const Simulation&, const TraceRecord&) {
  return "A message is passed to the application only after the token has been transferred L times after its "
         "ACK: each site that accepted the token holds it, so L failures cannot lose it (resiliency L; thesis §2.9).";
}
std::string cmOrdered(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " orders " + msg(r) + " from " + n(s, r.peer) + " at timestamp " + num(r.seq) +
         " (not yet committed)";
}
std::string cmReformStart(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " suspects a failure and starts a reformation (token list version " + num(r.a) + ")";
}
std::string cmReformJoin(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " joins the reformation of " + n(s, r.peer) + " (its next timestamp " + num(r.seq) + ")";
}
std::string cmReformList(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " announces the new token list: " + num(r.size) + " sites; " +
         n(s, static_cast<std::uint32_t>(r.a)) + " takes the token";
}

// ---- round-robin acknowledgment ----
std::string rraData(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " multicasts " + msg(r) + " (seq " + num(r.seq) + ") and names " +
         n(s, static_cast<std::uint32_t>(r.a)) + " to acknowledge it";
}
std::string rraDataWhy(const Simulation&, const TraceRecord&) {
  return "Only the named receiver answers, so acknowledgments never collide with each other; each receiver's "
         "turn comes every r messages and its ACK covers everything it got since its last one (thesis chapter 5).";
}
std::string rraAck(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " acknowledges seq " + num(r.size) + " and the " + num(r.a) +
         " messages since its last ACK: it has everything below seq " + num(r.seq);
}
std::string rraRetrans(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " resends seq " + num(r.seq) + " to " + n(s, r.peer) +
         (r.a ? " and names it to acknowledge" : std::string());
}
std::string rraAckReceived(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " hears from " + n(s, r.peer) + ": everything below seq " + num(r.seq) +
         (r.size ? "; " + num(r.size) + " missing" : std::string("; nothing missing"));
}
std::string rraStable(const Simulation& s, const TraceRecord& r) {
  return "every receiver has acknowledged seq " + num(r.seq) + ": " + n(s, r.node) + " may free it";
}
std::string rraPoll(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " has no more messages and polls " + n(s, r.peer) + " for its acknowledgment of seq " +
         num(r.seq);
}

const TraceKindDecl kLiteratureKinds[] = {
    {kLitDelivered,
     "lit-delivered",
     "protocol",
     PacketRole::kNone,
     {.peer = "source", .seq = "position", .size = "message"},
     delivered},
    {kLitMessageDone,
     "lit-message-done",
     "protocol",
     PacketRole::kNone,
     {.seq = "position", .size = "message", .a = "latency ns"},
     messageDone},
    {kLitFailure,
     "lit-failure",
     "protocol",
     PacketRole::kNone,
     {.size = "message", .reason = "cause"},
     failure,
     withState<whyLitFailure, failure>},
    {kLitTimeout,
     "lit-timeout",
     "timer",
     PacketRole::kNone,
     {.peer = "awaited", .seq = "seq", .size = "message", .a = "attempt"},
     timeout,
     withState<whyLitTimeout, timeout>},
    {kLitDuplicate,
     "lit-duplicate",
     "protocol",
     PacketRole::kNone,
     {.peer = "source", .packet = "packet", .seq = "seq", .size = "message"},
     duplicate,
     withState<whyLitDuplicate, duplicate>},
    {kLitCrash, "lit-crash", "protocol", PacketRole::kNone, {}, crash},
    {kSeqRequestSent,
     "seq-request",
     "protocol",
     PacketRole::kData,
     {.peer = "sequencer", .packet = "packet", .seq = "piggybacked ACK", .size = "message", .a = "messageNr"},
     seqRequest},
    {kSeqDummySent,
     "seq-dummy",
     "protocol",
     PacketRole::kAck,
     {.peer = "sequencer", .packet = "packet", .seq = "piggybacked ACK"},
     seqDummy,
     withState<whySeqDummy, seqDummy>},
    {kSeqMulticastSent,
     "seq-multicast",
     "protocol",
     PacketRole::kData,
     {.peer = "source", .packet = "packet", .seq = "sequence number", .size = "message"},
     seqMulticast,
     withState<seqMulticastWhy, seqMulticast>},
    {kSeqRetransSent,
     "seq-retrans-request",
     "protocol",
     PacketRole::kNak,
     {.peer = "sequencer", .packet = "packet", .seq = "first missing", .a = "last missing"},
     seqRetrans,
     withState<whySeqRetransRequest, seqRetrans>},
    {kSeqRetransReply,
     "seq-retransmission",
     "protocol",
     PacketRole::kRetransmission,
     {.peer = "member (none = group)", .packet = "packet", .seq = "sequence number", .size = "message"},
     seqRetransReply,
     withState<whySeqRetransmission, seqRetransReply>},
    {kSeqGap,
     "seq-gap",
     "protocol",
     PacketRole::kNone,
     {.peer = "from", .packet = "packet", .seq = "received", .size = "expected", .a = "1 = kept"},
     seqGap,
     withState<whySeqGap, seqGap>},
    {kSeqPurge,
     "seq-purge",
     "protocol",
     PacketRole::kNone,
     {.seq = "deleted up to", .size = "left"},
     seqPurge,
     withState<whySeqPurge, seqPurge>},
    {kSeqPhase1Sent,
     "seq-phase1",
     "protocol",
     PacketRole::kControl,
     {.packet = "packet", .seq = "last seq"},
     seqPhase1,
     withState<whySeqPhase1, seqPhase1>},
    {kSeqAckCommitSent,
     "seq-ack-commit",
     "protocol",
     PacketRole::kAck,
     {.peer = "sequencer", .packet = "packet", .seq = "last consecutive"},
     seqAckCommit},
    {kSeqPhase2Sent,
     "seq-phase2",
     "protocol",
     PacketRole::kControl,
     {.packet = "packet", .seq = "last seq"},
     seqPhase2},
    {kSeqSyncDone, "seq-sync-done", "protocol", PacketRole::kNone, {.seq = "last seq", .size = "deleted"}, seqSyncDone},
    {kSeqDuplicateRequest,
     "seq-duplicate-request",
     "protocol",
     PacketRole::kNone,
     {.peer = "source", .size = "message", .a = "messageNr"},
     seqDupRequest},
    {kSeqAckTable,
     "seq-ack-table",
     "protocol",
     PacketRole::kNone,
     {.peer = "member", .seq = "acknowledged"},
     seqAckTable},
    {kSeqHistoryFull,
     "seq-refused",
     "protocol",
     PacketRole::kNone,
     {.peer = "source", .size = "message"},
     seqRefused,
     withState<whySeqRefused, seqRefused>},
    {kEsDataSent,
     "es-data",
     "protocol",
     PacketRole::kData,
     {.packet = "packet", .seq = "seq", .size = "message"},
     esData},
    {kEsStatusSent,
     "es-status",
     "protocol",
     PacketRole::kControl,
     {.packet = "packet", .seq = "next seq", .size = "repetition", .a = "1 = sanity"},
     esStatus,
     withState<whyEsStatus, esStatus>},
    {kEsNakSent,
     "es-nak",
     "protocol",
     PacketRole::kNak,
     {.peer = "sender", .packet = "packet", .seq = "expected"},
     esNak,
     withState<whyEsNak, esNak>},
    {kEsRetransSent,
     "es-retransmission",
     "protocol",
     PacketRole::kRetransmission,
     {.peer = "receiver (none = group)", .packet = "packet", .seq = "seq", .size = "message"},
     esRetrans,
     withState<whyEsRetransmission, esRetrans>},
    {kEsFlushed,
     "es-flushed",
     "protocol",
     PacketRole::kNone,
     {.peer = "receiver", .seq = "seq", .size = "message"},
     esFlushed,
     withState<esFlushedWhy, esFlushed>},
    {kEsGap,
     "es-gap",
     "protocol",
     PacketRole::kNone,
     {.peer = "sender", .packet = "packet", .seq = "received", .size = "expected"},
     esGap,
     withState<whyEsGap, esGap>},
    {kEsFailureDetected,
     "es-failure-detected",
     "protocol",
     PacketRole::kNone,
     {.peer = "silent node", .a = "silence ns"},
     esDetected,
     withState<whyEsFailureDetected, esDetected>},
    {kEsChokeSent,
     "es-choke",
     "protocol",
     PacketRole::kControl,
     {.packet = "packet", .a = "pause ns"},
     esChoke,
     withState<whyEsChoke, esChoke>},
    {kEsChoked,
     "es-choked",
     "protocol",
     PacketRole::kNone,
     {.peer = "choking receiver", .a = "pause ns"},
     esChoked,
     withState<whyEsChoked, esChoked>},
    {kCmDataSent,
     "cm-data",
     "protocol",
     PacketRole::kData,
     {.packet = "packet", .seq = "source seq", .size = "message", .a = "attempt"},
     cmData},
    {kCmAckSent,
     "cm-ack",
     "protocol",
     PacketRole::kAck,
     {.peer = "source", .packet = "packet", .seq = "timestamp", .size = "message", .a = "next token site"},
     cmAck},
    {kCmTokenPassed,
     "cm-token-passed",
     "protocol",
     PacketRole::kNone,
     {.peer = "new token site", .seq = "timestamp"},
     cmPassed,
     withState<whyCmTokenPassed, cmPassed>},
    {kCmConfirmSent,
     "cm-confirmation",
     "protocol",
     PacketRole::kControl,
     {.packet = "packet", .seq = "timestamp"},
     cmConfirm,
     withState<whyCmConfirmation, cmConfirm>},
    {kCmRetransReqSent,
     "cm-retrans-request",
     "protocol",
     PacketRole::kNak,
     {.peer = "asked", .packet = "packet", .seq = "first", .size = "last", .a = "1 = ACK"},
     cmRetransReq,
     withState<whyCmRetransRequest, cmRetransReq>},
    {kCmRetransSent,
     "cm-retransmission",
     "protocol",
     PacketRole::kRetransmission,
     {.peer = "site (none = group)", .packet = "packet", .seq = "seq or timestamp", .size = "message", .a = "1 = ACK"},
     cmRetrans,
     withState<whyCmRetransmission, cmRetrans>},
    {kCmTokenAccepted, "cm-token-accepted", "protocol", PacketRole::kNone, {.seq = "timestamp"}, cmAccepted},
    {kCmCommitted,
     "cm-commit",
     "protocol",
     PacketRole::kNone,
     {.peer = "source", .seq = "timestamp", .size = "message"},
     cmCommitted,
     withState<cmCommittedWhy, cmCommitted>},
    {kCmReformStart,
     "cm-reform-start",
     "protocol",
     PacketRole::kNone,
     {.seq = "version", .a = "version"},
     cmReformStart,
     withState<whyCmReformStart, cmReformStart>},
    {kCmReformJoin,
     "cm-reform-join",
     "protocol",
     PacketRole::kControl,
     {.peer = "initiator", .packet = "packet", .seq = "next timestamp"},
     cmReformJoin},
    {kCmReformList,
     "cm-reform-list",
     "protocol",
     PacketRole::kControl,
     {.packet = "packet", .seq = "version", .size = "sites", .a = "token site"},
     cmReformList},
    {kCmAckOrdered,
     "cm-ordered",
     "protocol",
     PacketRole::kNone,
     {.peer = "source", .seq = "timestamp", .size = "message"},
     cmOrdered},
    {kRraDataSent,
     "rra-data",
     "protocol",
     PacketRole::kData,
     {.packet = "packet", .seq = "seq", .size = "message", .a = "named receiver"},
     rraData,
     withState<rraDataWhy, rraData>},
    {kRraAckSent,
     "rra-ack",
     "protocol",
     PacketRole::kAck,
     {.peer = "sender", .packet = "packet", .seq = "le", .size = "acknowledged seq", .a = "messages covered"},
     rraAck,
     withState<whyRraAck, rraAck>},
    {kRraRetransSent,
     "rra-retransmission",
     "protocol",
     PacketRole::kRetransmission,
     {.peer = "receiver", .packet = "packet", .seq = "seq", .size = "message", .a = "named receiver"},
     rraRetrans,
     withState<whyRraRetransmission, rraRetrans>},
    {kRraAckReceived,
     "rra-ack-received",
     "protocol",
     PacketRole::kNone,
     {.peer = "receiver", .seq = "le", .size = "missing"},
     rraAckReceived},
    {kRraStable,
     "rra-stable",
     "protocol",
     PacketRole::kNone,
     {.seq = "seq", .size = "message"},
     rraStable,
     withState<whyRraStable, rraStable>},
    {kRraPollSent,
     "rra-poll",
     "protocol",
     PacketRole::kPoll,
     {.peer = "receiver", .packet = "packet", .seq = "last seq"},
     rraPoll,
     withState<whyRraPoll, rraPoll>},
};

}  // namespace

void registerLiteratureTraceKinds(Simulation& sim) {
  sim.registerTraceKinds(kLiteratureKinds);
  registerLiteratureWhyPt(sim);
  registerLiteratureLinesPt(sim);
}

}  // namespace ps

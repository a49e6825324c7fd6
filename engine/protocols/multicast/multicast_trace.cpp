// One-line renderings of the multicast protocols' trace records (the event log students read).
#include <string>

#include "multicast_common.h"
#include "multicast_why.h"

namespace ps {

namespace {

std::string n(const Simulation& s, std::uint32_t id) { return s.nodeName(id); }
std::string to(const Simulation& s, std::uint32_t peer) {
  return peer == kNone32 ? std::string("the group by multicast") : n(s, peer) + " by unicast";
}
std::string num(std::int64_t v) { return std::to_string(v); }

std::string dataSent(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " sends message " + num(r.size) + " (seq " + num(r.seq) + ") to " + to(s, r.peer);
}
std::string retransmission(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " retransmits message " + num(r.size) + " (seq " + num(r.seq) + ") to " + to(s, r.peer) +
         "; retransmission " + num(r.a);
}
std::string timeout(const Simulation& s, const TraceRecord& r) {
  std::string who = r.peer == kNone32 ? std::string() : " for " + n(s, r.peer);
  return n(s, r.node) + " timer expired" + who + " (message " + num(r.size) + ", seq " + num(r.seq) + "); " + num(r.a) +
         (r.a == 1 ? " acknowledgment" : " acknowledgments") + " missing";
}
std::string ackSent(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " sends ACK seq " + num(r.seq) + " to " + n(s, r.peer) +
         (r.a > 0 ? " after a random wait of " + fmtBits(s, r.a) : std::string());
}
std::string ackScheduled(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " will acknowledge seq " + num(r.seq) + " after a random wait of " + fmtBits(s, r.a);
}
std::string ackReceived(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " receives ACK seq " + num(r.seq) + " from " + n(s, r.peer);
}
std::string delivered(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + ": every receiver has message " + num(r.size) + " (seq " + num(r.seq) + "); latency " +
         fmtBits(s, r.a);
}
std::string failure(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " gives up on message " + num(r.size) + " (seq " + num(r.seq) + ") after " + num(r.a) +
         " retransmissions: the protocol fails for this message";
}
std::string duplicate(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " gets seq " + num(r.seq) + " but expects " + num(r.size) +
         (r.a ? "; a duplicate, acknowledged again" : "; out of sequence, discarded without acknowledgment");
}
std::string accepted(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " accepts message " + num(r.size) + " (seq " + num(r.seq) + ") in order";
}
std::string windowAdvance(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " window advances by " + num(r.a) + ": now starts at seq " + num(r.seq) + " with " +
         num(r.size) + " outstanding";
}
std::string ackTimer(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " ACK delay timer expired; re-acknowledges up to seq " + num(r.seq);
}
std::string ackIgnored(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " ignores ACK seq " + num(r.seq) + " from " + n(s, r.peer) +
         " (duplicate or outside the window)";
}
std::string timeoutDeferred(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " timer expired (message " + num(r.size) + ", seq " + num(r.seq) +
         ") while frames are still queued on the LAN; it takes effect once every queue is empty";
}
// The rule, then this record's state (as the Portuguese text in multicast_why_pt.cpp does).
std::string timeoutDeferredWhy(const Simulation& s, const TraceRecord& r) {
  return "The thesis's simulator moved its clock to the first expired timer only when every layer was idle "
         "(thesis §3.7), so a timeout that fell due during a busy period acted when the LAN fell quiet; "
         "protocol timerExpiry 'quiet' models that rule. Here " +
         n(s, r.node) + "'s timer (message " + num(r.size) + ", seq " + num(r.seq) +
         ") expired with frames still queued on the LAN and acts once every queue is empty.";
}

const TraceKindDecl kMulticastKinds[] = {
    {kMcDataSent,
     "data-sent",
     "protocol",
     PacketRole::kData,
     {.peer = "receiver (none = group)", .packet = "packet", .seq = "seq", .size = "message"},
     dataSent},
    {kMcRetransmission,
     "retransmission",
     "protocol",
     PacketRole::kRetransmission,
     {.peer = "receiver (none = group)",
      .packet = "packet",
      .seq = "seq",
      .size = "message",
      .a = "retransmissions of the message"},
     retransmission,
     whyMcRetransmission},
    {kMcTimeout,
     "timeout",
     "timer",
     PacketRole::kNone,
     {.peer = "receiver (none = all)", .seq = "seq", .size = "message", .a = "ACKs missing"},
     timeout,
     whyMcTimeout},
    {kMcAckSent,
     "ack-sent",
     "protocol",
     PacketRole::kAck,
     {.peer = "sender", .packet = "packet", .seq = "acknowledged seq", .a = "random wait ns"},
     ackSent},
    {kMcAckScheduled,
     "ack-scheduled",
     "timer",
     PacketRole::kNone,
     {.peer = "sender", .seq = "seq", .a = "wait ns"},
     ackScheduled,
     whyMcAckScheduled},
    {kMcAckReceived,
     "ack-received",
     "protocol",
     PacketRole::kNone,
     {.peer = "receiver", .seq = "seq", .a = "ACKs missing (SAW) / rank + 1 (BAP)"},
     ackReceived},
    {kMcDelivered,
     "message-done",
     "protocol",
     PacketRole::kNone,
     {.seq = "seq", .size = "message", .a = "latency ns"},
     delivered},
    {kMcFailure,
     "failure",
     "protocol",
     PacketRole::kNone,
     {.seq = "seq", .size = "message", .a = "retransmissions"},
     failure,
     whyMcFailure},
    {kMcDuplicate,
     "duplicate",
     "protocol",
     PacketRole::kNone,
     {.peer = "sender",
      .packet = "packet",
      .seq = "received seq",
      .size = "expected seq",
      .a = "1 = acknowledged again"},
     duplicate,
     whyMcDuplicate},
    {kMcAccepted,
     "accepted",
     "protocol",
     PacketRole::kNone,
     {.peer = "sender", .packet = "packet", .seq = "seq", .size = "message"},
     accepted},
    {kMcWindowAdvance,
     "window-advance",
     "protocol",
     PacketRole::kNone,
     {.seq = "first seq", .size = "outstanding", .a = "messages acknowledged"},
     windowAdvance,
     whyMcWindowAdvance},
    {kMcAckTimer,
     "ack-timer",
     "timer",
     PacketRole::kNone,
     {.peer = "sender", .seq = "last in-order seq"},
     ackTimer,
     whyMcAckTimer},
    {kMcAckIgnored,
     "ack-ignored",
     "protocol",
     PacketRole::kNone,
     {.peer = "receiver", .seq = "seq"},
     ackIgnored,
     whyMcAckIgnored},
    {kMcTimeoutDeferred,
     "timeout-deferred",
     "timer",
     PacketRole::kNone,
     {.seq = "seq", .size = "message"},
     timeoutDeferred,
     timeoutDeferredWhy},
};

}  // namespace

// Captures (export/pcapng.h): data and acknowledgements as UDP on port 47002 with the ProtoScope header.
const WireFormat kMulticastWire{.family = "multicast", .familyCode = 2, .udpPort = 47002};

void registerMulticastTraceKinds(Simulation& sim) {
  sim.registerTraceKinds(kMulticastKinds);
  registerMulticastWhyPt(sim);
  registerMulticastLinesPt(sim);
  sim.registerWireFormat(kMulticastWire);
}

}  // namespace ps

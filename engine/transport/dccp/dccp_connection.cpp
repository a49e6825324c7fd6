#include "dccp_connection.h"

#include "dccp_trace.h"

namespace ps::dccp {

DccpConnection::DccpConnection(const transport::FlowWiring& w, Endpoint& self, std::uint32_t peerNode,
                               DccpState initial, std::uint64_t sequenceWindow)
    : w_(w),
      self_(self),
      peer_(peerNode),
      state_(*w.sim, self.node(), kTrDccpState, initial, w.flow),
      window_(sequenceWindow) {}

void DccpConnection::chooseIss(std::uint64_t streamOffset) {
  Rng rng = w_.sim->rngFor(w_.rngStream + streamOffset);
  iss_ = static_cast<std::uint64_t>(rng.uniformInt(0, (std::int64_t{1} << 48) - 1));
  gss_ = iss_ - 1;  // the first send() uses ISS
}

Sent DccpConnection::send(const Outgoing& o) {
  Header h;
  h.type = o.type;
  h.seq = ++gss_;
  h.ack = hasAckSubheader(o.type) ? (o.ackExplicit ? o.ack : gsr_) : 0;
  h.ccval = o.ccval;
  h.ndp = static_cast<std::uint32_t>(nonDataRun_ < 0xFFFFFF ? nonDataRun_ : 0xFFFFFF);
  h.resetCode = o.resetCode;
  h.extra = o.extra;
  Sent s;
  s.id = transport::newFlowPacket(self_, peer_, w_);
  Packet& p = w_.sim->packets()[s.id];
  writeHeader(p, h);
  p.field[3] = o.field3;
  p.sizeBytes = wireBytes(o.type, o.optionBytes + ndpCountOptionBytes(h.ndp), o.payload);
  s.uid = p.uid;
  s.seq = h.seq;
  s.bytes = p.sizeBytes;
  nonDataRun_ = carriesData(o.type) ? 0 : nonDataRun_ + 1;
  ++packetsSent_;
  self_.send(s.id);
  return s;
}

Header DccpConnection::arrive(const Packet& p) {
  const Header h = readHeader(p);
  ++packetsReceived_;
  if (haveGsr_) {
    // RFC 4340 §7.5.1: valid sequence numbers lie in [GSR + 1 - floor(W/4), GSR + ceil(3W/4)].
    const std::uint64_t lo = gsr_ + 1 - window_ / 4;
    const std::uint64_t hi = gsr_ + (3 * window_ + 3) / 4;
    if (h.seq < lo || h.seq > hi) {
      ++windowViolations_;
      w_.sim->record(kTrDccpSeqWindow, self_.node(), w_.flow, p.uid, static_cast<std::uint32_t>(gsr_), 0,
                     static_cast<std::int64_t>(h.seq));
    }
  }
  if (!haveGsr_ || h.seq > gsr_) gsr_ = h.seq;
  haveGsr_ = true;
  return h;
}

}  // namespace ps::dccp

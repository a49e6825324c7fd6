#include "tcp_receiver.h"

#include "../../protocols/common/timers_json.h"
#include "../trace_kinds.h"

namespace ps::transport {

TcpReceiver::TcpReceiver(const FlowWiring& w, const TcpConfig& cfg)
    : w_(w),
      cfg_(cfg),
      state_(*w.sim, w.dst->node(), kTrTcpState, cfg.handshake ? TcpState::kListen : TcpState::kEstablished, w.flow) {}

std::uint64_t TcpReceiver::outOfOrderBytes() const {
  std::uint64_t b = 0;
  for (const auto& [from, to] : ooo_) b += to - from;
  return b;
}

void TcpReceiver::onPacket(const Packet& p) {
  const TcpSegment s = TcpSegment::read(p, cfg_.headerBytes());
  if (s.syn()) {
    // RFC 793 §3.4: LISTEN gets a SYN: answer SYN-ACK, enter SYN-RECEIVED. A SYN again means our
    // SYN-ACK was lost: answer again.
    if (!state_.is(TcpState::kListen) && !state_.is(TcpState::kSynReceived)) return;
    state_.set(TcpState::kSynReceived);
    rcvNxt_ = s.seq + 1;
    lastAckSent_ = rcvNxt_;
    if (cfg_.timestamps && s.timestamp) tsRecent_ = s.timestamp;
    sendAck(kAckHandshake, kTcpSyn | kTcpAckFlag);
    return;
  }
  if (state_.is(TcpState::kSynReceived) && s.hasAck() && s.ack == sndSeq_) state_.set(TcpState::kEstablished);
  if (state_.is(TcpState::kLastAck) && s.hasAck() && s.ack == sndSeq_ + 1) {
    state_.set(TcpState::kClosed);  // the ACK of our FIN
    return;
  }
  if (state_.is(TcpState::kListen) || state_.is(TcpState::kSynReceived)) return;  // not synchronised yet
  if (s.payload > 0) onData(p, s);
  if (s.fin()) {
    if (s.seq + s.payload == rcvNxt_ && !finReceived_) {
      // RFC 793 §3.5: the peer closed; our application has nothing to send, so we close too: one
      // segment carries the ACK of its FIN and our own FIN (CLOSE-WAIT then LAST-ACK).
      finReceived_ = true;
      rcvNxt_ += 1;
      state_.set(TcpState::kCloseWait);
      sendAck(kAckHandshake, kTcpFin | kTcpAckFlag);
      state_.set(TcpState::kLastAck);
    } else if (finReceived_) {
      sendAck(kAckHandshake, kTcpFin | kTcpAckFlag);  // our FIN-ACK was lost
    }
  }
}

void TcpReceiver::onData(const Packet& p, const TcpSegment& s) {
  ++segments_;
  const std::uint64_t from = s.seq, to = s.seq + s.payload;
  auto trace = [&](std::uint16_t how) {
    sim().record(kTrTcpReceive, w_.dst->node(), w_.flow, p.uid, static_cast<std::uint32_t>(from), s.payload,
                 static_cast<std::int64_t>(from), how);
  };
  // RFC 7323 §4.3: remember the TSval of a segment that starts at or before the last ACK sent.
  if (cfg_.timestamps && s.timestamp >= tsRecent_ && from <= lastAckSent_) tsRecent_ = s.timestamp;
  if (to <= rcvNxt_) {  // everything in it was received already
    ++duplicates_;
    trace(kRcvDuplicate);
    sendAck(kAckDuplicate);
    return;
  }
  if (from > rcvNxt_) {  // a hole before it: hold it (inside the window) and send a duplicate ACK at once
    const std::uint64_t edge = rcvNxt_ + cfg_.rcvBuffer;
    if (from < edge) {
      const std::uint64_t end = to < edge ? to : edge;
      auto it = ooo_.begin();
      while (it != ooo_.end() && it->second < from) ++it;
      std::uint64_t a = from, b = end;
      auto last = it;
      while (last != ooo_.end() && last->first <= b) {  // merge the ranges it touches
        if (last->first < a) a = last->first;
        if (last->second > b) b = last->second;
        ++last;
      }
      it = ooo_.erase(it, last);
      ooo_.insert(it, {a, b});
    }
    trace(kRcvOutOfOrder);
    sendAck(kAckOutOfOrder);
    return;
  }
  // In order (it starts at or before RCV.NXT and ends after it).
  const bool holes = !ooo_.empty();
  const std::uint64_t before = rcvNxt_;
  rcvNxt_ = to;
  std::size_t merged = 0;
  while (merged < ooo_.size() && ooo_[merged].first <= rcvNxt_) {
    if (ooo_[merged].second > rcvNxt_) rcvNxt_ = ooo_[merged].second;
    ++merged;
  }
  ooo_.erase(ooo_.begin(), ooo_.begin() + static_cast<std::ptrdiff_t>(merged));
  delivered_ += rcvNxt_ - before;
  trace(holes ? kRcvFillsHole : kRcvInOrder);
  if (holes) {  // RFC 5681 §4.2: an ACK at once for a segment that fills (part of) a hole
    sendAck(kAckFillsHole);
    return;
  }
  if (++unacked_ >= cfg_.ackEvery) {
    sendAck(cfg_.ackEvery > 1 ? kAckSecond : kAckEvery);
    return;
  }
  if (!delAck_.armed()) delAck_.restart(sim().scheduler(), sim().now() + cfg_.delAckTimeout, this, kDelAckTimer);
}

void TcpReceiver::onEvent(const Event& ev) {
  if (ev.kind == kDelAckTimer && delAck_.expired(sim().scheduler(), this, kDelAckTimer) && unacked_ > 0)
    sendAck(kAckDelayedTimer);
}

void TcpReceiver::sendAck(std::uint16_t reason, std::uint16_t flags) {
  Simulation& sim = *w_.sim;
  const PacketId id = newFlowPacket(*w_.dst, w_.src->node(), w_);
  Packet& p = sim.packets()[id];
  TcpSegment s;
  s.flags = flags;
  s.seq = flags & kTcpSyn ? 0 : sndSeq_;
  s.ack = rcvNxt_;
  s.window = cfg_.rcvBuffer;
  s.timestamp = cfg_.timestamps ? tsRecent_ : 0;
  s.write(p, cfg_.headerBytes());
  unacked_ = 0;
  delAck_.stop();
  lastAckSent_ = rcvNxt_;
  ++acksSent_;
  if (flags & (kTcpSyn | kTcpFin))
    sim.record(kTrTcpControl, w_.dst->node(), w_.flow, p.uid, static_cast<std::uint32_t>(s.seq), 0,
               static_cast<std::int64_t>(s.seq), flags & kTcpSyn ? kCtlSynAck : kCtlFinAck);
  else
    sim.record(kTrTcpAck, w_.dst->node(), w_.flow, p.uid, static_cast<std::uint32_t>(rcvNxt_), cfg_.rcvBuffer,
               static_cast<std::int64_t>(rcvNxt_), reason);
  w_.dst->send(id);
}

void TcpReceiver::inspect(JsonWriter& w) const {
  w.beginObject()
      .field("flow", w_.name)
      .field("state", tcpStateName(state_.get()))
      .field("rcv_nxt", rcvNxt_)
      .field("buffer_bytes", cfg_.rcvBuffer)
      .field("window_bytes", cfg_.rcvBuffer)
      .field("out_of_order_bytes", outOfOrderBytes())
      .key("out_of_order")
      .beginArray();
  for (const auto& [from, to] : ooo_) w.beginObject().field("from", from).field("to", to).endObject();
  w.endArray()
      .field("delivered_bytes", delivered_)
      .field("segments_received", segments_)
      .field("duplicate_segments", duplicates_)
      .field("acks_sent", acksSent_)
      .field("pending_acks", unacked_)
      .field("ack_every", cfg_.ackEvery)
      .key("timers")
      .beginArray();
  if (delAck_.armed()) writeTimer(w, "delayed-ack", delAck_.deadline());
  w.endArray().endObject();
}

}  // namespace ps::transport

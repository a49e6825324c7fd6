#include "subscriber.h"

#include "../common/timers_json.h"
#include "afdp_trace.h"

namespace ps::afdp {

Subscriber::Subscriber(AfdpContext& ctx, Endpoint& ep, const SubscriberSpec& spec, bool member, std::uint64_t rngStream)
    : ctx_(ctx), ep_(ep), spec_(spec), member_(member), rng_(ctx.sim.rngFor(rngStream)) {
  ep_.bind(kReplyPort, this);
  ep_.bind(kDataPort, this);
  if (member_) ctx_.naks.attach(ep_);
}

void Subscriber::start() {
  if (!member_) return;
  ep_.arm(join_, spec_.joinAt, this, kJoinTry);
  if (spec_.leaveAt > 0) ep_.arm(leave_, spec_.leaveAt, this, kLeaveTry);
}

void Subscriber::sendLeave() {
  if (leaveTries_ == 0) {
    // The user quits: whatever is unfinished is abandoned before the LEAVE goes out.
    ep_.cancel(join_);
    stopTakingPart();
  }
  const PacketId id = newControl(ep_, ctx_.secretary, kLeave, kAdminPort);
  Packet& p = ctx_.sim.packets()[id];
  ++leaveTries_;
  ctx_.sim.record(kTrLeave, ep_.node(), ctx_.secretary, p.uid, leaveTries_, count_, msg_, msg_ > 0 && !done_ ? 1 : 0);
  ep_.send(id);
  if (leaveTries_ < ctx_.cfg.requestTries) ep_.arm(leave_, ep_.now() + ctx_.cfg.requestTimeout, this, kLeaveTry);
}

void Subscriber::stopTakingPart() {
  gone_ = true;
  ep_.cancel(check_);
  ep_.cancel(delay_);
}

void Subscriber::onShutdown(const Packet& p) {
  if (shutDown_) return;
  shutDown_ = true;
  ep_.cancel(join_);
  ep_.cancel(leave_);  // the group is gone: nothing left to leave
  const bool unfinished = msg_ > 0 && !done_;
  if (!gone_) stopTakingPart();
  ctx_.sim.record(kTrShutdownIn, ep_.node(), p.src, p.uid, msg_, count_, total_, unfinished ? 1 : 0);
}

void Subscriber::sendJoin() {
  const PacketId id = newControl(ep_, ctx_.secretary, kJoin, kAdminPort);
  Packet& p = ctx_.sim.packets()[id];
  p.flags = spec_.multicast ? 1 : 0;
  p.field[1] = ctx_.lanOfNode(ep_.node());  // [choice] the JOIN names the host's segment (digest §2.3)
  ctx_.sim.record(kTrJoin, ep_.node(), ctx_.secretary, p.uid, 0, p.sizeBytes, 0, spec_.multicast ? 1 : 0);
  ep_.send(id);
  ++joinTries_;
  if (joinTries_ < ctx_.cfg.requestTries) ep_.arm(join_, ep_.now() + ctx_.cfg.requestTimeout, this, kJoinTry);
}

void Subscriber::onEvent(const Event& ev) {
  switch (ev.kind) {
    case kJoinTry:
      if (!joined_) sendJoin();
      break;
    case kCheck:
      check();
      break;
    case kDelay:
      sendNak();
      break;
    case kLeaveTry:
      if (!leaveAcked_ && !shutDown_) sendLeave();
      break;
    default:
      break;
  }
}

void Subscriber::onReceive(Endpoint&, const Packet& p) {
  if (p.dstPort == kReplyPort) {
    if (p.type == kJoinReply && !joined_) {
      joined_ = true;
      joinTs_ = static_cast<SimTime>(p.field[0]);
      ep_.cancel(join_);
    } else if (p.type == kLeaveReply && leaveTries_ > 0) {
      leaveAcked_ = true;
      ep_.cancel(leave_);
    }
    return;
  }
  if (p.type == kShutdown && member_) onShutdown(p);
  if (p.type == kData) onFragment(p);
}

void Subscriber::onFragment(const Packet& p) {
  // The NIC keeps multicast frames only for a group the host joined (perfect filtering).
  if ((p.flags & kFlagMulticast) && !(member_ && joined_ && spec_.multicast && !gone_)) return;
  const std::uint32_t index = fragmentIndex(p.field[3]), count = fragmentCount(p.field[3]);
  if (index == 0) {
    if (reSrc_ != kNone32 && !reBroken_) {
      ++fragmentLosses_;  // the previous datagram never completed
      ctx_.sim.record(kTrFragmentLost, ep_.node(), reSrc_, kNone32, reSeq_);
    }
    reSrc_ = p.src;
    reSeq_ = p.seq;
    reMsg_ = p.field[0];
    reGot_ = 0;
    reBroken_ = false;
  }
  if (reSrc_ != p.src || reSeq_ != p.seq || reMsg_ != p.field[0] || reGot_ != index) {
    if (!reBroken_ && reSrc_ != kNone32) {
      ++fragmentLosses_;
      ctx_.sim.record(kTrFragmentLost, ep_.node(), reSrc_, kNone32, reSeq_);
    }
    reBroken_ = true;
    return;
  }
  if (++reGot_ < count) return;
  reSrc_ = kNone32;
  // Payload bytes of the whole datagram: what the socket buffer holds.
  std::uint32_t bytes = 0;
  if (p.flags & kFlagBroadcast)
    bytes = ctx_.cfg.broadcastBytes;
  else
    bytes = ctx_.cfg.datagramBytes;
  onDatagram(p, bytes);
}

bool Subscriber::admitToBuffer(std::uint32_t bytes) {
  const double drained = spec_.drainBytesPerS * toSeconds(ep_.now() - bufAt_);
  buffered_ = buffered_ > drained ? buffered_ - drained : 0;
  bufAt_ = ep_.now();
  if (buffered_ + bytes > spec_.bufferBytes) return false;
  buffered_ += bytes;
  return true;
}

void Subscriber::onDatagram(const Packet& p, std::uint32_t bytes) {
  if (p.flags & kFlagBroadcast) {
    ++broadcasts_;
    cpu_ += ctx_.cfg.broadcastCpu;  // every host's IP stack handles a broadcast (N7)
  }
  if (!member_ || !joined_ || gone_) return;  // not in the group: the datagram goes nowhere
  const auto msg = static_cast<std::uint32_t>(p.field[0]);
  const auto start = static_cast<SimTime>(p.field[2]);
  if (start < joinTs_) {  // §3.7: a message begun before our JOIN_REPLY is not ours
    if (ignoredMsg_ != msg) {
      ignoredMsg_ = msg;
      ctx_.sim.record(kTrIgnoreLate, ep_.node(), p.src, kNone32, msg, 0, start);
    }
    return;
  }
  if (!admitToBuffer(bytes)) {
    ++bufferDrops_;
    ctx_.sim.record(kTrBufferDrop, ep_.node(), p.src, kNone32, p.seq, bytes, static_cast<std::int64_t>(buffered_));
    return;
  }
  if (msg != msg_) {
    if (msg < msg_) return;  // a late packet of an older message
    startMessage(p);
  }
  arrived_ = true;
  if (done_ || p.seq >= total_ || got_[p.seq]) {
    ++dup_;
    ++dupTotal_;
    return;
  }
  got_[p.seq] = 1;
  ++count_;
  if (p.seq > highest_) highest_ = p.seq;
  if (count_ == total_) complete();
}

void Subscriber::startMessage(const Packet& p) {
  msg_ = static_cast<std::uint32_t>(p.field[0]);
  total_ = static_cast<std::uint32_t>(p.field[1]);
  msgStart_ = static_cast<SimTime>(p.field[2]);
  publisher_ = p.src;
  got_.assign(total_, 0);
  count_ = highest_ = dup_ = 0;
  done_ = false;
  ep_.cancel(delay_);
  ep_.arm(check_, ep_.now() + ctx_.cfg.tw, this, kCheck);
}

void Subscriber::complete() {
  done_ = true;
  ++completed_;
  completedAt_ = ep_.now();
  ep_.cancel(check_);
  ep_.cancel(delay_);
  ctx_.sim.record(kTrComplete, ep_.node(), publisher_, kNone32, msg_, dup_, ep_.now() - msgStart_);
  if (listener_) listener_->onMessageComplete(ep_.node(), msg_);
}

void Subscriber::check() {
  if (done_ || gone_) return;
  const bool gap = count_ < highest_ + 1;
  silent_ = !arrived_;
  arrived_ = false;
  if ((gap || silent_) && !nakPending_ && !delay_.armed()) {
    const SimTime d = ctx_.cfg.nakDelay ? rng_.uniformInt(0, ctx_.cfg.nakDelayMax) : 0;
    ctx_.sim.record(kTrNakScheduled, ep_.node(), publisher_, kNone32, highest_, 0, d, gap ? 0 : 1);
    ep_.arm(delay_, ep_.now() + d, this, kDelay);
  }
  ep_.arm(check_, ep_.now() + ctx_.cfg.tw, this, kCheck);
}

void Subscriber::sendNak() {
  if (done_ || gone_) return;
  // Recompute: another subscriber's request may have repaired our losses meanwhile.
  ResendRequest r;
  r.id = static_cast<std::uint32_t>(ctx_.board.requests.size());
  r.subscriber = ep_.node();
  r.messageId = msg_;
  const std::uint32_t end = silent_ ? total_ : highest_ + 1;
  for (std::uint32_t s = 0; s < end && r.ranges.size() < ctx_.cfg.maxRanges; ++s) {
    if (got_[s]) continue;
    std::uint32_t e = s;
    while (e + 1 < end && !got_[e + 1]) ++e;
    r.ranges.emplace_back(s, e);
    s = e;
  }
  if (r.ranges.empty()) {
    ctx_.sim.record(kTrNakCancelled, ep_.node(), publisher_, kNone32, 0, 0, msg_);
    return;
  }
  ctx_.sim.record(kTrNakSent, ep_.node(), publisher_, kNone32, r.missing(), static_cast<std::uint32_t>(r.ranges.size()),
                  msg_);
  ctx_.board.requests.push_back(std::move(r));
  nakPending_ = true;
  ++naksSent_;
  ctx_.naks.send(ep_, *ctx_.endpoints[publisher_], static_cast<std::uint32_t>(ctx_.board.requests.size() - 1), this);
}

void Subscriber::onNakDelivered(std::uint32_t) { nakPending_ = false; }

void Subscriber::inspect(JsonWriter& w) const {
  w.beginObject().field("member", member_).field("joined", joined_).field("multicast", spec_.multicast);
  w.field("left", gone_).field("shut_down", shutDown_);
  w.field("join_ts_ns", joinTs_).field("message_id", msg_).field("total", total_).field("received", count_);
  w.field("highest_seq", highest_).field("complete", done_).field("messages_complete", completed_);
  std::uint32_t missing = 0;
  w.key("missing_first").beginArray();
  for (std::uint32_t s = 0; s <= highest_ && s < total_; ++s)
    if (!got_[s] && missing++ < 16) w.value(s);
  w.endArray().field("missing_below_highest", missing);
  const double drained = spec_.drainBytesPerS * toSeconds(ep_.now() - bufAt_);
  w.field("buffer_bytes", buffered_ > drained ? buffered_ - drained : 0.0)
      .field("buffer_capacity_bytes", spec_.bufferBytes);
  w.field("drain_bps", spec_.drainBytesPerS * 8).field("buffer_drops", bufferDrops_);
  w.field("naks_sent", naksSent_).field("nak_pending", nakPending_).field("duplicates", dupTotal_);
  w.field("fragment_losses", fragmentLosses_).field("broadcasts_seen", broadcasts_).field("cpu_ns", cpu_);
  w.key("timers").beginArray();
  if (join_.armed()) writeTimer(w, "join retry", join_.deadline());
  if (check_.armed()) writeTimer(w, "sequence check", check_.deadline());
  if (delay_.armed()) writeTimer(w, "NAK delay", delay_.deadline());
  if (leave_.armed()) writeTimer(w, leaveTries_ == 0 ? "leave" : "leave retry", leave_.deadline());
  w.endArray();
  w.key("link");
  ep_.inspectLink(w);
  w.endObject();
}

}  // namespace ps::afdp

#include "subscriber.h"

#include "../common/timers_json.h"
#include "afdp_trace.h"

namespace ps::afdp {

Subscriber::Subscriber(AfdpContext& ctx, Endpoint& ep, const SubscriberSpec& spec, bool member, std::uint64_t rngStream)
    : ctx_(ctx), ep_(ep), spec_(spec), member_(member), rng_(ctx.sim.rngFor(rngStream)), secretary_(ctx.secretary) {
  ep_.bind(kReplyPort, this);
  ep_.bind(kDataPort, this);
  if (member_) ctx_.naks.attach(ep_);
  // §3.8: a host on another LAN is told its secretary; one on the secretary's LAN may find it.
  if (member_ && ctx_.cfg.secretary != SecretaryMode::kNamed && ctx_.lanOfNode(ep_.node()) == 0)
    locator_ = std::make_unique<Locator>(ctx_, ep_, *this, true);
}

void Subscriber::start() {
  if (!member_) return;
  if (locator_)
    ep_.arm(join_, spec_.joinAt, this, kLocate);  // find the secretary first, then JOIN
  else
    ep_.arm(join_, spec_.joinAt, this, kJoinTry);
  if (spec_.leaveAt > 0) ep_.arm(leave_, spec_.leaveAt, this, kLeaveTry);
}

void Subscriber::onSecretaryFound(std::uint32_t secretary) {
  if (gone_ || shutDown_) return;
  secretary_ = secretary;
  sendJoin();
}

bool Subscriber::holds(std::uint32_t messageId) const {
  for (const auto& rx : rx_)
    if (rx->done && rx->msg == messageId) return true;
  return false;
}

Subscriber::Rx& Subscriber::rxFor(std::uint32_t publisher) {
  for (auto& rx : rx_)
    if (rx->publisher == publisher) return *rx;
  rx_.push_back(std::make_unique<Rx>());
  rx_.back()->publisher = publisher;
  return *rx_.back();
}

void Subscriber::sendLeave() {
  if (leaveTries_ == 0) {
    // The user quits: whatever is unfinished is abandoned before the LEAVE goes out.
    ep_.cancel(join_);
    stopTakingPart();
  }
  const PacketId id = newControl(ep_, secretary_, kLeave, kAdminPort);
  Packet& p = ctx_.sim.packets()[id];
  ++leaveTries_;
  const std::uint32_t msg = cur_ ? cur_->msg : 0;
  ctx_.sim.record(kTrLeave, ep_.node(), secretary_, p.uid, leaveTries_, received(), msg,
                  msg > 0 && !cur_->done ? 1 : 0);
  ep_.send(id);
  if (leaveTries_ < ctx_.cfg.requestTries) ep_.arm(leave_, ep_.now() + ctx_.cfg.requestTimeout, this, kLeaveTry);
}

void Subscriber::stopTakingPart() {
  gone_ = true;
  for (auto& rx : rx_) {
    ep_.cancel(rx->check);
    ep_.cancel(rx->delay);
  }
}

void Subscriber::onShutdown(const Packet& p) {
  if (shutDown_) return;
  shutDown_ = true;
  ep_.cancel(join_);
  ep_.cancel(leave_);  // the group is gone: nothing left to leave
  const std::uint32_t msg = cur_ ? cur_->msg : 0;
  const bool unfinished = msg > 0 && !cur_->done;
  if (!gone_) stopTakingPart();
  ctx_.sim.record(kTrShutdownIn, ep_.node(), p.src, p.uid, msg, received(), total(), unfinished ? 1 : 0);
}

void Subscriber::sendJoin() {
  const PacketId id = newControl(ep_, secretary_, kJoin, kAdminPort);
  Packet& p = ctx_.sim.packets()[id];
  p.flags = spec_.multicast ? 1 : 0;
  p.field[1] = ctx_.lanOfNode(ep_.node());  // [choice] the JOIN names the host's segment (digest §2.3)
  ctx_.sim.record(kTrJoin, ep_.node(), secretary_, p.uid, 0, p.sizeBytes, 0, spec_.multicast ? 1 : 0);
  ep_.send(id);
  ++joinTries_;
  if (joinTries_ < ctx_.cfg.requestTries) ep_.arm(join_, ep_.now() + ctx_.cfg.requestTimeout, this, kJoinTry);
}

void Subscriber::onEvent(const Event& ev) {
  switch (ev.kind) {
    case kJoinTry:
      if (!joined_) sendJoin();
      break;
    case kLocate:
      if (!gone_ && !shutDown_) locator_->find();
      break;
    case kCheck:
      check(*rx_[ev.arg32]);
      break;
    case kDelay:
      sendNak(*rx_[ev.arg32]);
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
  Rx& rx = rxFor(p.src);
  const std::uint32_t index = fragmentIndex(p.field[3]), count = fragmentCount(p.field[3]);
  if (index == 0) {
    if (rx.reSrc != kNone32 && !rx.reBroken) {
      ++fragmentLosses_;  // the previous datagram never completed
      ctx_.sim.record(kTrFragmentLost, ep_.node(), rx.reSrc, kNone32, rx.reSeq);
    }
    rx.reSrc = p.src;
    rx.reSeq = p.seq;
    rx.reMsg = p.field[0];
    rx.reGot = 0;
    rx.reBroken = false;
  }
  if (rx.reSrc != p.src || rx.reSeq != p.seq || rx.reMsg != p.field[0] || rx.reGot != index) {
    if (!rx.reBroken && rx.reSrc != kNone32) {
      ++fragmentLosses_;
      ctx_.sim.record(kTrFragmentLost, ep_.node(), rx.reSrc, kNone32, rx.reSeq);
    }
    rx.reBroken = true;
    return;
  }
  if (++rx.reGot < count) return;
  rx.reSrc = kNone32;
  // Payload bytes of the whole datagram: what the socket buffer holds.
  std::uint32_t bytes = 0;
  if (p.flags & kFlagBroadcast)
    bytes = ctx_.cfg.broadcastBytes;
  else
    bytes = ctx_.cfg.datagramBytes;
  onDatagram(rx, p, bytes);
}

bool Subscriber::admitToBuffer(std::uint32_t bytes) {
  const double drained = spec_.drainBytesPerS * toSeconds(ep_.now() - bufAt_);
  buffered_ = buffered_ > drained ? buffered_ - drained : 0;
  bufAt_ = ep_.now();
  if (buffered_ + bytes > spec_.bufferBytes) return false;
  buffered_ += bytes;
  return true;
}

void Subscriber::onDatagram(Rx& rx, const Packet& p, std::uint32_t bytes) {
  if (p.flags & kFlagBroadcast) {
    ++broadcasts_;
    cpu_ += ctx_.cfg.broadcastCpu;  // every host's IP stack handles a broadcast (N7)
  }
  if (!member_ || !joined_ || gone_) return;  // not in the group: the datagram goes nowhere
  const auto msg = static_cast<std::uint32_t>(p.field[0]);
  const auto start = static_cast<SimTime>(p.field[2]);
  if (start < joinTs_) {  // §3.7: a message begun before our JOIN_REPLY is not ours
    if (rx.ignoredMsg != msg) {
      rx.ignoredMsg = msg;
      ctx_.sim.record(kTrIgnoreLate, ep_.node(), p.src, kNone32, msg, 0, start);
    }
    return;
  }
  if (!admitToBuffer(bytes)) {
    ++bufferDrops_;
    ctx_.sim.record(kTrBufferDrop, ep_.node(), p.src, kNone32, p.seq, bytes, static_cast<std::int64_t>(buffered_));
    return;
  }
  if (msg != rx.msg) {
    if (msg < rx.msg) return;  // a late packet of this publisher's older message
    startMessage(rx, p);
  }
  rx.arrived = true;
  if (rx.done || p.seq >= rx.total || rx.got[p.seq]) {
    ++rx.dup;
    ++dupTotal_;
    return;
  }
  rx.got[p.seq] = 1;
  ++rx.count;
  if (p.seq > rx.highest) rx.highest = p.seq;
  if (rx.count == rx.total) complete(rx);
}

void Subscriber::startMessage(Rx& rx, const Packet& p) {
  rx.msg = static_cast<std::uint32_t>(p.field[0]);
  rx.total = static_cast<std::uint32_t>(p.field[1]);
  rx.msgStart = static_cast<SimTime>(p.field[2]);
  rx.got.assign(rx.total, 0);
  rx.count = rx.highest = rx.dup = 0;
  rx.done = false;
  cur_ = &rx;
  ep_.cancel(rx.delay);
  ep_.arm(rx.check, ep_.now() + ctx_.cfg.tw, this, kCheck, indexOf(rx));
}

void Subscriber::complete(Rx& rx) {
  rx.done = true;
  ++completed_;
  completedAt_ = ep_.now();
  ep_.cancel(rx.check);
  ep_.cancel(rx.delay);
  ctx_.sim.record(kTrComplete, ep_.node(), rx.publisher, kNone32, rx.msg, rx.dup, ep_.now() - rx.msgStart);
  if (listener_) listener_->onMessageComplete(ep_.node(), rx.msg);
}

void Subscriber::check(Rx& rx) {
  if (rx.done || gone_) return;
  const bool gap = rx.count < rx.highest + 1;
  rx.silent = !rx.arrived;
  rx.arrived = false;
  if ((gap || rx.silent) && !rx.nakPending && !rx.delay.armed()) {
    const SimTime d = ctx_.cfg.nakDelay ? rng_.uniformInt(0, ctx_.cfg.nakDelayMax) : 0;
    ctx_.sim.record(kTrNakScheduled, ep_.node(), rx.publisher, kNone32, rx.highest, 0, d, gap ? 0 : 1);
    ep_.arm(rx.delay, ep_.now() + d, this, kDelay, indexOf(rx));
  }
  ep_.arm(rx.check, ep_.now() + ctx_.cfg.tw, this, kCheck, indexOf(rx));
}

void Subscriber::sendNak(Rx& rx) {
  if (rx.done || gone_) return;
  // Recompute: another subscriber's request may have repaired our losses meanwhile.
  ResendRequest r;
  r.id = static_cast<std::uint32_t>(ctx_.board.requests.size());
  r.subscriber = ep_.node();
  r.messageId = rx.msg;
  const std::uint32_t end = rx.silent ? rx.total : rx.highest + 1;
  for (std::uint32_t s = 0; s < end && r.ranges.size() < ctx_.cfg.maxRanges; ++s) {
    if (rx.got[s]) continue;
    std::uint32_t e = s;
    while (e + 1 < end && !rx.got[e + 1]) ++e;
    r.ranges.emplace_back(s, e);
    s = e;
  }
  if (r.ranges.empty()) {
    ctx_.sim.record(kTrNakCancelled, ep_.node(), rx.publisher, kNone32, 0, 0, rx.msg);
    return;
  }
  ctx_.sim.record(kTrNakSent, ep_.node(), rx.publisher, kNone32, r.missing(),
                  static_cast<std::uint32_t>(r.ranges.size()), rx.msg);
  ctx_.board.requests.push_back(std::move(r));
  rx.nakPending = true;
  ++naksSent_;
  ctx_.naks.send(ep_, *ctx_.endpoints[rx.publisher], static_cast<std::uint32_t>(ctx_.board.requests.size() - 1), this);
}

std::uint32_t Subscriber::indexOf(const Rx& rx) const {
  std::uint32_t i = 0;
  while (rx_[i].get() != &rx) ++i;
  return i;
}

void Subscriber::onNakDelivered(std::uint32_t id) {
  // The request's message names its publisher; that publisher's receive state may ask again.
  const std::uint32_t publisher = ctx_.board.grant(ctx_.board.requests[id].messageId).publisher;
  for (auto& rx : rx_)
    if (rx->publisher == publisher) rx->nakPending = false;
}

void Subscriber::inspectRx(JsonWriter& w, const Rx& rx) const {
  w.field("message_id", rx.msg).field("total", rx.total).field("received", rx.count);
  w.field("highest_seq", rx.highest).field("complete", rx.done);
  std::uint32_t missing = 0;
  w.key("missing_first").beginArray();
  for (std::uint32_t s = 0; s <= rx.highest && s < rx.total; ++s)
    if (!rx.got[s] && missing++ < 16) w.value(s);
  w.endArray().field("missing_below_highest", missing);
}

void Subscriber::inspect(JsonWriter& w) const {
  w.beginObject().field("member", member_).field("joined", joined_).field("multicast", spec_.multicast);
  w.field("left", gone_).field("shut_down", shutDown_);
  w.field("join_ts_ns", joinTs_);
  if (cur_) {
    inspectRx(w, *cur_);
  } else {
    w.field("message_id", 0).field("total", 0).field("received", 0).field("highest_seq", 0).field("complete", false);
    w.key("missing_first").beginArray().endArray().field("missing_below_highest", 0);
  }
  w.field("messages_complete", completed_);
  const double drained = spec_.drainBytesPerS * toSeconds(ep_.now() - bufAt_);
  w.field("buffer_bytes", buffered_ > drained ? buffered_ - drained : 0.0)
      .field("buffer_capacity_bytes", spec_.bufferBytes);
  w.field("drain_bps", spec_.drainBytesPerS * 8).field("buffer_drops", bufferDrops_);
  bool pending = false;
  for (const auto& rx : rx_) pending = pending || rx->nakPending;
  w.field("naks_sent", naksSent_).field("nak_pending", pending).field("duplicates", dupTotal_);
  w.field("fragment_losses", fragmentLosses_).field("broadcasts_seen", broadcasts_).field("cpu_ns", cpu_);
  if (member_) w.field("secretary", ctx_.sim.nodeName(secretary_));
  // One entry per publisher heard: the messages received side by side (afdp.publishers > 1).
  w.key("by_publisher").beginArray();
  for (const auto& rx : rx_) {
    if (rx->msg == 0) continue;
    w.beginObject().field("publisher", ctx_.sim.nodeName(rx->publisher));
    inspectRx(w, *rx);
    w.endObject();
  }
  w.endArray();
  if (locator_) {
    w.key("locator");
    locator_->inspect(w);
  }
  w.key("timers").beginArray();
  if (join_.armed())
    writeTimer(w, locator_ && !joined_ && joinTries_ == 0 ? "find secretary" : "join retry", join_.deadline());
  for (const auto& rx : rx_) {
    const std::string of = rx_.size() > 1 ? ctx_.sim.nodeName(rx->publisher) : "";
    if (rx->check.armed()) writeTimer(w, "sequence check", rx->check.deadline(), of);
    if (rx->delay.armed()) writeTimer(w, "NAK delay", rx->delay.deadline(), of);
  }
  if (leave_.armed()) writeTimer(w, leaveTries_ == 0 ? "leave" : "leave retry", leave_.deadline());
  w.endArray();
  w.key("link");
  ep_.inspectLink(w);
  w.endObject();
}

}  // namespace ps::afdp

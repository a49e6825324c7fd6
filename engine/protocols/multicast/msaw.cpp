#include "msaw.h"

#include "../common/timers_json.h"

namespace ps {

namespace {
constexpr std::uint64_t kStreamAckWait = 3;  // rng stream: station * 16 + 3
}

// ============================================================================================
// Sender
// ============================================================================================

MsawSender::MsawSender(MulticastContext ctx, Endpoint& ep)
    : ctx_(ctx),
      ep_(ep),
      timeoutBits_(ctx.cfg.sawTimeoutBits()),
      acked_(ctx.cfg.receivers + 1, 0),
      retx_(ctx.cfg.receivers + 1, 0),
      timers_(ctx.cfg.receivers + 1) {
  ep.bind(0, this);
}

bool MsawSender::multicastTimer() const {
  return ctx_.cfg.unicastEquivalent || ctx_.cfg.sawRetrans == RetransMethod::kMulticast;
}

void MsawSender::start() { sendNext(); }

void MsawSender::armSingle() { single_.set(ctx_.sim.scheduler(), ctx_.sim.now() + timeout(), this, kTimer, 0); }

void MsawSender::sendNext() {
  if (next_ >= ctx_.cfg.packets) {
    state_ = State::kIdle;
    return;
  }
  current_ = next_++;
  state_ = State::kWait;
  std::fill(acked_.begin(), acked_.end(), 0);
  std::fill(retx_.begin(), retx_.end(), 0);
  ackCount_ = 0;
  ctx_.stats.begin(current_, ctx_.sim.now(), 1);
  Scheduler& s = ctx_.sim.scheduler();
  if (ctx_.cfg.unicastEquivalent) {
    target_ = 1;
    sendData(target_, false);
    armSingle();
    return;
  }
  sendData(ctx_.group, false);
  if (multicastTimer()) {
    armSingle();
  } else {
    for (std::uint32_t j = 1; j <= ctx_.cfg.receivers; ++j)
      s.arm(timers_[j], ctx_.sim.now() + timeout(), this, kTimer, j);
  }
}

void MsawSender::sendData(std::uint32_t dst, bool retrans) {
  const std::uint32_t uid = ctx_.sendFrame(ep_, dst, kFrameData, seq_, current_ + 1);
  const std::uint32_t peer = dst == ctx_.group ? kNone32 : dst;
  if (retrans) {
    ctx_.sim.record(kMcRetransmission, kSenderStation, peer, uid, seq_, current_ + 1, ctx_.stats.at(current_).retrans);
  } else {
    ctx_.sim.record(kMcDataSent, kSenderStation, peer, uid, seq_, current_ + 1);
  }
}

void MsawSender::onReceive(Endpoint&, const Packet& p) {
  if (p.type == kFrameAck) onAck(p.src, p.seq);
}

void MsawSender::onAck(std::uint32_t from, std::uint32_t seq) {
  // Valid iff it acknowledges the outstanding message and comes from a group member (§2.5).
  const bool member = from >= 1 && from <= ctx_.cfg.receivers;
  const bool valid =
      state_ == State::kWait && member && seq == seq_ && (!ctx_.cfg.unicastEquivalent || from == target_);
  if (!valid) {
    ctx_.sim.record(kMcAckIgnored, kSenderStation, from, kNone32, seq);
    return;
  }
  Scheduler& s = ctx_.sim.scheduler();
  if (!acked_[from]) {
    acked_[from] = 1;
    ++ackCount_;
  }
  if (ctx_.cfg.unicastEquivalent) {
    ctx_.sim.record(kMcAckReceived, kSenderStation, from, kNone32, seq, 0, ctx_.cfg.receivers - ackCount_);
    if (target_ < ctx_.cfg.receivers) {  // serve the next receiver with the same message
      ++target_;
      sendData(target_, false);
      armSingle();
      return;
    }
    complete(false);
    return;
  }
  ctx_.sim.record(kMcAckReceived, kSenderStation, from, kNone32, seq, 0, ctx_.cfg.receivers - ackCount_);
  if (ackCount_ == ctx_.cfg.receivers) {
    complete(false);
    return;
  }
  if (multicastTimer()) {
    // Restart lazily: move the deadline; the armed event re-arms itself when it fires early.
    if (ctx_.cfg.sawTimerRestart == TimerRestart::kOnAck) {
      if (waitingQuiet_) {  // expired but not yet acted on: the ACK restarts it after all
        waitingQuiet_ = false;
        armSingle();
      } else {
        single_.moveDeadline(ctx_.sim.now() + timeout());
      }
    }
  } else {
    s.cancel(timers_[from]);
  }
}

void MsawSender::onTimeout(std::uint32_t receiver) {
  if (state_ != State::kWait) return;
  // Restarted by an ACK since it was armed: the event re-arms itself for the real deadline.
  if (receiver == 0 && !single_.expired(ctx_.sim.scheduler(), this, kTimer, 0)) return;
  if (receiver == 0 && ctx_.cfg.sawTimerExpiry == TimerExpiry::kQuiet && !ep_.networkQuiet()) {
    if (!waitingQuiet_) {
      waitingQuiet_ = true;
      ctx_.sim.record(kMcTimeoutDeferred, kSenderStation, kNone32, kNone32, seq_, current_ + 1);
      ep_.notifyWhenQuiet(this);
    }
    return;
  }
  expire(receiver);
}

void MsawSender::onNetworkQuiet(Endpoint&) {
  if (!waitingQuiet_ || state_ != State::kWait) return;
  waitingQuiet_ = false;
  expire(0);
}

void MsawSender::expire(std::uint32_t receiver) {
  ++timeouts_;
  const std::uint32_t missing = ctx_.cfg.receivers - ackCount_;
  const std::uint32_t peer = ctx_.cfg.unicastEquivalent ? target_ : receiver == 0 ? kNone32 : receiver;
  ctx_.sim.record(kMcTimeout, kSenderStation, peer, kNone32, seq_, current_ + 1, missing);
  // "If this does not exceed the maximum retransmission count" (§2.5): retransmit while
  // count <= limit, so the count can reach limit + 1.
  std::uint32_t& count = retx_[ctx_.cfg.unicastEquivalent ? target_ : receiver];
  if (static_cast<std::int64_t>(count) > ctx_.cfg.sawRetransLimit) {
    complete(true);
    return;
  }
  ++count;
  ++ctx_.stats.at(current_).retrans;
  Scheduler& s = ctx_.sim.scheduler();
  if (ctx_.cfg.unicastEquivalent) {
    sendData(target_, true);
    armSingle();
  } else if (receiver == 0) {
    sendData(ctx_.group, true);
    armSingle();
  } else {
    sendData(receiver, true);
    s.arm(timers_[receiver], ctx_.sim.now() + timeout(), this, kTimer, receiver);
  }
}

void MsawSender::complete(bool fail) {
  const SimTime now = ctx_.sim.now();
  ctx_.stats.finish(current_, now, fail);
  const PacketRecord& rec = ctx_.stats.at(current_);
  if (fail)
    ctx_.sim.record(kMcFailure, kSenderStation, kNone32, kNone32, seq_, current_ + 1, rec.retrans);
  else
    ctx_.sim.record(kMcDelivered, kSenderStation, kNone32, kNone32, seq_, current_ + 1, now - rec.start);
  for (Timer& t : timers_) ctx_.sim.scheduler().cancel(t);  // invalidate all active timers
  single_.cancel(ctx_.sim.scheduler());
  waitingQuiet_ = false;
  seq_ ^= 1;
  state_ = State::kIdle;
  sendNext();
}

void MsawSender::onEvent(const Event& ev) {
  if (ev.kind == kTimer) onTimeout(ev.arg32);
}

void MsawSender::inspect(JsonWriter& w) const {
  const auto& cfg = ctx_.cfg;
  w.beginObject().field("protocol", cfg.unicastEquivalent ? "unicast SAW" : "MSAW");
  w.field("state", state_ == State::kWait ? "WAIT" : "IDLE");
  w.field("message", current_ + 1).field("seq", seq_).field("messages_done", ctx_.stats.completed());
  w.field("timeout_bits", timeoutBits_);
  w.field("retransmission", cfg.unicastEquivalent                         ? "unicast-equivalent"
                            : cfg.sawRetrans == RetransMethod::kMulticast ? "multicast"
                                                                          : "unicast");
  if (cfg.unicastEquivalent) w.field("serving", ctx_.sim.nodeName(target_));
  w.field("retransmissions", state_ == State::kWait ? ctx_.stats.at(current_).retrans : 0u);
  w.field("timeouts", timeouts_);
  w.field("timeout_waits_for_quiet_lan", waitingQuiet_);
  w.key("timers").beginArray();
  if (single_.armed())
    writeTimer(w, "retransmission", single_.deadline(), cfg.unicastEquivalent ? ctx_.sim.nodeName(target_) : "all");
  for (std::uint32_t j = 1; j < timers_.size(); ++j)
    if (timers_[j].armed()) writeTimer(w, "retransmission", timers_[j].deadline(), ctx_.sim.nodeName(station(j)));
  w.endArray();
  w.key("acks").beginArray();
  for (std::uint32_t j = 1; j <= cfg.receivers; ++j) {
    w.beginObject().field("receiver", ctx_.sim.nodeName(station(j))).field("acked", acked_[j] != 0);
    w.field("retransmissions", multicastTimer() ? retx_[0] : retx_[j]).endObject();
  }
  w.endArray();
  w.key("link");
  ep_.inspectLink(w);
  w.endObject();
}

// ============================================================================================
// Receiver
// ============================================================================================

MsawReceiver::MsawReceiver(MulticastContext ctx, Endpoint& ep)
    : ctx_(ctx), ep_(ep), station_(ep.node()), rng_(ctx.sim.rngFor(std::uint64_t{ep.node()} * 16 + kStreamAckWait)) {
  ep.bind(0, this);
}

void MsawReceiver::onReceive(Endpoint&, const Packet& p) {
  if (p.type != kFrameData) return;
  if (p.seq == expected_) {
    ++accepted_;
    ctx_.sim.record(kMcAccepted, station_, kSenderStation, p.uid, p.seq, static_cast<std::uint32_t>(p.field[0]));
    ctx_.stats.delivered(static_cast<std::uint32_t>(p.field[0]) - 1, ctx_.sim.now());  // for dlat (no trace)
    acknowledge(p.seq);
    expected_ ^= 1;
  } else {
    // A duplicate: our ACK was lost (or the sender moved on after a failure). ACK it again.
    ++duplicates_;
    ctx_.sim.record(kMcDuplicate, station_, kSenderStation, p.uid, p.seq, expected_, 1);
    acknowledge(p.seq);
  }
}

void MsawReceiver::acknowledge(std::uint32_t seq) {
  const std::int64_t rand = ctx_.cfg.sawRand;
  if (ackWait_.armed()) {  // one pending randomized ACK: it now acknowledges the newest seq
    pendingSeq_ = seq;
    return;
  }
  const std::int64_t k = rand > 0 ? rng_.uniformInt(0, rand) : 0;
  if (k == 0) {
    sendAck(seq, 0);
    return;
  }
  pendingSeq_ = seq;
  pendingSince_ = ctx_.sim.now();
  ctx_.sim.record(kMcAckScheduled, station_, kSenderStation, kNone32, seq, 0, ctx_.bits(k));
  ctx_.sim.scheduler().arm(ackWait_, ctx_.sim.now() + ctx_.bits(k), this, kAckWait);
}

void MsawReceiver::sendAck(std::uint32_t seq, SimTime waited) {
  ++acksSent_;
  const std::uint32_t uid = ctx_.sendFrame(ep_, kSenderStation, kFrameAck, seq, 0);
  ctx_.sim.record(kMcAckSent, station_, kSenderStation, uid, seq, 0, waited);
}

void MsawReceiver::onEvent(const Event& ev) {
  if (ev.kind == kAckWait) sendAck(pendingSeq_, ctx_.sim.now() - pendingSince_);
}

void MsawReceiver::inspect(JsonWriter& w) const {
  w.beginObject().field("protocol", "MSAW").field("expected", expected_);
  w.key("timers").beginArray();
  if (ackWait_.armed()) writeTimer(w, "random ACK wait", ackWait_.deadline(), "", pendingSeq_);
  w.endArray();
  w.field("accepted", accepted_).field("duplicates", duplicates_).field("acks_sent", acksSent_);
  w.key("link");
  ep_.inspectLink(w);
  w.endObject();
}

}  // namespace ps

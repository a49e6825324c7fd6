#include "mbap.h"

#include "../common/timers_json.h"

namespace ps {

namespace {
constexpr std::uint64_t kStreamAckWait = 3;  // rng stream: station * 16 + 3 (as MSAW)
}

// ============================================================================================
// Sender
// ============================================================================================

MbapSender::MbapSender(MulticastContext ctx, Endpoint& ep)
    : ctx_(ctx),
      ep_(ep),
      timeoutBits_(ctx.cfg.bapTimeoutBits()),
      win_(ctx.cfg.bapWindow, 2 * ctx.cfg.bapWindow),
      acks_(ctx.cfg.receivers + 1) {
  ep.bind(0, this);
}

void MbapSender::start() { fill(); }

void MbapSender::fill() {
  // Send as many queued messages as the window allows, all at this instant.
  const std::uint32_t before = win_.count();
  const SimTime now = ctx_.sim.now();
  while (!win_.full() && first_ + win_.count() < ctx_.cfg.packets) {
    const std::uint32_t m = first_ + win_.count();
    ctx_.stats.begin(m, now, 1);
    const std::uint32_t dst = ctx_.cfg.unicastEquivalent ? target_ : ctx_.group;
    const std::uint32_t uid = ctx_.sendFrame(ep_, dst, kFrameData, seqOf(m), m + 1);
    ctx_.sim.record(kMcDataSent, kSenderStation, dst == ctx_.group ? kNone32 : dst, uid, seqOf(m), m + 1);
    win_.push();
    armTimer();  // set as each message is sent
  }
  for (std::uint32_t i = before; i < win_.count(); ++i) ctx_.stats.at(first_ + i).window = win_.count();
  if (win_.empty()) {
    ctx_.sim.scheduler().cancel(timer_);
    waitingQuiet_ = false;
  }
}

void MbapSender::armTimer() {
  waitingQuiet_ = false;
  ctx_.sim.scheduler().arm(timer_, ctx_.sim.now() + timeout(), this, kPacketTimer);
}

void MbapSender::sendWindowTo(std::uint32_t dst, bool retrans) {
  for (std::uint32_t i = 0; i < win_.count(); ++i) {
    const std::uint32_t m = first_ + i;
    if (retrans) ++ctx_.stats.at(m).retrans;
    const std::uint32_t uid = ctx_.sendFrame(ep_, dst, kFrameData, seqOf(m), m + 1);
    const std::uint32_t peer = dst == ctx_.group ? kNone32 : dst;
    if (retrans)
      ctx_.sim.record(kMcRetransmission, kSenderStation, peer, uid, seqOf(m), m + 1, ctx_.stats.at(m).retrans);
    else
      ctx_.sim.record(kMcDataSent, kSenderStation, peer, uid, seqOf(m), m + 1);
  }
  armTimer();
}

void MbapSender::onReceive(Endpoint&, const Packet& p) {
  if (p.type == kFrameAck) onAck(p.src, p.seq);
}

void MbapSender::onAck(std::uint32_t from, std::uint32_t seq) {
  const bool member = from >= 1 && from <= ctx_.cfg.receivers;
  const std::uint32_t c = win_.count();
  const std::uint32_t rk = rank(seq % win_.modulus());
  bool valid = member && c > 0 && rk < c && (!ctx_.cfg.unicastEquivalent || from == target_);
  if (valid && acks_[from].valid && rank(acks_[from].seq) >= rk) valid = false;  // duplicate or stale
  if (!valid) {
    ctx_.sim.record(kMcAckIgnored, kSenderStation, from, kNone32, seq);
    return;
  }
  acks_[from] = AckSlot{true, seq};
  ctx_.sim.record(kMcAckReceived, kSenderStation, from, kNone32, seq, 0, rk + 1);
  if (ctx_.cfg.unicastEquivalent) {
    if (rk + 1 < c) return;  // the receiver being served must have the whole window
    acks_[from].valid = false;
    if (target_ < ctx_.cfg.receivers) {
      ++target_;
      sendWindowTo(target_, false);
      return;
    }
    target_ = 1;
    advance(c, false);
    return;
  }
  // The last message acknowledged by all: the lowest rank over every receiver's slot.
  std::uint32_t lowest = c;
  for (std::uint32_t j = 1; j <= ctx_.cfg.receivers; ++j) {
    if (!acks_[j].valid) return;
    const std::uint32_t r = rank(acks_[j].seq);
    if (r < lowest) lowest = r;
  }
  advance(lowest + 1, false);
}

void MbapSender::advance(std::uint32_t k, bool fail) {
  const SimTime now = ctx_.sim.now();
  for (std::uint32_t i = 0; i < k; ++i) {
    const std::uint32_t m = first_ + i;
    ctx_.stats.finish(m, now, fail);
    const PacketRecord& rec = ctx_.stats.at(m);
    if (fail)
      ctx_.sim.record(kMcFailure, kSenderStation, kNone32, kNone32, seqOf(m), m + 1, rec.retrans);
    else
      ctx_.sim.record(kMcDelivered, kSenderStation, kNone32, kNone32, seqOf(m), m + 1, now - rec.start);
  }
  // Slots that only covered the advanced messages become invalid; the others keep their seq.
  for (std::uint32_t j = 1; j <= ctx_.cfg.receivers; ++j)
    if (acks_[j].valid && rank(acks_[j].seq) < k) acks_[j].valid = false;
  first_ += k;
  win_.advance(k);
  if (k > 0) windowRetrans_ = 0;
  ctx_.sim.record(kMcWindowAdvance, kSenderStation, kNone32, kNone32, win_.first(), win_.count(), k);
  fill();
}

void MbapSender::onTimeout() {
  if (win_.empty()) return;
  if (ctx_.cfg.bapTimerExpiry != TimerExpiry::kDeadline && !ep_.networkQuiet()) {
    if (!waitingQuiet_) {
      waitingQuiet_ = true;
      ctx_.sim.record(kMcTimeoutDeferred, kSenderStation, kNone32, kNone32, win_.first(), first_ + 1);
      ep_.notifyWhenQuiet(this);
    }
    return;
  }
  waitingQuiet_ = false;
  ++timeouts_;
  ctx_.sim.record(kMcTimeout, kSenderStation, ctx_.cfg.unicastEquivalent ? target_ : kNone32, kNone32, win_.first(),
                  first_ + 1, win_.count());
  // "If the retransmission count has not been exceeded" (§2.6): the oldest message has the
  // highest count; retransmit while it is <= the limit.
  const std::uint32_t count =
      ctx_.cfg.bapRetransCount == RetransCount::kWindow ? windowRetrans_ : ctx_.stats.at(first_).retrans;
  if (static_cast<std::int64_t>(count) > ctx_.cfg.bapRetransLimit) {
    target_ = 1;
    advance(win_.count(), true);
    return;
  }
  ++windowRetrans_;
  sendWindowTo(ctx_.cfg.unicastEquivalent ? target_ : ctx_.group, true);
}

void MbapSender::onEvent(const Event& ev) {
  if (ev.kind == kPacketTimer) onTimeout();
}

void MbapSender::onNetworkQuiet(Endpoint&) {
  if (!waitingQuiet_) return;
  onTimeout();
}

void MbapSender::inspect(JsonWriter& w) const {
  const auto& cfg = ctx_.cfg;
  w.beginObject().field("protocol", cfg.unicastEquivalent ? "unicast BAP" : "MBAP");
  w.key("window").beginObject().field("s", win_.first()).field("c", win_.count()).field("w", win_.size());
  w.field("first_message", first_ + 1).key("retransmissions").beginArray();
  for (std::uint32_t i = 0; i < win_.count(); ++i) w.value(ctx_.stats.at(first_ + i).retrans);
  w.endArray().endObject();
  w.field("messages_done", ctx_.stats.completed()).field("timeout_bits", timeoutBits_).field("timeouts", timeouts_);
  w.field("window_retransmissions", windowRetrans_).field("timeout_waits_for_quiet_lan", waitingQuiet_);
  if (cfg.unicastEquivalent) w.field("serving", ctx_.sim.nodeName(target_));
  w.key("timers").beginArray();
  if (timer_.armed())
    writeTimer(w, "packet", timer_.deadline(), cfg.unicastEquivalent ? ctx_.sim.nodeName(target_) : "all");
  w.endArray();
  w.key("acks").beginArray();
  for (std::uint32_t j = 1; j <= cfg.receivers; ++j) {
    w.beginObject().field("receiver", ctx_.sim.nodeName(j)).field("valid", acks_[j].valid);
    if (acks_[j].valid) w.field("seq", acks_[j].seq).field("rank", rank(acks_[j].seq));
    w.endObject();
  }
  w.endArray();
  w.key("link");
  ep_.inspectLink(w);
  w.endObject();
}

// ============================================================================================
// Receiver
// ============================================================================================

MbapReceiver::MbapReceiver(MulticastContext ctx, Endpoint& ep)
    : ctx_(ctx),
      ep_(ep),
      station_(ep.node()),
      n_(ctx.cfg.bapWindow),
      mod_(2 * ctx.cfg.bapWindow),
      rng_(ctx.sim.rngFor(std::uint64_t{ep.node()} * 16 + kStreamAckWait)) {
  ep.bind(0, this);
}

void MbapReceiver::onReceive(Endpoint&, const Packet& p) {
  if (p.type != kFrameData) return;
  const std::uint32_t expected = static_cast<std::uint32_t>((last_ + 1) % mod_);
  if (p.seq != expected) {  // not the next in sequence: discard without acknowledgment (§2.6)
    ++discarded_;
    const bool reAck = ctx_.cfg.bapDuplicateAck && last_ >= 0;
    ctx_.sim.record(kMcDuplicate, station_, kSenderStation, p.uid, p.seq, expected, reAck ? 1 : 0);
    if (reAck) {
      count_ = 0;
      acknowledge();
    }
    return;
  }
  last_ = p.seq;
  ++count_;
  ++accepted_;
  ctx_.sim.record(kMcAccepted, station_, kSenderStation, p.uid, p.seq, static_cast<std::uint32_t>(p.field[0]));
  ctx_.stats.delivered(static_cast<std::uint32_t>(p.field[0]) - 1, ctx_.sim.now());  // for dlat (no trace)
  // Restart the ACK delay timer. Lazily: the deadline moves and the armed event, when it fires
  // early, re-arms itself for the deadline (one heap event per quiet period, not one per frame).
  waitingQuiet_ = false;  // the data restarts the ACK delay timer
  ackDelay_.extend(ctx_.sim.scheduler(), ctx_.sim.now() + ctx_.bits(ctx_.cfg.bapAckTimeout), this, kAckDelay);
  if (count_ == n_) {
    count_ = 0;
    if (ctx_.cfg.bapAckTimerStops) ackDelay_.cancel(ctx_.sim.scheduler());
    acknowledge();
  }
}

void MbapReceiver::acknowledge() {
  if (ackWait_.armed()) return;  // a randomized ACK is pending; it will carry the newest seq
  const std::int64_t rand = ctx_.cfg.bapRand;
  const std::int64_t k = rand > 0 ? rng_.uniformInt(0, rand) : 0;
  if (k == 0) {
    sendAck(0);
    return;
  }
  pendingSince_ = ctx_.sim.now();
  ctx_.sim.record(kMcAckScheduled, station_, kSenderStation, kNone32, static_cast<std::uint32_t>(last_), 0,
                  ctx_.bits(k));
  ctx_.sim.scheduler().arm(ackWait_, ctx_.sim.now() + ctx_.bits(k), this, kAckWait);
}

void MbapReceiver::sendAck(SimTime waited) {
  ++acksSent_;
  const auto seq = static_cast<std::uint32_t>(last_);
  const std::uint32_t uid = ctx_.sendFrame(ep_, kSenderStation, kFrameAck, seq, 0);
  ctx_.sim.record(kMcAckSent, station_, kSenderStation, uid, seq, 0, waited);
}

void MbapReceiver::onEvent(const Event& ev) {
  if (ev.kind == kAckWait) {
    sendAck(ctx_.sim.now() - pendingSince_);
    return;
  }
  if (ev.kind == kAckDelay) {
    // Data arrived since it was armed: the event re-arms itself for the real deadline.
    if (!ackDelay_.expired(ctx_.sim.scheduler(), this, kAckDelay)) return;
    if (ctx_.cfg.bapTimerExpiry == TimerExpiry::kQuietAll && !ep_.networkQuiet()) {
      if (!waitingQuiet_) {
        waitingQuiet_ = true;
        ep_.notifyWhenQuiet(this);
      }
      return;
    }
    ackDelayExpired();
  }
}

void MbapReceiver::onNetworkQuiet(Endpoint&) {
  if (!waitingQuiet_) return;
  waitingQuiet_ = false;
  ackDelayExpired();
}

void MbapReceiver::ackDelayExpired() {
  // No data for t: our ACK or the sender's data may have been lost. Report where we are.
  ctx_.sim.record(kMcAckTimer, station_, kSenderStation, kNone32, static_cast<std::uint32_t>(last_ < 0 ? 0 : last_));
  const bool ack = last_ >= 0 && (count_ > 0 || ctx_.cfg.bapAckTimerMode == AckTimerMode::kAlways);
  if (ack) {
    ++timerAcks_;
    count_ = 0;
    acknowledge();
  }
  ackDelay_.set(ctx_.sim.scheduler(), ctx_.sim.now() + ctx_.bits(ctx_.cfg.bapAckTimeout), this, kAckDelay);
}

void MbapReceiver::inspect(JsonWriter& w) const {
  w.beginObject().field("protocol", "MBAP").field("last", last_);
  w.field("expected", static_cast<std::int64_t>((last_ + 1) % mod_)).field("count", count_).field("window", n_);
  w.key("timers").beginArray();
  if (ackDelay_.armed()) writeTimer(w, "ACK delay", ackDelay_.deadline());
  if (ackWait_.armed()) writeTimer(w, "random ACK wait", ackWait_.deadline(), "", last_);
  w.endArray();
  w.field("accepted", accepted_).field("discarded", discarded_).field("acks_sent", acksSent_);
  w.field("timer_acks", timerAcks_);
  w.key("link");
  ep_.inspectLink(w);
  w.endObject();
}

}  // namespace ps

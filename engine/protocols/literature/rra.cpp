#include "rra.h"

#include <algorithm>

#include "../common/timers_json.h"

namespace ps {

// ============================================================================================
// Sender
// ============================================================================================

RraSender::RraSender(LitContext ctx, Endpoint& ep)
    : ctx_(ctx),
      ep_(ep),
      queue_(ctx.queueOf(ep.node())),
      r_(ctx.members - 1),
      rx_(ctx.members, SeqWindow(64)),
      lastAck_(ctx.members, -1) {
  ep.bind(0, this);
}

void RraSender::start() { proceed(); }

std::uint32_t RraSender::nextNamed() {
  named_ = named_ % r_ + 1;  // R1, R2, ..., Rr, R1, ...
  return named_;
}

void RraSender::proceed() {
  if (awaiting_ != kNone32) return;
  if (queue_.available(ep_.now())) {
    sendNew();
    return;
  }
  if (!queue_.exhausted()) {
    ep_.arm(appTimer_, queue_.nextOfferAt(), this, kAppTimer);
    return;
  }
  updateStable();
  if (stableUpTo_ < lastSeq_) poll();
}

void RraSender::sendNew() {
  const std::uint32_t record = queue_.take();
  const std::uint32_t seq = ++lastSeq_;
  const std::uint32_t named = nextNamed();
  ctx_.stats.begin(record, ep_.now(), 1);
  const std::uint32_t uid = ctx_.send(ep_, ctx_.group, kRraData, seq, true, [&](Packet& p) {
    p.field[0] = record + 1;
    p.field[1] = named;
  });
  ctx_.sim.record(kRraDataSent, ep_.node(), kNone32, uid, seq, record + 1, named);
  attempts_ = 0;
  awaitNew_ = true;
  await(named, seq);
}

void RraSender::poll() {
  // The receiver furthest behind whose acknowledgment does not yet cover the last message.
  std::uint32_t j = 1;
  for (std::uint32_t k = 2; k <= r_; ++k)
    if (rx_[k].le() < rx_[j].le()) j = k;
  ++polls_;
  const std::uint32_t seq = lastSeq_;
  const std::uint32_t uid = ctx_.send(ep_, j, kRraPoll, seq, false, [&](Packet& p) { p.field[1] = j; });
  ctx_.sim.record(kRraPollSent, ep_.node(), j, uid, seq);
  attempts_ = 0;
  awaitNew_ = false;
  await(j, seq);
}

void RraSender::await(std::uint32_t receiver, std::uint32_t seq) {
  awaiting_ = receiver;
  awaitSeq_ = seq;
  ep_.arm(ackTimer_, ep_.now() + ctx_.bits(ctx_.cfg.rra.timeout), this, kAckTimer);
}

void RraSender::resend(std::uint32_t receiver, std::uint32_t seq, bool nameIt) {
  const std::uint32_t record = seq - 1;  // one sender: message k has seq k + 1
  ++ctx_.stats.at(record).retrans;
  ++repairs_;
  const std::uint32_t named = nameIt ? receiver : 0;
  const std::uint32_t uid = ctx_.send(ep_, receiver, kRraData, seq, true, [&](Packet& p) {
    p.field[0] = record + 1;
    p.field[1] = named;
  });
  ctx_.sim.record(kRraRetransSent, ep_.node(), receiver, uid, seq, record + 1, named);
}

void RraSender::onReceive(Endpoint&, const Packet& p) {
  if (p.type != kRraAck) return;
  const std::uint32_t j = p.src;
  if (j != awaiting_ || p.field[2] != awaitSeq_) return;  // not the acknowledgment we wait for
  ep_.cancel(ackTimer_);
  rx_[j].assign(p.seq, p.field[1], static_cast<std::uint32_t>(p.field[3]));
  lastAck_[j] = ep_.now();
  // What this receiver still lacks, up to the message it acknowledges.
  std::uint32_t missing = 0, lastMissing = 0;
  for (std::uint32_t s = rx_[j].le(); s <= awaitSeq_ && s < rx_[j].le() + 64; ++s)
    if (!rx_[j].ack(s)) {
      ++missing;
      lastMissing = s;
    }
  ctx_.sim.record(kRraAckReceived, ep_.node(), j, kNone32, rx_[j].le(), missing);
  updateStable();
  if (missing > 0 && attempts_ < ctx_.cfg.rra.retransLimit) {
    ++attempts_;
    for (std::uint32_t s = rx_[j].le(); s <= lastMissing; ++s)
      if (!rx_[j].ack(s)) resend(j, s, s == lastMissing);
    awaitNew_ = false;
    await(j, lastMissing);
    return;
  }
  awaiting_ = kNone32;
  proceed();
}

void RraSender::updateStable() {
  std::uint32_t m = lastSeq_;
  for (std::uint32_t j = 1; j <= r_; ++j) m = std::min(m, rx_[j].le() - 1);
  for (std::uint32_t s = stableUpTo_ + 1; s <= m; ++s) ctx_.sim.record(kRraStable, ep_.node(), kNone32, kNone32, s, s);
  stableUpTo_ = std::max(stableUpTo_, m);
}

void RraSender::onEvent(const Event& ev) {
  if (ev.kind == kAppTimer) {
    proceed();
    return;
  }
  if (ev.kind != kAckTimer || awaiting_ == kNone32) return;
  ++timeouts_;
  const std::uint32_t j = awaiting_;
  ctx_.sim.record(kLitTimeout, ep_.node(), j, kNone32, awaitSeq_, awaitSeq_, attempts_ + 1);
  if (attempts_ >= ctx_.cfg.rra.retransLimit) {  // move on; j reports its gaps on its next turn
    awaiting_ = kNone32;
    proceed();
    return;
  }
  ++attempts_;
  if (queue_.exhausted() && awaitSeq_ == lastSeq_ && !awaitNew_) {
    // A poll (or the repair of the last message) went unanswered: poll again.
    ++polls_;
    const std::uint32_t seq = awaitSeq_;
    const std::uint32_t uid = ctx_.send(ep_, j, kRraPoll, seq, false, [&](Packet& p) { p.field[1] = j; });
    ctx_.sim.record(kRraPollSent, ep_.node(), j, uid, seq);
  } else {
    resend(j, awaitSeq_, true);
  }
  await(j, awaitSeq_);
}

void RraSender::inspect(JsonWriter& w) const {
  const auto name = [&](std::uint32_t n) { return ctx_.sim.nodeName(n); };
  w.beginObject().field("protocol", "RRA").field("role", "sender");
  w.field("messages_sent", queue_.taken()).field("messages", queue_.count()).field("last_seq", lastSeq_);
  w.field("stable_up_to", stableUpTo_).field("next_named", name(named_ % r_ + 1));
  if (awaiting_ != kNone32)
    w.key("awaiting")
        .beginObject()
        .field("receiver", name(awaiting_))
        .field("seq", awaitSeq_)
        .field("attempts", attempts_)
        .endObject();
  w.field("timeouts", timeouts_).field("repairs", repairs_).field("polls", polls_);
  w.key("rotation").beginArray();
  for (std::uint32_t j = 1; j <= r_; ++j) {
    w.beginObject().field("receiver", name(j)).field("le", rx_[j].le()).field("named", j == named_);
    w.field("bits", rx_[j].bitString(16));
    if (lastAck_[j] >= 0) w.field("last_ack_ns", lastAck_[j]);
    w.endObject();
  }
  w.endArray();
  w.key("timers").beginArray();
  if (ackTimer_.armed()) writeTimer(w, "ACK", ackTimer_.deadline(), name(awaiting_), awaitSeq_);
  w.endArray();
  w.key("link");
  ep_.inspectLink(w);
  w.endObject();
}

// ============================================================================================
// Receiver
// ============================================================================================

RraReceiver::RraReceiver(LitContext ctx, Endpoint& ep) : ctx_(ctx), ep_(ep), self_(ep.node()) { ep.bind(0, this); }

void RraReceiver::onReceive(Endpoint&, const Packet& p) {
  if (p.type == kRraPoll || p.type == kRraData) sender_ = p.src;
  if (p.type == kRraPoll) {
    if (p.field[1] == self_) acknowledge(p.seq);
    return;
  }
  if (p.type != kRraData) return;
  if (win_.receive(p.seq)) {
    // Deliver what is now in sequence (one sender: seq s is record s - 1).
    while (deliveredUpTo_ + 1 < win_.le()) {
      ++deliveredUpTo_;
      ctx_.deliver(self_, p.src, deliveredUpTo_ - 1, deliveredUpTo_);
    }
  } else {
    ++duplicates_;
    ctx_.sim.record(kLitDuplicate, self_, p.src, p.uid, p.seq, static_cast<std::uint32_t>(p.field[0]));
  }
  if (p.field[1] == self_) acknowledge(p.seq);
}

void RraReceiver::acknowledge(std::uint32_t ackedSeq) {
  ++acks_;
  ++named_;
  const std::uint32_t covered = win_.hr() > hrAtLastAck_ ? win_.hr() - hrAtLastAck_ : 0;
  hrAtLastAck_ = win_.hr();
  const std::uint32_t le = win_.le();
  const std::uint64_t bits = win_.bits64();
  const std::uint32_t hr = win_.hr();
  const std::uint32_t uid = ctx_.send(ep_, sender_, kRraAck, le, false, [&](Packet& p) {
    p.field[1] = bits;
    p.field[2] = ackedSeq;
    p.field[3] = hr;
  });
  lastAckAt_ = ep_.now();
  ctx_.sim.record(kRraAckSent, self_, sender_, uid, le, ackedSeq, covered);
}

void RraReceiver::inspect(JsonWriter& w) const {
  w.beginObject().field("protocol", "RRA").field("role", "receiver");
  w.field("le", win_.le()).field("hr", win_.hr()).field("bits", win_.bitString(16));
  w.field("delivered", deliveredUpTo_).field("acks_sent", acks_).field("duplicates", duplicates_);
  if (lastAckAt_ >= 0) w.field("last_ack_ns", lastAckAt_);
  w.key("timers").beginArray().endArray();
  w.key("link");
  ep_.inspectLink(w);
  w.endObject();
}

}  // namespace ps

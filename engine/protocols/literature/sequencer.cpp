// Kaashoek et al.'s sequencer-based broadcast (the rules are described in sequencer.h).
// Long file: one entity plays member, source and sequencer (history buffer, ACK table, two-phase
// synchronisation); the roles share the delivery state, so they stay in one file.
#include "sequencer.h"

#include <algorithm>

#include "../common/timers_json.h"

namespace ps {

namespace {
constexpr std::size_t kOrderTail = 8;
}

SeqNode::SeqNode(LitContext ctx, Endpoint& ep, bool sender)
    : ctx_(ctx),
      ep_(ep),
      self_(ep.node()),
      sequencer_(ctx.cfg.seq.sequencer),
      isSequencer_(ep.node() == ctx.cfg.seq.sequencer),
      sender_(sender),
      rng_(ctx.sim.rngFor(std::uint64_t{ep.node()} * 16 + kLitRngStream)),
      held_(std::max<std::uint32_t>(ctx.cfg.seq.memberBuffer, 1)),
      queue_(sender ? ctx.queueOf(ep.node()) : MessageQueue()) {
  ep.bind(0, this);
  ep.setDepartureListener(this);
  if (isSequencer_) {
    history_.resize(ctx.cfg.seq.history);
    resentInSync_.assign(ctx.cfg.seq.history, 0);
    ackTable_.assign(ctx.members, 0);
    lastNr_.assign(ctx.members, 0);
    lastSeqOf_.assign(ctx.members, 0);
    resentFrom_.assign(ctx.members, 0);
    resentUpTo_.assign(ctx.members, 0);
    resentAt_.assign(ctx.members, -1);
    lastDummyAck_.assign(ctx.members, kNone32);
    phaseDone_.assign(ctx.members, 0);
  }
  orderTail_.reserve(kOrderTail);
}

void SeqNode::start() {
  if (!isSequencer_)  // the first dummy at a random instant, so that the members do not send together
    ep_.arm(silenceTimer_, ep_.now() + ctx_.bits(rng_.uniformInt(1, ctx_.cfg.seq.silence)), this, kSilenceTimer);
  if (sender_) nextRequest();
}

void SeqNode::crash() {
  crashed_ = true;
  Scheduler& s = ctx_.sim.scheduler();
  for (Timer* t : {&retransTimer_, &silenceTimer_, &requestTimer_, &appTimer_, &syncTimer_}) s.cancel(*t);
  ctx_.sim.record(kLitCrash, self_);
}

// ============================================================================================
// Member and source
// ============================================================================================

void SeqNode::nextRequest() {
  if (crashed_ || outstanding_ != kNone32 || !sender_) return;
  if (isSequencer_ && phase_ != Phase::kNormal) return;  // resumed when the synchronisation ends
  if (!queue_.available(ep_.now())) {
    if (!queue_.exhausted()) ep_.arm(appTimer_, queue_.nextOfferAt(), this, kAppTimer);
    return;
  }
  outstanding_ = queue_.take();
  outstandingNr_ = ++messageNr_;
  ctx_.stats.begin(outstanding_, ep_.now(), 1);
  if (isSequencer_) {  // the sequencer's own message needs no request frame
    sequence(self_, outstanding_, outstandingNr_);
    return;
  }
  sendRequest(false);
}

void SeqNode::sendRequest(bool retransmission) {
  if (retransmission) ++ctx_.stats.at(outstanding_).retrans;
  const std::uint32_t record = outstanding_, nr = outstandingNr_;
  ep_.cancel(requestTimer_);  // armed when the request leaves (onDeparture, which may run inside send
  inMac_ |= kRequestInMac;    // if the MAC drops the frame at once)
  const std::uint32_t uid = ctx_.send(ep_, sequencer_, kSeqData, lastConsecutive(), true, [&](Packet& p) {
    p.field[0] = record + 1;
    p.field[1] = nr;
  });
  ctx_.sim.record(kSeqRequestSent, self_, sequencer_, uid, lastConsecutive(), record + 1, nr);
  // A request carries our acknowledgment: the silence clock starts again.
  ep_.arm(silenceTimer_, ep_.now() + ctx_.bits(ctx_.cfg.seq.silence), this, kSilenceTimer);
}

void SeqNode::onReceive(Endpoint&, const Packet& p) {
  if (crashed_) return;
  switch (p.type) {
    case kSeqMulticast:
      onMulticast(p);
      return;
    case kSeqPhase1:
      onPhase1(p.seq);
      return;
    case kSeqPhase2:
      onPhase2();
      return;
    case kSeqData:
      if (isSequencer_)
        onRequest(p.src, p.seq, static_cast<std::uint32_t>(p.field[1]), static_cast<std::uint32_t>(p.field[0]) - 1);
      return;
    case kSeqRetrans:
      if (isSequencer_ && phase_ != Phase::kPhase2) resendTo(p.src, p.seq, static_cast<std::uint32_t>(p.field[1]));
      return;
    case kSeqAckCommit:
      if (isSequencer_) onAckCommit(p.src, p.seq, p.field[1] == 2);
      return;
    default:
      return;
  }
}

void SeqNode::onMulticast(const Packet& p) {
  const std::uint32_t seq = p.seq;
  const auto record = static_cast<std::uint32_t>(p.field[0]) - 1;
  const auto source = static_cast<std::uint32_t>(p.field[1]);
  if (seq < expected_) {
    ctx_.sim.record(kLitDuplicate, self_, p.src, p.uid, seq, record + 1);
    return;
  }
  highestSeen_ = std::max(highestSeen_, seq);
  if (seq > expected_) {
    // A gap: keep the message if it fits in the member buffer, and ask for what is missing.
    const auto cap = static_cast<std::uint32_t>(held_.size());
    const bool keep = ctx_.cfg.seq.memberBuffer > 0 && seq - expected_ < cap;
    if (keep) held_[seq % cap] = Held{seq, record, source, true};
    ctx_.sim.record(kSeqGap, self_, p.src, p.uid, seq, expected_, keep ? 1 : 0);
    if (!retransTimer_.armed()) askRetrans();
    return;
  }
  acceptInOrder(record, source);
  const auto cap = static_cast<std::uint32_t>(held_.size());
  while (held_[expected_ % cap].valid && held_[expected_ % cap].seq == expected_) {
    Held h = held_[expected_ % cap];
    held_[expected_ % cap].valid = false;
    acceptInOrder(h.record, h.source);
  }
  if (expected_ > highestSeen_) ep_.cancel(retransTimer_);
  if (syncTarget_ != 0 && lastConsecutive() >= syncTarget_) {  // caught up during a synchronisation
    syncTarget_ = 0;
    const std::uint32_t ack = lastConsecutive();
    const std::uint32_t uid = ctx_.send(ep_, sequencer_, kSeqAckCommit, ack, false, [](Packet& q) { q.field[1] = 1; });
    ++control_;
    ctx_.sim.record(kSeqAckCommitSent, self_, sequencer_, uid, ack);
  }
}

void SeqNode::acceptInOrder(std::uint32_t record, std::uint32_t source) {
  const std::uint32_t seq = expected_++;
  ++delivered_;
  if (orderTail_.size() == kOrderTail) orderTail_.erase(orderTail_.begin());
  orderTail_.push_back(Held{seq, record, source, true});
  if (source != self_) {
    ctx_.deliver(self_, source, record, seq);
  } else if (record == outstanding_ && !isSequencer_) {  // our own message came back: the next one
    ep_.cancel(requestTimer_);
    outstanding_ = kNone32;
    nextRequest();
  }
}

void SeqNode::askRetrans() {
  if (expected_ > highestSeen_ || (inMac_ & kRetransInMac)) return;  // one request in our MAC at a time
  // The missing run at the front: up to the first message we hold (or the highest seen).
  const std::uint32_t first = expected_;
  std::uint32_t last = highestSeen_;
  const auto cap = static_cast<std::uint32_t>(held_.size());
  for (std::uint32_t s = first + 1; s <= highestSeen_ && s - first < cap; ++s)
    if (held_[s % cap].valid && held_[s % cap].seq == s) {
      last = s - 1;
      break;
    }
  inMac_ |= kRetransInMac;  // the timer starts when it leaves (onDeparture)
  ep_.cancel(retransTimer_);
  const std::uint32_t uid =
      ctx_.send(ep_, sequencer_, kSeqRetrans, first, false, [&](Packet& p) { p.field[1] = last; });
  ++control_;
  ++retransRequests_;
  ctx_.sim.record(kSeqRetransSent, self_, sequencer_, uid, first, last);
}

void SeqNode::sendDummy() {
  if (inMac_ & kDummyInMac) return;  // the previous one has not left yet
  inMac_ |= kDummyInMac;
  const std::uint32_t ack = lastConsecutive();
  const std::uint32_t uid = ctx_.send(ep_, sequencer_, kSeqData, ack, false, [](Packet&) {});
  ++control_;
  ++dummies_;
  ctx_.sim.record(kSeqDummySent, self_, sequencer_, uid, ack);
}

void SeqNode::onPhase1(std::uint32_t last) {
  if (isSequencer_) return;
  const std::uint32_t ack = lastConsecutive();
  const std::uint32_t uid = ctx_.send(ep_, sequencer_, kSeqAckCommit, ack, false, [](Packet& q) { q.field[1] = 1; });
  ++control_;
  ctx_.sim.record(kSeqAckCommitSent, self_, sequencer_, uid, ack);
  if (ack < last) {
    syncTarget_ = last;
    highestSeen_ = std::max(highestSeen_, last);
  }
}

void SeqNode::onPhase2() {
  if (isSequencer_) return;
  const std::uint32_t ack = lastConsecutive();
  const std::uint32_t uid = ctx_.send(ep_, sequencer_, kSeqAckCommit, ack, false, [](Packet& q) { q.field[1] = 2; });
  ++control_;
  ctx_.sim.record(kSeqAckCommitSent, self_, sequencer_, uid, ack);
}

// ============================================================================================
// Sequencer
// ============================================================================================

void SeqNode::onRequest(std::uint32_t from, std::uint32_t ack, std::uint32_t messageNr, std::uint32_t record) {
  if (from >= ctx_.members) return;
  updateAck(from, ack);
  if (messageNr == 0) {  // a dummy: only the acknowledgment; a member stuck behind gets what it lacks
    const bool stuck = ack == lastDummyAck_[from];
    lastDummyAck_[from] = ack;
    if (phase_ == Phase::kNormal && stuck && ack + 1 < nextSeq_) resendTo(from, ack + 1, nextSeq_ - 1);
    return;
  }
  if (phase_ != Phase::kNormal) {  // synchronising: requests are refused (the source retries)
    ctx_.sim.record(kSeqHistoryFull, self_, from, kNone32, 0, record + 1);
    return;
  }
  if (messageNr <= lastNr_[from]) {
    ctx_.sim.record(kSeqDuplicateRequest, self_, from, kNone32, 0, record + 1, messageNr);
    if (messageNr == lastNr_[from] && inHistory(lastSeqOf_[from])) resendTo(from, lastSeqOf_[from], lastSeqOf_[from]);
    return;
  }
  sequence(from, record, messageNr);
}

void SeqNode::sequence(std::uint32_t source, std::uint32_t record, std::uint32_t messageNr) {
  const std::uint32_t seq = nextSeq_++;
  history_[seq % history_.size()] = Held{seq, record, source, true};
  lastNr_[source] = messageNr;
  lastSeqOf_[source] = seq;
  const std::uint32_t uid = ctx_.send(ep_, ctx_.group, kSeqMulticast, seq, true, [&](Packet& p) {
    p.field[0] = record + 1;
    p.field[1] = source;
  });
  ctx_.sim.record(kSeqMulticastSent, self_, source, uid, seq, record + 1);
  // The sequencer is a member too: it has the message first.
  highestSeen_ = seq;
  const bool own = source == self_;
  acceptInOrder(record, source);
  ackTable_[self_] = seq;
  (void)own;  // our own message: the next one once this MULTICAST leaves (onDeparture)
  if (nextSeq_ - lowest_ >= history_.size()) startSync();
}

void SeqNode::onDeparture(Endpoint&, Packet& p) {
  // Timers count from the instant a frame leaves, not from when it joined the MAC's queue: a
  // request still waiting behind other frames (or backing off) is not yet overdue.
  // (A departure is every attempt: after a collision the timer starts again from the retry.)
  if (p.type == kSeqRetrans) {
    inMac_ &= ~kRetransInMac;
    ep_.arm(retransTimer_, ep_.now() + ctx_.bits(ctx_.cfg.seq.retransTimeout), this, kRetransTimer);
    return;
  }
  if (p.type == kSeqData && p.field[1] == 0) {
    inMac_ &= ~kDummyInMac;
    return;
  }
  if (p.type == kSeqData && p.field[1] == outstandingNr_ && outstanding_ != kNone32) {
    inMac_ &= ~kRequestInMac;
    ep_.arm(requestTimer_, ep_.now() + ctx_.bits(ctx_.cfg.seq.requestTimeout), this, kRequestTimer);
    return;
  }
  if (p.type != kSeqMulticast || p.field[1] != self_ || p.dst != ctx_.group) return;
  if (static_cast<std::uint32_t>(p.field[0]) - 1 != outstanding_) return;
  outstanding_ = kNone32;
  nextRequest();
}

void SeqNode::updateAck(std::uint32_t member, std::uint32_t ack) {
  if (ack >= nextSeq_ || ack <= ackTable_[member]) return;
  ackTable_[member] = ack;
  ctx_.sim.record(kSeqAckTable, self_, member, kNone32, ack);
  purge();
}

void SeqNode::purge() {
  std::uint32_t j = nextSeq_ - 1;
  for (std::uint32_t m = 0; m < ctx_.members; ++m)
    if (m != self_) j = std::min(j, ackTable_[m]);
  if (j < lowest_) return;
  for (std::uint32_t s = lowest_; s <= j; ++s) history_[s % history_.size()].valid = false;
  lowest_ = j + 1;
  ctx_.sim.record(kSeqPurge, self_, kNone32, kNone32, j, nextSeq_ - lowest_);
}

void SeqNode::resendTo(std::uint32_t member, std::uint32_t from, std::uint32_t to) {
  from = std::max(from, lowest_);
  to = std::min(to, nextSeq_ - 1);
  // What was resent to this member recently is probably still on its way: not again.
  const SimTime suppress = ctx_.bits(2 * ctx_.cfg.seq.retransTimeout);
  if (resentAt_[member] >= 0 && ep_.now() - resentAt_[member] < suppress && from >= resentFrom_[member] &&
      from <= resentUpTo_[member])
    from = resentUpTo_[member] + 1;
  if (from > to) return;
  resentFrom_[member] = from;
  resentUpTo_[member] = to;
  resentAt_[member] = ep_.now();
  for (std::uint32_t s = from; s <= to && s != 0; ++s) {
    const Held h = history(s);
    if (!h.valid || h.seq != s) continue;
    ++ctx_.stats.at(h.record).retrans;
    const std::uint32_t uid = ctx_.send(ep_, member, kSeqMulticast, s, true, [&](Packet& p) {
      p.field[0] = h.record + 1;
      p.field[1] = h.source;
    });
    ctx_.sim.record(kSeqRetransReply, self_, member, uid, s, h.record + 1);
  }
}

void SeqNode::startSync() {
  phase_ = Phase::kPhase1;
  syncLast_ = nextSeq_ - 1;
  std::fill(resentInSync_.begin(), resentInSync_.end(), 0);
  ++syncs_;
  const std::uint32_t uid = ctx_.send(ep_, ctx_.group, kSeqPhase1, syncLast_, false, [](Packet&) {});
  ++control_;
  ctx_.sim.record(kSeqPhase1Sent, self_, kNone32, uid, syncLast_);
  ep_.arm(syncTimer_, ep_.now() + ctx_.bits(ctx_.cfg.seq.syncTimeout), this, kSyncTimer);
}

void SeqNode::onAckCommit(std::uint32_t from, std::uint32_t ack, bool phase2Reply) {
  if (from >= ctx_.members) return;
  updateAck(from, ack);
  if (phase_ == Phase::kPhase1) {
    // "Retransmit the missing messages to all": each at most once per round (PHASE1 repeats start
    // a new round).
    for (std::uint32_t s = std::max(ack + 1, lowest_); s <= syncLast_; ++s) {
      std::uint8_t& done = resentInSync_[s % resentInSync_.size()];
      if (done) continue;
      done = 1;
      const Held h = history(s);
      if (!h.valid || h.seq != s) continue;
      ++ctx_.stats.at(h.record).retrans;
      const std::uint32_t uid = ctx_.send(ep_, ctx_.group, kSeqMulticast, s, true, [&](Packet& p) {
        p.field[0] = h.record + 1;
        p.field[1] = h.source;
      });
      ctx_.sim.record(kSeqRetransReply, self_, kNone32, uid, s, h.record + 1);
    }
    for (std::uint32_t m = 0; m < ctx_.members; ++m)
      if (m != self_ && ackTable_[m] < syncLast_) return;
    // Phase 2: everyone is up to date; the history empties.
    const std::uint32_t deleted = nextSeq_ - lowest_;
    for (auto& h : history_) h.valid = false;
    lowest_ = nextSeq_;
    ctx_.sim.record(kSeqSyncDone, self_, kNone32, kNone32, syncLast_, deleted);
    phase_ = Phase::kPhase2;
    std::fill(phaseDone_.begin(), phaseDone_.end(), 0);
    phaseDone_[self_] = 1;
    const std::uint32_t uid = ctx_.send(ep_, ctx_.group, kSeqPhase2, syncLast_, false, [](Packet&) {});
    ++control_;
    ctx_.sim.record(kSeqPhase2Sent, self_, kNone32, uid, syncLast_);
    ep_.arm(syncTimer_, ep_.now() + ctx_.bits(ctx_.cfg.seq.syncTimeout), this, kSyncTimer);
    return;
  }
  if (phase_ == Phase::kPhase2 && phase2Reply) {
    phaseDone_[from] = 1;
    for (std::uint32_t m = 0; m < ctx_.members; ++m)
      if (!phaseDone_[m]) return;
    phase_ = Phase::kNormal;  // normal operation resumes
    ep_.cancel(syncTimer_);
    nextRequest();
  }
}

void SeqNode::syncTimeout() {
  ++timeouts_;
  if (phase_ == Phase::kPhase1) {
    std::fill(resentInSync_.begin(), resentInSync_.end(), 0);
    const std::uint32_t uid = ctx_.send(ep_, ctx_.group, kSeqPhase1, syncLast_, false, [](Packet&) {});
    ++control_;
    ctx_.sim.record(kSeqPhase1Sent, self_, kNone32, uid, syncLast_);
  } else if (phase_ == Phase::kPhase2) {
    const std::uint32_t uid = ctx_.send(ep_, ctx_.group, kSeqPhase2, syncLast_, false, [](Packet&) {});
    ++control_;
    ctx_.sim.record(kSeqPhase2Sent, self_, kNone32, uid, syncLast_);
  } else {
    return;
  }
  ep_.arm(syncTimer_, ep_.now() + ctx_.bits(ctx_.cfg.seq.syncTimeout), this, kSyncTimer);
}

void SeqNode::onEvent(const Event& ev) {
  if (crashed_) return;
  switch (ev.kind) {
    case kRequestTimer:
      if (outstanding_ == kNone32) return;
      ++timeouts_;
      ctx_.sim.record(kLitTimeout, self_, sequencer_, kNone32, 0, outstanding_ + 1,
                      ctx_.stats.at(outstanding_).retrans + 1);
      sendRequest(true);
      return;
    case kRetransTimer:
      if (expected_ <= highestSeen_) {
        ++timeouts_;
        askRetrans();
      }
      return;
    case kSilenceTimer:
      sendDummy();
      ep_.arm(silenceTimer_, ep_.now() + ctx_.bits(ctx_.cfg.seq.silence), this, kSilenceTimer);
      return;
    case kSyncTimer:
      syncTimeout();
      return;
    case kAppTimer:
      nextRequest();
      return;
    default:
      return;
  }
}

void SeqNode::inspect(JsonWriter& w) const {
  const auto name = [&](std::uint32_t n) { return ctx_.sim.nodeName(n); };
  w.beginObject().field("protocol", "sequencer").field("role", isSequencer_ ? "sequencer" : "member");
  w.field("sequencer", name(sequencer_)).field("crashed", crashed_);
  w.field("expected", expected_).field("last_consecutive", lastConsecutive()).field("highest_seen", highestSeen_);
  w.key("held").beginArray();
  for (const Held& h : held_)
    if (h.valid) w.value(h.seq);
  w.endArray();
  w.field("delivered", delivered_);
  w.key("order_tail").beginArray();
  for (const Held& h : orderTail_)
    w.beginObject().field("seq", h.seq).field("message", h.record + 1).field("source", name(h.source)).endObject();
  w.endArray();
  if (sender_) {
    w.key("source").beginObject().field("messages_sent", queue_.taken()).field("messages", queue_.count());
    if (outstanding_ != kNone32) w.field("outstanding_message", outstanding_ + 1).field("message_nr", outstandingNr_);
    w.endObject();
  }
  w.field("retrans_requests", retransRequests_).field("dummies", dummies_);
  if (isSequencer_) {
    w.field("phase", phase_ == Phase::kNormal ? "normal" : phase_ == Phase::kPhase1 ? "phase 1" : "phase 2");
    w.field("next_seq", nextSeq_).field("history_capacity", static_cast<std::uint32_t>(history_.size()));
    w.field("synchronisations", syncs_);
    if (phase_ != Phase::kNormal) w.field("sync_last", syncLast_);
    w.key("history").beginArray();
    for (std::uint32_t s = lowest_; s < nextSeq_; ++s) {
      const Held& h = history(s);
      if (h.valid && h.seq == s)
        w.beginObject().field("seq", s).field("message", h.record + 1).field("source", name(h.source)).endObject();
    }
    w.endArray();
    w.key("ack_table").beginArray();
    for (std::uint32_t m = 0; m < ctx_.members; ++m) {
      if (m == self_) continue;
      w.beginObject().field("member", name(m)).field("acked", ackTable_[m]);
      if (phase_ == Phase::kPhase2) w.field("phase2_done", phaseDone_[m] != 0);
      w.endObject();
    }
    w.endArray();
  }
  w.key("timers").beginArray();
  if (requestTimer_.armed()) writeTimer(w, "request", requestTimer_.deadline(), name(sequencer_), outstanding_ + 1);
  if (retransTimer_.armed()) writeTimer(w, "retransmission request", retransTimer_.deadline(), name(sequencer_));
  if (silenceTimer_.armed()) writeTimer(w, "silence (dummy)", silenceTimer_.deadline(), name(sequencer_));
  if (syncTimer_.armed()) writeTimer(w, "synchronisation", syncTimer_.deadline(), "all");
  w.endArray();
  w.key("link");
  ep_.inspectLink(w);
  w.endObject();
}

}  // namespace ps

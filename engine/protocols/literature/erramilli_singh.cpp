#include "erramilli_singh.h"

#include <algorithm>

#include "../common/timers_json.h"

namespace ps {

EsNode::EsNode(LitContext ctx, Endpoint& ep, bool sender)
    : ctx_(ctx),
      ep_(ep),
      self_(ep.node()),
      sender_(sender),
      rng_(ctx.sim.rngFor(std::uint64_t{ep.node()} * 16 + kLitRngStream)),
      queue_(sender ? ctx.queueOf(ep.node()) : MessageQueue()),
      sendBuf_(sender ? ctx.cfg.es.B : 0),
      expected_(ctx.members, 1),
      highest_(ctx.members, 0),
      deliveredFrom_(ctx.members, 0),
      lastHeard_(ctx.members, 0),
      lastNakAt_(ctx.members, -1),
      lastNakSeq_(ctx.members, 0),
      failed_(ctx.members, 0),
      held_(static_cast<std::size_t>(ctx.cfg.senders) * ctx.cfg.es.recvBuffer),
      readQueue_(ctx.cfg.es.recvBuffer) {
  ep.bind(0, this);
  if (sender) ep.setDepartureListener(this);
}

void EsNode::start() {
  if (sender_) {
    sendLoop();
    // Not yet offered a message: idle, so status messages start after T1.
    if (!statusTimer_.armed()) ep_.arm(statusTimer_, ep_.now() + ctx_.bits(ctx_.cfg.es.T1), this, kStatusTimer);
  } else {  // a node that never sends data sends sanity messages every T2 throughout
    inSanity_ = true;
    ep_.arm(statusTimer_, ep_.now() + ctx_.bits(rng_.uniformInt(1, sanityBits())), this, kStatusTimer);
  }
  armWatch();
}

std::int64_t EsNode::sanityBits() const {
  // Heard within T2: the sanity message leaves sanityLead (at most T2/2) early, for the medium's wait.
  // With one sanity message per T2 a single lost one leaves a live node silent for about 2 T2, and the
  // text's rule (silence over T2) declares it failed. The text assumes a network with few errors and
  // says nothing of lost sanity messages; we keep its detection rule (so a real failure is still seen
  // within T2) and send sanityLosses more per T2 instead: after that many losses in a row, the next
  // one still arrives within T2 of the last one heard.
  const std::int64_t t2 = ctx_.cfg.es.T2;
  const std::int64_t window = t2 - std::min<std::int64_t>(ctx_.cfg.es.sanityLead, t2 / 2);
  return std::max<std::int64_t>(1, window / (std::int64_t{ctx_.cfg.es.sanityLosses} + 1));
}

bool EsNode::dataPending() const {
  // "ceases immediately when the sender has data messages pending": data it may send now. Data held
  // back by a timed choke is not pending; a choked sender is idle and keeps sending status messages.
  if (!sender_ || streamFailed_) return false;
  return waitingDeparture_ || (ep_.now() >= chokedUntil_ && queue_.available(ep_.now()));
}

void EsNode::crash() {
  crashed_ = true;
  Scheduler& s = ctx_.sim.scheduler();
  for (Timer* t : {&statusTimer_, &appTimer_, &readTimer_}) s.cancel(*t);
  watch_.cancel(s);
  ctx_.sim.record(kLitCrash, self_);
  // Its messages that have not reached everyone never will.
  if (sender_) {
    for (std::uint32_t k = 0; k < queue_.count(); ++k) {
      const std::uint32_t rec = self_ * ctx_.mc.packets + k;
      if (ctx_.stats.at(rec).done) continue;
      if (k >= queue_.taken()) ctx_.stats.begin(rec, ep_.now(), 1);
      ctx_.stats.finish(rec, ep_.now(), true);
    }
    while (!queue_.exhausted()) queue_.take();
  }
}

// ============================================================================================
// Sender
// ============================================================================================

void EsNode::sendLoop() {
  if (crashed_ || !sender_ || streamFailed_ || waitingDeparture_) return;
  if (ep_.now() < chokedUntil_) {
    ep_.arm(appTimer_, chokedUntil_, this, kAppTimer);
    return;
  }
  if (queue_.available(ep_.now())) {
    sendData();
    return;
  }
  if (!queue_.exhausted()) ep_.arm(appTimer_, queue_.nextOfferAt(), this, kAppTimer);
}

void EsNode::sendData() {
  const std::uint32_t record = queue_.take();
  const std::uint32_t seq = nextSeq_;
  nextSeq_ = nextSeq_ % ctx_.cfg.es.N + 1;
  ctx_.stats.begin(record, ep_.now(), 1);
  // sendBuf: a free slot, or the least recently sent message is replaced.
  Buffered* slot = &sendBuf_[0];
  for (Buffered& b : sendBuf_) {
    if (!b.valid) {
      slot = &b;
      break;
    }
    if (b.lastSent < slot->lastSent) slot = &b;
  }
  *slot = Buffered{seq, record, ep_.now(), true};
  lastRecordSent_ = record;
  waitingDeparture_ = true;
  const std::uint32_t uid = ctx_.send(ep_, ctx_.group, kEsData, seq, true, [&](Packet& p) { p.field[0] = record + 1; });
  ctx_.sim.record(kEsDataSent, self_, kNone32, uid, seq, record + 1);
  // Data was sent: the idle clock (T1) starts again and the status repetitions start over.
  statusCount_ = 0;
  inSanity_ = false;
  ep_.arm(statusTimer_, ep_.now() + ctx_.bits(ctx_.cfg.es.T1), this, kStatusTimer);
}

void EsNode::onDeparture(Endpoint&, Packet& p) {
  if (p.type != kEsData || p.dst != ctx_.group || !waitingDeparture_) return;
  if (static_cast<std::uint32_t>(p.field[0]) - 1 != lastRecordSent_) return;
  waitingDeparture_ = false;
  sendLoop();
}

void EsNode::sendStatus(bool sanity) {
  ++statuses_;
  const std::uint32_t seq = nextSeq_;
  const std::uint32_t uid =
      ctx_.send(ep_, ctx_.group, kEsStatus, seq, false, [&](Packet& p) { p.field[1] = sanity ? 1 : 0; });
  ctx_.sim.record(kEsStatusSent, self_, kNone32, uid, seq, statusCount_, sanity ? 1 : 0);
}

void EsNode::onNak(std::uint32_t from, std::uint32_t seq, std::uint32_t recordHint) {
  if (!sender_) return;
  for (Buffered& b : sendBuf_) {
    if (!b.valid || b.seq != seq) continue;
    b.lastSent = ep_.now();
    ++retransmissions_;
    ++ctx_.stats.at(b.record).retrans;
    const std::uint32_t dst = ctx_.cfg.es.multicastRetrans ? ctx_.group : from;
    const std::uint32_t rec = b.record;
    const std::uint32_t uid = ctx_.send(ep_, dst, kEsData, seq, true, [&](Packet& p) { p.field[0] = rec + 1; });
    ctx_.sim.record(kEsRetransSent, self_, dst == ctx_.group ? kNone32 : from, uid, seq, rec + 1);
    return;
  }
  // Flushed from the back window: the NAK cannot be answered, and the protocol fails.
  if (streamFailed_) return;
  ++flushes_;
  ctx_.sim.record(kEsFlushed, self_, from, kNone32, seq, recordHint);
  failFrom(recordHint > 0 ? recordHint - 1 : self_ * ctx_.mc.packets);
}

void EsNode::failFrom(std::uint32_t record) {
  streamFailed_ = true;
  ctx_.sim.record(kLitFailure, self_, kNone32, kNone32, 0, record + 1, 0,
                  static_cast<std::uint16_t>(LitFailure::kFlushed));
  const std::uint32_t first = self_ * ctx_.mc.packets;
  for (std::uint32_t rec = std::max(record, first); rec < first + queue_.count(); ++rec) {
    if (ctx_.stats.at(rec).done) continue;
    if (rec - first >= queue_.taken()) ctx_.stats.begin(rec, ep_.now(), 1);
    ctx_.stats.finish(rec, ep_.now(), true);
  }
  while (!queue_.exhausted()) queue_.take();
}

// ============================================================================================
// Receiver
// ============================================================================================

void EsNode::heard(std::uint32_t from) { lastHeard_[from] = ep_.now(); }

void EsNode::armWatch() {
  // Failure detection (§2.8): "whenever the time interval between the timestamp of the last received
  // status/sanity message and the current time exceeds T2": the first instant a silence exceeds T2
  // is 1 ns after T2. One event per quiet period: the deadline is the earliest.
  SimTime earliest = kNever;
  for (std::uint32_t q = 0; q < ctx_.members; ++q)
    if (q != self_ && !failed_[q]) earliest = std::min(earliest, lastHeard_[q]);
  if (earliest == kNever) return;
  watch_.set(ctx_.sim.scheduler(), earliest + ctx_.bits(ctx_.cfg.es.T2) + 1, this, kWatchTimer);
}

void EsNode::onReceive(Endpoint&, const Packet& p) {
  if (crashed_ || p.src >= ctx_.members) return;
  switch (p.type) {
    case kEsData:
      heard(p.src);
      onData(p);
      return;
    case kEsStatus:
      heard(p.src);
      onStatus(p.src, p.seq);
      return;
    case kEsNak:
      heard(p.src);
      onNak(p.src, p.seq, static_cast<std::uint32_t>(p.field[0]));
      return;
    case kEsChoke: {
      heard(p.src);
      const SimTime until = ep_.now() + ctx_.bits(static_cast<std::int64_t>(p.field[1]));
      if (sender_ && until > chokedUntil_) {
        chokedUntil_ = until;
        ctx_.sim.record(kEsChoked, self_, p.src, kNone32, 0, 0, until - ep_.now());
      }
      return;
    }
    default:
      return;
  }
}

bool EsNode::accept(std::uint32_t from, std::uint32_t record) {
  const std::uint32_t cap = ctx_.cfg.es.recvBuffer;
  if (unread_ >= cap) return false;  // the application's buffer is full: discarded, NAKed later
  const std::uint32_t position = ++deliveredFrom_[from];
  if (ctx_.cfg.es.readDelay == 0) {
    ctx_.deliver(self_, from, record, position);
  } else {
    readQueue_[(readHead_ + unread_) % cap] = ReadItem{from, record, position};
    ++unread_;
    if (!readTimer_.armed()) ep_.arm(readTimer_, ep_.now() + ctx_.bits(ctx_.cfg.es.readDelay), this, kReadTimer);
    if (unread_ * 4 >= cap * 3 && ep_.now() >= chokeSentUntil_) {  // nearly full: ask for a pause
      chokeSentUntil_ = ep_.now() + ctx_.bits(ctx_.cfg.es.T3);
      ++chokes_;
      const std::int64_t t3 = ctx_.cfg.es.T3;
      const std::uint32_t uid = ctx_.send(ep_, ctx_.group, kEsChoke, 0, false,
                                          [&](Packet& p) { p.field[1] = static_cast<std::uint64_t>(t3); });
      ctx_.sim.record(kEsChokeSent, self_, kNone32, uid, 0, 0, ctx_.bits(t3));
    }
  }
  return true;
}

void EsNode::onData(const Packet& p) {
  const std::uint32_t q = p.src;
  if (!isSender(q)) return;
  const auto record = static_cast<std::uint32_t>(p.field[0]) - 1;
  const std::uint32_t d = ahead(p.seq, expected_[q]);
  const std::uint32_t n = ctx_.cfg.es.N, cap = ctx_.cfg.es.recvBuffer;
  if (d >= n / 2 || (d > 0 && held(q, p.seq).valid && held(q, p.seq).seq == p.seq)) {
    ctx_.sim.record(kLitDuplicate, self_, q, p.uid, p.seq, record + 1);
    return;
  }
  if (d > 0) {  // ahead of a gap: keep it if there is room, and NAK what we expect
    const std::uint32_t h = ahead(highest_[q], expected_[q]);
    if (highest_[q] == 0 || h == 0 || h >= n / 2 || d > h) highest_[q] = p.seq;  // the furthest ahead seen
    if (d < cap) held(q, p.seq) = Buffered{p.seq, record, 0, true};
    ctx_.sim.record(kEsGap, self_, q, p.uid, p.seq, expected_[q]);
    nak(q);
    return;
  }
  if (!accept(q, record)) return;
  expected_[q] = expected_[q] % n + 1;
  while (true) {  // messages kept beyond the gap
    Buffered& h = held(q, expected_[q]);
    if (!h.valid || h.seq != expected_[q]) break;
    if (!accept(q, h.record)) break;
    h.valid = false;
    expected_[q] = expected_[q] % n + 1;
  }
  // Still a gap before the highest we have seen: ask for the next missing one now.
  // Still a gap before the highest we have seen (h == 0: that one itself was not kept): ask now.
  const std::uint32_t h = ahead(highest_[q], expected_[q]);
  if (highest_[q] != 0 && h < n / 2)
    nak(q);
  else
    highest_[q] = 0;  // the gap is closed
}

void EsNode::onStatus(std::uint32_t from, std::uint32_t advertised) {
  if (!isSender(from)) return;
  const std::uint32_t d = ahead(advertised, expected_[from]);
  if (d > 0 && d < ctx_.cfg.es.N / 2) nak(from);  // it has sent more than we have
}

void EsNode::nak(std::uint32_t to) {
  const std::uint32_t seq = expected_[to];
  if (lastNakAt_[to] >= 0 && lastNakSeq_[to] == seq && ep_.now() - lastNakAt_[to] < ctx_.bits(ctx_.cfg.es.nakHoldoff))
    return;  // asked for it a moment ago
  lastNakAt_[to] = ep_.now();
  lastNakSeq_[to] = seq;
  ++naks_;
  const std::uint32_t hint = to * ctx_.mc.packets + deliveredFrom_[to] + 1;  // statistics only
  const std::uint32_t uid = ctx_.send(ep_, to, kEsNak, seq, false, [&](Packet& p) { p.field[0] = hint; });
  ctx_.sim.record(kEsNakSent, self_, to, uid, seq);
}

void EsNode::onEvent(const Event& ev) {
  if (crashed_) return;
  switch (ev.kind) {
    case kStatusTimer: {
      if (dataPending()) {  // data pending: no status; the idle clock starts over
        ep_.arm(statusTimer_, ep_.now() + ctx_.bits(ctx_.cfg.es.T1), this, kStatusTimer);
        return;
      }
      if (!inSanity_ && statusCount_ < ctx_.cfg.es.K) {
        ++statusCount_;
        sendStatus(false);
        ep_.arm(statusTimer_, ep_.now() + ctx_.bits(ctx_.cfg.es.T1), this, kStatusTimer);
      } else {
        inSanity_ = true;
        sendStatus(true);
        ep_.arm(statusTimer_, ep_.now() + ctx_.bits(sanityBits()), this, kStatusTimer);
      }
      return;
    }
    case kAppTimer:
      sendLoop();
      return;
    case kReadTimer: {
      if (unread_ == 0) return;
      const ReadItem item = readQueue_[readHead_];
      readHead_ = (readHead_ + 1) % ctx_.cfg.es.recvBuffer;
      --unread_;
      ctx_.deliver(self_, item.source, item.record, item.position);
      if (unread_ > 0) ep_.arm(readTimer_, ep_.now() + ctx_.bits(ctx_.cfg.es.readDelay), this, kReadTimer);
      return;
    }
    case kWatchTimer: {
      if (!watch_.expired(ctx_.sim.scheduler(), this, kWatchTimer)) return;
      const SimTime limit = ctx_.bits(ctx_.cfg.es.T2);  // "exceeds T2"
      for (std::uint32_t q = 0; q < ctx_.members; ++q) {
        if (q == self_ || failed_[q] || ep_.now() - lastHeard_[q] <= limit) continue;
        failed_[q] = 1;
        ++detected_;
        ctx_.sim.record(kEsFailureDetected, self_, q, kNone32, 0, 0, ep_.now() - lastHeard_[q]);
      }
      armWatch();
      return;
    }
    default:
      return;
  }
}

void EsNode::inspect(JsonWriter& w) const {
  const auto name = [&](std::uint32_t n) { return ctx_.sim.nodeName(n); };
  w.beginObject().field("protocol", "Erramilli-Singh").field("crashed", crashed_);
  w.field("sender", sender_);
  if (sender_) {
    const char* mode = streamFailed_                                        ? "failed (NAK for a flushed message)"
                       : ep_.now() < chokedUntil_                           ? "choked"
                       : (waitingDeparture_ || queue_.available(ep_.now())) ? "sending"
                       : inSanity_                                          ? "sanity"
                                                                            : "status";
    w.field("mode", mode).field("next_seq_to_send", nextSeq_).field("B", ctx_.cfg.es.B).field("N", ctx_.cfg.es.N);
    w.field("status_sent_this_idle", statusCount_).field("K", ctx_.cfg.es.K);
    w.field("messages_sent", queue_.taken()).field("messages", queue_.count());
    if (ep_.now() < chokedUntil_) w.field("choked_until_ns", chokedUntil_);
    w.key("send_buffer").beginArray();
    for (const Buffered& b : sendBuf_)
      if (b.valid)
        w.beginObject()
            .field("seq", b.seq)
            .field("message", b.record + 1)
            .field("last_sent_ns", b.lastSent)
            .endObject();
    w.endArray();
    w.field("retransmissions", retransmissions_).field("flushed_naks", flushes_);
  } else {
    w.field("mode", "sanity");
  }
  w.key("per_sender").beginArray();
  for (std::uint32_t q = 0; q < ctx_.members; ++q) {
    if (q == self_ || !isSender(q)) continue;
    w.beginObject().field("sender", name(q)).field("expected", expected_[q]).field("delivered", deliveredFrom_[q]);
    w.field("last_heard_ns", lastHeard_[q]).field("failed", failed_[q] != 0);
    w.key("held").beginArray();
    for (std::uint32_t i = 0; i < ctx_.cfg.es.recvBuffer; ++i) {
      const Buffered& h = held_[q * ctx_.cfg.es.recvBuffer + i];
      if (h.valid) w.value(h.seq);
    }
    w.endArray().endObject();
  }
  w.endArray();
  w.key("failed_nodes").beginArray();
  for (std::uint32_t q = 0; q < ctx_.members; ++q)
    if (failed_[q]) w.value(name(q));
  w.endArray();
  w.field("unread", unread_).field("naks_sent", naks_).field("status_sent", statuses_).field("chokes_sent", chokes_);
  w.key("timers").beginArray();
  if (statusTimer_.armed()) writeTimer(w, inSanity_ ? "sanity (T2)" : "status (T1)", statusTimer_.deadline(), "all");
  if (watch_.armed()) writeTimer(w, "failure watch", watch_.deadline());
  if (readTimer_.armed()) writeTimer(w, "application read", readTimer_.deadline());
  w.endArray();
  w.key("link");
  ep_.inspectLink(w);
  w.endObject();
}

}  // namespace ps

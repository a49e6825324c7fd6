// Chang & Maxemchuk's protocol (the rules are described in chang_maxemchuk.h).
// Long file: one protocol entity whose roles (source, token site, every site, reformation) share
// the same ACK log and timers; splitting them would scatter one state machine over several files.
#include "chang_maxemchuk.h"

#include <algorithm>

#include "../common/timers_json.h"

namespace ps {

namespace {
constexpr std::uint32_t kMaxRange = 32;  // entries or messages answered per retransmission request
constexpr std::uint32_t kOpenEnd = 0xffffffffu;
}  // namespace

CmSite::CmSite(LitContext ctx, Endpoint& ep, bool sender)
    : ctx_(ctx),
      ep_(ep),
      self_(ep.node()),
      sender_(sender),
      list_(ctx.members, 1),
      tokenSite_(ctx.cfg.cm.firstToken),
      accepted_(ep.node() == ctx.cfg.cm.firstToken),
      expectedSeq_(ctx.members, 1),
      ackedSeq_(ctx.members, 0),
      ackTsOf_(ctx.members, 0),
      held_(static_cast<std::size_t>(ctx.cfg.senders) * ctx.mc.packets),
      queue_(sender ? ctx.queueOf(ep.node()) : MessageQueue()) {
  ep.bind(0, this);
  ep.setDepartureListener(this);
  log_.reserve(static_cast<std::size_t>(ctx.cfg.senders) * ctx.mc.packets * 2 + 16);
}

void CmSite::start() {
  if (sender_) nextMessage();
}

void CmSite::crash() {
  crashed_ = true;
  Scheduler& s = ctx_.sim.scheduler();
  for (Timer* t :
       {&sourceTimer_, &appTimer_, &confirmTimer_, &idleTimer_, &handoverTimer_, &requestTimer_, &reformTimer_})
    s.cancel(*t);
  ctx_.sim.record(kLitCrash, self_);
}

// ============================================================================================
// Source
// ============================================================================================

void CmSite::nextMessage() {
  if (crashed_ || !sender_ || outstanding_ != kNone32 || reforming_) return;
  if (!queue_.available(ep_.now())) {
    if (!queue_.exhausted()) ep_.arm(appTimer_, queue_.nextOfferAt(), this, kAppTimer);
    return;
  }
  outstanding_ = queue_.take();
  ++mySeq_;
  attempts_ = 0;
  ctx_.stats.begin(outstanding_, ep_.now(), 1);
  sendData(false);
}

void CmSite::sendData(bool retransmission) {
  if (retransmission) ++ctx_.stats.at(outstanding_).retrans;
  const std::uint32_t record = outstanding_, seq = mySeq_;
  ep_.cancel(sourceTimer_);                    // armed when the DATA leaves (onDeparture)
  held(self_, seq) = Held{seq, record, true};  // a source holds its own message
  expectedSeq_[self_] = std::max(expectedSeq_[self_], seq + 1);
  const std::uint32_t uid = ctx_.send(ep_, ctx_.group, kCmData, seq, true, [&](Packet& p) {
    p.field[0] = record + 1;
    p.field[1] = self_;
  });
  ctx_.sim.record(kCmDataSent, self_, kNone32, uid, seq, record + 1, attempts_);
  if (holdsToken() && ackedSeq_[self_] + 1 == seq) issue(self_, seq, record, false, false);
}

void CmSite::onDeparture(Endpoint&, Packet& p) {
  // Timers run from the instant a frame leaves (each attempt), not from when it joined the MAC's
  // queue; and a site keeps one retransmission request in its MAC at a time.
  if (p.type == kCmRetransReq) {
    reqInMac_ = false;
    if (stalled_ || !requestTimer_.armed())
      ep_.arm(requestTimer_, ep_.now() + ctx_.bits(ctx_.cfg.cm.retransTimeout), this, kRequestTimer);
    return;
  }
  if (p.type == kCmData && p.field[1] == self_ && outstanding_ != kNone32 && p.seq == mySeq_ && p.dst == ctx_.group) {
    ep_.arm(sourceTimer_, ep_.now() + ctx_.bits(ctx_.cfg.cm.ackTimeout), this, kSourceTimer);
    return;
  }
  if (p.type != kCmAck || ownAckTs_ == 0 || p.seq != ownAckTs_) return;
  ownAckTs_ = 0;
  if (outstanding_ == kNone32) nextMessage();  // (else drain() schedules it when it orders the ACK)
}

// ============================================================================================
// Every site
// ============================================================================================

void CmSite::onReceive(Endpoint&, const Packet& p) {
  if (crashed_) return;
  switch (p.type) {
    case kCmData:
      onData(p);
      return;
    case kCmAck:
    case kCmConfirm:
      onAck(p);
      return;
    case kCmRetransReq:
      onRetransRequest(p);
      return;
    case kCmReform:
      onReform(p);
      return;
    default:
      return;
  }
}

void CmSite::onData(const Packet& p) {
  const auto src = static_cast<std::uint32_t>(p.field[1]);
  const auto record = static_cast<std::uint32_t>(p.field[0]) - 1;
  const std::uint32_t k = p.seq;
  if (src >= ctx_.members || src == self_) return;
  if (k < expectedSeq_[src]) {  // a duplicate; the token site repeats its ACK
    ctx_.sim.record(kLitDuplicate, self_, src, p.uid, k, record + 1);
    const std::uint32_t ts = ackTsOf_[src];
    if (holdsToken() && ts != 0 && log_[ts - 1].seq == k) sendEntry(ts, ctx_.group, true);
    return;
  }
  if (k > expectedSeq_[src]) {  // we missed earlier ones: discard it and ask for them and it
    request(tokenSite_, src, expectedSeq_[src], k);
    return;
  }
  held(src, k) = Held{k, record, true};
  expectedSeq_[src] = k + 1;
  if (holdsToken() && ackedSeq_[src] + 1 == k && !reforming_) {
    issue(src, k, record, false, false);
  } else {
    drain();  // an ACK may have been waiting for this message
  }
}

void CmSite::onAck(const Packet& p) {
  const std::uint32_t ts = p.seq;
  if (ts < nextTs_) return;  // already processed: a duplicate
  if (log_.size() < ts) log_.resize(ts);
  Entry& e = log_[ts - 1];
  if (e.state == 0) {
    e.issuer = p.flags;
    e.source = static_cast<std::uint32_t>(p.field[1]);
    e.seq = static_cast<std::uint32_t>(p.field[2]);
    e.record = p.field[0] ? static_cast<std::uint32_t>(p.field[0]) - 1 : 0;
    e.next = static_cast<std::uint32_t>(p.field[3] >> 32);
    e.confirm = p.type == kCmConfirm;
    e.state = 1;
  }
  if (ts > nextTs_ && log_[nextTs_ - 1].state == 0 && !requestTimer_.armed())
    request(p.src, kNone32, nextTs_, ts - 1);  // a lost ACK: ask for the missing timestamps
  drain();
}

void CmSite::drain() {
  while (nextTs_ <= log_.size() && log_[nextTs_ - 1].state == 1) {
    const std::uint32_t ts = nextTs_;
    const Entry e = log_[ts - 1];
    if (e.source != kNone32 && !hasData(e.source, e.seq)) {  // acknowledged, but we lack the message
      if (!requestTimer_.armed()) request(e.issuer, e.source, e.seq, e.seq);
      stalled_ = true;
      return;
    }
    log_[ts - 1].state = 2;
    const std::uint32_t prevIssuer = ts > 1 ? log_[ts - 2].issuer : kNone32;
    if (prevIssuer != kNone32 && prevIssuer != e.issuer) acceptances_.push_back(ts);
    ++nextTs_;
    if (e.source != kNone32) {
      ackedSeq_[e.source] = std::max(ackedSeq_[e.source], e.seq);
      ackTsOf_[e.source] = ts;
      ctx_.sim.record(kCmAckOrdered, self_, e.source, kNone32, ts, e.record + 1);
      if (e.source == self_ && outstanding_ != kNone32 && e.seq == mySeq_) {  // our message is acknowledged
        ep_.cancel(sourceTimer_);
        outstanding_ = kNone32;
        // The next one, outside this handler; when we acknowledged it ourselves, once our ACK is on
        // the wire (onDeparture; it may have departed already, inside send(), if the MAC dropped it).
        if (e.issuer != self_ || ownAckTs_ == 0) ep_.arm(appTimer_, ep_.now(), this, kAppTimer);
      }
    }
    if (passedTo_ != kNone32 && e.issuer == passedTo_) {  // the new site accepted our token
      passedTo_ = kNone32;
      ep_.cancel(handoverTimer_);
    }
    if (e.issuer == self_ && e.next != self_) {  // we passed the token with this entry
      accepted_ = false;
      passedTo_ = e.next;
      handoverTries_ = 0;
      ep_.cancel(confirmTimer_);
      ep_.cancel(idleTimer_);
      ep_.arm(handoverTimer_, ep_.now() + 2 * ctx_.bits(ctx_.cfg.cm.confirmTimeout), this, kHandoverTimer);
    }
    tokenSite_ = e.next;
    if (e.next == self_ && e.issuer != self_ && !crashed_) acceptToken();
  }
  stalled_ = nextTs_ <= log_.size();
  if (!stalled_ && requestTimer_.armed()) ep_.cancel(requestTimer_);
  commit();
}

void CmSite::commit() {
  std::uint32_t horizon = 0;
  const std::uint32_t L = ctx_.cfg.cm.L;
  if (L == 0) {
    horizon = nextTs_ - 1;
  } else if (acceptances_.size() >= L) {
    horizon = acceptances_[acceptances_.size() - L] - 1;
  }
  for (std::uint32_t ts = committed_ + 1; ts <= horizon; ++ts) {
    const Entry& e = log_[ts - 1];
    if (e.source == kNone32) continue;
    ctx_.sim.record(kCmCommitted, self_, e.source, kNone32, ts, e.record + 1);
    if (e.source != self_) ctx_.deliver(self_, e.source, e.record, ts);
  }
  committed_ = std::max(committed_, horizon);
  // Messages ordered but not committed: if nothing happens, look for entries we may have missed.
  bool uncommitted = false;
  for (std::uint32_t ts = committed_ + 1; ts < nextTs_ && !uncommitted; ++ts)
    uncommitted = log_[ts - 1].source != kNone32;
  if (uncommitted && holdsToken() && !idleTimer_.armed())
    ep_.arm(idleTimer_, ep_.now() + ctx_.bits(ctx_.cfg.cm.idlePass), this, kIdleTimer);
  if (uncommitted && !holdsToken() && !requestTimer_.armed())
    ep_.arm(requestTimer_, ep_.now() + 2 * ctx_.bits(ctx_.cfg.cm.idlePass), this, kRequestTimer);
}

void CmSite::request(std::uint32_t to, std::uint32_t source, std::uint32_t first, std::uint32_t last) {
  if (reqInMac_) return;  // one request waiting in our MAC is enough; its departure starts the timer
  if (to == self_ || to >= ctx_.members) to = tokenSite_ == self_ ? successor() : tokenSite_;
  reqInMac_ = true;
  ep_.cancel(requestTimer_);
  ++control_;
  if (source == kNone32) ++ackRequests_;
  const std::uint32_t uid = ctx_.send(ep_, to, kCmRetransReq, first, false, [&](Packet& p) {
    p.field[1] = source;
    p.field[2] = last;
  });
  ctx_.sim.record(kCmRetransReqSent, self_, to, uid, first, last, source == kNone32 ? 1 : 0);
}

void CmSite::onRetransRequest(const Packet& p) {
  const auto source = static_cast<std::uint32_t>(p.field[1]);
  const std::uint32_t first = p.seq;
  const auto last = static_cast<std::uint32_t>(std::min<std::uint64_t>(p.field[2], first + kMaxRange - 1));
  if (source != kNone32) {  // messages
    if (source >= ctx_.members) return;
    for (std::uint32_t k = first; k <= last; ++k) {
      if (!hasData(source, k)) continue;
      const Held h = held(source, k);
      ++ctx_.stats.at(h.record).retrans;
      const std::uint32_t uid = ctx_.send(ep_, p.src, kCmData, k, true, [&](Packet& q) {
        q.field[0] = h.record + 1;
        q.field[1] = source;
      });
      ctx_.sim.record(kCmRetransSent, self_, p.src, uid, k, h.record + 1, 0);
    }
    return;
  }
  for (std::uint32_t ts = first; ts <= last && ts <= log_.size(); ++ts)
    if (log_[ts - 1].state != 0) sendEntry(ts, p.src, true);
}

// ============================================================================================
// Token site
// ============================================================================================

std::uint32_t CmSite::successor() const {
  for (std::uint32_t i = 1; i < ctx_.members; ++i) {
    const std::uint32_t s = (self_ + i) % ctx_.members;
    if (inList(s)) return s;
  }
  return self_;
}

void CmSite::acceptToken() {
  accepted_ = true;
  acksSincePass_ = 0;
  ctx_.sim.record(kCmTokenAccepted, self_, kNone32, kNone32, nextTs_ - 1);
  // Messages we hold that nobody has acknowledged yet (they arrived during the handover).
  bool acked = false;
  for (std::uint32_t s = 0; s < ctx_.members && holdsToken(); ++s) {
    const std::uint32_t k = ackedSeq_[s] + 1;
    if (hasData(s, k)) {
      issue(s, k, held(s, k).record, false, false);
      acked = true;
    }
  }
  if (!acked && holdsToken())
    ep_.arm(confirmTimer_, ep_.now() + ctx_.bits(ctx_.cfg.cm.confirmTimeout), this, kConfirmTimer);
}

void CmSite::issue(std::uint32_t source, std::uint32_t seq, std::uint32_t record, bool confirm, bool pass) {
  const std::uint32_t ts = nextTs_;
  if (log_.size() < ts) log_.resize(ts);
  if (source != kNone32) pass = pass || ++acksSincePass_ >= ctx_.cfg.cm.passEvery;
  const std::uint32_t next = pass ? successor() : self_;
  if (next != self_) acksSincePass_ = 0;
  log_[ts - 1] = Entry{self_, source, seq, record, next, 1, confirm};
  // Our own message: the next one once this ACK leaves (set before sending: a frame the MAC drops at
  // once departs inside send()).
  if (source == self_ && outstanding_ != kNone32 && seq == mySeq_) ownAckTs_ = ts;
  ep_.cancel(confirmTimer_);
  sendEntry(ts, ctx_.group, false);
  if (next != self_) ctx_.sim.record(kCmTokenPassed, self_, next, kNone32, ts);
  drain();
  if (holdsToken()) ep_.arm(idleTimer_, ep_.now() + ctx_.bits(ctx_.cfg.cm.idlePass), this, kIdleTimer);
}

void CmSite::sendEntry(std::uint32_t ts, std::uint32_t dst, bool retransmission) {
  const Entry e = log_[ts - 1];
  ++control_;
  const std::uint16_t type = e.confirm ? kCmConfirm : kCmAck;
  const std::uint32_t uid = ctx_.send(ep_, dst, type, ts, false, [&](Packet& p) {
    p.flags = static_cast<std::uint16_t>(e.issuer);
    p.field[0] = e.source == kNone32 ? 0 : e.record + 1;
    p.field[1] = e.source;
    p.field[2] = e.seq;
    p.field[3] = (std::uint64_t{e.next} << 32) | version_;
  });
  if (retransmission) {
    ctx_.sim.record(kCmRetransSent, self_, dst == ctx_.group ? kNone32 : dst, uid, ts, 0, 1);
  } else if (e.confirm) {
    ctx_.sim.record(kCmConfirmSent, self_, kNone32, uid, ts);
  } else {
    ctx_.sim.record(kCmAckSent, self_, e.source, uid, ts, e.source == kNone32 ? 0 : e.record + 1, e.next);
  }
}

// ============================================================================================
// Reformation (simplified; see the header)
// ============================================================================================

void CmSite::startReformation(std::uint32_t suspect) {
  if (reforming_) return;  // one at a time: ours or someone else's is under way
  reforming_ = true;
  initiator_ = self_;
  suspect_ = suspect;
  reformVersion_ = std::max(reformVersion_, version_) + 1;
  accepted_ = false;
  ++reformations_;
  ep_.cancel(sourceTimer_);
  joinedTs_.assign(ctx_.members, 0);
  joinedTs_[self_] = nextTs_;
  ++control_;
  const std::uint32_t v = reformVersion_;
  const std::uint32_t uid = ctx_.send(ep_, ctx_.group, kCmReform, v, false,
                                      [&](Packet& p) { p.field[1] = 0 | (std::uint64_t{suspect} << 8); });
  (void)uid;
  ctx_.sim.record(kCmReformStart, self_, suspect, kNone32, v, 0, v);
  ep_.arm(reformTimer_, ep_.now() + ctx_.bits(ctx_.cfg.cm.reformTimeout), this, kReformTimer);
}

void CmSite::onReform(const Packet& p) {
  const std::uint32_t v = p.seq;
  const auto phase = static_cast<std::uint32_t>(p.field[1] & 0xff);
  if (phase == 0) {  // INVITE
    if (v <= version_ || v < reformVersion_) return;
    if (reforming_ && initiator_ == self_ && v == reformVersion_ && self_ < p.src) return;  // ours wins
    if (reforming_ && initiator_ != self_ && initiator_ != kNone32 && v == reformVersion_ && initiator_ < p.src)
      return;  // we already joined a stronger initiator of this version
    ep_.cancel(reformTimer_);
    reforming_ = true;
    initiator_ = p.src;
    suspect_ = static_cast<std::uint32_t>(p.field[1] >> 8);
    reformVersion_ = v;
    accepted_ = false;
    ep_.cancel(sourceTimer_);
    ++control_;
    const std::uint32_t ts = nextTs_;
    const std::uint32_t uid = ctx_.send(ep_, p.src, kCmReform, v, false, [&](Packet& q) {
      q.field[1] = 1;
      q.field[2] = ts;
    });
    ctx_.sim.record(kCmReformJoin, self_, p.src, uid, ts);
    // If no new list comes (lost, or the initiator failed), start a reformation ourselves.
    ep_.arm(reformTimer_, ep_.now() + 2 * ctx_.bits(ctx_.cfg.cm.reformTimeout), this, kReformTimer);
    return;
  }
  if (phase == 1) {  // JOIN, at the initiator
    if (initiator_ == self_ && v == reformVersion_ && p.src < ctx_.members)
      joinedTs_[p.src] = static_cast<std::uint32_t>(p.field[2]);
    return;
  }
  if (v >= version_ && v >= reformVersion_)  // NEW LIST
    adoptList(v, static_cast<std::uint32_t>(p.field[1] >> 8), p.field[2], p.field[3]);
}

void CmSite::adoptList(std::uint32_t version, std::uint32_t tokenSite, std::uint64_t lo, std::uint64_t hi) {
  version_ = reformVersion_ = version;
  for (std::uint32_t s = 0; s < ctx_.members; ++s) list_[s] = ((s < 64 ? lo >> s : hi >> (s - 64)) & 1u) ? 1 : 0;
  tokenSite_ = tokenSite;
  reforming_ = false;
  initiator_ = kNone32;
  passedTo_ = kNone32;
  ep_.cancel(handoverTimer_);
  accepted_ = tokenSite == self_;
  if (accepted_) {  // the new token site confirms at once, so that the others can catch up
    acksSincePass_ = 0;
    issue(kNone32, 0, 0, true, false);
    acceptToken();
  }
  if (sender_ && outstanding_ != kNone32) {
    attempts_ = 0;
    sendData(true);
  } else if (sender_) {
    nextMessage();
  }
}

// ============================================================================================
// Timers
// ============================================================================================

void CmSite::onEvent(const Event& ev) {
  if (crashed_) return;
  switch (ev.kind) {
    case kAppTimer:
      nextMessage();
      return;
    case kSourceTimer:
      if (outstanding_ == kNone32 || reforming_) return;
      ++timeouts_;
      ctx_.sim.record(kLitTimeout, self_, tokenSite_, kNone32, mySeq_, outstanding_ + 1, attempts_ + 1);
      if (++attempts_ > ctx_.cfg.cm.R) {  // R retries: the token site has failed
        startReformation(tokenSite_);
        return;
      }
      sendData(true);
      return;
    case kConfirmTimer:  // a new token site with nothing to acknowledge confirms the token
      if (holdsToken() && !reforming_ && (nextTs_ == 1 || log_[nextTs_ - 2].issuer != self_))
        issue(kNone32, 0, 0, true, false);
      return;
    case kIdleTimer:  // idle, with uncommitted messages: pass the token on so they commit
      if (holdsToken() && !reforming_ && successor() != self_) {
        bool uncommitted = false;
        for (std::uint32_t ts = committed_ + 1; ts < nextTs_ && !uncommitted; ++ts)
          uncommitted = log_[ts - 1].source != kNone32;
        if (uncommitted) issue(kNone32, 0, 0, false, true);
      }
      return;
    case kHandoverTimer:
      if (passedTo_ == kNone32) return;
      ++timeouts_;
      if (++handoverTries_ > ctx_.cfg.cm.R) {  // the new site never accepted: it has failed
        startReformation(passedTo_);
        return;
      }
      for (std::uint32_t ts = nextTs_ - 1; ts >= 1; --ts)  // resend the entry that passed the token
        if (log_[ts - 1].issuer == self_ && log_[ts - 1].next == passedTo_) {
          sendEntry(ts, passedTo_, true);
          break;
        }
      ep_.arm(handoverTimer_, ep_.now() + 2 * ctx_.bits(ctx_.cfg.cm.confirmTimeout), this, kHandoverTimer);
      return;
    case kRequestTimer: {
      bool uncommitted = false;
      for (std::uint32_t ts = committed_ + 1; ts < nextTs_ && !uncommitted; ++ts)
        uncommitted = log_[ts - 1].source != kNone32;
      if (holdsToken() || reforming_ || (!stalled_ && !uncommitted)) return;
      ++timeouts_;
      const std::uint32_t to = tokenSite_;
      if (nextTs_ <= log_.size() && log_[nextTs_ - 1].state == 1) {  // waiting for a message
        const Entry& e = log_[nextTs_ - 1];
        request(e.issuer == self_ ? to : e.issuer, e.source, e.seq, e.seq);
      } else {  // a gap, or the tail we may have missed
        request(to, kNone32, nextTs_, kOpenEnd);
      }
      return;
    }
    case kReformTimer: {
      if (!reforming_) return;
      if (initiator_ != self_) {  // joined, but no new list came: try ourselves
        reforming_ = false;
        startReformation(suspect_);
        return;
      }
      // The new list: the old one without the suspected site. The token goes to the site that
      // answered with the most ACKs (it holds the most; the others catch up from it).
      std::uint64_t lo = 0, hi = 0;
      std::uint32_t best = self_, count = 0;
      for (std::uint32_t s = 0; s < ctx_.members; ++s) {
        // A site that answered is alive, even the suspect (it was only slow).
        if (joinedTs_[s] == 0 && (!inList(s) || s == suspect_)) continue;
        ++count;
        if (s < 64)
          lo |= std::uint64_t{1} << s;
        else
          hi |= std::uint64_t{1} << (s - 64);
        if (joinedTs_[s] > joinedTs_[best] || (joinedTs_[s] == joinedTs_[best] && joinedTs_[s] != 0 && s < best))
          best = s;
      }
      const std::uint32_t v = reformVersion_;
      ++control_;
      const std::uint32_t uid = ctx_.send(ep_, ctx_.group, kCmReform, v, false, [&](Packet& p) {
        p.field[1] = 2 | (std::uint64_t{best} << 8);
        p.field[2] = lo;
        p.field[3] = hi;
      });
      ctx_.sim.record(kCmReformList, self_, kNone32, uid, v, count, best);
      adoptList(v, best, lo, hi);
      return;
    }
    default:
      return;
  }
}

void CmSite::inspect(JsonWriter& w) const {
  const auto name = [&](std::uint32_t n) { return ctx_.sim.nodeName(n); };
  w.beginObject().field("protocol", "Chang-Maxemchuk").field("crashed", crashed_);
  w.field("token_site", name(tokenSite_)).field("holds_token", holdsToken());
  if (passedTo_ != kNone32) w.field("passing_to", name(passedTo_));
  w.field("version", version_).field("reforming", reforming_);
  w.key("token_list").beginArray();
  for (std::uint32_t s = 0; s < ctx_.members; ++s)
    if (list_[s]) w.value(name(s));
  w.endArray();
  w.field("next_timestamp", nextTs_).field("commit_horizon", committed_).field("L", ctx_.cfg.cm.L);
  w.field("token_transfers_seen", static_cast<std::uint32_t>(acceptances_.size()));
  w.key("timestamps").beginArray();  // the most recent entries of the ACK log
  const std::uint32_t top = std::min<std::uint32_t>(static_cast<std::uint32_t>(log_.size()), nextTs_ + 3);
  for (std::uint32_t ts = top > 12 ? top - 11 : 1; ts <= top; ++ts) {
    const Entry& e = log_[ts - 1];
    if (e.state == 0) continue;
    w.beginObject().field("ts", ts).field("issuer", name(e.issuer));
    if (e.source != kNone32) w.field("message", e.record + 1).field("source", name(e.source)).field("seq", e.seq);
    w.field("kind", e.confirm ? "confirmation" : e.source == kNone32 ? "token pass" : "ACK");
    if (e.next != e.issuer) w.field("passes_to", name(e.next));
    w.field("ordered", e.state == 2).field("committed", ts <= committed_).endObject();
  }
  w.endArray();
  if (sender_) {
    w.key("source").beginObject().field("messages_sent", queue_.taken()).field("messages", queue_.count());
    if (outstanding_ != kNone32)
      w.field("outstanding_message", outstanding_ + 1).field("seq", mySeq_).field("attempts", attempts_);
    w.endObject();
  }
  w.field("reformations", reformations_).field("ack_requests", ackRequests_);
  w.key("timers").beginArray();
  if (sourceTimer_.armed()) writeTimer(w, "source ACK", sourceTimer_.deadline(), name(tokenSite_), mySeq_);
  if (confirmTimer_.armed()) writeTimer(w, "confirmation", confirmTimer_.deadline(), "all");
  if (idleTimer_.armed()) writeTimer(w, "idle token pass", idleTimer_.deadline(), "all");
  if (handoverTimer_.armed() && passedTo_ != kNone32)
    writeTimer(w, "handover", handoverTimer_.deadline(), name(passedTo_));
  if (requestTimer_.armed()) writeTimer(w, "retransmission request", requestTimer_.deadline(), name(tokenSite_));
  if (reformTimer_.armed()) writeTimer(w, "reformation", reformTimer_.deadline(), "all");
  w.endArray();
  w.key("link");
  ep_.inspectLink(w);
  w.endObject();
}

}  // namespace ps

#include "ethernet_bus_medium.h"

#include <cmath>

namespace ps {

BusMedium::BusMedium(EthernetLan& lan)
    : lan_(lan), sched_(lan.sim().scheduler()), curId_(lan.stations(), 0), retry_(lan.stations()) {
  const EthernetConfig& cfg = lan.config();
  for (std::uint32_t st = 0; st < lan.stations(); ++st) {
    const double ns = lan.positionM(st) / cfg.propagationMps * 1e9;
    posNs_.push_back(static_cast<SimTime>(std::floor(ns + 0.5)));
  }
  for (SimTime p : posNs_) maxDelay_ = p > maxDelay_ ? p : maxDelay_;
  txs_.reserve(2 * lan.stations() + 8);
}

const char* BusMedium::stateName() const {
  const SimTime now = sched_.now();
  bool any = false, coll = false;
  for (const Tx& t : txs_) {
    if (t.start <= now && now < t.end + maxDelay_) {
      any = true;
      coll = coll || t.collided;
    }
  }
  return coll ? "collision" : any ? "busy" : "idle";
}

BusMedium::Tx* BusMedium::current(std::uint32_t st) {
  if (curId_[st] == 0) return nullptr;
  for (Tx& t : txs_)
    if (t.id == curId_[st]) return &t;
  return nullptr;
}

bool BusMedium::busyAt(std::uint32_t j, SimTime t) const {
  for (const Tx& k : txs_) {
    const SimTime d = delay(k.st, j);
    if (k.start + d <= t && t < k.end + d) return true;
  }
  return false;
}

SimTime BusMedium::busyEnd(std::uint32_t j, SimTime t) const {
  SimTime e = t;
  for (const Tx& k : txs_) {
    const SimTime d = delay(k.st, j);
    if (k.start + d <= t && t < k.end + d && k.end + d > e) e = k.end + d;
  }
  return e;
}

SimTime BusMedium::idleSince(std::uint32_t j, SimTime t) const {
  SimTime e = -1;
  for (const Tx& k : txs_) {
    const SimTime end = k.end + delay(k.st, j);
    if (end <= t && end > e) e = end;
  }
  return e;
}

void BusMedium::prune() {
  const SimTime now = sched_.now();
  std::size_t w = 0;
  for (std::size_t i = 0; i < txs_.size(); ++i) {
    const Tx& t = txs_[i];
    // Keep a transmission while its signal (or its IFG shadow) can still matter to someone.
    const bool live = curId_[t.st] == t.id || t.end + maxDelay_ + lan_.config().bits(lan_.config().ifgBits) > now;
    if (live) txs_[w++] = t;
  }
  txs_.resize(w);
}

void BusMedium::request(std::uint32_t st) { attempt(st); }

void BusMedium::attempt(std::uint32_t st) {
  const SimTime now = sched_.now();
  const SimTime ifg = lan_.config().bits(lan_.config().ifgBits);
  SimTime at = now;
  if (busyAt(st, now)) {
    // 802.3 §4.2.3.2.1 two-part gap: carrier that appears in the last third of our interframe
    // gap is ignored, so a station at the end of its gap transmits anyway (and collides).
    const SimTime idle = idleSince(st, now);
    const SimTime part1 = ifg * 2 / 3;
    bool late = idle >= 0 && now - idle >= ifg;
    for (const Tx& k : txs_) {
      const SimTime d = delay(k.st, st);
      if (k.start + d <= now && now < k.end + d && k.start + d < idle + part1) late = false;
    }
    if (late) {
      transmit(st);
      return;
    }
    at = busyEnd(st, now) + ifg;
  } else {
    const SimTime idle = idleSince(st, now);
    if (idle >= 0 && now - idle < ifg) at = idle + ifg;
  }
  if (at > now) {
    // 1-persistent: wait for the end of the carrier plus the gap, then try again.
    if (!retry_[st].armed()) {
      lan_.mac(st).deferred();
      lan_.sim().record(kEthDefer, st, kNone32, kNone32, 0, 0, at - now);
    }
    sched_.arm(retry_[st], at, this, kAttempt, st);
    return;
  }
  transmit(st);
}

void BusMedium::transmit(std::uint32_t st) {
  prune();
  const SimTime now = sched_.now();
  EthernetMac& mac = lan_.mac(st);
  Tx tx;
  tx.st = st;
  tx.id = nextId_++;
  tx.start = now;
  tx.frame = mac.head();
  const Packet p = lan_.sim().packets()[tx.frame];  // a copy: the departure below may grow the pool
  const SimTime dur = lan_.frameTime(p);
  tx.end = now + dur;
  curId_[st] = tx.id;
  mac.transmissionStarted();
  lan_.sim().record(kEthFrameStart, st, p.dst == kEthernetGroup ? kNone32 : p.dst, p.uid, p.seq, p.sizeBytes, dur,
                    p.type);
  lan_.sim().tapWire(0, st, p.dst, p, p.sizeBytes);
  // Signals already on the cable that have not reached us yet will hit us; ours will hit the
  // stations still transmitting when it reaches them.
  for (const Tx& k : txs_) {
    const SimTime dk = delay(k.st, st);
    const SimTime arrives = k.start + dk > now ? k.start + dk : now;  // now: we started into it (late carrier)
    if (k.end + dk > arrives) {
      sched_.schedule(arrives, this, kDetect, st, tx.id | (std::uint64_t{k.st} << 40));
    }
    if (curId_[k.st] == k.id && now + dk < k.end) {
      sched_.schedule(now + dk, this, kDetect, k.st, k.id | (std::uint64_t{st} << 40));
    }
  }
  txs_.push_back(tx);
  sched_.schedule(tx.end, this, kTxEnd, st, tx.id);
}

void BusMedium::detect(std::uint32_t st, std::uint64_t id, std::uint32_t heard) {
  Tx* tx = current(st);
  const SimTime now = sched_.now();
  if (!tx || tx->id != id || tx->collided || now >= tx->end) return;
  bool episode = true;  // count a collision once per overlapping group
  for (const Tx& k : txs_)
    if (k.collided && k.end > now - maxDelay_) episode = false;
  if (episode) ++collisions_;
  tx->collided = true;
  const SimTime jam = lan_.config().bits(lan_.config().jamBits);
  busyTime_ += now - tx->start + jam;
  tx->end = now + jam;
  lan_.sim().record(kEthCollision, st, heard, kNone32, 0, 2, jam, 1);
  sched_.schedule(tx->end, this, kTxEnd, st, id);
  reconsiderDeferrers();  // the carrier ends earlier than they were told
}

void BusMedium::reconsiderDeferrers() {
  for (std::uint32_t st = 0; st < retry_.size(); ++st) {
    if (!retry_[st].armed()) continue;
    sched_.cancel(retry_[st]);
    // Re-evaluate at once; attempt() re-arms the wait with the new carrier end.
    const SimTime now = sched_.now();
    const SimTime ifg = lan_.config().bits(lan_.config().ifgBits);
    SimTime at = busyAt(st, now) ? busyEnd(st, now) + ifg : now;
    if (at == now) {
      const SimTime idle = idleSince(st, now);
      if (idle >= 0 && now - idle < ifg) at = idle + ifg;
    }
    sched_.arm(retry_[st], at, this, kAttempt, st);
  }
}

void BusMedium::endTx(std::uint32_t st, std::uint64_t id) {
  Tx* tx = current(st);
  const SimTime now = sched_.now();
  if (!tx || tx->id != id || tx->end != now) return;  // stale (the end moved when a collision was detected)
  curId_[st] = 0;
  EthernetMac& mac = lan_.mac(st);
  if (tx->collided) {
    mac.collided();
    return;
  }
  busyTime_ += now - tx->start;
  const PacketId p = tx->frame;
  const Packet& pk = lan_.sim().packets()[p];
  lan_.sim().record(kEthFrameEnd, st, pk.dst == kEthernetGroup ? kNone32 : pk.dst, pk.uid, pk.seq, pk.sizeBytes, 0,
                    pk.type);
  lan_.frameSent(pk);
  // Each addressed station gets the frame when its last bit passes it.
  if (refs_.size() <= p) refs_.resize(lan_.sim().packets().capacity() + 1, 0);
  std::uint32_t n = 0;
  for (std::uint32_t j = 0; j < lan_.stations(); ++j) {
    if (!lan_.addressedTo(pk, j, st)) continue;
    ++n;
    sched_.schedule(now + delay(st, j), this, kDeliver, j, p);
  }
  refs_[p] = n;
  mac.transmissionSucceeded();
  if (n == 0) lan_.sim().packets().release(p);
}

void BusMedium::onEvent(const Event& ev) {
  switch (ev.kind) {
    case kAttempt:
      attempt(ev.arg32);
      return;
    case kTxEnd:
      endTx(ev.arg32, ev.arg64);
      return;
    case kDetect:
      detect(ev.arg32, ev.arg64 & ((std::uint64_t{1} << 40) - 1), static_cast<std::uint32_t>(ev.arg64 >> 40));
      return;
    case kDeliver: {
      const auto p = static_cast<PacketId>(ev.arg64);
      lan_.deliverTo(ev.arg32, p);
      if (--refs_[p] == 0) lan_.sim().packets().release(p);
      return;
    }
  }
}

void BusMedium::inspect(JsonWriter& w) const {
  w.beginObject().field("variant", "802.3").field("state", stateName());
  w.field("collisions", collisions_).field("busy_ns", busyTime_);
  w.key("signals").beginArray();
  for (const Tx& t : txs_) {
    w.beginObject().field("station", lan_.sim().nodeName(t.st)).field("start_ns", t.start).field("end_ns", t.end);
    w.field("collided", t.collided).endObject();
  }
  w.endArray();
  w.key("deferring").beginArray();
  for (std::uint32_t st = 0; st < retry_.size(); ++st)
    if (retry_[st].armed()) w.value(lan_.sim().nodeName(st));
  w.endArray();
  w.endObject();
}

}  // namespace ps

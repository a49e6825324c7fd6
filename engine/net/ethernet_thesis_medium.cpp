#include "ethernet_thesis_medium.h"

namespace ps {

ThesisMedium::ThesisMedium(EthernetLan& lan) : lan_(lan), sched_(lan.sim().scheduler()) {
  pending_.reserve(lan.stations());
  colliders_.reserve(lan.stations());
}

const char* ThesisMedium::stateName() const {
  switch (state_) {
    case State::kIdle:
      return "idle";
    case State::kTransmitting:
      return "transmitting";
    case State::kCollision:
      return "collision";
  }
  return "?";
}

void ThesisMedium::request(std::uint32_t st) {
  pending_.push_back(st);
  if (state_ == State::kIdle) {
    scheduleDecide();
  } else {
    // Carrier sense: the request is moved to the end of the busy period.
    lan_.mac(st).deferred();
    lan_.sim().record(kEthDefer, st, kNone32, kNone32, 0, 0, busyUntil_ - sched_.now());
  }
}

void ThesisMedium::scheduleDecide(bool endOfOwnEvent) {
  if (decideQueued_ || inEvent_) return;  // already queued, or our handler decides when it ends
  if (endOfOwnEvent) {
    // Called at the end of our own event: if nothing else happens at this instant, every request
    // of "now" is already pending, so decide at once (saves one event per frame).
    if (sched_.nextTime() != sched_.now()) {
      decide();
      return;
    }
  }
  decideQueued_ = true;
  sched_.schedule(sched_.now(), this, kDecide);
}

void ThesisMedium::onEvent(const Event& ev) {
  switch (ev.kind) {
    case kDecide:
      // Decide only after every other event of this instant: they may add requests "now".
      if (sched_.nextTime() == sched_.now()) {
        sched_.schedule(sched_.now(), this, kDecide);
        return;
      }
      decideQueued_ = false;
      decide();
      return;
    case kTxEnd:
      endTransmission();
      return;
    case kCollisionEnd:
      endCollision();
      return;
  }
}

void ThesisMedium::decide() {
  if (state_ != State::kIdle || pending_.empty()) return;
  const SimTime now = sched_.now();
  if (pending_.size() == 1) {
    sender_ = pending_[0];
    pending_.clear();
    EthernetMac& mac = lan_.mac(sender_);
    frame_ = mac.head();
    const Packet p = lan_.sim().packets()[frame_];  // a copy: the departure below may grow the pool
    const SimTime dur = lan_.frameTime(p);
    state_ = State::kTransmitting;
    busyUntil_ = now + dur;
    busyTime_ += dur;
    mac.transmissionStarted();
    lan_.sim().record(kEthFrameStart, sender_, p.dst == kEthernetGroup ? kNone32 : p.dst, p.uid, p.seq, p.sizeBytes,
                      dur, p.type);
    lan_.sim().tapWire(0, sender_, p.dst, p, p.sizeBytes);
    sched_.schedule(busyUntil_, this, kTxEnd);
    return;
  }
  // Two or more stations at the same instant: a collision of the maximum window.
  colliders_.swap(pending_);
  pending_.clear();
  const SimTime dur = lan_.config().bits(lan_.config().collisionBits);
  state_ = State::kCollision;
  busyUntil_ = now + dur;
  busyTime_ += dur;
  ++collisions_;
  std::uint32_t control = 0;
  for (std::uint32_t st : colliders_)
    if (!lan_.isData(lan_.sim().packets()[lan_.mac(st).head()])) ++control;
  if (control >= 2) ++controlCollisions_;
  for (std::uint32_t st : colliders_) lan_.mac(st).transmissionStarted();
  lan_.sim().record(kEthCollision, colliders_[0], colliders_[1], kNone32, 0,
                    static_cast<std::uint32_t>(colliders_.size()), dur);
  sched_.schedule(busyUntil_, this, kCollisionEnd);
}

void ThesisMedium::endTransmission() {
  state_ = State::kIdle;
  inEvent_ = true;  // requests made by the deliveries below must not decide early
  const PacketId p = frame_;
  const std::uint32_t st = sender_;
  frame_ = kNoPacket;
  sender_ = kNone32;
  const Packet& pk = lan_.sim().packets()[p];
  lan_.sim().record(kEthFrameEnd, st, pk.dst == kEthernetGroup ? kNone32 : pk.dst, pk.uid, pk.seq, pk.sizeBytes, 0,
                    pk.type);
  lan_.frameSent(pk);
  lan_.deliverAll(p, st);
  lan_.mac(st).transmissionSucceeded();
  lan_.sim().packets().release(p);
  inEvent_ = false;
  scheduleDecide(true);
}

void ThesisMedium::endCollision() {
  state_ = State::kIdle;
  inEvent_ = true;
  // Each collider backs off (or gives up); k = 0 requests again at once, joining pending_.
  for (std::uint32_t st : colliders_) lan_.mac(st).collided();
  colliders_.clear();
  inEvent_ = false;
  scheduleDecide(true);
}

void ThesisMedium::inspect(JsonWriter& w) const {
  w.beginObject().field("variant", "thesis").field("state", stateName());
  w.field("busy_until_ns", busyUntil_).field("collisions", collisions_).field("busy_ns", busyTime_);
  w.key("pending").beginArray();
  for (std::uint32_t st : pending_) w.value(lan_.sim().nodeName(st));
  w.endArray();
  w.key("colliding").beginArray();
  for (std::uint32_t st : colliders_) w.value(lan_.sim().nodeName(st));
  w.endArray();
  if (sender_ != kNone32) w.field("transmitting", lan_.sim().nodeName(sender_));
  w.endObject();
}

}  // namespace ps

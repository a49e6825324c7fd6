#include "ethernet_mac.h"

#include "../core/simulation.h"
#include "ethernet_lan.h"

namespace ps {

namespace {
constexpr std::uint32_t kBackoffEnd = 1;
}

const char* macStateName(MacState s) {
  switch (s) {
    case MacState::kIdle:
      return "IDLE";
    case MacState::kContending:
      return "CONTENDING";
    case MacState::kTransmitting:
      return "TRANSMITTING";
    case MacState::kBackoff:
      return "BACKOFF";
  }
  return "?";
}

void EthernetMac::transmissionStarted() {
  state_ = MacState::kTransmitting;
  lan_->frameStarting(station_, head());
}

void EthernetMac::init(EthernetLan* lan, std::uint32_t station, Rng backoffRng, Rng errorRng) {
  lan_ = lan;
  station_ = station;
  backoffRng_ = backoffRng;
  errorRng_ = errorRng;
  queue_.assign(8, kNoPacket);
}

void EthernetMac::send(PacketId p) {
  if (count_ == queue_.size()) {  // grow the ring (rare: only when a new peak is reached)
    std::vector<PacketId> bigger(queue_.size() * 2, kNoPacket);
    for (std::uint32_t i = 0; i < count_; ++i) bigger[i] = queue_[(head_ + i) % queue_.size()];
    queue_.swap(bigger);
    head_ = 0;
  }
  queue_[(head_ + count_) % queue_.size()] = p;
  ++count_;
  ++counters_.framesQueued;
  lan_->frameQueued();
  if (state_ == MacState::kIdle) startHead();
}

void EthernetMac::pop() {
  head_ = (head_ + 1) % static_cast<std::uint32_t>(queue_.size());
  --count_;
  attempts_ = 0;
  lan_->frameLeft();
}

bool EthernetMac::dropHead() {
  const double fail = lan_->config().failRate;
  if (!(fail > 0 && errorRng_.bernoulli(fail))) return false;
  // Error model, transmit side: the interface drops the frame; nobody receives it.
  Simulation& sim = lan_->sim();
  const PacketId p = head();
  const Packet& pk = sim.packets()[p];
  ++counters_.txDrops;
  sim.record(kDrop, station_, kNone32, pk.uid, pk.seq, pk.sizeBytes, 0 | (std::int64_t{pk.type} << 8),
             static_cast<std::uint16_t>(DropReason::kMacError));
  pop();
  // The frame left the protocol's hands (and is lost): a departure. The protocol may queue a new
  // frame from its listener; while it runs the MAC is not idle, so that send() only queues and
  // the caller's loop goes on with the queue.
  const MacState was = state_;
  state_ = MacState::kContending;
  lan_->frameStarting(station_, p);
  state_ = was;
  sim.packets().release(p);
  return true;
}

void EthernetMac::startHead() {
  while (count_ > 0) {
    if (dropHead()) continue;
    state_ = MacState::kContending;
    attempts_ = 0;
    lan_->medium().request(station_);
    return;
  }
  state_ = MacState::kIdle;
}

void EthernetMac::retryHead() {
  if (lan_->config().errorDraw == ErrorDraw::kAttempt && dropHead()) {
    startHead();
    return;
  }
  state_ = MacState::kContending;
  lan_->medium().request(station_);
}

void EthernetMac::transmissionSucceeded() {
  ++counters_.framesSent;
  pop();
  state_ = MacState::kIdle;
  startHead();
}

void EthernetMac::collided() {
  Simulation& sim = lan_->sim();
  const EthernetConfig& cfg = lan_->config();
  ++counters_.collisions;
  ++attempts_;
  if (attempts_ >= cfg.attemptLimit) {
    // §3.2: "Once the 16th attempt has been unsuccessful, ... discard the frame and continue."
    const PacketId p = head();
    const Packet& pk = sim.packets()[p];
    ++counters_.discards;
    sim.record(kEthDiscard, station_, kNone32, pk.uid, pk.seq, pk.sizeBytes, attempts_, pk.type);
    sim.packets().release(p);
    pop();
    state_ = MacState::kIdle;
    startHead();
    return;
  }
  const int e = attempts_ < cfg.backoffCap ? attempts_ : cfg.backoffCap;
  const std::int64_t hi = (std::int64_t{1} << e) - (cfg.backoff == BackoffRange::kStandard ? 1 : 0);
  const std::int64_t k = backoffRng_.uniformInt(0, hi);
  ++counters_.backoffs;
  counters_.backoffSlots += static_cast<std::uint64_t>(k);
  const SimTime wait = cfg.bits(k * cfg.slotBits);
  sim.record(kEthBackoff, station_, kNone32, sim.packets()[head()].uid, static_cast<std::uint32_t>(attempts_),
             static_cast<std::uint32_t>(k), wait);
  if (k == 0) {
    retryHead();
  } else {
    state_ = MacState::kBackoff;
    sim.scheduler().arm(backoff_, sim.now() + wait, this, kBackoffEnd);
  }
}

void EthernetMac::onEvent(const Event& ev) {
  if (ev.kind != kBackoffEnd) return;
  // The backoff ended: ask the medium again (it defers us if busy).
  retryHead();
}

bool EthernetMac::acceptReceive() {
  const double fail = lan_->config().failRate;
  if (fail > 0 && errorRng_.bernoulli(fail)) {
    ++counters_.rxDrops;
    return false;
  }
  ++counters_.rxInterrupts;
  return true;
}

void EthernetMac::inspect(JsonWriter& w) const {
  w.beginObject().field("layer", "ethernet-mac").field("state", macStateName(state_));
  w.field("queued", count_).field("attempts", attempts_);
  if (state_ == MacState::kBackoff) w.field("backoff_until_ns", backoff_.deadline());
  w.field("frames_sent", counters_.framesSent).field("collisions", counters_.collisions);
  w.field("backoffs", counters_.backoffs).field("deferrals", counters_.deferrals);
  w.field("tx_drops", counters_.txDrops).field("rx_drops", counters_.rxDrops);
  w.field("discards", counters_.discards).field("rx_interrupts", counters_.rxInterrupts);
  w.endObject();
}

}  // namespace ps

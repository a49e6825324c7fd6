// The thesis's physical layer: an instantaneous bus that decides, at each instant the medium is
// free, between transmit, collide and idle.
//
// Source: seed 001 §3.3 (p.50). Modelled exactly:
//  - every MAC request carries the time it was made; requests made while the medium is busy are
//    moved to the end of the busy period ("carrier sense": all deferred stations then start
//    together, i.e. 1-persistent);
//  - two or more requests at the same instant collide; every station involved gets a collision
//    event and the medium is busy for the maximum collision window, 32 bit times;
//  - exactly one request is transmitted: receive events go to the addressed stations and a
//    success event to the sender when the frame ends (size * 8 bit times after it starts);
//  - zero propagation delay and zero interframe gap, so a collision needs *equal* request times.
// Choices where the source is silent:
//  - "the same instant" means the same simulated nanosecond; the decision is taken after every
//    other event of that instant has run (the decide event re-queues itself while other events
//    at the current time are pending), so that every request made "now" (e.g. all receivers
//    acknowledging the frame that just ended) takes part, as in the thesis's layer-by-layer loop.
//  - receivers get the frame at its end; the next request may be made at that very instant.
// Not modelled (by the thesis's design): propagation, bus length, station placement, jam length
// depending on distance, the interframe gap, the preamble.
#pragma once
#include <cstdint>
#include <vector>

#include "../core/scheduler.h"
#include "ethernet_lan.h"

namespace ps {

class ThesisMedium final : public EthernetMedium, private EventHandler {
 public:
  explicit ThesisMedium(EthernetLan& lan);

  void request(std::uint32_t st) override;
  const char* stateName() const override;
  void inspect(JsonWriter& w) const override;
  std::uint64_t collisionEvents() const override { return collisions_; }
  SimTime busyTime() const override { return busyTime_; }
  std::uint64_t controlCollisions() const override { return controlCollisions_; }

 private:
  enum class State : std::uint8_t { kIdle, kTransmitting, kCollision };
  enum EventKind : std::uint32_t { kDecide = 1, kTxEnd = 2, kCollisionEnd = 3 };

  void onEvent(const Event& ev) override;
  void scheduleDecide(bool endOfOwnEvent = false);
  void decide();
  void endTransmission();
  void endCollision();

  EthernetLan& lan_;
  Scheduler& sched_;
  State state_ = State::kIdle;
  bool decideQueued_ = false;
  bool inEvent_ = false;                  // true while our own tx-end / collision-end handler runs
  std::vector<std::uint32_t> pending_;    // stations whose request is due (time <= now)
  std::vector<std::uint32_t> colliders_;  // stations in the current collision
  std::uint32_t sender_ = kNone32;        // station transmitting
  PacketId frame_ = kNoPacket;
  SimTime busyUntil_ = 0;
  std::uint64_t collisions_ = 0, controlCollisions_ = 0;
  SimTime busyTime_ = 0;
};

}  // namespace ps

// A physically faithful 802.3 bus: stations spread evenly along a cable of configurable length,
// signals that take time to travel between them, a 96-bit interframe gap, 1-persistent deferral,
// collision detection when signals meet, and a 32-bit jam.
//
// Source: IEEE 802.3 clause 4 (CSMA/CD MAC) as summarised in seed 001 §2 and §3.2-3.3 (the
// thesis itself simplifies all of this away; this variant shows what it left out). Modelled:
//  - station i sits at x_i = L * i / (N - 1); the delay between i and j is |x_i - x_j| / v,
//    rounded to the nanosecond (computed once from each station's position, so it is exact
//    and symmetric);
//  - carrier sense is local: station j sees the medium busy while any signal is passing x_j;
//  - 1-persistent: a station with a frame waits until its own view of the medium has been idle for
//    the interframe gap, then transmits; several waiting stations therefore start together;
//  - a transmitting station detects a collision the moment another station's signal reaches it,
//    keeps sending for the jam time, stops, and its MAC backs off (same MAC as the thesis model);
//  - a frame that its sender finishes without detecting a collision reaches every station: the
//    bus length is limited so that a round trip is shorter than one slot (no late collisions);
//  - every frame is preceded by the preamble and SFD (64 bits).
// Choices and simplifications:
//  - the interframe gap has two parts (802.3 §4.2.3.2.1): carrier that arrives in its first two
//    thirds (64 of 96 bits) restarts the wait; carrier arriving in the last third is ignored and
//    the station transmits at the end of its gap (this is what makes stations that are waiting
//    for the same idle moment collide on a real bus);
//  - each addressed station receives the frame when its last bit passes it (end + delay).
#pragma once
#include <cstdint>
#include <vector>

#include "../core/scheduler.h"
#include "ethernet_lan.h"

namespace ps {

class BusMedium final : public EthernetMedium, private EventHandler {
 public:
  explicit BusMedium(EthernetLan& lan);

  void request(std::uint32_t st) override;
  const char* stateName() const override;
  void inspect(JsonWriter& w) const override;
  std::uint64_t collisionEvents() const override { return collisions_; }
  SimTime busyTime() const override { return busyTime_; }

  SimTime delay(std::uint32_t a, std::uint32_t b) const {
    return posNs_[a] > posNs_[b] ? posNs_[a] - posNs_[b] : posNs_[b] - posNs_[a];
  }

 private:
  enum EventKind : std::uint32_t { kAttempt = 1, kTxEnd = 2, kDetect = 3, kDeliver = 4 };
  struct Tx {
    std::uint32_t st = 0;
    std::uint64_t id = 0;
    SimTime start = 0, end = 0;  // at the sender; end moves earlier when a collision is detected
    bool collided = false;
    PacketId frame = kNoPacket;
  };

  void onEvent(const Event& ev) override;
  void attempt(std::uint32_t st);
  void transmit(std::uint32_t st);
  void detect(std::uint32_t st, std::uint64_t id, std::uint32_t heard);
  void endTx(std::uint32_t st, std::uint64_t id);
  void prune();
  Tx* current(std::uint32_t st);
  // Views of the medium at station j at time t.
  bool busyAt(std::uint32_t j, SimTime t) const;
  SimTime busyEnd(std::uint32_t j, SimTime t) const;    // when the signals now at j have passed
  SimTime idleSince(std::uint32_t j, SimTime t) const;  // end of the last signal that passed j, or -1
  void reconsiderDeferrers();

  EthernetLan& lan_;
  Scheduler& sched_;
  std::vector<SimTime> posNs_;
  SimTime maxDelay_ = 0;
  std::vector<Tx> txs_;               // transmissions whose signal may still be on the cable
  std::vector<std::uint64_t> curId_;  // per station: id of its transmission in progress (0 = none)
  std::vector<Timer> retry_;          // per station: deferred attempt
  std::vector<std::uint32_t> refs_;   // per packet id: deliveries still to make
  std::uint64_t nextId_ = 1;
  std::uint64_t collisions_ = 0;
  SimTime busyTime_ = 0;
};

}  // namespace ps

// One station's Ethernet MAC: a transmit queue sent one frame at a time, truncated binary
// exponential backoff after collisions, discard after the attempt limit, and the error model that
// drops frames at the interface on transmit and on receive.
//
// Source: seed 001 §3.2 (MAC layer) and §3.4 (error model). Choices where the source is silent:
//  - The transmit-side error draw is made once per frame, when the frame reaches the head of the
//    queue and before its first attempt (lan.errorDraw "frame"), or before every attempt, i.e.
//    also before each retry after a collision (lan.errorDraw "attempt": §3.2 calls each retry a
//    transmit request passed to the physical layer, and §3.4 drops "on ... transmittal"). A frame
//    dropped there never occupies the medium ("errors by the sending node which prevent the
//    packet from being transmitted", §3.4).
//  - The receive-side draw is made once per (frame, addressed station); a frame dropped there
//    raises no receive interrupt ("dropped before being processed by the MAC layer").
//  - After the i-th collision of a frame (i = 1..15) the MAC waits k slots, k uniform in the
//    configured range (BackoffRange), then asks the medium again; k = 0 asks at once. The 16th
//    collision discards the frame (drop reason "retry limit").
//
// States (names used by inspect and the trace):
//   IDLE          nothing to send
//   CONTENDING    head frame handed to the medium, waiting for it (deferring or deciding)
//   TRANSMITTING  the medium is sending our frame
//   BACKOFF       waiting k slots after a collision
#pragma once
#include <cstdint>
#include <vector>

#include "../core/json.h"
#include "../core/packet.h"
#include "../core/rng.h"
#include "../core/scheduler.h"

namespace ps {

class EthernetLan;

enum class MacState : std::uint8_t { kIdle, kContending, kTransmitting, kBackoff };
const char* macStateName(MacState s);

struct MacCounters {
  std::uint64_t framesQueued = 0;
  std::uint64_t framesSent = 0;    // transmissions that completed without collision
  std::uint64_t collisions = 0;    // collisions this station took part in
  std::uint64_t backoffs = 0;      // backoff draws
  std::uint64_t backoffSlots = 0;  // sum of the drawn k
  std::uint64_t deferrals = 0;     // requests that found the medium busy
  std::uint64_t txDrops = 0;       // error model, transmit side
  std::uint64_t rxDrops = 0;       // error model, receive side
  std::uint64_t discards = 0;      // attempt limit reached
  std::uint64_t rxInterrupts = 0;  // frames addressed to this station and accepted (§3.2)
};

class EthernetMac final : public EventHandler {
 public:
  EthernetMac() = default;
  void init(EthernetLan* lan, std::uint32_t station, Rng backoffRng, Rng errorRng);

  // --- from the LLC -------------------------------------------------------------------------
  // Queues a frame (the MAC now owns the packet).
  void send(PacketId p);

  // --- from the medium -----------------------------------------------------------------------
  bool hasFrame() const { return count_ > 0; }
  PacketId head() const { return queue_[head_]; }
  // The medium starts sending the head frame (every attempt, including retries after collisions).
  void transmissionStarted();
  void deferred() { ++counters_.deferrals; }
  // The head frame was sent; the medium has delivered it and will release the packet.
  void transmissionSucceeded();
  // The head frame collided (called when this station's collision/jam ends).
  void collided();
  // Receive-side error model; true when the frame is accepted (counts an interrupt).
  bool acceptReceive();

  // --- state for the panels and the summary --------------------------------------------------
  MacState state() const { return state_; }
  int attempts() const { return attempts_; }
  std::uint32_t queued() const { return count_; }
  const MacCounters& counters() const { return counters_; }
  SimTime backoffUntil() const { return backoff_.deadline(); }
  void inspect(JsonWriter& w) const;

  void onEvent(const Event& ev) override;

 private:
  void pop();
  void startHead();  // applies the transmit error model and contends for the head frame
  bool dropHead();   // transmit-side error draw for the head frame; true = dropped and popped
  void retryHead();  // asks the medium again after a backoff (per-attempt draw first)

  EthernetLan* lan_ = nullptr;
  std::uint32_t station_ = 0;
  Rng backoffRng_, errorRng_;
  std::vector<PacketId> queue_;  // ring buffer; grows by doubling, never shrinks
  std::uint32_t head_ = 0, count_ = 0;
  MacState state_ = MacState::kIdle;
  int attempts_ = 0;  // collisions suffered by the head frame
  Timer backoff_;
  MacCounters counters_;
};

}  // namespace ps

// Parameters of the Ethernet LAN models (both variants), with the rule each constant comes from.
//
// Sources: seed 001 (Segovia 1996), §3.2 (MAC: truncated binary exponential backoff in 512-bit
// slots, discard after the 16th attempt, error model at the MAC), §3.3 (PHY: zero propagation,
// zero interframe gap, collisions always 32 bit times, deferral to the end of the busy period),
// §3.4 (error model: equal drop rate on transmit and receive); IEEE 802.3 §4.4.2 for the
// physically faithful variant (96-bit interframe gap, 32-bit jam, 64-bit preamble+SFD).
#pragma once
#include <cstdint>

#include "../core/time.h"

namespace ps {

enum class EthernetVariant : std::uint8_t {
  kThesis = 0,   // seed 001 chapter 3: instantaneous bus, collisions only at equal request times
  kBus8023 = 1,  // stations along a bus with propagation delay, IFG, collision detection, jam
};

// The backoff range after the i-th collision of a frame. The thesis (§3.2) says "a random number
// between 0 and 2^min(i,10)"; IEEE 802.3 draws from [0, 2^min(i,10) - 1]. Both are offered.
enum class BackoffRange : std::uint8_t {
  kStandard = 0,   // uniform integer in [0, 2^min(i,10) - 1]  (IEEE 802.3 §4.2.3.2.5)
  kInclusive = 1,  // uniform integer in [0, 2^min(i,10)]      (thesis wording, read literally)
};

// Where the transmit-side error draw is made (§3.4 says only "on receipt or transmittal of a
// packet"). §3.2 defines a MAC transmission as passing the frame to the physical layer, and a
// retry after a collision as "passing a transmit request to the physical layer with a delayed
// start time", so each attempt is a transmittal; the receive side is one draw per delivered frame
// and addressed station in both readings.
enum class ErrorDraw : std::uint8_t {
  kFrame = 0,    // one transmit draw per frame, before its first attempt
  kAttempt = 1,  // one transmit draw per attempt: before the first and before every retry after a collision
};

struct EthernetConfig {
  EthernetVariant variant = EthernetVariant::kThesis;
  BitsPerSecond bitRate{10'000'000};  // §4.3 / App. A: 10 Mbit/s Ethernet
  SimTime bitNs = 100;                // one bit time in ns (1e9 / bitRate, exact)
  std::int64_t slotBits = 512;        // §3.2: the backoff unit is 512 bit times
  std::int64_t collisionBits = 32;    // §3.3: every collision costs the maximum window, 32 bits
  int attemptLimit = 16;              // §3.2: discard after the 16th unsuccessful attempt
  int backoffCap = 10;                // §3.2: 2^min(i,10)
  BackoffRange backoff = BackoffRange::kStandard;
  double failRate = 0;  // §3.4: drop probability (0..1) on transmit and on receive
  ErrorDraw errorDraw = ErrorDraw::kFrame;
  // 802.3 variant only.
  double busLengthM = 500;         // one 10BASE5 segment
  double propagationMps = 2.0e8;   // about 2/3 of c in coax
  std::int64_t ifgBits = 96;       // 802.3 interframe gap
  std::int64_t jamBits = 32;       // 802.3 jam
  std::int64_t preambleBits = 64;  // 7 bytes preamble + SFD, sent before every frame

  SimTime bits(std::int64_t n) const { return n * bitNs; }
};

}  // namespace ps

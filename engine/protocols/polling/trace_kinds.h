// Trace record kinds of the polling protocols (200–299), with their names, categories and log
// lines (the UI filters and jumps by category). Field use per kind is listed beside each.
#pragma once
#include <cstdint>

namespace ps {
class Simulation;
}

namespace ps::polling {

enum PollingTrace : std::uint16_t {
  kTrData = 200,            // "data": node sender, seq, size, a = re_g
  kTrRetransmission = 201,  // "retransmission": node sender, seq, reason = RetxCause
  kTrPoll =
      202,  // "poll": node sender, peer receiver, seq = polls so far, a = tokens left (−1: no bucket), reason = bucket
  kTrPollSubgroup = 203,  // "poll-subgroup": node sender, seq = subgroup (1-based), a = round, reason = members
  kTrResponse = 204,      // "response": node receiver, peer sender, seq = snapshot le, a = snapshot hr
  kTrResponseIn = 205,  // "response-received": node sender, peer receiver, seq = sw_i.le after merge, a = RTT sample ns
  kTrNak = 206,         // "nak": node sender, peer receiver, seq, reason = NakAction
  kTrWindowAdvance = 207,  // "window-advance": node sender, seq = new le_g, a = old le_g
  kTrTimeout = 208,        // "timeout": node sender, peer receiver or none, seq, reason = TimerKind, a = rto ns
  kTrWindowLocked = 209,   // "window-locked": node sender, seq = le_g, a = next new seq
  kTrPhase = 210,          // "phase": node sender, seq = round, reason = 0 data / 1 polling
  kTrComplete = 211,       // "transfer-complete": node sender, seq = dp, a = transfer time ns
};

enum RetxCause : std::uint16_t {
  kCauseTimer = 0,
  kCauseNak = 1,
  kCauseLock = 2,
  kCauseDataPhase = 3,
  kCauseSuppressionExpiry = 4
};
enum NakAction : std::uint16_t { kNakRetransmit = 0, kNakSuppressed = 1, kNakDeferred = 2 };
enum TimerKind : std::uint16_t {
  kTimerPacket = 1,
  kTimerLock = 2,
  kTimerRound = 3,
  kTimerPoll = 4,
  kTimerSuppression = 5
};

void registerPollingTraceKinds(Simulation& sim);

}  // namespace ps::polling

// The trace: fixed-size binary records in a bounded ring that the front end drains, plus a
// running hash of every record ever appended (the run's fingerprint, compared natively vs wasm).
//
// Record kinds are numbers: the core kinds below, and model kinds that each family declares in a
// table (trace_kinds.h: name, category, packet role, field meanings, renderers) inside the block
// of numbers it owns.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "time.h"
#include "trace_kinds.h"

namespace ps {

class Simulation;

enum TraceKind : std::uint16_t {
  kTxStart = 1,   // node = sender, peer = link, a = transmission duration ns
  kTxEnd = 2,     // node = sender, peer = link
  kArrival = 3,   // node = receiver, peer = link
  kDrop = 4,      // reason = DropReason, node = where, peer = link or kNone
  kEnqueue = 5,   // node, peer = link, a = queue length after
  kAppSend = 6,   // node = source
  kAppRecv = 7,   // node = sink, a = one-way delay ns
  kTimerSet = 8,  // node, seq = timer-specific, a = deadline ns
  kTimerFire = 9,
  kTimerCancel = 10,
};

enum class DropReason : std::uint16_t {
  kNone = 0,
  kLoss = 1,           // random loss on the link
  kQueueOverflow = 2,  // DropTail queue full
  kCollision = 3,      // destroyed by a collision (Ethernet)
  kRetryLimit = 4,     // MAC gave up after the attempt limit
  kTtl = 5,
  kNoRoute = 6,
  kMacError = 7,   // the MAC error model dropped it on transmit or receive
  kEarlyDrop = 8,  // an active queue (RED) dropped it before the queue was full
  kInjected = 9,   // a scenario's fault injection dropped it (teaching: "lose segment k")
};
constexpr int kDropReasonCount = 10;
const char* dropReasonName(DropReason r);

constexpr std::uint32_t kNone32 = 0xffffffffu;

struct TraceRecord {
  SimTime time = 0;
  std::uint16_t kind = 0;
  std::uint16_t reason = 0;
  std::uint32_t node = kNone32;
  std::uint32_t peer = kNone32;
  std::uint32_t packet = kNone32;
  std::uint32_t seq = 0;
  std::uint32_t size = 0;
  std::int64_t a = 0;
};
static_assert(sizeof(TraceRecord) == 40, "trace records are 40 bytes (wasm/protoscope.d.mts)");

class Trace {
 public:
  explicit Trace(std::size_t capacity = 1 << 16);

  bool enabled() const { return enabled_; }
  void setEnabled(bool on) { enabled_ = on; }

  void append(const TraceRecord& r) {
    if (!enabled_) return;
    hashRecord(r);
    ring_[head_ & mask_] = r;
    ++head_;
    ++count_;
  }

  // Records appended since the last drain, oldest first, copied into `out` (cleared first).
  // Records overwritten before being drained are counted in overwritten().
  void drain(std::vector<TraceRecord>& out);
  // The same records as drain(), without copying them when they lie in one stretch of the ring
  // (the usual case: the front end drains long before the ring wraps). Records that cross the
  // wrap are copied into a buffer the trace keeps for it, allocated once. The view is valid until
  // the next append or drain. (The wasm binding hands it to JavaScript: a copy per drain there
  // was 5 % of the queue-overflow benchmark.)
  struct View {
    const TraceRecord* data;
    std::size_t size;
  };
  View drainView();
  std::uint64_t overwritten() const { return overwritten_; }
  // Records appended since the last drain (may exceed capacity(): the oldest are then lost).
  std::uint64_t undrained() const { return head_ - drained_; }
  std::size_t capacity() const { return ring_.size(); }
  std::uint64_t count() const { return count_; }
  std::uint64_t hash() const { return hash_; }
  std::string hashHex() const;

  // The last `n` records (for the CLI's --trace and tests), oldest first.
  std::vector<TraceRecord> tail(std::size_t n) const;

 private:
  // FNV-1a's xor-multiply step applied to 64-bit words built from the fields (not the struct's
  // bytes, so padding never matters): five multiplies per record keeps tracing cheap.
  // Defined here so that it inlines into Simulation::record: the fields then reach the hash in
  // registers. Out of line, it read them back as 64-bit words from the caller's record, which had
  // just been written field by field; such a load cannot be forwarded from the narrower stores and
  // stalled (39 % of the queue-overflow benchmark's time natively, 23 % in wasm).
  void hashRecord(const TraceRecord& r) {
    constexpr std::uint64_t kPrime = 0x100000001b3ULL;
    const std::uint64_t words[5] = {
        static_cast<std::uint64_t>(r.time),
        r.kind | (std::uint64_t{r.reason} << 16) | (std::uint64_t{r.node} << 32),
        r.peer | (std::uint64_t{r.packet} << 32),
        r.seq | (std::uint64_t{r.size} << 32),
        static_cast<std::uint64_t>(r.a),
    };
    for (std::uint64_t w : words) {
      hash_ ^= w;
      hash_ *= kPrime;
      hash_ ^= hash_ >> 29;  // fold high bits down so every input bit reaches every output bit
    }
  }

  std::vector<TraceRecord> ring_;
  std::vector<TraceRecord> unwrapped_;  // drainView's copy of records that cross the wrap
  std::uint64_t mask_;
  std::uint64_t head_ = 0;     // next write position (monotonic)
  std::uint64_t drained_ = 0;  // position of the next record to drain
  std::uint64_t overwritten_ = 0;
  std::uint64_t count_ = 0;
  std::uint64_t hash_ = 0xcbf29ce484222325ULL;  // FNV-1a-64 offset basis
  bool enabled_ = true;
};

}  // namespace ps

// The estimation family's trace kinds (block 400-499, core/trace_kinds.h): pathload 400-429,
// abget 430-459, iperf 460-479, ground truth 480-499. Each record's fields are declared with the
// kind in trace_kinds.cpp; the packing helpers below keep writer and renderer in step.
#pragma once
#include <cmath>
#include <cstdint>

namespace ps {
class Simulation;
}

namespace ps::estimation {

enum : std::uint16_t {
  kPlControl = 400,       // a control message sent: seq = code, a = first argument
  kPlTrain = 401,         // an ADR train sent: seq = attempt, size = packets, a = bytes each
  kPlTrainResult = 402,   // a train judged: seq = attempt, reason = 1 good / 0 bad, a = ADR bit/s
  kPlFleetStart = 403,    // a fleet requested: seq = fleet, a = rate bit/s, reason = L bytes, size = T us
  kPlStream = 404,        // a stream analysed: seq = stream, reason = classes, size = lost, a = PCT/PDT
  kPlFleetVerdict = 405,  // seq = fleet, reason = verdict, a = rate bit/s, size = counts
  kPlNextRate = 406,      // seq = fleet, a = next rate bit/s, reason = 1 in the exponential phase
  kPlBracket = 407,       // a = Rmin|Rmax kbit/s, seq = Gmin kbit/s, size = Gmax kbit/s
  kPlDone = 408,          // reason = stop cause, a = lo|hi kbit/s, seq = fleets, size = duration ms
  kPlResend = 409,        // a control message resent after its timeout: seq = code
  kAbConnect = 430,       // abget sends a SYN: seq = attempt, a = its timeout ns
  kAbConnected = 431,     // abget's connection is up: seq = SYNs sent
  kAbRateStart = 432,     // abget probes a rate: seq = rate index, size = streams, a = rate bit/s
  kAbStream = 433,        // an abget stream analysed: as kPlStream
  kAbVerdict = 434,       // an abget rate's verdict: as kPlFleetVerdict
  kAbDone = 436,
  kIpStart = 460,  // iperf starts: seq = payload bytes, size = duration ms, a = rate bit/s
  kIpDone = 461,  // iperf stops sending: seq = datagrams, a = IP bytes          // abget's result: reason = 1 failed, a
                  // = lo|hi kbit/s, seq = rates, size = ms
};

// Fleet verdict codes in kPlFleetVerdict::reason.
enum : std::uint16_t {
  kVerdictIncreasing = 0,
  kVerdictNoTrend = 1,
  kVerdictGrey = 2,
  kVerdictBad = 3,
  kVerdictAborted = 4
};

// Two rates in kbit/s packed in one int64 (hi = 0xffffffff: "no upper bound").
inline std::int64_t packPair(double loMbps, double hiMbps) {
  const auto lo = static_cast<std::uint64_t>(std::llround(loMbps * 1000));
  const std::uint64_t hi = hiMbps < 0 ? 0xffffffffu : static_cast<std::uint64_t>(std::llround(hiMbps * 1000));
  return static_cast<std::int64_t>((lo << 32) | (hi & 0xffffffffu));
}
// PCT and PDT packed in thousandths: (pct + 1) * 1e7 + (pdt + 1) * 1e3, pdt 2 meaning "discard".
inline std::int64_t packPctPdt(double pct, double pdt) {
  const auto p = std::llround((pct + 1) * 1000);
  const auto d = std::llround((pdt + 1) * 1000);
  return static_cast<std::int64_t>(p * 10000 + d);
}
// The pair back, for the renderers (English and Portuguese).
inline double unpackPct(std::int64_t packed) {
  const std::int64_t thousandths = packed / 10000;  // the upper part of the packed pair
  return static_cast<double>(thousandths) / 1000.0 - 1;
}
inline double unpackPdt(std::int64_t packed) { return static_cast<double>(packed % 10000) / 1000.0 - 1; }

void registerEstimationTraceKinds(Simulation& sim);

}  // namespace ps::estimation

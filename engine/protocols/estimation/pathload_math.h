// pathload's arithmetic, free of the network: the L/T rule for a target rate, the receiver's
// one-way-delay analysis of one stream (PCT, PDT, their classes) and the fleet verdict.
//
// Source: pathload 1.3.2 (pathload_rcv_func.c: calc_param, eliminate_rcvr_side_CS,
// adjust_offset_to_zero, get_trend, pairwise_comparision_test, pairwise_diff_test,
// get_pct_trend, get_pdt_trend, aggregate_trend_result, equal) as the digest
// (shared/research/estimators.md §2.4, §2.6, §2.7) describes it. Rates are Mbit/s at the IP layer
// (a UDP payload of L bytes is an L+28-byte packet), times are whole microseconds, as in the tool.
//
// Choices where 1.3.2 is silent or undefined (each listed in the scenarios' notes):
//   - PDT with a zero denominator (all group medians equal, common in a noiseless simulator when
//     R < A): 1.3.2 computes 0/0; here PDT = 0, hence class N (the older ns-2 port returns -1: N too).
//   - The last packet of a stream has no successor: the back-to-back filter drops it (1.3.2 reads
//     one element past the stream, which is never a received packet).
//   - equal(a, b): 1.3.2 truncates |a - b| to an integer (abs() of a double) and compares it with
//     2 (the 2.5 of the source stored in an integer); its ">= 500 Mbit/s -> 5" branch is unreachable
//     through an operator-precedence slip. We keep the truncation and use 2, or 5 when both rates
//     are at least 500 Mbit/s (the evident intent).
#pragma once
#include <cstdint>
#include <vector>

namespace ps::estimation {

// The per-stream trend classes (and the fleet verdicts, which reuse I and N).
enum class Trend : std::uint8_t { kIncreasing, kNoTrend, kUnclear, kDiscard };
const char* trendLetter(Trend t);  // "I", "N", "U", "d"

// Thresholds and limits of the analysis: the "code-1.3.2" profile by default.
struct TrendRule {
  double pctCenter = 0.55;           // PCT class I above pctCenter*(1+band), N below pctCenter*(1-band)
  double pdtCenter = 0.40;           // PDT likewise
  double band = 0.10;                // +-10 %
  bool pctOverGroupsMinus1 = false;  // paper: divide the increases by Gamma-1 instead of Gamma
  int minOwds = 36;                  // a (sub)stream needs MORE than this many retained OWDs
  int minGroups = 5;                 // fewer group medians than this: PCT/PDT "discard"
  double rcvLatencyUs = 5;           // drives the back-to-back filter's min gap
  double fleetFraction = 0.6;        // f: share of usable streams that must agree
};

// 1.3.2's approximate equality of two rates (Mbit/s); see the file comment.
bool approxEqual(double a, double b);

// L (UDP payload bytes) and T (whole microseconds) for a target rate.
struct StreamParams {
  double rateMbps = 0;   // the rate these L and T give (what the next fleet requests)
  int payloadBytes = 0;  // L
  int periodUs = 0;      // T
  bool ok = true;        // false: the rule cannot refine the rate further (1.3.2 returns -1)
};
struct LtLimits {
  int minPeriodUs = 80;  // T_default: the period used below 150 Mbit/s, never below minTimeInterval
  int minTimeIntervalUs = 10;
  int minPayload = 200;
  int maxPayload = 1472;
};
// `previous` is the last fleet's (L, T) (for the 150-600 Mbit/s "cannot refine" stop); rMin and
// gMax are the search's current bounds (0 = unset), used to nudge T when rounding falls back.
StreamParams calcParam(double rateMbps, const LtLimits& lim, const StreamParams& previous, double rMin, double gMax);

// What the receiver concludes from one stream.
struct StreamAnalysis {
  int packets = 0;  // K
  int received = 0;
  int lost = 0;  // id gaps + missing tail (reordering counts as loss)
  double lossPercent = 0;
  std::vector<double> owdUs;       // per packet id, offset-removed; NaN when missing
  std::vector<std::uint8_t> kept;  // per packet id: 1 if retained by the back-to-back filter
  std::vector<double> medians;     // group medians of the retained OWDs
  double pct = -1, pdt = 2;        // -1 / 2: "discard" (fewer than minGroups medians)
  Trend pctClass = Trend::kDiscard, pdtClass = Trend::kDiscard, cls = Trend::kDiscard;
  bool analysed = false;  // more than minOwds OWDs retained (else: no metric entry, counts as discard)
};

// sendUs[k], recvUs[k]: the sender's timestamp carried by packet k and the receiver's arrival
// timestamp, both whole microseconds; a packet that did not arrive (or was reordered, which
// counts as lost) has recvUs[k] < 0.
StreamAnalysis analyseStream(const std::vector<double>& sendUs, const std::vector<double>& recvUs,
                             const TrendRule& rule);

// PCT / PDT of a list of medians, and the classes (exposed for the unit tests).
double pairwiseComparison(const std::vector<double>& m, const TrendRule& rule);
double pairwiseDifference(const std::vector<double>& m, const TrendRule& rule);
Trend pctClass(double pct, const TrendRule& rule);
Trend pdtClass(double pdt, const TrendRule& rule);
Trend combine(Trend pct, Trend pdt);
std::vector<double> groupMedians(const std::vector<double>& owds);

// The fleet verdict from its streams' classes. kDiscard: a "bad" fleet (fewer usable streams than
// half the fleet), repeated once at the same rate.
struct FleetVerdict {
  Trend verdict = Trend::kDiscard;  // kIncreasing, kNoTrend, kUnclear (= GREY), kDiscard (bad)
  int increasing = 0, noTrend = 0, usable = 0;
};
FleetVerdict fleetVerdict(const std::vector<Trend>& classes, int streamsPerFleet, const TrendRule& rule);

// The sender's achieved period over a fleet (§2.8): per stream, the gaps between consecutive
// sender timestamps with the largest 15 % dropped; summed over streams; mean truncated to whole
// microseconds. `sums` accumulates (gap sum, count) across streams.
struct GapSums {
  double sumUs = 0;
  int count = 0;
};
void addSenderGaps(const std::vector<double>& sendUs, GapSums& sums);

}  // namespace ps::estimation

// Names of the metric series the web app draws specially (its chart rules and the implosion meter
// pick them by name). web/engine/metricNames.ts holds the same strings, and
// tests/wasm/names.test.ts checks that every one of them is still produced by a shipped scenario,
// so renaming one here fails a test instead of silently emptying a chart.
#pragma once

namespace ps::metric {

inline constexpr const char* kThroughput = "throughput";
inline constexpr const char* kNetworkCost = "network cost";
inline constexpr const char* kCollisions = "collisions";
inline constexpr const char* kResponsesSentTotal = "responses sent total";
inline constexpr const char* kResponsesReceivedTotal = "responses received total";
inline constexpr const char* kImplosionDrops = "implosion drops";
inline constexpr const char* kSenderInboundQueue = "sender inbound queue";
inline constexpr const char* kGoodput = "goodput";
inline constexpr const char* kJain = "jain";
// Per-flow series of the transport model: the prefix, then the flow's name ("cwnd F1").
inline constexpr const char* kCwndPrefix = "cwnd ";
inline constexpr const char* kSsthreshPrefix = "ssthresh ";
inline constexpr const char* kRatePrefix = "rate ";
inline constexpr const char* kFlowThroughputPrefix = "throughput ";

}  // namespace ps::metric

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

}  // namespace ps::metric

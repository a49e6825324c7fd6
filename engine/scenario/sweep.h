// A scenario's sweep: parameters × values (a grid) × replications. Both the native runner and the
// browser expand it the same way; each point is the scenario with a few --set overrides.
//   "sweep": {"parameters": [{"path": "traffic[0].rate", "values": [1e5, 2e5]}],
//             "reps": 10, "metrics": ["throughput_bps"]}
// Two fields are for the web app's charts only; they are checked here so that a typo is refused
// by the loader (natively and in the browser) instead of leaving a chart empty:
//   sweep.parameters[i].scale  "linear" or "log", how a chart spaces that parameter's values on x;
//   sweep.bands                [{"low": m1, "high": m2, "truth": m3, "label": "...",
//                                "translations": {"pt-BR": "..."}}], each m a name in sweep.metrics.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "../core/json.h"

namespace ps {

struct SweepPoint {
  std::string label;  // "traffic[0].rate=100000"
  std::vector<std::pair<std::string, std::string>> overrides;
};

struct SweepSpec {
  std::vector<SweepPoint> points;
  int reps = 1;
  std::vector<std::string> metrics;  // empty = all
};

// Why a sweep is refused: the field's path (never translated) and the message in English (the
// CLI's text) and in Brazilian Portuguese (a load in "pt-BR").
struct SweepError {
  std::string path, english, portuguese;
};

// Most grid points a sweep may declare (the product of its value counts).
constexpr std::uint64_t kMaxSweepPoints = 100000;
// Most band charts a sweep may declare (sweep.bands): more is a typo, not a figure anyone reads.
constexpr std::size_t kMaxSweepBands = 16;

// Checks root["sweep"] and counts its points without building any: the product of the value
// counts is checked against kMaxSweepPoints as it is formed, so two parameters of 10,000 values
// each are refused at once instead of after building 10^8 points. Returns false with `error`.
bool checkSweep(const Json& root, std::uint64_t& points, std::string& error);
// The same check, its refusal in both languages (the loader's).
bool checkSweep(const Json& root, std::uint64_t& points, SweepError& error);

// Expands root["sweep"] (after the same checks); returns false with `error` when malformed or absent.
bool expandSweep(const Json& root, SweepSpec& out, std::string& error);

}  // namespace ps

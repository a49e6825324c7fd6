// Helpers shared by the engine's tests: load a scenario file from scenarios/ or JSON text, run one
// to its summary, and read the first refusal of a bad one.
#pragma once
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "scenario/loader.h"

namespace ps::testing {

inline std::string readScenarioFile(const std::string& name) {
  std::ifstream in(std::string(PROTOSCOPE_ROOT) + "/scenarios/" + name, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

inline LoadResult loadFile(const std::string& name, LoadOptions opts = {}) {
  return loadScenario(readScenarioFile(name), opts);
}

/** Runs `text` without a trace to its summary; a refusal fails the calling test and gives {}. */
inline Summary runToSummary(const std::string& text) {
  LoadOptions opts;
  opts.traceEnabled = false;
  LoadResult r = loadScenario(text, opts);
  EXPECT_TRUE(r.errors.empty()) << (r.errors.empty() ? "" : r.errors.front());
  if (!r.sim) return {};
  r.sim->run();
  return r.sim->summary();
}

/** A load's refusals, one per line, for a failing assertion's message. */
inline std::string joined(const std::vector<std::string>& lines) {
  std::string s;
  for (const auto& x : lines) s += x + "\n";
  return s;
}

/** The first refusal of `text`, or "" if it loads. */
inline std::string firstError(const std::string& text) {
  const LoadResult r = loadScenario(text);
  return r.errors.empty() ? "" : r.errors.front();
}

inline double summaryValue(const Summary& s, const std::string& key) {
  for (const auto& [k, v] : s)
    if (k == key) return v;
  return -1;
}

}  // namespace ps::testing

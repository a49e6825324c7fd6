// Helpers for the Ethernet/thesis tests: run an "ethernet" scenario (with overrides) for a few
// seeds in parallel and average its summary; read scenario files from the repository.
#pragma once
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "core/json.h"
#include "scenario/loader.h"

namespace ps::testutil {

using Overrides = std::vector<std::pair<std::string, std::string>>;

inline std::string readRepoFile(const std::string& rel) {
  std::ifstream in(std::string(PROTOSCOPE_ROOT) + "/" + rel, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

inline Json parse(const std::string& text) {
  Json j;
  std::string err;
  EXPECT_TRUE(parseJson(text, j, err)) << err;
  return j;
}

inline std::map<std::string, double> toMap(const Summary& s) {
  std::map<std::string, double> m;
  for (const auto& [k, v] : s) m[k] = v;
  return m;
}

// Runs once and returns the summary (empty map and a test failure if the scenario is invalid).
inline std::map<std::string, double> runOnce(const Json& root, const Overrides& ov, std::uint64_t seed,
                                             bool trace = false) {
  LoadOptions o;
  o.overrides = ov;
  o.hasSeed = true;
  o.seed = seed;
  o.traceEnabled = trace;
  LoadResult r = loadScenario(root, o);
  if (!r.sim) {
    ADD_FAILURE() << (r.errors.empty() ? std::string("no simulation") : r.errors[0]);
    return {};
  }
  r.sim->run();
  return toMap(r.sim->summary());
}

// Every summary over seeds 1..n, two threads.
inline std::vector<std::map<std::string, double>> runAll(const Json& root, const Overrides& ov, int n) {
  std::vector<std::map<std::string, double>> res(n);
  auto work = [&](int from) {
    for (int i = from; i < n; i += 2) res[i] = runOnce(root, ov, static_cast<std::uint64_t>(i + 1));
  };
  std::thread t(work, 1);
  work(0);
  t.join();
  return res;
}

// Mean of every summary field over seeds 1..n.
inline std::map<std::string, double> runMean(const Json& root, const Overrides& ov, int n) {
  const auto res = runAll(root, ov, n);
  std::map<std::string, double> mean;
  for (const auto& r : res)
    for (const auto& [k, v] : r) mean[k] += v / n;
  return mean;
}

inline std::string num(double v) { return formatNumber(v); }

}  // namespace ps::testutil

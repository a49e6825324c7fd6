#include "runner.h"

#include <algorithm>
#include <chrono>
#include <cstdio>

namespace ps::cli {

RunResult runLoaded(Simulation& sim, int logLines) {
  RunResult r;
  const auto t0 = std::chrono::steady_clock::now();
  sim.run();
  r.wallSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  r.summary = sim.summary();
  r.events = sim.eventsExecuted();
  r.hash = sim.trace().enabled() ? sim.trace().hashHex() : "";
  r.seed = sim.seed();
  r.stopped = sim.stoppedBy();
  r.simulatedSeconds = toSeconds(sim.now());
  r.stopSeconds = toSeconds(sim.stopTime());
  for (const auto& rec : sim.trace().tail(static_cast<std::size_t>(logLines))) r.logLines.push_back(sim.describe(rec));
  return r;
}

RunResult runOnce(const Json& root, const LoadOptions& opts, int logLines) {
  LoadResult lr = loadScenario(root, opts);
  if (!lr.sim) return RunResult{};  // validated before; cannot happen
  return runLoaded(*lr.sim, logLines);
}

std::vector<std::pair<std::string, MeanCi>> aggregate(const std::vector<RunResult>& runs) {
  std::vector<std::pair<std::string, MeanCi>> out;
  if (runs.empty()) return out;
  for (std::size_t m = 0; m < runs[0].summary.size(); ++m) {
    std::vector<double> xs;
    for (const auto& r : runs)
      if (m < r.summary.size()) xs.push_back(r.summary[m].second);
    out.emplace_back(runs[0].summary[m].first, meanCi(xs));
  }
  return out;
}

namespace {
std::string pad(const std::string& s, std::size_t w) { return s.size() >= w ? s : s + std::string(w - s.size(), ' '); }
bool wanted(const SweepSpec& spec, const std::string& name) {
  return spec.metrics.empty() || std::find(spec.metrics.begin(), spec.metrics.end(), name) != spec.metrics.end();
}
}  // namespace

void printSweep(const SweepSpec& spec, const std::vector<RunResult>& results, bool json, double wallSeconds) {
  const int points = static_cast<int>(spec.points.size());
  std::uint64_t events = 0;
  for (const auto& r : results) events += r.events;
  if (json) std::printf("{\"sweep\":[");
  for (int p = 0; p < points; ++p) {
    const std::ptrdiff_t first = static_cast<std::ptrdiff_t>(p) * spec.reps;
    const std::vector<RunResult> runs(results.begin() + first, results.begin() + first + spec.reps);
    const auto agg = aggregate(runs);
    if (json) {
      JsonWriter w;
      w.beginObject().field("point", spec.points[p].label).key("overrides").beginObject();
      for (const auto& [k, val] : spec.points[p].overrides) w.field(k, val);
      w.endObject().field("reps", spec.reps).key("metrics").beginObject();
      for (const auto& [name, mc] : agg)
        if (wanted(spec, name))
          w.key(name).beginObject().field("mean", mc.mean).field("ci95", mc.halfWidth).endObject();
      w.endObject().endObject();
      std::printf("%s%s", p ? "," : "", w.str().c_str());
    } else {
      std::printf("%s  (%d reps)\n", spec.points[p].label.c_str(), spec.reps);
      for (const auto& [name, mc] : agg)
        if (wanted(spec, name)) std::printf("  %s %14.6g  ± %.4g\n", pad(name, 28).c_str(), mc.mean, mc.halfWidth);
    }
  }
  if (json)
    std::printf("],\"events\":%llu,\"wall_s\":%.3f}\n", static_cast<unsigned long long>(events), wallSeconds);
  else
    std::printf("points: %d  reps: %d  events: %llu  wall: %.3f s\n", points, spec.reps,
                static_cast<unsigned long long>(events), wallSeconds);
}

int reportStopped(const std::vector<RunResult>& runs, const std::string& file) {
  int n = 0;
  for (const auto& r : runs) {
    if (r.stopped == StopReason::kNone) continue;
    if (n++ < 5)
      std::fprintf(stderr,
                   "%s: seed %llu stopped early at the %s after %llu events, at %.6g s of %.6g s simulated (its "
                   "results cover that part; raise it with --budget)\n",
                   file.c_str(), static_cast<unsigned long long>(r.seed), stopReasonText(r.stopped),
                   static_cast<unsigned long long>(r.events), r.simulatedSeconds, r.stopSeconds);
  }
  if (n > 5) std::fprintf(stderr, "%s: %d runs in all stopped early\n", file.c_str(), n);
  return n;
}

}  // namespace ps::cli

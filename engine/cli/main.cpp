// The native command-line runner: runs a scenario (or its sweep) and prints the result.
//
//   run <scenario.json> [--set path=value ...] [--reps N] [--seed S] [--json] [--sweep]
//       [--jobs J] [--no-trace] [--log N]
//
// Exit codes: 0 success, 1 usage or I/O error, 2 invalid scenario (messages on stderr).
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <mutex>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "core/stats.h"
#include "scenario/loader.h"
#include "scenario/schema_writer.h"
#include "scenario/sweep.h"

using namespace ps;

namespace {

struct Options {
  std::string file;
  LoadOptions load;
  int reps = 1;
  bool json = false, sweep = false;
  int jobs = 0;
  int log = 0;
};

struct RunResult {
  Summary summary;
  std::uint64_t events = 0;
  double wallSeconds = 0;
  std::string hash;
  std::vector<std::string> logLines;
  std::uint64_t seed = 0;
};

void usage() {
  std::fprintf(stderr,
               "usage: run <scenario.json> [--set path=value ...] [--reps N] [--seed S] [--json]\n"
               "           [--sweep] [--jobs J] [--no-trace] [--log N]\n"
               "       run --schema      print the scenario JSON Schema generated from the parameter declarations\n"
               "  --set path=value  override a scenario field, e.g. --set network.links[0].bandwidth=2e6\n"
               "  --reps N          N independent replications (seeds S..S+N-1): mean and 95%% CI\n"
               "  --seed S          base seed (default: the scenario's)\n"
               "  --sweep           run the scenario's sweep (parameters x values x reps)\n"
               "  --jobs J          parallel simulations (default: all cores)\n"
               "  --no-trace        do not record the trace (the hash is then empty)\n"
               "  --log N           print the last N event-log lines of the run\n");
}

bool parseArgs(int argc, char** argv, Options& o) {
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto next = [&](const char* what) -> const char* {
      if (i + 1 >= argc) {
        std::fprintf(stderr, "run: %s needs a value\n", what);
        return nullptr;
      }
      return argv[++i];
    };
    if (a == "--set") {
      const char* kv = next("--set");
      if (!kv) return false;
      const std::string s = kv;
      const auto eq = s.find('=');
      if (eq == std::string::npos || eq == 0) {
        std::fprintf(stderr, "run: --set expects path=value (got %s)\n", kv);
        return false;
      }
      o.load.overrides.emplace_back(s.substr(0, eq), s.substr(eq + 1));
    } else if (a == "--reps") {
      const char* v = next("--reps");
      if (!v) return false;
      o.reps = std::atoi(v);
      if (o.reps < 1 || o.reps > 100000) {
        std::fprintf(stderr, "run: --reps must be in [1, 100000] (got %s)\n", v);
        return false;
      }
    } else if (a == "--seed") {
      const char* v = next("--seed");
      if (!v) return false;
      o.load.hasSeed = true;
      o.load.seed = std::strtoull(v, nullptr, 10);
    } else if (a == "--jobs") {
      const char* v = next("--jobs");
      if (!v) return false;
      o.jobs = std::atoi(v);
    } else if (a == "--log") {
      const char* v = next("--log");
      if (!v) return false;
      o.log = std::atoi(v);
    } else if (a == "--json") {
      o.json = true;
    } else if (a == "--sweep") {
      o.sweep = true;
    } else if (a == "--no-trace") {
      o.load.traceEnabled = false;
    } else if (a == "-h" || a == "--help") {
      usage();
      std::exit(0);
    } else if (!a.empty() && a[0] == '-') {
      std::fprintf(stderr, "run: unknown option %s\n", a.c_str());
      return false;
    } else if (o.file.empty()) {
      o.file = a;
    } else {
      std::fprintf(stderr, "run: more than one scenario file given\n");
      return false;
    }
  }
  if (o.file.empty()) {
    usage();
    return false;
  }
  return true;
}

RunResult runOnce(const Json& root, const LoadOptions& opts, int logLines) {
  RunResult r;
  LoadResult lr = loadScenario(root, opts);
  if (!lr.sim) return r;  // validated before; cannot happen
  const auto t0 = std::chrono::steady_clock::now();
  lr.sim->run();
  const auto t1 = std::chrono::steady_clock::now();
  r.wallSeconds = std::chrono::duration<double>(t1 - t0).count();
  r.summary = lr.sim->summary();
  r.events = lr.sim->eventsExecuted();
  r.hash = lr.sim->trace().enabled() ? lr.sim->trace().hashHex() : "";
  r.seed = lr.sim->seed();
  for (const auto& rec : lr.sim->trace().tail(static_cast<std::size_t>(logLines)))
    r.logLines.push_back(lr.sim->describe(rec));
  return r;
}

// Runs `n` jobs on up to `jobs` threads; job i writes only results[i], so order is fixed.
template <class F>
void parallelFor(int n, int jobs, F f) {
  if (jobs <= 1 || n <= 1) {
    for (int i = 0; i < n; ++i) f(i);
    return;
  }
  std::atomic<int> next{0};
  std::vector<std::thread> pool;
  for (int t = 0; t < jobs && t < n; ++t)
    pool.emplace_back([&] {
      for (int i = next++; i < n; i = next++) f(i);
    });
  for (auto& th : pool) th.join();
}

std::string pad(const std::string& s, std::size_t w) { return s.size() >= w ? s : s + std::string(w - s.size(), ' '); }

// Mean/CI for every metric over a set of runs, in the first run's order.
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

}  // namespace

int main(int argc, char** argv) {
  if (argc == 2 && std::string(argv[1]) == "--schema") {  // scenarios/schema.json, from the declarations
    std::fputs(scenarioSchemaJson().c_str(), stdout);
    return 0;
  }
  Options o;
  if (!parseArgs(argc, argv, o)) return 1;
  std::ifstream in(o.file, std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "run: cannot read %s\n", o.file.c_str());
    return 1;
  }
  std::stringstream ss;
  ss << in.rdbuf();
  Json root;
  std::string perr;
  if (!parseJson(ss.str(), root, perr)) {
    std::fprintf(stderr, "%s: scenario: not valid JSON: %s\n", o.file.c_str(), perr.c_str());
    return 2;
  }
  // Validate once up front (with the overrides) so errors are reported before any run starts.
  {
    LoadResult lr = loadScenario(root, o.load);
    if (!lr.sim) {
      for (const auto& e : lr.errors) std::fprintf(stderr, "%s: %s\n", o.file.c_str(), e.c_str());
      return 2;
    }
    if (!o.load.hasSeed) {
      o.load.hasSeed = true;
      o.load.seed = lr.sim->seed();
    }
  }
  const int jobs = o.jobs > 0 ? o.jobs : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  const auto wall0 = std::chrono::steady_clock::now();

  if (o.sweep) {
    SweepSpec spec;
    std::string err;
    if (!expandSweep(root, spec, err)) {
      std::fprintf(stderr, "%s: %s\n", o.file.c_str(), err.c_str());
      return 2;
    }
    if (o.reps > 1) spec.reps = o.reps;
    const int points = static_cast<int>(spec.points.size());
    // Validate every point before running any.
    for (const auto& pt : spec.points) {
      LoadOptions lo = o.load;
      lo.overrides.insert(lo.overrides.end(), pt.overrides.begin(), pt.overrides.end());
      LoadResult lr = loadScenario(root, lo);
      if (!lr.sim) {
        for (const auto& e : lr.errors)
          std::fprintf(stderr, "%s [%s]: %s\n", o.file.c_str(), pt.label.c_str(), e.c_str());
        return 2;
      }
    }
    std::vector<RunResult> results(static_cast<std::size_t>(points) * spec.reps);
    parallelFor(static_cast<int>(results.size()), jobs, [&](int i) {
      const auto& pt = spec.points[i / spec.reps];
      LoadOptions lo = o.load;
      lo.overrides.insert(lo.overrides.end(), pt.overrides.begin(), pt.overrides.end());
      lo.seed = o.load.seed + static_cast<std::uint64_t>(i % spec.reps);
      results[i] = runOnce(root, lo, 0);
    });
    const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - wall0).count();
    std::uint64_t events = 0;
    for (const auto& r : results) events += r.events;
    if (o.json) std::printf("{\"sweep\":[");
    for (int p = 0; p < points; ++p) {
      const std::ptrdiff_t first = static_cast<std::ptrdiff_t>(p) * spec.reps;
      std::vector<RunResult> runs(results.begin() + first, results.begin() + first + spec.reps);
      const auto agg = aggregate(runs);
      if (o.json) {
        JsonWriter w;
        w.beginObject().field("point", spec.points[p].label).key("overrides").beginObject();
        for (const auto& [k, val] : spec.points[p].overrides) w.field(k, val);
        w.endObject().field("reps", spec.reps).key("metrics").beginObject();
        for (const auto& [name, mc] : agg) {
          if (!spec.metrics.empty() && std::find(spec.metrics.begin(), spec.metrics.end(), name) == spec.metrics.end())
            continue;
          w.key(name).beginObject().field("mean", mc.mean).field("ci95", mc.halfWidth).endObject();
        }
        w.endObject().endObject();
        std::printf("%s%s", p ? "," : "", w.str().c_str());
      } else {
        std::printf("%s  (%d reps)\n", spec.points[p].label.c_str(), spec.reps);
        for (const auto& [name, mc] : agg) {
          if (!spec.metrics.empty() && std::find(spec.metrics.begin(), spec.metrics.end(), name) == spec.metrics.end())
            continue;
          std::printf("  %s %14.6g  ± %.4g\n", pad(name, 28).c_str(), mc.mean, mc.halfWidth);
        }
      }
    }
    if (o.json)
      std::printf("],\"events\":%llu,\"wall_s\":%.3f}\n", static_cast<unsigned long long>(events), wall);
    else
      std::printf("points: %d  reps: %d  events: %llu  wall: %.3f s\n", points, spec.reps,
                  static_cast<unsigned long long>(events), wall);
    return 0;
  }

  std::vector<RunResult> runs(o.reps);
  parallelFor(o.reps, jobs, [&](int i) {
    LoadOptions lo = o.load;
    lo.seed = o.load.seed + static_cast<std::uint64_t>(i);
    runs[i] = runOnce(root, lo, i == 0 ? o.log : 0);
  });
  const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - wall0).count();
  std::uint64_t events = 0;
  double simWall = 0;
  for (const auto& r : runs) {
    events += r.events;
    simWall += r.wallSeconds;
  }

  if (o.json) {
    JsonWriter w;
    w.beginObject()
        .field("scenario", o.file)
        .field("seed", static_cast<std::int64_t>(o.load.seed))
        .field("reps", o.reps);
    w.key("metrics").beginObject();
    if (o.reps == 1) {
      for (const auto& [k, val] : runs[0].summary) w.field(k, val);
    } else {
      for (const auto& [name, mc] : aggregate(runs))
        w.key(name)
            .beginObject()
            .field("mean", mc.mean)
            .field("ci95", mc.halfWidth)
            .field("stddev", mc.stddev)
            .endObject();
    }
    w.endObject().field("events", events).field("wall_s", wall);
    w.field("events_per_s", simWall > 0 ? events / simWall : 0.0);
    w.key("trace_hash");
    if (o.reps == 1)
      w.value(runs[0].hash);
    else {
      w.beginArray();
      for (const auto& r : runs) w.value(r.hash);
      w.endArray();
    }
    if (o.log > 0) {
      w.key("log").beginArray();
      for (const auto& l : runs[0].logLines) w.value(l);
      w.endArray();
    }
    w.endObject();
    std::printf("%s\n", w.str().c_str());
    return 0;
  }

  std::printf("scenario: %s (seed %llu%s)\n", o.file.c_str(), static_cast<unsigned long long>(o.load.seed),
              o.reps > 1 ? (", " + std::to_string(o.reps) + " replications").c_str() : "");
  if (o.reps == 1) {
    for (const auto& [k, val] : runs[0].summary) std::printf("  %s %.6g\n", pad(k, 28).c_str(), val);
  } else {
    std::printf("  %s %14s  %s\n", pad("metric", 28).c_str(), "mean", "95% CI");
    for (const auto& [name, mc] : aggregate(runs))
      std::printf("  %s %14.6g  ± %.4g\n", pad(name, 28).c_str(), mc.mean, mc.halfWidth);
  }
  std::printf("events: %llu  wall: %.3f s  (%.2f M events/s)\n", static_cast<unsigned long long>(events), wall,
              simWall > 0 ? events / simWall / 1e6 : 0.0);
  if (o.reps == 1) std::printf("trace hash: %s\n", runs[0].hash.empty() ? "(tracing off)" : runs[0].hash.c_str());
  for (const auto& l : runs[0].logLines) std::printf("  | %s\n", l.c_str());
  return 0;
}

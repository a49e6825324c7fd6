// The native command-line runner: runs a scenario (or its sweep) and prints the result.
//
//   run <scenario.json> [--set path=value ...] [--reps N] [--seed S] [--json] [--sweep]
//       [--jobs J] [--no-trace] [--log N] [--budget KEY=VALUE ...] [--pcap FILE]
//       [--shard i/n --out DIR]
//   run --merge DIR [--json]
//   run --schema
//
// Exit codes: 0 success, 1 usage or I/O error, 2 invalid scenario (messages on stderr), 3 a run
// stopped at a budget (its results cover the part that ran; the note on stderr says how far).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "export/pcapng.h"
#include "runner.h"
#include "scenario/schema_writer.h"

using namespace ps;
using namespace ps::cli;

namespace {

void usage() {
  std::fprintf(stderr,
               "usage: run <scenario.json> [--set path=value ...] [--reps N] [--seed S] [--json]\n"
               "           [--sweep [--shard i/n --out DIR]] [--jobs J] [--no-trace] [--log N]\n"
               "           [--budget memory=SIZE|events=N|wall=SECONDS|none ...] [--pcap FILE]\n"
               "       run --merge DIR [--json]   combine a sharded sweep's results into its table\n"
               "       run --schema               print the scenario JSON Schema generated from the declarations\n"
               "  --set path=value  override a scenario field, e.g. --set network.links[0].bandwidth=2e6\n"
               "  --reps N          N independent replications (seeds S..S+N-1): mean and 95%% CI\n"
               "  --seed S          base seed, a whole number in [0, 2^53-1] (default: the scenario's)\n"
               "  --sweep           run the scenario's sweep (parameters x values x reps)\n"
               "  --shard i/n       run only the i-th of n shares of the sweep's runs (1 <= i <= n) and\n"
               "                    write one JSON result per point and seed to --out DIR\n"
               "  --jobs J          parallel simulations (default: all cores)\n"
               "  --no-trace        do not record the trace (the hash is then empty)\n"
               "  --log N           print the last N event-log lines of the run\n"
               "  --budget K=V      raise or lower a budget: memory (bytes, or with K, M, G), events, wall\n"
               "                    (seconds per run); 'none' lifts them all. Defaults: memory=4G\n"
               "                    events=2e10, no wall limit\n"
               "  --pcap FILE       write the run's packets to FILE as a pcapng capture (Wireshark, tshark)\n");
}

// A whole number in [0, 2^53-1], digits only (the scenario's seed range: JSON numbers are exact there).
bool parseSeed(const std::string& s, std::uint64_t& out) {
  if (s.empty() || s.size() > 16) return false;
  std::uint64_t v = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return false;
    v = v * 10 + static_cast<std::uint64_t>(c - '0');
  }
  if (v > 9007199254740991ULL) return false;
  out = v;
  return true;
}

bool parsePositive(const char* s, int lo, int hi, int& out) {
  char* end = nullptr;
  const long v = std::strtol(s, &end, 10);
  if (end == s || *end != '\0' || v < lo || v > hi) return false;
  out = static_cast<int>(v);
  return true;
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
      if (!parsePositive(v, 1, 100000, o.reps)) {
        std::fprintf(stderr, "run: --reps must be a whole number in [1, 100000] (got %s)\n", v);
        return false;
      }
    } else if (a == "--seed") {
      const char* v = next("--seed");
      if (!v) return false;
      if (!parseSeed(v, o.load.seed)) {
        std::fprintf(stderr, "run: --seed must be a whole number in [0, 9007199254740991] (got %s)\n", v);
        return false;
      }
      o.load.hasSeed = true;
    } else if (a == "--jobs") {
      const char* v = next("--jobs");
      if (!v) return false;
      if (!parsePositive(v, 1, 4096, o.jobs)) {
        std::fprintf(stderr, "run: --jobs must be a whole number in [1, 4096] (got %s)\n", v);
        return false;
      }
    } else if (a == "--log") {
      const char* v = next("--log");
      if (!v) return false;
      if (!parsePositive(v, 0, 1000000, o.log)) {
        std::fprintf(stderr, "run: --log must be a whole number in [0, 1000000] (got %s)\n", v);
        return false;
      }
    } else if (a == "--budget") {
      const char* v = next("--budget");
      if (!v) return false;
      std::string err;
      if (!parseBudgetSetting(v, o.load.budget, err)) {
        std::fprintf(stderr, "run: %s\n", err.c_str());
        return false;
      }
    } else if (a == "--pcap") {
      const char* v = next("--pcap");
      if (!v) return false;
      o.pcap = v;
    } else if (a == "--shard") {
      const char* v = next("--shard");
      if (!v) return false;
      const std::string s = v;
      const auto slash = s.find('/');
      if (slash == std::string::npos || !parsePositive(s.substr(slash + 1).c_str(), 1, 1000000, o.shards) ||
          !parsePositive(s.substr(0, slash).c_str(), 1, o.shards, o.shard)) {
        std::fprintf(stderr, "run: --shard expects i/n with 1 <= i <= n (got %s)\n", v);
        return false;
      }
    } else if (a == "--out") {
      const char* v = next("--out");
      if (!v) return false;
      o.out = v;
    } else if (a == "--merge") {
      const char* v = next("--merge");
      if (!v) return false;
      o.merge = v;
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
  if (!o.merge.empty()) return true;
  if (o.file.empty()) {
    usage();
    return false;
  }
  if (o.shards && (!o.sweep || o.out.empty())) {
    std::fprintf(stderr, "run: --shard needs --sweep and --out DIR\n");
    return false;
  }
  if (!o.pcap.empty() && (o.sweep || o.reps > 1)) {
    std::fprintf(stderr, "run: --pcap captures one run (not with --sweep or --reps)\n");
    return false;
  }
  return true;
}

// A sweep on this machine: validate every point (in parallel), then run points × reps.
int runSweep(const Options& o, const Json& root, const SweepSpec& spec, int jobs) {
  const auto wall0 = std::chrono::steady_clock::now();
  const int points = static_cast<int>(spec.points.size());
  std::vector<std::vector<std::string>> errors(spec.points.size());
  parallelFor(points, jobs, [&](int p) {
    LoadOptions lo = o.load;
    lo.overrides.insert(lo.overrides.end(), spec.points[p].overrides.begin(), spec.points[p].overrides.end());
    errors[p] = loadScenario(root, lo).errors;
  });
  for (int p = 0; p < points; ++p)
    for (const auto& e : errors[p])
      std::fprintf(stderr, "%s [%s]: %s\n", o.file.c_str(), spec.points[p].label.c_str(), e.c_str());
  for (const auto& e : errors)
    if (!e.empty()) return 2;
  std::vector<RunResult> results(static_cast<std::size_t>(points) * spec.reps);
  parallelFor(static_cast<int>(results.size()), jobs, [&](int i) {
    const auto& pt = spec.points[i / spec.reps];
    LoadOptions lo = o.load;
    lo.overrides.insert(lo.overrides.end(), pt.overrides.begin(), pt.overrides.end());
    lo.seed = o.load.seed + static_cast<std::uint64_t>(i % spec.reps);
    results[i] = runOnce(root, lo, 0);
  });
  printSweep(spec, results, o.json, std::chrono::duration<double>(std::chrono::steady_clock::now() - wall0).count());
  return reportStopped(results, o.file) ? 3 : 0;
}

// Prints one run or the mean and CI of replications.
void printRuns(const Options& o, const std::vector<RunResult>& runs, double wall) {
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
    if (o.reps == 1) {
      w.value(runs[0].hash);
    } else {
      w.beginArray();
      for (const auto& r : runs) w.value(r.hash);
      w.endArray();
    }
    if (runs[0].stopped != StopReason::kNone) w.field("stopped", stopReasonText(runs[0].stopped));
    if (o.log > 0) {
      w.key("log").beginArray();
      for (const auto& l : runs[0].logLines) w.value(l);
      w.endArray();
    }
    w.endObject();
    std::printf("%s\n", w.str().c_str());
    return;
  }
  std::printf("scenario: %s (seed %llu%s)\n", o.file.c_str(), static_cast<unsigned long long>(o.load.seed),
              o.reps > 1 ? (", " + std::to_string(o.reps) + " replications").c_str() : "");
  auto pad = [](const std::string& s) { return s.size() >= 28 ? s : s + std::string(28 - s.size(), ' '); };
  if (o.reps == 1) {
    for (const auto& [k, val] : runs[0].summary) std::printf("  %s %.6g\n", pad(k).c_str(), val);
  } else {
    std::printf("  %s %14s  %s\n", pad("metric").c_str(), "mean", "95% CI");
    for (const auto& [name, mc] : aggregate(runs))
      std::printf("  %s %14.6g  ± %.4g\n", pad(name).c_str(), mc.mean, mc.halfWidth);
  }
  std::printf("events: %llu  wall: %.3f s  (%.2f M events/s)\n", static_cast<unsigned long long>(events), wall,
              simWall > 0 ? events / simWall / 1e6 : 0.0);
  if (o.reps == 1) std::printf("trace hash: %s\n", runs[0].hash.empty() ? "(tracing off)" : runs[0].hash.c_str());
  for (const auto& l : runs[0].logLines) std::printf("  | %s\n", l.c_str());
}

bool writeFile(const std::string& path, const std::vector<std::uint8_t>& bytes) {
  std::ofstream out(path, std::ios::binary);
  out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
  return static_cast<bool>(out);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc == 2 && std::string(argv[1]) == "--schema") {  // scenarios/schema.json, from the declarations
    std::fputs(scenarioSchemaJson().c_str(), stdout);
    return 0;
  }
  Options o;
  if (!parseArgs(argc, argv, o)) return 1;
  if (!o.merge.empty()) return mergeSweepShards(o);
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
  // Load once up front (with the overrides): errors are reported before any run starts, and the
  // first (or only) run uses this simulation rather than building it again.
  LoadResult first = loadScenario(root, o.load);
  if (!first.sim) {
    for (const auto& e : first.errors) std::fprintf(stderr, "%s: %s\n", o.file.c_str(), e.c_str());
    return 2;
  }
  if (!o.load.hasSeed) {
    o.load.hasSeed = true;
    o.load.seed = first.sim->seed();
  }
  const int jobs = o.jobs > 0 ? o.jobs : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));

  if (o.sweep) {
    first.sim.reset();
    SweepSpec spec;
    std::string err;
    if (!expandSweep(root, spec, err)) {
      std::fprintf(stderr, "%s: %s\n", o.file.c_str(), err.c_str());
      return 2;
    }
    if (o.reps > 1) spec.reps = o.reps;
    return o.shards ? runSweepShard(o, root, spec, jobs) : runSweep(o, root, spec, jobs);
  }

  const auto wall0 = std::chrono::steady_clock::now();
  std::unique_ptr<PcapngCapture> capture;
  if (!o.pcap.empty()) {
    capture = std::make_unique<PcapngCapture>(*first.sim, o.pcapFrames);
    first.sim->setPacketTap(capture.get());
  }
  std::vector<RunResult> runs(o.reps);
  parallelFor(o.reps, jobs, [&](int i) {
    if (i == 0) {
      runs[0] = runLoaded(*first.sim, o.log);
      return;
    }
    LoadOptions lo = o.load;
    lo.seed = o.load.seed + static_cast<std::uint64_t>(i);
    runs[i] = runOnce(root, lo, 0);
  });
  const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - wall0).count();
  if (capture) {
    if (!writeFile(o.pcap, capture->bytes())) {
      std::fprintf(stderr, "run: cannot write %s\n", o.pcap.c_str());
      return 1;
    }
    std::fprintf(
        stderr, "run: wrote %llu packets to %s%s\n", static_cast<unsigned long long>(capture->frames()), o.pcap.c_str(),
        capture->framesNotCaptured() ? (" (" + std::to_string(capture->framesNotCaptured()) +
                                        " more not captured: the limit is " + std::to_string(o.pcapFrames) + ")")
                                           .c_str()
                                     : "");
  }
  printRuns(o, runs, wall);
  return reportStopped(runs, o.file) ? 3 : 0;
}

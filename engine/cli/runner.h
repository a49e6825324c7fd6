// The native runner's parts shared by its files: options, one run, the sweep table.
//   main.cpp           arguments, a single run or replications, a sweep on this machine
//   sweep_shards.cpp   a sweep split into shards (--shard i/n --out DIR) and their merge (--merge DIR)
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/stats.h"
#include "scenario/loader.h"
#include "scenario/sweep.h"

namespace ps::cli {

struct Options {
  std::string file;
  LoadOptions load;
  int reps = 1;
  bool json = false, sweep = false;
  int jobs = 0;
  int log = 0;
  std::string pcap;  // --pcap FILE
  std::uint64_t pcapFrames = 1000000;
  int shard = 0, shards = 0;  // --shard i/n (1-based)
  std::string out;            // --out DIR
  std::string merge;          // --merge DIR
};

struct RunResult {
  Summary summary;
  std::uint64_t events = 0;
  double wallSeconds = 0;
  std::string hash;
  std::vector<std::string> logLines;
  std::uint64_t seed = 0;
  StopReason stopped = StopReason::kNone;
  double simulatedSeconds = 0, stopSeconds = 0;
};

// Runs an already loaded simulation to its end and collects the result.
RunResult runLoaded(Simulation& sim, int logLines);
// Loads and runs; a load failure (which validation before the run rules out) gives an empty result.
RunResult runOnce(const Json& root, const LoadOptions& opts, int logLines);

// Runs `n` jobs on up to `jobs` threads; job i writes only its own slot, so order is fixed.
template <class F>
void parallelFor(int n, int jobs, F f);

// One sweep point's replications, aggregated in the first run's metric order.
std::vector<std::pair<std::string, MeanCi>> aggregate(const std::vector<RunResult>& runs);

// The sweep table exactly as `run --sweep` prints it (text or --json), from per-point runs
// (points × reps, point-major). Merging shards prints through the same function, so a merged
// sweep's table is the single-machine table byte for byte (the wall time aside).
void printSweep(const SweepSpec& spec, const std::vector<RunResult>& results, bool json, double wallSeconds);

// A note on stderr for runs that stopped at a budget; returns how many did.
int reportStopped(const std::vector<RunResult>& runs, const std::string& file);

// Shards and merge (sweep_shards.cpp). Return the process exit code.
int runSweepShard(const Options& o, const Json& root, const SweepSpec& spec, int jobs);
int mergeSweepShards(const Options& o);

}  // namespace ps::cli

#include "parallel_for.h"

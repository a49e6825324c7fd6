// A sweep beyond one machine, with no cluster code of our own: `run S --sweep --shard i/n --out
// DIR` runs every n-th run of the sweep (runs are numbered point-major: point * reps + rep, and
// shard i takes those with number % n == i - 1), writing one JSON file per run and a manifest;
// `run --merge DIR` reads them back and prints the table `run S --sweep` prints. GNU parallel,
// ssh or a Slurm job array start the shards (README: "Sweeps on many machines").
//
// Bit-identical: each run's seed and overrides are the single-machine sweep's, each summary value
// is written with enough digits to read back the same double (non-finite values and -0 as text),
// and the merge aggregates in the same point and rep order through the same printing code. Only
// the wall time differs (the merge reports the runs' summed time).
//
// Files in DIR: sweep.json (the manifest: scenario, sweep identity, points, reps, metrics; every
// shard writes the same bytes, through a temporary file and a rename) and p<point>-r<rep>.json.
#include <unistd.h>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include "runner.h"

namespace ps::cli {

namespace {

namespace fs = std::filesystem;

// FNV-1a 64 of everything that decides a run's result: shards of different sweeps never mix.
std::string sweepId(const Options& o, const Json& root, const SweepSpec& spec) {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  auto add = [&](const std::string& s) {
    for (unsigned char c : s) {
      h ^= c;
      h *= 0x100000001b3ULL;
    }
    h ^= 0xff;
    h *= 0x100000001b3ULL;
  };
  add(root.dump());
  for (const auto& [k, v] : o.load.overrides) {
    std::string kv = k;
    kv += '=';
    kv += v;
    add(kv);
  }
  add(std::to_string(o.load.seed));
  add(std::to_string(spec.reps));
  add(o.load.traceEnabled ? "trace" : "no-trace");
  add(formatNumber(o.load.budget.events));
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return buf;
}

// A summary value that reads back as the same double.
void exactValue(JsonWriter& w, double d) {
  if (std::isnan(d))
    w.value("nan");
  else if (std::isinf(d))
    w.value(d > 0 ? "inf" : "-inf");
  else if (d == 0 && std::signbit(d))
    w.raw("-0.0");
  else
    w.value(d);
}
bool readValue(const Json& j, double& d) {
  if (j.isNumber()) {
    d = j.asNumber();
    return true;
  }
  if (!j.isString()) return false;
  if (j.asString() == "nan")
    d = std::nan("");
  else if (j.asString() == "inf")
    d = INFINITY;
  else if (j.asString() == "-inf")
    d = -INFINITY;
  else
    return false;
  return true;
}

std::string resultName(std::size_t point, int rep) {
  return "p" + std::to_string(point) + "-r" + std::to_string(rep) + ".json";
}

bool writeText(const fs::path& path, const std::string& text) {
  // A name of its own per process and thread, so concurrent shards never share a temporary file.
  const fs::path tmp = path.string() + ".tmp." + std::to_string(getpid()) + "." +
                       std::to_string(std::hash<std::thread::id>{}(std::this_thread::get_id()));
  {
    std::ofstream out(tmp, std::ios::binary);
    out << text;
    if (!out) return false;
  }
  std::error_code ec;
  fs::rename(tmp, path, ec);  // atomic: a reader never sees half a file
  return !ec;
}

bool readJsonFile(const fs::path& path, Json& out, std::string& error) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    error = "cannot read " + path.string();
    return false;
  }
  std::stringstream ss;
  ss << in.rdbuf();
  if (!parseJson(ss.str(), out, error)) {
    error = path.string() + ": " + error;
    return false;
  }
  return true;
}

}  // namespace

int runSweepShard(const Options& o, const Json& root, const SweepSpec& spec, int jobs) {
  const std::size_t total = spec.points.size() * static_cast<std::size_t>(spec.reps);
  std::vector<std::size_t> mine;
  for (std::size_t j = static_cast<std::size_t>(o.shard - 1); j < total; j += static_cast<std::size_t>(o.shards))
    mine.push_back(j);
  // Validate the points this shard runs before running any.
  std::vector<std::size_t> points;
  for (std::size_t j : mine)
    if (points.empty() || points.back() != j / spec.reps) points.push_back(j / spec.reps);
  std::vector<std::vector<std::string>> errors(points.size());
  parallelFor(static_cast<int>(points.size()), jobs, [&](int k) {
    LoadOptions lo = o.load;
    const auto& ov = spec.points[points[k]].overrides;
    lo.overrides.insert(lo.overrides.end(), ov.begin(), ov.end());
    errors[k] = loadScenario(root, lo).errors;
  });
  bool bad = false;
  for (std::size_t k = 0; k < points.size(); ++k)
    for (const auto& e : errors[k]) {
      std::fprintf(stderr, "%s [%s]: %s\n", o.file.c_str(), spec.points[points[k]].label.c_str(), e.c_str());
      bad = true;
    }
  if (bad) return 2;

  const fs::path dir = o.out;
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec) {
    std::fprintf(stderr, "run: cannot create %s: %s\n", o.out.c_str(), ec.message().c_str());
    return 1;
  }
  const std::string id = sweepId(o, root, spec);
  JsonWriter m;
  m.beginObject().field("format", "protoscope-sweep-1").field("scenario", o.file).field("sweep_id", id);
  m.field("seed", static_cast<std::int64_t>(o.load.seed)).field("reps", spec.reps).key("metrics").beginArray();
  for (const auto& name : spec.metrics) m.value(name);
  m.endArray().key("points").beginArray();
  for (const auto& pt : spec.points) {
    m.beginObject().field("label", pt.label).key("overrides").beginArray();
    for (const auto& [k, v] : pt.overrides) m.beginArray().value(k).value(v).endArray();
    m.endArray().endObject();
  }
  m.endArray().endObject();
  if (!writeText(dir / "sweep.json", m.str() + "\n")) {
    std::fprintf(stderr, "run: cannot write %s\n", (dir / "sweep.json").string().c_str());
    return 1;
  }

  std::vector<RunResult> results(mine.size());
  std::vector<char> written(mine.size(), 0);
  parallelFor(static_cast<int>(mine.size()), jobs, [&](int k) {
    const std::size_t j = mine[k], point = j / spec.reps;
    const int rep = static_cast<int>(j % spec.reps);
    LoadOptions lo = o.load;
    lo.overrides.insert(lo.overrides.end(), spec.points[point].overrides.begin(), spec.points[point].overrides.end());
    lo.seed = o.load.seed + static_cast<std::uint64_t>(rep);
    results[k] = runOnce(root, lo, 0);
    const RunResult& r = results[k];
    JsonWriter w;
    w.beginObject().field("sweep_id", id).field("point", static_cast<std::int64_t>(point)).field("rep", rep);
    w.field("seed", static_cast<std::int64_t>(r.seed)).field("events", r.events).field("wall_s", r.wallSeconds);
    w.field("trace_hash", r.hash);
    if (r.stopped != StopReason::kNone) w.field("stopped", stopReasonText(r.stopped));
    w.key("summary").beginArray();
    for (const auto& [name, value] : r.summary) {
      w.beginArray().value(name);
      exactValue(w, value);
      w.endArray();
    }
    w.endArray().endObject();
    written[k] = writeText(dir / resultName(point, rep), w.str() + "\n");
  });
  for (std::size_t k = 0; k < mine.size(); ++k)
    if (!written[k]) {
      std::fprintf(stderr, "run: cannot write the results in %s\n", o.out.c_str());
      return 1;
    }
  std::fprintf(stderr, "run: shard %d/%d: %zu of %zu runs written to %s\n", o.shard, o.shards, mine.size(), total,
               o.out.c_str());
  return reportStopped(results, o.file) ? 3 : 0;
}

int mergeSweepShards(const Options& o) {
  const fs::path dir = o.merge;
  Json manifest;
  std::string err;
  if (!readJsonFile(dir / "sweep.json", manifest, err)) {
    std::fprintf(stderr, "run: --merge: %s (is %s a directory written by --shard?)\n", err.c_str(), o.merge.c_str());
    return 1;
  }
  const Json* id = manifest.get("sweep_id");
  const Json* reps = manifest.get("reps");
  const Json* pointsJson = manifest.get("points");
  if (!id || !id->isString() || !reps || !reps->isNumber() || !pointsJson || !pointsJson->isArray()) {
    std::fprintf(stderr, "run: --merge: %s is not a sweep manifest\n", (dir / "sweep.json").string().c_str());
    return 1;
  }
  SweepSpec spec;
  spec.reps = static_cast<int>(reps->asNumber());
  if (const Json* metrics = manifest.get("metrics"); metrics && metrics->isArray())
    for (const auto& mname : metrics->items())
      if (mname.isString()) spec.metrics.push_back(mname.asString());
  for (const auto& p : pointsJson->items()) {
    SweepPoint pt;
    if (const Json* label = p.get("label"); label && label->isString()) pt.label = label->asString();
    if (const Json* ov = p.get("overrides"); ov && ov->isArray())
      for (const auto& kv : ov->items())
        if (kv.isArray() && kv.size() == 2) pt.overrides.emplace_back(kv[0].asString(), kv[1].asString());
    spec.points.push_back(std::move(pt));
  }
  const std::string file =
      manifest.get("scenario") && manifest.get("scenario")->isString() ? manifest.get("scenario")->asString() : o.merge;

  std::vector<RunResult> results(spec.points.size() * static_cast<std::size_t>(spec.reps));
  std::vector<std::string> missing, problems;
  double wall = 0;
  for (std::size_t p = 0; p < spec.points.size(); ++p) {
    for (int rep = 0; rep < spec.reps; ++rep) {
      const fs::path path = dir / resultName(p, rep);
      if (!fs::exists(path)) {
        missing.push_back(resultName(p, rep));
        continue;
      }
      Json j;
      if (!readJsonFile(path, j, err)) {
        problems.push_back(err);
        continue;
      }
      const Json* rid = j.get("sweep_id");
      if (!rid || !rid->isString() || rid->asString() != id->asString()) {
        problems.push_back(path.string() + ": belongs to another sweep (sweep_id differs from sweep.json's)");
        continue;
      }
      RunResult& r = results[p * static_cast<std::size_t>(spec.reps) + static_cast<std::size_t>(rep)];
      if (const Json* ev = j.get("events"); ev && ev->isNumber()) r.events = static_cast<std::uint64_t>(ev->asNumber());
      if (const Json* seed = j.get("seed"); seed && seed->isNumber())
        r.seed = static_cast<std::uint64_t>(seed->asNumber());
      if (const Json* w = j.get("wall_s"); w && w->isNumber()) wall += w->asNumber();
      if (const Json* st = j.get("stopped"); st && st->isString())
        r.stopped = st->asString() == "wall-clock budget" ? StopReason::kWallBudget : StopReason::kEventBudget;
      const Json* summary = j.get("summary");
      bool ok = summary && summary->isArray();
      for (std::size_t k = 0; ok && k < summary->size(); ++k) {
        const Json& kv = (*summary)[k];
        double v = 0;
        ok = kv.isArray() && kv.size() == 2 && kv[0].isString() && readValue(kv[1], v);
        if (ok) r.summary.emplace_back(kv[0].asString(), v);
      }
      if (!ok) problems.push_back(path.string() + ": no readable summary");
    }
  }
  for (const auto& pr : problems) std::fprintf(stderr, "run: --merge: %s\n", pr.c_str());
  if (!missing.empty()) {
    std::fprintf(stderr, "run: --merge: %zu of %zu results missing in %s, e.g. %s (run the shards that write them)\n",
                 missing.size(), results.size(), o.merge.c_str(), missing.front().c_str());
  }
  if (!missing.empty() || !problems.empty()) return 1;
  printSweep(spec, results, o.json, wall);
  return reportStopped(results, file) ? 3 : 0;
}

}  // namespace ps::cli

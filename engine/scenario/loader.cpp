#include "loader.h"

#include <algorithm>

#include "model_registry.h"
#include "questions.h"
#include "scenario_params.h"
#include "sweep.h"
#include "validator.h"

namespace ps {

using namespace scenario_params;

LoadResult loadScenario(const std::string& text, const LoadOptions& opts) {
  Json root;
  JsonParseError err;
  if (!parseJson(text, root, err)) {
    LoadResult r;
    const ReaderText& w = readerText(opts.lang);
    r.errors.push_back(w.root() + ": " + w.notJson(err));
    return r;
  }
  return loadScenario(root, opts);
}

namespace {

const ModelInfo* findModel(const Json& root) {
  const Json* name = root.isObject() ? root.get("model") : nullptr;
  if (!name || !name->isString()) return nullptr;
  for (const auto& m : modelRegistry())
    if (m.name == name->asString()) return &m;
  return nullptr;
}

// The parts every run has, sized by the common fields.
void estimateCommon(const Json& root, const LoadOptions& opts, double series, Estimate& e) {
  e.memory("scenario", "the engine itself", "o próprio motor", cost::kEngineBase);
  const double stop = estNumber(root, kStopTime);
  const Json& trace = estObject(root, kTrace);
  const bool traceOn = estNumber(trace, kTraceEnabled) != 0 && opts.traceEnabled;
  if (traceOn) {
    double ring = 1;
    while (ring < estNumber(trace, kTraceCapacity)) ring *= 2;
    e.memory("trace.capacity", "a ring of " + formatCount(ring) + " event records",
             "um anel de " + formatCountPt(ring) + " registros de eventos", ring * cost::kTraceRecord);
  }
  const Json& metrics = estObject(root, kMetrics);
  const double samples = std::min(estNumber(metrics, kMetricsCap), stop / estNumber(metrics, kMetricsInterval) + 1);
  e.memory("metrics.interval, metrics.cap",
           formatCount(series) + " time series of up to " + formatCount(samples) + " samples",
           formatCountPt(series) + " séries temporais de até " + formatCountPt(samples) + " amostras",
           series * samples * cost::kSample);
}

}  // namespace

Estimate estimateScenario(const Json& root, const LoadOptions& opts, std::vector<std::string>& errors) {
  Estimate e;
  if (!root.isObject()) {
    errors.push_back("scenario: must be a JSON object");
    return e;
  }
  const ModelInfo* info = findModel(root);
  if (!info) {
    errors.push_back("model: unknown or missing, so the run cannot be estimated");
    return e;
  }
  RunShape run;
  run.stopSeconds = estNumber(root, kStopTime);
  if (info->estimate) info->estimate(root, run, e);
  estimateCommon(root, opts, e.seriesCount(), e);
  return e;
}

LoadResult loadScenario(const Json& input, const LoadOptions& opts) {
  LoadResult result;
  Json root = input;
  for (const auto& [path, value] : opts.overrides) {
    std::string err;
    if (!setJsonPath(root, path, value, err)) result.errors.push_back("--set " + err);
  }
  if (!result.errors.empty()) return result;

  Validator v(readerText(opts.lang));
  if (!root.isObject()) {
    result.errors.push_back(v.text().root() + ": " + v.text().notAnObject(root.type()));
    return result;
  }
  v.readInt(root, "", kVersion);
  result.name = v.readString(root, "", kName);
  const std::int64_t seed = v.readInt(root, "", kSeed);
  const double stop = v.read(root, "", kStopTime);
  const Json& metrics = v.readObject(root, "", kMetrics);
  const double interval = v.read(metrics, "metrics", kMetricsInterval);
  const std::int64_t cap = v.readInt(metrics, "metrics", kMetricsCap);
  const Json& trace = v.readObject(root, "", kTrace);
  const std::int64_t traceCap = v.readInt(trace, "trace", kTraceCapacity);
  const bool traceOn = v.readBool(trace, "trace", kTraceEnabled);

  if (root.get("sweep")) {  // checked here too (shape and size, no points built), so a bad sweep never reaches a runner
    std::uint64_t points = 0;
    SweepError err;
    if (!checkSweep(root, points, err)) v.error(err.path, err.english, err.portuguese);
  }

  std::string modelNames;
  for (const auto& m : modelRegistry()) modelNames += (modelNames.empty() ? "" : ", ") + m.name;
  const std::string modelName = v.readString(root, "", kModel);
  const ModelInfo* info = findModel(root);
  if (!info && root.get("model")) v.error("model", v.text().unknownModel(modelName, modelNames));

  // The budget, before anything is allocated: a scenario over it is refused with the fields to change.
  if (info) {
    std::vector<std::string> ignored;
    const Estimate estimate = estimateScenario(root, opts, ignored);
    const auto over = overBudget(estimate, opts.budget, opts.lang);
    if (!over.empty()) {
      result.errors = v.errors();
      result.errors.insert(result.errors.end(), over.begin(), over.end());
      return result;
    }
  }

  const bool tracing = traceOn && opts.traceEnabled;
  auto sim = std::make_unique<Simulation>(opts.hasSeed ? opts.seed : static_cast<std::uint64_t>(seed),
                                          tracing ? static_cast<std::size_t>(traceCap) : 16);
  sim->trace().setEnabled(tracing);
  sim->setRunLimits(RunLimits{static_cast<std::uint64_t>(opts.budget.events), opts.budget.wallSeconds});
  sim->setStopTime(fromSeconds(stop));
  sim->metrics().setInterval(fromSeconds(interval));
  sim->metrics().setCap(static_cast<std::size_t>(cap));

  if (info) {
    std::vector<std::string> allowed;
    for (const Param* p : kCommon) allowed.emplace_back(p->key);
    for (const Param* p : info->sections) allowed.emplace_back(p->key);
    v.onlyKeys(root, "", allowed);
    auto model = info->build(root, *sim, v);
    checkQuestions(root, stop, *sim, v);  // after the build: the model's trace kinds and entities exist
    if (v.ok() && model) sim->setModel(std::move(model));
  }
  if (!v.ok()) {
    result.errors = v.errors();
    return result;
  }
  result.sim = std::move(sim);
  return result;
}

}  // namespace ps

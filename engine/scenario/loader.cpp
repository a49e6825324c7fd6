#include "loader.h"

#include "model_registry.h"
#include "scenario_params.h"
#include "sweep.h"
#include "validator.h"

namespace ps {

using namespace scenario_params;

LoadResult loadScenario(const std::string& text, const LoadOptions& opts) {
  Json root;
  std::string err;
  if (!parseJson(text, root, err)) {
    LoadResult r;
    r.errors.push_back("scenario: not valid JSON: " + err);
    return r;
  }
  return loadScenario(root, opts);
}

LoadResult loadScenario(const Json& input, const LoadOptions& opts) {
  LoadResult result;
  Json root = input;
  for (const auto& [path, value] : opts.overrides) {
    std::string err;
    if (!setJsonPath(root, path, value, err)) result.errors.push_back("--set " + err);
  }
  if (!result.errors.empty()) return result;

  Validator v;
  if (!root.isObject()) {
    result.errors.push_back(std::string("scenario: must be a JSON object (got ") + Json::typeName(root.type()) + ")");
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

  if (root.get("sweep")) {  // checked here too, so a bad sweep never reaches a runner
    SweepSpec spec;
    std::string err;
    if (!expandSweep(root, spec, err)) {
      const auto colon = err.find(": ");
      v.error(colon == std::string::npos ? "sweep" : err.substr(0, colon),
              colon == std::string::npos ? err : err.substr(colon + 2));
    }
  }

  std::string modelNames;
  for (const auto& m : modelRegistry()) modelNames += (modelNames.empty() ? "" : ", ") + m.name;
  const std::string modelName = v.readString(root, "", kModel);
  const ModelInfo* info = nullptr;
  for (const auto& m : modelRegistry())
    if (m.name == modelName) info = &m;
  if (!info && root.get("model")) v.error("model", "unknown model \"" + modelName + "\" (allowed: " + modelNames + ")");

  auto sim = std::make_unique<Simulation>(opts.hasSeed ? opts.seed : static_cast<std::uint64_t>(seed),
                                          static_cast<std::size_t>(traceCap));
  sim->trace().setEnabled(traceOn && opts.traceEnabled);
  sim->setStopTime(fromSeconds(stop));
  sim->metrics().setInterval(fromSeconds(interval));
  sim->metrics().setCap(static_cast<std::size_t>(cap));

  if (info) {
    std::vector<std::string> allowed;
    for (const Param* p : kCommon) allowed.emplace_back(p->key);
    for (const Param* p : info->sections) allowed.emplace_back(p->key);
    v.onlyKeys(root, "", allowed);
    auto model = info->build(root, *sim, v);
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

#include "loader.h"

#include "model_registry.h"
#include "sweep.h"
#include "validator.h"

namespace ps {

const std::vector<std::string> kCommonScenarioKeys = {
    "$schema", "version",  "name",  "title",   "description", "reproduces", "notes",       "tags",
    "seed",    "stopTime", "model", "metrics", "trace",       "sweep",      "paperValues", "ui"};

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
  const std::int64_t version = v.integer(root, "", "version", 1, 1, 1, true);
  (void)version;
  result.name = v.string(root, "", "name", "untitled");
  const std::int64_t seed = v.integer(root, "", "seed", 1, 0, 9007199254740991LL);
  const double stop = v.number(root, "", "stopTime", 10, 0, 1e6, true);
  const Json& metrics = v.object(root, "", "metrics", false);
  v.onlyKeys(metrics, "metrics", {"interval", "cap"});
  const double interval = v.number(metrics, "metrics", "interval", 0.1, 1e-6, 1e6, true);
  const std::int64_t cap = v.integer(metrics, "metrics", "cap", 20000, 16, 10000000);
  const Json& trace = v.object(root, "", "trace", false);
  v.onlyKeys(trace, "trace", {"capacity", "enabled"});
  const std::int64_t traceCap = v.integer(trace, "trace", "capacity", 1 << 16, 16, 1 << 24);
  const bool traceOn = v.boolean(trace, "trace", "enabled", true);

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
  const std::string modelName = v.string(root, "", "model", "", true);
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
    std::vector<std::string> allowed = kCommonScenarioKeys;
    allowed.insert(allowed.end(), info->sections.begin(), info->sections.end());
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

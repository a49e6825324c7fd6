#include "sweep.h"

namespace ps {

bool expandSweep(const Json& root, SweepSpec& out, std::string& error) {
  const Json* sweep = root.isObject() ? root.get("sweep") : nullptr;
  if (!sweep) {
    error = "sweep: the scenario declares no sweep";
    return false;
  }
  if (!sweep->isObject()) {
    error = "sweep: must be an object";
    return false;
  }
  out = SweepSpec{};
  if (const Json* reps = sweep->get("reps")) {
    if (!reps->isNumber() || reps->asNumber() < 1 || reps->asNumber() > 1000) {
      error = "sweep.reps: must be an integer in [1, 1000]";
      return false;
    }
    out.reps = static_cast<int>(reps->asNumber());
  }
  if (const Json* metrics = sweep->get("metrics")) {
    if (!metrics->isArray()) {
      error = "sweep.metrics: must be an array of metric names";
      return false;
    }
    for (const auto& m : metrics->items())
      if (m.isString()) out.metrics.push_back(m.asString());
  }
  const Json* params = sweep->get("parameters");
  if (!params || !params->isArray() || params->size() == 0) {
    error = "sweep.parameters: must be a non-empty array of {path, values}";
    return false;
  }
  out.points = {SweepPoint{}};
  for (std::size_t i = 0; i < params->size(); ++i) {
    const Json& p = (*params)[i];
    const std::string at = "sweep.parameters[" + std::to_string(i) + "]";
    const Json* path = p.isObject() ? p.get("path") : nullptr;
    const Json* values = p.isObject() ? p.get("values") : nullptr;
    if (!path || !path->isString()) {
      error = at + ".path: is required (a string)";
      return false;
    }
    if (!values || !values->isArray() || values->size() == 0) {
      error = at + ".values: must be a non-empty array";
      return false;
    }
    std::vector<SweepPoint> next;
    for (const auto& base : out.points) {
      for (const auto& val : values->items()) {
        SweepPoint pt = base;
        const std::string text = val.isString() ? val.asString() : val.dump();
        pt.overrides.emplace_back(path->asString(), text);
        pt.label += (pt.label.empty() ? "" : " ") + path->asString() + "=" + text;
        next.push_back(std::move(pt));
      }
    }
    out.points = std::move(next);
    if (out.points.size() > 100000) {
      error = "sweep: more than 100000 points";
      return false;
    }
  }
  return true;
}

}  // namespace ps

#include "sweep.h"

namespace ps {

namespace {

// The shape checks shared by checkSweep and expandSweep; `params` is the parameters array.
bool checkShape(const Json& root, const Json*& params, std::uint64_t& points, std::string& error) {
  const Json* sweep = root.isObject() ? root.get("sweep") : nullptr;
  if (!sweep) {
    error = "sweep: the scenario declares no sweep";
    return false;
  }
  if (!sweep->isObject()) {
    error = "sweep: must be an object";
    return false;
  }
  if (const Json* reps = sweep->get("reps")) {
    if (!reps->isNumber() || reps->asNumber() < 1 || reps->asNumber() > 1000 ||
        reps->asNumber() != static_cast<double>(static_cast<int>(reps->asNumber()))) {
      error = "sweep.reps: must be an integer in [1, 1000]";
      return false;
    }
  }
  if (const Json* metrics = sweep->get("metrics"); metrics && !metrics->isArray()) {
    error = "sweep.metrics: must be an array of metric names";
    return false;
  }
  params = sweep->get("parameters");
  if (!params || !params->isArray() || params->size() == 0) {
    error = "sweep.parameters: must be a non-empty array of {path, values}";
    return false;
  }
  points = 1;
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
    // Both factors are at most kMaxSweepPoints here, so the product cannot overflow.
    if (values->size() > kMaxSweepPoints || points * values->size() > kMaxSweepPoints) {
      error = "sweep.parameters: the grid has more than " + std::to_string(kMaxSweepPoints) +
              " points (the product of the value counts; " + at + " has " + std::to_string(values->size()) + " values)";
      return false;
    }
    points *= values->size();
  }
  return true;
}

}  // namespace

bool checkSweep(const Json& root, std::uint64_t& points, std::string& error) {
  const Json* params = nullptr;
  return checkShape(root, params, points, error);
}

bool expandSweep(const Json& root, SweepSpec& out, std::string& error) {
  const Json* params = nullptr;
  std::uint64_t count = 0;
  if (!checkShape(root, params, count, error)) return false;
  (void)count;
  const Json& sweep = *root.get("sweep");
  out = SweepSpec{};
  if (const Json* reps = sweep.get("reps")) out.reps = static_cast<int>(reps->asNumber());
  if (const Json* metrics = sweep.get("metrics"))
    for (const auto& m : metrics->items())
      if (m.isString()) out.metrics.push_back(m.asString());
  out.points = {SweepPoint{}};
  for (std::size_t i = 0; i < params->size(); ++i) {
    const Json& p = (*params)[i];
    const std::string& path = p.get("path")->asString();
    std::vector<SweepPoint> next;
    next.reserve(out.points.size() * p.get("values")->size());
    for (const auto& base : out.points) {
      for (const auto& val : p.get("values")->items()) {
        SweepPoint pt = base;
        const std::string text = val.isString() ? val.asString() : val.dump();
        pt.overrides.emplace_back(path, text);
        if (!pt.label.empty()) pt.label += ' ';
        pt.label += path;
        pt.label += '=';
        pt.label += text;
        next.push_back(std::move(pt));
      }
    }
    out.points = std::move(next);
  }
  return true;
}

}  // namespace ps

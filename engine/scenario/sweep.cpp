#include "sweep.h"

#include <algorithm>
#include <iterator>

#include "../core/why_text_pt.h"

namespace ps {

namespace {

bool refuseWith(SweepError& error, std::string path, std::string english, std::string portuguese) {
  error = SweepError{std::move(path), std::move(english), std::move(portuguese)};
  return false;
}

// The fields a band may carry; anything else is a typo that would silently do nothing.
constexpr const char* kBandFields[] = {"low", "high", "truth", "label", "translations"};

// sweep.bands (the web app's band charts, web/sweep/expand.ts reads them): each names two of
// sweep.metrics as the low and high ends of a range and optionally a third as the truth. A name
// outside sweep.metrics would never be reported, so its chart would stay empty without saying why.
bool checkBands(const Json& sweep, SweepError& error) {
  const Json* bands = sweep.get("bands");
  if (!bands) return true;
  const std::string shape =
      "must be an array of at most " + std::to_string(kMaxSweepBands) + " {low, high, truth, label, translations}";
  const std::string shapePt =
      "deve ser uma lista de no máximo " + std::to_string(kMaxSweepBands) + " {low, high, truth, label, translations}";
  if (!bands->isArray() || bands->size() > kMaxSweepBands) return refuseWith(error, "sweep.bands", shape, shapePt);
  std::vector<std::string> metrics;
  if (const Json* m = sweep.get("metrics"))
    for (const auto& name : m->items())
      if (name.isString()) metrics.push_back(name.asString());
  if (bands->size() > 0 && metrics.empty())
    return refuseWith(error, "sweep.bands", "needs sweep.metrics to list the metrics the bands name",
                      "exige que sweep.metrics liste as métricas que as faixas citam");
  std::string known;
  for (const auto& m : metrics) known += (known.empty() ? "" : ", ") + m;
  for (std::size_t i = 0; i < bands->size(); ++i) {
    const Json& b = (*bands)[i];
    const std::string at = "sweep.bands[" + std::to_string(i) + "]";
    if (!b.isObject())
      return refuseWith(error, at, "must be an object {low, high, truth, label, translations}",
                        "deve ser um objeto {low, high, truth, label, translations}");
    for (const auto& member : b.members()) {
      const std::string& key = member.first;
      if (std::find_if(std::begin(kBandFields), std::end(kBandFields), [&key](const char* f) { return key == f; }) ==
          std::end(kBandFields))
        return refuseWith(error, at, "unknown field '" + key + "' (allowed: low, high, truth, label, translations)",
                          "campo desconhecido '" + key + "' (permitidos: low, high, truth, label, translations)");
    }
    for (const char* key : {"low", "high", "truth"}) {
      const Json* v = b.get(key);
      if (!v && std::string(key) == "truth") continue;
      if (!v || !v->isString() || v->asString().empty())
        return refuseWith(error, at + "." + key, "must be a metric name (a string)",
                          "deve ser o nome de uma métrica (um texto)");
      if (std::find(metrics.begin(), metrics.end(), v->asString()) == metrics.end())
        return refuseWith(error, at + "." + key, "'" + v->asString() + "' is not in sweep.metrics (" + known + ")",
                          "'" + v->asString() + "' não está em sweep.metrics (" + known + ")");
    }
    if (const Json* label = b.get("label"); label && !label->isString())
      return refuseWith(error, at + ".label", "must be a text", "deve ser um texto");
    if (const Json* tr = b.get("translations")) {
      bool ok = tr->isObject();
      if (ok)
        for (const auto& [lang, text] : tr->members()) ok = ok && !lang.empty() && text.isString();
      if (!ok)
        return refuseWith(error, at + ".translations", "must be an object of labels by language tag (\"pt-BR\")",
                          "deve ser um objeto de rótulos por etiqueta de idioma (\"pt-BR\")");
    }
  }
  return true;
}

// The shape checks shared by checkSweep and expandSweep; `params` is the parameters array.
bool checkShape(const Json& root, const Json*& params, std::uint64_t& points, SweepError& error) {
  auto refuse = [&error](std::string path, std::string english, std::string portuguese) {
    return refuseWith(error, std::move(path), std::move(english), std::move(portuguese));
  };
  const Json* sweep = root.isObject() ? root.get("sweep") : nullptr;
  if (!sweep) return refuse("sweep", "the scenario declares no sweep", "o cenário não declara uma varredura");
  if (!sweep->isObject()) return refuse("sweep", "must be an object", "deve ser um objeto");
  if (const Json* reps = sweep->get("reps")) {
    if (!reps->isNumber() || reps->asNumber() < 1 || reps->asNumber() > 1000 ||
        reps->asNumber() != static_cast<double>(static_cast<int>(reps->asNumber())))
      return refuse("sweep.reps", "must be an integer in [1, 1000]", "deve ser um número inteiro em [1; 1.000]");
  }
  if (const Json* metrics = sweep->get("metrics"); metrics && !metrics->isArray())
    return refuse("sweep.metrics", "must be an array of metric names", "deve ser uma lista de nomes de métricas");
  params = sweep->get("parameters");
  if (!params || !params->isArray() || params->size() == 0)
    return refuse("sweep.parameters", "must be a non-empty array of {path, values}",
                  "deve ser uma lista não vazia de {path, values}");
  points = 1;
  for (std::size_t i = 0; i < params->size(); ++i) {
    const Json& p = (*params)[i];
    const std::string at = "sweep.parameters[" + std::to_string(i) + "]";
    const Json* path = p.isObject() ? p.get("path") : nullptr;
    const Json* values = p.isObject() ? p.get("values") : nullptr;
    if (!path || !path->isString()) return refuse(at + ".path", "is required (a string)", "é obrigatório (um texto)");
    if (!values || !values->isArray() || values->size() == 0)
      return refuse(at + ".values", "must be a non-empty array", "deve ser uma lista não vazia");
    // How the web app's charts space this parameter's values on x (sweep.parameters[i].scale).
    if (const Json* scale = p.get("scale");
        scale && (!scale->isString() || (scale->asString() != "linear" && scale->asString() != "log")))
      return refuse(at + ".scale", "must be \"linear\" or \"log\"", "deve ser \"linear\" ou \"log\"");
    // Both factors are at most kMaxSweepPoints here, so the product cannot overflow.
    if (values->size() > kMaxSweepPoints || points * values->size() > kMaxSweepPoints) {
      const auto n = static_cast<std::int64_t>(values->size());
      return refuse("sweep.parameters",
                    "the grid has more than " + std::to_string(kMaxSweepPoints) +
                        " points (the product of the value counts; " + at + " has " + std::to_string(n) + " values)",
                    "a grade tem mais de " + milharPt(static_cast<std::int64_t>(kMaxSweepPoints)) +
                        " pontos (o produto das quantidades de valores; " + at + " tem " +
                        pluralPt(n, "valor", "valores") + ")");
    }
    points *= values->size();
  }
  return checkBands(*sweep, error);
}

// The English refusal as one line, "path: message" (the runner's and expandSweep's).
bool checkShape(const Json& root, const Json*& params, std::uint64_t& points, std::string& error) {
  SweepError e;
  if (checkShape(root, params, points, e)) return true;
  error = e.path + ": " + e.english;
  return false;
}

}  // namespace

bool checkSweep(const Json& root, std::uint64_t& points, std::string& error) {
  const Json* params = nullptr;
  return checkShape(root, params, points, error);
}

bool checkSweep(const Json& root, std::uint64_t& points, SweepError& error) {
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

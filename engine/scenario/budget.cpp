#include "budget.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace ps {

void Estimate::memory(std::string fields, std::string what, double bytes) {
  costs_.push_back(Cost{std::move(fields), std::move(what), bytes, 0});
}
void Estimate::events(std::string fields, std::string what, double events) {
  costs_.push_back(Cost{std::move(fields), std::move(what), 0, events});
}
double Estimate::bytes() const {
  double b = 0;
  for (const auto& c : costs_) b += c.bytes;
  return b;
}
double Estimate::events() const {
  double n = 0;
  for (const auto& c : costs_) n += c.events;
  return n;
}

std::string formatBytes(double bytes) {
  char buf[32];
  if (bytes >= 1e9)
    std::snprintf(buf, sizeof buf, "%.1f GB", bytes / 1e9);
  else if (bytes >= 1e6)
    std::snprintf(buf, sizeof buf, "%.0f MB", bytes / 1e6);
  else
    std::snprintf(buf, sizeof buf, "%.0f kB", bytes / 1e3);
  return buf;
}

std::string formatCount(double n) {
  char buf[32];
  if (n < 1e6)
    std::snprintf(buf, sizeof buf, "%.0f", n);
  else
    std::snprintf(buf, sizeof buf, "%.1e", n);
  return buf;
}

namespace {

// The costs that make up most of `total` of one resource, largest first (at most five lines).
std::vector<const Cost*> mainCosts(const std::vector<Cost>& costs, double Cost::*amount, double total) {
  std::vector<const Cost*> sorted;
  for (const auto& c : costs)
    if (c.*amount > 0) sorted.push_back(&c);
  std::stable_sort(sorted.begin(), sorted.end(), [&](const Cost* a, const Cost* b) { return a->*amount > b->*amount; });
  std::vector<const Cost*> out;
  double covered = 0;
  for (const Cost* c : sorted) {
    if (out.size() == 5 || (covered >= 0.8 * total && !out.empty())) break;
    out.push_back(c);
    covered += c->*amount;
  }
  return out;
}

}  // namespace

std::vector<std::string> overBudget(const Estimate& e, const Budget& b) {
  std::vector<std::string> out;
  const double bytes = e.bytes(), events = e.events();
  if (b.memoryBytes > 0 && bytes > b.memoryBytes) {
    for (const Cost* c : mainCosts(e.costs(), &Cost::bytes, bytes))
      out.push_back(c->fields + ": about " + formatBytes(c->bytes) + " for " + c->what + "; the run needs about " +
                    formatBytes(bytes) + " in all, over the memory budget of " + formatBytes(b.memoryBytes) +
                    " (lower the field, or raise the budget: run --budget memory=SIZE, or the app's budget setting)");
  }
  if (b.events > 0 && events > b.events) {
    for (const Cost* c : mainCosts(e.costs(), &Cost::events, events))
      out.push_back(c->fields + ": about " + formatCount(c->events) + " events for " + c->what +
                    "; the run needs about " + formatCount(events) + " events in all, over the event budget of " +
                    formatCount(b.events) +
                    " (lower the field or stopTime, or raise the budget: run --budget events=N, or the app's "
                    "budget setting)");
  }
  return out;
}

bool parseBudgetSetting(const std::string& text, Budget& b, std::string& error) {
  if (text == "none") {
    b = Budget::unlimited();
    return true;
  }
  const auto eq = text.find('=');
  if (eq == std::string::npos) {
    error = "--budget expects memory=SIZE, events=N, wall=SECONDS or none (got \"" + text + "\")";
    return false;
  }
  const std::string key = text.substr(0, eq), value = text.substr(eq + 1);
  char* end = nullptr;
  double v = std::strtod(value.c_str(), &end);
  if (end == value.c_str() || !std::isfinite(v) || v < 0) {
    error = "--budget " + key + ": not a number (got \"" + value + "\")";
    return false;
  }
  std::string suffix(end);
  if (key == "memory") {
    if (suffix == "K" || suffix == "k")
      v *= 1024;
    else if (suffix == "M")
      v *= 1024.0 * 1024;
    else if (suffix == "G")
      v *= 1024.0 * 1024 * 1024;
    else if (suffix == "T")
      v *= 1024.0 * 1024 * 1024 * 1024;
    else if (!suffix.empty()) {
      error = "--budget memory: unknown unit \"" + suffix + "\" (bytes, or K, M, G, T)";
      return false;
    }
    b.memoryBytes = v;
  } else if (key == "events" && suffix.empty()) {
    b.events = v;
  } else if (key == "wall" && (suffix.empty() || suffix == "s")) {
    b.wallSeconds = v;
  } else {
    error = "--budget: unknown setting \"" + text + "\" (memory=SIZE, events=N, wall=SECONDS, none)";
    return false;
  }
  return true;
}

namespace {
bool inRange(double d, const Param& p) {
  if (!std::isfinite(d)) return false;
  if (p.kind == ParamKind::kInteger && d != std::floor(d)) return false;
  const bool low = p.loOpen ? !(d > p.lo) : !(d >= p.lo);
  return !low && d <= p.hi;
}
const Json& emptyJson(bool array) {
  static const Json object = Json::object(), list = Json::array();
  return array ? list : object;
}
}  // namespace

double estNumber(const Json& obj, const Param& p) { return estNumber(obj, p, p.dflt); }

double estNumber(const Json& obj, const Param& p, double dflt) {
  const Json* v = obj.isObject() ? obj.get(p.key) : nullptr;
  if (v && v->isNumber() && inRange(v->asNumber(), p)) return v->asNumber();
  return dflt;
}

const Json& estObject(const Json& obj, const Param& p) {
  const Json* v = obj.isObject() ? obj.get(p.key) : nullptr;
  return v && v->isObject() ? *v : emptyJson(false);
}

const Json& estArray(const Json& obj, const Param& p) {
  const Json* v = obj.isObject() ? obj.get(p.key) : nullptr;
  return v && v->isArray() ? *v : emptyJson(true);
}

std::string estString(const Json& obj, const Param& p) {
  const Json* v = obj.isObject() ? obj.get(p.key) : nullptr;
  if (v && v->isString()) return v->asString();
  return p.dfltText ? p.dfltText : "";
}

}  // namespace ps

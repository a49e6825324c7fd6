#include "budget.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "../core/why_text_pt.h"
#include "reader_text.h"

namespace ps {

void Estimate::memory(std::string fields, std::string what, std::string whatPt, double bytes) {
  costs_.push_back(Cost{std::move(fields), std::move(what), std::move(whatPt), bytes, 0});
}
void Estimate::events(std::string fields, std::string what, std::string whatPt, double events) {
  costs_.push_back(Cost{std::move(fields), std::move(what), std::move(whatPt), 0, events});
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

std::string formatBytesPt(double bytes) {
  std::string s = formatBytes(bytes);
  for (char& c : s)
    if (c == '.') c = ',';
  return s;
}

std::string formatCountPt(double n) {
  if (!std::isfinite(n)) return formatCount(n);
  if (n < 0) return "-" + formatCountPt(-n);
  const std::string en = formatCount(n);  // the same rounding as the English: "1804", "3.1e+09"
  const auto e = en.find('e');
  if (e == std::string::npos) return milharPt(std::strtoll(en.c_str(), nullptr, 10));
  const int exponent = std::atoi(en.c_str() + e + 1);
  std::string mantissa = en.substr(0, e);  // "3.1"
  if (exponent >= 15) {
    mantissa[1] = ',';
    return mantissa + " × 10^" + std::to_string(exponent);
  }
  // 3.1e+10 -> "31 bilhões": move the point by the exponent's remainder over a power of 1000.
  const int shift = exponent % 3;
  std::string digits = mantissa.substr(0, 1) + mantissa.substr(2);  // "31"
  std::string value = shift == 0 ? digits.substr(0, 1) + "," + digits.substr(1) : digits + std::string(shift - 1, '0');
  if (value.size() > 2 && value.compare(value.size() - 2, 2, ",0") == 0) value.resize(value.size() - 2);
  const bool one = shift == 0 && mantissa[0] == '1';  // 1 to 1.9: "1,5 milhão"
  const char* word = exponent < 9    ? (one ? "milhão" : "milhões")
                     : exponent < 12 ? (one ? "bilhão" : "bilhões")
                                     : (one ? "trilhão" : "trilhões");
  return value + " " + word + " de";  // "3,1 bilhões de eventos"
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

std::vector<std::string> overBudget(const Estimate& e, const Budget& b, std::string_view lang) {
  std::vector<std::string> out;
  const double bytes = e.bytes(), events = e.events();
  if (std::string_view(readerText(lang).language()) == "pt-BR") {
    auto what = [](const Cost* c) { return c->whatPt.empty() ? c->what : c->whatPt; };
    // The engine's own share names no field: the whole scenario ("cenário", as ReaderText::root says).
    auto fields = [](const Cost* c) { return c->fields == "scenario" ? std::string("cenário") : c->fields; };
    if (b.memoryBytes > 0 && bytes > b.memoryBytes)
      for (const Cost* c : mainCosts(e.costs(), &Cost::bytes, bytes))
        out.push_back(fields(c) + ": cerca de " + formatBytesPt(c->bytes) + " para " + what(c) +
                      "; a execução precisa de cerca de " + formatBytesPt(bytes) +
                      " ao todo, acima do orçamento de memória de " + formatBytesPt(b.memoryBytes) +
                      " (diminua o campo, ou aumente o orçamento: run --budget memory=TAMANHO, ou a opção de "
                      "orçamento do app)");
    if (b.events > 0 && events > b.events)
      for (const Cost* c : mainCosts(e.costs(), &Cost::events, events))
        out.push_back(
            fields(c) + ": cerca de " + formatCountPt(c->events) + " eventos (" + what(c) +
            "); a execução precisa de cerca de " + formatCountPt(events) + " eventos ao todo, acima do orçamento de " +
            formatCountPt(b.events) +
            " eventos (diminua o campo ou o stopTime, ou aumente o orçamento: run --budget events=N, ou a opção "
            "de orçamento do app)");
    return out;
  }
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

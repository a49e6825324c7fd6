// Resource budgets (DESIGN.md §7): what one run may cost, known before anything is built.
//
// A scenario of a few hundred bytes (a share link) can describe a run that needs gigabytes or
// days. So before the loader builds anything, each model estimates from the scenario's numbers
// the memory it will hold at its peak and the events it will execute; the loader adds the parts
// every run has (trace ring, metric series) and refuses a scenario over the budget with one line
// per cost that matters, naming the fields that drive it:
//   network.queue: about 1.2 GB for up to 1000000 packets waiting in each of 1804 queues (...);
//   the memory budget is 384 MB: lower the field, or raise the budget (run --budget memory=8G)
// At run time the simulation also stops cleanly at an event or wall-clock budget (RunBudget in
// core/simulation.h) and reports how far it got.
//
// Adding a model: register an estimator beside its builder in model_registry.cpp. It reads the raw
// scenario (not yet validated: use the est* readers below, which fall back to the declared
// default for a missing or out-of-range value) and adds the model's costs: memory for what grows
// with the scenario's numbers (nodes, routing tables, windows, queued packets) and events for the
// whole run. Estimates aim at the upper side of the truth; engine/tests/budget_test.cpp checks them
// against measured peaks and event counts for every shipped scenario.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "../core/json.h"
#include "params.h"

namespace ps {

// What one run may use. 0 means no limit.
struct Budget {
  double memoryBytes = 0;  // peak memory of one engine
  double events = 0;       // events over the whole run
  double wallSeconds = 0;  // wall-clock time of the run (checked while running, not estimated)

  // The runner's defaults: a large machine's share, a run of about half an hour.
  static Budget native() { return Budget{4.0 * (1ull << 30), 2e10, 0}; }
  // The app's defaults per engine: the worker holds two engines (the live one and the step-back
  // probe), plus the kept trace history, so a tab stays under about 1 GB; 1e9 events is a few
  // minutes of wasm.
  static Budget browser() { return Budget{384.0 * (1ull << 20), 1e9, 0}; }
  // The app's larger setting, which only the person at the keyboard can choose (a link never
  // does): two engines of 768 MiB stay under wasm32's 2 GiB memory, and 1e10 events is about
  // half an hour of wasm. The web's budget notice (web/engine/budgetLevel.ts) quotes these figures.
  static Budget browserLarge() { return Budget{768.0 * (1ull << 20), 1e10, 0}; }
  static Budget unlimited() { return Budget{}; }
};

// Parses "memory=8G", "events=1e11", "wall=600" or "none" into `b` (the runner's --budget and the
// app's setting); false with `error` naming the problem.
bool parseBudgetSetting(const std::string& text, Budget& b, std::string& error);

// The usual byte costs, shared by the estimators (measured on g++ 12 / x86-64; wasm32 is smaller).
namespace cost {
constexpr double kPacket = 200;         // a pooled packet (80 B, pool doubling) + queue slot + event
constexpr double kEvent = 48;           // a scheduled event in the heap (with doubling slack)
constexpr double kNode = 600;           // a node: name, lists, endpoint, inspect entity
constexpr double kLinkDirection = 400;  // one direction of a link: queue ring, counters, RNG, entity
constexpr double kRouteEntry = 4;       // one entry of the all-pairs next-hop table
constexpr double kTraceRecord = 40;
constexpr double kSample = 32;                   // one (time, value) sample, with vector doubling slack
constexpr double kEngineBase = 2.0 * (1 << 20);  // the simulation, trace kinds, names
}  // namespace cost

// One line of an estimate: the fields that drive it, in words what it is, and how much.
struct Cost {
  std::string fields;  // "network.queue" or "traffic[0].rate, traffic[0].packetSize"
  std::string what;    // "up to 1000000 packets waiting in each of 1804 queues"
  std::string whatPt;  // the same in Brazilian Portuguese (formatCountPt): "até 1.000.000 pacotes ..."
  double bytes = 0;
  double events = 0;
};

class Estimate {
 public:
  // Each cost says what it is in English and in Brazilian Portuguese (a refusal is worded in the
  // load's language), the counts in each formatted by formatCount / formatCountPt.
  void memory(std::string fields, std::string what, std::string whatPt, double bytes);
  void events(std::string fields, std::string what, std::string whatPt, double events);
  // Time series the model registers (the loader sizes them from metrics.interval and .cap).
  void series(double count) { series_ += count; }
  // Trace records per event, when a model writes more than one (default 1.5).
  void recordsPerEvent(double r) { recordsPerEvent_ = r; }

  double bytes() const;
  double events() const;
  double seriesCount() const { return series_; }
  double recordsPerEventRatio() const { return recordsPerEvent_; }
  const std::vector<Cost>& costs() const { return costs_; }

 private:
  std::vector<Cost> costs_;
  double series_ = 0;
  double recordsPerEvent_ = 1.5;
};

// Errors for an estimate over a budget: for each exceeded resource, its costs from the largest
// down (those that make up most of it), each "fields: about X for <what>; the <resource> budget is
// Y: lower ..., or raise the budget (...)". Empty when within budget. `lang` "pt-BR" words them in
// Brazilian Portuguese (LoadOptions::lang); any other language gets the English.
std::vector<std::string> overBudget(const Estimate& e, const Budget& b, std::string_view lang = "en");

// "1.2 GB", "384 MB", "3.1e+09" events: short, for messages.
std::string formatBytes(double bytes);
std::string formatCount(double n);
// The same in Brazilian Portuguese, with the same rounding: "1,2 GB", "384 MB". A count comes
// before its noun: "1.804" below a million, then "12 milhões de", "3,1 bilhões de" (Portuguese puts
// "de" between a million and its noun: "3,1 bilhões de eventos"); past 10^15, "3,1 × 10^18".
std::string formatBytesPt(double bytes);
std::string formatCountPt(double n);

// Tolerant readers for estimators: the value when it is there and in the declared range, else
// the declared default (validation reports the problem later; the estimate must not).
double estNumber(const Json& obj, const Param& p);
double estNumber(const Json& obj, const Param& p, double dflt);
const Json& estObject(const Json& obj, const Param& p);
const Json& estArray(const Json& obj, const Param& p);
std::string estString(const Json& obj, const Param& p);

// The run's common numbers the estimators need.
struct RunShape {
  double stopSeconds = 10;
};

}  // namespace ps

// Scenario loading: JSON text -> a ready Simulation, or the list of validation errors.
// The contract is scenarios/schema.json ("version": 1); the engine never trusts the front end's
// validation and checks everything again here.
#pragma once
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "../core/json.h"
#include "../core/simulation.h"
#include "budget.h"

namespace ps {

struct LoadResult {
  std::unique_ptr<Simulation> sim;  // null when errors is not empty
  std::vector<std::string> errors;
  std::string name;
};

struct LoadOptions {
  std::vector<std::pair<std::string, std::string>> overrides;  // --set path=value
  bool hasSeed = false;
  std::uint64_t seed = 0;  // replaces the scenario's seed when hasSeed
  bool traceEnabled = true;
  // The scenario is refused when its estimate exceeds this; the run stops at its event and wall
  // limits (the runner's default; the wasm engine uses Budget::browser()).
  Budget budget = Budget::native();
  // The language of the reader's generic messages (reader_text.h): "pt-BR" from the app; the CLI
  // and the tests keep English.
  std::string lang = "en";
};

LoadResult loadScenario(const std::string& text, const LoadOptions& opts = {});
LoadResult loadScenario(const Json& root, const LoadOptions& opts = {});

// What the scenario will need (budget.h), estimated from its numbers without building anything:
// the model's estimate plus the parts every run has (the engine, the trace ring, the metric
// series). `errors` gets the problems that prevent an estimate (not an object, unknown model).
Estimate estimateScenario(const Json& root, const LoadOptions& opts, std::vector<std::string>& errors);

}  // namespace ps

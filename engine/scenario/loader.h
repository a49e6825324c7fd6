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
};

LoadResult loadScenario(const std::string& text, const LoadOptions& opts = {});
LoadResult loadScenario(const Json& root, const LoadOptions& opts = {});

}  // namespace ps

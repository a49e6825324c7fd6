// The "polling" model: one sender and N receivers on a routed IP network running one of the five
// polling-based reliable multicast protocols of seed 000 (Barcellos & Detsch, §2–5).
// Scenario sections: "network" (net/ip_topology.h), "receivers", "protocol" (polling_model.cpp).
#pragma once
#include <memory>

#include "../../core/json.h"
#include "../../core/simulation.h"
#include "../../scenario/validator.h"

namespace ps {

std::unique_ptr<Model> buildPollingModel(const Json& root, Simulation& sim, Validator& v);

namespace polling {
struct Config;
}
// The polling protocol's configuration behind `sim`'s model, or nullptr (for why-texts).
const polling::Config* pollingConfigOf(const Simulation& sim);

class Estimate;
struct RunShape;
// Memory and events of a polling scenario before it is built (polling_estimate.cpp, scenario/budget.h).
void estimatePollingModel(const Json& root, const RunShape& run, Estimate& e);

}  // namespace ps

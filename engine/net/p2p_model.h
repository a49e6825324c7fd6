// The "p2p" model: hosts and routers joined by point-to-point links, with CBR sources and sinks.
// Scenario sections: "network" {nodes, links} and "traffic" [sources]; see scenarios/schema.json.
#pragma once
#include <memory>

#include "../core/json.h"
#include "../core/simulation.h"
#include "../scenario/validator.h"

namespace ps {

std::unique_ptr<Model> buildP2pModel(const Json& root, Simulation& sim, Validator& v);

class Estimate;
struct RunShape;
// Memory and events of a p2p scenario before it is built (p2p_estimate.cpp, scenario/budget.h).
void estimateP2pModel(const Json& root, const RunShape& run, Estimate& e);

}  // namespace ps

// The "transport" model: flows of UDP, TCP (Tahoe, Reno, NewReno) or DCCP between the hosts of a
// dumbbell or a parking lot, with optional seed-002 background traffic and fault injection.
// Scenario sections: "network" (topology/topology_params.h), "flows" and "measure"
// (transport_params.h), "background" (apps/background_params.h), "faults"
// (topology/faults_params.h). README.md in this folder describes the agents and the flow shape.
#pragma once
#include <memory>

#include "../core/json.h"
#include "../core/simulation.h"
#include "../scenario/budget.h"
#include "../scenario/validator.h"

namespace ps {

std::unique_ptr<Model> buildTransportModel(const Json& root, Simulation& sim, Validator& v);

// Memory and events of a transport scenario before it is built (transport_estimate.cpp, scenario/budget.h).
void estimateTransportModel(const Json& root, const RunShape& run, Estimate& e);

}  // namespace ps

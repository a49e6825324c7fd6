// The "estimation" model: pathload (and later abget, iperf) on a path with cross traffic (seed 003).
// Scenario sections: "path", "crossTraffic", "pathload"; see scenarios/schema.json.
#pragma once
#include <memory>

#include "../../core/json.h"
#include "../../core/simulation.h"
#include "../../scenario/budget.h"
#include "../../scenario/validator.h"

namespace ps::estimation {

std::unique_ptr<Model> buildEstimationModel(const Json& root, Simulation& sim, Validator& v);

// Memory and events of an estimation scenario before it is built (estimation_estimate.cpp,
// scenario/budget.h).
void estimateEstimationModel(const Json& root, const RunShape& run, Estimate& e);

}  // namespace ps::estimation

// The "literature-ip" model: the literature protocols of seed 001 (§2.7-2.9, chapter 5: SEQ, ES,
// CM, RRA) on a routed IP network. Sections, choices and summary fields: literature_ip_model.cpp.
#pragma once
#include <memory>

#include "../../core/json.h"
#include "../../core/simulation.h"
#include "../../scenario/validator.h"

namespace ps {

std::unique_ptr<Model> buildLiteratureIpModel(const Json& root, Simulation& sim, Validator& v);

struct LiteratureConfig;
// The literature configuration behind `sim`'s model when it is a literature-ip one, or nullptr.
const LiteratureConfig* literatureIpConfigOf(const Simulation& sim);

class Estimate;
struct RunShape;
// Memory and events of a literature-ip scenario before it is built (literature_ip_estimate.cpp).
void estimateLiteratureIpModel(const Json& root, const RunShape& run, Estimate& e);

}  // namespace ps

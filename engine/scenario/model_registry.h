// The models a scenario can name in its "model" field. Each model family adds one entry in
// model_registry.cpp: its name, a label and a sentence for people, the top-level sections it reads
// (declared parameters, params.h), its builder and its resource estimator (budget.h).
#pragma once
#include <initializer_list>
#include <memory>
#include <string>
#include <vector>

#include "../core/json.h"
#include "../core/simulation.h"
#include "budget.h"
#include "params.h"
#include "validator.h"

namespace ps {

// Reads the model's sections of `root`, reporting problems to `v`, and returns the model with its
// entities registered in `sim`. May return nullptr when `v` has errors.
using ModelBuilder = std::unique_ptr<Model> (*)(const Json& root, Simulation& sim, Validator& v);

// Adds the memory and events a scenario of this model will need, from its numbers alone, before
// anything is built (budget.h says how; engine/tests/budget_test.cpp checks every model has one).
using ModelEstimator = void (*)(const Json& root, const RunShape& run, Estimate& e);

struct ModelInfo {
  ModelInfo(std::string n, std::string l, std::vector<const Param*> s, ModelBuilder b, ModelEstimator e = nullptr)
      : name(std::move(n)), label(std::move(l)), sections(std::move(s)), build(b), estimate(e) {}
  std::string name;
  std::string label;
  std::vector<const Param*> sections;  // the top-level fields this model reads
  ModelBuilder build;
  ModelEstimator estimate;  // null: no estimate (only the run-time budgets protect; a test fails)
};

const std::vector<ModelInfo>& modelRegistry();

}  // namespace ps

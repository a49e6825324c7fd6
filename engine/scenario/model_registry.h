// The models a scenario can name in its "model" field. Each model family adds one entry in
// model_registry.cpp: its name, a label and a sentence for people, the top-level sections it reads
// (declared parameters, params.h) and its builder.
#pragma once
#include <initializer_list>
#include <memory>
#include <string>
#include <vector>

#include "../core/json.h"
#include "../core/simulation.h"
#include "params.h"
#include "validator.h"

namespace ps {

// Reads the model's sections of `root`, reporting problems to `v`, and returns the model with its
// entities registered in `sim`. May return nullptr when `v` has errors.
using ModelBuilder = std::unique_ptr<Model> (*)(const Json& root, Simulation& sim, Validator& v);

struct ModelInfo {
  std::string name;
  std::string label;
  std::vector<const Param*> sections;  // the top-level fields this model reads
  ModelBuilder build;
};

const std::vector<ModelInfo>& modelRegistry();

}  // namespace ps

// scenarios/schema.json, generated from the parameter declarations (params.h): the common fields
// (scenario_params.h) and each registered model's sections (model_registry.cpp). `run --schema`
// prints it; engine/tests/schema_test.cpp fails when the committed file differs.
#pragma once
#include <string>

#include "../core/json.h"
#include "params.h"

namespace ps {

// The JSON Schema of one declared parameter (compact).
void writeParamSchema(JsonWriter& w, const Param& p);
// The whole scenario schema, pretty-printed as committed (two-space indent, final newline).
std::string scenarioSchemaJson();

}  // namespace ps

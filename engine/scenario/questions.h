// Predict-then-reveal questions (issue 13): a scenario may pose questions at simulated moments.
// The app pauses at `at`, the student answers, the run goes on to `reveal`, and the answer is graded
// from the engine's state: a count of trace records, whether (or which) kinds happened, or a number
// read from an entity's inspect JSON. The grader is web/teach/predict/grade.ts; this file declares
// the format (scenarios/schema.json) and refuses bad questions with the field and the allowed range.
// Questions never reach the model: a scenario runs the same with or without them.
//
// One question:
//   {"id": "third-dupack", "at": 1.2, "prompt": "...", "kind": "choice" | "number",
//    "answer": MEASURE, "choices": [{"text": "...", "when": {"min": 0, "max": 0}}, ...] (choice),
//    "tolerance": 0 (number), "unit": "packets" (number), "reveal": 1.5, "explain": "timeout"}
// MEASURE is one of
//   {"count": KIND, "from"?: s, "to"?: s}   records of KIND with from < t <= to (defaults at, reveal)
//   {"happens": KIND, "within": s}          1 if a KIND record falls in (at, at + within], else 0
//   {"first": [KIND, ...], "within": s}     index of the kind seen first in (at, at + within], -1 if none
//   (each of these three may add "node": NAME: only records at that node count)
//   {"entity": NAME, "field": "a.b"}        a number (or boolean: 1/0) from NAME's inspect at reveal
// `reveal` defaults to the end of the measure's window (to, or at + within) and is at least it.
// A choice is right when its `when` holds for the measured value: min <= value <= max (either bound
// may be left out; {"is": v} means min = max = v). The first choice that holds is the answer.
#pragma once
#include "../core/json.h"
#include "../core/simulation.h"
#include "params.h"
#include "validator.h"

namespace ps {

inline constexpr std::size_t kMaxQuestions = 50;
inline constexpr std::size_t kMinChoices = 2, kMaxChoices = 6;

inline constexpr Param kQuestions{
    .key = "questions",
    .kind = ParamKind::kRaw,
    .label = "Predict-then-reveal questions",
    .help =
        "Questions the app asks at moments of the run: it pauses, the student predicts, the run goes on and the "
        "engine's own events or state grade the answer.",
    .rawSchema = R"({"type": "array", "maxItems": 50, "items": {"type": "object",
      "required": ["id", "at", "prompt", "kind", "answer"], "additionalProperties": false, "properties": {
        "id": {"type": "string", "minLength": 1, "title": "Id", "description": "Unique within the scenario."},
        "at": {"type": "number", "exclusiveMinimum": 0, "title": "Asked at", "x-unit": "s",
               "description": "Simulated time at which the run pauses and the question appears; within (0, stopTime]."},
        "prompt": {"type": "string", "minLength": 1, "title": "Question"},
        "kind": {"enum": ["choice", "number"], "title": "Answer kind"},
        "choices": {"type": "array", "minItems": 2, "maxItems": 6, "title": "Choices", "items": {"type": "object",
          "required": ["text", "when"], "additionalProperties": false, "properties": {
            "text": {"type": "string", "minLength": 1},
            "when": {"type": "object", "minProperties": 1, "additionalProperties": false, "properties": {
              "min": {"type": "number"}, "max": {"type": "number"}, "is": {"type": "number"}}}}}},
        "answer": {"type": "object", "title": "Graded by", "description":
          "What the engine measures: {count, from?, to?}, {happens, within}, {first: [...], within} or {entity, field}.",
          "properties": {"count": {"type": "string"}, "from": {"type": "number", "minimum": 0}, "to": {"type": "number", "minimum": 0},
            "happens": {"type": "string"}, "within": {"type": "number", "exclusiveMinimum": 0},
            "first": {"type": "array", "minItems": 2, "items": {"type": "string"}},
            "node": {"type": "string", "description": "Only records at this node count."},
            "entity": {"type": "string"}, "field": {"type": "string"}}},
        "tolerance": {"type": "number", "minimum": 0, "title": "Tolerance",
                      "description": "A number answer is right within plus or minus this much."},
        "unit": {"type": "string", "title": "Unit"},
        "reveal": {"type": "number", "exclusiveMinimum": 0, "title": "Revealed at", "x-unit": "s",
                   "description": "Simulated time the run goes on to before grading (default: the end of the measured window)."},
        "explain": {"type": "string", "title": "Explained by",
                    "description": "Trace kind whose first record after 'at' gives the why-text shown with the result."}}}})"};

// Checks root["questions"] (absent is fine): shape, times within (0, stopTime], trace kinds the
// model registered, entities it has. Call after the model is built (its kinds and entities exist).
void checkQuestions(const Json& root, double stopSeconds, const Simulation& sim, Validator& v);

}  // namespace ps

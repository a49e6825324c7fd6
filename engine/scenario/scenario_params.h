// The fields every scenario may carry, whatever its model (the model's own sections are declared
// beside it and listed in model_registry.cpp). Source of truth for the top of scenarios/schema.json.
#pragma once
#include "params.h"
#include "questions.h"

namespace ps::scenario_params {

inline constexpr Param kVersion{.key = "version",
                                .kind = ParamKind::kInteger,
                                .label = "Format version",
                                .help = "Scenario format version; this engine reads version 1.",
                                .dflt = 1,
                                .lo = 1,
                                .hi = 1,
                                .required = true};
inline constexpr Param kName{.key = "name",
                             .kind = ParamKind::kString,
                             .label = "Name",
                             .help = "The title shown in the gallery and above the picture.",
                             .dfltText = "untitled"};
inline constexpr Param kTitle{.key = "title",
                              .kind = ParamKind::kString,
                              .label = "Short title",
                              .help = "A shorter title for tight spaces.",
                              .hasDefault = false};
inline constexpr Param kDescription{.key = "description",
                                    .kind = ParamKind::kString,
                                    .label = "What to watch for",
                                    .help = "One paragraph a student reads before pressing play.",
                                    .hasDefault = false};
inline constexpr Param kReproduces{.key = "reproduces",
                                   .kind = ParamKind::kString,
                                   .label = "Reproduces",
                                   .help = "The paper's table or figure this scenario reproduces.",
                                   .hasDefault = false};
inline constexpr Param kNotes{.key = "notes",
                              .kind = ParamKind::kRaw,
                              .label = "Modelling notes",
                              .help = "Choices made where the source is silent, one per entry.",
                              .rawSchema = R"({"type": "array", "items": {"type": "string"}})"};
// The teaching text in other languages, keyed by language tag ("pt-BR"): the app shows it when
// that language is active and falls back to the fields above for any part left out. Text only:
// the engine reads nothing from it, so it never changes a run.
inline constexpr Param kTranslations{
    .key = "translations",
    .kind = ParamKind::kRaw,
    .label = "Translations",
    .help =
        "The name, short title, what to watch for, notes and questions' words in other languages, by language tag "
        "(\"pt-BR\").",
    // "questions" is keyed by question id; its choices are texts in the question's own order (the
    // English choice's "when" grades them). The app checks ids and counts against the questions.
    .rawSchema = R"({"type": "object", "propertyNames": {"pattern": "^[a-z]{2}(-[A-Z]{2})?$"},
      "additionalProperties": {"type": "object", "additionalProperties": false, "properties": {
        "name": {"type": "string", "title": "Name"},
        "title": {"type": "string", "title": "Short title"},
        "description": {"type": "string", "title": "What to watch for"},
        "notes": {"type": "array", "items": {"type": "string"}, "title": "Modelling notes"},
        "questions": {"type": "object", "title": "Questions", "propertyNames": {"minLength": 1},
          "description": "By question id: the prompt, unit and choice texts (same order and count as the question's).",
          "additionalProperties": {"type": "object", "required": ["prompt"], "additionalProperties": false,
            "properties": {
              "prompt": {"type": "string", "minLength": 1, "title": "Question"},
              "unit": {"type": "string", "title": "Unit"},
              "choices": {"type": "array", "minItems": 2, "maxItems": 6, "title": "Choices",
                "items": {"type": "string", "minLength": 1}}}}}}}})"};
inline constexpr Param kTags{.key = "tags",
                             .kind = ParamKind::kRaw,
                             .label = "Tags",
                             .help = "Words the gallery groups and searches by.",
                             .rawSchema = R"({"type": "array", "items": {"type": "string"}})"};
inline constexpr Param kSeed{.key = "seed",
                             .kind = ParamKind::kInteger,
                             .label = "Random seed",
                             .help = "Base seed of every random stream: the same seed gives the same run, bit for bit.",
                             .dflt = 1,
                             .lo = 0,
                             .hi = 9007199254740991.0};
inline constexpr Param kStopTime{.key = "stopTime",
                                 .kind = ParamKind::kNumber,
                                 .label = "Stop time",
                                 .unit = "s",
                                 .help =
                                     "Simulated time at which the run stops (it may end earlier when the "
                                     "protocol has finished).",
                                 .dflt = 10,
                                 .lo = 0,
                                 .hi = 1e6,
                                 .loOpen = true};
inline constexpr Param kModel{.key = "model",
                              .kind = ParamKind::kChoice,
                              .label = "Model",
                              .help = "Which network and protocol family runs the scenario.",
                              .required = true};

inline constexpr Param kMetricsInterval{.key = "interval",
                                        .kind = ParamKind::kNumber,
                                        .label = "Sampling interval",
                                        .unit = "s",
                                        .help = "How often the charts' time series take a sample.",
                                        .dflt = 0.1,
                                        .lo = 1e-6,
                                        .hi = 1e6,
                                        .loOpen = true};
inline constexpr Param kMetricsCap{.key = "cap",
                                   .kind = ParamKind::kInteger,
                                   .label = "Samples kept",
                                   .help =
                                       "Samples kept per series; past it every other sample is dropped and the "
                                       "interval doubles.",
                                   .dflt = 20000,
                                   .lo = 16,
                                   .hi = 10000000};
inline constexpr Param kMetrics{.key = "metrics",
                                .kind = ParamKind::kObject,
                                .label = "Time series",
                                .help = "How the time series behind the charts are sampled.",
                                .fields = {&kMetricsInterval, &kMetricsCap}};

inline constexpr Param kTraceCapacity{.key = "capacity",
                                      .kind = ParamKind::kInteger,
                                      .label = "Trace ring size",
                                      .unit = "records",
                                      .help = "Event records kept for the app between two reads.",
                                      .dflt = 65536,
                                      .lo = 16,
                                      .hi = 16777216};
inline constexpr Param kTraceEnabled{.key = "enabled",
                                     .kind = ParamKind::kBoolean,
                                     .label = "Record events",
                                     .help =
                                         "Record the event trace (the log, the animation and the run's "
                                         "fingerprint need it).",
                                     .dflt = 1};
inline constexpr Param kTrace{.key = "trace",
                              .kind = ParamKind::kObject,
                              .label = "Event trace",
                              .help = "The record of every event, for the log and the animation.",
                              .fields = {&kTraceCapacity, &kTraceEnabled}};

inline constexpr Param kSweep{
    .key = "sweep",
    .kind = ParamKind::kRaw,
    .label = "Sweep",
    .help = "Parameters to vary (a grid of values) and replications per point, with the metrics to report.",
    .rawSchema = R"({"type": "object", "required": ["parameters"], "properties": {
      "parameters": {"type": "array", "minItems": 1, "items": {"type": "object",
        "required": ["path", "values"], "properties": {
          "path": {"type": "string", "title": "Parameter", "description": "A field path, as in --set (\"traffic[0].rate\")."},
          "values": {"type": "array", "minItems": 1, "title": "Values"},
          "scale": {"enum": ["linear", "log"], "title": "Axis spacing",
                    "description": "How the app's charts space these values on x; without it a chart picks a log axis for values spanning 100 times or more."}}}},
      "reps": {"type": "integer", "minimum": 1, "maximum": 1000, "default": 1, "title": "Replications",
               "description": "Runs per point, each with its own seed; the mean and a 95 % interval are reported."},
      "metrics": {"type": "array", "items": {"type": "string"}, "title": "Metrics",
                  "description": "Summary fields to report (all when absent)."},
      "bands": {"type": "array", "maxItems": 16, "title": "Band charts",
        "description": "Ranges the app shades per swept value: two of the metrics above as the low and high ends, a third as the truth line.",
        "items": {"type": "object", "required": ["low", "high"], "additionalProperties": false, "properties": {
          "low": {"type": "string", "minLength": 1, "title": "Low end", "description": "The metric (one of sweep.metrics) of the range's low end."},
          "high": {"type": "string", "minLength": 1, "title": "High end", "description": "The metric (one of sweep.metrics) of the range's high end."},
          "truth": {"type": "string", "minLength": 1, "title": "Truth", "description": "The metric (one of sweep.metrics) drawn as a line through the ranges."},
          "label": {"type": "string", "title": "Chart title"},
          "translations": {"type": "object", "title": "Chart title in other languages",
            "description": "The chart title by language tag (\"pt-BR\").",
            "propertyNames": {"pattern": "^[a-z]{2}(-[A-Z]{2})?$"}, "additionalProperties": {"type": "string"}}}}}}})"};
inline constexpr Param kPaperValues{
    .key = "paperValues",
    .kind = ParamKind::kRaw,
    .label = "The paper's values",
    .help = "The source's published numbers, drawn over our results (format defined by each model family).",
    .rawSchema = R"({})"};
inline constexpr Param kUi{.key = "ui",
                           .kind = ParamKind::kRaw,
                           .label = "App hints",
                           .help = "Hints for the web app (default view, open panels).",
                           .rawSchema = R"({"type": "object"})"};
inline constexpr Param kSchemaRef{.key = "$schema",
                                  .kind = ParamKind::kString,
                                  .label = "Schema",
                                  .help = "Where editors find this file's schema.",
                                  .hasDefault = false};

// Every common field, in the order the schema lists them.
inline constexpr const Param* kCommon[] = {
    &kSchemaRef, &kVersion, &kName,    &kTitle, &kDescription, &kReproduces,  &kNotes, &kTranslations, &kTags, &kSeed,
    &kStopTime,  &kModel,   &kMetrics, &kTrace, &kSweep,       &kPaperValues, &kUi,    &kQuestions};

}  // namespace ps::scenario_params

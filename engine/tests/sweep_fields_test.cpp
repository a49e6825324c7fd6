// The sweep's chart fields, sweep.parameters[i].scale and sweep.bands: declared in the schema and
// checked by the loader (natively and in the browser's engine) and by `run --sweep`, so a typo is
// refused naming the field and what it may be, in English and in Portuguese, instead of leaving a
// chart empty. The web planner (web/sweep/expand.ts) says the same words (tests/unit/sweep/bands.test.ts).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "scenario/loader.h"
#include "scenario/schema_writer.h"
#include "scenario/sweep.h"
#include "test_support.h"

using namespace ps;
using ps::testing::joined;

namespace {

std::string errorsOf(const std::string& json, const std::string& lang) {
  LoadOptions opts;
  opts.lang = lang;
  opts.traceEnabled = false;
  return joined(loadScenario(json, opts).errors);
}

// The shipped Figure 3(a) sweep (one band, a linear scale) with one sweep field set to `value` (JSON).
std::string withSweepField(const std::string& path, const std::string& value) {
  Json root;
  std::string err;
  EXPECT_TRUE(parseJson(ps::testing::readScenarioFile("estimation-fig3a-4-pathload.json"), root, err)) << err;
  EXPECT_TRUE(setJsonPath(root, path, value, err)) << err;
  return root.dump();
}

constexpr const char* kMetricsListed =
    "pathload_low_bps, pathload_high_bps, pathload_truth_run_bps, pathload_latency_s, pathload_bytes";

}  // namespace

TEST(SweepFields, ShippedBandSweepsLoadAndExpand) {
  for (const char* file :
       {"estimation-fig3a-4-pathload.json", "estimation-fig3b-4-abget.json", "estimation-fig7a-8-pathload.json",
        "estimation-fig7b-8-abget.json", "estimation-fig5a-6-two-pathloads.json", "estimation-fig5b-6-two-abgets.json",
        "estimation-tcp-sweep-pathload.json", "estimation-tcp-sweep-abget.json",
        "estimation-fig9a-10-11-two-pathloads-s2.json", "estimation-fig9b-10-two-abgets-s2.json"}) {
    SCOPED_TRACE(file);
    const std::string text = ps::testing::readScenarioFile(file);
    EXPECT_EQ(errorsOf(text, "en"), "");
    Json root;
    std::string err;
    ASSERT_TRUE(parseJson(text, root, err)) << err;
    SweepSpec spec;
    EXPECT_TRUE(expandSweep(root, spec, err)) << err;
    EXPECT_EQ(spec.points.size(), std::string(file).find("tcp-sweep") != std::string::npos ? 3u : 6u);
  }
}

TEST(SweepFields, RefusalsNameTheFieldInBothLanguages) {
  struct Case {
    std::string path, value, english, portuguese;
  };
  const std::string known = kMetricsListed;
  const std::vector<Case> cases = {
      {"sweep.parameters[0].scale", R"("lin")", R"(sweep.parameters[0].scale: must be "linear" or "log")",
       R"(sweep.parameters[0].scale: deve ser "linear" ou "log")"},
      {"sweep.parameters[0].scale", "2", R"(sweep.parameters[0].scale: must be "linear" or "log")",
       R"(sweep.parameters[0].scale: deve ser "linear" ou "log")"},
      {"sweep.bands[0].truth", R"("truth_bps")",
       "sweep.bands[0].truth: 'truth_bps' is not in sweep.metrics (" + known + ")",
       "sweep.bands[0].truth: 'truth_bps' não está em sweep.metrics (" + known + ")"},
      {"sweep.bands[0].low", R"("")", "sweep.bands[0].low: must be a metric name (a string)",
       "sweep.bands[0].low: deve ser o nome de uma métrica (um texto)"},
      {"sweep.bands[0].high", "5", "sweep.bands[0].high: must be a metric name (a string)",
       "sweep.bands[0].high: deve ser o nome de uma métrica (um texto)"},
      {"sweep.bands", R"({"low": "pathload_low_bps"})",
       "sweep.bands: must be an array of at most 16 {low, high, truth, label, translations}",
       "sweep.bands: deve ser uma lista de no máximo 16 {low, high, truth, label, translations}"},
      {"sweep.bands", R"(["pathload_low_bps"])",
       "sweep.bands[0]: must be an object {low, high, truth, label, translations}",
       "sweep.bands[0]: deve ser um objeto {low, high, truth, label, translations}"},
      {"sweep.bands[0].lable", R"("x")",
       "sweep.bands[0]: unknown field 'lable' (allowed: low, high, truth, label, translations)",
       "sweep.bands[0]: campo desconhecido 'lable' (permitidos: low, high, truth, label, translations)"},
      {"sweep.bands[0].label", "7", "sweep.bands[0].label: must be a text", "sweep.bands[0].label: deve ser um texto"},
      {"sweep.bands[0].translations", R"({"pt-BR": 1})",
       R"(sweep.bands[0].translations: must be an object of labels by language tag ("pt-BR"))",
       R"(sweep.bands[0].translations: deve ser um objeto de rótulos por etiqueta de idioma ("pt-BR"))"},
      {"sweep.metrics", "[]", "sweep.bands: needs sweep.metrics to list the metrics the bands name",
       "sweep.bands: exige que sweep.metrics liste as métricas que as faixas citam"},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.path + " = " + c.value);
    const std::string json = withSweepField(c.path, c.value);
    EXPECT_NE(errorsOf(json, "en").find(c.english + "\n"), std::string::npos) << errorsOf(json, "en");
    EXPECT_NE(errorsOf(json, "pt-BR").find(c.portuguese + "\n"), std::string::npos) << errorsOf(json, "pt-BR");
    // `run --sweep` expands through the same check and says the English text.
    Json root;
    std::string err;
    ASSERT_TRUE(parseJson(json, root, err)) << err;
    SweepSpec spec;
    EXPECT_FALSE(expandSweep(root, spec, err));
    EXPECT_EQ(err, c.english);
  }
  // Seventeen bands: one more than a figure anyone reads.
  std::string many = "[";
  for (int i = 0; i < 17; ++i)
    many += std::string(i ? "," : "") + R"({"low": "pathload_low_bps", "high": "pathload_high_bps"})";
  EXPECT_NE(errorsOf(withSweepField("sweep.bands", many + "]"), "en")
                .find("sweep.bands: must be an array of at most 16 {low, high, truth, label, translations}\n"),
            std::string::npos);
}

TEST(SweepFields, AcceptedVariants) {
  EXPECT_EQ(errorsOf(withSweepField("sweep.parameters[0].scale", R"("log")"), "en"), "");
  EXPECT_EQ(errorsOf(withSweepField("sweep.bands[0].translations", R"({"pt-BR": "faixa"})"), "en"), "");
  EXPECT_EQ(errorsOf(withSweepField("sweep.bands", "[]"), "en"), "");
}

TEST(SweepFields, TheSchemaDeclaresThem) {
  Json schema;
  std::string err;
  ASSERT_TRUE(parseJson(scenarioSchemaJson(), schema, err)) << err;
  const Json* sweep = getJsonPath(schema, "properties.sweep.properties");
  ASSERT_NE(sweep, nullptr);
  const Json* scale = getJsonPath(*sweep, "parameters.items.properties.scale.enum");
  ASSERT_NE(scale, nullptr);
  ASSERT_EQ(scale->size(), 2u);
  EXPECT_EQ((*scale)[0].asString(), "linear");
  EXPECT_EQ((*scale)[1].asString(), "log");
  const Json* band = getJsonPath(*sweep, "bands.items");
  ASSERT_NE(band, nullptr);
  for (const char* key : {"low", "high", "truth", "label", "translations"})
    EXPECT_NE(band->get("properties")->get(key), nullptr) << key;
  EXPECT_EQ(getJsonPath(*sweep, "bands.maxItems")->asNumber(), static_cast<double>(kMaxSweepBands));
}

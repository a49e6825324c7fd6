// The reader's generic messages in Brazilian Portuguese (scenario/reader_text.h): a load asked for
// in "pt-BR" names the same field, bound and value as the English one, in Portuguese words with a
// decimal comma; without a language (the CLI) the English text is what scenario_test.cpp pins.
#include <gtest/gtest.h>

#include <string>

#include "scenario/loader.h"
#include "scenario/validator.h"

using namespace ps;

namespace {
std::string allErrors(const std::string& json, const std::string& lang) {
  LoadOptions opts;
  opts.lang = lang;
  std::string out;
  for (const auto& e : loadScenario(json, opts).errors) out += e + "\n";
  return out;
}
std::string firstError(const std::string& json, const std::string& lang) {
  LoadOptions opts;
  opts.lang = lang;
  const LoadResult r = loadScenario(json, opts);
  return r.errors.empty() ? "" : r.errors[0];
}
const char* kTwoNodes = R"({"version": 1, "model": "p2p", "network": {"nodes": [{"name": "A"}, {"name": "B"}],
  "links": [{"a": "A", "b": "B", "loss": 1.5}]}})";
}  // namespace

TEST(ReaderText, ARangeErrorInPortugueseHasTheBoundTheValueReceivedAndTheRange) {
  EXPECT_EQ(firstError(kTwoNodes, "pt-BR"),
            "network.links[0].loss: deve ser ≤ 1 (valor recebido: 1,5; permitido: [0; 1])");
  EXPECT_EQ(firstError(kTwoNodes, "en"), "network.links[0].loss: must be <= 1 (got 1.5; allowed [0, 1])");
  EXPECT_EQ(firstError(kTwoNodes, "fr"), firstError(kTwoNodes, "en"));  // no French: English
}

TEST(ReaderText, ALowValueNamesItsRangeWithGroupedThousands) {
  const std::string e = firstError(R"({"version": 1, "model": "p2p", "network": {"nodes": [{"name": "A"},
    {"name": "B"}], "links": [{"a": "A", "b": "B", "bandwidth": 0.5}]}})",
                                   "pt-BR");
  // The declaration's reason follows (rangeWhyPt; refusals_pt_test.cpp checks it).
  EXPECT_EQ(e.rfind("network.links[0].bandwidth: deve ser ≥ 1 (valor recebido: 0,5; permitido: "
                    "[1; 1.000.000.000.000])",
                    0),
            0u)
      << e;
}

TEST(ReaderText, UnknownFieldsModelsVersionsAndTypesInPortuguese) {
  const std::string e = allErrors(R"({"model": "warp-drive", "seed": "x"})", "pt-BR");
  EXPECT_NE(e.find("version: é obrigatório (um número inteiro em [1; 1])"), std::string::npos) << e;
  EXPECT_NE(e.find("seed: deve ser um número inteiro em [0; "), std::string::npos) << e;
  EXPECT_NE(e.find("(recebido: texto)"), std::string::npos) << e;
  EXPECT_NE(e.find("model: modelo desconhecido \"warp-drive\" (permitidos: p2p"), std::string::npos) << e;
  EXPECT_EQ(firstError(R"({"version": 2, "model": "p2p"})", "pt-BR"),
            "version: deve estar em [1; 1] (valor recebido: 2)");
  const std::string typo = allErrors(R"({"version": 1, "model": "p2p", "network": {"nodes": [{"name": "A"},
    {"name": "B"}], "links": [{"a": "A", "b": "B", "bandwith": 5}]}})",
                                     "pt-BR");
  EXPECT_NE(typo.find("network.links[0].bandwith: campo desconhecido (permitidos: a, b, "), std::string::npos) << typo;
  EXPECT_NE(allErrors(R"({"version": 1, "model": "p2p", "network": [1]})", "pt-BR")
                .find("network: deve ser um objeto (recebido: lista)"),
            std::string::npos);
}

TEST(ReaderText, NotJsonAndNotAnObjectInPortuguese) {
  EXPECT_EQ(firstError("[1, 2]", "pt-BR"), "cenário: deve ser um objeto JSON (recebido: lista)");
  EXPECT_EQ(firstError("[1, 2]", "en"), "scenario: must be a JSON object (got array)");
  EXPECT_EQ(
      firstError("{\"version\": 1,\n \"model\": }", "pt-BR").rfind("cenário: JSON inválido: linha 2, coluna 11", 0),
      0u);
}

TEST(ReaderText, ChoicesListsAndTheProblemCountInPortuguese) {
  Validator v(readerText("pt-BR"));
  Json obj;
  std::string err;
  ASSERT_TRUE(parseJson(R"({"mode": "medium", "on": 1, "name": 3})", obj, err));
  v.choice(obj, "", "mode", "fast", {"fast", "slow"});
  v.boolean(obj, "", "on", false);
  v.string(obj, "", "name", "", false);
  v.number(obj, "x", "rate", 1, 0, 2.5, true, true);
  const auto errors = v.errors();
  ASSERT_EQ(errors.size(), 4u);
  EXPECT_EQ(errors[0], "mode: deve ser um de fast, slow (valor recebido: \"medium\")");
  EXPECT_EQ(errors[1], "on: deve ser true ou false (recebido: número)");
  EXPECT_EQ(errors[2], "name: deve ser um texto (recebido: número)");
  EXPECT_EQ(errors[3], "x.rate: é obrigatório (um número em (0; 2,5])");

  Validator many(readerText("pt"));
  for (std::size_t i = 0; i < Validator::kMaxErrors + 3; ++i) many.error("a", "b");
  EXPECT_EQ(many.errors().back(), "cenário: mais 3 problemas não listados (corrija primeiro os de cima)");
  Validator manyEn;
  for (std::size_t i = 0; i < Validator::kMaxErrors + 3; ++i) manyEn.error("a", "b");
  EXPECT_EQ(manyEn.errors().back(), "scenario: 3 more problems not listed (fix the ones above first)");
}

TEST(ReaderText, TheNetworkFamilysOwnRulesInPortuguese) {
  const auto pt = [](const char* json) { return allErrors(json, "pt-BR"); };
  EXPECT_NE(pt(R"({"version": 1, "model": "p2p", "network": {"nodes": [{"name": "A"}, {"name": "B"}],
    "links": [{"a": "A", "b": "Z"}]}})")
                .find("network.links[0].b: nenhum nó se chama \"Z\""),
            std::string::npos);
  EXPECT_NE(pt(R"({"version": 1, "model": "p2p", "network": {"nodes": [{"name": "A"}, {"name": "B"}],
    "links": [{"a": "A", "b": "A"}]}})")
                .find("network.links[0]: um enlace deve ligar dois nós diferentes (os dois são \"A\")"),
            std::string::npos);
  EXPECT_NE(pt(R"({"version": 1, "model": "p2p", "network": {"nodes": [{"name": "A"}, {"name": "B"}, {"name": "C"}],
    "links": [{"a": "A", "b": "B"}]}})")
                .find("network.links: a rede é desconexa: nem todo nó alcança todos os outros"),
            std::string::npos);
  EXPECT_NE(pt(R"({"version": 1, "model": "p2p", "network": {"nodes": [{"name": "A"}, {"name": "A"}],
    "links": [{"a": "A", "b": "A"}]}})")
                .find("network.nodes[1].name: nome de nó repetido: \"A\""),
            std::string::npos);
  // The same scenario without a language keeps the English rule (scenario_test.cpp pins the rest).
  EXPECT_NE(allErrors(R"({"version": 1, "model": "p2p", "network": {"nodes": [{"name": "A"}, {"name": "B"}],
    "links": [{"a": "A", "b": "Z"}]}})",
                      "en")
                .find("network.links[0].b: no node named \"Z\""),
            std::string::npos);
}

// The last parts of a refused scenario that were English in a "pt-BR" load (issue 13): the JSON
// parser's reason, a declaration's rangeWhy, the transport family's host names, the sweep's shape
// and the budget refusals. Each is checked in Portuguese (the field's path kept as written, no
// English words left) and in English (the CLI's text, unchanged).
#include <gtest/gtest.h>

#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "scenario/budget.h"
#include "scenario/loader.h"
#include "scenario/model_registry.h"
#include "scenario/scenario_params.h"
#include "test_support.h"

using namespace ps;
using ps::testing::joined;

namespace {

std::vector<std::string> errorsOf(const std::string& json, const std::string& lang, Budget budget = Budget::native()) {
  LoadOptions opts;
  opts.lang = lang;
  opts.budget = budget;
  return loadScenario(json, opts).errors;
}

// Scenario text with one field changed (`path` as --set spells it, `value` as JSON).
std::string changedText(const std::string& text, const std::string& path, const std::string& value) {
  Json root;
  std::string err;
  EXPECT_TRUE(parseJson(text, root, err)) << err;
  EXPECT_TRUE(setJsonPath(root, path, value, err)) << err;
  return root.dump();
}
// A shipped scenario with one field changed.
std::string changed(const std::string& file, const std::string& path, const std::string& value) {
  return changedText(ps::testing::readScenarioFile(file), path, value);
}

// English words a Portuguese message must not keep (the field paths and values are not words).
void expectNoEnglish(const std::string& message) {
  for (const char* word : {" must ",    "allowed", "(got",       " got ",    " about ", " needs ", " the ",
                           " over ",    "cannot",  "unexpected", "expected", "invalid", "line ",   "column",
                           "non-empty", " array",  " is ",       " would ",  " for ",   " of ",    " and "})
    EXPECT_EQ(message.find(word), std::string::npos) << "\"" << word << "\" in: " << message;
}

}  // namespace

// ---- 1. the JSON parser's reason ----

TEST(RefusalsPt, TheJsonParsersReasonFromItsParts) {
  struct Case {
    const char* text;
    const char* english;  // after "scenario: not valid JSON: "
    const char* portuguese;
  };
  const Case cases[] = {
      {"{\"version\": ", "line 1, column 13: unexpected end of input; expected '[', '{', or a literal",
       "linha 1, coluna 13: fim inesperado da entrada; esperado: '[', '{' ou um literal"},
      {"{\"version\": 1,\n \"model\": }", "line 2, column 11: unexpected '}'; expected '[', '{', or a literal",
       "linha 2, coluna 11: '}' inesperado; esperado: '[', '{' ou um literal"},
      {"{\"seed\": tru}", "line 1, column 13: invalid literal; last read: '\"seed\": tru}'",
       "linha 1, coluna 13: literal inválido (último trecho lido: '\"seed\": tru}')"},
      {"{\"seed\": 01}",
       "line 1, column 11: a number must not start with 0 unless it is 0 or 0.x (JSON has no leading zeros)",
       "linha 1, coluna 11: um número não pode começar com 0, a menos que seja 0 ou 0.x (JSON não tem zeros à "
       "esquerda)"},
      {"{\"seed\": 1e999}", "line 1, column 14: number overflow parsing '1e999'",
       "linha 1, coluna 14: número grande demais (fora do alcance de um double) (último trecho lido: '1e999')"},
      {"{\"name\": \"a\nb\"}",
       "line 1, column 12: invalid string: control character U+000A (LF) must be escaped to \\u000A or \\n; last "
       "read: '\"a<U+000A>'",
       "linha 1, coluna 12: texto inválido: o caractere de controle U+000A (LF) deve ser escrito como \\u000A ou \\n "
       "(último trecho lido: '\"a<U+000A>')"},
      {"{\"seed\": 1} 2", "line 1, column 13: unexpected number literal; expected end of input",
       "linha 1, coluna 13: um número inesperado; esperado: o fim da entrada"},
      {"{\"seed\": -}", "line 1, column 11: invalid number; expected digit after '-'; last read: '-}'",
       "linha 1, coluna 11: número inválido: falta um dígito depois de '-' (último trecho lido: '-}')"},
      {"{\"seed\": 1, \"seed\": 2}", "the top-level object: duplicate key \"seed\" (each key may appear once)",
       "o objeto de nível mais alto: a chave \"seed\" aparece mais de uma vez (cada chave pode aparecer só uma vez)"},
      {"{\"network\": {\"a\": 1, \"a\": 2}}", "network: duplicate key \"a\" (each key may appear once)",
       "network: a chave \"a\" aparece mais de uma vez (cada chave pode aparecer só uma vez)"},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.text);
    const auto en = errorsOf(c.text, "en"), pt = errorsOf(c.text, "pt-BR");
    ASSERT_EQ(en.size(), 1u);
    ASSERT_EQ(pt.size(), 1u);
    EXPECT_EQ(en[0], std::string("scenario: not valid JSON: ") + c.english);
    EXPECT_EQ(pt[0], std::string("cenário: JSON inválido: ") + c.portuguese);
    expectNoEnglish(pt[0]);
  }
  const std::string deep = std::string(70, '[') + std::string(70, ']');
  EXPECT_EQ(errorsOf(deep, "pt-BR").at(0),
            "cenário: JSON inválido: [0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0]"
            "[0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0]"
            "[0][0][0]: aninhamento com mais de 64 níveis");
  EXPECT_NE(errorsOf(deep, "en").at(0).find(": nesting deeper than 64 levels"), std::string::npos);
  const std::string huge(std::size_t{17} << 20, ' ');
  EXPECT_EQ(errorsOf(huge, "pt-BR").at(0),
            "cenário: JSON inválido: o texto tem 17.825.792 bytes, acima do limite de 16.777.216 bytes");
  EXPECT_EQ(errorsOf(huge, "en").at(0),
            "scenario: not valid JSON: the text is 17825792 bytes long, over the limit of 16777216 bytes");
}

// ---- 2. rangeWhy ----

namespace {
void collectWhys(const Param& p, const std::string& path, std::vector<std::pair<std::string, const Param*>>& out,
                 std::set<const Param*>& seen) {
  if (!seen.insert(&p).second) return;
  if (p.rangeWhy || p.rangeWhyPt) out.emplace_back(path, &p);
  for (const Param* f : p.fields) collectWhys(*f, path + "." + f->key, out, seen);
  if (p.items) collectWhys(*p.items, path + "[]", out, seen);
}
}  // namespace

TEST(RefusalsPt, EveryDeclaredRangeWhyHasItsPortuguese) {
  std::vector<std::pair<std::string, const Param*>> whys;
  std::set<const Param*> seen;
  for (const Param* p : scenario_params::kCommon) collectWhys(*p, p->key, whys, seen);
  for (const auto& m : modelRegistry())
    for (const Param* p : m.sections) collectWhys(*p, m.name + ":" + p->key, whys, seen);
  EXPECT_GE(whys.size(), 25u);  // the declarations under engine/ that say why their range is what it is
  for (const auto& [path, p] : whys) {
    SCOPED_TRACE(path);
    ASSERT_NE(p->rangeWhy, nullptr) << "a Portuguese reason without the English one";
    ASSERT_NE(p->rangeWhyPt, nullptr) << "rangeWhy \"" << p->rangeWhy << "\" has no rangeWhyPt";
    EXPECT_STRNE(p->rangeWhyPt, "");
    EXPECT_STRNE(p->rangeWhyPt, p->rangeWhy);
    expectNoEnglish(std::string(" ") + p->rangeWhyPt + " ");
  }
}

TEST(RefusalsPt, AnOutOfRangeValueEndsWithTheDeclarationsReasonInTheLoadsLanguage) {
  const std::string json = changed("two-hosts-one-link.json", "network.links[0].bandwidth", "0.5");
  const std::string pt = errorsOf(json, "pt-BR").at(0), en = errorsOf(json, "en").at(0);
  EXPECT_EQ(pt,
            "network.links[0].bandwidth: deve ser ≥ 1 (valor recebido: 0,5; permitido: [1; 1.000.000.000.000]): o "
            "motor conta as taxas em bits por segundo inteiros, então uma taxa abaixo de 1 bit/s seria 0");
  EXPECT_EQ(en,
            "network.links[0].bandwidth: must be >= 1 (got 0.5; allowed [1, 1000000000000]): the engine counts rates "
            "in whole bits per second, so a rate below 1 bit/s would be 0");
  const std::string ack = changed("tcp-reno-sawtooth.json", "flows[0].tcp.delayedAck", "3");
  EXPECT_NE(joined(errorsOf(ack, "pt-BR"))
                .find("flows[0].tcp.delayedAck: deve estar em [1; 2] (valor recebido: 3): RFC 5681 §4.2: um ACK "
                      "DEVERIA (SHOULD) ser enviado"),
            std::string::npos)
      << joined(errorsOf(ack, "pt-BR"));
}

// ---- 3. the transport family's host names ----

TEST(RefusalsPt, TransportHostNamesInPortuguese) {
  const std::string to = changed("udp-cbr-dumbbell.json", "flows[0].to", "\"X9\"");
  const std::string pt = joined(errorsOf(to, "pt-BR")), en = joined(errorsOf(to, "en"));
  EXPECT_NE(pt.find("flows[0].to: não há host chamado \"X9\" (num dumbbell, os hosts são L1, L2, ... à esquerda e "
                    "R1, R2, ... à direita)\n"),
            std::string::npos)
      << pt;
  EXPECT_NE(en.find("flows[0].to: no host named \"X9\" (dumbbell hosts are L1, L2, ... on the left and R1, R2, ... "
                    "on the right)\n"),
            std::string::npos)
      << en;
  expectNoEnglish(pt);

  const std::string lot = changedText(changed("udp-cbr-dumbbell.json", "network.topology", "\"parking-lot\""),
                                      "network.hosts", R"([{"name": "L1", "delay": 0.01}])");
  const std::string lotPt = joined(errorsOf(lot, "pt-BR"));
  EXPECT_NE(lotPt.find("network.hosts: não há host chamado \"L1\" (num parking lot, os hosts são Hi.j: host j no "
                       "roteador Gi, i de 1 a 3)"),
            std::string::npos)
      << lotPt;
  EXPECT_NE(joined(errorsOf(lot, "en"))
                .find("network.hosts: no host named \"L1\" (parking-lot hosts are Hi.j: host j on router Gi, i from 1 "
                      "to 3)"),
            std::string::npos);

  const std::string copies = changedText(
      changedText(changed("udp-cbr-dumbbell.json", "network.topology", "\"parking-lot\""), "flows[0].from", "\"H1.1\""),
      "flows[0].to", "\"H4.1\"");
  const std::string copiesPt = joined(errorsOf(copies, "pt-BR"));
  EXPECT_NE(copiesPt.find("flows[0].to: não há host chamado \"H4.1\""), std::string::npos) << copiesPt;
}

// ---- 4. the sweep's shape ----

TEST(RefusalsPt, SweepShapeErrorsInPortuguese) {
  struct Case {
    const char* sweep;
    const char* english;
    const char* portuguese;
  };
  const Case cases[] = {
      {"[1]", "sweep: must be an object", "sweep: deve ser um objeto"},
      {R"({"reps": 0, "parameters": [{"path": "seed", "values": [1]}]})", "sweep.reps: must be an integer in [1, 1000]",
       "sweep.reps: deve ser um número inteiro em [1; 1.000]"},
      {R"({"metrics": "x", "parameters": [{"path": "seed", "values": [1]}]})",
       "sweep.metrics: must be an array of metric names", "sweep.metrics: deve ser uma lista de nomes de métricas"},
      {R"({"parameters": []})", "sweep.parameters: must be a non-empty array of {path, values}",
       "sweep.parameters: deve ser uma lista não vazia de {path, values}"},
      {R"({"parameters": [{"values": [1]}]})", "sweep.parameters[0].path: is required (a string)",
       "sweep.parameters[0].path: é obrigatório (um texto)"},
      {R"({"parameters": [{"path": "seed", "values": []}]})", "sweep.parameters[0].values: must be a non-empty array",
       "sweep.parameters[0].values: deve ser uma lista não vazia"},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.sweep);
    const std::string json = changed("two-hosts-one-link.json", "sweep", c.sweep);
    const std::string pt = joined(errorsOf(json, "pt-BR")), en = joined(errorsOf(json, "en"));
    EXPECT_NE(pt.find(std::string(c.portuguese) + "\n"), std::string::npos) << pt;
    EXPECT_NE(en.find(std::string(c.english) + "\n"), std::string::npos) << en;
    expectNoEnglish(pt);
  }
  std::string values;
  for (int i = 1; i <= 1000; ++i) values += (i > 1 ? "," : "") + std::to_string(i);
  const std::string grid = changed("two-hosts-one-link.json", "sweep",
                                   R"({"parameters": [{"path": "seed", "values": [)" + values +
                                       R"(]}, {"path": "stopTime", "values": [)" + values + "]}]}");
  EXPECT_NE(joined(errorsOf(grid, "pt-BR"))
                .find("sweep.parameters: a grade tem mais de 100.000 pontos (o produto das quantidades de valores; "
                      "sweep.parameters[1] tem 1.000 valores)\n"),
            std::string::npos)
      << joined(errorsOf(grid, "pt-BR"));
  EXPECT_NE(joined(errorsOf(grid, "en"))
                .find("sweep.parameters: the grid has more than 100000 points (the product of the value counts; "
                      "sweep.parameters[1] has 1000 values)\n"),
            std::string::npos);
}

// ---- 5. budget refusals ----

TEST(RefusalsPt, CountsAndSizesInPortuguese) {
  EXPECT_EQ(formatCountPt(1804), "1.804");
  EXPECT_EQ(formatCountPt(999999.4), "999.999");
  EXPECT_EQ(formatCountPt(1e6), "1 milhão de");
  EXPECT_EQ(formatCountPt(1.5e6), "1,5 milhão de");
  EXPECT_EQ(formatCountPt(3.14e9), "3,1 bilhões de");
  EXPECT_EQ(formatCountPt(3.1e10), "31 bilhões de");
  EXPECT_EQ(formatCountPt(4.2e14), "420 trilhões de");
  EXPECT_EQ(formatCountPt(2.5e18), "2,5 × 10^18");
  EXPECT_EQ(formatBytesPt(1.2e9), "1,2 GB");
  EXPECT_EQ(formatBytesPt(384e6), "384 MB");
}

TEST(RefusalsPt, BudgetRefusalsInPortuguese) {
  const std::string ring = changed("two-hosts-one-link.json", "trace", R"({"capacity": 16777216})");
  const auto memPt = errorsOf(ring, "pt-BR", Budget::browser());
  ASSERT_FALSE(memPt.empty());
  EXPECT_EQ(memPt[0].rfind("trace.capacity: cerca de 671 MB para um anel de 17 milhões de registros de eventos; a "
                           "execução precisa de cerca de ",
                           0),
            0u)
      << memPt[0];
  EXPECT_NE(memPt[0].find(" ao todo, acima do orçamento de memória de 403 MB (diminua o campo, ou aumente o "
                          "orçamento: run --budget memory=TAMANHO, ou a opção de orçamento do app)"),
            std::string::npos)
      << memPt[0];
  EXPECT_EQ(errorsOf(ring, "en", Budget::browser())[0].rfind(
                "trace.capacity: about 671 MB for a ring of 1.7e+07 event records; the run needs about ", 0),
            0u);

  const std::string fast =
      changedText(changed("two-hosts-one-link.json", "traffic[0].rate", "1e12"), "traffic[0].packetSize", "1");
  const auto evPt = errorsOf(fast, "pt-BR", Budget::browser());
  ASSERT_FALSE(evPt.empty());
  EXPECT_EQ(evPt[0].rfind("traffic[0].rate, traffic[0].packetSize, stopTime: cerca de ", 0), 0u) << evPt[0];
  EXPECT_NE(evPt[0].find(" pacotes de 1 B por 1 enlace); a execução precisa de cerca de "), std::string::npos)
      << evPt[0];
  EXPECT_NE(evPt[0].find("acima do orçamento de 1 bilhão de eventos (diminua o campo ou o stopTime"), std::string::npos)
      << evPt[0];
  EXPECT_NE(errorsOf(fast, "en", Budget::browser())[0].find("over the event budget of 1.0e+09 (lower the field"),
            std::string::npos);
  for (const auto& e : memPt) expectNoEnglish(e);
  for (const auto& e : evPt) expectNoEnglish(e);
}

// Every cost every model's estimator writes for a shipped scenario says what it is in Portuguese.
TEST(RefusalsPt, EveryShippedScenariosCostsHaveTheirPortuguese) {
  std::size_t costs = 0;
  for (const auto& entry : std::filesystem::directory_iterator(std::string(PROTOSCOPE_ROOT) + "/scenarios")) {
    if (entry.path().extension() != ".json" || entry.path().filename() == "schema.json") continue;
    SCOPED_TRACE(entry.path().filename().string());
    Json root;
    std::string err;
    ASSERT_TRUE(parseJson(ps::testing::readScenarioFile(entry.path().filename().string()), root, err)) << err;
    std::vector<std::string> errors;
    const Estimate e = estimateScenario(root, LoadOptions{}, errors);
    for (const Cost& c : e.costs()) {
      ++costs;
      EXPECT_FALSE(c.whatPt.empty()) << c.what;
      expectNoEnglish(" " + c.whatPt + " ");
    }
  }
  EXPECT_GT(costs, 200u);
}

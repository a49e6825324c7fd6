// Predict-then-reveal questions (scenario/questions.h): the loader refuses a bad question with the
// field's path and the allowed range or names, and questions never change the run.
#include <gtest/gtest.h>

#include "scenario/loader.h"
#include "test_support.h"

using namespace ps;
using ps::testing::readScenarioFile;

namespace {

// two-hosts-one-link (stopTime 2 s) with `questions` set to the given JSON text.
std::string errorsWith(const std::string& questions) {
  Json root;
  std::string err;
  EXPECT_TRUE(parseJson(readScenarioFile("two-hosts-one-link.json"), root, err)) << err;
  Json q;
  EXPECT_TRUE(parseJson(questions, q, err)) << err;
  root.set("questions", q);
  std::string out;
  for (const auto& e : loadScenario(root).errors) out += e + "\n";
  return out;
}

std::string question(const std::string& fields) {
  return R"([{"id": "q", "prompt": "What happens?", )" + fields + "}]";
}
const char* kYesNo = R"("choices": [{"text": "yes", "when": {"is": 1}}, {"text": "no", "when": {"is": 0}}])";

}  // namespace

TEST(Questions, AGoodQuestionLoads) {
  EXPECT_EQ(errorsWith(question(R"("at": 0.5, "kind": "choice", "answer": {"happens": "drop", "within": 1}, )" +
                                std::string(kYesNo))),
            "");
  EXPECT_EQ(errorsWith(question(R"("at": 0.5, "kind": "number", "tolerance": 2, "unit": "packets",
                                    "answer": {"count": "arrival", "node": "B", "to": 1.5}, "explain": "arrival")")),
            "");
}

TEST(Questions, AtMustBeWithinTheRun) {
  const std::string e =
      errorsWith(question(R"("at": 3, "kind": "number", "answer": {"count": "arrival"}, "reveal": 3)"));
  EXPECT_NE(e.find("questions[0].at: must be <= 2 (got 3; allowed (0, 2])"), std::string::npos) << e;
  const std::string zero = errorsWith(question(R"("at": 0, "kind": "number", "answer": {"count": "arrival"})"));
  EXPECT_NE(zero.find("questions[0].at: must be > 0 (got 0; allowed (0, 2])"), std::string::npos) << zero;
  const std::string window =
      errorsWith(question(R"("at": 1.5, "kind": "number", "answer": {"happens": "arrival", "within": 1})"));
  EXPECT_NE(window.find("questions[0].answer: its window must end by stopTime (2 s)"), std::string::npos) << window;
}

TEST(Questions, AnUnknownTraceKindIsNamedWithTheScenariosKinds) {
  const std::string e = errorsWith(question(
      R"("at": 0.5, "kind": "choice", "answer": {"happens": "tcp-timeout", "within": 1}, )" + std::string(kYesNo)));
  EXPECT_NE(e.find("questions[0].answer.happens: unknown trace kind \"tcp-timeout\" (this scenario's kinds: tx-start"),
            std::string::npos)
      << e;
  const std::string explain =
      errorsWith(question(R"("at": 0.5, "kind": "number", "answer": {"count": "arrival", "to": 1}, "explain": "nak")"));
  EXPECT_NE(explain.find("questions[0].explain: unknown trace kind \"nak\""), std::string::npos) << explain;
  const std::string first = errorsWith(
      question(R"("at": 0.5, "kind": "number", "answer": {"first": ["arrival", "collision"], "within": 1})"));
  EXPECT_NE(first.find("questions[0].answer.first[1]: unknown trace kind \"collision\""), std::string::npos) << first;
}

TEST(Questions, ChoicesMustNumberTwoToSixAndSayWhenTheyHold) {
  const std::string one = errorsWith(question(
      R"("at": 0.5, "kind": "choice", "answer": {"count": "arrival", "to": 1}, "choices": [{"text": "a", "when": {"is": 1}}])"));
  EXPECT_NE(one.find("questions[0].choices: must have 2 to 6 choices (got 1)"), std::string::npos) << one;
  std::string seven = R"("at": 0.5, "kind": "choice", "answer": {"count": "arrival", "to": 1}, "choices": [)";
  for (int i = 0; i < 7; ++i)
    seven += std::string(i ? ", " : "") + R"({"text": "c)" + std::to_string(i) + R"(", "when": {"is": 1}})";
  const std::string e7 = errorsWith(question(seven + "]"));
  EXPECT_NE(e7.find("questions[0].choices: must have 2 to 6 choices (got 7)"), std::string::npos) << e7;
  const std::string when = errorsWith(question(
      R"("at": 0.5, "kind": "choice", "answer": {"count": "arrival", "to": 1},
         "choices": [{"text": "a", "when": {}}, {"text": "b", "when": {"min": 3, "max": 1}}])"));
  EXPECT_NE(when.find("questions[0].choices[0].when: needs min, max or is"), std::string::npos) << when;
  EXPECT_NE(when.find("questions[0].choices[1].when.max: must be at least min (3)"), std::string::npos) << when;
  const std::string missing =
      errorsWith(question(R"("at": 0.5, "kind": "choice", "answer": {"count": "arrival", "to": 1})"));
  EXPECT_NE(missing.find("questions[0].choices: is required"), std::string::npos) << missing;
}

TEST(Questions, AnAnswerOfAnUnknownFormIsRefused) {
  const std::string e = errorsWith(question(R"("at": 0.5, "kind": "number", "answer": {"guess": 4})"));
  EXPECT_NE(e.find("questions[0].answer: must have exactly one of count, happens, first or entity"), std::string::npos)
      << e;
  const std::string two =
      errorsWith(question(R"("at": 0.5, "kind": "number", "answer": {"count": "arrival", "happens": "drop"})"));
  EXPECT_NE(two.find("questions[0].answer: must have exactly one of"), std::string::npos) << two;
  const std::string absent = errorsWith(question(R"("at": 0.5, "kind": "number")"));
  EXPECT_NE(absent.find("questions[0].answer: required"), std::string::npos) << absent;
}

TEST(Questions, NodesEntitiesIdsAndRevealAreChecked) {
  const std::string e = errorsWith(
      R"([{"id": "a", "at": 0.5, "prompt": "p", "kind": "number", "answer": {"count": "arrival", "node": "Z", "to": 1}, "reveal": 0.8},
          {"id": "a", "at": 0.5, "prompt": "p", "kind": "number", "answer": {"entity": "nobody", "field": "x"}, "colour": 1}])");
  EXPECT_NE(e.find("questions[0].answer.node: no node named \"Z\" in this scenario"), std::string::npos) << e;
  EXPECT_NE(e.find("questions[0].reveal: must be at least the end of the measured window, 1 s"), std::string::npos)
      << e;
  EXPECT_NE(e.find("questions[1].id: \"a\" is used twice"), std::string::npos) << e;
  EXPECT_NE(e.find("questions[1].answer.entity: no entity named \"nobody\" in this scenario"), std::string::npos) << e;
  EXPECT_NE(e.find("questions[1].colour: unknown field"), std::string::npos) << e;
}

// Questions are read, never simulated: every shipped scenario that carries them runs to the same
// trace hash and event count without them.
TEST(Questions, QuestionsDoNotChangeTheRun) {
  for (const char* name : {"tcp-fast-retransmit.json", "ethernet-ack-implosion-cure.json"}) {
    Json root;
    std::string err;
    ASSERT_TRUE(parseJson(readScenarioFile(name), root, err)) << err;
    ASSERT_NE(root.get("questions"), nullptr) << name;
    LoadResult with = loadScenario(root);
    ASSERT_TRUE(with.errors.empty()) << name << ": " << with.errors[0];
    Json bare = Json::object();
    for (const auto& [k, v] : root.members())
      if (k != "questions") bare.set(k, v);
    LoadResult without = loadScenario(bare);
    ASSERT_TRUE(without.errors.empty());
    with.sim->run();
    without.sim->run();
    EXPECT_EQ(with.sim->trace().hashHex(), without.sim->trace().hashHex()) << name;
    EXPECT_EQ(with.sim->trace().count(), without.sim->trace().count()) << name;
  }
}

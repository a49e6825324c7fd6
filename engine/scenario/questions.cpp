#include "questions.h"

#include <algorithm>
#include <set>
#include <string>

namespace ps {

namespace {

std::string fmt(double x) { return fmtBound(x); }

class QuestionChecker {
 public:
  QuestionChecker(double stop, const Simulation& sim, Validator& v) : stop_(stop), sim_(sim), v_(v) {}

  void check(const Json& q, const std::string& path) {
    if (!q.isObject()) {
      v_.error(path, "must be an object (a question)", "deve ser um objeto (uma pergunta)");
      return;
    }
    v_.onlyKeys(q, path, {"id", "at", "prompt", "kind", "answer", "choices", "tolerance", "unit", "reveal", "explain"});
    const std::string id = v_.string(q, path, "id", "", true);
    if (!id.empty() && !ids_.insert(id).second)
      v_.error(Validator::at(path, "id"), "\"" + id + "\" is used twice", "\"" + id + "\" aparece duas vezes");
    const double at = v_.number(q, path, "at", 0, 0, stop_, true, true);
    if (v_.string(q, path, "prompt", "", true).empty() && q.get("prompt") != nullptr)
      v_.error(Validator::at(path, "prompt"), "must not be empty", "não pode ficar vazio");
    const std::string kind = v_.choice(q, path, "kind", "choice", {"choice", "number"});
    if (!q.get("kind"))
      v_.error(Validator::at(path, "kind"), "required (choice or number)", "é obrigatório (choice ou number)");

    double windowEnd = at;
    const Json* answer = q.get("answer");
    if (!answer || !answer->isObject())
      v_.error(Validator::at(path, "answer"),
               "required: an object {count}, {happens, within}, {first, within} or {entity, field}",
               "é obrigatório: um objeto {count}, {happens, within}, {first, within} ou {entity, field}");
    else
      windowEnd = checkAnswer(*answer, Validator::at(path, "answer"), at);

    double reveal = windowEnd;
    if (q.get("reveal")) {
      reveal = v_.number(q, path, "reveal", windowEnd, at, stop_);
      if (reveal < windowEnd)
        v_.error(Validator::at(path, "reveal"),
                 "must be at least the end of the measured window, " + fmt(windowEnd) +
                     " s (the grade needs every event in it)",
                 "deve ser no mínimo o fim da janela medida, " + v_.text().number(windowEnd) +
                     " s (a correção precisa de todos os eventos dela)");
    }
    if (reveal > stop_)
      v_.error(Validator::at(path, "answer"), "its window must end by stopTime (" + fmt(stop_) + " s)",
               "a janela dela deve terminar até stopTime (" + v_.text().number(stop_) + " s)");

    if (kind == "choice") {
      checkChoices(q, path);
      if (q.get("tolerance"))
        v_.error(Validator::at(path, "tolerance"), "only for number questions", "só vale para perguntas number");
    } else if (kind == "number") {
      if (q.get("choices"))
        v_.error(Validator::at(path, "choices"), "only for choice questions", "só vale para perguntas choice");
      v_.number(q, path, "tolerance", 0, 0, 1e15);
      v_.string(q, path, "unit", "");
    }
    if (const Json* e = q.get("explain")) {
      if (!e->isString())
        v_.error(Validator::at(path, "explain"), "must be a trace kind name", "deve ser o nome de um tipo de evento");
      else
        checkKind(e->asString(), Validator::at(path, "explain"));
    }
  }

 private:
  // Returns the end (s) of the window the measure reads.
  double checkAnswer(const Json& a, const std::string& path, double at) {
    const bool count = a.get("count") != nullptr, happens = a.get("happens") != nullptr,
               first = a.get("first") != nullptr, entity = a.get("entity") != nullptr;
    if (int{count} + int{happens} + int{first} + int{entity} != 1) {
      v_.error(path, "must have exactly one of count, happens, first or entity (an answer of an unknown form)",
               "deve ter exatamente um de count, happens, first ou entity (uma resposta de forma desconhecida)");
      return at;
    }
    if (count) {
      v_.onlyKeys(a, path, {"count", "from", "to", "node"});
      checkNode(a, path);
      checkKind(v_.string(a, path, "count", ""), Validator::at(path, "count"));
      const double from = v_.number(a, path, "from", at, 0, stop_);
      const double to = v_.number(a, path, "to", at, 0, stop_);
      if (a.get("to") && to <= from)
        v_.error(Validator::at(path, "to"), "must be after from (" + fmt(from) + " s), so the window holds something",
                 "deve ser depois de from (" + v_.text().number(from) + " s), para a janela conter algo");
      return a.get("to") ? to : at;
    }
    if (entity) {
      v_.onlyKeys(a, path, {"entity", "field"});
      const std::string name = v_.string(a, path, "entity", "");
      v_.string(a, path, "field", "", true);
      const auto& es = sim_.entities();
      if (!name.empty() && std::none_of(es.begin(), es.end(), [&](const Entity* e) { return e->entityName() == name; }))
        v_.error(Validator::at(path, "entity"), "no entity named \"" + name + "\" in this scenario",
                 "nenhuma entidade se chama \"" + name + "\" neste cenário");
      return at;
    }
    const double within = v_.number(a, path, "within", 1, 0, stop_, true, true);
    if (happens) {
      v_.onlyKeys(a, path, {"happens", "within", "node"});
      checkNode(a, path);
      checkKind(v_.string(a, path, "happens", ""), Validator::at(path, "happens"));
    } else {
      v_.onlyKeys(a, path, {"first", "within", "node"});
      checkNode(a, path);
      const Json& list = v_.array(a, path, "first", true);
      if (list.size() < 2)
        v_.error(Validator::at(path, "first"),
                 "must list at least 2 trace kinds (got " + std::to_string(list.size()) + ")",
                 "deve listar pelo menos 2 tipos de evento (tem " + std::to_string(list.size()) + ")");
      for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string p = Validator::at(Validator::at(path, "first"), i);
        if (!list[i].isString())
          v_.error(p, "must be a trace kind name", "deve ser o nome de um tipo de evento");
        else
          checkKind(list[i].asString(), p);
      }
    }
    return at + within;
  }

  void checkChoices(const Json& q, const std::string& path) {
    const Json& choices = v_.array(q, path, "choices", true);
    const std::string cp = Validator::at(path, "choices");
    if (q.get("choices") && (choices.size() < kMinChoices || choices.size() > kMaxChoices))
      v_.error(cp, "must have 2 to 6 choices (got " + std::to_string(choices.size()) + ")",
               "deve ter de 2 a 6 alternativas (tem " + std::to_string(choices.size()) + ")");
    for (std::size_t i = 0; i < choices.size(); ++i) {
      const std::string p = Validator::at(cp, i);
      const Json& c = choices[i];
      if (!c.isObject()) {
        v_.error(p, "must be an object {text, when}", "deve ser um objeto {text, when}");
        continue;
      }
      v_.onlyKeys(c, p, {"text", "when"});
      if (v_.string(c, p, "text", "", true).empty() && c.get("text") != nullptr)
        v_.error(Validator::at(p, "text"), "must not be empty", "não pode ficar vazio");
      const Json& when = v_.object(c, p, "when", true);
      const std::string wp = Validator::at(p, "when");
      v_.onlyKeys(when, wp, {"min", "max", "is"});
      const bool is = when.get("is") != nullptr, lo = when.get("min") != nullptr, hi = when.get("max") != nullptr;
      if (c.get("when") && !is && !lo && !hi) v_.error(wp, "needs min, max or is", "precisa de min, max ou is");
      if (is && (lo || hi)) v_.error(wp, "is cannot be combined with min or max", "is não combina com min nem max");
      const double mn = v_.number(when, wp, "min", -1e300, -1e300, 1e300);
      const double mx = v_.number(when, wp, "max", 1e300, -1e300, 1e300);
      v_.number(when, wp, "is", 0, -1e300, 1e300);
      if (mn > mx)
        v_.error(Validator::at(wp, "max"), "must be at least min (" + fmt(mn) + ")",
                 "deve ser no mínimo min (" + v_.text().number(mn) + ")");
    }
  }

  // An optional "node": only records at that node count. Node ids are dense from 0, and nodeName()
  // answers "node <id>" past the named ones, which ends the walk.
  void checkNode(const Json& a, const std::string& path) {
    if (a.get("node") == nullptr) return;
    const std::string name = v_.string(a, path, "node", "");
    if (name.empty()) return;
    for (std::uint32_t id = 0; id < (1U << 24); ++id) {
      const std::string n = sim_.nodeName(id);
      if (n == name) return;
      if (n == "node " + std::to_string(id)) break;
    }
    v_.error(Validator::at(path, "node"), "no node named \"" + name + "\" in this scenario",
             "nenhum nó se chama \"" + name + "\" neste cenário");
  }

  void checkKind(const std::string& name, const std::string& path) {
    if (name.empty()) return;  // the reader already said it is missing or not a string
    const auto& kinds = sim_.traceKinds();
    if (std::any_of(kinds.begin(), kinds.end(), [&](const TraceKindDecl& k) { return name == k.name; })) return;
    std::string list;
    for (const auto& k : kinds) list += (list.empty() ? "" : ", ") + std::string(k.name);
    v_.error(path, "unknown trace kind \"" + name + "\" (this scenario's kinds: " + list + ")",
             "tipo de evento desconhecido \"" + name + "\" (os tipos deste cenário: " + list + ")");
  }

  double stop_;
  const Simulation& sim_;
  Validator& v_;
  std::set<std::string> ids_;
};

}  // namespace

void checkQuestions(const Json& root, double stopSeconds, const Simulation& sim, Validator& v) {
  const Json* list = root.get("questions");
  if (!list) return;
  if (!list->isArray()) {
    v.error("questions", "must be an array of questions", "deve ser uma lista de perguntas");
    return;
  }
  if (list->size() > kMaxQuestions)
    v.error("questions",
            "at most " + std::to_string(kMaxQuestions) + " questions (got " + std::to_string(list->size()) + ")",
            "no máximo " + std::to_string(kMaxQuestions) + " perguntas (tem " + std::to_string(list->size()) + ")");
  QuestionChecker checker(stopSeconds, sim, v);
  for (std::size_t i = 0; i < list->size() && i < kMaxQuestions; ++i)
    checker.check((*list)[i], Validator::at("questions", i));
}

}  // namespace ps

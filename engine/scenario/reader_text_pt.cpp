// The scenario reader's generic messages in Brazilian Portuguese (reader_text.h), written from the
// same parts as the English ones: the JSON path stays as the person typed it, numbers take a
// decimal comma and grouped thousands ("0,5", "1.000.000"), so a range separates its ends with
// ";" ("[0,5; 2]"), and the value received is named ("valor recebido: 0,5").
// Left in English: the JSON parser's detail after "JSON inválido:", and a declaration's rangeWhy
// sentence appended after an out-of-range message.
#include <cmath>
#include <cstring>

#include "../core/why_text_pt.h"
#include "reader_text.h"

namespace ps {

namespace {

// The phrases readRateOrZero callers pass for what a 0 rate means (estimation_readers.cpp,
// transport/apps/background.cpp); another phrase shows as written.
const char* zeroMeansPt(const char* english) {
  struct Pair {
    const char* en;
    const char* pt;
  };
  static const Pair kPairs[] = {
      {"2 % of the ADR", "2 % da ADR"},
      {"min(5 % of the ADR, 12 Mbit/s)", "mín(5 % da ADR, 12 Mbit/s)"},
      {"the bottleneck's", "a do gargalo"},
  };
  for (const Pair& p : kPairs)
    if (std::strcmp(p.en, english) == 0) return p.pt;
  return english;
}

class PortugueseReaderText final : public ReaderText {
 public:
  const char* language() const override { return "pt-BR"; }
  std::string number(double d) const override {
    if (std::isfinite(d) && d == std::floor(d) && std::fabs(d) < 9.0e15) return milharPt(static_cast<std::int64_t>(d));
    std::string s = formatNumber(d);
    for (char& c : s)
      if (c == '.') c = ',';
    return s;
  }
  std::string integer(std::int64_t v) const override { return milharPt(v); }
  std::string range(const std::string& lo, const std::string& hi, bool loOpen) const override {
    return std::string(loOpen ? "(" : "[") + lo + "; " + hi + "]";
  }
  std::string typeName(Json::Type t) const override {
    switch (t) {
      case Json::Type::Null:
        return "null";
      case Json::Type::Bool:
        return "verdadeiro/falso";
      case Json::Type::Number:
        return "número";
      case Json::Type::String:
        return "texto";
      case Json::Type::Array:
        return "lista";
      case Json::Type::Object:
        return "objeto";
    }
    return "?";
  }

  std::string root() const override { return "cenário"; }
  std::string notJson(const std::string& parserError) const override { return "JSON inválido: " + parserError; }
  std::string notAnObject(Json::Type got) const override {
    return "deve ser um objeto JSON (recebido: " + typeName(got) + ")";
  }
  std::string unknownField(const std::string& allowed) const override {
    return "campo desconhecido (permitidos: " + allowed + ")";
  }
  std::string requiredObject() const override { return "é obrigatório (um objeto)"; }
  std::string requiredArray() const override { return "é obrigatório (uma lista)"; }
  std::string requiredNumber(const std::string& range) const override {
    return "é obrigatório (um número em " + range + ")";
  }
  std::string requiredInteger(const std::string& range) const override {
    return "é obrigatório (um número inteiro em " + range + ")";
  }
  std::string requiredString() const override { return "é obrigatório (um texto)"; }
  std::string mustBeObject(Json::Type got) const override {
    return "deve ser um objeto (recebido: " + typeName(got) + ")";
  }
  std::string mustBeArray(Json::Type got) const override {
    return "deve ser uma lista (recebido: " + typeName(got) + ")";
  }
  std::string mustBeNumberIn(const std::string& range, Json::Type got) const override {
    return "deve ser um número em " + range + " (recebido: " + typeName(got) + ")";
  }
  std::string mustBeIntegerIn(const std::string& range, const Json& got) const override {
    return "deve ser um número inteiro em " + range +
           (got.isNumber() ? " (valor recebido: " + number(got.asNumber()) : " (recebido: " + typeName(got.type())) +
           ")";
  }
  std::string mustBeBoolean(Json::Type got) const override {
    return "deve ser true ou false (recebido: " + typeName(got) + ")";
  }
  std::string mustBeString(Json::Type got) const override {
    return "deve ser um texto (recebido: " + typeName(got) + ")";
  }
  std::string tooLow(const std::string& lo, bool loOpen, const std::string& got,
                     const std::string& range) const override {
    return std::string("deve ser ") + (loOpen ? "> " : "≥ ") + lo + " (valor recebido: " + got +
           "; permitido: " + range + ")";
  }
  std::string tooHigh(const std::string& hi, const std::string& got, const std::string& range) const override {
    return "deve ser ≤ " + hi + " (valor recebido: " + got + "; permitido: " + range + ")";
  }
  std::string outside(const std::string& range, const std::string& got) const override {
    return "deve estar em " + range + " (valor recebido: " + got + ")";
  }
  std::string oneOf(const std::string& allowed, const std::string& got) const override {
    return "deve ser um de " + allowed + " (valor recebido: \"" + got + "\")";
  }
  std::string zeroOrAtLeastOne(const char* zeroMeans, const std::string& got) const override {
    return std::string("deve ser 0 (") + zeroMeansPt(zeroMeans) + ") ou ≥ 1 (valor recebido: " + got + ")";
  }
  std::string atLeastEntries(std::size_t n, std::size_t got) const override {
    return "precisa de pelo menos " + pluralPt(static_cast<std::int64_t>(n), "item", "itens") + " (tem " +
           milharPt(static_cast<std::int64_t>(got)) + ")";
  }
  std::string atMostEntries(std::size_t n, std::size_t got) const override {
    return "no máximo " + pluralPt(static_cast<std::int64_t>(n), "item", "itens") + " (tem " +
           milharPt(static_cast<std::int64_t>(got)) + ")";
  }
  std::string unknownModel(const std::string& name, const std::string& allowed) const override {
    return "modelo desconhecido \"" + name + "\" (permitidos: " + allowed + ")";
  }
  std::string moreNotListed(std::size_t n) const override {
    return root() + ": mais " +
           pluralPt(static_cast<std::int64_t>(n), "problema não listado", "problemas não listados") +
           " (corrija primeiro os de cima)";
  }
};

}  // namespace

const ReaderText& portugueseReaderText() {
  static const PortugueseReaderText text;
  return text;
}

}  // namespace ps

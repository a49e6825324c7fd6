// The scenario reader's generic messages in Brazilian Portuguese (reader_text.h), written from the
// same parts as the English ones: the JSON path stays as the person typed it, numbers take a
// decimal comma and grouped thousands ("0,5", "1.000.000"), so a range separates its ends with
// ";" ("[0,5; 2]"), and the value received is named ("valor recebido: 0,5").
// The JSON parser's reason is worded here from its parts (JsonParseError): the line and column, and
// nlohmann's token names and complaints, each phrase of which has its Portuguese below.
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

// nlohmann's name of a token (lexer.hpp token_type_name) as the thing read: "number literal" ->
// "número".
std::string tokenPt(const std::string& en) {
  if (en == "end of input") return "o fim da entrada";
  if (en == "number literal") return "um número";
  if (en == "string literal") return "um texto";
  if (en == "true literal") return "o literal true";
  if (en == "false literal") return "o literal false";
  if (en == "null literal") return "o literal null";
  if (en == "'[', '{', or a literal") return "'[', '{' ou um literal";
  if (en.size() == 3 && en[0] == '\'' && en[2] == '\'') return en;  // a bracket or separator: '[', ':', ','
  return "um símbolo desconhecido";
}

// The scanner's complaint about a malformed token (lexer.hpp error_message), in Portuguese.
std::string complaintPt(const std::string& en) {
  struct Pair {
    const char* en;
    const char* pt;
  };
  static const Pair kPairs[] = {
      {"invalid literal", "literal inválido"},
      {"number overflow", "número grande demais (fora do alcance de um double)"},
      {"invalid string: missing closing quote", "texto inválido: falta a aspa de fechamento"},
      {"invalid string: ill-formed UTF-8 byte", "texto inválido: byte UTF-8 malformado"},
      {"invalid string: forbidden character after backslash",
       "texto inválido: caractere não permitido depois da barra invertida"},
      {"invalid string: '\\u' must be followed by 4 hex digits",
       "texto inválido: '\\u' deve ser seguido de 4 dígitos hexadecimais"},
      {"invalid string: surrogate U+D800..U+DBFF must be followed by U+DC00..U+DFFF",
       "texto inválido: um substituto U+D800..U+DBFF deve ser seguido de um U+DC00..U+DFFF"},
      {"invalid string: surrogate U+DC00..U+DFFF must follow U+D800..U+DBFF",
       "texto inválido: um substituto U+DC00..U+DFFF deve vir depois de um U+D800..U+DBFF"},
      {"invalid number; expected digit after '-'", "número inválido: falta um dígito depois de '-'"},
      {"invalid number; expected digit after '.'", "número inválido: falta um dígito depois de '.'"},
      {"invalid number; expected '+', '-', or digit after exponent",
       "número inválido: falta '+', '-' ou um dígito depois do expoente"},
      {"invalid number; expected digit after exponent sign",
       "número inválido: falta um dígito depois do sinal do expoente"},
      {"invalid BOM; must be 0xEF 0xBB 0xBF if given", "BOM inválido: se houver, deve ser 0xEF 0xBB 0xBF"},
  };
  for (const Pair& p : kPairs)
    if (en == p.en) return p.pt;
  // "invalid string: control character U+000A (LF) must be escaped to \u000A or \n"
  static const std::string kControl = "invalid string: control character ", kEscaped = " must be escaped to ";
  if (en.rfind(kControl, 0) == 0) {
    const auto must = en.find(kEscaped);
    if (must != std::string::npos) {
      std::string forms = en.substr(must + kEscaped.size());
      if (const auto orAt = forms.find(" or "); orAt != std::string::npos) forms.replace(orAt, 4, " ou ");
      return "texto inválido: o caractere de controle " + en.substr(kControl.size(), must - kControl.size()) +
             " deve ser escrito como " + forms;
    }
  }
  return "trecho inválido";
}

std::string jsonProblemPt(const JsonParseError& e) {
  const std::string at = "linha " + milharPt(static_cast<std::int64_t>(e.line)) + ", coluna " +
                         milharPt(static_cast<std::int64_t>(e.column)) + ": ";
  switch (e.kind) {
    case JsonParseError::Kind::kTooLong:
      return "o texto tem " + milharPt(static_cast<std::int64_t>(e.size)) + " bytes, acima do limite de " +
             milharPt(static_cast<std::int64_t>(e.limit)) + " bytes";
    case JsonParseError::Kind::kTooManyValues:
      return "o texto tem mais de " + milharPt(static_cast<std::int64_t>(e.limit)) + " valores";
    case JsonParseError::Kind::kTooDeep:
      return (e.path.empty() ? std::string("o texto") : e.path) + ": aninhamento com mais de " +
             milharPt(static_cast<std::int64_t>(e.limit)) + " níveis";
    case JsonParseError::Kind::kDuplicateKey:
      return (e.path.empty() ? std::string("o objeto de nível mais alto") : e.path) + ": a chave \"" + e.key +
             "\" aparece mais de uma vez (cada chave pode aparecer só uma vez)";
    case JsonParseError::Kind::kLeadingZero:
      return at + "um número não pode começar com 0, a menos que seja 0 ou 0.x (JSON não tem zeros à esquerda)";
    case JsonParseError::Kind::kSyntax:
      break;
  }
  std::string what;
  if (!e.unexpected.empty())
    what = e.unexpected == "end of input" ? "fim inesperado da entrada" : tokenPt(e.unexpected) + " inesperado";
  else
    what = complaintPt(e.complaint) + (e.lastRead.empty() ? "" : " (último trecho lido: '" + e.lastRead + "')");
  if (!e.expected.empty()) what += "; esperado: " + tokenPt(e.expected);
  return at + what;
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
  std::string notJson(const JsonParseError& e) const override { return "JSON inválido: " + jsonProblemPt(e); }
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

// The scenario reader's generic messages in English (the CLI's text; reader_text.h), and the
// choice of language. Portuguese is in reader_text_pt.cpp.
#include "reader_text.h"

namespace ps {

const ReaderText& portugueseReaderText();  // reader_text_pt.cpp

namespace {

class EnglishReaderText final : public ReaderText {
 public:
  const char* language() const override { return "en"; }
  std::string number(double d) const override { return formatNumber(d); }
  std::string integer(std::int64_t v) const override { return std::to_string(v); }
  std::string range(const std::string& lo, const std::string& hi, bool loOpen) const override {
    return std::string(loOpen ? "(" : "[") + lo + ", " + hi + "]";
  }
  std::string typeName(Json::Type t) const override { return Json::typeName(t); }

  std::string root() const override { return "scenario"; }
  std::string notJson(const JsonParseError& e) const override { return "not valid JSON: " + e.text; }
  std::string notAnObject(Json::Type got) const override { return "must be a JSON object (got " + typeName(got) + ")"; }
  std::string unknownField(const std::string& allowed) const override {
    return "unknown field (allowed: " + allowed + ")";
  }
  std::string requiredObject() const override { return "is required (an object)"; }
  std::string requiredArray() const override { return "is required (an array)"; }
  std::string requiredNumber(const std::string& range) const override {
    return "is required (a number in " + range + ")";
  }
  std::string requiredInteger(const std::string& range) const override {
    return "is required (an integer in " + range + ")";
  }
  std::string requiredString() const override { return "is required (a string)"; }
  std::string mustBeObject(Json::Type got) const override { return "must be an object (got " + typeName(got) + ")"; }
  std::string mustBeArray(Json::Type got) const override { return "must be an array (got " + typeName(got) + ")"; }
  std::string mustBeNumberIn(const std::string& range, Json::Type got) const override {
    return "must be a number in " + range + " (got " + typeName(got) + ")";
  }
  std::string mustBeIntegerIn(const std::string& range, const Json& got) const override {
    return "must be an integer in " + range + " (got " +
           (got.isNumber() ? number(got.asNumber()) : typeName(got.type())) + ")";
  }
  std::string mustBeBoolean(Json::Type got) const override {
    return "must be true or false (got " + typeName(got) + ")";
  }
  std::string mustBeString(Json::Type got) const override { return "must be a string (got " + typeName(got) + ")"; }
  std::string tooLow(const std::string& lo, bool loOpen, const std::string& got,
                     const std::string& range) const override {
    return std::string("must be ") + (loOpen ? "> " : ">= ") + lo + " (got " + got + "; allowed " + range + ")";
  }
  std::string tooHigh(const std::string& hi, const std::string& got, const std::string& range) const override {
    return "must be <= " + hi + " (got " + got + "; allowed " + range + ")";
  }
  std::string outside(const std::string& range, const std::string& got) const override {
    return "must be in " + range + " (got " + got + ")";
  }
  std::string oneOf(const std::string& allowed, const std::string& got) const override {
    return "must be one of " + allowed + " (got \"" + got + "\")";
  }
  std::string zeroOrAtLeastOne(const char* zeroMeans, const std::string& got) const override {
    return std::string("must be 0 (") + zeroMeans + ") or >= 1 (got " + got + ")";
  }
  std::string atLeastEntries(std::size_t n, std::size_t got) const override {
    return "needs at least " + std::to_string(n) + " entries (got " + std::to_string(got) + ")";
  }
  std::string atMostEntries(std::size_t n, std::size_t got) const override {
    return "at most " + std::to_string(n) + " entries (got " + std::to_string(got) + ")";
  }
  std::string unknownModel(const std::string& name, const std::string& allowed) const override {
    return "unknown model \"" + name + "\" (allowed: " + allowed + ")";
  }
  std::string moreNotListed(std::size_t n) const override {
    return root() + ": " + std::to_string(n) + " more problems not listed (fix the ones above first)";
  }
};

}  // namespace

const ReaderText& englishReaderText() {
  static const EnglishReaderText text;
  return text;
}

const ReaderText& readerText(std::string_view lang) {
  // "pt", "pt-BR", "pt-br", "pt_PT": the only Portuguese we have (as web/i18n/language.ts reads tags).
  const bool portuguese = lang.size() >= 2 && (lang[0] == 'p' || lang[0] == 'P') &&
                          (lang[1] == 't' || lang[1] == 'T') && (lang.size() == 2 || lang[2] == '-' || lang[2] == '_');
  return portuguese ? portugueseReaderText() : englishReaderText();
}

}  // namespace ps

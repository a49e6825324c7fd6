// The words of the scenario reader's generic messages (validator.cpp, loader.cpp), one object per
// language, each building a message from its parts (bounds, the value received, type names,
// lists). English is the CLI's text and what the tests pin; the app asks for Portuguese by passing
// its language to the load (LoadOptions::lang, the wasm Engine's third argument), as it does for
// log lines and why-texts. A language without its own object gets English.
// Not here, but in the load's language too: each model's own rules (Validator::error(path,
// english, portuguese) where the rule is checked), a declaration's rangeWhy (Param::rangeWhyPt),
// the sweep's shape (SweepError) and the budget refusals (overBudget, Cost::whatPt).
#pragma once
#include <cstdint>
#include <string>
#include <string_view>

#include "../core/json.h"

namespace ps {

class ReaderText {
 public:
  virtual ~ReaderText() = default;
  // The BCP 47 tag of these words: "en", "pt-BR".
  virtual const char* language() const = 0;

  // ---- parts ----
  // A value or a bound: "0.5" / "0,5".
  virtual std::string number(double d) const = 0;
  // A whole bound (int64 exactly, even past 2^53): "1000000" / "1.000.000".
  virtual std::string integer(std::int64_t v) const = 0;
  // An allowed range: "[1, 1000]", "(0, 1e6]" / "[1; 1.000]".
  virtual std::string range(const std::string& lo, const std::string& hi, bool loOpen) const = 0;
  // A JSON value's type as a person reads it: "number" / "número".
  virtual std::string typeName(Json::Type t) const = 0;

  // The whole scenario where a message has no field path: "scenario" / "cenário".
  virtual std::string root() const = 0;

  // ---- whole messages (after "path: ") ----
  // The text is not JSON: the parser's reason, from its parts (line, column, what it read).
  virtual std::string notJson(const JsonParseError& e) const = 0;
  virtual std::string notAnObject(Json::Type got) const = 0;
  virtual std::string unknownField(const std::string& allowed) const = 0;
  virtual std::string requiredObject() const = 0;
  virtual std::string requiredArray() const = 0;
  virtual std::string requiredNumber(const std::string& range) const = 0;
  virtual std::string requiredInteger(const std::string& range) const = 0;
  virtual std::string requiredString() const = 0;
  virtual std::string mustBeObject(Json::Type got) const = 0;
  virtual std::string mustBeArray(Json::Type got) const = 0;
  virtual std::string mustBeNumberIn(const std::string& range, Json::Type got) const = 0;
  // `got` is the value received: a number that is not whole, or a value of another type.
  virtual std::string mustBeIntegerIn(const std::string& range, const Json& got) const = 0;
  virtual std::string mustBeBoolean(Json::Type got) const = 0;
  virtual std::string mustBeString(Json::Type got) const = 0;
  virtual std::string tooLow(const std::string& lo, bool loOpen, const std::string& got,
                             const std::string& range) const = 0;
  virtual std::string tooHigh(const std::string& hi, const std::string& got, const std::string& range) const = 0;
  virtual std::string outside(const std::string& range, const std::string& got) const = 0;
  virtual std::string oneOf(const std::string& allowed, const std::string& got) const = 0;
  // A rate whose 0 means "derive it" (`zeroMeans` is the declaration's English phrase).
  virtual std::string zeroOrAtLeastOne(const char* zeroMeans, const std::string& got) const = 0;
  virtual std::string atLeastEntries(std::size_t n, std::size_t got) const = 0;
  virtual std::string atMostEntries(std::size_t n, std::size_t got) const = 0;
  virtual std::string unknownModel(const std::string& name, const std::string& allowed) const = 0;
  // The last line when more problems were found than are listed (a whole line, path included).
  virtual std::string moreNotListed(std::size_t n) const = 0;
};

// The English words (the CLI's; byte-identical to what the reader always wrote).
const ReaderText& englishReaderText();
// The words for `lang` (a BCP 47 tag: "pt-BR", "pt"); English for any other.
const ReaderText& readerText(std::string_view lang);

}  // namespace ps

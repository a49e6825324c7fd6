// Scenario validation with errors a person can act on: "path: message (allowed range)", e.g.
//   network.links[3].bandwidth: must be > 0 (got -5)
// Readers take a default and return it after recording an error, so one pass over a scenario
// reports every problem at once rather than the first.
#pragma once
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "../core/json.h"
#include "params.h"
#include "reader_text.h"

namespace ps {

class Validator {
 public:
  // `text` is the language of the generic messages (reader_text.h); English unless the load asks.
  explicit Validator(const ReaderText& text = englishReaderText()) : text_(&text) {}
  const ReaderText& text() const { return *text_; }

  // Problems listed at most; past it they are counted (a hostile scenario with 80,000 unknown keys
  // gets a short answer, not 80,000 lines).
  static constexpr std::size_t kMaxErrors = 100;

  void error(const std::string& path, const std::string& message) {
    if (errors_.size() >= kMaxErrors) {
      ++unlisted_;
      return;
    }
    errors_.push_back(path + ": " + message);
  }
  // A rule of the model's own, in the load's language: the English (the CLI's text, which the
  // tests pin) and its Brazilian Portuguese, written side by side where the rule is checked.
  void error(const std::string& path, const std::string& english, const std::string& portuguese) {
    error(path, inPortuguese() ? portuguese : english);
  }
  bool inPortuguese() const { return std::string_view(text_->language()) == "pt-BR"; }
  bool ok() const { return errors_.empty(); }
  // The problems, then one line counting those not listed.
  std::vector<std::string> errors() const;
  std::string joined() const;

  static std::string at(const std::string& path, const std::string& key) {
    return path.empty() ? key : path + "." + key;
  }
  static std::string at(const std::string& path, std::size_t index) { return path + "[" + std::to_string(index) + "]"; }

  // Reports keys of `obj` that are not in `allowed` (catches typos such as "bandwith").
  void onlyKeys(const Json& obj, const std::string& path, std::initializer_list<const char*> allowed);
  void onlyKeys(const Json& obj, const std::string& path, const std::vector<std::string>& allowed);

  // The object at obj[key]; records an error and returns an empty object if wrong type.
  const Json& object(const Json& obj, const std::string& path, const std::string& key, bool required);
  const Json& array(const Json& obj, const std::string& path, const std::string& key, bool required);

  // A number in [lo, hi]; `loOpen` makes the lower bound exclusive (> lo).
  double number(const Json& obj, const std::string& path, const std::string& key, double dflt, double lo, double hi,
                bool loOpen = false, bool required = false);
  std::int64_t integer(const Json& obj, const std::string& path, const std::string& key, std::int64_t dflt,
                       std::int64_t lo, std::int64_t hi, bool required = false);
  bool boolean(const Json& obj, const std::string& path, const std::string& key, bool dflt);
  std::string string(const Json& obj, const std::string& path, const std::string& key, const std::string& dflt,
                     bool required = false);
  std::string choice(const Json& obj, const std::string& path, const std::string& key, const std::string& dflt,
                     std::initializer_list<const char*> allowed);

  // ---- declared parameters (params.h): range, default and wording come from the declaration --
  double read(const Json& obj, const std::string& path, const Param& p);  // number
  double read(const Json& obj, const std::string& path, const Param& p, double dflt);
  std::int64_t readInt(const Json& obj, const std::string& path, const Param& p);
  // A bit/s field whose 0 means "derive it" (`zeroMeans` says from what): 0 or at least 1 bit/s.
  double readRateOrZero(const Json& obj, const std::string& path, const Param& p, const char* zeroMeans);
  std::int64_t readInt(const Json& obj, const std::string& path, const Param& p, std::int64_t dflt);
  bool readBool(const Json& obj, const std::string& path, const Param& p);
  std::string readString(const Json& obj, const std::string& path, const Param& p);
  std::string readChoice(const Json& obj, const std::string& path, const Param& p);
  // The object at obj[p.key] (an empty object when absent) after rejecting undeclared keys.
  const Json& readObject(const Json& obj, const std::string& path, const Param& p);
  // The array at obj[p.key] (empty when absent), with its length checked against min/maxItems.
  const Json& readArray(const Json& obj, const std::string& path, const Param& p);
  // Rejects keys of `obj` that `decl` (an object Param) does not declare.
  void onlyDeclared(const Json& obj, const std::string& path, const Param& decl);

 private:
  // Appends the declaration's reason for its range to the last error, in the load's language.
  void addRangeWhy(const Param& p);

  const ReaderText* text_;
  std::vector<std::string> errors_;
  std::size_t unlisted_ = 0;
};

// Formats a bound for messages: 1e6 -> "1000000", 0.5 -> "0.5".
std::string fmtBound(double d);

}  // namespace ps

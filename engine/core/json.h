// A small JSON value, parser and writer: enough for scenarios, inspect snapshots and results.
// Objects keep their keys in document order so that errors and output are stable.
// Parsing (json_parse.cpp) is nlohmann/json's strict RFC 8259 reader driving a tree builder with
// depth, size and duplicate-key guards; writing is ours (formatNumber: same text natively and in wasm).
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace ps {

class Json {
 public:
  enum class Type { Null, Bool, Number, String, Array, Object };

  Json() = default;
  static Json boolean(bool b);
  static Json number(double d);
  static Json string(std::string s);
  static Json array();
  static Json object();

  Type type() const { return type_; }
  bool isNull() const { return type_ == Type::Null; }
  bool isBool() const { return type_ == Type::Bool; }
  bool isNumber() const { return type_ == Type::Number; }
  bool isString() const { return type_ == Type::String; }
  bool isArray() const { return type_ == Type::Array; }
  bool isObject() const { return type_ == Type::Object; }
  static const char* typeName(Type t);

  bool asBool() const { return bool_; }
  double asNumber() const { return number_; }
  const std::string& asString() const { return string_; }

  // Arrays.
  std::size_t size() const { return items_.size(); }
  const Json& operator[](std::size_t i) const { return items_[i]; }
  Json& operator[](std::size_t i) { return items_[i]; }
  void push(Json v) { items_.push_back(std::move(v)); }
  const std::vector<Json>& items() const { return items_; }

  // Objects. get() returns nullptr when absent.
  const Json* get(const std::string& key) const;
  Json* get(const std::string& key);
  void set(const std::string& key, Json v);
  const std::vector<std::pair<std::string, Json>>& members() const { return members_; }

  std::string dump() const;  // compact

 private:
  friend class JsonTreeBuilder;  // json_parse.cpp appends members without the duplicate lookup
  Type type_ = Type::Null;
  bool bool_ = false;
  double number_ = 0;
  std::string string_;
  std::vector<Json> items_;
  std::vector<std::pair<std::string, Json>> members_;
};

// What a parse accepts at most: hostile text cannot exhaust the stack or the memory.
struct JsonLimits {
  std::size_t maxBytes = std::size_t{16} << 20;  // 16 MiB of text
  int maxDepth = 64;                             // nested arrays and objects
  std::size_t maxValues = 2000000;               // values in all (a value costs about 100 B in the tree)
};

// Why a text is not accepted, in parts, so that a message can be worded in another language
// (scenario/reader_text.h); `text` is the English message parseJson(text, out, error) gives.
struct JsonParseError {
  enum class Kind : std::uint8_t {
    kTooLong,        // size bytes, over limit
    kTooManyValues,  // more than limit values
    kTooDeep,        // path: nesting deeper than limit levels
    kDuplicateKey,   // path: key appears twice
    kLeadingZero,    // line, column: a number such as 01
    kSyntax,         // line, column: nlohmann's complaint, split below
  };
  Kind kind = Kind::kSyntax;
  std::string text;
  std::size_t line = 0, column = 0;
  std::size_t size = 0, limit = 0;
  std::string path;  // "" = the top level
  std::string key;   // clipped
  // kSyntax, in nlohmann's words: the token it did not expect ("end of input", "number literal",
  // "','") and the one it expected ("'[', '{', or a literal"); or, for a malformed token, the
  // scanner's complaint ("invalid literal", "number overflow") and the token read (clipped).
  std::string unexpected, expected, complaint, lastRead;
};

// Parses `text` strictly (RFC 8259 as browsers' JSON.parse reads it, except that a \u escape of a
// lone surrogate is refused: it has no UTF-8 form). Duplicate keys are refused (O(n log n) per
// object, whatever the keys). On failure returns false and sets `error` to "line L, column C:
// message" (syntax) or "<path>: message" (duplicate key, nesting).
bool parseJson(const std::string& text, Json& out, std::string& error, const JsonLimits& limits = {});
// The same, with the reason in parts.
bool parseJson(const std::string& text, Json& out, JsonParseError& error, const JsonLimits& limits = {});

// Sets the value at a dotted path ("network.links[0].bandwidth" or "network.links.0.bandwidth")
// from a command-line string: parsed as JSON when it parses (numbers, true, arrays), otherwise
// taken as a string. Intermediate objects are created; returns false with `error` otherwise.
bool setJsonPath(Json& root, const std::string& path, const std::string& value, std::string& error);
// Reads the value at a dotted path, or nullptr.
const Json* getJsonPath(const Json& root, const std::string& path);

// Formats a double the same way natively and in wasm: integers without a fraction, others with
// up to 17 significant digits (round-trip exact).
std::string formatNumber(double d);
std::string jsonQuote(const std::string& s);

// A streaming writer for inspect snapshots and results (no intermediate tree).
class JsonWriter {
 public:
  JsonWriter& beginObject();
  JsonWriter& endObject();
  JsonWriter& beginArray();
  JsonWriter& endArray();
  JsonWriter& key(const std::string& k);
  JsonWriter& value(double d);
  JsonWriter& value(std::int64_t i);
  JsonWriter& value(std::uint64_t i) { return value(static_cast<std::int64_t>(i)); }
  JsonWriter& value(int i) { return value(static_cast<std::int64_t>(i)); }
  JsonWriter& value(unsigned i) { return value(static_cast<std::int64_t>(i)); }
  JsonWriter& value(bool b);
  JsonWriter& value(const std::string& s);
  JsonWriter& value(const char* s) { return value(std::string(s)); }
  JsonWriter& null();
  JsonWriter& raw(const std::string& json);  // an already-serialized value
  template <class T>
  JsonWriter& field(const std::string& k, const T& v) {
    key(k);
    return value(v);
  }
  const std::string& str() const { return out_; }

 private:
  void separator();
  std::string out_;
  std::vector<bool> first_;  // per open container: no element written yet
  bool afterKey_ = false;
};

}  // namespace ps

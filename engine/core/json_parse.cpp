// JSON text -> Json tree. The reading is nlohmann/json's (a maintained, strict RFC 8259 parser,
// Debian's nlohmann-json3-dev, header-only so the wasm build uses the same code): no leading zeros
// ("01"), no trailing commas, well-formed UTF-8 only, surrogate escapes only in valid pairs, numbers
// that overflow a double refused. Its SAX interface is iterative (no recursion on nesting) and
// drives our builder, which adds what the scenario format needs:
//   - a size guard (before reading) and a depth guard (at each open bracket);
//   - duplicate keys refused when an object closes, by sorting its keys: O(n log n) whatever the
//     keys are (a hash set would be O(n) on average but can be flooded with colliding keys);
//   - messages a person can act on, with the line and column, or the path of the object.
// Figures: README "Hostile input, budgets and parsing" (the regression tests in json_test.cpp; no
// benchmark against RapidJSON was made: a maintained strict parser was the goal, not speed).
#include <algorithm>
#include <nlohmann/json.hpp>
#include <string_view>

#include "json.h"

namespace ps {

namespace {

// Shortens text quoted back in a message (a hostile key or token can be megabytes long).
std::string clip(std::string_view s, std::size_t max = 60) {
  std::string out;
  for (const char c : s.substr(0, max)) out += static_cast<unsigned char>(c) < 0x20 ? '?' : c;
  if (s.size() > max) out += "...";
  return out;
}

// The line and column of byte `offset` (columns count bytes, from 1).
void locate(const std::string& text, std::size_t offset, JsonParseError& e) {
  std::size_t line = 1, lineStart = 0;
  const std::size_t end = std::min(offset, text.size());
  for (std::size_t i = 0; i < end; ++i) {
    if (text[i] == '\n') {
      ++line;
      lineStart = i + 1;
    }
  }
  e.line = line;
  e.column = end - lineStart + 1;
}

// nlohmann's message without its two prefixes: "[json.exception.parse_error.101] parse error at
// line 1, column 2: syntax error ..." -> "syntax error ...".
std::string withoutPrefixes(const std::string& what) {
  std::string m = what;
  if (!m.empty() && m[0] == '[') {
    const auto close = m.find("] ");
    if (close != std::string::npos) m = m.substr(close + 2);
  }
  if (m.rfind("parse error at line ", 0) == 0) {
    const auto colon = m.find(": ");
    if (colon != std::string::npos) m = m.substr(colon + 2);
  }
  return m;
}

// nlohmann's raw message split into its parts (JsonParseError::kSyntax): "syntax error while
// parsing value - unexpected end of input; expected '[', '{', or a literal", "... - invalid
// literal; last read: 'tru'", "number overflow parsing '1e999'".
void splitSyntax(const std::string& what, JsonParseError& e) {
  std::string m = withoutPrefixes(what);
  static const std::string kOverflow = "number overflow parsing '";
  if (m.rfind(kOverflow, 0) == 0) {
    e.complaint = "number overflow";
    e.lastRead =
        clip(m.substr(kOverflow.size(), m.size() > kOverflow.size() ? m.size() - kOverflow.size() - 1 : 0), 40);
    return;
  }
  if (m.rfind("syntax error ", 0) == 0) {
    const auto dash = m.find("- ");
    if (dash != std::string::npos) m = m.substr(dash + 2);
  }
  static const std::string kExpected = "; expected ", kLastRead = "; last read: '";
  if (m.rfind("unexpected ", 0) == 0) {
    const auto semi = m.find(kExpected);
    e.unexpected = m.substr(11, semi == std::string::npos ? std::string::npos : semi - 11);
    if (semi != std::string::npos) e.expected = m.substr(semi + kExpected.size());
    return;
  }
  const auto lastRead = m.find(kLastRead);
  e.complaint = m.substr(0, lastRead);
  if (lastRead == std::string::npos) return;
  const std::size_t from = lastRead + kLastRead.size();
  auto end = m.find("'" + kExpected, from);
  if (end == std::string::npos) end = m.rfind('\'');
  e.lastRead = clip(m.substr(from, end == std::string::npos || end < from ? std::string::npos : end - from), 40);
  if (end != std::string::npos && m.compare(end + 1, kExpected.size(), kExpected) == 0)
    e.expected = m.substr(end + 1 + kExpected.size());
}

bool isDigit(char c) { return c >= '0' && c <= '9'; }

// nlohmann's message without its prefixes: "[json.exception.parse_error.101] parse error at line
// 1, column 2: syntax error while parsing value - unexpected number literal; ..." ->
// "unexpected number literal; ...".
std::string plainMessage(const std::string& what) {
  std::string m = withoutPrefixes(what);
  if (m.rfind("syntax error while parsing ", 0) == 0) {
    const auto dash = m.find(" - ");
    if (dash != std::string::npos) m = m.substr(dash + 3);
  }
  const auto lastRead = m.find("; last read: '");
  if (lastRead != std::string::npos) {
    const auto end = m.find('\'', lastRead + 14);
    const std::string token =
        m.substr(lastRead + 14, end == std::string::npos ? std::string::npos : end - lastRead - 14);
    m = m.substr(0, lastRead) + "; last read: '" + clip(token, 40) + "'" +
        (end == std::string::npos ? "" : m.substr(end + 1));
  }
  return m;
}

}  // namespace

// Builds the tree from nlohmann's SAX events. The stack holds the open containers; a child is
// always the last element of its parent, so the pointers stay valid while it is open.
class JsonTreeBuilder final : public nlohmann::json_sax<nlohmann::json> {
 public:
  JsonTreeBuilder(Json& root, const JsonLimits& limits) : root_(root), limits_(limits) {}

  bool null() override { return put(Json()) != nullptr; }
  bool boolean(bool b) override { return put(Json::boolean(b)) != nullptr; }
  bool number_integer(number_integer_t i) override { return put(Json::number(static_cast<double>(i))) != nullptr; }
  bool number_unsigned(number_unsigned_t u) override { return put(Json::number(static_cast<double>(u))) != nullptr; }
  bool number_float(number_float_t d, const string_t&) override { return put(Json::number(d)) != nullptr; }
  bool string(string_t& s) override { return put(Json::string(std::move(s))) != nullptr; }
  bool binary(binary_t&) override { return false; }  // never produced by the JSON reader
  bool key(string_t& k) override {
    key_ = std::move(k);
    return true;
  }
  bool start_object(std::size_t) override { return open(Json::object()); }
  bool start_array(std::size_t) override { return open(Json::array()); }
  bool end_array() override {
    stack_.pop_back();
    return true;
  }
  bool end_object() override {
    if (!unique(*stack_.back())) return false;
    stack_.pop_back();
    return true;
  }
  bool parse_error(std::size_t position, const std::string& lastToken, const nlohmann::detail::exception& ex) override {
    syntaxError_ = true;
    position_ = position;
    lastToken_ = lastToken;
    message_ = plainMessage(ex.what());
    error_.kind = JsonParseError::Kind::kSyntax;
    splitSyntax(ex.what(), error_);
    return false;
  }

  bool syntaxError() const { return syntaxError_; }
  std::size_t position() const { return position_; }
  const std::string& lastToken() const { return lastToken_; }
  const std::string& message() const { return message_; }
  // The parts of the problem (all but its English text, line and column, which parseJson adds).
  JsonParseError& error() { return error_; }

 private:
  Json* put(Json v) {
    if (++values_ > limits_.maxValues) {
      message_ = "the text holds more than " + std::to_string(limits_.maxValues) + " values";
      error_.kind = JsonParseError::Kind::kTooManyValues;
      error_.limit = limits_.maxValues;
      return nullptr;
    }
    if (stack_.empty()) {
      root_ = std::move(v);
      return &root_;
    }
    Json& parent = *stack_.back();
    if (parent.type_ == Json::Type::Array) {
      parent.items_.push_back(std::move(v));
      return &parent.items_.back();
    }
    parent.members_.emplace_back(std::move(key_), std::move(v));
    return &parent.members_.back().second;
  }

  bool open(Json container) {
    if (static_cast<int>(stack_.size()) >= limits_.maxDepth) {
      const std::string at = path();
      message_ = (at.empty() ? std::string("the text") : at) + ": nesting deeper than " +
                 std::to_string(limits_.maxDepth) + " levels";
      error_.kind = JsonParseError::Kind::kTooDeep;
      error_.path = at;
      error_.limit = static_cast<std::size_t>(limits_.maxDepth);
      return false;
    }
    Json* added = put(std::move(container));
    if (!added) return false;
    stack_.push_back(added);
    return true;
  }

  // Duplicate keys in the object that just closed: pairwise for small objects, sorted otherwise.
  bool unique(const Json& obj) {
    const auto& m = obj.members_;
    const std::string* dup = nullptr;
    if (m.size() <= 8) {
      for (std::size_t i = 1; i < m.size() && !dup; ++i)
        for (std::size_t j = 0; j < i; ++j)
          if (m[i].first == m[j].first) {
            dup = &m[i].first;
            break;
          }
    } else {
      std::vector<const std::string*> keys;
      keys.reserve(m.size());
      for (const auto& kv : m) keys.push_back(&kv.first);
      std::sort(keys.begin(), keys.end(), [](const std::string* a, const std::string* b) { return *a < *b; });
      for (std::size_t i = 1; i < keys.size(); ++i)
        if (*keys[i] == *keys[i - 1]) {
          dup = keys[i];
          break;
        }
    }
    if (!dup) return true;
    const std::string at = path();
    message_ = (at.empty() ? std::string("the top-level object") : at) + ": duplicate key \"" + clip(*dup) +
               "\" (each key may appear once)";
    error_.kind = JsonParseError::Kind::kDuplicateKey;
    error_.path = at;
    error_.key = clip(*dup);
    return false;
  }

  // The path of the innermost open container, in the validator's spelling ("network.links[3]").
  std::string path() const {
    std::string out;
    for (std::size_t i = 1; i < stack_.size(); ++i) {
      const Json& parent = *stack_[i - 1];
      if (parent.type_ == Json::Type::Array) {
        out += "[" + std::to_string(parent.items_.size() - 1) + "]";
      } else {
        if (!out.empty()) out += '.';
        out += clip(parent.members_.back().first);
      }
    }
    return out;
  }

  Json& root_;
  const JsonLimits& limits_;
  std::size_t values_ = 0;
  std::vector<Json*> stack_;
  std::string key_;
  bool syntaxError_ = false;
  std::size_t position_ = 0;
  std::string lastToken_, message_;
  JsonParseError error_;
};

bool parseJson(const std::string& text, Json& out, JsonParseError& error, const JsonLimits& limits) {
  error = JsonParseError{};
  if (text.size() > limits.maxBytes) {
    error.kind = JsonParseError::Kind::kTooLong;
    error.size = text.size();
    error.limit = limits.maxBytes;
    error.text = "the text is " + std::to_string(text.size()) + " bytes long, over the limit of " +
                 std::to_string(limits.maxBytes) + " bytes";
    return false;
  }
  out = Json();
  JsonTreeBuilder builder(out, limits);
  if (nlohmann::json::sax_parse(text, &builder, nlohmann::json::input_format_t::json, /*strict=*/true)) return true;
  out = Json();
  error = std::move(builder.error());
  if (!builder.syntaxError()) {  // the builder refused: duplicate key or nesting, already worded
    error.text = builder.message();
    return false;
  }
  // position() counts the characters read, the offending one included.
  const std::size_t at = builder.position() > 0 ? builder.position() - 1 : 0;
  std::string message = builder.message();
  // "01": nlohmann reads "0" then stumbles on "1"; say what is wrong with the number instead.
  const std::size_t tokenStart = at + 1 >= builder.lastToken().size() ? at + 1 - builder.lastToken().size() : 0;
  if (tokenStart >= 1 && tokenStart < text.size() && isDigit(text[tokenStart]) && text[tokenStart - 1] == '0' &&
      (tokenStart == 1 ||
       !(isDigit(text[tokenStart - 2]) || text[tokenStart - 2] == '.' || text[tokenStart - 2] == 'e' ||
         text[tokenStart - 2] == 'E' || text[tokenStart - 2] == '+'))) {
    message = "a number must not start with 0 unless it is 0 or 0.x (JSON has no leading zeros)";
    error.kind = JsonParseError::Kind::kLeadingZero;
  }
  locate(text, at, error);
  error.text = "line " + std::to_string(error.line) + ", column " + std::to_string(error.column) + ": " + message;
  return false;
}

bool parseJson(const std::string& text, Json& out, std::string& error, const JsonLimits& limits) {
  JsonParseError e;
  if (parseJson(text, out, e, limits)) return true;
  error = std::move(e.text);
  return false;
}

}  // namespace ps

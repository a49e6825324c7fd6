// Long file: the whole JSON reader and writer (parser with depth and size guards, number and
// string formatting, path overrides); issue 14 replaces the parser with a maintained library.
#include "json.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace ps {

Json Json::boolean(bool b) {
  Json j;
  j.type_ = Type::Bool;
  j.bool_ = b;
  return j;
}
Json Json::number(double d) {
  Json j;
  j.type_ = Type::Number;
  j.number_ = d;
  return j;
}
Json Json::string(std::string s) {
  Json j;
  j.type_ = Type::String;
  j.string_ = std::move(s);
  return j;
}
Json Json::array() {
  Json j;
  j.type_ = Type::Array;
  return j;
}
Json Json::object() {
  Json j;
  j.type_ = Type::Object;
  return j;
}

const char* Json::typeName(Type t) {
  switch (t) {
    case Type::Null:
      return "null";
    case Type::Bool:
      return "boolean";
    case Type::Number:
      return "number";
    case Type::String:
      return "string";
    case Type::Array:
      return "array";
    case Type::Object:
      return "object";
  }
  return "?";
}

const Json* Json::get(const std::string& key) const {
  for (const auto& m : members_)
    if (m.first == key) return &m.second;
  return nullptr;
}
Json* Json::get(const std::string& key) {
  for (auto& m : members_)
    if (m.first == key) return &m.second;
  return nullptr;
}
void Json::set(const std::string& key, Json v) {
  if (Json* existing = get(key)) {
    *existing = std::move(v);
    return;
  }
  members_.emplace_back(key, std::move(v));
}

// ---- parser ---------------------------------------------------------------------------------

namespace {

class Parser {
 public:
  explicit Parser(const std::string& t) : t_(t) {}

  bool parse(Json& out, std::string& error) {
    skipSpace();
    if (!value(out, 0)) {
      error = where() + ": " + msg_;
      return false;
    }
    skipSpace();
    if (p_ != t_.size()) {
      msg_ = "unexpected text after the JSON value";
      error = where() + ": " + msg_;
      return false;
    }
    return true;
  }

 private:
  static constexpr int kMaxDepth = 64;  // hostile input cannot exhaust the stack

  bool fail(const std::string& m) {
    msg_ = m;
    return false;
  }
  std::string where() const {
    int line = 1, col = 1;
    for (std::size_t i = 0; i < p_ && i < t_.size(); ++i) {
      if (t_[i] == '\n') {
        ++line;
        col = 1;
      } else {
        ++col;
      }
    }
    return "line " + std::to_string(line) + ", column " + std::to_string(col);
  }
  void skipSpace() {
    while (p_ < t_.size() && (t_[p_] == ' ' || t_[p_] == '\n' || t_[p_] == '\r' || t_[p_] == '\t')) ++p_;
  }
  bool literal(const char* word) {
    std::size_t n = 0;
    while (word[n]) ++n;
    if (t_.compare(p_, n, word) != 0) return false;
    p_ += n;
    return true;
  }

  bool value(Json& out, int depth) {
    if (depth > kMaxDepth) return fail("nesting deeper than 64 levels");
    if (p_ >= t_.size()) return fail("unexpected end of input");
    const char c = t_[p_];
    if (c == '{') return object(out, depth);
    if (c == '[') return array(out, depth);
    if (c == '"') {
      std::string s;
      if (!str(s)) return false;
      out = Json::string(std::move(s));
      return true;
    }
    if (c == 't') {
      if (literal("true")) {
        out = Json::boolean(true);
        return true;
      }
      return fail("invalid literal");
    }
    if (c == 'f') {
      if (literal("false")) {
        out = Json::boolean(false);
        return true;
      }
      return fail("invalid literal");
    }
    if (c == 'n') {
      if (literal("null")) {
        out = Json();
        return true;
      }
      return fail("invalid literal");
    }
    if (c == '-' || (c >= '0' && c <= '9')) return number(out);
    return fail(std::string("unexpected character '") + c + "'");
  }

  bool object(Json& out, int depth) {
    out = Json::object();
    ++p_;
    skipSpace();
    if (p_ < t_.size() && t_[p_] == '}') {
      ++p_;
      return true;
    }
    for (;;) {
      skipSpace();
      if (p_ >= t_.size() || t_[p_] != '"') return fail("expected a quoted key");
      std::string k;
      if (!str(k)) return false;
      skipSpace();
      if (p_ >= t_.size() || t_[p_] != ':') return fail("expected ':' after a key");
      ++p_;
      skipSpace();
      Json v;
      if (!value(v, depth + 1)) return false;
      if (out.get(k)) return fail("duplicate key \"" + k + "\"");
      out.set(k, std::move(v));
      skipSpace();
      if (p_ < t_.size() && t_[p_] == ',') {
        ++p_;
        continue;
      }
      if (p_ < t_.size() && t_[p_] == '}') {
        ++p_;
        return true;
      }
      return fail("expected ',' or '}' in an object");
    }
  }

  bool array(Json& out, int depth) {
    out = Json::array();
    ++p_;
    skipSpace();
    if (p_ < t_.size() && t_[p_] == ']') {
      ++p_;
      return true;
    }
    for (;;) {
      skipSpace();
      Json v;
      if (!value(v, depth + 1)) return false;
      out.push(std::move(v));
      skipSpace();
      if (p_ < t_.size() && t_[p_] == ',') {
        ++p_;
        continue;
      }
      if (p_ < t_.size() && t_[p_] == ']') {
        ++p_;
        return true;
      }
      return fail("expected ',' or ']' in an array");
    }
  }

  bool number(Json& out) {
    const std::size_t start = p_;
    if (t_[p_] == '-') ++p_;
    auto digits = [&] {
      std::size_t s = p_;
      while (p_ < t_.size() && t_[p_] >= '0' && t_[p_] <= '9') ++p_;
      return p_ > s;
    };
    if (!digits()) return fail("invalid number");
    if (p_ < t_.size() && t_[p_] == '.') {
      ++p_;
      if (!digits()) return fail("invalid number");
    }
    if (p_ < t_.size() && (t_[p_] == 'e' || t_[p_] == 'E')) {
      ++p_;
      if (p_ < t_.size() && (t_[p_] == '+' || t_[p_] == '-')) ++p_;
      if (!digits()) return fail("invalid number");
    }
    const std::string text = t_.substr(start, p_ - start);
    const double d = std::strtod(text.c_str(), nullptr);  // correctly rounded in glibc and musl
    if (!std::isfinite(d)) return fail("number out of range");
    out = Json::number(d);
    return true;
  }

  static void utf8(std::string& s, unsigned cp) {
    if (cp < 0x80)
      s += static_cast<char>(cp);
    else if (cp < 0x800) {
      s += static_cast<char>(0xc0 | (cp >> 6));
      s += static_cast<char>(0x80 | (cp & 0x3f));
    } else if (cp < 0x10000) {
      s += static_cast<char>(0xe0 | (cp >> 12));
      s += static_cast<char>(0x80 | ((cp >> 6) & 0x3f));
      s += static_cast<char>(0x80 | (cp & 0x3f));
    } else {
      s += static_cast<char>(0xf0 | (cp >> 18));
      s += static_cast<char>(0x80 | ((cp >> 12) & 0x3f));
      s += static_cast<char>(0x80 | ((cp >> 6) & 0x3f));
      s += static_cast<char>(0x80 | (cp & 0x3f));
    }
  }
  bool hex4(unsigned& v) {
    if (p_ + 4 > t_.size()) return fail("truncated \\u escape");
    v = 0;
    for (int i = 0; i < 4; ++i) {
      const char c = t_[p_++];
      v <<= 4;
      if (c >= '0' && c <= '9')
        v |= c - '0';
      else if (c >= 'a' && c <= 'f')
        v |= c - 'a' + 10;
      else if (c >= 'A' && c <= 'F')
        v |= c - 'A' + 10;
      else
        return fail("invalid \\u escape");
    }
    return true;
  }
  bool str(std::string& s) {
    ++p_;  // opening quote
    for (;;) {
      if (p_ >= t_.size()) return fail("unterminated string");
      const char c = t_[p_++];
      if (c == '"') return true;
      if (static_cast<unsigned char>(c) < 0x20) return fail("control character in a string");
      if (c != '\\') {
        s += c;
        continue;
      }
      if (p_ >= t_.size()) return fail("unterminated string");
      const char e = t_[p_++];
      switch (e) {
        case '"':
          s += '"';
          break;
        case '\\':
          s += '\\';
          break;
        case '/':
          s += '/';
          break;
        case 'b':
          s += '\b';
          break;
        case 'f':
          s += '\f';
          break;
        case 'n':
          s += '\n';
          break;
        case 'r':
          s += '\r';
          break;
        case 't':
          s += '\t';
          break;
        case 'u': {
          unsigned cp;
          if (!hex4(cp)) return false;
          if (cp >= 0xd800 && cp < 0xdc00 && p_ + 1 < t_.size() && t_[p_] == '\\' && t_[p_ + 1] == 'u') {
            p_ += 2;
            unsigned lo;
            if (!hex4(lo)) return false;
            cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00);
          }
          utf8(s, cp);
          break;
        }
        default:
          return fail("invalid escape");
      }
    }
  }

  const std::string& t_;
  std::size_t p_ = 0;
  std::string msg_;
};

// Splits "a.b[2].c" or "a.b.2.c" into segments.
std::vector<std::string> splitPath(const std::string& path) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : path) {
    if (c == '.' || c == '[' || c == ']') {
      if (!cur.empty()) out.push_back(cur);
      cur.clear();
    } else {
      cur += c;
    }
  }
  if (!cur.empty()) out.push_back(cur);
  return out;
}

bool isIndex(const std::string& s, std::size_t& idx) {
  if (s.empty() || s.size() > 9) return false;
  for (char c : s)
    if (c < '0' || c > '9') return false;
  idx = static_cast<std::size_t>(std::stoul(s));
  return true;
}

}  // namespace

bool parseJson(const std::string& text, Json& out, std::string& error) { return Parser(text).parse(out, error); }

bool setJsonPath(Json& root, const std::string& path, const std::string& value, std::string& error) {
  const auto segs = splitPath(path);
  if (segs.empty()) {
    error = "empty path";
    return false;
  }
  Json v;
  std::string ignored;
  if (!parseJson(value, v, ignored)) v = Json::string(value);
  Json* cur = &root;
  for (std::size_t i = 0; i < segs.size(); ++i) {
    const bool last = i + 1 == segs.size();
    std::size_t idx;
    if (cur->isArray() && isIndex(segs[i], idx)) {
      if (idx >= cur->size()) {
        error = path + ": index " + segs[i] + " is past the end (size " + std::to_string(cur->size()) + ")";
        return false;
      }
      if (last) {
        (*cur)[idx] = v;
        return true;
      }
      cur = &(*cur)[idx];
    } else if (cur->isObject() || cur->isNull()) {
      if (cur->isNull()) *cur = Json::object();
      if (last) {
        cur->set(segs[i], v);
        return true;
      }
      if (!cur->get(segs[i])) cur->set(segs[i], Json::object());
      cur = cur->get(segs[i]);
    } else {
      error = path + ": cannot descend into a " + Json::typeName(cur->type()) + " at '" + segs[i] + "'";
      return false;
    }
  }
  return true;
}

const Json* getJsonPath(const Json& root, const std::string& path) {
  const Json* cur = &root;
  for (const auto& seg : splitPath(path)) {
    std::size_t idx;
    if (cur->isArray() && isIndex(seg, idx)) {
      if (idx >= cur->size()) return nullptr;
      cur = &(*cur)[idx];
    } else if (cur->isObject()) {
      cur = cur->get(seg);
      if (!cur) return nullptr;
    } else {
      return nullptr;
    }
  }
  return cur;
}

std::string formatNumber(double d) {
  if (!std::isfinite(d)) return "null";
  if (d == std::floor(d) && std::fabs(d) < 9.0e15) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%lld", static_cast<long long>(d));
    return buf;
  }
  char buf[40];
  for (int prec = 15; prec <= 17; ++prec) {  // shortest of 15..17 digits that round-trips
    std::snprintf(buf, sizeof buf, "%.*g", prec, d);
    if (std::strtod(buf, nullptr) == d) break;
  }
  return buf;
}

std::string jsonQuote(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\r':
        out += "\\r";
        break;
      case '\t':
        out += "\\t";
        break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out += c;
        }
    }
  }
  return out + "\"";
}

std::string Json::dump() const {
  switch (type_) {
    case Type::Null:
      return "null";
    case Type::Bool:
      return bool_ ? "true" : "false";
    case Type::Number:
      return formatNumber(number_);
    case Type::String:
      return jsonQuote(string_);
    case Type::Array: {
      std::string out = "[";
      for (std::size_t i = 0; i < items_.size(); ++i) {
        if (i) out += ',';
        out += items_[i].dump();
      }
      return out + "]";
    }
    case Type::Object: {
      std::string out = "{";
      for (std::size_t i = 0; i < members_.size(); ++i) {
        if (i) out += ',';
        out += jsonQuote(members_[i].first) + ":" + members_[i].second.dump();
      }
      return out + "}";
    }
  }
  return "null";
}

// ---- writer ---------------------------------------------------------------------------------

void JsonWriter::separator() {
  if (afterKey_) {
    afterKey_ = false;
    return;
  }
  if (!first_.empty()) {
    if (!first_.back()) out_ += ',';
    first_.back() = false;
  }
}
JsonWriter& JsonWriter::beginObject() {
  separator();
  out_ += '{';
  first_.push_back(true);
  return *this;
}
JsonWriter& JsonWriter::endObject() {
  out_ += '}';
  first_.pop_back();
  return *this;
}
JsonWriter& JsonWriter::beginArray() {
  separator();
  out_ += '[';
  first_.push_back(true);
  return *this;
}
JsonWriter& JsonWriter::endArray() {
  out_ += ']';
  first_.pop_back();
  return *this;
}
JsonWriter& JsonWriter::key(const std::string& k) {
  separator();
  out_ += jsonQuote(k);
  out_ += ':';
  afterKey_ = true;
  return *this;
}
JsonWriter& JsonWriter::value(double d) {
  separator();
  out_ += formatNumber(d);
  return *this;
}
JsonWriter& JsonWriter::value(std::int64_t i) {
  separator();
  out_ += std::to_string(i);
  return *this;
}
JsonWriter& JsonWriter::value(bool b) {
  separator();
  out_ += b ? "true" : "false";
  return *this;
}
JsonWriter& JsonWriter::value(const std::string& s) {
  separator();
  out_ += jsonQuote(s);
  return *this;
}
JsonWriter& JsonWriter::null() {
  separator();
  out_ += "null";
  return *this;
}
JsonWriter& JsonWriter::raw(const std::string& json) {
  separator();
  out_ += json;
  return *this;
}

}  // namespace ps

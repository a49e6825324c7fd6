// The Json value, path overrides (--set), number and string formatting, and the streaming writer.
// The reader is json_parse.cpp.
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

// ---- paths ----------------------------------------------------------------------------------

namespace {

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

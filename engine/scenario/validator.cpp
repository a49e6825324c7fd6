#include "validator.h"

#include <cmath>

namespace ps {
namespace {
const Json& emptyObject() {
  static const Json e = Json::object();
  return e;
}
const Json& emptyArray() {
  static const Json e = Json::array();
  return e;
}
}  // namespace

std::string fmtBound(double d) { return formatNumber(d); }

std::vector<std::string> Validator::errors() const {
  std::vector<std::string> out = errors_;
  if (unlisted_ > 0) out.push_back(text_->moreNotListed(unlisted_));
  return out;
}

std::string Validator::joined() const {
  std::string out;
  for (const auto& e : errors()) {
    out += e;
    out += '\n';
  }
  return out;
}

void Validator::onlyKeys(const Json& obj, const std::string& path, std::initializer_list<const char*> allowed) {
  std::vector<std::string> v;
  for (const char* a : allowed) v.emplace_back(a);
  onlyKeys(obj, path, v);
}

void Validator::onlyKeys(const Json& obj, const std::string& path, const std::vector<std::string>& allowed) {
  if (!obj.isObject()) return;
  for (const auto& m : obj.members()) {
    bool known = false;
    for (const auto& a : allowed) known = known || m.first == a;
    if (known) continue;
    std::string list;
    for (const auto& a : allowed) list += (list.empty() ? "" : ", ") + a;
    error(at(path, m.first), text_->unknownField(list));
  }
}

const Json& Validator::object(const Json& obj, const std::string& path, const std::string& key, bool required) {
  const Json* v = obj.isObject() ? obj.get(key) : nullptr;
  if (!v) {
    if (required) error(at(path, key), text_->requiredObject());
    return emptyObject();
  }
  if (!v->isObject()) {
    error(at(path, key), text_->mustBeObject(v->type()));
    return emptyObject();
  }
  return *v;
}

const Json& Validator::array(const Json& obj, const std::string& path, const std::string& key, bool required) {
  const Json* v = obj.isObject() ? obj.get(key) : nullptr;
  if (!v) {
    if (required) error(at(path, key), text_->requiredArray());
    return emptyArray();
  }
  if (!v->isArray()) {
    error(at(path, key), text_->mustBeArray(v->type()));
    return emptyArray();
  }
  return *v;
}

double Validator::number(const Json& obj, const std::string& path, const std::string& key, double dflt, double lo,
                         double hi, bool loOpen, bool required) {
  const Json* v = obj.isObject() ? obj.get(key) : nullptr;
  const std::string p = at(path, key);
  const ReaderText& w = *text_;
  const std::string range = w.range(w.number(lo), w.number(hi), loOpen);
  if (!v) {
    if (required) error(p, w.requiredNumber(range));
    return dflt;
  }
  if (!v->isNumber()) {
    error(p, w.mustBeNumberIn(range, v->type()));
    return dflt;
  }
  const double d = v->asNumber();
  if (loOpen ? !(d > lo) : !(d >= lo)) {
    error(p, w.tooLow(w.number(lo), loOpen, w.number(d), range));
    return dflt;
  }
  if (!(d <= hi)) {
    error(p, w.tooHigh(w.number(hi), w.number(d), range));
    return dflt;
  }
  return d;
}

std::int64_t Validator::integer(const Json& obj, const std::string& path, const std::string& key, std::int64_t dflt,
                                std::int64_t lo, std::int64_t hi, bool required) {
  const Json* v = obj.isObject() ? obj.get(key) : nullptr;
  const std::string p = at(path, key);
  const ReaderText& w = *text_;
  const std::string range = w.range(w.integer(lo), w.integer(hi), false);
  if (!v) {
    if (required) error(p, w.requiredInteger(range));
    return dflt;
  }
  if (!v->isNumber() || v->asNumber() != std::floor(v->asNumber())) {
    error(p, w.mustBeIntegerIn(range, *v));
    return dflt;
  }
  const double d = v->asNumber();
  if (d < static_cast<double>(lo) || d > static_cast<double>(hi)) {
    error(p, w.outside(range, w.number(d)));
    return dflt;
  }
  return static_cast<std::int64_t>(d);
}

bool Validator::boolean(const Json& obj, const std::string& path, const std::string& key, bool dflt) {
  const Json* v = obj.isObject() ? obj.get(key) : nullptr;
  if (!v) return dflt;
  if (!v->isBool()) {
    error(at(path, key), text_->mustBeBoolean(v->type()));
    return dflt;
  }
  return v->asBool();
}

std::string Validator::string(const Json& obj, const std::string& path, const std::string& key, const std::string& dflt,
                              bool required) {
  const Json* v = obj.isObject() ? obj.get(key) : nullptr;
  if (!v) {
    if (required) error(at(path, key), text_->requiredString());
    return dflt;
  }
  if (!v->isString()) {
    error(at(path, key), text_->mustBeString(v->type()));
    return dflt;
  }
  return v->asString();
}

std::string Validator::choice(const Json& obj, const std::string& path, const std::string& key, const std::string& dflt,
                              std::initializer_list<const char*> allowed) {
  std::string s = string(obj, path, key, dflt);
  for (const char* a : allowed)
    if (s == a) return s;
  std::string list;
  for (const char* a : allowed) list += (list.empty() ? "" : ", ") + std::string(a);
  error(at(path, key), text_->oneOf(list, s));
  return dflt;
}

}  // namespace ps

namespace ps {

namespace {
// An out-of-range value: the generic message, plus the declaration's reason when it has one.
bool outOfRange(const Json& obj, const Param& p) {
  const Json* x = obj.isObject() ? obj.get(p.key) : nullptr;
  if (!x || !x->isNumber()) return false;
  const double d = x->asNumber();
  if (p.kind == ParamKind::kInteger && d != std::floor(d)) return false;
  const bool low = p.loOpen ? !(d > p.lo) : !(d >= p.lo);
  return low || !(d <= p.hi);
}
}  // namespace

void Validator::addRangeWhy(const Param& p) {
  const char* why = inPortuguese() && p.rangeWhyPt ? p.rangeWhyPt : p.rangeWhy;
  if (why) errors_.back() += std::string(": ") + why;
}

double Validator::read(const Json& obj, const std::string& path, const Param& p) { return read(obj, path, p, p.dflt); }

double Validator::read(const Json& obj, const std::string& path, const Param& p, double dflt) {
  const std::size_t before = errors_.size();
  const double d = number(obj, path, p.key, dflt, p.lo, p.hi, p.loOpen, p.required);
  if (errors_.size() > before && outOfRange(obj, p)) addRangeWhy(p);
  return d;
}

double Validator::readRateOrZero(const Json& obj, const std::string& path, const Param& p, const char* zeroMeans) {
  const double d = read(obj, path, p);
  // Below 1 bit/s a rate is a typing slip, and a model dividing by it would see near-infinite times.
  if (d > 0 && d < 1) error(at(path, p.key), text_->zeroOrAtLeastOne(zeroMeans, text_->number(d)));
  return d;
}

std::int64_t Validator::readInt(const Json& obj, const std::string& path, const Param& p) {
  return readInt(obj, path, p, static_cast<std::int64_t>(p.dflt));
}

std::int64_t Validator::readInt(const Json& obj, const std::string& path, const Param& p, std::int64_t dflt) {
  const std::size_t before = errors_.size();
  const std::int64_t v =
      integer(obj, path, p.key, dflt, static_cast<std::int64_t>(p.lo), static_cast<std::int64_t>(p.hi), p.required);
  if (errors_.size() > before && outOfRange(obj, p)) addRangeWhy(p);
  return v;
}

bool Validator::readBool(const Json& obj, const std::string& path, const Param& p) {
  return boolean(obj, path, p.key, p.dflt != 0);
}

std::string Validator::readString(const Json& obj, const std::string& path, const Param& p) {
  return string(obj, path, p.key, p.dfltText ? p.dfltText : "", p.required);
}

std::string Validator::readChoice(const Json& obj, const std::string& path, const Param& p) {
  std::string dflt = p.dfltText ? p.dfltText : "";
  std::string s = string(obj, path, p.key, dflt, p.required);
  for (const char* c : p.choices)
    if (s == c) return s;
  if (!obj.isObject() || !obj.get(p.key)) return dflt;  // absent (already reported if required)
  std::string list;
  for (const char* c : p.choices) list += (list.empty() ? "" : ", ") + std::string(c);
  error(at(path, p.key), text_->oneOf(list, s));
  return dflt;
}

void Validator::onlyDeclared(const Json& obj, const std::string& path, const Param& decl) {
  std::vector<std::string> keys;
  for (const Param* f : decl.fields) keys.emplace_back(f->key);
  onlyKeys(obj, path, keys);
}

const Json& Validator::readObject(const Json& obj, const std::string& path, const Param& p) {
  const Json& o = object(obj, path, p.key, p.required);
  onlyDeclared(o, at(path, p.key), p);
  return o;
}

const Json& Validator::readArray(const Json& obj, const std::string& path, const Param& p) {
  const Json& a = array(obj, path, p.key, p.required);
  const bool present = obj.isObject() && obj.get(p.key) && obj.get(p.key)->isArray();
  if (present && a.size() < p.minItems) error(at(path, p.key), text_->atLeastEntries(p.minItems, a.size()));
  if (present && p.maxItems > 0 && a.size() > p.maxItems)
    error(at(path, p.key), text_->atMostEntries(p.maxItems, a.size()));
  return a;
}

const char* paramKindName(ParamKind k) {
  switch (k) {
    case ParamKind::kNumber:
      return "number";
    case ParamKind::kInteger:
      return "integer";
    case ParamKind::kBoolean:
      return "boolean";
    case ParamKind::kString:
      return "string";
    case ParamKind::kChoice:
      return "choice";
    case ParamKind::kObject:
      return "object";
    case ParamKind::kArray:
      return "array";
    case ParamKind::kRaw:
      return "raw";
  }
  return "?";
}

}  // namespace ps

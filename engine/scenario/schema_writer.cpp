#include "schema_writer.h"

#include <string>

#include "model_registry.h"
#include "scenario_params.h"

namespace ps {

namespace {

void writeDefault(JsonWriter& w, const Param& p) {
  if (!p.hasDefault) return;
  switch (p.kind) {
    case ParamKind::kNumber:
      w.field("default", p.dflt);
      break;
    case ParamKind::kInteger:
      w.field("default", static_cast<std::int64_t>(p.dflt));
      break;
    case ParamKind::kBoolean:
      w.field("default", p.dflt != 0);
      break;
    case ParamKind::kString:
    case ParamKind::kChoice:
      if (p.dfltText) w.field("default", p.dfltText);
      break;
    default:
      break;
  }
}

void writeWords(JsonWriter& w, const Param& p) {
  if (*p.label) w.field("title", p.label);
  if (*p.help) w.field("description", p.help);
  if (*p.unit) w.field("x-unit", p.unit);
}

template <class Fields>
void writeObjectBody(JsonWriter& w, const Fields& fields) {
  bool anyRequired = false;
  for (const Param* f : fields) anyRequired = anyRequired || f->required;
  if (anyRequired) {
    w.key("required").beginArray();
    for (const Param* f : fields)
      if (f->required) w.value(f->key);
    w.endArray();
  }
  w.key("properties").beginObject();
  for (const Param* f : fields) {
    w.key(f->key);
    writeParamSchema(w, *f);
  }
  w.endObject();
}

// Two-space indented JSON; arrays of scalars stay on one line (enums, required lists).
void pretty(const Json& j, int depth, std::string& out) {
  const std::string pad(static_cast<std::size_t>(depth) * 2, ' ');
  const std::string inner(static_cast<std::size_t>(depth + 1) * 2, ' ');
  switch (j.type()) {
    case Json::Type::Object: {
      if (j.members().empty()) {
        out += "{}";
        return;
      }
      out += "{\n";
      bool first = true;
      for (const auto& [k, v] : j.members()) {
        if (!first) out += ",\n";
        first = false;
        out += inner + jsonQuote(k) + ": ";
        pretty(v, depth + 1, out);
      }
      out += "\n" + pad + "}";
      return;
    }
    case Json::Type::Array: {
      bool scalars = true;
      for (const auto& v : j.items())
        scalars = scalars && v.type() != Json::Type::Object && v.type() != Json::Type::Array;
      if (scalars) {
        out += "[";
        for (std::size_t i = 0; i < j.size(); ++i) {
          if (i) out += ", ";
          pretty(j[i], depth + 1, out);
        }
        out += "]";
        return;
      }
      out += "[\n";
      for (std::size_t i = 0; i < j.size(); ++i) {
        if (i) out += ",\n";
        out += inner;
        pretty(j[i], depth + 1, out);
      }
      out += "\n" + pad + "]";
      return;
    }
    case Json::Type::String:
      out += jsonQuote(j.asString());
      return;
    case Json::Type::Number:
      out += formatNumber(j.asNumber());
      return;
    case Json::Type::Bool:
      out += j.asBool() ? "true" : "false";
      return;
    case Json::Type::Null:
      out += "null";
      return;
  }
}

}  // namespace

void writeParamSchema(JsonWriter& w, const Param& p) {
  if (p.kind == ParamKind::kRaw) {
    // The raw fragment, with the declaration's words added.
    Json raw;
    std::string err;
    parseJson(p.rawSchema ? p.rawSchema : "{}", raw, err);
    w.beginObject();
    writeWords(w, p);
    for (const auto& [k, v] : raw.members()) {
      std::string text;
      pretty(v, 0, text);
      w.key(k).raw(text);
    }
    w.endObject();
    return;
  }
  w.beginObject();
  switch (p.kind) {
    case ParamKind::kInteger:
      if (p.lo == p.hi) {  // a single allowed value (the format version)
        w.field("const", static_cast<std::int64_t>(p.lo));
        break;
      }
      [[fallthrough]];
    case ParamKind::kNumber:
      w.field("type", p.kind == ParamKind::kNumber ? "number" : "integer");
      if (p.loOpen)
        w.field("exclusiveMinimum", p.lo);
      else
        w.field("minimum", p.lo);
      w.field("maximum", p.hi);
      break;
    case ParamKind::kBoolean:
      w.field("type", "boolean");
      break;
    case ParamKind::kString:
      w.field("type", "string");
      if (p.minItems > 0) w.field("minLength", p.minItems);
      break;
    case ParamKind::kChoice:
      if (p.choices.size() == 1) {  // nothing to choose (yet): a fixed value
        w.field("const", *p.choices.begin());
        break;
      }
      w.key("enum").beginArray();
      for (const char* c : p.choices) w.value(c);
      w.endArray();
      break;
    case ParamKind::kObject:
      w.field("type", "object").field("additionalProperties", false);
      writeObjectBody(w, p.fields);
      break;
    case ParamKind::kArray:
      w.field("type", "array");
      if (p.minItems > 0) w.field("minItems", p.minItems);
      if (p.maxItems > 0) w.field("maxItems", p.maxItems);
      if (p.items) {
        w.key("items");
        writeParamSchema(w, *p.items);
      }
      break;
    case ParamKind::kRaw:
      break;
  }
  writeDefault(w, p);
  writeWords(w, p);
  w.endObject();
}

std::string scenarioSchemaJson() {
  using namespace scenario_params;
  JsonWriter w;
  w.beginObject()
      .field("$schema", "https://json-schema.org/draft/2020-12/schema")
      .field("$id", "protoscope/scenario/v1")
      .field("title", "ProtoScope scenario, version 1")
      .field("description",
             "GENERATED from the engine's parameter declarations (engine/scenario/params.h and each model's "
             "*_params.h); do not edit by hand: change a declaration, then run build-native/run --schema > "
             "scenarios/schema.json. The engine validates again and reports 'path: message (allowed range)'. "
             "Times are in seconds, rates in bit/s, sizes in bytes unless a field's x-unit says otherwise.")
      .field("type", "object");
  w.key("required").beginArray();
  for (const Param* p : kCommon)
    if (p->required) w.value(p->key);
  w.endArray();
  w.key("properties").beginObject();
  for (const Param* p : kCommon) {
    w.key(p->key);
    if (p == &kModel) {  // the choices are the registered models
      w.beginObject().key("enum").beginArray();
      for (const auto& m : modelRegistry()) w.value(m.name);
      w.endArray();
      writeWords(w, *p);
      w.endObject();
    } else {
      writeParamSchema(w, *p);
    }
  }
  w.endObject();
  w.key("allOf").beginArray();
  for (const auto& m : modelRegistry()) {
    w.beginObject().key("if").beginObject().key("properties").beginObject().key("model").beginObject();
    w.field("const", m.name).endObject().endObject().endObject();
    w.key("then").beginObject();
    writeObjectBody(w, m.sections);
    w.endObject().endObject();
  }
  w.endArray().endObject();

  Json tree;
  std::string err;
  parseJson(w.str(), tree, err);
  std::string out;
  pretty(tree, 0, out);
  return out + "\n";
}

}  // namespace ps

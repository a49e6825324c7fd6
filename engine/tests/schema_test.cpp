// Parameters are declared once (scenario/params.h); scenarios/schema.json is generated from the
// declarations, so the web editor's labels, units, help and ranges are the engine's. This test
// fails when the committed file was edited by hand or a declaration changed without regenerating.
#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include "scenario/model_registry.h"
#include "scenario/scenario_params.h"
#include "scenario/schema_writer.h"

namespace ps {
namespace {

std::string committedSchema() {
  std::ifstream in(std::string(PROTOSCOPE_ROOT) + "/scenarios/schema.json", std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

TEST(Schema, TheCommittedSchemaIsGeneratedFromTheDeclarations) {
  EXPECT_TRUE(committedSchema() == scenarioSchemaJson())
      << "scenarios/schema.json differs from the parameter declarations: run\n"
         "  build-native/run --schema > scenarios/schema.json\n"
         "(never edit the schema by hand; change the Param declarations instead)";
}

// Every declared field, recursively: a label and a help sentence for people, a unit where a
// number has one, a range that makes sense, a default inside it.
void checkDeclaration(const Param& p, const std::string& path, std::set<std::string>& seen) {
  SCOPED_TRACE(path);
  EXPECT_STRNE(p.label, "") << path << " has no label";
  EXPECT_STRNE(p.help, "") << path << " has no help sentence";
  if (p.kind == ParamKind::kNumber || p.kind == ParamKind::kInteger) {
    EXPECT_LE(p.lo, p.hi) << path;
    if (p.hasDefault) {
      EXPECT_TRUE(p.loOpen ? p.dflt > p.lo : p.dflt >= p.lo) << path << " default below its range";
      EXPECT_LE(p.dflt, p.hi) << path << " default above its range";
    }
  }
  if (p.kind == ParamKind::kChoice && p.hasDefault && p.dfltText) {
    bool found = false;
    for (const char* c : p.choices) found = found || std::string(c) == p.dfltText;
    EXPECT_TRUE(found) << path << " default is not one of its choices";
  }
  if (p.kind == ParamKind::kObject) {
    std::set<std::string> keys;
    for (const Param* f : p.fields) {
      EXPECT_TRUE(keys.insert(f->key).second) << path << " declares " << f->key << " twice";
      checkDeclaration(*f, path + "." + f->key, seen);
    }
  }
  if (p.kind == ParamKind::kArray) {
    ASSERT_NE(p.items, nullptr) << path;
    checkDeclaration(*p.items, path + "[]", seen);
  }
  seen.insert(path);
}

TEST(Schema, EveryDeclaredFieldHasWordsForPeopleAndASaneRange) {
  std::set<std::string> seen;
  for (const Param* p : scenario_params::kCommon) checkDeclaration(*p, p->key, seen);
  for (const auto& m : modelRegistry()) {
    EXPECT_FALSE(m.label.empty()) << m.name;
    for (const Param* p : m.sections) checkDeclaration(*p, m.name + ":" + p->key, seen);
  }
  EXPECT_GT(seen.size(), 100u);
}

}  // namespace
}  // namespace ps

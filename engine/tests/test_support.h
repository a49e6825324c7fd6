// Helpers shared by the engine's tests: load a scenario file from scenarios/ or JSON text.
#pragma once
#include <fstream>
#include <sstream>
#include <string>

#include "scenario/loader.h"

namespace ps::testing {

inline std::string readScenarioFile(const std::string& name) {
  std::ifstream in(std::string(PROTOSCOPE_ROOT) + "/scenarios/" + name, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

inline LoadResult loadFile(const std::string& name, LoadOptions opts = {}) {
  return loadScenario(readScenarioFile(name), opts);
}

inline double summaryValue(const Summary& s, const std::string& key) {
  for (const auto& [k, v] : s)
    if (k == key) return v;
  return -1;
}

}  // namespace ps::testing

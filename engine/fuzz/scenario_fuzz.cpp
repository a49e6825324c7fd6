// libFuzzer harness (issue 14): any bytes as a scenario, loaded with the browser's budget, then a
// short bounded run (at most 20,000 events or 2 simulated seconds), as a share link would be.
// Built with ASan and UBSan by scripts/fuzz.sh; a crash, a leak, undefined behaviour, an
// out-of-memory (-rss_limit_mb) or a slow input (-timeout) is a finding. The seed corpus is
// engine/fuzz/corpus/scenario/ (the shipped scenarios and hostile ones from issue 14).
#include <cstddef>
#include <cstdint>
#include <string>

#include "core/json.h"
#include "scenario/loader.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  ps::Json root;
  std::string error;
  if (!ps::parseJson(text, root, error)) return 0;
  ps::LoadOptions opts;
  opts.budget = ps::Budget::browser();
  ps::LoadResult r = ps::loadScenario(root, opts);
  if (!r.sim) return 0;
  r.sim->setRunLimits(ps::RunLimits{20000, 0});  // keeps each input fast
  if (r.sim->stopTime() > 2 * ps::kSecond) r.sim->setStopTime(2 * ps::kSecond);
  r.sim->run();
  (void)r.sim->summary();
  return 0;
}

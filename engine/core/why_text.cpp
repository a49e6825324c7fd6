#include "why_text.h"

#include <cstdio>

namespace ps {

std::string whyDuration(std::int64_t ns) {
  char buf[48];
  const double v = static_cast<double>(ns);
  const std::int64_t mag = ns < 0 ? -ns : ns;
  if (mag < 1000)
    std::snprintf(buf, sizeof buf, "%lld ns", static_cast<long long>(ns));
  else if (mag < 1000000)
    std::snprintf(buf, sizeof buf, "%.1f \xc2\xb5s", v / 1e3);
  else if (mag < 1000000000)
    std::snprintf(buf, sizeof buf, "%.2f ms", v / 1e6);
  else
    std::snprintf(buf, sizeof buf, "%.3f s", v / 1e9);
  return buf;
}

}  // namespace ps

#include "dccp_text_pt.h"

#include <cstdio>

namespace ps::dccp {

std::string g3Pt(double v) {
  char b[48];
  std::snprintf(b, sizeof b, "%.3g", v);
  std::string out = b;
  for (char& c : out)
    if (c == '.') c = ',';
  return out;
}

std::string ratePt(double bitsPerSecond) {
  if (bitsPerSecond >= 1e9) return g3Pt(bitsPerSecond / 1e9) + " Gbit/s";
  if (bitsPerSecond >= 1e6) return g3Pt(bitsPerSecond / 1e6) + " Mbit/s";
  if (bitsPerSecond >= 1e3) return g3Pt(bitsPerSecond / 1e3) + " kbit/s";
  return g3Pt(bitsPerSecond) + " bit/s";
}

std::string lossRatePt(std::uint32_t invP) {
  return invP == 0 ? "p = 0 (nenhuma perda ainda)" : "p = " + g3Pt(1.0 / invP);
}

}  // namespace ps::dccp

#include "why_text_pt.h"

#include <cstdio>

namespace ps {

std::string milharPt(std::int64_t v) {
  const std::string digits = std::to_string(v < 0 ? -v : v);
  std::string out;
  const std::size_t n = digits.size();
  for (std::size_t i = 0; i < n; ++i) {
    if (i > 0 && (n - i) % 3 == 0) out += '.';
    out += digits[i];
  }
  return v < 0 ? "-" + out : out;
}

std::string decimalPt(double v, int decimals) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, v < 0 ? -v : v);
  const std::string text = buf;
  const std::size_t point = text.find('.');
  const std::string whole = text.substr(0, point);
  std::string out = milharPt(std::stoll(whole));
  if (point != std::string::npos) {
    out += ',';
    out += text.substr(point + 1);
  }
  // "-0,00" reads as a sign on nothing: only a value that shows a digit keeps its minus.
  return v < 0 && out.find_first_of("123456789") != std::string::npos ? "-" + out : out;
}

std::string pluralPt(std::int64_t n, const char* one, const char* many) {
  return milharPt(n) + " " + (n == 1 ? one : many);
}

std::string duracaoPt(std::int64_t ns) {
  const double v = static_cast<double>(ns);
  const std::int64_t mag = ns < 0 ? -ns : ns;
  if (mag < 1000) return milharPt(ns) + " ns";
  if (mag < 1000000) return decimalPt(v / 1e3, 1) + " \xc2\xb5s";
  if (mag < 1000000000) return decimalPt(v / 1e6, 2) + " ms";
  return decimalPt(v / 1e9, 3) + " s";
}

}  // namespace ps

// Small helpers for "why" renderers (trace_kinds.h): the rule of the protocol that fired and the
// state that made it fire, as plain sentences a student reads. Why-texts are rendered only when
// someone asks for one (the event log's disclosure, a test), never in the event loop, so these
// may allocate freely.
#pragma once
#include <cstdint>
#include <string>

#include "trace_kinds.h"

namespace ps {

// 67384 -> "67,384" (why-texts are English; the web formats its own numbers per locale).
inline std::string withCommas(std::int64_t v) {
  std::string digits = std::to_string(v < 0 ? -v : v);
  std::string out;
  const std::size_t n = digits.size();
  for (std::size_t i = 0; i < n; ++i) {
    if (i > 0 && (n - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return v < 0 ? "-" + out : out;
}

// "1 acknowledgment" / "3 acknowledgments".
inline std::string plural(std::int64_t n, const char* one, const char* many) {
  return withCommas(n) + " " + (n == 1 ? one : many);
}

// A why renderer made of a rule sentence and the state the record shows (its log line):
// "<rule> Here: <log line>." Empty when the rule is (a kind whose rule depends on the record).
template <TraceRenderer Rule, TraceRenderer Line>
std::string withState(const Simulation& s, const TraceRecord& r) {
  const std::string rule = Rule(s, r);
  return rule.empty() ? rule : rule + " Here: " + Line(s, r) + ".";
}

// Nanoseconds as a short duration for people: "850 ns", "12.5 µs", "3.20 ms", "1.500 s".
std::string whyDuration(std::int64_t ns);

}  // namespace ps

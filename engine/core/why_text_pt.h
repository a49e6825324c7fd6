// Number and word helpers for why-texts in Brazilian Portuguese (Simulation::registerWhyTranslations
// with "pt-BR"): a dot groups thousands and a comma marks the decimals ("67.384", "12,5 µs"), as a
// Brazilian reader writes them. The English helpers are in why_text.h; like them these run only
// when someone asks why, never in the event loop.
#pragma once
#include <cstdint>
#include <string>

namespace ps {

// 67384 -> "67.384".
std::string milharPt(std::int64_t v);

// 3.14159, 2 -> "3,14": a fixed number of decimals with a decimal comma (and grouped thousands).
std::string decimalPt(double v, int decimals);

// "1 confirmação" / "3 confirmações" (the count with grouped thousands).
std::string pluralPt(std::int64_t n, const char* one, const char* many);

// Nanoseconds as a short duration: "850 ns", "12,5 µs", "3,20 ms", "1,500 s".
std::string duracaoPt(std::int64_t ns);

}  // namespace ps

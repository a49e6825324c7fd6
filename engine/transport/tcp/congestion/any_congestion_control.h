// The policies held by value (no allocation, no virtual call), chosen by the scenario's variant.
#pragma once
#include <variant>

#include "newreno.h"
#include "reno.h"
#include "tahoe.h"

namespace ps::transport {

using AnyCongestionControl = std::variant<Tahoe, Reno, NewReno>;

inline const char* congestionControlName(const AnyCongestionControl& cc) {
  return std::visit([](const auto& c) { return c.name(); }, cc);
}

}  // namespace ps::transport

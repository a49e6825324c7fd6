// Reading protocol.senders, protocol.interval and protocol.seq / .es / .cm / .rra of an "ethernet"
// or "literature-ip" scenario (declarations: literature_params.h).
#pragma once
#include <cstdint>

#include "../../core/json.h"
#include "../../scenario/validator.h"
#include "literature_config.h"

namespace ps {

// Fills `lit` from the "protocol" object `p`; `receivers` is lan.receivers (stations 0..receivers).
// Cross-field rules (a station number within the group, N > B, one sender for RRA) are checked only
// when `active` (protocol.name is a literature protocol).
void readLiteratureConfig(const Json& p, Validator& v, LiteratureConfig& lit, std::uint32_t receivers, bool active);

}  // namespace ps

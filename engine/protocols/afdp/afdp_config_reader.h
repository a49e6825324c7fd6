// Reads the "lan", "afdp" and "subscribers" sections of an "afdp" scenario (afdp_params.h).
#pragma once
#include "../../core/json.h"
#include "../../net/ethernet_config.h"
#include "../../scenario/validator.h"
#include "afdp_config.h"

namespace ps::afdp {

void readAfdpScenario(const Json& root, Validator& v, EthernetConfig& lan, AfdpConfig& cfg);

}  // namespace ps::afdp

// Reads and validates the "protocol" section of a "polling" scenario through its declared
// parameters (polling_params.h) into a Config (config.h).
#pragma once
#include "../../core/json.h"
#include "../../scenario/validator.h"
#include "config.h"

namespace ps::polling {

// Fills `c`; `hasP`/`p` say whether PrP's probability was given, `spacing` and `period` are the
// PSEW poll spacing and the PeP period in seconds (0 = the §5.1 default, computed by the model).
void readProtocol(const Json& root, Validator& v, Config& c, bool& hasP, double& p, double& spacing, double& period);

}  // namespace ps::polling

// Reading the "lan" and "protocol" sections of an "ethernet" scenario (see ethernet_model.h).
#pragma once
#include "../../core/json.h"
#include "../../net/ethernet_config.h"
#include "../../scenario/validator.h"
#include "../literature/literature_config.h"
#include "multicast_config.h"

namespace ps {

// Fills `lan` and `mc` from `root`, reporting every problem to `v` as "path: message (range)".
// `lit` is read too (only used when protocol.name is one of the literature protocols).
void readEthernetScenario(const Json& root, Validator& v, EthernetConfig& lan, MulticastConfig& mc,
                          LiteratureConfig& lit);

}  // namespace ps

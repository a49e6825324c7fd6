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

// Fills `mc` (all but mc.receivers, which the caller sets first: the literature fields are checked
// against the group's size) and `lit` from root["protocol"]. The "literature-ip" model reads the
// same section (protocols/literature/literature_ip_model.cpp).
void readMulticastProtocol(const Json& root, Validator& v, MulticastConfig& mc, LiteratureConfig& lit);

}  // namespace ps

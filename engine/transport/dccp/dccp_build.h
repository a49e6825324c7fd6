// The "dccp" transport kind (engine/transport/transports.cpp names it): settings and agents.
#pragma once
#include <cstdint>
#include <string>

#include "../../core/json.h"
#include "../../scenario/validator.h"
#include "../transports.h"
#include "dccp_config.h"

namespace ps::dccp {

// Reads a flow's "dccp" object (dccp_params.h); errors name the field and the allowed range.
DccpConfig readDccpConfig(const Json& obj, const std::string& path, std::uint32_t pathMtu, Validator& v);

// Builds the flow's DCCP client (sender) and server (receiver).
transport::AgentPair buildDccpPair(const transport::FlowWiring& w, const Json& settings, const std::string& path,
                                   Validator& v);

}  // namespace ps::dccp

// The "tcp" transport kind: builds a TCP sender/receiver pair from a flow's "tcp" settings.
#pragma once
#include "../transports.h"
#include "tcp_config.h"

namespace ps::transport {

// Reads a flow's "tcp" object (tcp_params.h), checking the MSS against the path MTU.
TcpConfig readTcpConfig(const Json& settings, const std::string& path, std::uint32_t pathMtu, Validator& v);

AgentPair buildTcpPair(const FlowWiring& w, const Json& settings, const std::string& path, Validator& v);

}  // namespace ps::transport

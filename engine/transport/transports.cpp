#include "transports.h"

#include "dccp/dccp_build.h"
#include "dccp/dccp_params.h"
#include "tcp/tcp_agents.h"
#include "tcp/tcp_params.h"
#include "udp.h"

namespace ps::transport {

const std::vector<TransportKind>& transportKinds() {
  static const std::vector<TransportKind> kinds = {
      {"udp", "UDP", nullptr, true, buildUdpPair},
      {"tcp", "TCP", &params::kTcp, false, buildTcpPair},
      {"dccp", "DCCP", &dccp::params::kDccp, true, dccp::buildDccpPair},
  };
  return kinds;
}

const TransportKind* findTransportKind(const std::string& name) {
  for (const auto& k : transportKinds())
    if (name == k.name) return &k;
  return nullptr;
}

}  // namespace ps::transport

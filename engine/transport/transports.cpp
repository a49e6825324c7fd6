#include "transports.h"

#include "tcp/tcp_agents.h"
#include "tcp/tcp_params.h"
#include "udp.h"

namespace ps::transport {

namespace {
// Until the DCCP agents are merged (engine/transport/dccp/, the dccp branch), a dccp flow is refused
// with a message instead of an unknown-choice error.
AgentPair dccpUnavailable(const FlowWiring&, const Json&, const std::string& path, Validator& v) {
  const auto dot = path.rfind('.');
  v.error(Validator::at(dot == std::string::npos ? path : path.substr(0, dot), "transport"),
          "dccp is not built into this engine yet (its agents come with the DCCP branch)");
  return {};
}
}  // namespace

const std::vector<TransportKind>& transportKinds() {
  static const std::vector<TransportKind> kinds = {
      {"udp", "UDP", nullptr, true, buildUdpPair},
      {"tcp", "TCP", &params::kTcp, false, buildTcpPair},
      {"dccp", "DCCP", nullptr, true, dccpUnavailable},
  };
  return kinds;
}

const TransportKind* findTransportKind(const std::string& name) {
  for (const auto& k : transportKinds())
    if (name == k.name) return &k;
  return nullptr;
}

}  // namespace ps::transport

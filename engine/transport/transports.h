// The transport kinds a flow can name ("transport": "udp" | "tcp" | "dccp"), one line each in
// transports.cpp: its name, its settings section in the flow (a declared object Param, params.h)
// and the builder of its agent pair (agent.h).
//
// Adding a transport (DCCP is added this way): write the agents (engine/transport/<name>/), declare
// the settings object (<name>_params.h, e.g. "dccp": {"ccid": 3, ...}), add the Param to the flow's
// fields in transport_params.h (kFlow) and one line to transportKinds() in transports.cpp.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "../core/json.h"
#include "../scenario/params.h"
#include "../scenario/validator.h"
#include "agent.h"

namespace ps::transport {

struct AgentPair {
  std::unique_ptr<Sender> sender;
  std::unique_ptr<Receiver> receiver;
};

// Builds one flow's agents. `settings` is the flow's object under the kind's key (an empty object
// when the flow has none) and `path` its location ("flows[3].tcp"), for errors such as
//   flows[3].tcp.mss: must be <= 1460 (the path MTU 1500 less 40 header bytes)
// Report problems to `v` and return an empty pair when the flow cannot be built.
using PairBuilder = AgentPair (*)(const FlowWiring& w, const Json& settings, const std::string& path, Validator& v);

struct TransportKind {
  const char* name;       // the flow's "transport" value
  const char* label;      // for people: "TCP", "DCCP"
  const Param* settings;  // the flow field carrying its settings, or nullptr when it has none
  bool datagram;          // each write() is one packet (the application's packet size must fit the MTU)
  PairBuilder build;
};

const std::vector<TransportKind>& transportKinds();
const TransportKind* findTransportKind(const std::string& name);

}  // namespace ps::transport

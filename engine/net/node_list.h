// Reading an explicit node list ("network.nodes": [{name, kind, x, y}]) and references to those
// nodes by name, shared by every model that lets a scenario spell out its topology.
#pragma once
#include <cstdint>
#include <map>
#include <string>

#include "../core/json.h"
#include "../scenario/validator.h"
#include "network.h"

namespace ps {

using NodeNames = std::map<std::string, std::uint32_t>;

// Adds network.nodes to `net` (at most 5000, at least 2, unique non-empty names) and returns
// the name -> node index map. `defaultKind` is "host" or "router".
// `nodes` is the declaration of the list (network_params::kNodes, or an optional variant).
NodeNames readNodeList(const Json& network, const Param& nodes, Network& net, Validator& v, const char* defaultKind);

// The node named by obj[key], or kNone32 (with an error naming the field) when it is unknown.
std::uint32_t readNodeRef(const NodeNames& names, Validator& v, const Json& obj, const std::string& path,
                          const char* key);

}  // namespace ps

#include "node_list.h"

namespace ps {

NodeNames readNodeList(const Json& network, Network& net, Validator& v, const char* defaultKind) {
  NodeNames byName;
  const Json& nodes = v.array(network, "network", "nodes", true);
  if (nodes.size() > 5000) v.error("network.nodes", "at most 5000 nodes (got " + std::to_string(nodes.size()) + ")");
  for (std::size_t i = 0; i < nodes.size() && i < 5000; ++i) {
    const std::string p = Validator::at("network.nodes", i);
    const Json& n = nodes[i];
    if (!n.isObject()) {
      v.error(p, "must be an object");
      continue;
    }
    v.onlyKeys(n, p, {"name", "kind", "x", "y"});
    Network::NodeInfo info;
    info.name = v.string(n, p, "name", "", true);
    info.kind = v.choice(n, p, "kind", defaultKind, {"host", "router"});
    info.x = v.number(n, p, "x", -1, 0, 1);
    info.y = v.number(n, p, "y", -1, 0, 1);
    if (info.name.empty() && n.get("name")) v.error(Validator::at(p, "name"), "must not be empty");
    if (byName.count(info.name)) v.error(Validator::at(p, "name"), "duplicate node name \"" + info.name + "\"");
    byName[info.name] = net.addNode(info);
  }
  if (nodes.size() < 2 && network.get("nodes"))
    v.error("network.nodes", "needs at least 2 nodes (got " + std::to_string(nodes.size()) + ")");
  return byName;
}

std::uint32_t readNodeRef(const NodeNames& names, Validator& v, const Json& obj, const std::string& path,
                          const char* key) {
  const std::string name = v.string(obj, path, key, "", true);
  const auto it = names.find(name);
  if (it == names.end()) {
    if (obj.get(key)) v.error(Validator::at(path, key), "no node named \"" + name + "\"");
    return kNone32;
  }
  return it->second;
}

}  // namespace ps

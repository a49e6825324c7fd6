#include "node_list.h"

#include "network_params.h"

namespace ps {

using namespace network_params;

NodeNames readNodeList(const Json& network, const Param& list, Network& net, Validator& v, const char* defaultKind) {
  NodeNames byName;
  const Json& nodes = v.readArray(network, "network", list);
  for (std::size_t i = 0; i < nodes.size() && i < list.maxItems; ++i) {
    const std::string p = Validator::at("network.nodes", i);
    const Json& n = nodes[i];
    if (!n.isObject()) {
      v.error(p, "must be an object", "deve ser um objeto");
      continue;
    }
    v.onlyDeclared(n, p, kNode);
    Network::NodeInfo info;
    info.name = v.readString(n, p, kNodeName);
    const std::string kind = v.readChoice(n, p, kNodeKind);
    info.kind = n.get("kind") ? kind : defaultKind;
    info.x = v.read(n, p, kNodeX, -1);
    info.y = v.read(n, p, kNodeY, -1);
    if (info.name.empty() && n.get("name"))
      v.error(Validator::at(p, "name"), "must not be empty", "não pode ficar vazio");
    if (byName.count(info.name))
      v.error(Validator::at(p, "name"), "duplicate node name \"" + info.name + "\"",
              "nome de nó repetido: \"" + info.name + "\"");
    byName[info.name] = net.addNode(info);
  }
  return byName;
}

std::uint32_t readNodeRef(const NodeNames& names, Validator& v, const Json& obj, const std::string& path,
                          const char* key) {
  const std::string name = v.string(obj, path, key, "", true);
  const auto it = names.find(name);
  if (it == names.end()) {
    if (obj.get(key))
      v.error(Validator::at(path, key), "no node named \"" + name + "\"", "nenhum nó se chama \"" + name + "\"");
    return kNone32;
  }
  return it->second;
}

}  // namespace ps

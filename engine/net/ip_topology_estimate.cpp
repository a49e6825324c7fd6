// The size of the routed network a scenario's "network" section describes, read before anything is
// built, for the resource estimates of the models that use ip_topology.h (scenario/budget.h).
#include <algorithm>
#include <string>
#include <unordered_map>
#include <vector>

#include "../scenario/budget.h"
#include "ip_topology.h"
#include "ip_topology_params.h"

namespace ps {

using namespace ip_topology_params;

IpTopologyShape estimateIpTopology(const Json& root) {
  IpTopologyShape s;
  const Json& network = estObject(root, kNetwork);
  const std::string kind = estString(network, kTopology);
  const double queue = estNumber(network, kQueue);
  s.minBandwidth = estNumber(network, kBandwidth);
  if (kind == "explicit") {
    const Json& nodes = estArray(network, kExplicitNodes);
    const Json& links = estArray(network, kExplicitLinks);
    s.nodes = static_cast<double>(nodes.size());
    s.links = static_cast<double>(links.size());
    std::unordered_map<std::string, std::uint32_t> index;
    for (std::size_t i = 0; i < nodes.size(); ++i) {
      const Json* name = nodes[i].isObject() ? nodes[i].get("name") : nullptr;
      if (name && name->isString()) index.emplace(name->asString(), static_cast<std::uint32_t>(i));
    }
    std::vector<std::vector<std::uint32_t>> adj(nodes.size());
    for (std::size_t i = 0; i < links.size(); ++i) {
      const Json& l = links[i];
      const double q = estNumber(l, kExplicitQueue, queue);
      s.queueSlots += q + estNumber(l, kExplicitQueueBA, q);
      s.minBandwidth = std::min(s.minBandwidth, estNumber(l, kExplicitBandwidth, s.minBandwidth));
      const Json* a = l.isObject() ? l.get("a") : nullptr;
      const Json* b = l.isObject() ? l.get("b") : nullptr;
      if (!a || !b || !a->isString() || !b->isString()) continue;
      const auto ia = index.find(a->asString()), ib = index.find(b->asString());
      if (ia == index.end() || ib == index.end()) continue;
      adj[ia->second].push_back(ib->second);
      adj[ib->second].push_back(ia->second);
    }
    // Tree height: the farthest node from the sender by hop count (routes may be longer by delay).
    const Json* sender = network.get(kExplicitSender.key);
    std::uint32_t from = 0;
    if (sender && sender->isString())
      if (const auto it = index.find(sender->asString()); it != index.end()) from = it->second;
    if (!adj.empty()) {
      std::vector<std::uint32_t> dist(adj.size(), 0xffffffffu), frontier{from};
      dist[from] = 0;
      for (std::size_t i = 0; i < frontier.size(); ++i)
        for (std::uint32_t v : adj[frontier[i]])
          if (dist[v] == 0xffffffffu) {
            dist[v] = dist[frontier[i]] + 1;
            frontier.push_back(v);
            s.height = std::max<double>(s.height, dist[v]);
          }
    }
    s.fields = "network.nodes";
  } else if (kind == "dumbbell" || kind == "star") {
    const Json& section = estObject(network, kind == "dumbbell" ? kDumbbell : kStar);
    const double hosts = estNumber(section, kHosts);
    s.nodes = hosts + (kind == "dumbbell" ? 3 : 2);
    s.links = s.nodes - 1;
    s.height = kind == "dumbbell" ? 3 : 2;
    if (kind == "dumbbell") s.minBandwidth = std::min(s.minBandwidth, estNumber(section, kBottleneckBandwidth));
    s.queueSlots = 2 * s.links * queue;
    s.fields = "network." + kind + ".hosts";
  } else {  // transit-stub (the default)
    const Json& ts = estObject(network, kTransitStub);
    const double t = estNumber(ts, kTsDomains), nt = estNumber(ts, kTsTransitNodes);
    const double k = estNumber(ts, kTsStubs), ns = estNumber(ts, kTsStubNodes);
    s.nodes = std::min(5000.0, t * nt * (1 + k * ns)) + 1;
    s.links = 2 * s.nodes;  // GT-ITM graphs of the paper's density: about two edges per node
    s.height = 16;          // the paper's network: hop diameter 16
    s.queueSlots = 2 * s.links * queue;
    s.fields = "network.transitStub (transitDomains, transitNodes, stubsPerTransit, stubNodes)";
  }
  return s;
}

void estimateIpNetworkMemory(const IpTopologyShape& s, Estimate& e) {
  e.memory(s.fields, formatCount(s.nodes) + " nodes", formatCountPt(s.nodes) + " nós", s.nodes * cost::kNode);
  e.memory(s.fields, "the route table of " + formatCount(s.nodes) + " nodes (one entry per pair)",
           "a tabela de rotas de " + formatCountPt(s.nodes) + " nós (uma entrada por par)",
           s.nodes * s.nodes * cost::kRouteEntry);
  e.memory(s.fields, formatCount(s.links) + " links", formatCountPt(s.links) + " enlaces",
           s.links * 2 * cost::kLinkDirection);
}

}  // namespace ps

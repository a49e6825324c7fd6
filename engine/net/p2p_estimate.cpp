// The p2p model's resource estimate (scenario/budget.h), from the scenario's numbers alone.
//   memory: nodes, link directions, the all-pairs route table (n^2 entries), and the packets that
//           can exist at once: no more than the sources generate over the run, and no more than
//           the queues and wires can hold;
//   events: per source, each packet it generates costs its send plus, on each link of its path
//           (hop count by breadth-first search over the listed links), an enqueue or transmission
//           start, an end and an arrival. Dropped packets cost less, so this is an upper estimate.
#include <algorithm>
#include <cmath>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "../scenario/budget.h"
#include "network_params.h"
#include "p2p_model.h"

namespace ps {

using namespace network_params;

namespace {

// Hop counts from `from` over the listed links (undirected); unreachable nodes get nodes-1.
std::vector<std::uint32_t> bfsHops(const std::vector<std::vector<std::uint32_t>>& adj, std::uint32_t from) {
  const auto n = static_cast<std::uint32_t>(adj.size());
  std::vector<std::uint32_t> dist(n, 0xffffffffu);
  std::vector<std::uint32_t> frontier{from};
  dist[from] = 0;
  for (std::size_t i = 0; i < frontier.size(); ++i) {
    const std::uint32_t u = frontier[i];
    for (std::uint32_t v : adj[u])
      if (dist[v] == 0xffffffffu) {
        dist[v] = dist[u] + 1;
        frontier.push_back(v);
      }
  }
  for (auto& d : dist)
    if (d == 0xffffffffu) d = n - 1;
  return dist;
}

}  // namespace

void estimateP2pModel(const Json& root, const RunShape& run, Estimate& e) {
  const Json& network = estObject(root, kNetwork);
  const Json& nodes = estArray(network, kNodes);
  const Json& links = estArray(network, kLinks);
  const Json& traffic = estArray(root, kTraffic);
  const double n = static_cast<double>(nodes.size());

  std::unordered_map<std::string, std::uint32_t> index;
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    const Json* name = nodes[i].isObject() ? nodes[i].get(kNodeName.key) : nullptr;
    if (name && name->isString()) index.emplace(name->asString(), static_cast<std::uint32_t>(i));
  }
  auto nodeOf = [&](const Json& obj, const char* key) {
    const Json* v = obj.isObject() ? obj.get(key) : nullptr;
    if (!v || !v->isString()) return 0xffffffffu;
    const auto it = index.find(v->asString());
    return it == index.end() ? 0xffffffffu : it->second;
  };

  const auto linkCount = static_cast<double>(links.size());
  e.memory("network.nodes", formatCount(n) + " nodes", formatCountPt(n) + " nós", n * cost::kNode);
  e.memory("network.nodes", "the route table of " + formatCount(n) + " nodes (one entry per pair)",
           "a tabela de rotas de " + formatCountPt(n) + " nós (uma entrada por par)", n * n * cost::kRouteEntry);
  e.memory("network.links", formatCount(linkCount) + " links", formatCountPt(linkCount) + " enlaces",
           linkCount * 2 * cost::kLinkDirection);

  // What the queues and wires can hold at once, and the slowest link (it paces delivery).
  std::vector<std::vector<std::uint32_t>> adj(nodes.size());
  double holdable = 0;
  std::vector<std::pair<double, std::size_t>> queueSizes;
  for (std::size_t i = 0; i < links.size(); ++i) {
    const Json& l = links[i];
    const double q = estNumber(l, kLinkQueue), qba = estNumber(l, kLinkQueueBA, q);
    const double bw = estNumber(l, kLinkBandwidth), delay = estNumber(l, kLinkDelay);
    const double onWire = 1 + bw * delay / 8;  // packets of at least one byte in flight
    holdable += q + qba + 2 * onWire;
    queueSizes.emplace_back(q + qba, i);
    const std::uint32_t a = nodeOf(l, kLinkA.key), b = nodeOf(l, kLinkB.key);
    if (a < adj.size() && b < adj.size()) {
      adj[a].push_back(b);
      adj[b].push_back(a);
    }
  }

  double generated = 0;
  std::string sourceFields;
  std::unordered_map<std::uint32_t, std::vector<std::uint32_t>> hopsFrom;  // one search per sending node
  for (std::size_t i = 0; i < traffic.size(); ++i) {
    const Json& t = traffic[i];
    const std::string at = "traffic[" + std::to_string(i) + "]";
    const double rate = estNumber(t, kCbrRate), size = estNumber(t, kCbrPacketSize);
    const double start = estNumber(t, kCbrStart), stop = std::min(estNumber(t, kCbrStop, 1e6), run.stopSeconds);
    const double count = estNumber(t, kCbrCount);
    double packets = stop > start ? std::floor((stop - start) * rate / (8 * size)) + 1 : 0;
    if (count > 0) packets = std::min(packets, count);
    generated += packets;
    const std::uint32_t from = nodeOf(t, kCbrFrom.key), to = nodeOf(t, kCbrTo.key);
    double hops = n > 1 ? n - 1 : 1;
    if (from < adj.size() && to < adj.size()) {
      auto it = hopsFrom.find(from);
      if (it == hopsFrom.end()) it = hopsFrom.emplace(from, bfsHops(adj, from)).first;
      hops = it->second[to];
    }
    std::string fields = at;
    fields += ".rate, ";
    fields += at;
    fields += ".packetSize, stopTime";
    e.events(std::move(fields),
             formatCount(packets) + " packets of " + formatCount(size) + " B over " + formatCount(hops) + " links",
             formatCountPt(packets) + " pacotes de " + formatCountPt(size) + " B por " + formatCountPt(hops) +
                 (hops == 1 ? " enlace" : " enlaces"),
             packets * (2 + 3 * hops));
    if (sourceFields.size() < 80) sourceFields += (sourceFields.empty() ? "" : ", ") + at + ".rate";
  }

  const double alive = std::min(generated, holdable);
  if (alive > 0) {
    std::string fields;
    if (holdable <= generated) {  // the queues bound it: name the largest
      std::sort(queueSizes.begin(), queueSizes.end(), [](auto& a, auto& b) { return a.first > b.first; });
      for (std::size_t k = 0; k < queueSizes.size() && k < 3; ++k)
        fields += (k ? ", " : "") + std::string("network.links[") + std::to_string(queueSizes[k].second) + "].queue";
    } else {
      fields = sourceFields;
    }
    e.memory(fields, "up to " + formatCount(alive) + " packets queued or in flight at once",
             "até " + formatCountPt(alive) + " pacotes em fila ou em trânsito ao mesmo tempo", alive * cost::kPacket);
  }
  // Metric series: throughput, delay, drops, and the first 16 link directions' queues.
  e.series(3 + std::min(16.0, 2.0 * static_cast<double>(links.size())));
}

}  // namespace ps

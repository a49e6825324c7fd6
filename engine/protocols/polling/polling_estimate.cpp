// The polling model's resource estimate (scenario/budget.h), from the scenario's numbers alone.
//   memory: the network (nodes, links, the all-pairs route table); per receiver, the sender's copy
//           of its window, its own window and the RESPONSE snapshots in flight (ws bits each); the
//           packets that can exist at once: a window of DATA copied along the tree and the
//           RESPONSEs, no more than the queues hold;
//   events: per DATA packet, its copies across the tree and, at worst (PET), a RESPONSE from every
//           receiver back over the tree's height; bounded by what the links can carry until
//           stopTime. An upper estimate: the other protocols answer less often.
#include <algorithm>

#include "../../net/ip_topology.h"
#include "../../scenario/budget.h"
#include "../../scenario/scenario_params.h"
#include "polling_model.h"
#include "polling_params.h"

namespace ps {

void estimatePollingModel(const Json& root, const RunShape& run, Estimate& e) {
  using namespace polling::params;
  const IpTopologyShape net = estimateIpTopology(root);
  estimateIpNetworkMemory(net, e);
  const Json& protocol = estObject(root, kProtocol);
  const double receivers = std::min(estNumber(estObject(root, kReceivers), kCount), std::max(1.0, net.nodes - 1));
  const double ws = estNumber(protocol, kWs), dp = estNumber(protocol, kDp);
  const double minBytes =
      std::min({estNumber(protocol, kPollBytes), estNumber(protocol, kResponseBase), estNumber(protocol, kDataBytes)});
  const double windowBytes = 16 + ws / 8;
  e.memory("receivers.count, protocol.ws",
           formatCount(receivers) + " receivers' windows of " + formatCount(ws) + " packets (kept by both ends)",
           "janelas de " + formatCountPt(ws) + " pacotes de " + formatCountPt(receivers) +
               " receptores (guardadas pelas duas pontas)",
           receivers * (3 * windowBytes + 1200));
  const double alive = std::min(ws * (net.nodes + receivers), net.queueSlots + dp + receivers);
  e.memory("protocol.ws, network.queue", "up to " + formatCount(alive) + " packets queued or in flight at once",
           "até " + formatCountPt(alive) + " pacotes em fila ou em trânsito ao mesmo tempo", alive * cost::kPacket);
  // Multicast trees: the data group and PSEW's subgroups, a few bytes per node each.
  const double subgroups = estString(protocol, kName) == "psew" ? receivers / estNumber(protocol, kSubgroupSize) : 0;
  e.memory("receivers.count, protocol.subgroupSize", formatCount(1 + subgroups) + " multicast trees",
           formatCountPt(1 + subgroups) + (1 + subgroups < 2 ? " árvore multicast" : " árvores multicast"),
           (1 + subgroups) * net.nodes * 16);

  const double treeEdges = std::min(net.nodes - 1, receivers * net.height);
  const double perPacket = 3 * treeEdges + 3 * receivers * net.height;
  const double byProtocol = dp * perPacket * 1.2;  // 20% for retransmissions and polls
  const double byCapacity = run.stopSeconds * 2 * net.links * net.minBandwidth / (8 * minBytes) * 3;
  e.events("protocol.dp, receivers.count, stopTime",
           formatCount(dp) + " packets to " + formatCount(receivers) + " receivers over up to " +
               formatCount(net.height) + " hops",
           formatCountPt(dp) + " pacotes para " + formatCountPt(receivers) + " receptores por até " +
               formatCountPt(net.height) + " saltos",
           std::min(byProtocol, byCapacity));
  e.series(8);
}

}  // namespace ps

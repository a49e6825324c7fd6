// The literature-ip model's resource estimate (scenario/budget.h), from the scenario's numbers alone.
//   memory: the network (nodes, links, routes: ip_topology's estimate); one multicast tree per
//           member over the network's nodes; the per-message statistics at every member; the
//           packets the queues can hold;
//   events: per message, its copies along the tree (a hop is a transmission start, an end and an
//           arrival) to every member and the control frames the protocols answer with (requests,
//           ACKs, tokens, status), raised by the loss rate's retransmissions; bounded by what the
//           links can carry until stopTime, as the polling model's estimate is.
#include <algorithm>

#include "../../net/ip_topology.h"
#include "../../net/ip_topology_params.h"
#include "../../scenario/budget.h"
#include "../multicast/ethernet_params.h"
#include "literature_ip_model.h"
#include "literature_ip_params.h"
#include "literature_params.h"

namespace ps {

void estimateLiteratureIpModel(const Json& root, const RunShape& run, Estimate& e) {
  const IpTopologyShape net = estimateIpTopology(root);
  estimateIpNetworkMemory(net, e);
  const Json& protocol = estObject(root, ethernet_params::kProtocol);
  const double members =
      std::min(estNumber(estObject(root, literature_ip_params::kGroup), literature_ip_params::kReceivers) + 1,
               std::max(2.0, net.nodes));
  const double messages =
      estNumber(protocol, ethernet_params::kPackets) * estNumber(protocol, literature_params::kSenders);
  e.memory("group.receivers", formatCount(members) + " multicast trees, one per member",
           formatCountPt(members) + " árvores multicast, uma por membro", members * (net.nodes * 16 + 4096));
  e.memory("protocol.packets, protocol.senders, group.receivers",
           "statistics of " + formatCount(messages) + " messages at " + formatCount(members) + " members",
           "estatísticas de " + formatCountPt(messages) + " mensagens em " + formatCountPt(members) + " membros",
           messages * members * 64);
  e.memory("network.queue", "up to " + formatCount(net.queueSlots) + " packets queued at once",
           "até " + formatCountPt(net.queueSlots) + " pacotes em fila ao mesmo tempo",
           std::min(net.queueSlots, messages * members * 4) * cost::kPacket);
  // A loss rate l per link repeats a frame about 1/(1-l)^(2 height) times (there and back).
  const double loss =
      std::min(0.9, estNumber(estObject(root, ip_topology_params::kNetwork), ip_topology_params::kLoss));
  double repeat = 1;
  for (double h = 0; h < 2 * net.height && repeat < 20; ++h) repeat /= (1 - loss);
  const double treeEdges = std::min(net.nodes - 1, members * net.height);
  const double perMessage = 3 * (treeEdges + members * net.height) * 4;
  const double byProtocol = messages * perMessage * std::min(20.0, repeat) + 1000;
  const double minBytes = std::max(1.0, estNumber(protocol, ethernet_params::kAckSize));
  const double byCapacity = run.stopSeconds * 2 * net.links * net.minBandwidth / (8 * minBytes) * 3;
  e.events("protocol.packets, protocol.senders, group.receivers, network.loss, stopTime",
           formatCount(messages) + " messages to " + formatCount(members - 1) + " members over up to " +
               formatCount(net.height) + " hops",
           formatCountPt(messages) + " mensagens para " + formatCountPt(members - 1) + " membros por até " +
               formatCountPt(net.height) + " saltos",
           std::min(byProtocol, byCapacity));
  e.series(1);
}

}  // namespace ps

#include "p2p_model.h"

#include <map>

#include "../core/metric_names.h"
#include "ip_host.h"
#include "network.h"
#include "network_entities.h"
#include "network_params.h"
#include "node_list.h"
#include "traffic.h"

namespace ps {

using namespace network_params;

namespace {

class P2pModel : public Model {
 public:
  explicit P2pModel(Simulation& sim) : net(sim), hosts(net) {}

  void start(Simulation&) override {
    for (auto& s : sources) s->start();
  }

  void summarize(const Simulation& sim, Summary& out) const override {
    std::uint64_t sent = 0, received = 0, bits = 0;
    double delaySum = 0, delayMax = 0;
    SimTime firstSend = kNever, lastArrival = 0;
    for (const auto& s : sources) {
      sent += s->sent();
      if (s->sent() && s->spec().start < firstSend) firstSend = s->spec().start;
    }
    for (const auto& k : sinks) {
      received += k->packets();
      bits += k->bits();
      delaySum += k->meanDelaySeconds() * k->packets();
      if (k->maxDelaySeconds() > delayMax) delayMax = k->maxDelaySeconds();
      if (k->lastArrival() > lastArrival) lastArrival = k->lastArrival();
    }
    std::uint32_t maxQueue = 0;
    std::uint64_t arrivedAtLinkEnds = 0, lost = 0;
    for (std::uint32_t d = 0; d < net.directionCount(); ++d) {
      const auto& dir = net.direction(d);
      if (dir.maxQueue > maxQueue) maxQueue = dir.maxQueue;
      arrivedAtLinkEnds += dir.sentPackets;
      lost += dir.lossDrops;
    }
    const SimTime span = (firstSend == kNever ? sim.now() : sim.now() - firstSend);
    out.emplace_back("packets_sent", static_cast<double>(sent));
    out.emplace_back("packets_received", static_cast<double>(received));
    out.emplace_back("throughput_bps", span > 0 ? bits / toSeconds(span) : 0);
    out.emplace_back("mean_delay_s", received ? delaySum / received : 0);
    out.emplace_back("max_delay_s", delayMax);
    out.emplace_back("drops_queue_overflow", static_cast<double>(net.drops(DropReason::kQueueOverflow)));
    out.emplace_back("drops_link_loss", static_cast<double>(net.drops(DropReason::kLoss)));
    out.emplace_back("link_loss_rate", arrivedAtLinkEnds ? static_cast<double>(lost) / arrivedAtLinkEnds : 0);
    out.emplace_back("max_queue_packets", maxQueue);
  }

  void topology(JsonWriter& w) const override { net.writeTopology(w); }

  Network net;
  IpHosts hosts;  // endpoints of the nodes that send or receive
  std::vector<std::unique_ptr<CbrSource>> sources;
  std::vector<std::unique_ptr<Sink>> sinks;
  std::vector<std::unique_ptr<NodeEntity>> nodeEntities;
  std::vector<std::unique_ptr<LinkEntity>> linkEntities;
};

}  // namespace

std::unique_ptr<Model> buildP2pModel(const Json& root, Simulation& sim, Validator& v) {
  auto m = std::make_unique<P2pModel>(sim);
  Network& net = m->net;
  const Json& network = v.readObject(root, "", kNetwork);

  const NodeNames byName = readNodeList(network, kNodes, net, v, "host");

  auto nodeRef = [&](const Json& obj, const std::string& p, const char* key) {
    return readNodeRef(byName, v, obj, p, key);
  };

  const Json& links = v.readArray(network, "network", kLinks);
  std::vector<std::string> linkNames;
  for (std::size_t i = 0; i < links.size(); ++i) {
    const std::string p = Validator::at("network.links", i);
    const Json& l = links[i];
    if (!l.isObject()) {
      v.error(p, "must be an object", "deve ser um objeto");
      continue;
    }
    v.onlyDeclared(l, p, kLink);
    LinkSpec spec;
    spec.a = nodeRef(l, p, kLinkA.key);
    spec.b = nodeRef(l, p, kLinkB.key);
    spec.bandwidth.value = static_cast<std::int64_t>(v.read(l, p, kLinkBandwidth));
    spec.delay = fromSeconds(v.read(l, p, kLinkDelay));
    spec.loss = v.read(l, p, kLinkLoss);
    spec.queueAB = static_cast<std::uint32_t>(v.readInt(l, p, kLinkQueue));
    spec.queueBA = static_cast<std::uint32_t>(v.readInt(l, p, kLinkQueueBA, spec.queueAB));
    if (spec.a == kNone32 || spec.b == kNone32) continue;
    if (spec.a == spec.b) {
      v.error(p, "a link must join two different nodes (both are \"" + net.node(spec.a).name + "\")",
              "um enlace deve ligar dois nós diferentes (os dois são \"" + net.node(spec.a).name + "\")");
      continue;
    }
    net.addLink(spec);
    linkNames.push_back(net.node(spec.a).name + "\xe2\x80\x94" + net.node(spec.b).name);
  }
  if (!v.ok()) return nullptr;
  net.computeRoutes();
  if (!net.connected()) {
    v.error("network.links", "the network is disconnected: not every node can reach every other",
            "a rede é desconexa: nem todo nó alcança todos os outros");
    return nullptr;
  }

  std::vector<std::string> nodeNames;
  for (std::uint32_t i = 0; i < net.nodeCount(); ++i) nodeNames.push_back(net.node(i).name);
  sim.setNodeNames(nodeNames);
  sim.setLinkNames(linkNames);

  std::map<std::uint32_t, Sink*> sinkAt;
  const Json& traffic = v.readArray(root, "", kTraffic);
  for (std::size_t i = 0; i < traffic.size(); ++i) {
    const std::string p = Validator::at("traffic", i);
    const Json& t = traffic[i];
    if (!t.isObject()) {
      v.error(p, "must be an object", "deve ser um objeto");
      continue;
    }
    v.onlyDeclared(t, p, kCbr);
    v.readChoice(t, p, kCbrKind);
    CbrSpec spec;
    spec.flow = static_cast<std::uint32_t>(i);
    spec.from = nodeRef(t, p, kCbrFrom.key);
    spec.to = nodeRef(t, p, kCbrTo.key);
    spec.rate.value = static_cast<std::int64_t>(v.read(t, p, kCbrRate));
    spec.packetBytes = static_cast<std::uint32_t>(v.readInt(t, p, kCbrPacketSize));
    spec.start = fromSeconds(v.read(t, p, kCbrStart));
    const double stop = v.read(t, p, kCbrStop, 1e6);
    spec.stop = fromSeconds(stop);
    spec.maxPackets = static_cast<std::uint64_t>(v.readInt(t, p, kCbrCount));
    if (t.get("stop") && spec.stop <= spec.start)
      v.error(Validator::at(p, "stop"), "must be after start (got " + formatNumber(stop) + ")",
              "deve ser depois de start (valor recebido: " + v.text().number(stop) + ")");
    if (spec.from == kNone32 || spec.to == kNone32) continue;
    if (spec.from == spec.to) {
      v.error(Validator::at(p, "to"), "must differ from \"from\"", "deve ser diferente de \"from\"");
      continue;
    }
    m->sources.push_back(std::make_unique<CbrSource>(m->hosts.at(spec.from), spec));
    if (!sinkAt.count(spec.to)) {
      m->sinks.push_back(std::make_unique<Sink>(m->hosts.at(spec.to)));
      sinkAt[spec.to] = m->sinks.back().get();
    }
  }
  if (!v.ok()) return nullptr;

  // Entities for the panels, in a stable order: nodes, links, sources, sinks.
  for (std::uint32_t i = 0; i < net.nodeCount(); ++i) {
    m->nodeEntities.push_back(std::make_unique<NodeEntity>(net, i));
    sim.registerEntity(*m->nodeEntities.back(), net.node(i).name);
  }
  for (std::uint32_t l = 0; l < net.linkCount(); ++l) {
    m->linkEntities.push_back(std::make_unique<LinkEntity>(net, l));
    sim.registerEntity(*m->linkEntities.back(), linkNames[l]);
  }
  for (std::size_t i = 0; i < m->sources.size(); ++i)
    sim.registerEntity(*m->sources[i],
                       "source " + std::to_string(i) + " (" + net.node(m->sources[i]->spec().from).name + ")");
  for (auto& s : m->sinks) sim.registerEntity(*s, "sink");

  // Time series, sampled every metrics.interval.
  P2pModel* model = m.get();
  Metrics& metrics = sim.metrics();
  const double interval = toSeconds(metrics.interval());
  (void)interval;
  metrics.addSeries(metric::kThroughput, "bit/s", "bits delivered to sinks per second over the last interval",
                    [model, &metrics] {
                      double bits = 0;
                      for (auto& s : model->sinks) bits += s->takeIntervalBits();
                      return bits / toSeconds(metrics.interval());
                    });
  metrics.addSeries("delay", "s", "mean one-way delay of the packets received in the last interval", [model] {
    double sum = 0;
    for (auto& s : model->sinks) sum += s->takeIntervalMeanDelay();
    return model->sinks.empty() ? 0 : sum / model->sinks.size();
  });
  for (std::uint32_t d = 0; d < net.directionCount() && d < 16; ++d) {
    const auto& dir = net.direction(d);
    const std::string name = "queue " + net.node(dir.from).name + "\xe2\x86\x92" + net.node(dir.to).name;
    Network* n = &net;
    metrics.addSeries(name, "packets", "packets waiting in the DropTail queue",
                      [n, d] { return static_cast<double>(n->direction(d).queue.size()); });
  }
  metrics.addSeries("drops", "packets", "packets dropped so far (all reasons)", [n = &net] {
    double total = 0;
    for (int r = 1; r < 8; ++r) total += static_cast<double>(n->drops(static_cast<DropReason>(r)));
    return total;
  });
  return m;
}

}  // namespace ps

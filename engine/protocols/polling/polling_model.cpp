// The "polling" model. Source: seed 000 (Barcellos & Detsch, "Avaliação de Desempenho de
// Protocolos para Multicast com Conhecimento de Grupo baseados em Polling"), §2–5; English digest
// shared/research/polling.md. Protocol files: pet, prp, psew, vector_polling (RBP and PeP);
// common machinery: window.h, rtt.h, sender, receiver; topology: net/ip_topology.h.
//
// Scenario sections
//   "network":   see net/ip_topology.h (default: the calibrated 451-node transit-stub graph).
//   "receivers": {"count": N (default 1), "placement": "paper" | "random" | "in-order",
//                 "seed": placement seed (default 1; independent of the run seed)}
//   "protocol":  {"name": "pet" | "prp" | "psew" | "rbp" | "pep", "ws": 200, "dp": 1000,
//                 "dataBytes": 1000, "pollBytes": 50, "responseBase": 50,
//                 "send": "enqueue" | "departure" | "wire", "rttFrom": "send" | "departure",
//                 "rto": {"initialRtt": 1, "initialRttvar": 0.5, "min": 1, "max": 60,
//                         "firstSample": "replace" | "smooth"},
//                 "respondToDuplicates": true, "responseJitter": 0 (s, not in the paper),
//                 "p": (PrP, in (0, 1]; default 0.5·(t_send/t_recv)/N clamped to 1),
//                 "subgroupSize": 50, "pollSpacing": (s; default t_recv × subgroupSize),
//                 "bucket": 100, "tokens": "precise" | "literal",
//                 "period": (s; default t_recv × 10),
//                 "suppression": "immediate" | "deferred", "vMarking": "missing" | "all",
//                 "tailRule": "hs" | "end"}
//   t_send and t_recv are the transmission times of a DATA packet and of a RESPONSE on the
//   sender's access link (§5.1).
//
// Topology JSON (topology()):
//   {"nodes": [{id, name, kind, x, y, role}],        role: sender | receiver | transit | stub | router | host
//    "links": [{id, a, b, bandwidth, delay, loss, queue, queueBA}],   (bit/s, ns; queue 0 = unbounded)
//    "sender": id, "attach": id, "receivers": [node ids in receiver order R1, R2, ...],
//    "groups": [{"name": "data" | "subgroup k", "address", "source", "members": [ids], "height",
//                "edges": [[from, to, link], ...]}],        (the multicast tree, parent → child)
//    "senderInboundLink": link id, "measurements": {nodes, diameter_hops, tree_height_hops,
//                "tree_latency_ms", "max_latency_ms", "first_receiver_hops", "first_receiver_latency_ms"}}
//
// Inspect JSON: entity "sender" (sender.cpp: protocol, send, ws, dp, next_seq, global {le, re,
// locked}, complete, rto_max_s, windows [{receiver, node, le, hr, srtt_s, rto_s, bits?}],
// timers [{name, deadline_s, receiver | seq | round}], then per protocol: "p" (PrP); "subgroups"
// {phase, round, size, spacing_s, missing_total, missing [per subgroup], schedule [subgroups still
// to poll in this batch]} (PSEW); "bucket" {size, tokens, in_flight}, "V", "v_marked", "v_pointer"
// (RBP); "period_s", "V", ... (PeP)); entities "R<k>" (receiver.cpp: le, re, hr, bits, delivered,
// duplicates, polls_received, responses_sent); entity "implosion" (RESPONSE drops per link).
//
// Trace kinds: trace_kinds.h (200–211: data, retransmission, poll, poll-subgroup, response,
// response-received, nak, window-advance, timeout, window-locked, phase, transfer-complete).
//
// Choices where the paper is silent are listed in each protocol file and in config.h.
#include "polling_model.h"
#include "../../core/metric_names.h"

#include <cmath>

#include "../../net/ip_host.h"
#include "../../net/ip_topology.h"
#include "../../net/network.h"
#include "config.h"
#include "pet.h"
#include "placement.h"
#include "polling_config_reader.h"
#include "polling_params.h"
#include "prp.h"
#include "psew.h"
#include "receiver.h"
#include "sender.h"
#include "vector_polling.h"

namespace ps {
namespace {

using namespace polling;

class ImplosionEntity;

class PollingModel : public Model, public DropListener {
 public:
  explicit PollingModel(Simulation& sim) : net(sim), hosts(net) {}

  void start(Simulation&) override { sender->start(); }
  bool done() const override { return sender && sender->complete(); }

  void onDrop(Network& n, std::uint32_t, std::uint32_t link, PacketId p, DropReason why) override {
    const Packet& pk = n.sim().packets()[p];
    if (pk.type != kResponse) {
      if (pk.type == kData) ++dataDrops;
      return;
    }
    pool.release(static_cast<std::uint32_t>(pk.field[kFSnap]));
    if (why == DropReason::kQueueOverflow) {
      ++responseOverflow;
      if (link != kNone32) ++overflowByLink[link];
      if (link == senderLink) ++responseOverflowSender;
    } else if (why == DropReason::kLoss) {
      ++responseLoss;
    }
  }

  void summarize(const Simulation& sim, Summary& out) const override;
  void topology(JsonWriter& w) const override;

  Network net;
  IpHosts hosts;  // the endpoints of the sender and the receivers
  IpTopology topo;
  Config cfg;
  SnapshotPool pool;
  std::unique_ptr<Sender> sender;
  std::vector<std::unique_ptr<Receiver>> receivers;
  std::vector<std::uint32_t> receiverNodes;
  std::uint32_t dataGroup = 0;
  std::vector<std::uint32_t> subgroups;
  std::uint32_t senderLink = kNone32;
  IpMeasurements meas;
  std::uint32_t firstHops = 0;
  SimTime firstLatency = 0;
  double probability = 0;
  SimTime spacing = 0, period = 0;
  std::uint64_t responseOverflow = 0, responseOverflowSender = 0, responseLoss = 0, dataDrops = 0;
  std::vector<std::uint64_t> overflowByLink;
  std::unique_ptr<ImplosionEntity> implosion;
};

class ImplosionEntity : public Entity {
 public:
  explicit ImplosionEntity(const PollingModel& m) : m_(m) {}
  const char* entityKind() const override { return "polling-implosion"; }
  void inspect(JsonWriter& w) const override {
    const auto& in = m_.net.direction(m_.topo.senderInDir);
    w.beginObject()
        .field("sender_inbound_queue", in.queue.size())
        .field("sender_inbound_limit", in.queue.limit())
        .field("response_overflow_drops", m_.responseOverflow)
        .field("at_sender_link", m_.responseOverflowSender)
        .field("response_loss_drops", m_.responseLoss)
        .key("by_link")
        .beginArray();
    for (std::uint32_t l = 0; l < m_.overflowByLink.size(); ++l)
      if (m_.overflowByLink[l]) w.beginObject().field("link", l).field("drops", m_.overflowByLink[l]).endObject();
    w.endArray().endObject();
  }

 private:
  const PollingModel& m_;
};

void PollingModel::summarize(const Simulation& sim, Summary& out) const {
  const bool complete = sender->complete();
  const SimTime t0 = sender->firstDataTime() < 0 ? 0 : sender->firstDataTime();
  const SimTime t1 = complete ? sender->completeTime() : sim.now();
  const double span = toSeconds(t1 - t0);
  const double confirmedBits = static_cast<double>(sender->leG() - 1) * cfg.dataBytes * 8;
  std::uint64_t respSent = 0, respBits = 0, okReceivers = 0;
  for (const auto& r : receivers) {
    respSent += r->responsesSent();
    respBits += r->responseBits();
    if (r->delivered() >= cfg.dp) ++okReceivers;
  }
  const double dp = cfg.dp;
  out.emplace_back("completed", complete ? 1 : 0);
  out.emplace_back("throughput_kbps", span > 0 ? confirmedBits / span / 1000 : 0);
  out.emplace_back("transfer_time_s", span);
  out.emplace_back("network_cost_mbit", static_cast<double>(sender->bitsSent() + respBits) / 1e6);
  out.emplace_back("cost_sender_mbit", static_cast<double>(sender->bitsSent()) / 1e6);
  out.emplace_back("cost_receivers_mbit", static_cast<double>(respBits) / 1e6);
  out.emplace_back("link_bits_mbit", static_cast<double>(net.bitsOnLinks()) / 1e6);
  out.emplace_back("data_sent", static_cast<double>(sender->newDataSent()));
  out.emplace_back("retransmissions", static_cast<double>(sender->retransmissions()));
  out.emplace_back("polls_sent", static_cast<double>(sender->pollsSent()));
  out.emplace_back("responses_sent", static_cast<double>(respSent));
  out.emplace_back("responses_received", static_cast<double>(sender->responsesReceived()));
  // The paper's implosion count: RESPONSEs sent minus received (§4.3). Responses still in flight
  // when the transfer completes are not losses: they are counted apart.
  const double inFlight = static_cast<double>(pool.live());
  out.emplace_back("implosion_losses",
                   static_cast<double>(respSent) - static_cast<double>(sender->responsesReceived()) - inFlight);
  out.emplace_back("responses_in_flight_at_end", inFlight);
  out.emplace_back("response_overflow_drops", static_cast<double>(responseOverflow));
  out.emplace_back("response_overflow_at_sender_link", static_cast<double>(responseOverflowSender));
  out.emplace_back("response_loss_drops", static_cast<double>(responseLoss));
  out.emplace_back("responses_per_data", static_cast<double>(respSent) / dp);
  out.emplace_back("polls_per_data", static_cast<double>(sender->pollsSent()) / dp);
  out.emplace_back("rto_max_s", toSeconds(sender->rtoMax()));
  out.emplace_back("rto_max_peak_s", toSeconds(sender->rtoMaxPeak()));
  out.emplace_back("rtt_sample_max_s", toSeconds(sender->rttSampleMax()));
  out.emplace_back("rtt_sample_mean_s", toSeconds(sender->rttSampleMean()));
  out.emplace_back("receivers", static_cast<double>(receivers.size()));
  out.emplace_back("receivers_complete", static_cast<double>(okReceivers));
  if (cfg.protocol == Protocol::kPrp) out.emplace_back("p", probability);
  out.emplace_back("topo_nodes", meas.nodes);
  out.emplace_back("topo_diameter_hops", meas.diameterHops);
  out.emplace_back("tree_height_hops", meas.treeHeightHops);
  out.emplace_back("tree_latency_ms", toSeconds(meas.treeLatency) * 1e3);
  out.emplace_back("max_latency_ms", toSeconds(meas.maxLatency) * 1e3);
  out.emplace_back("data_tree_height_hops", net.group(dataGroup).height);
  out.emplace_back("first_receiver_hops", firstHops);
  out.emplace_back("first_receiver_latency_ms", toSeconds(firstLatency) * 1e3);
}

void PollingModel::topology(JsonWriter& w) const {
  w.beginObject();
  net.writeNodesAndLinks(w);
  w.field("sender", topo.sender).field("attach", topo.attach).field("senderInboundLink", senderLink);
  w.key("receivers").beginArray();
  for (auto r : receiverNodes) w.value(r);
  w.endArray();
  std::vector<std::uint32_t> all{dataGroup};
  all.insert(all.end(), subgroups.begin(), subgroups.end());
  net.writeGroups(w, all);
  w.key("measurements")
      .beginObject()
      .field("nodes", meas.nodes)
      .field("diameter_hops", meas.diameterHops)
      .field("tree_height_hops", meas.treeHeightHops)
      .field("tree_latency_ms", toSeconds(meas.treeLatency) * 1e3)
      .field("max_latency_ms", toSeconds(meas.maxLatency) * 1e3)
      .field("first_receiver_hops", firstHops)
      .field("first_receiver_latency_ms", toSeconds(firstLatency) * 1e3)
      .endObject();
  w.endObject();
}

}  // namespace

std::unique_ptr<Model> buildPollingModel(const Json& root, Simulation& sim, Validator& v) {
  auto m = std::make_unique<PollingModel>(sim);
  Config& cfg = m->cfg;
  bool hasP = false;
  double p = 0, spacingS = 0, periodS = 0;
  readProtocol(root, v, cfg, hasP, p, spacingS, periodS);
  const Json& rc = v.readObject(root, "", params::kReceivers);
  const auto count = static_cast<std::uint32_t>(v.readInt(rc, "receivers", params::kCount));
  const std::string placement = v.readChoice(rc, "receivers", params::kPlacement);
  const auto placementSeed = static_cast<std::uint64_t>(v.readInt(rc, "receivers", params::kPlacementSeed));
  if (!buildIpTopology(root, m->net, v, m->topo) || !v.ok()) return nullptr;
  Network& net = m->net;
  const IpTopology& topo = m->topo;
  if (count > topo.candidates.size()) {
    v.error("receivers.count",
            "must be <= " + std::to_string(topo.candidates.size()) + " (got " + std::to_string(count) +
                "): one receiver per node, and the network has " + std::to_string(topo.candidates.size()) +
                " nodes that can hold one besides the sender",
            "deve ser ≤ " + v.text().integer(static_cast<std::int64_t>(topo.candidates.size())) +
                " (valor recebido: " + v.text().integer(count) + "): um receptor por nó, e a rede tem " +
                v.text().integer(static_cast<std::int64_t>(topo.candidates.size())) +
                " nós que podem ter um além do emissor");
    return nullptr;
  }
  if (cfg.send != SendReading::kEnqueue && net.directionsFrom(topo.sender).size() != 1)
    v.error("protocol.send", "\"wire\" and \"departure\" need a sender with exactly one link (its access link)",
            "\"wire\" e \"departure\" precisam de um emissor com exatamente um enlace (o de acesso)");
  if (cfg.rttFrom == RttFrom::kDeparture && net.directionsFrom(topo.sender).size() != 1)
    v.error("protocol.rttFrom", "\"departure\" needs a sender with exactly one link (its access link)",
            "\"departure\" precisa de um emissor com exatamente um enlace (o de acesso)");
  if (!v.ok()) return nullptr;

  // Receivers, groups and the sender's access link.
  const Placement how = placement == "paper"    ? Placement::kPaper
                        : placement == "random" ? Placement::kRandom
                                                : Placement::kInOrder;
  const auto order = placementOrder(net, topo.sender, topo.candidates, how, placementSeed);
  m->receiverNodes.assign(order.begin(), order.begin() + count);
  m->senderLink = net.direction(topo.senderInDir).link;
  m->meas = measureIp(net, topo.sender);
  m->firstHops = net.pathHops(topo.sender, m->receiverNodes[0]);
  m->firstLatency = net.pathLatency(topo.sender, m->receiverNodes[0], 0);
  m->dataGroup = net.createGroup(topo.sender, m->receiverNodes, "data");
  if (cfg.protocol == Protocol::kPsew) {
    for (std::uint32_t first = 0, k = 1; first < count; first += cfg.subgroupSize, ++k) {
      const std::uint32_t last = first + cfg.subgroupSize < count ? first + cfg.subgroupSize : count;
      std::vector<std::uint32_t> members(m->receiverNodes.begin() + first, m->receiverNodes.begin() + last);
      m->subgroups.push_back(net.createGroup(topo.sender, members, "subgroup " + std::to_string(k)));
    }
  }
  // Names for the log: the sender, receivers R1..RN in placement order, other nodes by topology name.
  for (std::uint32_t k = 0; k < count; ++k) {
    auto& nd = net.mutableNode(m->receiverNodes[k]);
    nd.name = "R" + std::to_string(k + 1) + " (" + nd.name + ")";
    nd.role = "receiver";
  }
  std::vector<std::string> names;
  for (std::uint32_t x = 0; x < net.nodeCount(); ++x) {
    const std::string& full = net.node(x).name;
    const auto paren = full.find(" (");
    names.push_back(net.node(x).role == "receiver" && paren != std::string::npos ? full.substr(0, paren) : full);
  }
  std::vector<std::string> linkNames;
  for (std::uint32_t l = 0; l < net.linkCount(); ++l)
    linkNames.push_back(names[net.direction(2 * l).from] + "\xe2\x80\x94" + names[net.direction(2 * l).to]);
  sim.setNodeNames(names);
  sim.setLinkNames(linkNames);
  registerPollingTraceKinds(sim);

  // §5.1 parameters from t_send and t_recv on the sender's access link.
  const BitsPerSecond bw = net.direction(topo.senderOutDir).bandwidth;
  const SimTime tSend = transmissionTime(Bytes{cfg.dataBytes}.bits(), bw);
  const SimTime tRecv = transmissionTime(Bytes{cfg.responseBytes()}.bits(), net.direction(topo.senderInDir).bandwidth);
  m->probability = hasP ? p : prpDefaultProbability(tSend, tRecv, count);
  m->spacing = spacingS > 0 ? fromSeconds(spacingS) : tRecv * cfg.subgroupSize;
  m->period = periodS > 0 ? fromSeconds(periodS) : tRecv * 10;

  m->pool = SnapshotPool(cfg.ws);
  m->overflowByLink.assign(net.linkCount(), 0);
  net.setDropListener(m.get());
  IpHost& senderHost = m->hosts.at(topo.sender);
  senderHost.setFirstHop(topo.senderOutDir);
  switch (cfg.protocol) {
    case Protocol::kPet:
      m->sender = makePetSender(senderHost, cfg, m->pool, m->receiverNodes, m->dataGroup);
      break;
    case Protocol::kPrp:
      m->sender = makePrpSender(senderHost, cfg, m->pool, m->receiverNodes, m->dataGroup, m->probability);
      break;
    case Protocol::kPsew:
      m->sender = makePsewSender(senderHost, cfg, m->pool, m->receiverNodes, m->dataGroup, m->subgroups, m->spacing);
      break;
    case Protocol::kRbp:
      m->sender = makeVectorPollingSender(senderHost, cfg, m->pool, m->receiverNodes, m->dataGroup, false, 0);
      break;
    case Protocol::kPep:
      m->sender = makeVectorPollingSender(senderHost, cfg, m->pool, m->receiverNodes, m->dataGroup, true, m->period);
      break;
  }
  sim.registerEntity(*m->sender, "sender");
  for (std::uint32_t k = 0; k < count; ++k) {
    m->receivers.push_back(std::make_unique<Receiver>(m->hosts.at(m->receiverNodes[k]), cfg, m->pool, k, topo.sender));
    sim.registerEntity(*m->receivers.back(), "R" + std::to_string(k + 1));
  }
  m->implosion = std::make_unique<ImplosionEntity>(*m);
  sim.registerEntity(*m->implosion, "implosion");

  // Time series: the implosion meter at the sender's inbound link, feedback, window, bucket.
  Metrics& metrics = sim.metrics();
  PollingModel* model = m.get();
  const std::uint32_t inDir = topo.senderInDir;
  metrics.addSeries(metric::kSenderInboundQueue, "packets",
                    "RESPONSEs waiting in the queue of the sender's inbound link (the implosion meter)",
                    [model, inDir] { return static_cast<double>(model->net.direction(inDir).queue.size()); });
  metrics.addSeries(metric::kImplosionDrops, "packets",
                    "RESPONSEs dropped by queue overflow so far, at the sender's inbound link",
                    [model] { return static_cast<double>(model->responseOverflowSender); });
  metrics.addSeries("responses received", "1/s", "RESPONSEs reaching the sender per second over the last interval",
                    [model, &metrics] {
                      return static_cast<double>(model->sender->takeResponsesInterval()) /
                             toSeconds(metrics.interval());
                    });
  // Cumulative counts for the "responses sent vs received, implosion losses" chart, and the
  // paper's network cost and effective throughput as they grow during the transfer.
  metrics.addSeries(metric::kResponsesSentTotal, "responses", "RESPONSEs sent by all receivers so far", [model] {
    std::uint64_t n = 0;
    for (const auto& r : model->receivers) n += r->responsesSent();
    return static_cast<double>(n);
  });
  metrics.addSeries(metric::kResponsesReceivedTotal, "responses", "RESPONSEs that reached the sender so far",
                    [model] { return static_cast<double>(model->sender->responsesReceived()); });
  metrics.addSeries(metric::kNetworkCost, "Mbit",
                    "bits sent by the sender and the receivers so far (the paper's network cost)", [model] {
                      std::uint64_t bits = model->sender->bitsSent();
                      for (const auto& r : model->receivers) bits += r->responseBits();
                      return static_cast<double>(bits) / 1e6;
                    });
  metrics.addSeries(
      "throughput", "kbit/s", "data confirmed by every receiver per second since the first data packet", [model, &sim] {
        const SimTime t0 = model->sender->firstDataTime();
        const SimTime t1 = model->sender->complete() ? model->sender->completeTime() : sim.now();
        if (t0 < 0 || t1 <= t0) return 0.0;
        return static_cast<double>(model->sender->leG() - 1) * model->cfg.dataBytes * 8 / toSeconds(t1 - t0) / 1000;
      });
  metrics.addSeries("global window le", "packets",
                    "left edge of the global window (packets confirmed by every receiver + 1)",
                    [model] { return static_cast<double>(model->sender->leG()); });
  if (cfg.protocol == Protocol::kRbp)
    metrics.addSeries("tokens", "tokens", "tokens in RBP's response bucket",
                      [model] { return model->sender->tokensLevel(); });
  if (cfg.protocol == Protocol::kRbp || cfg.protocol == Protocol::kPep)
    metrics.addSeries("responses in flight", "responses", "polls whose RESPONSE is still awaited",
                      [model] { return model->sender->responsesInFlight(); });
  return m;
}

const polling::Config* pollingConfigOf(const Simulation& sim) {
  if (const auto* m = dynamic_cast<const PollingModel*>(sim.model())) return &m->cfg;
  return nullptr;
}

}  // namespace ps

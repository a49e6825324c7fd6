// The "estimation" model (seed 003): available-bandwidth estimators on a path with cross traffic.
//
//   cronos [, eolo] --access--> R1 ==tight link (C, DropTail)==> R2 --last hop--> mnemosyne
//   V1 (cross source) --access--> R1          R2 --access--> V2 (cross sink)
//
// Cross traffic (UDP CBR, or bulk TCP: bulk_tcp.h) enters at R1 and leaves at R2, so it shares only the tight link with
// the probes (digest §6.5, scenario 1; the seed's Figure 2 is lost). The ground truth A(t, tau) is computed on the
// tight link from the simulation itself (truth_monitor.h). Host names are the seed's. Summary: per instance, the
// reported range, its latency, the bytes it injected, and the truth over the run (A_run) beside the nominal C - X
// (A_nom).
#include "estimation_model.h"

#include <algorithm>
#include <memory>
#include <vector>

#include "../../net/ip_host.h"
#include "../../net/network.h"
#include "../../net/network_entities.h"
#include "../../net/traffic.h"
#include "../../transport/trace_kinds.h"
#include "abget.h"
#include "abget_instances.h"
#include "abget_params.h"
#include "bulk_tcp.h"
#include "estimation_params.h"
#include "estimation_readers.h"
#include "iperf.h"
#include "pathload_params.h"
#include "pathload_receiver.h"
#include "pathload_sender.h"
#include "trace_kinds.h"
#include "truth_monitor.h"

namespace ps::estimation {

using namespace params;

namespace {

constexpr std::uint32_t kToolFlowBase = 1000;  // pathload instance i: flow 1000 + i

class EstimationModel : public Model, private EventHandler {
 public:
  explicit EstimationModel(Simulation& sim) : net(sim), hosts(net) {}

  void start(Simulation&) override {
    for (auto& s : sources) s->start();
    if (tcpCross) tcpCross->start();
    if (iperfTcp) iperfTcp->start();
    for (std::size_t i = 0; i < abget.size(); ++i)
      net.sim().scheduler().schedule(abget.client(i).startTime(), this, 1, static_cast<std::uint32_t>(i));
    if (iperfClient) net.sim().scheduler().schedule(iperfClient->startTime(), this, 2);
    // Each receiver starts at its own time (the event's arg32 says which).
    for (std::size_t i = 0; i < receivers.size(); ++i)
      net.sim().scheduler().schedule(receivers[i]->startTime(), this, 0, static_cast<std::uint32_t>(i));
  }

  void onEvent(const Event& ev) override {
    if (ev.kind == 1)
      abget.client(ev.arg32).start();
    else if (ev.kind == 2)
      iperfClient->start();
    else
      receivers[ev.arg32]->start();
  }

  // The run ends one second after the last tool has reported, so the app's panels and charts show
  // the finished state (the result, the last verdict) before the clock stops.
  bool done() const override {
    SimTime last = 0;
    if (!abget.empty()) {
      if (!abget.done(last)) return false;
    } else if (iperfClient) {
      if (!iperfClient->done()) return false;
      return true;
    } else if (iperfTcp) {
      return iperfTcp->bytesAtStop(0) >= 0;  // iperf -t is over: its report is read
    } else {
      if (receivers.empty()) return false;
      for (const auto& r : receivers) {
        if (!r->done()) return false;
        last = std::max(last, r->endTime());
      }
    }
    return net.sim().now() >= last + kSecond;
  }

  void summarize(const Simulation& sim, Summary& out) const override {
    for (std::size_t i = 0; i < receivers.size(); ++i) {
      const PathloadReceiver& r = *receivers[i];
      const PathloadSender& s = *senders[i];
      const std::string p = receivers.size() > 1 ? "pathload" + std::to_string(i + 1) + "_" : "pathload_";
      const SimTime end = r.done() ? r.endTime() : sim.now();
      out.emplace_back(p + "done", r.done() ? 1 : 0);
      out.emplace_back(p + "low_bps", r.lo() * 1e6);
      out.emplace_back(p + "high_bps", r.hi() < 0 ? -1 : r.hi() * 1e6);
      out.emplace_back(p + "latency_s", toSeconds(end - r.startTime()));
      out.emplace_back(p + "fleets", static_cast<double>(r.fleets().size()));
      out.emplace_back(p + "adr_bps", r.adrMbps() * 1e6);
      out.emplace_back(p + "ic_flagged", r.coalescenceFlagged() ? 1 : 0);  // the ADR train's coalescence check
      out.emplace_back(p + "stop_cause", static_cast<double>(r.cause()));
      out.emplace_back(p + "probe_bytes", static_cast<double>(s.bytes().probes));
      out.emplace_back(p + "train_bytes", static_cast<double>(s.bytes().trains));
      out.emplace_back(p + "control_bytes", static_cast<double>(s.bytes().control + r.controlBytes()));
      out.emplace_back(p + "bytes", static_cast<double>(s.bytes().total() + r.controlBytes()));
      out.emplace_back(p + "truth_run_bps", truth->availableBps(r.startTime(), end));
    }
    abget.summarize(sim, *truth, out);
    if (iperfClient) {
      out.emplace_back("iperf_bandwidth_bps", iperfServer->bandwidthBps());
      out.emplace_back("iperf_lost", static_cast<double>(iperfServer->lost()));
      out.emplace_back("iperf_received", static_cast<double>(iperfServer->received()));
      out.emplace_back("iperf_jitter_s", iperfServer->jitterS());
      out.emplace_back("iperf_bytes", static_cast<double>(iperfClient->bytes()));
      out.emplace_back("iperf_truth_run_bps", truth->availableBps(iperfClient->startTime(), sim.now()));
    }
    if (iperfTcp) {
      // TCP mode: what the server received in order over -t ("Transfer" and "Bandwidth").
      const double got = std::max(0.0, iperfTcp->bytesAtStop(0));
      const SimTime t0 = iperfTcp->startTime(0), t1 = iperfTcp->stopTime(0);
      out.emplace_back("iperf_bandwidth_bps", got * 8 / toSeconds(t1 - t0));
      out.emplace_back("iperf_bytes", got);
      out.emplace_back("iperf_retransmissions", static_cast<double>(iperfTcp->sender(0).probe().retransmissions));
      out.emplace_back("iperf_truth_run_bps", truth->availableBps(t0, std::min(t1, sim.now())));
    }
    out.emplace_back("truth_nominal_bps", truth->capacityBps() - crossRate);
    out.emplace_back("cross_rate_bps", crossRate);  // UDP generators only: TCP takes what is left
    if (tcpCross) out.emplace_back("cross_tcp_delivered_bytes", static_cast<double>(tcpCross->deliveredBytes()));
    out.emplace_back("tight_drops", static_cast<double>(net.direction(tightDir).drops));
  }

  void topology(JsonWriter& w) const override { net.writeTopology(w); }

  Network net;
  IpHosts hosts;
  std::unique_ptr<TruthMonitor> truth;
  std::uint32_t tightDir = 0;
  double crossRate = 0;
  std::vector<std::unique_ptr<CbrSource>> sources;
  std::unique_ptr<Sink> sink;
  std::unique_ptr<BulkTcp> tcpCross;
  std::vector<std::unique_ptr<PathloadSender>> senders;
  std::vector<std::unique_ptr<PathloadReceiver>> receivers;
  AbgetInstances abget;
  std::unique_ptr<IperfServer> iperfServer;
  std::unique_ptr<IperfClient> iperfClient;
  std::unique_ptr<BulkTcp> iperfTcp;  // iperf in TCP mode
  std::vector<std::unique_ptr<NodeEntity>> nodeEntities;
  std::vector<std::unique_ptr<LinkEntity>> linkEntities;
};

}  // namespace

std::unique_ptr<Model> buildEstimationModel(const Json& root, Simulation& sim, Validator& v) {
  registerEstimationTraceKinds(sim);
  auto m = std::make_unique<EstimationModel>(sim);
  Network& net = m->net;
  const Json& path = v.readObject(root, "", kPath);
  const double access = v.read(path, "path", kAccessBandwidth);
  const double tight = v.read(path, "path", kTightBandwidth);
  const double last = v.read(path, "path", kLastBandwidth);
  const SimTime delay = fromSeconds(v.read(path, "path", kHopDelay));
  const auto tightQueue = static_cast<std::uint32_t>(v.readInt(path, "path", kTightQueue));
  const auto queue = static_cast<std::uint32_t>(v.readInt(path, "path", kQueue));
  const SimTime truthBin = fromSeconds(v.read(path, "path", kTruthBin));
  const double tightLoss = v.read(path, "path", kTightLoss);

  const std::string estimator = v.readChoice(root, "", kEstimator);
  const bool useAbget = estimator == "abget";
  const bool useIperf = estimator == "iperf";
  IperfConfig ip;
  if (useIperf) ip = readIperf(root, v, access);
  AbgetConfig ab;
  int abInstances = 0;
  SimTime abStagger = 0;
  if (useAbget) {
    ab = readAbget(root, v, access);
    const Json& a = v.readObject(root, "", kAbget);
    abInstances = static_cast<int>(v.readInt(a, "abget", kAbInstances));
    abStagger = fromSeconds(v.read(a, "abget", kAbStagger));
    if (abInstances > 1 && !ab.upstream && ab.port + 1001 > 65535)
      v.error("abget.port", "the second client's local port (port + 1001) would pass 65535 (allowed 1..64534)",
              "a porta local do segundo cliente (port + 1001) passaria de 65535 (permitido 1..64534)");
  }
  const Json& pl = v.readObject(root, "", kPathload);
  const int instances = static_cast<int>(v.readInt(pl, "pathload", kPlInstances));
  const SimTime stagger = fromSeconds(v.read(pl, "pathload", kPlStagger));
  const int portStep = static_cast<int>(v.readInt(pl, "pathload", kPlPortStep));
  const PathloadConfig cfg = readPathload(pl, v);
  if (instances > 1 && portStep == 0)
    v.error("pathload.portStep",
            "two pathload instances would both bind UDP port " + std::to_string(cfg.udpPort) +
                " on the receiving host (1.3.2's ports are static; the seed changed its code for this): set "
                "portStep to 1 or more (allowed 0..1000)",
            "duas instâncias do pathload ocupariam a mesma porta UDP " + std::to_string(cfg.udpPort) +
                " no host receptor (as portas do 1.3.2 são fixas; a semente mudou o código dele para isso): ajuste "
                "portStep para 1 ou mais (permitido 0..1000)");
  if (instances > 1 && cfg.udpPort + portStep > 65535)
    v.error("pathload.udpPort", "the second instance's port would pass 65535",
            "a porta da segunda instância passaria de 65535");

  const std::vector<CrossSpec> crossSpecs = readCross(root, v, tight, m->crossRate);
  bool anyTcp = false;
  for (const CrossSpec& c : crossSpecs) anyTcp = anyTcp || c.tcp;
  if (!v.ok()) return nullptr;

  // Nodes and links.
  std::vector<std::uint32_t> senderNodes;
  senderNodes.reserve(2);
  const char* senderNames[] = {"cronos", "eolo"};
  for (int i = 0; i < std::max(instances, abInstances); ++i)
    senderNodes.push_back(net.addNode({senderNames[i], "host", 0.05, 0.3 + 0.3 * i, "sender"}));
  const std::uint32_t r1 = net.addNode({"R1", "router", 0.35, 0.5, "transit"});
  const std::uint32_t r2 = net.addNode({"R2", "router", 0.65, 0.5, "transit"});
  const std::uint32_t rcv = net.addNode({"mnemosyne", "host", 0.95, 0.5, "receiver"});
  const std::uint32_t v1 = net.addNode({"V1", "host", 0.35, 0.1, ""});
  const std::uint32_t v2 = net.addNode({"V2", "host", 0.65, 0.1, ""});
  auto link = [&](std::uint32_t a, std::uint32_t b, double bw, std::uint32_t q, double loss = 0) {
    LinkSpec s;
    s.loss = loss;
    s.a = a;
    s.b = b;
    s.bandwidth.value = static_cast<std::int64_t>(bw);
    s.delay = delay;
    s.queueAB = s.queueBA = q;
    return net.addLink(s);
  };
  std::vector<std::string> linkNames;
  auto name = [&](std::uint32_t a, std::uint32_t b) {
    linkNames.push_back(net.node(a).name + "\xe2\x80\x94" + net.node(b).name);
  };
  for (std::uint32_t s : senderNodes) {
    link(s, r1, access, queue);
    name(s, r1);
  }
  const std::uint32_t tightLink = link(r1, r2, tight, tightQueue, tightLoss);
  name(r1, r2);
  link(r2, rcv, last, queue);
  name(r2, rcv);
  link(v1, r1, access, queue);
  name(v1, r1);
  link(r2, v2, access, queue);
  name(r2, v2);
  net.computeRoutes();
  m->tightDir = 2 * tightLink;  // R1 -> R2
  std::vector<std::string> nodeNames;
  nodeNames.reserve(net.nodeCount());
  for (std::uint32_t i = 0; i < net.nodeCount(); ++i) nodeNames.push_back(net.node(i).name);
  sim.setNodeNames(nodeNames);
  sim.setLinkNames(linkNames);
  m->truth = std::make_unique<TruthMonitor>(net, m->tightDir, truthBin);

  // Cross traffic, each UDP generator with a random phase of up to one packet gap.
  Rng phase = sim.rngFor(0xE57);
  if (anyTcp) {
    transport::registerTransportTraceKinds(sim);
    m->tcpCross = std::make_unique<BulkTcp>(sim, m->hosts.at(v1), m->hosts.at(v2), 0xE5C000);
  }
  for (std::size_t i = 0; i < crossSpecs.size(); ++i) {
    const CrossSpec& c = crossSpecs[i];
    if (c.tcp) {
      // A random phase of up to 1 s: TCP itself draws nothing at random here, so without it every
      // seed would meet the same sawtooth (its period on the 10 Mbit/s path is about a second).
      const std::string name = "TCP cross " + std::to_string(m->tcpCross->size() + 1) + " (V1 -> V2)";
      m->tcpCross->add(static_cast<std::uint32_t>(i), name, c.start + fromSeconds(phase.uniform(0, 1.0)),
                       BulkTcp::kNoStop, *c.tcp, Validator::at(c.path, "tcp"), v);
      continue;
    }
    CbrSpec spec;
    spec.from = v1;
    spec.to = v2;
    spec.flow = static_cast<std::uint32_t>(i);
    spec.rate.value = static_cast<std::int64_t>(c.rate);
    spec.packetBytes = c.size;
    const double gapS = c.size * 8.0 / c.rate;
    spec.start = c.start + fromSeconds(phase.uniform(0, gapS));
    m->sources.push_back(std::make_unique<CbrSource>(m->hosts.at(v1), spec));
    m->truth->markOpenLoopFlow(spec.flow);
  }
  m->sink = std::make_unique<Sink>(m->hosts.at(v2));
  if (!v.ok()) return nullptr;  // a TCP generator's settings were refused

  // abget: upstream runs on the sending host against a server on the receiving host; downstream
  // the other way round. Either way its MSS segments cross the probed direction.
  if (useAbget) m->abget.build(m->hosts, senderNodes, rcv, kToolFlowBase + 10, ab, abInstances, abStagger, *m->truth);

  if (useIperf) {
    const std::uint32_t flow = kToolFlowBase + 20;
    m->truth->markToolFlow(flow);
    if (ip.tcp) {
      if (!m->tcpCross) transport::registerTransportTraceKinds(sim);
      m->iperfTcp = std::make_unique<BulkTcp>(sim, m->hosts.at(senderNodes[0]), m->hosts.at(rcv), 0xE5D000);
      m->iperfTcp->add(flow, "iperf TCP (" + net.node(senderNodes[0]).name + " -> mnemosyne)", ip.start,
                       ip.start + ip.duration, *ip.tcp, "iperf.tcp", v);
      if (!v.ok()) return nullptr;
    } else {
      m->iperfServer = std::make_unique<IperfServer>(m->hosts.at(rcv), ip);
      m->iperfClient = std::make_unique<IperfClient>(m->hosts.at(senderNodes[0]), rcv, flow, ip);
    }
  }

  // pathload instances.
  const int pathloads = estimator == "pathload" ? instances : 0;
  for (int i = 0; i < pathloads; ++i) {
    PathloadConfig c = cfg;
    c.udpPort = static_cast<std::uint16_t>(cfg.udpPort + i * portStep);
    c.tcpPort = static_cast<std::uint16_t>(cfg.tcpPort + i * portStep);
    c.start = cfg.start + i * stagger;
    const std::uint32_t flow = kToolFlowBase + static_cast<std::uint32_t>(i);
    m->truth->markToolFlow(flow);
    m->senders.push_back(
        std::make_unique<PathloadSender>(m->hosts.at(senderNodes[static_cast<std::size_t>(i)]), rcv, flow, c));
    m->receivers.push_back(
        std::make_unique<PathloadReceiver>(m->hosts.at(rcv), senderNodes[static_cast<std::size_t>(i)], flow, c));
    m->receivers.back()->setTruth(m->truth.get());
  }

  for (std::uint32_t i = 0; i < net.nodeCount(); ++i) {
    m->nodeEntities.push_back(std::make_unique<NodeEntity>(net, i));
    sim.registerEntity(*m->nodeEntities.back(), net.node(i).name);
  }
  for (std::uint32_t l = 0; l < net.linkCount(); ++l) {
    m->linkEntities.push_back(std::make_unique<LinkEntity>(net, l));
    sim.registerEntity(*m->linkEntities.back(), linkNames[l]);
  }
  m->abget.registerEntities(sim, nodeNames);
  if (m->iperfClient) {
    sim.registerEntity(*m->iperfClient, "iperf client (" + net.node(senderNodes[0]).name + ")");
    sim.registerEntity(*m->iperfServer, "iperf server (" + net.node(rcv).name + ")");
  }
  if (m->iperfTcp) {
    sim.registerEntity(m->iperfTcp->sender(0), "iperf TCP client (" + net.node(senderNodes[0]).name + ")");
    sim.registerEntity(m->iperfTcp->receiver(0), "iperf TCP server (" + net.node(rcv).name + ")");
  }
  for (int i = 0; i < pathloads; ++i) {
    const std::string tag = instances > 1 ? " " + std::to_string(i + 1) : "";
    sim.registerEntity(*m->receivers[static_cast<std::size_t>(i)], "pathload receiver" + tag + " (mnemosyne)");
    sim.registerEntity(*m->senders[static_cast<std::size_t>(i)],
                       "pathload sender" + tag + " (" + net.node(senderNodes[static_cast<std::size_t>(i)]).name + ")");
  }
  for (std::size_t i = 0; i < m->sources.size(); ++i)
    sim.registerEntity(*m->sources[i], "cross traffic " + std::to_string(i + 1) + " (V1)");
  const std::size_t tcpFlows = m->tcpCross ? m->tcpCross->size() : 0;
  for (std::size_t i = 0; i < tcpFlows; ++i) {
    const std::string tag = "TCP cross " + std::to_string(i + 1);
    sim.registerEntity(m->tcpCross->sender(i), tag + " sender (V1)");
    sim.registerEntity(m->tcpCross->receiver(i), tag + " receiver (V2)");
    const transport::Sender* s = &m->tcpCross->sender(i);
    // Named as the transport family's per-flow series ("cwnd F1", "congestion window of F1").
    sim.metrics().addSeries("cwnd " + tag, "B", "congestion window of " + tag, [s] { return s->probe().cwndBytes; });
  }

  EstimationModel* model = m.get();
  sim.metrics().addSeries("available bandwidth", "bit/s", "A(t) on the tight link over the last interval",
                          [model, &sim] {
                            const SimTime iv = sim.metrics().interval();
                            const SimTime now = sim.now();
                            return model->truth->availableBps(now > iv ? now - iv : 0, now);
                          });
  for (std::size_t i = 0; i < m->receivers.size(); ++i) {
    const PathloadReceiver* r = m->receivers[i].get();
    const std::string tag = m->receivers.size() > 1 ? " " + std::to_string(i + 1) : "";
    sim.metrics().addSeries("pathload rate" + tag, "bit/s", "the rate pathload probes next",
                            [r] { return r->search().state().rate * 1e6; });
  }
  return m;
}

}  // namespace ps::estimation

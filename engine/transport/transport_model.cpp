// The transport model: reads a scenario's transport section (topology, flows, faults, background
// traffic) into a run and checks it. Long file: each rule it checks keeps its English and its
// Portuguese message side by side, which is what pushed it past 400 lines; the reading is one concept.
#include "transport_model.h"

#include "../core/metric_names.h"
#include "apps/background.h"
#include "trace_kinds.h"
#include "transport_params.h"
#include "transport_run.h"

namespace ps::transport {

using namespace params;

// ---- running ------------------------------------------------------------------------------------

TransportRun::~TransportRun() = default;

void TransportRun::attach(std::uint32_t flowId, const FlowSlot& slot) {
  if (flowId >= slots.size()) slots.resize(flowId + 1);
  slots[flowId] = slot;
  hosts.at(slot.srcNode).bind(kTransportPort, this);
  hosts.at(slot.dstNode).bind(kTransportPort, this);
}

void TransportRun::onReceive(Endpoint& at, const Packet& p) {
  if (p.flow >= slots.size()) return;
  const FlowSlot& s = slots[p.flow];
  if (p.srcPort != s.incarnation) {
    ++stalePackets;
    return;
  }
  if (at.node() == s.srcNode) {
    if (s.sender) s.sender->onPacket(p);
  } else if (at.node() == s.dstNode) {
    if (s.receiver) s.receiver->onPacket(p);
  }
}

void TransportRun::onTxStart(Network& net, std::uint32_t dir, PacketId id) {
  const Packet& p = net.sim().packets()[id];
  const FlowSlot* s = p.flow < slots.size() ? &slots[p.flow] : nullptr;
  const bool data = s && p.src == s->srcNode && p.srcPort == s->incarnation;
  if (dir == measuredDir()) {
    bnAll += p.sizeBytes;
    if (data && s->foreground >= 0) flows[static_cast<std::size_t>(s->foreground)]->bottleneckBytes += p.sizeBytes;
  }
  if (dir == bgDir && data && s->foreground < 0) bgBytes += p.sizeBytes;
}

void TransportRun::onDrop(Network& net, std::uint32_t, std::uint32_t, PacketId p, DropReason) {
  if (background) background->onDropped(net.sim().packets()[p]);
}

void TransportRun::start(Simulation& sim) {
  Scheduler& s = sim.scheduler();
  for (std::uint32_t i = 0; i < flows.size(); ++i) {
    s.schedule(flows[i]->spec.start, this, kFlowStart, i);
    if (flows[i]->spec.stop != kNever) s.schedule(flows[i]->spec.stop, this, kFlowStop, i);
  }
  if (measure.from > 0) s.schedule(measure.from, this, kMeasureFrom);
  if (measure.to != kNever && measure.to <= sim.stopTime()) s.schedule(measure.to, this, kMeasureTo);
  if (useGrid) s.schedule(0, this, kGrid);
  if (background) background->start(sim);
}

void TransportRun::onEvent(const Event& ev) {
  switch (ev.kind) {
    case kFlowStart: {
      FlowRun& f = *flows[ev.arg32];
      f.started = true;
      f.agents.sender->open();
      f.app->start(sim_);
      return;
    }
    case kFlowStop:
      flows[ev.arg32]->app->stop(sim_);
      return;
    case kMeasureFrom:
      snapshotFrom();
      return;
    case kMeasureTo:
      snapshotTo();
      return;
    case kGrid:
      for (std::size_t i = 0; i < flows.size(); ++i)
        grid.delivered[i].push_back(flows[i]->agents.receiver->deliveredBytes());
      sim_.scheduler().scheduleIn(grid.grid, this, kGrid);
      return;
    default:
      return;
  }
}

void TransportRun::snapshotFrom() {
  for (auto& f : flows) {
    f->deliveredFrom = f->agents.receiver->deliveredBytes();
    f->bnFrom = f->bottleneckBytes;
  }
  bnAllFrom = bnAll;
  bgFrom = bgBytes;
}

void TransportRun::snapshotTo() {
  for (auto& f : flows) {
    f->deliveredTo = f->agents.receiver->deliveredBytes();
    f->bnTo = f->bottleneckBytes;
    f->haveTo = true;
  }
  bnAllTo = bnAll;
  bgTo = bgBytes;
}

bool TransportRun::done() const {
  if (flows.empty() || background) return false;
  for (const auto& f : flows)
    if (!f->complete) return false;
  return true;
}

void TransportRun::topology(JsonWriter& w) const {
  const Network& net = topo.net();
  w.beginObject();
  net.writeNodesAndLinks(w);
  w.field("kind", topo.spec().parkingLot ? "parking-lot" : "dumbbell");
  w.key("bottlenecks").beginArray();
  for (std::uint32_t d : topo.forwardBottlenecks()) w.value(net.direction(d).link);
  w.endArray();
  w.key("flows").beginArray();
  for (const auto& f : flows)
    w.beginObject()
        .field("name", f->spec.name)
        .field("flow", f->wiring.flow)
        .field("from", f->wiring.src->node())
        .field("to", f->wiring.dst->node())
        .field("transport", f->spec.kind->name)
        .endObject();
  w.endArray().endObject();
}

void TransportRun::setSeries() {
  Metrics& m = sim_.metrics();
  TransportRun* run = this;
  auto lastTick = std::make_shared<SimTime>(0);
  // First series: computes every flow's goodput over the last interval, which the others read.
  m.addSeries(metric::kGoodput, "bit/s", "application bytes delivered per second, all flows, over the last interval",
              [run, lastTick] {
                const SimTime now = run->sim_.now();
                const double dt = toSeconds(now - *lastTick);
                *lastTick = now;
                double total = 0;
                for (auto& f : run->flows) {
                  const std::uint64_t d = f->agents.receiver->deliveredBytes();
                  f->tickRate = dt > 0 ? 8.0 * static_cast<double>(d - f->seriesBytes) / dt : 0;
                  f->seriesBytes = d;
                  total += f->tickRate;
                }
                return total;
              });
  m.addSeries(metric::kJain, "", "Jain's fairness index of the running flows' goodput over the last interval", [run] {
    std::vector<double> x;
    for (const auto& f : run->flows)
      if (f->started && !f->complete) x.push_back(f->tickRate);
    return jainIndex(x);
  });
  for (std::size_t i = 0; i < topo.forwardBottlenecks().size(); ++i)
    for (std::uint32_t d : {topo.forwardBottlenecks()[i], topo.reverseBottlenecks()[i]}) {
      const auto& dir = topo.net().direction(d);
      const std::string name =
          "queue " + topo.net().node(dir.from).name + "\xe2\x86\x92" + topo.net().node(dir.to).name;
      const Network* n = &topo.net();
      m.addSeries(name, "packets", "packets waiting for the bottleneck",
                  [n, d] { return static_cast<double>(n->direction(d).queue.size()); });
    }
  if (flows.size() > 32) return;  // per-flow series only where a chart can show them
  for (auto& fp : flows) {
    FlowRun* f = fp.get();
    m.addSeries(metric::kFlowThroughputPrefix + f->spec.name, "bit/s",
                "goodput of " + f->spec.name + " over the last interval", [f] { return f->tickRate; });
    const SenderProbe pr = f->agents.sender->probe();
    if (!std::isnan(pr.cwndBytes)) {
      m.addSeries(metric::kCwndPrefix + f->spec.name, "B", "congestion window of " + f->spec.name,
                  [f] { return f->agents.sender->probe().cwndBytes; });
      m.addSeries(metric::kSsthreshPrefix + f->spec.name, "B", "slow-start threshold of " + f->spec.name, [f] {
        const double v = f->agents.sender->probe().ssthreshBytes;
        return std::isnan(v) || v > 1e15 ? 0.0 : v;
      });
    } else if (!std::isnan(pr.rateBps)) {
      m.addSeries(metric::kRatePrefix + f->spec.name, "bit/s", "allowed sending rate of " + f->spec.name,
                  [f] { return f->agents.sender->probe().rateBps; });
    }
  }
}

// ---- building -----------------------------------------------------------------------------------

namespace {

MeasureSpec readMeasure(const Json& root, const Simulation& sim, Validator& v) {
  MeasureSpec m;
  const Json& o = v.readObject(root, "", kMeasure);
  m.from = fromSeconds(v.read(o, "measure", kMeasureFrom));
  m.to = o.get(kMeasureTo.key) ? fromSeconds(v.read(o, "measure", kMeasureTo)) : sim.stopTime();
  if (m.to <= m.from)
    v.error("measure.to",
            "must be after measure.from (" + formatNumber(toSeconds(m.from)) + " s) (got " +
                formatNumber(toSeconds(m.to)) + ")",
            "deve ser depois de measure.from (" + v.text().number(toSeconds(m.from)) +
                " s) (valor recebido: " + v.text().number(toSeconds(m.to)) + ")");
  m.convergence = v.readBool(o, "measure", kConvergence);
  m.convergenceDelta = v.read(o, "measure", kConvDelta);
  m.convergenceHold = fromSeconds(v.read(o, "measure", kConvHold));
  m.convergenceWindow = fromSeconds(v.read(o, "measure", kConvWindow));
  return m;
}

// The first router-to-router direction on the route from `src` to `dst` (kNone32 if none).
std::uint32_t firstRouterHop(const Topology& topo, std::uint32_t src, std::uint32_t dst) {
  const Network& net = topo.net();
  for (std::uint32_t u = src; u != dst;) {
    const std::uint32_t d = net.route(u, dst);
    if (d == kNone32) return kNone32;
    const auto& dir = net.direction(d);
    if (dir.from < topo.routerCount() && dir.to < topo.routerCount()) return d;
    u = dir.to;
  }
  return kNone32;
}

void readFaults(const Json& root, TransportRun& run, Validator& v) {
  const Json& faults = v.readArray(root, "", kFaults);
  for (std::size_t i = 0; i < faults.size(); ++i) {
    const std::string p = Validator::at("faults", i);
    const Json& f = faults[i];
    if (!f.isObject()) {
      v.error(p, "must be an object", "deve ser um objeto");
      continue;
    }
    v.onlyDeclared(f, p, kFault);
    const std::string name = v.readString(f, p, kFaultFlow);
    FaultRule r;
    r.count = static_cast<std::uint64_t>(v.readInt(f, p, kFaultCount));
    const bool bySegment = f.get(kFaultSegment.key) != nullptr, byTime = f.get(kFaultAt.key) != nullptr;
    if (bySegment == byTime) {
      v.error(p, "give segment (the k-th new data packet) or at (a time), one of the two",
              "informe segment (o k-ésimo novo pacote de dados) ou at (um instante), um dos dois");
      continue;
    }
    if (bySegment) r.segment = static_cast<std::uint64_t>(v.readInt(f, p, kFaultSegment));
    if (byTime) r.at = fromSeconds(v.read(f, p, kFaultAt));
    const FlowRun* flow = nullptr;
    std::string names;
    for (const auto& fr : run.flows) {
      if (fr->spec.name == name) flow = fr.get();
      if (names.size() < 200) names += (names.empty() ? "" : ", ") + fr->spec.name;
    }
    if (!flow) {
      if (f.get(kFaultFlow.key)) {
        std::string msg = "no flow named \"" + name;
        msg += "\" (flows: ";
        msg += names;
        msg += ")";
        std::string msgPt = "nenhum fluxo se chama \"" + name;
        msgPt += "\" (fluxos: ";
        msgPt += names;
        msgPt += ")";
        v.error(Validator::at(p, kFaultFlow.key), msg, msgPt);
      }
      continue;
    }
    r.flow = flow->wiring.flow;
    r.srcNode = flow->wiring.src->node();
    r.dir = firstRouterHop(run.topo, r.srcNode, flow->wiring.dst->node());
    if (r.dir == kNone32) {
      v.error(Validator::at(p, kFaultFlow.key), "the flow crosses no router-to-router link, so nothing can drop it",
              "o fluxo não passa por nenhum enlace entre roteadores, então nada pode descartá-lo");
      continue;
    }
    run.faults.add(r, flow->agents.sender.get());
  }
}

std::unique_ptr<Application> makeApp(Sender& s, const AppSpec& a, Rng rng) {
  switch (a.kind) {
    case AppSpec::Kind::kCbr:
      return std::make_unique<CbrApp>(s, a);
    case AppSpec::Kind::kOnOff:
      return std::make_unique<OnOffApp>(s, a, rng);
    case AppSpec::Kind::kBulk:
      break;
  }
  return std::make_unique<BulkApp>(s, a);
}

}  // namespace

}  // namespace ps::transport

namespace ps {

using namespace transport;

std::unique_ptr<Model> buildTransportModel(const Json& root, Simulation& sim, Validator& v) {
  registerTransportTraceKinds(sim);
  TopologySpec spec = readTopologySpec(root, v);
  auto run = std::make_unique<TransportRun>(sim, spec);
  Topology& topo = run->topo;
  for (const auto& h : spec.hosts) {
    const Topology::HostNameProblem why = topo.checkHostName(h.name);
    if (!why.none())
      v.error("network.hosts", why.english, why.portuguese);
    else
      topo.requireHost(h.name);
  }
  std::vector<FlowSpec> specs = readFlows(root, sim, topo, v);
  BackgroundSpec bgSpec;
  const bool hasBackground = readBackgroundSpec(root, spec.mtu, v, bgSpec);
  if (hasBackground) Background::addHosts(topo, bgSpec, spec.bottleneck.bandwidth);
  run->measure = readMeasure(root, sim, v);
  if (!v.ok()) return nullptr;

  topo.build();
  Network& net = topo.net();
  std::vector<std::string> nodeNames;
  for (std::uint32_t i = 0; i < net.nodeCount(); ++i) nodeNames.push_back(net.node(i).name);
  sim.setNodeNames(nodeNames);
  sim.setLinkNames(topo.linkNames());

  for (std::size_t i = 0; i < specs.size(); ++i) {
    FlowSpec& s = specs[i];
    if (s.copy > 0 && !v.ok()) break;  // copies repeat the first one's errors
    auto f = std::make_unique<FlowRun>();
    const std::uint32_t src = topo.hostNode(s.from), dst = topo.hostNode(s.to);
    FlowWiring& w = f->wiring;
    w.sim = &sim;
    w.src = &run->hosts.at(src);
    w.dst = &run->hosts.at(dst);
    w.flow = static_cast<std::uint32_t>(i);
    w.port = kTransportPort;
    w.pathMtu = topo.mtu();
    w.baseRtt = topo.baseRtt(src, dst, topo.mtu(), 40);
    w.rngStream = kFlowStreamBase + 16 * i;
    w.name = s.name + " (" + s.from + "\xe2\x86\x92" + s.to + ")";
    static const Json kEmpty = Json::object();
    const std::string settingsPath =
        s.kind->settings ? Validator::at(s.path, s.kind->settings->key) : Validator::at(s.path, "transport");
    f->agents = s.kind->build(w, s.settings ? *s.settings : kEmpty, settingsPath, v);
    if (!f->agents.sender || !f->agents.receiver) continue;
    const std::string appPath = Validator::at(s.path, "app");
    if (s.kind->datagram) {
      if (s.app.kind == AppSpec::Kind::kBulk && std::string(s.kind->name) == "udp")
        v.error(Validator::at(appPath, "kind"),
                "udp has no congestion control, so a bulk source would send without limit: use cbr or onoff",
                "udp não tem controle de congestionamento, então uma fonte bulk enviaria sem limite: use cbr ou "
                "onoff");
      const std::uint32_t bytes = f->agents.sender->packetBytes(s.app.packetSize);
      if (s.app.kind != AppSpec::Kind::kBulk && bytes > topo.mtu())
        v.error(Validator::at(appPath, "packetSize"),
                "must be <= " + std::to_string(s.app.packetSize - (bytes - topo.mtu())) + " (the path MTU " +
                    std::to_string(topo.mtu()) + " less " + std::to_string(bytes - s.app.packetSize) +
                    " header bytes) (got " + std::to_string(s.app.packetSize) + ")",
                "deve ser ≤ " + v.text().integer(s.app.packetSize - (bytes - topo.mtu())) + " (a MTU do caminho, " +
                    v.text().integer(topo.mtu()) + ", menos " + v.text().integer(bytes - s.app.packetSize) +
                    " bytes de cabeçalho) (valor recebido: " + v.text().integer(s.app.packetSize) + ")");
    }
    f->app = makeApp(*f->agents.sender, s.app, sim.rngFor(w.rngStream + 15));
    f->agents.sender->setListener(f.get());
    f->spec = s;
    run->attach(w.flow,
                FlowSlot{f->agents.sender.get(), f->agents.receiver.get(), src, dst, 0, static_cast<std::int32_t>(i)});
    run->flows.push_back(std::move(f));
  }
  if (!v.ok()) return nullptr;

  readFaults(root, *run, v);
  if (!v.ok()) return nullptr;
  if (!run->faults.empty()) topo.setFaultFilter(&run->faults);
  net.setTxListener(run->measuredDir(), run.get());
  if (hasBackground) {
    run->background = std::make_unique<Background>(*run, bgSpec);
    run->background->setUp(static_cast<std::uint32_t>(run->flows.size()));
    run->bgDir = run->background->dataDir();
    net.setTxListener(run->bgDir, run.get());
    net.setDropListener(run.get());
  }
  run->useGrid = run->measure.convergence && run->flows.size() >= 2 && run->flows.size() <= 16;
  if (run->measure.convergence && !run->useGrid)
    v.error("measure.convergence", "needs 2 to 16 flows (got " + std::to_string(run->flows.size()) + ")",
            "precisa de 2 a 16 fluxos (tem " + std::to_string(run->flows.size()) + ")");
  if (!v.ok()) return nullptr;
  if (run->useGrid) run->grid.delivered.assign(run->flows.size(), {});

  // Entities for the panels, in a stable order: nodes, links, then each flow's sender and receiver.
  for (std::uint32_t i = 0; i < net.nodeCount(); ++i) {
    run->nodeEntities.push_back(std::make_unique<NodeEntity>(net, i));
    sim.registerEntity(*run->nodeEntities.back(), net.node(i).name);
  }
  for (std::uint32_t l = 0; l < net.linkCount(); ++l) {
    run->linkEntities.push_back(std::make_unique<LinkEntity>(net, l));
    sim.registerEntity(*run->linkEntities.back(), topo.linkNames()[l]);
  }
  for (auto& f : run->flows) {
    sim.registerEntity(*f->agents.sender, f->spec.name + " sender (" + f->spec.from + ")");
    sim.registerEntity(*f->agents.receiver, f->spec.name + " receiver (" + f->spec.to + ")");
  }
  if (run->background) sim.registerEntity(*run->background, "background traffic");
  run->setSeries();
  return run;
}

}  // namespace ps

// The "literature-ip" model: the thesis's literature protocols (seed 001 §2.7-2.9 and chapter 5:
// SEQ, ES, CM, RRA) on a routed IP network instead of the Ethernet LAN. The protocol entities are
// the ethernet model's (LiteratureGroup over Endpoints); only the network under them changes.
//
// Scenario sections
//   "network":  net/ip_topology.h (the polling model's reader: transit-stub, explicit; star and
//               dumbbell are refused, see below)
//   "group":    {"receivers": r} (literature_ip_params.h): members are nodes 0 .. r
//   "protocol": the ethernet model's section (ethernet_model_config.h; protocol.name SEQ, ES, CM
//               or RRA; SAW and BAP model the thesis's LAN and stay on the "ethernet" model)
//
// Choices where nothing says how the LAN protocols map onto IP:
// - Member i is network node i. The entities index their tables by Endpoint::node() and name
//   members by it in their trace records, so the member numbers must be node ids; the topologies
//   that number the sender 0 and hosts from 1 (transit-stub, explicit with the sender listed
//   first) qualify, star and dumbbell (a router is node 1) do not and are refused with the field.
// - Each member multicasts on its own group (Network::createGroup, a source-rooted tree over the
//   unicast routes to every other member): the LAN's one shared address has no IP counterpart.
// - Bit times (every literature timer, protocol.interval, the latency fields) are those of the
//   first sender's access link, whose rate is network.bandwidth (unless an explicit link sets its
//   own): 1 Mbit/s by default, so one bit time is 1000 ns, where the thesis's LAN has 100 ns. The
//   rate must divide 1e9 so that a bit time is a whole number of ns.
// - The thesis's quiet-network clock rule (endpoint.h) does not apply: an IP host is always quiet.
// - protocol.statsFile is read (the section is shared) and ignored: the per-packet output file is
//   the LAN simulator's (§3.5).
//
// Summary: PacketStats' fields (packet_stats.h: messages, lat_*, ...), the group's
// (literature_group.h: control_frames, timeouts, per protocol), plus completed,
// control_frames_per_message, goodput_mbps (data delivered to every receiver per second, as the
// ethernet model's), loss_drops, queue_drops, link_bits_mbit, duration_bits.
// Topology: the polling model's shape (nodes, links, "sender", "receivers", "groups" with edges).
#include "literature_ip_model.h"

#include <string>

#include "../../core/metric_names.h"
#include "../../net/ip_host.h"
#include "../../net/ip_topology.h"
#include "../../net/network.h"
#include "../multicast/ethernet_model_config.h"
#include "../multicast/packet_stats.h"
#include "literature_group.h"
#include "literature_ip_params.h"

namespace ps {

namespace {

class LiteratureIpModel final : public Model {
 public:
  explicit LiteratureIpModel(Simulation& sim) : sim_(sim), net(sim), hosts(net) {}

  void start(Simulation&) override { group->start(); }
  bool done() const override { return group && group->done(); }

  void summarize(const Simulation& sim, Summary& out) const override {
    stats.summarize(out);
    const double msgs = stats.completed() ? stats.completed() : 1;
    out.emplace_back("completed", done() ? 1 : 0);
    out.emplace_back("control_frames", static_cast<double>(group->controlFrames()));
    out.emplace_back("control_frames_per_message", static_cast<double>(group->controlFrames()) / msgs);
    out.emplace_back("timeouts", static_cast<double>(group->timeouts()));
    group->summarize(out);
    const double seconds = toSeconds(sim.now());
    out.emplace_back("goodput_mbps", seconds > 0 ? static_cast<double>(stats.completed()) * mc.receivers *
                                                       static_cast<double>(mc.dataBits()) / seconds / 1e6
                                                 : 0);
    out.emplace_back("loss_drops", static_cast<double>(net.drops(DropReason::kLoss)));
    out.emplace_back("queue_drops", static_cast<double>(net.drops(DropReason::kQueueOverflow)));
    out.emplace_back("link_bits_mbit", static_cast<double>(net.bitsOnLinks()) / 1e6);
    out.emplace_back("duration_bits", static_cast<double>(sim.now() / bitNs));  // NOLINT(bugprone-integer-division)
  }

  void topology(JsonWriter& w) const override {
    w.beginObject();
    net.writeNodesAndLinks(w);
    w.field("sender", 0U).key("receivers").beginArray();
    for (std::uint32_t i = 1; i <= mc.receivers; ++i) w.value(i);
    w.endArray();
    net.writeGroups(w, groups);
    w.key("protocol").beginObject().field("name", LiteratureGroup::protocolName(lit.proto));
    w.field("receivers", mc.receivers).field("senders", lit.senders).field("bit_ns", bitNs);
    if (lit.proto == LitProto::kSeq) w.field("sequencer", sim_.nodeName(lit.seq.sequencer));
    if (lit.proto == LitProto::kCm) w.field("first_token_site", sim_.nodeName(lit.cm.firstToken));
    w.endObject().endObject();
  }

  Simulation& sim_;
  Network net;
  IpHosts hosts;
  IpTopology topo;
  MulticastConfig mc;
  LiteratureConfig lit;
  PacketStats stats;
  SimTime bitNs = 1000;
  std::vector<std::uint32_t> groups;  // groups[i]: the group member i multicasts to
  std::unique_ptr<LiteratureGroup> group;
};

// Member i must be node i (see the top of this file); says which field to change when not.
bool membersAreFirstNodes(const LiteratureIpModel& m, Validator& v) {
  const IpTopology& topo = m.topo;
  if (topo.kind == "star" || topo.kind == "dumbbell") {
    v.error("network.topology",
            "must be \"transit-stub\" or \"explicit\" for the literature protocols (got \"" + topo.kind +
                "\"): members are nodes 0 .. r, and this topology makes node 1 a router",
            "deve ser \"transit-stub\" ou \"explicit\" para os protocolos da literatura (valor recebido: \"" +
                topo.kind + "\"): os membros são os nós 0 .. r, e esta topologia faz do nó 1 um roteador");
    return false;
  }
  if (topo.sender != 0) {
    v.error("network.sender", "must be the first node of network.nodes: the group's node 0 is the first sender",
            "deve ser o primeiro nó de network.nodes: o nó 0 do grupo é o primeiro emissor");
    return false;
  }
  if (m.mc.receivers + 1 > m.net.nodeCount()) {
    const auto n = static_cast<std::int64_t>(m.net.nodeCount());
    v.error("group.receivers",
            "must be <= " + std::to_string(n - 1) + " (got " + std::to_string(m.mc.receivers) + "): the network has " +
                std::to_string(n) + " nodes",
            "deve ser ≤ " + v.text().integer(n - 1) + " (valor recebido: " + v.text().integer(m.mc.receivers) +
                "): a rede tem " + v.text().integer(n) + " nós");
    return false;
  }
  return true;
}

}  // namespace

std::unique_ptr<Model> buildLiteratureIpModel(const Json& root, Simulation& sim, Validator& v) {
  auto m = std::make_unique<LiteratureIpModel>(sim);
  const Json& g = v.readObject(root, "", literature_ip_params::kGroup);
  m->mc.receivers = static_cast<std::uint32_t>(v.readInt(g, "group", literature_ip_params::kReceivers));
  readMulticastProtocol(root, v, m->mc, m->lit);
  if (!v.ok()) return nullptr;
  if (m->mc.proto != ProtoKind::kLiterature) {
    v.error("protocol.name",
            "must be SEQ, ES, CM or RRA on \"literature-ip\": SAW and BAP model the thesis's LAN (model \"ethernet\")",
            "deve ser SEQ, ES, CM ou RRA em \"literature-ip\": SAW e BAP modelam a LAN da tese (modelo \"ethernet\")");
    return nullptr;
  }
  if (!buildIpTopology(root, m->net, v, m->topo) || !v.ok() || !membersAreFirstNodes(*m, v)) return nullptr;
  // The reference rate of bit times: the first sender's access link (network.bandwidth unless an
  // explicit link sets its own; see the top of this file).
  const std::int64_t rate = m->net.direction(m->topo.senderOutDir).bandwidth.value;
  if (rate > 1000000000LL || 1000000000LL % rate != 0) {
    v.error("network.bandwidth",
            "must divide 1e9 for the literature protocols (got " + std::to_string(rate) +
                " bit/s on the sender's link): their timers count bit times of this rate, a whole number of ns "
                "(e.g. 1000000, 10000000)",
            "deve dividir 1e9 para os protocolos da literatura (valor recebido: " + v.text().integer(rate) +
                " bit/s no enlace do emissor): seus temporizadores contam tempos de bit desta taxa, um número "
                "inteiro de ns (p. ex. 1000000, 10000000)");
    return nullptr;
  }
  m->bitNs = 1000000000LL / rate;

  Network& net = m->net;
  const std::uint32_t members = m->mc.receivers + 1;
  std::vector<std::string> names;
  for (std::uint32_t x = 0; x < net.nodeCount(); ++x) {
    auto& nd = net.mutableNode(x);
    if (x >= members) {
      names.push_back(nd.name);
      continue;
    }
    names.push_back(x == 0 ? "S" : "R" + std::to_string(x));
    if (nd.name != names.back()) nd.name = names.back() + " (" + nd.name + ")";
    nd.role = x == 0 ? "sender" : "receiver";
  }
  std::vector<std::string> linkNames;
  for (std::uint32_t l = 0; l < net.linkCount(); ++l)
    linkNames.push_back(names[net.direction(2 * l).from] + "\xe2\x80\x94" + names[net.direction(2 * l).to]);
  sim.setNodeNames(names);
  sim.setLinkNames(linkNames);
  registerLiteratureTraceKinds(sim);

  std::vector<Endpoint*> eps;
  for (std::uint32_t i = 0; i < members; ++i) {
    eps.push_back(&m->hosts.at(i));
    std::vector<std::uint32_t> others;
    for (std::uint32_t j = 0; j < members; ++j)
      if (j != i) others.push_back(j);
    m->groups.push_back(net.createGroup(i, others, "from " + names[i]));
  }
  m->hosts.at(0).setFirstHop(m->topo.senderOutDir);
  m->stats.init(m->mc, m->bitNs, 1000.0 / static_cast<double>(m->bitNs), m->lit.senders * m->mc.packets);
  m->stats.latencyOfDeliveredOnly(true);
  m->stats.thesisBoundsApply(false);
  m->stats.setProtocolName(LiteratureGroup::shortName(m->lit.proto));
  const LitContext ctx{sim, m->lit, m->mc, m->stats, m->bitNs, m->groups[0], members};
  m->group = std::make_unique<LiteratureGroup>(ctx, eps, m->groups);
  m->group->registerEntities(sim, names);

  LiteratureIpModel* model = m.get();
  sim.metrics().addSeries("messages_done", "messages", "messages every member has delivered",
                          [model] { return static_cast<double>(model->stats.completed()); });
  return m;
}

const LiteratureConfig* literatureIpConfigOf(const Simulation& sim) {
  if (const auto* m = dynamic_cast<const LiteratureIpModel*>(sim.model())) return &m->lit;
  return nullptr;
}

}  // namespace ps

#include "ip_topology.h"

#include <cmath>
#include <map>
#include <queue>
#include <tuple>

#include "ip_topology_params.h"
#include "node_list.h"
#include "transit_stub.h"

namespace ps {

using namespace ip_topology_params;

namespace {

struct Common {
  BitsPerSecond bandwidth{1000000};
  SimTime delay = 10 * kMillisecond;
  double loss = 0;
  std::uint32_t queue = 50;
  SimTime senderDelay = kMillisecond;
  std::uint32_t senderQueue = 0, senderInbound = 50;
};

// (hops, length) shortest paths from s on the generated graph: returns per-node length and hops.
void hopTree(const GeneratedTopology& g, const std::vector<std::vector<std::pair<std::uint32_t, std::uint32_t>>>& adj,
             std::uint32_t s, std::vector<std::uint32_t>& hops, std::vector<std::uint64_t>& len) {
  const std::size_t n = g.nodes.size();
  hops.assign(n, ~0u);
  len.assign(n, ~0ull);
  using K = std::tuple<std::uint32_t, std::uint64_t, std::uint32_t>;
  std::priority_queue<K, std::vector<K>, std::greater<K>> pq;
  hops[s] = 0;
  len[s] = 0;
  pq.emplace(0, 0, s);
  while (!pq.empty()) {
    const auto [h, d, u] = pq.top();
    pq.pop();
    if (h != hops[u] || d != len[u]) continue;
    for (const auto& [v, l] : adj[u]) {
      const std::uint32_t nh = h + 1;
      const std::uint64_t nd = d + l;
      if (nh < hops[v] || (nh == hops[v] && nd < len[v])) {
        hops[v] = nh;
        len[v] = nd;
        pq.emplace(nh, nd, v);
      }
    }
  }
}

LinkSpec linkSpec(const Common& c, std::uint32_t a, std::uint32_t b, SimTime delay) {
  LinkSpec s;
  s.a = a;
  s.b = b;
  s.bandwidth = c.bandwidth;
  s.delay = delay;
  s.loss = c.loss;
  s.queueAB = s.queueBA = c.queue;
  return s;
}

// The sender's access link: its outgoing queue (unbounded by default, as in the paper) and the
// normal-sized inbound queue where feedback implosion happens. Named "sender—<attach>".
void addSenderLink(Network& net, const Common& c, IpTopology& out, const std::string& attachName) {
  LinkSpec sl = linkSpec(c, out.sender, out.attach, c.senderDelay);
  sl.queueAB = c.senderQueue;
  sl.queueBA = c.senderInbound;
  net.addLink(sl);
  out.linkNames.push_back("sender\xe2\x80\x94" + attachName);
}

std::uint32_t addNode(Network& net, const std::string& name, const char* kind, const char* role, double x, double y) {
  Network::NodeInfo info;
  info.name = name;
  info.kind = kind;
  info.role = role;
  info.x = x;
  info.y = y;
  return net.addNode(info);
}

void buildTransitStub(const Json& network, Network& net, Validator& v, const Common& c, IpTopology& out) {
  const Json& ts = v.readObject(network, "network", kTransitStub);
  const std::string p = "network.transitStub";
  TransitStubSpec spec;
  spec.seed = static_cast<std::uint64_t>(v.readInt(ts, p, kTsSeed));
  spec.transitDomains = static_cast<std::uint32_t>(v.readInt(ts, p, kTsDomains));
  spec.transitNodes = static_cast<std::uint32_t>(v.readInt(ts, p, kTsTransitNodes));
  spec.stubsPerTransit = static_cast<std::uint32_t>(v.readInt(ts, p, kTsStubs));
  spec.stubNodes = static_cast<std::uint32_t>(v.readInt(ts, p, kTsStubNodes));
  spec.alphaTop = v.read(ts, p, kTsAlphaTop);
  spec.alphaTransit = v.read(ts, p, kTsAlphaTransit);
  spec.alphaStub = v.read(ts, p, kTsAlphaStub);
  const std::string attachName = v.readString(ts, p, kTsAttach);
  const double treeLatency = v.read(ts, p, kTsTreeLatency);
  const double unitDelay = v.read(ts, p, kTsUnitDelay);
  const std::uint64_t total =
      static_cast<std::uint64_t>(spec.transitDomains) * spec.transitNodes * (1 + spec.stubsPerTransit * spec.stubNodes);
  if (total > 5000)
    v.error(p, "at most 5000 nodes (T·NT·(1 + K·NS) = " + std::to_string(total) + ")",
            "no máximo 5.000 nós (T·NT·(1 + K·NS) = " + v.text().integer(static_cast<std::int64_t>(total)) + ")");
  if (!v.ok()) return;

  const GeneratedTopology g = generateTransitStub(spec);
  const auto n = static_cast<std::uint32_t>(g.nodes.size());
  std::vector<std::vector<std::pair<std::uint32_t, std::uint32_t>>> adj(n);
  for (const auto& e : g.edges) {
    adj[e.a].push_back({e.b, e.length});
    adj[e.b].push_back({e.a, e.length});
  }
  // The attachment transit node.
  const std::uint32_t transitCount = spec.transitDomains * spec.transitNodes;
  std::uint32_t attach = kNone32;
  std::vector<std::uint32_t> hops;
  std::vector<std::uint64_t> len;
  if (attachName == "auto") {
    std::uint32_t bestEcc = 0;
    std::uint64_t bestLen = 0;
    for (std::uint32_t t = 0; t < transitCount; ++t) {
      hopTree(g, adj, t, hops, len);
      std::uint32_t ecc = 0;
      std::uint64_t far = 0;
      for (std::uint32_t x = 0; x < n; ++x) {
        if (hops[x] > ecc) ecc = hops[x];
        if (len[x] > far) far = len[x];
      }
      if (attach == kNone32 || ecc > bestEcc || (ecc == bestEcc && far > bestLen)) {
        attach = t;
        bestEcc = ecc;
        bestLen = far;
      }
    }
  } else {
    for (std::uint32_t t = 0; t < transitCount; ++t)
      if (g.nodes[t].name == attachName) attach = t;
    if (attach == kNone32) {
      v.error(
          p + ".attach",
          "no transit node named \"" + attachName + "\" (transit nodes are T<domain>.<index>, e.g. T0.0; or \"auto\")",
          "nenhum nó de trânsito se chama \"" + attachName +
              "\" (os nós de trânsito são T<domínio>.<índice>, p. ex. T0.0; ou \"auto\")");
      return;
    }
  }
  hopTree(g, adj, attach, hops, len);
  std::uint64_t far = 0;
  for (std::uint32_t x = 0; x < n; ++x) {
    if (hops[x] == ~0u) {
      v.error("network", "the generated topology is disconnected (node " + g.nodes[x].name + " unreachable)",
              "a topologia gerada é desconexa (o nó " + g.nodes[x].name + " não é alcançável)");
      return;
    }
    if (len[x] > far) far = len[x];
  }
  // Delay per length unit: scaled so that the deepest tree path matches treeLatency.
  const double target = treeLatency - toSeconds(c.senderDelay);
  const double perUnit = (treeLatency > 0 && far > 0 && target > 0) ? target / static_cast<double>(far) : unitDelay;

  out.sender = addNode(net, "sender", "host", "sender", 0.5, 0.5);
  for (const auto& nd : g.nodes) addNode(net, nd.name, "router", nd.transit ? "transit" : "stub", nd.x, nd.y);
  out.attach = attach + 1;
  addSenderLink(net, c, out, g.nodes[attach].name);
  for (const auto& e : g.edges) {
    net.addLink(linkSpec(c, e.a + 1, e.b + 1, fromSeconds(perUnit * e.length)));
    out.linkNames.push_back(g.nodes[e.a].name + "\xe2\x80\x94" + g.nodes[e.b].name);
  }
  for (std::uint32_t x = 1; x <= n; ++x) out.candidates.push_back(x);
}

void buildDumbbell(const Json& network, Network& net, Validator& v, const Common& c, IpTopology& out) {
  const Json& d = v.readObject(network, "network", kDumbbell);
  const std::string p = "network.dumbbell";
  const auto hosts = static_cast<std::uint32_t>(v.readInt(d, p, kHosts));
  const double bb = v.read(d, p, kBottleneckBandwidth, static_cast<double>(c.bandwidth.value));
  const SimTime bd = fromSeconds(v.read(d, p, kBottleneckDelay));
  const SimTime ad = fromSeconds(v.read(d, p, kAccessDelay));
  const double bl = v.read(d, p, kBottleneckLoss, c.loss);
  if (!v.ok()) return;
  out.sender = addNode(net, "sender", "host", "sender", 0.06, 0.5);
  const std::uint32_t left = addNode(net, "left", "router", "router", 0.3, 0.5);
  const std::uint32_t right = addNode(net, "right", "router", "router", 0.7, 0.5);
  out.attach = left;
  addSenderLink(net, c, out, "left");
  LinkSpec mid = linkSpec(c, left, right, bd);
  mid.bandwidth.value = static_cast<std::int64_t>(bb);
  mid.loss = bl;
  net.addLink(mid);
  out.linkNames.push_back("left\xe2\x80\x94right");
  for (std::uint32_t h = 0; h < hosts; ++h) {
    const double y = hosts == 1 ? 0.5 : 0.1 + 0.8 * h / (hosts - 1);
    const std::string name = "H" + std::to_string(h + 1);
    const std::uint32_t id = addNode(net, name, "host", "host", 0.92, y);
    net.addLink(linkSpec(c, right, id, ad));
    out.linkNames.push_back("right\xe2\x80\x94" + name);
    out.candidates.push_back(id);
  }
}

void buildStar(const Json& network, Network& net, Validator& v, const Common& c, IpTopology& out) {
  const Json& d = v.readObject(network, "network", kStar);
  const std::string p = "network.star";
  const auto hosts = static_cast<std::uint32_t>(v.readInt(d, p, kHosts));
  if (!v.ok()) return;
  const double kPi = 3.14159265358979323846;
  out.sender = addNode(net, "sender", "host", "sender", 0.1, 0.5);
  const std::uint32_t hub = addNode(net, "hub", "router", "router", 0.5, 0.5);
  out.attach = hub;
  addSenderLink(net, c, out, "hub");
  for (std::uint32_t h = 0; h < hosts; ++h) {
    const double ang = kPi + 2 * kPi * (h + 1) / (hosts + 1);
    const std::string name = "H" + std::to_string(h + 1);
    const std::uint32_t id = addNode(net, name, "host", "host", 0.5 + 0.4 * std::cos(ang), 0.5 + 0.4 * std::sin(ang));
    net.addLink(linkSpec(c, hub, id, c.delay));
    out.linkNames.push_back("hub\xe2\x80\x94" + name);
    out.candidates.push_back(id);
  }
}

void buildExplicit(const Json& network, Network& net, Validator& v, const Common& c, IpTopology& out) {
  const NodeNames byName = readNodeList(network, network_params::kNodes, net, v, "router");
  auto ref = [&](const Json& obj, const std::string& p, const char* key) {
    return readNodeRef(byName, v, obj, p, key);
  };
  out.sender = ref(network, "network", kExplicitSender.key);
  const Json& links = v.array(network, "network", kExplicitLinks.key, true);
  bool senderLinked = false;
  for (std::size_t i = 0; i < links.size(); ++i) {
    const std::string p = Validator::at("network.links", i);
    const Json& l = links[i];
    if (!l.isObject()) {
      v.error(p, "must be an object", "deve ser um objeto");
      continue;
    }
    v.onlyDeclared(l, p, kExplicitLink);
    LinkSpec s = linkSpec(c, ref(l, p, network_params::kLinkA.key), ref(l, p, network_params::kLinkB.key), c.delay);
    s.bandwidth.value =
        static_cast<std::int64_t>(v.read(l, p, kExplicitBandwidth, static_cast<double>(c.bandwidth.value)));
    s.delay = fromSeconds(v.read(l, p, kExplicitDelay, toSeconds(c.delay)));
    s.loss = v.read(l, p, kExplicitLoss, c.loss);
    s.queueAB = static_cast<std::uint32_t>(v.readInt(l, p, kExplicitQueue, c.queue));
    s.queueBA = static_cast<std::uint32_t>(v.readInt(l, p, kExplicitQueueBA, s.queueAB));
    if (s.a == kNone32 || s.b == kNone32) continue;
    if (s.a == s.b) {
      v.error(p, "a link must join two different nodes", "um enlace deve ligar dois nós diferentes");
      continue;
    }
    // The sender's first link is its access link: outgoing queue and inbound queue from senderLink.
    if (!senderLinked && (s.a == out.sender || s.b == out.sender)) {
      senderLinked = true;
      const bool forward = s.a == out.sender;
      (forward ? s.queueAB : s.queueBA) = c.senderQueue;
      (forward ? s.queueBA : s.queueAB) = c.senderInbound;
      out.attach = forward ? s.b : s.a;
    }
    net.addLink(s);
    out.linkNames.push_back(net.node(s.a).name + "\xe2\x80\x94" + net.node(s.b).name);
  }
  if (out.sender != kNone32 && !senderLinked && v.ok())
    v.error("network.sender", "the sender \"" + net.node(out.sender).name + "\" has no link",
            "o emissor \"" + net.node(out.sender).name + "\" não tem enlace");
  for (std::uint32_t x = 0; x < net.nodeCount(); ++x)
    if (x != out.sender) out.candidates.push_back(x);
  if (out.sender != kNone32 && out.sender < net.nodeCount()) {
    net.mutableNode(out.sender).role = "sender";
  }
}

}  // namespace

bool buildIpTopology(const Json& root, Network& net, Validator& v, IpTopology& out) {
  const Json& network = v.readObject(root, "", kNetwork);
  out.kind = v.readChoice(network, "network", kTopology);
  Common c;
  c.bandwidth.value = static_cast<std::int64_t>(v.read(network, "network", kBandwidth));
  c.delay = fromSeconds(v.read(network, "network", kDelay));
  c.loss = v.read(network, "network", kLoss);
  c.queue = static_cast<std::uint32_t>(v.readInt(network, "network", kQueue));
  const std::string routing = v.readChoice(network, "network", kRouting);
  const Json& sl = v.readObject(network, "network", kSenderLink);
  c.senderDelay = fromSeconds(v.read(sl, "network.senderLink", kSenderDelay));
  c.senderQueue = static_cast<std::uint32_t>(v.readInt(sl, "network.senderLink", kSenderQueue));
  c.senderInbound = static_cast<std::uint32_t>(v.readInt(sl, "network.senderLink", kSenderInbound, c.queue));
  if (out.kind != "explicit")
    for (const char* k : {"nodes", "links", "sender"})
      if (network.get(k))
        v.error(Validator::at("network", k), "only for \"topology\": \"explicit\" (got topology \"" + out.kind + "\")",
                "só vale para \"topology\": \"explicit\" (a topologia é \"" + out.kind + "\")");
  if (!v.ok()) return false;
  net.setRouteMetric(routing == "hops" ? RouteMetric::kHops : RouteMetric::kDelay);
  out.sender = kNone32;
  if (out.kind == "transit-stub")
    buildTransitStub(network, net, v, c, out);
  else if (out.kind == "dumbbell")
    buildDumbbell(network, net, v, c, out);
  else if (out.kind == "star")
    buildStar(network, net, v, c, out);
  else
    buildExplicit(network, net, v, c, out);
  if (!v.ok() || out.sender == kNone32) return false;
  net.computeRoutes();
  // Every node must reach every other (links are duplex, so from the sender is enough).
  for (std::uint32_t x = 0; x < net.nodeCount(); ++x) {
    if (x != out.sender && net.route(out.sender, x) == kNone32) {
      v.error(out.kind == "explicit" ? "network.links" : "network",
              "the network is disconnected: \"" + net.node(x).name + "\" cannot be reached from the sender \"" +
                  net.node(out.sender).name + "\" (every node must be reachable)",
              "a rede é desconexa: \"" + net.node(x).name + "\" não é alcançável a partir do emissor \"" +
                  net.node(out.sender).name + "\" (todo nó deve ser alcançável)");
      return false;
    }
  }
  out.senderOutDir = net.route(out.sender, out.attach);
  out.senderInDir = net.route(out.attach, out.sender);
  return true;
}

IpMeasurements measureIp(const Network& net, std::uint32_t source) {
  IpMeasurements m;
  const auto n = static_cast<std::uint32_t>(net.nodeCount());
  m.nodes = n;
  // Hops and propagation delay of the route from every node to every other, one destination at a
  // time: the routes towards t nest (each node's route continues along its next hop's), so each
  // node's figures are its next hop's plus one link, computed once per destination. O(n^2) in all,
  // where walking every route would be O(n^2 * diameter), n^3 on a chain. buildIpTopology refuses
  // disconnected networks, so every route exists.
  constexpr std::uint32_t kUnknown = 0xffffffffu;
  std::vector<std::uint32_t> hops(n);
  std::vector<SimTime> lat(n);
  std::vector<std::uint32_t> path;
  for (std::uint32_t t = 0; t < n; ++t) {
    hops.assign(n, kUnknown);
    hops[t] = 0;
    lat[t] = 0;
    for (std::uint32_t s = 0; s < n; ++s) {
      path.clear();
      std::uint32_t u = s;
      while (hops[u] == kUnknown) {
        const std::uint32_t d = net.route(u, t);
        if (d == kNone32) break;  // unreachable: cannot happen after buildIpTopology's check
        path.push_back(u);
        u = net.direction(d).to;
      }
      if (hops[u] == kUnknown) {  // unreachable: count it as 0 hops, as the walk used to
        for (std::uint32_t x : path) {
          hops[x] = 0;
          lat[x] = 0;
        }
        continue;
      }
      for (auto it = path.rbegin(); it != path.rend(); ++it) {
        const std::uint32_t d = net.route(*it, t);
        hops[*it] = hops[u] + 1;
        lat[*it] = lat[u] + net.direction(d).delay;
        u = *it;
      }
    }
    for (std::uint32_t s = 0; s < n; ++s) {
      if (s == t) continue;
      if (s == source) {
        if (hops[s] > m.treeHeightHops) m.treeHeightHops = hops[s];
        if (lat[s] > m.treeLatency) m.treeLatency = lat[s];
      } else if (t != source) {
        if (hops[s] > m.diameterHops) m.diameterHops = hops[s];
        if (lat[s] > m.maxLatency) m.maxLatency = lat[s];
      }
    }
  }
  return m;
}

}  // namespace ps

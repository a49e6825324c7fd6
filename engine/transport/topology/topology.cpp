#include "topology.h"

#include <algorithm>

#include "topology_params.h"

namespace ps::transport {

using namespace params;

namespace {
// Random streams of access-link delays: one per host, keyed by its place in the numbering.
constexpr std::uint64_t kAccessStreamBase = 0x5452'0000'0000ULL;      // numbered hosts: base + router * 2^20 + number
constexpr std::uint64_t kExtraStreamBase = 0x5452'0100'0000'0000ULL;  // extra hosts: base + index
constexpr std::uint64_t kRedStreamBase = 0x5452'0200'0000'0000ULL;    // RED per direction

std::string formatRange(std::uint32_t n) { return std::to_string(n); }
}  // namespace

TopologySpec readTopologySpec(const Json& root, Validator& v) {
  TopologySpec s;
  const Json& net = v.readObject(root, "", kNetwork);
  const std::string p = "network";
  s.parkingLot = v.readChoice(net, p, kTopology) == "parking-lot";
  s.left = static_cast<std::uint32_t>(v.readInt(net, p, kLeft));
  s.right = static_cast<std::uint32_t>(v.readInt(net, p, kRight));
  s.routers = s.parkingLot ? static_cast<std::uint32_t>(v.readInt(net, p, kRouters)) : 2;
  if (!s.parkingLot && net.get(kRouters.key))
    v.error(Validator::at(p, kRouters.key), "only a parking lot has a router count (a dumbbell has two)",
            "só um parking lot tem número de roteadores (um dumbbell tem dois)");
  if (s.parkingLot && (net.get(kLeft.key) || net.get(kRight.key)))
    v.error(p, "left and right host counts belong to a dumbbell; a parking lot names hosts Hi.j",
            "as contagens de hosts left e right são de um dumbbell; um parking lot nomeia os hosts Hi.j");
  s.mtu = static_cast<std::uint32_t>(v.readInt(net, p, kMtu));

  const std::string bp = Validator::at(p, kBottleneck.key);
  const Json& bn = v.readObject(net, p, kBottleneck);
  s.bottleneck.bandwidth.value = static_cast<std::int64_t>(v.read(bn, bp, kBnBandwidth));
  s.bottleneck.delay = fromSeconds(v.read(bn, bp, kBnDelay));
  s.bottleneck.queue = static_cast<std::uint32_t>(v.readInt(bn, bp, kBnQueue));
  s.bottleneck.queueReverse = static_cast<std::uint32_t>(v.readInt(bn, bp, kBnQueueReverse, s.bottleneck.queue));
  s.bottleneck.loss = v.read(bn, bp, kBnLoss);
  s.bottleneck.red = v.readChoice(bn, bp, kDiscipline) == "red";
  const std::string rp = Validator::at(bp, kRed.key);
  const Json& red = v.readObject(bn, bp, kRed);
  RedConfig& rc = s.bottleneck.redConfig;
  rc.minTh = v.read(red, rp, kRedMinTh);
  rc.maxTh = v.read(red, rp, kRedMaxTh);
  rc.maxP = v.read(red, rp, kRedMaxP);
  rc.weight = v.read(red, rp, kRedWeight);
  rc.gentle = v.readBool(red, rp, kRedGentle);
  if (red.get(kRedMaxTh.key) || red.get(kRedMinTh.key))
    if (rc.maxTh <= rc.minTh)
      v.error(Validator::at(rp, kRedMaxTh.key),
              "must be above minTh (" + formatNumber(rc.minTh) + ") (got " + formatNumber(rc.maxTh) + ")",
              "deve ser maior que minTh (" + v.text().number(rc.minTh) +
                  ") (valor recebido: " + v.text().number(rc.maxTh) + ")");

  const std::string ap = Validator::at(p, kAccess.key);
  const Json& acc = v.readObject(net, p, kAccess);
  s.access.bandwidth.value = static_cast<std::int64_t>(v.read(acc, ap, kAccBandwidth));
  s.access.delay = fromSeconds(v.read(acc, ap, kAccDelay));
  s.access.queue = static_cast<std::uint32_t>(v.readInt(acc, ap, kAccQueue));
  if (acc.get(kAccDelayMax.key)) {
    const double mx = v.read(acc, ap, kAccDelayMax);
    s.access.delayMax = fromSeconds(mx);
    if (s.access.delayMax < s.access.delay)
      v.error(
          Validator::at(ap, kAccDelayMax.key),
          "must be at least delay (" + formatNumber(toSeconds(s.access.delay)) + " s) (got " + formatNumber(mx) + ")",
          "deve ser no mínimo delay (" + v.text().number(toSeconds(s.access.delay)) +
              " s) (valor recebido: " + v.text().number(mx) + ")");
  }

  const Json& hosts = v.readArray(net, p, kHosts);
  for (std::size_t i = 0; i < hosts.size(); ++i) {
    const std::string hp = Validator::at(Validator::at(p, kHosts.key), i);
    const Json& h = hosts[i];
    if (!h.isObject()) {
      v.error(hp, "must be an object", "deve ser um objeto");
      continue;
    }
    v.onlyDeclared(h, hp, kHost);
    HostOverride o;
    o.name = v.readString(h, hp, kHostName);
    if (h.get(kHostDelay.key)) o.delay = fromSeconds(v.read(h, hp, kHostDelay));
    if (h.get(kHostBandwidth.key)) o.bandwidth = static_cast<std::int64_t>(v.read(h, hp, kHostBandwidth));
    s.hosts.push_back(o);
  }
  return s;
}

Topology::Topology(Simulation& sim, TopologySpec spec) : sim_(sim), spec_(std::move(spec)), net_(sim) {
  needed_.assign(routerCount(), 0);
  if (!spec_.parkingLot) {
    needed_[0] = spec_.left;
    needed_[1] = spec_.right;
  }
}

bool Topology::parseHost(const std::string& name, std::uint32_t& router, std::uint32_t& number) const {
  auto parseNum = [](const std::string& s, std::uint32_t& out) {
    if (s.empty() || s.size() > 6 || s[0] == '0') return false;
    std::uint32_t n = 0;
    for (char c : s) {
      if (c < '0' || c > '9') return false;
      n = n * 10 + static_cast<std::uint32_t>(c - '0');
    }
    out = n;
    return n >= 1;
  };
  if (name.size() < 2) return false;
  if (!spec_.parkingLot) {
    if (name[0] != 'L' && name[0] != 'R') return false;
    router = name[0] == 'L' ? 0 : 1;
    return parseNum(name.substr(1), number) && number <= 10000;
  }
  if (name[0] != 'H') return false;
  const auto dot = name.find('.');
  if (dot == std::string::npos) return false;
  std::uint32_t r = 0;
  if (!parseNum(name.substr(1, dot - 1), r) || r > spec_.routers) return false;
  router = r - 1;
  return parseNum(name.substr(dot + 1), number) && number <= 10000;
}

Topology::HostNameProblem Topology::checkHostName(const std::string& name) const {
  std::uint32_t r, n;
  for (const auto& e : extras_)
    if (e.name == name) return {};
  if (parseHost(name, r, n)) return {};
  if (!spec_.parkingLot)
    return {"no host named \"" + name + "\" (dumbbell hosts are L1, L2, ... on the left and R1, R2, ... on the right)",
            "não há host chamado \"" + name +
                "\" (num dumbbell, os hosts são L1, L2, ... à esquerda e R1, R2, ... à direita)"};
  return {"no host named \"" + name + "\" (parking-lot hosts are Hi.j: host j on router Gi, i from 1 to " +
              formatRange(spec_.routers) + ")",
          "não há host chamado \"" + name + "\" (num parking lot, os hosts são Hi.j: host j no roteador Gi, i de 1 a " +
              formatRange(spec_.routers) + ")"};
}

std::string Topology::offsetName(const std::string& name, std::uint32_t k) {
  std::size_t i = name.size();
  while (i > 0 && name[i - 1] >= '0' && name[i - 1] <= '9') --i;
  if (i == name.size() || name.size() - i > 6) return "";
  const std::uint32_t n = static_cast<std::uint32_t>(std::stoul(name.substr(i)));
  return name.substr(0, i) + std::to_string(n + k);
}

void Topology::requireHost(const std::string& name) {
  std::uint32_t r, n;
  if (parseHost(name, r, n)) needed_[r] = std::max(needed_[r], n);
}

void Topology::addExtraHost(const std::string& name, std::uint32_t router, const AccessSpec& access, double x,
                            double y) {
  extras_.push_back(Extra{name, router, access, x, y});
}

void Topology::addHost(const std::string& name, std::uint32_t router, const AccessSpec& acc, std::uint64_t stream,
                       double x, double y) {
  AccessSpec a = acc;
  for (const auto& o : spec_.hosts)
    if (o.name == name) {
      if (o.delay >= 0) a.delay = o.delay, a.delayMax = -1;
      if (o.bandwidth >= 0) a.bandwidth.value = o.bandwidth;
    }
  SimTime delay = a.delay;
  if (a.delayMax > a.delay) {
    Rng rng = sim_.rngFor(stream);
    delay = rng.uniformInt(a.delay, a.delayMax);
  }
  Network::NodeInfo info;
  info.name = name;
  info.kind = "host";
  info.x = x;
  info.y = y;
  const std::uint32_t node = net_.addNode(info);
  nodeOf_[name] = node;
  LinkSpec l;
  l.a = node;
  l.b = routerNode(router);
  l.bandwidth = a.bandwidth;
  l.delay = delay;
  l.queueAB = a.queue;
  l.queueBA = a.queue;
  net_.addLink(l);
  linkNames_.push_back(name + "\xe2\x80\x94" + net_.node(routerNode(router)).name);
}

void Topology::build() {
  if (built_) return;
  built_ = true;
  const std::uint32_t k = routerCount();
  for (std::uint32_t i = 0; i < k; ++i) {
    Network::NodeInfo info;
    info.name = "G" + std::to_string(i + 1);
    info.kind = "router";
    info.x = k == 2 ? (i == 0 ? 0.35 : 0.65) : 0.12 + 0.76 * i / (k - 1);
    info.y = 0.5;
    info.role = "transit";
    nodeOf_[info.name] = net_.addNode(info);
  }
  const BottleneckSpec& b = spec_.bottleneck;
  for (std::uint32_t i = 0; i + 1 < k; ++i) {
    LinkSpec l;
    l.a = i;
    l.b = i + 1;
    l.bandwidth = b.bandwidth;
    l.delay = b.delay;
    l.loss = b.loss;
    l.queueAB = b.queue;
    l.queueBA = b.queueReverse;
    const std::uint32_t link = net_.addLink(l);
    forward_.push_back(2 * link);
    reverse_.push_back(2 * link + 1);
    linkNames_.push_back(net_.node(i).name + "\xe2\x80\x94" + net_.node(i + 1).name);
  }
  // Numbered hosts, spread vertically beside their router.
  for (std::uint32_t r = 0; r < k; ++r) {
    const std::uint32_t n = needed_[r];
    for (std::uint32_t j = 1; j <= n; ++j) {
      const double spread = n == 1 ? 0.5 : 0.1 + 0.8 * (j - 1) / (n - 1);
      std::string name;
      double x, y;
      if (!spec_.parkingLot) {
        name = (r == 0 ? "L" : "R") + std::to_string(j);
        x = r == 0 ? 0.08 : 0.92;
        y = spread;
      } else {
        name = "H" + std::to_string(r + 1) + "." + std::to_string(j);
        x = net_.node(r).x + (n == 1 ? 0 : 0.08 * ((j - 1) % 2 == 0 ? -1 : 1));
        y = j % 2 == 1 ? 0.2 - 0.1 * ((j - 1) / 2 % 2) : 0.8 + 0.1 * ((j - 1) / 2 % 2);
      }
      addHost(name, r, spec_.access, kAccessStreamBase + (std::uint64_t{r} << 20) + j, x, y);
    }
  }
  for (std::size_t i = 0; i < extras_.size(); ++i) {
    const Extra& e = extras_[i];
    addHost(e.name, e.router, e.access, kExtraStreamBase + i, e.x, e.y);
  }
  net_.setRouteMetric(RouteMetric::kHops);
  net_.computeRoutes();
  // One gate per router-to-router direction; installed only when RED runs (faults add theirs later).
  auto addGate = [&](std::uint32_t dir) {
    gates_.push_back(std::make_unique<BottleneckGate>());
    if (b.red) {
      gates_.back()->red.emplace(b.redConfig, sim_.rngFor(kRedStreamBase + dir));
      net_.setAdmission(dir, gates_.back().get());
    }
  };
  for (std::uint32_t d : forward_) addGate(d);
  for (std::uint32_t d : reverse_) addGate(d);
}

BottleneckGate* Topology::gate(std::uint32_t dir) {
  for (std::size_t i = 0; i < forward_.size(); ++i) {
    if (forward_[i] == dir) return gates_[i].get();
    if (reverse_[i] == dir) return gates_[forward_.size() + i].get();
  }
  return nullptr;
}

const BottleneckGate* Topology::gate(std::uint32_t dir) const { return const_cast<Topology*>(this)->gate(dir); }

void Topology::setFaultFilter(FaultFilter* f) {
  for (std::size_t i = 0; i < gates_.size(); ++i) {
    gates_[i]->faults = f;
    const std::uint32_t dir = i < forward_.size() ? forward_[i] : reverse_[i - forward_.size()];
    net_.setAdmission(dir, gates_[i]->active() ? gates_[i].get() : nullptr);
  }
}

std::uint32_t Topology::hostNode(const std::string& name) const {
  const auto it = nodeOf_.find(name);
  return it == nodeOf_.end() ? kNone32 : it->second;
}

SimTime Topology::baseRtt(std::uint32_t a, std::uint32_t b, std::uint32_t bytes, std::uint32_t ackBytes) const {
  return net_.pathLatency(a, b, bytes) + net_.pathLatency(b, a, ackBytes);
}

}  // namespace ps::transport

#include "network.h"

#include <queue>
#include <stdexcept>
#include <tuple>

namespace ps {

// Random streams: 1000 + direction index for link loss, so nodes and apps keep theirs.
constexpr std::uint64_t kLossStreamBase = 1u << 20;

std::uint32_t Network::addNode(NodeInfo info) {
  nodes_.push_back(std::move(info));
  out_.emplace_back();
  handlers_.push_back(nullptr);
  return static_cast<std::uint32_t>(nodes_.size() - 1);
}

std::uint32_t Network::addLink(const LinkSpec& spec) {
  const auto link = static_cast<std::uint32_t>(dirs_.size() / 2);
  for (int d = 0; d < 2; ++d) {
    Direction dir;
    dir.link = link;
    dir.from = d == 0 ? spec.a : spec.b;
    dir.to = d == 0 ? spec.b : spec.a;
    dir.bandwidth = spec.bandwidth;
    dir.delay = spec.delay;
    dir.loss = spec.loss;
    dir.queue = PacketQueue(d == 0 ? spec.queueAB : spec.queueBA);
    dir.lossRng = sim_.rngFor(kLossStreamBase + dirs_.size());
    out_[dir.from].push_back(static_cast<std::uint32_t>(dirs_.size()));
    dirs_.push_back(std::move(dir));
  }
  return link;
}

namespace {
// The fixed tie-break weight of a link (splitmix64 of its index, 40 bits so that sums over any
// path fit in 64 bits): makes every shortest path unique without touching the random streams.
std::uint64_t tieWeight(std::uint32_t link) {
  std::uint64_t z = static_cast<std::uint64_t>(link) + 0x9e3779b97f4a7c15ULL;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return (z ^ (z >> 31)) >> 24;
}
}  // namespace

void Network::computeRoutes() {
  const std::size_t n = nodes_.size();
  nextDir_.assign(n * n, kNone32);
  // Shortest paths from every source on (primary, secondary, tie weight): delay then hops (kDelay)
  // or hops then delay (kHops). Unique shortest paths, so routes agree from both ends and nest.
  // The first direction of each path is inherited along the tree.
  std::vector<std::uint64_t> tie(dirs_.size());
  for (std::uint32_t d = 0; d < dirs_.size(); ++d) tie[d] = tieWeight(dirs_[d].link);
  if (metric_ == RouteMetric::kHops)
    routesByHops(tie);
  else
    routesByDelay(tie);
}

// Hop count first: a breadth-first search per source, level by level. Every node of one level is
// final before the next level starts, so each node takes the predecessor with the least (delay,
// tie) among the previous level: the same paths as Dijkstra on (hops, delay, tie), in O(m) per
// source instead of O(m log m) (a 5,000-node network loads in seconds, not minutes).
void Network::routesByHops(const std::vector<std::uint64_t>& tie) {
  const std::size_t n = nodes_.size();
  std::vector<SimTime> delay(n);
  std::vector<std::uint64_t> tieSum(n);
  std::vector<std::uint32_t> first(n), level(n);
  std::vector<std::uint32_t> frontier, next;
  for (std::uint32_t s = 0; s < n; ++s) {
    level.assign(n, kNone32);
    first.assign(n, kNone32);
    level[s] = 0;
    delay[s] = 0;
    tieSum[s] = 0;
    frontier.assign(1, s);
    for (std::uint32_t depth = 1; !frontier.empty(); ++depth) {
      next.clear();
      for (std::uint32_t u : frontier) {
        for (std::uint32_t di : out_[u]) {
          const Direction& e = dirs_[di];
          const std::uint32_t v = e.to;
          if (level[v] < depth) continue;  // on an earlier level (or the source)
          const SimTime d = delay[u] + e.delay;
          const std::uint64_t t = tieSum[u] + tie[di];
          if (level[v] == kNone32) {
            level[v] = depth;
            next.push_back(v);
          } else if (!(d < delay[v] || (d == delay[v] && t < tieSum[v]))) {
            continue;
          }
          delay[v] = d;
          tieSum[v] = t;
          first[v] = u == s ? di : first[u];
        }
      }
      frontier.swap(next);
    }
    for (std::uint32_t t = 0; t < n; ++t) nextDir_[s * n + t] = t == s ? kNone32 : first[t];
  }
}

// Delay first: Dijkstra per source on (delay, hops, tie).
void Network::routesByDelay(const std::vector<std::uint64_t>& tie) {
  const std::size_t n = nodes_.size();
  using Key = std::tuple<SimTime, SimTime, std::uint64_t, std::uint32_t>;
  std::vector<Key> best(n);
  std::vector<std::uint32_t> first(n);
  const Key kInf{kNever, kNever, ~0ULL, kNone32};
  std::priority_queue<Key, std::vector<Key>, std::greater<Key>> pq;
  for (std::uint32_t s = 0; s < n; ++s) {
    best.assign(n, kInf);
    first.assign(n, kNone32);
    best[s] = Key{0, 0, 0, s};
    pq.push(best[s]);
    while (!pq.empty()) {
      const Key k = pq.top();
      pq.pop();
      const std::uint32_t u = std::get<3>(k);
      if (k != best[u]) continue;
      for (std::uint32_t di : out_[u]) {
        const Direction& e = dirs_[di];
        const Key nk{std::get<0>(k) + e.delay, std::get<1>(k) + 1, std::get<2>(k) + tie[di], e.to};
        if (nk < best[e.to]) {
          best[e.to] = nk;
          first[e.to] = u == s ? di : first[u];
          pq.push(nk);
        }
      }
    }
    for (std::uint32_t t = 0; t < n; ++t) nextDir_[s * n + t] = t == s ? kNone32 : first[t];
  }
}

std::uint32_t Network::createGroup(std::uint32_t source, const std::vector<std::uint32_t>& members, std::string name) {
  const std::size_t n = nodes_.size();
  Group g;
  g.name = std::move(name);
  g.source = source;
  g.members = members;
  g.isMember.assign(n, 0);
  // Mark the tree directions: the unicast path from the source to every member.
  std::vector<std::uint8_t> inTree(dirs_.size(), 0);
  for (std::uint32_t m : members) {
    g.isMember[m] = 1;
    std::uint32_t hops = 0;
    for (std::uint32_t u = source; u != m; ++hops) {
      const std::uint32_t d = route(u, m);
      if (d == kNone32) break;
      inTree[d] = 1;
      u = dirs_[d].to;
    }
    if (hops > g.height) g.height = hops;
  }
  // Children per node in a compact array, ordered by direction index (deterministic).
  g.childStart.assign(n + 1, 0);
  for (std::uint32_t d = 0; d < dirs_.size(); ++d)
    if (inTree[d]) ++g.childStart[dirs_[d].from + 1];
  for (std::size_t i = 0; i < n; ++i) g.childStart[i + 1] += g.childStart[i];
  g.childDirs.assign(g.childStart[n], 0);
  std::vector<std::uint32_t> fill(g.childStart.begin(), g.childStart.end() - 1);
  for (std::uint32_t d = 0; d < dirs_.size(); ++d)
    if (inTree[d]) g.childDirs[fill[dirs_[d].from]++] = d;
  groups_.push_back(std::move(g));
  return kGroupBase + static_cast<std::uint32_t>(groups_.size() - 1);
}

std::vector<std::uint32_t> Network::treeDirections(std::uint32_t address) const {
  const Group& g = group(address);
  std::vector<std::uint32_t> out, frontier{g.source};
  for (std::size_t i = 0; i < frontier.size(); ++i) {
    const std::uint32_t u = frontier[i];
    for (std::uint32_t c = g.childStart[u]; c < g.childStart[u + 1]; ++c) {
      out.push_back(g.childDirs[c]);
      frontier.push_back(dirs_[g.childDirs[c]].to);
    }
  }
  return out;
}

void Network::forwardMulticast(std::uint32_t node, PacketId p) {
  const std::uint32_t address = sim_.packets()[p].dst;
  if (address - kGroupBase >= groups_.size()) {
    drop(node, kNone32, p, DropReason::kNoRoute);
    return;
  }
  Group& g = groups_[address - kGroupBase];
  if (node == g.source) ++g.packetsSent;
  const std::uint32_t c0 = g.childStart[node], c1 = g.childStart[node + 1];
  const bool local = g.isMember[node] && handlers_[node];
  // Copies for all children but the last; the original goes to the last child, or to the local
  // member when there is one (delivered after the copies are on their way).
  for (std::uint32_t c = c0; c < c1; ++c) {
    const bool last = c + 1 == c1 && !local;
    transmit(g.childDirs[c], last ? p : sim_.packets().clone(p));
  }
  if (local)
    handlers_[node]->onPacket(*this, p);
  else if (c0 == c1)
    sim_.packets().release(p);  // a leaf that is not a member: pruned
}

bool Network::connected() const {
  const std::size_t n = nodes_.size();
  for (std::uint32_t t = 1; t < n; ++t)
    if (nextDir_[t] == kNone32) return false;  // from node 0; links are duplex
  return true;
}

SimTime Network::pathLatency(std::uint32_t from, std::uint32_t to, std::uint32_t bytes) const {
  SimTime t = 0;
  for (std::uint32_t u = from; u != to;) {
    const std::uint32_t d = route(u, to);
    if (d == kNone32) return kNever;
    t += transmissionTime(Bytes{bytes}.bits(), dirs_[d].bandwidth) + dirs_[d].delay;
    u = dirs_[d].to;
  }
  return t;
}

std::uint32_t Network::pathHops(std::uint32_t from, std::uint32_t to) const {
  std::uint32_t h = 0;
  for (std::uint32_t u = from; u != to; ++h) {
    const std::uint32_t d = route(u, to);
    if (d == kNone32) return kNone32;
    u = dirs_[d].to;
  }
  return h;
}

void Network::send(std::uint32_t node, PacketId p) {
  Packet& pk = sim_.packets()[p];
  if (isGroupAddress(pk.dst)) {
    forwardMulticast(node, p);
    return;
  }
  if (pk.dst == node) {
    if (handlers_[node])
      handlers_[node]->onPacket(*this, p);
    else
      sim_.packets().release(p);
    return;
  }
  const std::uint32_t d = pk.dst < nodes_.size() ? route(node, pk.dst) : kNone32;
  if (d == kNone32) {
    drop(node, kNone32, p, DropReason::kNoRoute);
    return;
  }
  transmit(d, p);
}

void Network::transmit(std::uint32_t dir, PacketId p) {
  Direction& e = dirs_[dir];
  // Same-instant rule: a transmission that ends now has let its packet go before a packet that
  // arrives now is admitted. The tail leaves at this nanosecond and the head of the queue moves to
  // the transmitter at this nanosecond, so a full queue has a free place at the arrival's instant.
  // The scheduler runs same-time events in the order they were scheduled, and the arrival's event
  // is often older than the tx-end event, so without this a packet arriving exactly as the one
  // ahead finishes (periodic traffic of the same size as the link's other packets does it every
  // time) was dropped from a queue that was emptying at that instant. Only a full queue is
  // concerned: otherwise both orders give the same departures and drops, so the rule leaves the
  // traces of every other run as they were.
  if (e.transmitting != kNoPacket && e.txEnd == sim_.now() && e.queue.full()) finishTransmission(dir);
  if (e.admission) {
    const DropReason why = e.admission->admit(*this, dir, sim_.packets()[p]);
    if (why != DropReason::kNone) {
      drop(e.from, e.link, p, why);
      return;
    }
  }
  if (e.transmitting == kNoPacket && e.queue.empty()) {
    startTransmission(dir, p);
    return;
  }
  const Packet& pk = sim_.packets()[p];
  if (!e.queue.push(p)) {
    ++e.drops;
    drop(e.from, e.link, p, DropReason::kQueueOverflow);
    return;
  }
  if (e.queue.size() > e.maxQueue) e.maxQueue = e.queue.size();
  sim_.record(kEnqueue, e.from, e.link, pk.uid, pk.seq, pk.sizeBytes, e.queue.size());
}

void Network::startTransmission(std::uint32_t dir, PacketId p) {
  Direction& e = dirs_[dir];
  const Packet& pk = sim_.packets()[p];
  const SimTime tx = transmissionTime(Bytes{pk.sizeBytes}.bits(), e.bandwidth);
  e.transmitting = p;
  ++e.sentPackets;
  e.sentBits += static_cast<std::uint64_t>(pk.sizeBytes) * 8;
  sim_.record(kTxStart, e.from, e.link, pk.uid, pk.seq, pk.sizeBytes, tx);
  sim_.tapWire(e.link, e.from, isGroupAddress(pk.dst) ? pk.dst : e.to, pk, pk.sizeBytes + 14);
  e.txEnd = sim_.now() + tx;
  ++e.txSerial;
  sim_.scheduler().scheduleIn(tx, this, kTxEndEvent, dir, e.txSerial);
  // Last, with the link already busy: a listener that sends in turn gets queued behind this packet.
  if (e.txListener) e.txListener->onTxStart(*this, dir, p);
}

void Network::finishTransmission(std::uint32_t dir) {
  Direction& e = dirs_[dir];
  const PacketId p = e.transmitting;
  const Packet& pk = sim_.packets()[p];
  sim_.record(kTxEnd, e.from, e.link, pk.uid, pk.seq, pk.sizeBytes);
  // The tail leaves now; it reaches the far end one propagation delay later.
  Scheduler& s = sim_.scheduler();
  const InFlight f{sim_.now() + e.delay, s.takeSeq(), p};
  if (e.wire.empty()) s.scheduleTaken(f.at, f.seq, this, kArriveEvent, dir, p);
  e.wire.push(f);
  e.transmitting = kNoPacket;
  if (!e.queue.empty())
    startTransmission(dir, e.queue.pop());
  else
    e.idleSince = sim_.now();
}

void Network::onEvent(const Event& ev) {
  if (ev.kind == kTxEndEvent) {
    const Direction& e = dirs_[ev.arg32];
    // Already finished by an arrival at this instant (the same-instant rule in transmit()).
    if (e.transmitting == kNoPacket || ev.arg64 != e.txSerial) return;
    finishTransmission(ev.arg32);
    return;
  }
  if (ev.kind == kArriveEvent) {
    Direction& e = dirs_[ev.arg32];
    const auto p = static_cast<PacketId>(ev.arg64);
    e.wire.pop();
    if (!e.wire.empty()) {
      const InFlight& next = e.wire.front();
      sim_.scheduler().scheduleTaken(next.at, next.seq, this, kArriveEvent, ev.arg32, next.p);
      // Its packet was last touched a round-trip ago and is likely out of cache; on a busy link
      // the arrival comes within a few events, so start the load now (a no-op in WebAssembly).
      __builtin_prefetch(&sim_.packets()[next.p]);
    }
    // Loss is drawn when the packet reaches the far end, so the drop is shown where it happens.
    if (e.loss > 0 && e.lossRng.bernoulli(e.loss)) {
      ++e.lossDrops;
      drop(e.to, e.link, p, DropReason::kLoss);
      return;
    }
    Packet& pk = sim_.packets()[p];
    sim_.record(kArrival, e.to, e.link, pk.uid, pk.seq, pk.sizeBytes);
    if (isGroupAddress(pk.dst)) {
      if (pk.ttl > 1) --pk.ttl;  // multicast trees are loop-free: TTL only counts hops here
    } else if (pk.dst != e.to) {
      if (pk.ttl <= 1) {
        drop(e.to, e.link, p, DropReason::kTtl);
        return;
      }
      --pk.ttl;
    }
    send(e.to, p);
  }
}

void Network::drop(std::uint32_t node, std::uint32_t link, PacketId p, DropReason why) {
  const Packet& pk = sim_.packets()[p];
  ++dropsByReason_[static_cast<int>(why)];
  sim_.record(kDrop, node, link, pk.uid, pk.seq, pk.sizeBytes, 0, static_cast<std::uint16_t>(why));
  if (dropListener_) dropListener_->onDrop(*this, node, link, p, why);
  sim_.packets().release(p);
}

std::uint64_t Network::bitsOnLinks() const {
  std::uint64_t b = 0;
  for (const auto& d : dirs_) b += d.sentBits;
  return b;
}

}  // namespace ps

#include "afdp_internet.h"

#include <utility>

#include "messages.h"

namespace ps::afdp {

namespace {

// Broadcast and multicast DATA both go to the segment's group address; the flag tells them apart
// (an IP router sees the destination address class).
bool isBroadcast(const Packet& p) { return (p.flags & kFlagBroadcast) != 0; }

}  // namespace

AfdpInternet::AfdpInternet(Simulation& sim, const EthernetConfig& lanCfg, const AfdpConfig& cfg,
                           const std::vector<std::uint32_t>& lanOfHost) {
  const auto hosts = static_cast<std::uint32_t>(lanOfHost.size());
  const auto routers = static_cast<std::uint32_t>(cfg.routers.size());
  const std::uint32_t segs = cfg.segments, total = hosts + routers;
  lanOf_ = lanOfHost;
  for (const RouterSpec& r : cfg.routers) lanOf_.push_back(r.from);
  if (routers == 0) {
    // One LAN: the family's original build (same stations, same random streams).
    lans_.push_back(std::make_unique<EthernetLan>(sim, lanCfg, hosts));
    for (std::uint32_t n = 0; n < hosts; ++n) stations_.push_back(std::make_unique<EthernetStation>(*lans_[0], n));
    mcastPath_.assign(1, 1);
    for (std::uint32_t n = 0; n < hosts; ++n) x_.push_back(hosts > 1 ? 0.05 + 0.9 * n / (hosts - 1) : 0.5);
    return;
  }
  // Routes on the tree: a breadth-first walk from every segment remembers the first router taken,
  // and whether every router crossed so far forwards multicast.
  first_.assign(std::size_t{segs} * segs, kNone32);
  mcastPath_.assign(std::size_t{segs} * segs, 0);
  for (std::uint32_t s = 0; s < segs; ++s) {
    std::vector<std::uint32_t> queue{s};
    std::vector<std::uint8_t> seen(segs, 0), mc(segs, 0);
    seen[s] = 1;
    mc[s] = 1;
    for (std::size_t qi = 0; qi < queue.size(); ++qi) {
      const std::uint32_t at = queue[qi];
      for (std::uint32_t r = 0; r < routers; ++r) {
        const RouterSpec& rs = cfg.routers[r];
        const std::uint32_t next = rs.from == at ? rs.to : rs.to == at ? rs.from : kNone32;
        if (next == kNone32 || seen[next]) continue;
        seen[next] = 1;
        mc[next] = mc[at] && rs.multicast ? 1 : 0;
        first_[s * segs + next] = at == s ? r : first_[s * segs + at];
        queue.push_back(next);
      }
    }
    for (std::uint32_t t = 0; t < segs; ++t) mcastPath_[s * segs + t] = mc[t];
  }
  for (std::uint32_t s = 0; s < segs; ++s) {
    LanSegment seg;
    seg.present.assign(total, 0);
    seg.linkOf.assign(total, kNone32);
    seg.rngBase = std::uint64_t{s} * total;  // segment 0 keeps the single LAN's streams
    for (std::uint32_t n = 0; n < hosts; ++n) seg.present[n] = lanOf_[n] == s ? 1 : 0;
    for (std::uint32_t r = 0; r < routers; ++r)
      seg.present[hosts + r] = cfg.routers[r].from == s || cfg.routers[r].to == s ? 1 : 0;
    for (std::uint32_t n = 0; n < hosts; ++n) {
      const std::uint32_t via = first_[s * segs + lanOf_[n]];
      seg.linkOf[n] = seg.present[n] ? n : via == kNone32 ? kNone32 : hosts + via;
    }
    lans_.push_back(std::make_unique<EthernetLan>(sim, lanCfg, total, std::move(seg)));
  }
  for (std::uint32_t n = 0; n < hosts; ++n)
    stations_.push_back(std::make_unique<EthernetStation>(*lans_[lanOf_[n]], n));
  for (std::uint32_t r = 0; r < routers; ++r) {
    const RouterSpec& rs = cfg.routers[r];
    // Port 0 faces the segment it hangs from, port 1 the one it reaches; a segment lies behind
    // port 1 when the route from that side toward it does not come back through this router.
    std::vector<std::uint32_t> toward(segs, 0);
    for (std::uint32_t t = 0; t < segs; ++t) {
      const std::uint32_t via = first_[rs.to * segs + t];
      toward[t] = t == rs.to || (via != kNone32 && via != r) ? 1 : 0;
    }
    LanRouterConfig rc{rs.multicast, rs.buffer, rs.delay};
    std::vector<LanRouter::Port> ports{{lans_[rs.from].get(), rs.from}, {lans_[rs.to].get(), rs.to}};
    routers_.push_back(
        std::make_unique<LanRouter>(sim, hosts + r, rc, std::move(ports), lanOf_, std::move(toward), isBroadcast));
  }
  // Drawing order: segment by segment, the router reaching a segment just before its hosts.
  std::vector<std::uint32_t> order;
  for (std::uint32_t s = 0; s < segs; ++s) {
    for (std::uint32_t r = 0; r < routers; ++r)
      if (cfg.routers[r].to == s) order.push_back(hosts + r);
    for (std::uint32_t n = 0; n < hosts; ++n)
      if (lanOf_[n] == s) order.push_back(n);
  }
  x_.assign(total, 0.5);
  for (std::size_t i = 0; i < order.size(); ++i)
    x_[order[i]] = order.size() > 1 ? 0.05 + 0.9 * static_cast<double>(i) / static_cast<double>(order.size() - 1) : 0.5;
}

std::uint64_t AfdpInternet::collisions() const {
  std::uint64_t n = 0;
  for (const auto& l : lans_) n += l->medium().collisionEvents();
  return n;
}

std::uint64_t AfdpInternet::framesSent() const {
  std::uint64_t n = 0;
  for (const auto& l : lans_) n += l->totals().framesSent;
  return n;
}

std::uint64_t AfdpInternet::routerDrops() const {
  std::uint64_t n = 0;
  for (const auto& r : routers_) n += r->drops();
  return n;
}

}  // namespace ps::afdp

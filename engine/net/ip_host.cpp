#include "ip_host.h"

#include "network_entities.h"

namespace ps {

IpHost::IpHost(Network& net, std::uint32_t node) : Endpoint(net.sim(), node), net_(net) { net.attach(node, this); }

std::uint32_t IpHost::firstHop() const {
  if (firstHop_ != kNone32) return firstHop_;
  const auto& out = net_.directionsFrom(node());
  return out.empty() ? kNone32 : out[0];
}

void IpHost::setFirstHop(std::uint32_t dir) {
  if (hasDepartureListener() && firstHop() != kNone32) net_.setTxListener(firstHop(), nullptr);
  firstHop_ = dir;
  onDepartureListenerSet();
}

BitsPerSecond IpHost::firstHopRate() const {
  const std::uint32_t d = firstHop();
  return d == kNone32 ? BitsPerSecond{0} : net_.direction(d).bandwidth;
}

void IpHost::inspectLink(JsonWriter& w) const {
  const std::uint32_t d = firstHop();
  if (d == kNone32) {
    w.null();
    return;
  }
  NodeEntity::writeDirection(w, net_, d);
}

void IpHost::onPacket(Network& net, PacketId p) {
  const Packet copy = net.sim().packets()[p];  // see endpoint.h: the pool may move while the handler runs
  net.sim().packets().release(p);
  deliver(copy);
}

void IpHost::onTxStart(Network& net, std::uint32_t, PacketId p) { departed(net.sim().packets()[p]); }

void IpHost::onDepartureListenerSet() {
  if (firstHop() != kNone32) net_.setTxListener(firstHop(), hasDepartureListener() ? this : nullptr);
}

}  // namespace ps

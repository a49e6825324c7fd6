#include "ip_host.h"

#include "network_entities.h"

namespace ps {

IpHost::IpHost(Network& net, std::uint32_t node) : Endpoint(net.sim(), node), net_(net) { net.attach(node, this); }

BitsPerSecond IpHost::firstHopRate() const {
  const auto& out = net_.directionsFrom(node());
  return out.empty() ? BitsPerSecond{0} : net_.direction(out[0]).bandwidth;
}

void IpHost::inspectLink(JsonWriter& w) const {
  const auto& out = net_.directionsFrom(node());
  if (out.empty()) {
    w.null();
    return;
  }
  NodeEntity::writeDirection(w, net_, out[0]);
}

void IpHost::onPacket(Network& net, PacketId p) {
  deliver(net.sim().packets()[p]);
  net.sim().packets().release(p);
}

void IpHost::onTxStart(Network& net, std::uint32_t, PacketId p) { departed(net.sim().packets()[p]); }

void IpHost::onDepartureListenerSet() {
  for (std::uint32_t d : net_.directionsFrom(node())) net_.setTxListener(d, hasDepartureListener() ? this : nullptr);
}

}  // namespace ps

// The endpoint seam (endpoint.h) on a routed IP network: a node of a Network as protocols see it.
// IpHosts keeps one per node that runs something, created on first use.
#pragma once
#include <memory>
#include <vector>

#include "endpoint.h"
#include "network.h"

namespace ps {

class IpHost final : public Endpoint, public PacketHandler, public TxListener {
 public:
  IpHost(Network& net, std::uint32_t node);
  // The direction that counts as this node's first hop (default: its first link); a node with
  // several links may name the one its traffic leaves by. Departures are reported on it only.
  void setFirstHop(std::uint32_t dir);
  BitsPerSecond firstHopRate() const override;
  void inspectLink(JsonWriter& w) const override;

  void onPacket(Network& net, PacketId p) override;
  void onTxStart(Network& net, std::uint32_t dir, PacketId p) override;

 protected:
  void transmit(PacketId p) override { net_.send(node(), p); }
  void onDepartureListenerSet() override;

 private:
  std::uint32_t firstHop() const;
  Network& net_;
  std::uint32_t firstHop_ = kNone32;
};

class IpHosts {
 public:
  explicit IpHosts(Network& net) : net_(net) {}
  IpHost& at(std::uint32_t node) {
    if (node >= hosts_.size()) hosts_.resize(node + 1);
    if (!hosts_[node]) hosts_[node] = std::make_unique<IpHost>(net_, node);
    return *hosts_[node];
  }

 private:
  Network& net_;
  std::vector<std::unique_ptr<IpHost>> hosts_;
};

}  // namespace ps

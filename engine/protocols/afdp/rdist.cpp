#include "rdist.h"

#include <string>
#include <utility>

namespace ps::afdp {

Rdist::Rdist(Simulation& sim, const AfdpConfig& cfg, Endpoint& master, std::vector<Endpoint*> hosts)
    : TcpBaseline(sim, cfg, master, std::move(hosts), kPort, cfg.rdist.children), updates_(hosts_.size()) {}

void Rdist::startHost(std::uint32_t i) {
  TcpTransferSpec t;
  t.flow = kFlowBase + i;
  t.port = kPort;
  t.rcvBuffer = cfg_.rdist.rcvBuffer;
  t.rngStream = (std::uint64_t{1} << 24) + std::uint64_t{i} * 16;
  t.bytes = cfg_.fileBytes;
  t.name = "rdist " + std::to_string(i + 1) + " (" + sim_.nodeName(master_.node()) + " -> " +
           sim_.nodeName(hosts_[i]->node()) + ")";
  updates_[i].open(sim_, master_, *hosts_[i], t, this);
}

void Rdist::onReceive(Endpoint& at, const Packet& p) {
  if (p.flow < kFlowBase || p.flow - kFlowBase >= updates_.size()) return;
  if (updates_[p.flow - kFlowBase].route(at, p)) hostDelivered();
}

void Rdist::onTransferComplete(transport::Sender&) { hostClosed(); }

double Rdist::progress() const {
  if (hosts_.empty()) return 0;
  double sum = 0;
  for (const TcpTransfer& u : updates_)
    if (u.opened() && cfg_.fileBytes > 0)
      sum += static_cast<double>(u.deliveredBytes()) / static_cast<double>(cfg_.fileBytes);
  return sum / static_cast<double>(hosts_.size());
}

std::uint64_t Rdist::retransmissions() const {
  std::uint64_t n = 0;
  for (const TcpTransfer& u : updates_) n += u.retransmissions();
  return n;
}

void Rdist::inspect(JsonWriter& w) const {
  w.beginObject().field("children", concurrency()).field("busy_children", busy());
  inspectCommon(w);
  w.endObject();
}

}  // namespace ps::afdp

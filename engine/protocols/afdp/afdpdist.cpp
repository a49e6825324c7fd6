#include "afdpdist.h"

#include <string>
#include <utility>

namespace ps::afdp {

Afdpdist::Afdpdist(Simulation& sim, const AfdpConfig& cfg, Publisher& publisher, Endpoint& master,
                   std::vector<Endpoint*> hosts, std::uint32_t firstNode)
    : sim_(sim),
      cfg_(cfg),
      publisher_(publisher),
      master_(master),
      hosts_(std::move(hosts)),
      firstNode_(firstNode),
      lists_(hosts_.size()),
      compare_(hosts_.size()),
      asked_(hosts_.size(), 0) {
  master_.bind(kPort, this);
  for (Endpoint* h : hosts_) h->bind(kPort, this);
  publisher_.plan({cfg_.baseline.statsBytes, cfg_.fileBytes});
}

void Afdpdist::onMessageComplete(std::uint32_t node, std::uint32_t messageId) {
  // The first message any member completes is the statfile: the bundle waits for every list.
  if (statMsg_ == 0) statMsg_ = messageId;
  if (messageId != statMsg_ || node < firstNode_ || node - firstNode_ >= hosts_.size()) return;
  const std::uint32_t i = node - firstNode_;
  if (asked_[i] != 0) return;
  asked_[i] = 1;
  sim_.scheduler().arm(compare_[i], sim_.now() + cfg_.rdist.setup, this, 0, i);
}

void Afdpdist::onEvent(const Event& ev) {
  const std::uint32_t i = ev.arg32;
  TcpTransferSpec t;
  t.flow = kFlowBase + i;
  t.port = kPort;
  t.rcvBuffer = cfg_.rdist.rcvBuffer;
  t.rngStream = (std::uint64_t{4} << 24) + std::uint64_t{i} * 16;
  t.bytes = cfg_.baseline.requestBytes;
  t.name = "afdpdist list " + std::to_string(i + 1) + " (" + sim_.nodeName(hosts_[i]->node()) + " -> " +
           sim_.nodeName(master_.node()) + ")";
  lists_[i].open(sim_, *hosts_[i], master_, t, this);
}

void Afdpdist::onReceive(Endpoint& at, const Packet& p) {
  if (p.flow < kFlowBase || p.flow - kFlowBase >= lists_.size()) return;
  if (!lists_[p.flow - kFlowBase].route(at, p)) return;
  if (++replies_ < hosts_.size()) return;
  repliesAt_ = sim_.now();
  publisher_.release();  // every list is in: merge, bundle, publish
}

void Afdpdist::inspect(JsonWriter& w) const {
  w.beginObject().field("hosts", static_cast<std::uint32_t>(hosts_.size())).field("replies", replies_);
  w.field("statfile_message", statMsg_).field("statfile_bytes", cfg_.baseline.statsBytes);
  w.field("request_bytes", cfg_.baseline.requestBytes).field("bundle_bytes", cfg_.fileBytes);
  w.field("phase", replies_ == hosts_.size() ? "bundle" : statMsg_ == 0 ? "statfile" : "request lists").endObject();
}

}  // namespace ps::afdp

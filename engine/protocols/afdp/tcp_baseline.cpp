#include "tcp_baseline.h"

#include <utility>

namespace ps::afdp {

TcpBaseline::TcpBaseline(Simulation& sim, const AfdpConfig& cfg, Endpoint& master, std::vector<Endpoint*> hosts,
                         std::uint16_t port, std::uint32_t concurrency)
    : sim_(sim),
      cfg_(cfg),
      master_(master),
      hosts_(std::move(hosts)),
      concurrency_(concurrency),
      setup_(hosts_.size()) {
  master_.bind(port, this);
  for (Endpoint* h : hosts_) h->bind(port, this);
}

void TcpBaseline::start() { sim_.scheduler().arm(begin_, cfg_.publishAt, this, kBegin); }

void TcpBaseline::next() {
  if (nextHost_ >= hosts_.size()) return;
  const std::uint32_t i = nextHost_++;
  ++busy_;
  sim_.scheduler().arm(setup_[i], sim_.now() + cfg_.rdist.setup, this, kSetupDone, i);
}

void TcpBaseline::onEvent(const Event& ev) {
  if (ev.kind == kBegin) {
    for (std::uint32_t c = 0; c < concurrency_ && nextHost_ < hosts_.size(); ++c) next();
    return;
  }
  startHost(ev.arg32);
}

void TcpBaseline::hostDelivered() {
  lastDelivery_ = sim_.now();
  ++delivered_;
}

void TcpBaseline::hostClosed() {
  ++done_;
  --busy_;
  if (finished()) finishedAt_ = sim_.now();
  next();
}

void TcpBaseline::inspectCommon(JsonWriter& w) const {
  w.field("hosts", static_cast<std::uint32_t>(hosts_.size())).field("hosts_started", nextHost_);
  w.field("hosts_complete", delivered_).field("setup_s", toSeconds(cfg_.rdist.setup));
}

}  // namespace ps::afdp

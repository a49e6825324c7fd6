#include "rdist.h"

#include <string>
#include <utility>

namespace ps::afdp {

Rdist::Rdist(Simulation& sim, const AfdpConfig& cfg, Endpoint& master, std::vector<Endpoint*> hosts)
    : sim_(sim), cfg_(cfg), master_(master), hosts_(std::move(hosts)), updates_(hosts_.size()), setup_(hosts_.size()) {
  master_.bind(kPort, this);
  for (Endpoint* h : hosts_) h->bind(kPort, this);
}

Rdist::~Rdist() = default;

void Rdist::start() { sim_.scheduler().arm(begin_, cfg_.publishAt, this, kBegin); }

void Rdist::next() {
  if (nextHost_ >= hosts_.size()) return;
  const std::uint32_t i = nextHost_++;
  ++busy_;
  sim_.scheduler().arm(setup_[i], sim_.now() + cfg_.rdist.setup, this, kSetupDone, i);
}

void Rdist::onEvent(const Event& ev) {
  if (ev.kind == kBegin) {
    // The children start together when the master begins (afdp.publishAt, AFDP's start-up cost).
    for (std::uint32_t c = 0; c < cfg_.rdist.children && nextHost_ < hosts_.size(); ++c) next();
    return;
  }
  const std::uint32_t i = ev.arg32;
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
  if (updates_[p.flow - kFlowBase].route(at, p)) {
    lastDelivery_ = sim_.now();
    ++delivered_;
  }
}

void Rdist::onTransferComplete(transport::Sender&) {
  ++done_;
  --busy_;
  if (finished()) finishedAt_ = sim_.now();
  next();
}

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
  w.beginObject().field("children", cfg_.rdist.children).field("busy_children", busy_);
  w.field("hosts", static_cast<std::uint32_t>(hosts_.size())).field("hosts_started", nextHost_);
  w.field("hosts_complete", delivered_).field("setup_s", toSeconds(cfg_.rdist.setup)).endObject();
}

}  // namespace ps::afdp

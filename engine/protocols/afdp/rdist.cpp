#include "rdist.h"

#include <string>
#include <utility>

#include "../../scenario/validator.h"
#include "../../transport/tcp/tcp_agents.h"

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
  transport::FlowWiring w;
  w.sim = &sim_;
  w.src = &master_;
  w.dst = hosts_[i];
  w.flow = kFlowBase + i;
  w.port = kPort;
  w.pathMtu = 1500;
  w.rngStream = (std::uint64_t{1} << 24) + std::uint64_t{i} * 16;
  w.name = "rdist " + std::to_string(i + 1) + " (" + sim_.nodeName(master_.node()) + " -> " +
           sim_.nodeName(hosts_[i]->node()) + ")";
  // The transport family's TCP with its defaults except the receive buffer (digest §6.3: 16-24 KB,
  // era-typical); the value was checked when the scenario was read, so this cannot fail.
  Json tcp = Json::object();
  tcp.set("rcvBuffer", Json::number(cfg_.rdist.rcvBuffer));
  Validator v;
  transport::AgentPair pair = transport::buildTcpPair(w, tcp, "rdist.tcp", v);
  Update& u = updates_[i];
  u.sender = std::move(pair.sender);
  u.receiver = std::move(pair.receiver);
  u.sender->setListener(this);
  u.sender->open();
  u.sender->write(cfg_.fileBytes);
  u.sender->close();
}

void Rdist::onReceive(Endpoint& at, const Packet& p) {
  if (p.flow < kFlowBase || p.flow - kFlowBase >= updates_.size()) return;
  const std::uint32_t i = p.flow - kFlowBase;
  Update& u = updates_[i];
  if (!u.sender) return;
  if (at.node() == hosts_[i]->node()) {
    u.receiver->onPacket(p);
    if (!u.delivered && u.receiver->deliveredBytes() >= cfg_.fileBytes) {
      u.delivered = true;
      u.deliveredAt = sim_.now();
      lastDelivery_ = sim_.now();
      ++delivered_;
    }
  } else if (at.node() == master_.node()) {
    u.sender->onPacket(p);
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
  for (const Update& u : updates_)
    if (u.receiver && cfg_.fileBytes > 0)
      sum += static_cast<double>(u.receiver->deliveredBytes()) / static_cast<double>(cfg_.fileBytes);
  return sum / static_cast<double>(hosts_.size());
}

std::uint64_t Rdist::retransmissions() const {
  std::uint64_t n = 0;
  for (const Update& u : updates_)
    if (u.sender) n += u.sender->probe().retransmissions;
  return n;
}

void Rdist::inspect(JsonWriter& w) const {
  w.beginObject().field("children", cfg_.rdist.children).field("busy_children", busy_);
  w.field("hosts", static_cast<std::uint32_t>(hosts_.size())).field("hosts_started", nextHost_);
  w.field("hosts_complete", delivered_).field("setup_s", toSeconds(cfg_.rdist.setup)).endObject();
}

}  // namespace ps::afdp

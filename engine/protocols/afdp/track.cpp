#include "track.h"

#include <string>
#include <utility>

namespace ps::afdp {

Track::Track(Simulation& sim, const AfdpConfig& cfg, Endpoint& master, std::vector<Endpoint*> hosts)
    : sim_(sim),
      cfg_(cfg),
      master_(master),
      hosts_(std::move(hosts)),
      stats_(hosts_.size()),
      files_(hosts_.size()),
      setup_(hosts_.size()) {
  master_.bind(kPort, this);
  for (Endpoint* h : hosts_) h->bind(kPort, this);
}

void Track::start() { sim_.scheduler().arm(begin_, cfg_.publishAt, this, kBegin); }

void Track::next() {
  if (nextHost_ >= hosts_.size()) return;
  const std::uint32_t i = nextHost_++;
  ++busy_;
  sim_.scheduler().arm(setup_[i], sim_.now() + cfg_.rdist.setup, this, kSetupDone, i);
}

void Track::onEvent(const Event& ev) {
  if (ev.kind == kBegin) {
    for (std::uint32_t c = 0; c < cfg_.baseline.sessions && nextHost_ < hosts_.size(); ++c) next();
    return;
  }
  open(ev.arg32, false);
}

void Track::open(std::uint32_t i, bool files) {
  TcpTransferSpec t;
  t.flow = kFlowBase + 2 * i + (files ? 1 : 0);
  t.port = kPort;
  t.rcvBuffer = cfg_.rdist.rcvBuffer;
  t.rngStream = (std::uint64_t{3} << 24) + std::uint64_t{t.flow - kFlowBase} * 16;
  t.bytes = files ? cfg_.fileBytes : cfg_.baseline.statsBytes;
  t.name = std::string("track ") + (files ? "files " : "statfile ") + std::to_string(i + 1) + " (" +
           sim_.nodeName(master_.node()) + " -> " + sim_.nodeName(hosts_[i]->node()) + ")";
  (files ? files_ : stats_)[i].open(sim_, master_, *hosts_[i], t, this);
}

void Track::onReceive(Endpoint& at, const Packet& p) {
  if (p.flow < kFlowBase || p.flow - kFlowBase >= 2 * hosts_.size()) return;
  const std::uint32_t i = (p.flow - kFlowBase) / 2;
  const bool files = ((p.flow - kFlowBase) & 1U) != 0;
  if (!(files ? files_ : stats_)[i].route(at, p)) return;
  if (!files) {
    open(i, true);  // the member has compared the statfile: it asks for the files
    return;
  }
  lastDelivery_ = sim_.now();
  ++delivered_;
}

void Track::onTransferComplete(transport::Sender& s) {
  for (const TcpTransfer& f : files_)
    if (f.sender() == &s) {
      ++done_;
      --busy_;
      if (finished()) finishedAt_ = sim_.now();
      next();
      return;
    }
}

double Track::progress() const {
  if (hosts_.empty() || cfg_.fileBytes == 0) return 0;
  double sum = 0;
  for (const TcpTransfer& f : files_)
    sum += static_cast<double>(f.deliveredBytes()) / static_cast<double>(cfg_.fileBytes);
  return sum / static_cast<double>(hosts_.size());
}

std::uint64_t Track::retransmissions() const {
  std::uint64_t n = 0;
  for (std::size_t i = 0; i < hosts_.size(); ++i) n += stats_[i].retransmissions() + files_[i].retransmissions();
  return n;
}

void Track::inspect(JsonWriter& w) const {
  w.beginObject().field("sessions", cfg_.baseline.sessions).field("busy_sessions", busy_);
  w.field("hosts", static_cast<std::uint32_t>(hosts_.size())).field("hosts_started", nextHost_);
  w.field("hosts_complete", delivered_).field("setup_s", toSeconds(cfg_.rdist.setup));
  w.field("statfile_bytes", cfg_.baseline.statsBytes).endObject();
}

}  // namespace ps::afdp

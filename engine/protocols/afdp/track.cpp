#include "track.h"

#include <string>
#include <utility>

namespace ps::afdp {

Track::Track(Simulation& sim, const AfdpConfig& cfg, Endpoint& master, std::vector<Endpoint*> hosts)
    : TcpBaseline(sim, cfg, master, std::move(hosts), kPort, cfg.baseline.sessions),
      stats_(hosts_.size()),
      files_(hosts_.size()) {}

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
  hostDelivered();
}

void Track::onTransferComplete(transport::Sender& s) {
  for (const TcpTransfer& f : files_)
    if (f.sender() == &s) {
      hostClosed();
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
  w.beginObject().field("sessions", concurrency()).field("busy_sessions", busy());
  inspectCommon(w);
  w.field("statfile_bytes", cfg_.baseline.statsBytes).endObject();
}

}  // namespace ps::afdp

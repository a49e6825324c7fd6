#include "ftp_probe.h"

#include <string>

namespace ps::afdp {

FtpProbe::FtpProbe(Simulation& sim, const AfdpConfig& cfg, Endpoint& client, Endpoint& server)
    : sim_(sim), cfg_(cfg), client_(client), server_(server) {
  client_.bind(kPort, this);
  server_.bind(kPort, this);
}

void FtpProbe::start() { sim_.scheduler().arm(begin_, cfg_.baseline.ftpStart, this, 0); }

void FtpProbe::onEvent(const Event&) {
  TcpTransferSpec t;
  t.flow = kFlow;
  t.port = kPort;
  t.rcvBuffer = cfg_.rdist.rcvBuffer;
  t.rngStream = std::uint64_t{5} << 24;
  t.bytes = cfg_.baseline.ftpBytes;
  t.name = "ftp (" + sim_.nodeName(client_.node()) + " -> " + sim_.nodeName(server_.node()) + ")";
  flow_.open(sim_, client_, server_, t, this);
}

void FtpProbe::onReceive(Endpoint& at, const Packet& p) {
  if (p.flow == kFlow) flow_.route(at, p);
}

double FtpProbe::goodputKBps() const {
  if (!flow_.delivered() || flow_.deliveredAt() <= flow_.openedAt()) return -1;
  return static_cast<double>(flow_.bytes()) / 1024.0 / toSeconds(flow_.deliveredAt() - flow_.openedAt());
}

void FtpProbe::inspect(JsonWriter& w) const {
  w.beginObject().field("bytes", cfg_.baseline.ftpBytes).field("start_s", toSeconds(cfg_.baseline.ftpStart));
  w.field("delivered_bytes", flow_.deliveredBytes()).field("delivered", flow_.delivered());
  w.field("goodput_kBps", goodputKBps()).endObject();
}

}  // namespace ps::afdp

#include "afdp_baselines.h"

#include "rdist.h"
#include "track.h"

namespace ps::afdp {

Baselines::Baselines(Simulation& sim, const AfdpConfig& cfg, AfdpInternet& net, Publisher& publisher,
                     const std::vector<std::unique_ptr<Subscriber>>& hosts, std::uint32_t firstMember,
                     std::uint32_t ftpNode)
    : cfg_(cfg), members_(static_cast<std::uint32_t>(cfg.subscribers.size())) {
  std::vector<Endpoint*> targets;
  for (std::uint32_t i = 0; i < members_; ++i) targets.push_back(&net.station(firstMember + i));
  Endpoint& master = net.station(0);
  switch (cfg.baseline.kind) {
    case BaselineKind::kRdist:
      tcp_ = std::make_unique<Rdist>(sim, cfg, master, std::move(targets));
      break;
    case BaselineKind::kTrack:
      tcp_ = std::make_unique<Track>(sim, cfg, master, std::move(targets));
      break;
    case BaselineKind::kAfdpdist:
      afdpdist_ = std::make_unique<Afdpdist>(sim, cfg, publisher, master, std::move(targets), firstMember);
      for (std::uint32_t i = 0; i < members_; ++i) hosts[i]->setListener(afdpdist_.get());
      break;
    case BaselineKind::kNone:
      break;
  }
  if (cfg.baseline.ftpBytes > 0)
    ftp_ = std::make_unique<FtpProbe>(sim, cfg, net.station(ftpNode), net.station(ftpNode + 1));
}

void Baselines::registerEntities(Simulation& sim) {
  if (tcp_) sim.registerEntity(*tcp_, cfg_.baseline.kind == BaselineKind::kRdist ? "rdist" : "track");
  if (afdpdist_) sim.registerEntity(*afdpdist_, "afdpdist");
  if (ftp_) sim.registerEntity(*ftp_, "ftp");
}

void Baselines::start() {
  if (tcp_) tcp_->start();
  if (ftp_) ftp_->start();
}

bool Baselines::tcpFinished() const { return (!tcp_ || tcp_->finished()) && ftpFinished(); }

double Baselines::progress() const { return tcp_ ? tcp_->progress() : 0; }

std::uint32_t Baselines::complete() const { return tcp_ ? tcp_->complete() : 0; }

void Baselines::summarizeTcp(Summary& out, std::uint32_t members) const {
  const bool all = complete() == members;
  const double dist = all ? toSeconds(tcp_->lastDelivery() - cfg_.publishAt) : -1;
  out.emplace_back(tcp_->concurrencyField(), static_cast<double>(tcp_->concurrency()));
  out.emplace_back("distribution_time_s", dist);
  out.emplace_back("exit_time_s", tcp_->finished() ? toSeconds(tcp_->finishedAt()) : -1);
  out.emplace_back("subscribers_complete", static_cast<double>(complete()));
  out.emplace_back("members", static_cast<double>(members));
  out.emplace_back("throughput_kBps", dist > 0 ? static_cast<double>(cfg_.fileBytes) / 1024.0 / dist : 0);
  out.emplace_back("tcp_retransmissions", static_cast<double>(tcp_->retransmissions()));
}

void Baselines::summarizeExtras(Summary& out) const {
  if (afdpdist_) {
    out.emplace_back("request_lists", static_cast<double>(afdpdist_->replies()));
    out.emplace_back("request_lists_in_s",
                     afdpdist_->repliesAt() > 0 ? toSeconds(afdpdist_->repliesAt() - cfg_.publishAt) : -1);
  }
  if (ftp_) {
    out.emplace_back("ftp_goodput_kBps", ftp_->goodputKBps());
    out.emplace_back("ftp_delivered_bytes", static_cast<double>(ftp_->deliveredBytes()));
    out.emplace_back("ftp_retransmissions", static_cast<double>(ftp_->retransmissions()));
  }
}

}  // namespace ps::afdp

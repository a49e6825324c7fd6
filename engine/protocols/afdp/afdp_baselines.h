// The afdp model's comparisons (digest §6.4), in one place: the TCP distributor that replaces AFDP
// (rdist.h or track.h, both a tcp_baseline.h), afdpdist's request lists (afdpdist.h, AFDP still publishes) and the
// competing ftp flow (ftp_probe.h), each built only when the scenario's "baseline" asks for it,
// so a plain AFDP run has none of them and runs exactly as before.
#pragma once
#include <cstdint>
#include <memory>
#include <vector>

#include "../../core/simulation.h"
#include "afdp_config.h"
#include "afdp_internet.h"
#include "afdpdist.h"
#include "ftp_probe.h"
#include "publisher.h"
#include "subscriber.h"
#include "tcp_baseline.h"

namespace ps::afdp {

class Baselines {
 public:
  // Nodes: the members are firstMember.., the ftp pair (when baseline.ftpBytes > 0) ftpNode and ftpNode + 1.
  Baselines(Simulation& sim, const AfdpConfig& cfg, AfdpInternet& net, Publisher& publisher,
            const std::vector<std::unique_ptr<Subscriber>>& hosts, std::uint32_t firstMember, std::uint32_t ftpNode);
  void registerEntities(Simulation& sim);

  // rdist or track distributes instead of AFDP (no secretary, no JOINs, no publication).
  bool replacesAfdp() const { return tcp_ != nullptr; }
  bool afdpdist() const { return afdpdist_ != nullptr; }
  void start();
  // The TCP distributor has closed every connection (true without one), and the ftp flow, if any, too.
  bool tcpFinished() const;
  bool ftpFinished() const { return !ftp_ || ftp_->finished(); }
  double progress() const;
  std::uint32_t complete() const;

  // The run of rdist or track: distribution time from the master's start (afdp.publishAt) to the
  // last member holding the file; exit when the last connection closed, on the run's clock.
  void summarizeTcp(Summary& out, std::uint32_t members) const;
  // afdpdist's and the ftp flow's own fields (only when they run, so other summaries stay as they were).
  void summarizeExtras(Summary& out) const;

 private:
  const AfdpConfig& cfg_;
  std::unique_ptr<TcpBaseline> tcp_;  // rdist or track (baseline.kind)
  std::unique_ptr<Afdpdist> afdpdist_;
  std::unique_ptr<FtpProbe> ftp_;
  std::uint32_t members_ = 0;
};

}  // namespace ps::afdp

// Ground truth for available bandwidth (digest §1.1, §6.3): the tight link's spare capacity
// A(t, tau) = C (1 - u(t, tau)), computed from the simulation itself. It hears every transmission
// start on the tight link's forward direction and adds the packet's transmission time to the busy
// time of the bins it covers, split into "cross" (everything that is not an estimator's) and
// "tools" (the estimators' probes, trains and control).
//
// A_run over [t0, t1] counts only cross traffic as load (the tools' own packets excluded: variant
// (b) of §6.3 for one instance). The series is written to the receivers' inspect JSON for the x-ray.
#pragma once
#include <cstdint>
#include <vector>

#include "../../core/json.h"
#include "../../net/network.h"

namespace ps::estimation {

class TruthMonitor final : public TxListener {
 public:
  TruthMonitor(Network& net, std::uint32_t dir, SimTime bin);
  // Packets of these flows are the tools' own (not cross traffic).
  void markToolFlow(std::uint32_t flow) { toolFlows_.push_back(flow); }
  void onTxStart(Network& net, std::uint32_t dir, PacketId p) override;

  double capacityBps() const { return capacity_; }
  // A over [t0, t1] in bit/s, from cross-traffic busy time only.
  double availableBps(SimTime t0, SimTime t1) const;
  // Utilisation by the tools over [t0, t1].
  double toolShare(SimTime t0, SimTime t1) const;
  SimTime bin() const { return bin_; }
  // [{t_s, a_bps}] per bin up to `until`.
  void writeSeries(JsonWriter& w, SimTime until) const;

 private:
  void add(std::vector<double>& bins, SimTime from, SimTime to);
  double busy(const std::vector<double>& bins, SimTime t0, SimTime t1) const;
  double capacity_;
  SimTime bin_;
  std::vector<std::uint32_t> toolFlows_;
  std::vector<double> crossBusyNs_, toolBusyNs_;  // per bin
};

}  // namespace ps::estimation

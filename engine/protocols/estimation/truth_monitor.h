// Ground truth for available bandwidth (digest §1.1, §6.3): the tight link's spare capacity
// A(t, tau) = C (1 - u(t, tau)), computed from the simulation itself. It hears every transmission
// start on the tight link's forward direction and adds the packet's transmission time to the busy
// time of the bins it covers, split into "cross" (everything that is not an estimator's) and
// "tools" (the estimators' probes, trains and control).
//
// A_run over [t0, t1] counts only cross traffic as load (the tools' own packets excluded: variant
// (b) of §6.3 for one instance). The series is written to the receivers' inspect JSON for the x-ray.
//
// Open-loop cross traffic (the UDP CBR generators) is counted as it arrives at the tight link, through
// a virtual FIFO that serves only that traffic: the link's busy time had the tools not been there.
// Counting what the real link carried instead reads the tools' own share as available once they
// push the queue to overflow: at X = C (scenario 2 at 525 Mbit/s) every probe that gets in displaces
// a cross datagram for good (it is dropped, or waits behind a backlog that never drains), and one
// abget run's truth read 11.1 Mbit/s where C - X is 0. The seed's "real" curve is that simple
// subtraction (§4.1, V1), the load offered. Closed-loop cross traffic (TCP) is still counted as
// carried: a dropped segment is sent again and counted then, and what TCP would send without the
// tools is not knowable from this run (§6.3 item 4).
#pragma once
#include <cstdint>
#include <vector>

#include "../../core/json.h"
#include "../../net/network.h"

namespace ps::estimation {

class TruthMonitor final : public TxListener, public AdmissionPolicy {
 public:
  TruthMonitor(Network& net, std::uint32_t dir, SimTime bin);
  // Packets of these flows are the tools' own (not cross traffic).
  void markToolFlow(std::uint32_t flow) { toolFlows_.push_back(flow); }
  // Packets of these flows are open-loop cross traffic (counted on arrival, see above).
  void markOpenLoopFlow(std::uint32_t flow) { openLoopFlows_.push_back(flow); }
  void onTxStart(Network& net, std::uint32_t dir, PacketId p) override;
  // Hears every arrival at the tight link and admits it (DropTail's limit still applies after).
  DropReason admit(Network& net, std::uint32_t dir, const Packet& p) override;

  double capacityBps() const { return capacity_; }
  // A over [t0, t1] in bit/s, from cross-traffic busy time only.
  double availableBps(SimTime t0, SimTime t1) const;
  // Utilisation by the tools over [t0, t1].
  double toolShare(SimTime t0, SimTime t1) const;
  SimTime bin() const { return bin_; }
  // [{t_s, a_bps}] per bin up to `until`.
  void writeSeries(JsonWriter& w, SimTime until) const;
  // The x-ray's truth fields of an estimator's inspect object (pathload's receiver, abget's
  // client): "truth_bin_s" and "truth": {capacity_bps, series} up to `until`.
  void writeInspectFields(JsonWriter& w, SimTime until) const;

 private:
  void add(std::vector<double>& bins, SimTime from, SimTime to);
  double busy(const std::vector<double>& bins, SimTime t0, SimTime t1) const;
  double capacity_;
  SimTime bin_;
  BitsPerSecond rate_;
  SimTime virtualFree_ = 0;  // when the open-loop virtual FIFO finishes its last datagram
  std::vector<std::uint32_t> toolFlows_, openLoopFlows_;
  std::vector<double> crossBusyNs_, toolBusyNs_;  // per bin
};

}  // namespace ps::estimation

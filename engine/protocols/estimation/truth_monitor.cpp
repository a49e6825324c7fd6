#include "truth_monitor.h"

#include <algorithm>

namespace ps::estimation {

TruthMonitor::TruthMonitor(Network& net, std::uint32_t dir, SimTime bin)
    : capacity_(static_cast<double>(net.direction(dir).bandwidth.value)),
      bin_(bin),
      rate_(net.direction(dir).bandwidth) {
  net.setTxListener(dir, this);
  net.setAdmission(dir, this);
}

void TruthMonitor::add(std::vector<double>& bins, SimTime from, SimTime to) {
  while (from < to) {
    const auto b = static_cast<std::size_t>(from / bin_);
    if (bins.size() <= b) bins.resize(b + 1, 0.0);
    const SimTime binEnd = static_cast<SimTime>(b + 1) * bin_;
    const SimTime upto = std::min(to, binEnd);
    bins[b] += static_cast<double>(upto - from);
    from = upto;
  }
}

void TruthMonitor::onTxStart(Network& net, std::uint32_t dir, PacketId id) {
  const Packet& p = net.sim().packets()[id];
  if (std::find(openLoopFlows_.begin(), openLoopFlows_.end(), p.flow) != openLoopFlows_.end()) return;  // on arrival
  const SimTime now = net.sim().now();
  const SimTime tx = transmissionTime(Bits{static_cast<std::int64_t>(p.sizeBytes) * 8}, net.direction(dir).bandwidth);
  const bool tool = std::find(toolFlows_.begin(), toolFlows_.end(), p.flow) != toolFlows_.end();
  add(tool ? toolBusyNs_ : crossBusyNs_, now, now + tx);
}

DropReason TruthMonitor::admit(Network& net, std::uint32_t, const Packet& p) {
  if (std::find(openLoopFlows_.begin(), openLoopFlows_.end(), p.flow) == openLoopFlows_.end()) return DropReason::kNone;
  // The virtual FIFO needs no limit: the model refuses open-loop cross traffic above C, and each
  // generator's gap is rounded up like the link's transmission time, so its backlog stays bounded.
  const SimTime start = std::max(net.sim().now(), virtualFree_);
  virtualFree_ = start + transmissionTime(Bits{static_cast<std::int64_t>(p.sizeBytes) * 8}, rate_);
  add(crossBusyNs_, start, virtualFree_);
  return DropReason::kNone;
}

double TruthMonitor::busy(const std::vector<double>& bins, SimTime t0, SimTime t1) const {
  // Whole bins inside [t0, t1] count fully; the end bins count in proportion to their overlap
  // (busy time is spread evenly inside a bin: exact enough at bins of a few ms). A bin holds at most
  // its own length: the virtual FIFO's open-loop traffic and the carried TCP could add up to more.
  double sum = 0;
  const auto len = static_cast<double>(bin_);
  for (SimTime b = t0 / bin_; b * bin_ < t1; ++b) {
    if (static_cast<std::size_t>(b) >= bins.size()) break;
    const SimTime s = std::max(t0, b * bin_), e = std::min(t1, (b + 1) * bin_);
    sum += std::min(bins[static_cast<std::size_t>(b)], len) * static_cast<double>(e - s) / len;
  }
  return sum;
}

double TruthMonitor::availableBps(SimTime t0, SimTime t1) const {
  if (t1 <= t0) return capacity_;
  const double u = busy(crossBusyNs_, t0, t1) / static_cast<double>(t1 - t0);
  return capacity_ * (1 - std::min(1.0, u));
}

double TruthMonitor::toolShare(SimTime t0, SimTime t1) const {
  if (t1 <= t0) return 0;
  return busy(toolBusyNs_, t0, t1) / static_cast<double>(t1 - t0);
}

void TruthMonitor::writeSeries(JsonWriter& w, SimTime until) const {
  w.beginArray();
  for (SimTime b = 0; (b + 1) * bin_ <= until; ++b) {
    const double u = static_cast<std::size_t>(b) < crossBusyNs_.size()
                         ? crossBusyNs_[static_cast<std::size_t>(b)] / static_cast<double>(bin_)
                         : 0.0;
    w.beginArray().value(toSeconds(b * bin_)).value(capacity_ * (1 - std::min(1.0, u))).endArray();
  }
  w.endArray();
}

void TruthMonitor::writeInspectFields(JsonWriter& w, SimTime until) const {
  w.field("truth_bin_s", toSeconds(bin_));
  w.key("truth").beginObject().field("capacity_bps", capacity_).key("series");
  writeSeries(w, until);
  w.endObject();
}

}  // namespace ps::estimation

// Per-packet statistics and the measures of seed 001 Appendix A (the SAS program, p.143), plus the
// simulator's per-packet output file (§3.5, p.53).
//
// One record per message: pktID, size, winSize, startT (the LLC hands it to the MAC), endT (the
// sender knows every receiver has it), timeElap = endT - startT, timePkt = timeElap / winSize,
// retrans, fail. For the block protocol every message of a block shares the block's start, so its
// timeElap is the block latency (digest §2.2, checked against Table 4.5).
// Per record (bit times; rate in Mbit/s):
//   AT = rate * r * n * d / timeElap          (s_athru; n = winSize, d = data bits)
//   RT = r * (n * d + a) / timeElap           (s_rthru: against the analytic unicast protocol)
//   lat = timeElap
// Summaries are the mean / min / max over the per-record values (SAS proc means), so "mean RT" is
// not RT of the mean latency. Besides the thesis's sender-side latency, each record counts the
// receivers whose application has the message (delivered()): dlat = when the last one got it,
// minus startT, the same measure for every protocol (the literature protocols' lat is this one). Percentiles (the box
// plots, "00-25-50-75-100") use SAS's default definition (PCTLDEF=5: the average of the two middle order statistics
// when n*p is an integer).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "../../core/simulation.h"
#include "multicast_config.h"

namespace ps {

struct PacketRecord {
  std::uint32_t id = 0;        // 1-based, as in the thesis's output
  std::uint32_t window = 1;    // winSize
  SimTime start = 0, end = 0;  // ns
  std::uint32_t retrans = 0;
  bool fail = false;
  bool done = false;
  std::uint32_t deliveries = 0;  // receivers whose application has the message
  SimTime deliveredAt = -1;      // when the last receiver got it (-1: not yet)
};

class PacketStats {
 public:
  // `messages` records (0: cfg.packets); `receivers` deliveries complete a message's delivery.
  void init(const MulticastConfig& cfg, SimTime bitNs, double rateMbps, std::uint32_t messages = 0);
  PacketRecord& at(std::uint32_t index) { return recs_[index]; }
  const PacketRecord& at(std::uint32_t index) const { return recs_[index]; }
  std::uint32_t completed() const { return completed_; }
  void begin(std::uint32_t index, SimTime start, std::uint32_t window);
  void finish(std::uint32_t index, SimTime end, bool fail);
  // A receiver's application got message `index` (counted once per receiver by the caller);
  // returns true when that was the last receiver (`needed` of them; 0 = all r).
  bool delivered(std::uint32_t index, SimTime at, std::uint32_t needed = 0);
  std::uint32_t messages() const { return static_cast<std::uint32_t>(recs_.size()); }
  // Latency summaries over delivered (not failed) messages only: for protocols whose failed
  // messages never reach everyone, so that they have no latency (the literature protocols).
  void latencyOfDeliveredOnly(bool on) { deliveredOnly_ = on; }
  // The thesis's bounds (§4.1) describe MSAW and MBAP only; other protocols leave them out.
  void thesisBoundsApply(bool on) { thesisBounds_ = on; }
  // The protocol's name in the output file's header (Proto=...).
  void setProtocolName(const char* name) { protoName_ = name; }

  // Appends the thesis's measures (names listed in ethernet_model.h) for the completed records.
  void summarize(Summary& out) const;
  // The output file of §3.5: a header line for the pass, then one line per completed message.
  std::string thesisOutput(std::uint64_t seed) const;

  // Percentile of sorted values with SAS PCTLDEF=5.
  static double percentile(const std::vector<double>& sorted, double p);

 private:
  MulticastConfig cfg_;
  SimTime bitNs_ = 100;
  double rateMbps_ = 10;
  std::vector<PacketRecord> recs_;
  std::uint32_t completed_ = 0;
  bool deliveredOnly_ = false, thesisBounds_ = true;
  const char* protoName_ = nullptr;
};

}  // namespace ps

// The transport model's summary: the figures of digest §5 over the measurement window
// [measure.from, measure.to] (or up to now, when the run has not reached measure.to).
//   utilization          IP bytes of foreground data packets leaving the first forward bottleneck,
//                        over C (t_b - t_a)                                              (§5.1)
//   goodput_utilization  application bytes delivered to the receivers, over C (t_b - t_a)
//   jain                 Jain's index of the flows' goodput over the window              (§5.2)
//   convergence_time_s   digest §5.3, for the flow that starts last (2 to 16 flows)
//   <class>_loss_event_rate  congestion events the senders reacted to / data packets sent (§5.4)
//   <class>_mean_rto_s   the senders' retransmission timeout (TCP) or t_RTO (TFRC) at the end (V24)
//   f<i>_...             the first 16 flows one by one: goodput, utilisation, loss-event rate
//   tcp_friendliness     mean DCCP goodput / mean TCP goodput when both run (§5.4 F_ratio)
#include <cmath>
#include <map>

#include "apps/background.h"
#include "transport_run.h"

namespace ps::transport {

void TransportRun::summarize(const Simulation& sim, Summary& out) const {
  const SimTime now = sim.now();
  const SimTime ta = measure.from < now ? measure.from : now;
  const SimTime tb = measure.to < now ? measure.to : now;
  const double span = toSeconds(tb - ta);
  const auto& bn = topo.net().direction(measuredDir());
  const double capacity = static_cast<double>(bn.bandwidth.value);

  // Per flow: bytes in the window. Before measure.from nothing counts; the snapshot at `to` is used
  // once taken, else the live counters.
  const bool fromTaken = now >= measure.from;
  std::vector<double> goodput(flows.size()), bottleneck(flows.size());
  double goodputSum = 0, bnSum = 0;
  for (std::size_t i = 0; i < flows.size(); ++i) {
    const FlowRun& f = *flows[i];
    const std::uint64_t d1 = f.haveTo ? f.deliveredTo : f.agents.receiver->deliveredBytes();
    const std::uint64_t b1 = f.haveTo ? f.bnTo : f.bottleneckBytes;
    const double d = fromTaken ? static_cast<double>(d1 - f.deliveredFrom) : 0;
    const double b = fromTaken ? static_cast<double>(b1 - f.bnFrom) : 0;
    goodput[i] = span > 0 ? 8 * d / span : 0;
    bottleneck[i] = span > 0 ? 8 * b / span : 0;
    goodputSum += goodput[i];
    bnSum += bottleneck[i];
  }
  out.emplace_back("flows", static_cast<double>(flows.size()));
  out.emplace_back("measured_s", span);
  out.emplace_back("goodput_bps", goodputSum);
  out.emplace_back("goodput_utilization", capacity > 0 ? goodputSum / capacity : 0);
  out.emplace_back("utilization", capacity > 0 ? bnSum / capacity : 0);
  const std::uint64_t allTo = now >= measure.to ? bnAllTo : bnAll;
  out.emplace_back("bottleneck_load", capacity > 0 && span > 0 && fromTaken
                                          ? 8.0 * static_cast<double>(allTo - bnAllFrom) / span / capacity
                                          : 0);
  std::vector<double> started;
  for (std::size_t i = 0; i < flows.size(); ++i)
    if (flows[i]->spec.start < tb) started.push_back(goodput[i]);
  out.emplace_back("jain", jainIndex(started));

  // Per transport class.
  struct Class {
    double flows = 0, goodput = 0, sent = 0, lossEvents = 0, retx = 0, timeouts = 0, rto = 0;
  };
  std::map<std::string, Class> classes;
  for (std::size_t i = 0; i < flows.size(); ++i) {
    Class& c = classes[flows[i]->spec.kind->name];
    const SenderProbe p = flows[i]->agents.sender->probe();
    c.flows += 1;
    c.goodput += goodput[i];
    c.sent += static_cast<double>(p.dataPacketsSent);
    c.lossEvents += static_cast<double>(p.lossEvents);
    c.retx += static_cast<double>(p.retransmissions);
    c.timeouts += static_cast<double>(p.timeouts);
    c.rto += toSeconds(p.rto);
  }
  for (const auto& [name, c] : classes) {
    out.emplace_back(name + "_flows", c.flows);
    out.emplace_back(name + "_mean_goodput_bps", c.goodput / c.flows);
    out.emplace_back(name + "_loss_event_rate", c.sent > 0 ? c.lossEvents / c.sent : 0);
    out.emplace_back(name + "_mean_rto_s", c.rto / c.flows);
    if (name != "udp") {
      out.emplace_back(name + "_retransmissions", c.retx);
      out.emplace_back(name + "_timeouts", c.timeouts);
    }
  }
  if (classes.count("tcp") && classes.count("dccp")) {
    const double tcp = classes["tcp"].goodput / classes["tcp"].flows;
    out.emplace_back("tcp_friendliness", tcp > 0 ? classes["dccp"].goodput / classes["dccp"].flows / tcp : 0);
  }

  // The first flows one by one (Tables 1-2 of seed 002 read per-flow utilisation).
  for (std::size_t i = 0; i < flows.size() && i < 16; ++i) {
    const std::string k = "f" + std::to_string(i + 1);
    out.emplace_back(k + "_goodput_bps", goodput[i]);
    out.emplace_back(k + "_utilization", capacity > 0 ? bottleneck[i] / capacity : 0);
    const SenderProbe p = flows[i]->agents.sender->probe();
    out.emplace_back(
        k + "_loss_event_rate",
        p.dataPacketsSent > 0 ? static_cast<double>(p.lossEvents) / static_cast<double>(p.dataPacketsSent) : 0);
  }

  if (useGrid) {
    std::size_t newest = 0;
    for (std::size_t i = 1; i < flows.size(); ++i)
      if (flows[i]->spec.start >= flows[newest]->spec.start) newest = i;
    SimTime meanRtt = 0;
    for (const auto& f : flows) meanRtt += f->wiring.baseRtt;
    meanRtt /= static_cast<SimTime>(flows.size());
    const SimTime window = measure.convergenceWindow > 10 * meanRtt ? measure.convergenceWindow : 10 * meanRtt;
    const ConvergenceResult c = convergenceTime(grid, newest, flows[newest]->spec.start, window,
                                                measure.convergenceDelta, measure.convergenceHold);
    if (c.computed) {
      out.emplace_back("convergence_time_s", c.seconds);
      out.emplace_back("converged", c.converged ? 1 : 0);
    }
  }

  if (background) {
    const std::uint64_t to = now >= measure.to ? bgTo : bgBytes;
    out.emplace_back("background_target_load", background->targetBps() / capacity);
    out.emplace_back("background_load",
                     span > 0 && fromTaken ? 8.0 * static_cast<double>(to - bgFrom) / span / capacity : 0);
    out.emplace_back("background_web_objects", static_cast<double>(background->completed(Background::kWeb)));
    out.emplace_back("background_ftp_transfers", static_cast<double>(background->completed(Background::kFtp)));
    out.emplace_back("background_requests_lost", static_cast<double>(background->requestsLost()));
  }
  if (stalePackets) out.emplace_back("stale_packets", static_cast<double>(stalePackets));

  std::uint64_t overflow = 0, red = 0, injected = 0;
  overflow = topo.net().drops(DropReason::kQueueOverflow);
  red = topo.net().drops(DropReason::kEarlyDrop);
  injected = topo.net().drops(DropReason::kInjected);
  out.emplace_back("drops_queue_overflow", static_cast<double>(overflow));
  if (topo.spec().bottleneck.red) out.emplace_back("drops_red", static_cast<double>(red));
  if (injected) out.emplace_back("drops_injected", static_cast<double>(injected));
  out.emplace_back("max_queue_packets", bn.maxQueue);
}

}  // namespace ps::transport

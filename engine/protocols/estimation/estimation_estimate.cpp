// The estimation model's resource estimate (scenario/budget.h), from the scenario's numbers alone.
//   memory: the path's few nodes and links, the packets its queues can hold (path.tightQueue,
//           path.queue), a fleet's or a rate's one-way delays kept by the receiver, and the truth
//           monitor's bins (stopTime over path.truthBin);
//   events: cross traffic at crossTraffic[].rate in crossTraffic[].packetSize packets from its start
//           until stopTime (the run may end earlier, when the estimator has its answer); a bulk TCP
//           generator at most fills the tight link (path.tightBandwidth) with segments of
//           crossTraffic[].tcp.mss, each with an ACK back and a timer restart; and the
//           estimator's probes: pathload's fleets (pathload.streamsPerFleet streams of
//           pathload.streamLength packets; pathload.maxFleets, or the few dozen a search takes,
//           per instance), abget's streams per probed rate (abget.streams of abget.streamLength
//           packets and their replies; the rates a bisection or a linear scan from abget.minRate
//           to abget.maxRate in steps of abget.resolution visits), or iperf's rate for its time (in
//           TCP mode: segments filling the fastest link, with their ACKs, for its time).
//           Each packet costs its send, its receipt and, on each of the path's links, an enqueue,
//           a transmission end and an arrival. All bounded by what the links carry until stopTime.
#include <algorithm>
#include <cmath>
#include <string>

#include "../../scenario/budget.h"
#include "abget_params.h"
#include "estimation_model.h"
#include "estimation_params.h"
#include "pathload_params.h"

namespace ps::estimation {

using namespace params;

namespace {

constexpr double kLinks = 4;                   // sender access, tight link, last link, receiver access
constexpr double kPerPacket = 2 + 3 * kLinks;  // send, receipt, and three events per link
constexpr double kSearchFleets = 40;           // a pathload search's fleets when maxFleets is 0
constexpr double kMaxRates = 200;              // rates an abget search visits at most

// A bulk TCP connection for `seconds` through a bottleneck of `rate` bit/s, in packet-equivalents
// (kPerPacket events each): its MSS segments at most fill the bottleneck; each brings an ACK per
// tcp.delayedAck segments and a timer restart.
double tcpPackets(const Json& tcp, double seconds, double rate) {
  const double mss = std::max(1.0, estNumber(tcp, transport::params::kTcpMss));
  const double ackEvery = std::max(1.0, estNumber(tcp, transport::params::kTcpAckEvery));
  const double segments = seconds * rate / (8 * (mss + 40)) + 10;
  return segments * (1 + 1 / ackEvery + 1 / kPerPacket);
}

}  // namespace

void estimateEstimationModel(const Json& root, const RunShape& run, Estimate& e) {
  const Json& path = estObject(root, kPath);
  const double stop = run.stopSeconds;
  const double linkRate =
      std::max({estNumber(path, kAccessBandwidth), estNumber(path, kTightBandwidth), estNumber(path, kLastBandwidth)});

  // ---- cross traffic ----
  const Json& cross = estArray(root, kCross);
  double crossPackets = 0;
  const double tight = estNumber(path, kTightBandwidth);
  for (std::size_t i = 0; i < cross.size(); ++i) {
    const Json& g = cross[i];
    const double seconds = std::max(0.0, stop - estNumber(g, kCrossStart));
    if (estString(g, kCrossTransport) == "tcp") {
      crossPackets += tcpPackets(estObject(g, transport::params::kTcp), seconds, tight);
    } else {
      crossPackets += seconds * estNumber(g, kCrossRate) / (8 * estNumber(g, kCrossPacket)) + 1;
    }
  }
  crossPackets = std::min(crossPackets, stop * linkRate / (8 * 40));
  if (crossPackets > 0)
    e.events("crossTraffic[].rate, crossTraffic[].packetSize, crossTraffic[].transport, stopTime",
             formatCount(crossPackets) + " cross-traffic packets",
             formatCountPt(crossPackets) + " pacotes de tráfego cruzado", crossPackets * kPerPacket);

  // ---- the estimator's probes ----
  const std::string estimator = estString(root, kEstimator);
  double probes = 0, kept = 0;
  std::string fields;
  if (estimator == "abget") {
    const Json& ab = estObject(root, kAbget);
    const double lo = estNumber(ab, kAbRmin), hi = estNumber(ab, kAbRmax);
    const double res = std::max(1.0, estNumber(ab, kAbRes));
    const std::string search = estString(ab, kAbSearch);
    const double steps = std::max(1.0, (hi - lo) / res);
    const double rates = std::min(kMaxRates, search == "linear" ? steps + 2 : 2 * std::log2(steps + 1) + 4);
    const double perRate = estNumber(ab, kAbN) * estNumber(ab, kAbP);
    // each probe and its reply, and the handshake, per instance
    probes = (2 * rates * perRate + 50) * estNumber(ab, kAbInstances);
    kept = perRate;
    fields =
        "abget.minRate, abget.maxRate, abget.resolution, abget.search, abget.streams, abget.streamLength, "
        "abget.instances";
  } else if (estimator == "iperf") {
    const Json& ip = estObject(root, kIperf);
    const double seconds = std::min(estNumber(ip, kIpTime), std::max(0.0, stop - estNumber(ip, kIpStartAt)));
    if (estString(ip, kIpMode) == "tcp") {
      const double bottleneck = std::min(
          {estNumber(path, kAccessBandwidth), estNumber(path, kTightBandwidth), estNumber(path, kLastBandwidth)});
      probes = tcpPackets(estObject(ip, transport::params::kTcp), seconds, bottleneck);
    } else {
      probes = seconds * estNumber(ip, kIpRate) / (8 * estNumber(ip, kIpLen)) + 10;
    }
    kept = 64;
    fields = "iperf.mode, iperf.rate, iperf.length, iperf.time";
  } else {
    const Json& pl = estObject(root, kPathload);
    const double maxFleets = estNumber(pl, kPlMaxFleets);
    const double fleets = (maxFleets > 0 ? maxFleets : kSearchFleets) * estNumber(pl, kPlInstances);
    const double perFleet = estNumber(pl, kPlN) * estNumber(pl, kPlK) + 100;  // and the initial train
    probes = fleets * perFleet * 1.1 + 200;                                   // and the control messages
    kept = perFleet;
    fields = "pathload.maxFleets, pathload.instances, pathload.streamsPerFleet, pathload.streamLength";
  }
  probes = std::min(probes, stop * linkRate / (8 * 40));
  e.events(fields, formatCount(probes) + " " + estimator + " probe packets",
           formatCountPt(probes) + " pacotes de sondagem do " + estimator, probes * kPerPacket);

  // ---- memory ----
  const double queued = estNumber(path, kTightQueue) + 6 * estNumber(path, kQueue);
  e.memory("path.tightQueue, path.queue", "up to " + formatCount(queued) + " packets queued at once",
           "até " + formatCountPt(queued) + " pacotes em fila ao mesmo tempo",
           std::min(queued, crossPackets + probes + 64) * cost::kPacket + 8 * cost::kNode + 10 * cost::kLinkDirection);
  e.memory(fields, formatCount(kept) + " probe delays kept per measurement",
           formatCountPt(kept) + " atrasos de sondas guardados por medição", kept * 64 + 65536);
  e.memory("stopTime, path.truthBin", "the truth monitor's bins", "os intervalos do monitor da banda disponível real",
           stop / std::max(1e-3, estNumber(path, kTruthBin)) * 48);
  e.series(8);
}

}  // namespace ps::estimation

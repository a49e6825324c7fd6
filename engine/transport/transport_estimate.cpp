// The transport model's resource estimate (scenario/budget.h), from the scenario's numbers alone.
//   memory: routers, the hosts the flows and the background name, their links; per flow its
//           connection state; the packets that can exist at once: no more than the queues and
//           wires hold, and no more than the flows' windows (TCP rcvBuffer/sndBuffer, DCCP
//           sendBuffer) plus what UDP and the background can queue;
//   events: per flow, the packets its application can send between its start and its stop (or
//           stopTime): a bulk source as many as its bytes allow, a CBR or on/off source its rate;
//           TCP and DCCP flows together no more than the bottleneck carries in their direction
//           over the run (UDP sends at its rate whatever the bottleneck does); each packet costs its
//           send and receipt and, on every link of its path, an enqueue, a transmission end and an
//           arrival, and so does each ACK (one per delayedAck segments for TCP, per packet for
//           DCCP). The background adds `load` of the bottleneck's capacity in packets of its
//           classes, with an ACK per TCP segment. An upper estimate: losses and idle time cost less.
#include <algorithm>
#include <cmath>
#include <string>

#include "../scenario/budget.h"
#include "apps/background_params.h"
#include "dccp/dccp_params.h"
#include "tcp/tcp_params.h"
#include "topology/topology_params.h"
#include "transport_model.h"
#include "transport_params.h"

namespace ps {

using namespace transport::params;

namespace {

constexpr double kHeaderBytes = 40;       // IP + transport header on every packet
constexpr double kFlowStateBytes = 6000;  // a connection's two ends: agents, timers, estimators, entity
constexpr double kPerPacketEvents = 3;    // per link: enqueue or transmission start, end, arrival
constexpr double kEndEvents = 3;          // the send, the receipt and a timer restart

}  // namespace

void estimateTransportModel(const Json& root, const RunShape& run, Estimate& e) {
  const Json& network = estObject(root, kNetwork);
  const Json& bottleneck = estObject(network, kBottleneck);
  const Json& access = estObject(network, kAccess);
  const bool parkingLot = estString(network, kTopology) == "parking-lot";
  const double routers = parkingLot ? estNumber(network, kRouters) : 2;
  const double bottlenecks = routers - 1;
  const double hops = 2 + bottlenecks;  // access, bottleneck(s), access
  const double capacity = estNumber(bottleneck, kBnBandwidth);
  const double accessBw = estNumber(access, kAccBandwidth);
  const double bnQueue = estNumber(bottleneck, kBnQueue), bnQueueRev = estNumber(bottleneck, kBnQueueReverse, bnQueue);
  const double accQueue = estNumber(access, kAccQueue);
  const double wireDelay = 2 * std::max(estNumber(access, kAccDelay), estNumber(access, kAccDelayMax, 0)) +
                           bottlenecks * estNumber(bottleneck, kBnDelay);
  const double stop = run.stopSeconds;

  // ---- the flows ----
  const Json& flows = estArray(root, kFlows);
  double flowCount = 0, windowPackets = 0, elasticDemand[2] = {0, 0}, elasticWire[2] = {1e9, 1e9};
  double elasticEvents[2] = {0, 0};  // events per packet, summed over demand, to scale when clipped
  double udpPackets = 0, udpEvents = 0, accessQueues = 0;
  std::string flowFields, udpFields;  // the fields that drive each cost, for messages
  for (std::size_t i = 0; i < flows.size(); ++i) {
    const Json& f = flows[i];
    const std::string at = "flows[" + std::to_string(i) + "]";
    const double copies = estNumber(f, kFlowCount);
    flowCount += copies;
    const std::string transport = estString(f, kFlowTransport);
    const Json& app = estObject(f, kApp);
    const std::string kind = estString(app, kAppKind);
    const double start = estNumber(f, kFlowStart), end = std::min(estNumber(f, kFlowStop, stop), stop);
    const double seconds = std::max(0.0, end - start);
    double payload = estNumber(app, kAppPacketSize), ackEvery = 1, window = 0;
    if (transport == "tcp") {
      const Json& tcp = estObject(f, kTcp);
      payload = estNumber(tcp, kTcpMss);
      ackEvery = std::max(1.0, estNumber(tcp, kTcpAckEvery));
      const double snd = estNumber(tcp, kTcpSndBuffer), rcv = estNumber(tcp, kTcpRcvBuffer);
      window = (snd > 0 ? std::min(snd, rcv) : rcv) / payload + 16;
    } else if (transport == "dccp") {
      const Json& dccp = estObject(f, dccp::params::kDccp);
      payload = estNumber(dccp, dccp::params::kPacketSize);
      window = estNumber(dccp, dccp::params::kSendBuffer) + estNumber(dccp, dccp::params::kSequenceWindow);
    }
    // What the application can offer (bulk: its bytes, unlimited when 0; cbr/onoff: its rate).
    double offered = 1e300;
    if (kind == "bulk") {
      const double bytes = estNumber(app, kAppBytes);
      if (bytes > 0) offered = std::ceil(bytes / payload) + 1;
    } else {
      offered = seconds * estNumber(app, kAppRate) / (8 * estNumber(app, kAppPacketSize)) + 1;
      if (kind == "cbr" || transport == "udp") offered *= std::max(1.0, estNumber(app, kAppPacketSize) / payload);
    }
    const double wire = payload + kHeaderBytes;
    const double byAccess = seconds * accessBw / (8 * wire) + 1;
    const double perPacket = (kEndEvents + kPerPacketEvents * hops) * (1 + 1 / ackEvery);
    if (transport == "udp") {
      // A bulk UDP source is refused by validation; until then, count what its access link carries.
      const double packets = copies * (kind == "bulk" ? std::min(offered, byAccess) : offered);
      udpPackets += packets;
      udpEvents += packets * (kEndEvents + kPerPacketEvents * hops);
      accessQueues += copies * std::min(accQueue, packets);
      if (udpFields.size() < 60) udpFields += (udpFields.empty() ? "" : ", ") + at + ".app.rate";
    } else {
      const double packets = copies * std::min(offered, byAccess);
      const int dir = estString(f, kFlowFrom) <= estString(f, kFlowTo) ? 0 : 1;  // L < R, H1.x < H2.x
      elasticDemand[dir] += packets;
      elasticEvents[dir] += packets * perPacket;
      elasticWire[dir] = std::min(elasticWire[dir], wire);
      windowPackets += copies * window;
      if (flowFields.size() < 60) flowFields += (flowFields.empty() ? "" : ", ") + at + ".count";
    }
  }
  // TCP and DCCP share the bottleneck: no more than it carries in each direction over the run.
  double elastic = 0, elasticPackets = 0;
  for (int dir = 0; dir < 2; ++dir) {
    if (elasticDemand[dir] <= 0) continue;
    const double carried = bottlenecks * stop * capacity / (8 * elasticWire[dir]) + flowCount;
    const double packets = std::min(elasticDemand[dir], carried);
    elasticPackets += packets;
    elastic += elasticEvents[dir] * packets / elasticDemand[dir];
  }
  if (elastic > 0)
    e.events("network.bottleneck.bandwidth, stopTime, " + flowFields,
             formatCount(elasticPackets) + " TCP/DCCP packets and their ACKs over " + formatCount(hops) + " links",
             formatCountPt(elasticPackets) + " pacotes TCP/DCCP e seus ACKs por " + formatCountPt(hops) + " enlaces",
             elastic);
  if (udpEvents > 0)
    e.events(udpFields + ", stopTime", formatCount(udpPackets) + " UDP datagrams over " + formatCount(hops) + " links",
             formatCountPt(udpPackets) + " datagramas UDP por " + formatCountPt(hops) + " enlaces", udpEvents);

  // ---- the background ----
  double bgPackets = 0, backgroundWindow = 0;
  const bool background = root.isObject() && root.get(kBackground.key);
  if (background) {
    const Json& bg = estObject(root, kBackground);
    const double load = estNumber(bg, kBgLoad) * capacity * stop / 8;  // bytes on the wire over the run
    const double udp = estNumber(bg, kBgUdp), web = estNumber(bg, kBgWeb), ftp = estNumber(bg, kBgFtp);
    const double udpSize = estNumber(bg, kBgUdpPacket), webSize = estNumber(bg, kBgWebPacket),
                 ftpSize = estNumber(bg, kBgFtpPacket);
    const double perPacket = kEndEvents + kPerPacketEvents * 3;
    const double udpN = load * udp / udpSize, webN = load * web / webSize, ftpN = load * ftp / ftpSize;
    bgPackets = udpN + 2 * (webN + ftpN);  // a TCP segment and its ACK
    // Each Web object is a request packet and a new transfer (set-up and teardown events).
    const double objects = load * web / (webSize * estNumber(bg, kBgWebMin)) + load * ftp / estNumber(bg, kBgFtpMean);
    e.events("background.load, network.bottleneck.bandwidth, stopTime",
             formatCount(bgPackets) + " background packets (UDP, Web, FTP and their ACKs)",
             formatCountPt(bgPackets) + " pacotes de fundo (UDP, Web, FTP e seus ACKs)",
             bgPackets * perPacket * 1.3 + objects * 20);
    backgroundWindow = estNumber(bg, kBgWindow) * 4 + estNumber(bg, kBgUdpSources) * 2;
    windowPackets += backgroundWindow;
    e.memory("background.load, background.window", "the background's hosts, sources and transfers",
             "os hosts, fontes e transferências do tráfego de fundo", 6 * cost::kNode + 1e5);
  }

  // ---- memory ----
  const double hosts = 2 * flowCount;
  const double links = bottlenecks + hosts + (background ? 6 : 0);
  e.memory("flows", formatCount(hosts) + " hosts and " + formatCount(flowCount) + " connections",
           formatCountPt(hosts) + " hosts e " + formatCountPt(flowCount) + " conexões",
           routers * cost::kNode + hosts * cost::kNode + flowCount * kFlowStateBytes);
  e.memory("flows", formatCount(links) + " links", formatCountPt(links) + " enlaces", links * 2 * cost::kLinkDirection);
  // In flight: what the wires hold at the bottleneck's pace (data one way, ACKs the other), and
  // what the queues hold; ACK-clocked flows keep no more than that plus a burst each.
  const double pipe = 2 * wireDelay * capacity * bottlenecks / (8 * (64 + kHeaderBytes)) + 1;
  const double bnSlots = bottlenecks * (bnQueue + bnQueueRev);
  const double queueSlots = bnSlots + 2 * hosts * accQueue + pipe;
  const double clocked = bnSlots + 2 * pipe + 64 * flowCount + backgroundWindow + accessQueues;
  const double alive = std::min({queueSlots, windowPackets + bnSlots + accessQueues + pipe, clocked});
  e.memory("network.bottleneck.queue, network.access.queue, " + (flowFields.empty() ? udpFields : flowFields),
           "up to " + formatCount(alive) + " packets queued or in flight at once",
           "até " + formatCountPt(alive) + " pacotes em fila ou em trânsito ao mesmo tempo", alive * cost::kPacket);
  // Series: goodput, fairness, the bottleneck queues, and up to 32 flows' throughput, cwnd, ssthresh.
  e.series(4 + (flowCount <= 32 ? 3 * flowCount : 0));
}

}  // namespace ps

// The ns-3 side of the speed comparison: the same dumbbell as
// scenarios/tcp-dumbbell-newreno-ns3.json, built with Debian's packaged ns-3 (libns3-dev).
// tests/bench/ns3Compare.mjs compiles it, runs it beside our native runner and prints both
// wall times and both sets of metrics. It is a benchmark, not part of the test suite.
//
// Set-up (each line matches a field of the scenario):
//   16 senders L1..L16 -> router A -> bottleneck -> router B -> receivers R1..R16
//   bottleneck 100 Mbit/s, 20 ms, DropTail 100 packets; access links 1 Gbit/s, 1 ms, 1000 packets
//   NewReno, MSS 1448 with timestamps, initial window 10, delayed ACK every 2nd segment (200 ms),
//   min RTO 1 s, 4 MiB buffers, classic fast recovery and no SACK (our NewReno is RFC 6582)
//   bulk senders starting uniformly in [0, 1) s; run to 60 s; goodput counted over [1 s, 60 s]
//   no limited transmit: the scenario leaves tcp.limitedTransmit at our default (off); ns-3's
//   default is on (--limitedTransmit=1 restores it)
//
// Queues: ns-3 puts a traffic-control qdisc (pfifo_fast, 1000 packets) in front of each device.
// We remove it so that the device's own DropTail queue is the only queue, as in our model. With no
// qdisc, a packet that finds the device queue full (100 waiting, one on the wire: as ours) is dropped
// by the traffic-control layer (its TcDrop trace), so the device queue's own Drop trace stays silent.
//
// Known differences that remain (see tests/bench/ns3Compare.mjs for the numbers):
//   - ns-3 adds a 2-byte PPP header: 1502-byte data packets and 54-byte ACKs on the wire against our
//     1500 and 52 (0.13 % of the bottleneck).
//   - Without SACK, ns-3 3.37 guesses a scoreboard from duplicate ACKs ("Reno SACK": each dupack
//     in fast recovery, or in the Disorder state with limited transmit, marks the next un-SACKed
//     segment as SACKed) and keeps those guesses when the next cumulative ACK returns it to Open.
//     When a cumulative ACK makes a guessed-SACKed segment the head, TcpTxBuffer::DiscardUpTo moves
//     the flag on and marks the head lost, so a segment still in flight is retransmitted (its log
//     says "Moving the SACK flag from the HEAD": 2335 times in the first 4 s, seed 1, limited
//     transmit on). The duplicate delivered draws an immediate duplicate ACK; with limited transmit
//     that is another guess, and some flows stay in that loop for the rest of the run, filling the
//     shared queue (60 s: 87359 retransmissions for 1850 drops). With limited transmit off (the
//     scenario's setting) the loop dies out after the start-up losses (3335 for 1238). --counts
//     shows it; --sack=1 removes the guessing (retransmissions then equal drops).
//
// Output: one JSON object on stdout with goodput_utilization, jain and per-flow goodputs; with
// --counts also the data packets, retransmissions and drops at the bottleneck (ns-3 has no loss
// anywhere else here, so retransmissions minus drops are spurious). --trace adds per-flow cwnd,
// congestion-state and drop lines on stderr, and the packet sizes seen on the bottleneck.
#include "ns3/applications-module.h"
#include "ns3/core-module.h"
#include "ns3/internet-module.h"
#include "ns3/network-module.h"
#include "ns3/point-to-point-module.h"
#include "ns3/traffic-control-module.h"

#include <cstdio>
#include <map>
#include <vector>

using namespace ns3;

namespace {

constexpr int kFlows = 16;
double stopTime = 60.0;
constexpr double kMeasureFrom = 1.0;
constexpr double kBottleneckBps = 100e6;

std::vector<Ptr<PacketSink>> sinks;
std::vector<uint64_t> bytesAtMeasureStart(kFlows, 0);

// Loss recoveries over the whole run, to set beside our tcp_timeouts: entries into ns-3's
// CA_LOSS state (a retransmission timeout) and CA_RECOVERY (fast retransmit).
uint64_t timeouts = 0;
uint64_t fastRecoveries = 0;

void onCongState(TcpSocketState::TcpCongState_t, TcpSocketState::TcpCongState_t now) {
  if (now == TcpSocketState::CA_LOSS) ++timeouts;
  if (now == TcpSocketState::CA_RECOVERY) ++fastRecoveries;
}

// Every sender's socket exists once its application has started (all start before 1 s), so the
// state trace is connected here too; a loss before 1 s is not counted.
void markMeasureStart() {
  for (int i = 0; i < kFlows; ++i) bytesAtMeasureStart[i] = sinks[i]->GetTotalRx();
  Config::ConnectWithoutContext("/NodeList/*/$ns3::TcpL4Protocol/SocketList/*/CongState", MakeCallback(&onCongState));
}

// Options (see the header): stderr lines are "kind time flow value".
bool tracing = false;
bool counting = false;
bool sack = false;
bool limitedTransmit = false;
std::map<uint32_t, uint64_t> sizesForward, sizesReverse;

// A data packet's flow (1..16, from its source address 10.1.<flow>.1) and TCP sequence number;
// flow 0 for anything else. `ppp`: the packet still carries its point-to-point header.
struct Seen {
  int flow = 0;
  uint32_t seq = 0;
};
Seen inspectPacket(Ptr<const Packet> p, bool ppp) {
  Ptr<Packet> c = p->Copy();
  if (ppp) {
    PppHeader h;
    c->RemoveHeader(h);
  }
  Ipv4Header ip;
  c->RemoveHeader(ip);
  uint8_t b[4];
  ip.GetSource().Serialize(b);
  if (b[0] != 10 || b[1] != 1 || ip.GetProtocol() != 6) return {};
  TcpHeader tcp;
  c->PeekHeader(tcp);
  if (c->GetSize() <= tcp.GetSerializedSize()) return {};  // no payload
  return {b[2], tcp.GetSequenceNumber().GetValue()};
}
// Per flow: data packets entering the bottleneck queue, those whose sequence number is below the
// highest already sent (retransmissions), and packets dropped in front of it.
struct FlowCount {
  uint64_t sent = 0, resent = 0, dropped = 0;
  uint32_t highest = 0;
};
std::vector<FlowCount> counts(kFlows + 1);

void onCwnd(int flow, uint32_t, uint32_t now) {
  std::fprintf(stderr, "cwnd %.6f %d %u\n", Simulator::Now().GetSeconds(), flow, now);
}
void onState(int flow, TcpSocketState::TcpCongState_t, TcpSocketState::TcpCongState_t now) {
  std::fprintf(stderr, "state %.6f %d %d\n", Simulator::Now().GetSeconds(), flow, static_cast<int>(now));
}
// The device queue is full: the traffic-control layer (no qdisc) drops before the device sees it.
void onDrop(Ptr<const Packet> p) {
  Seen s = inspectPacket(p, false);
  ++counts[s.flow].dropped;
  if (tracing) std::fprintf(stderr, "drop %.6f %d %u\n", Simulator::Now().GetSeconds(), s.flow, s.seq);
}
void onEnqueueForward(Ptr<const Packet> p) {
  ++sizesForward[p->GetSize()];
  Seen s = inspectPacket(p, true);
  if (s.flow == 0) return;
  FlowCount& c = counts[s.flow];
  ++c.sent;
  if (c.sent > 1 && s.seq <= c.highest) ++c.resent;
  if (s.seq > c.highest) c.highest = s.seq;
}
void onEnqueueReverse(Ptr<const Packet> p) { ++sizesReverse[p->GetSize()]; }
void connectSocketTraces(int flow, uint32_t node) {
  char path[128];
  std::snprintf(path, sizeof path, "/NodeList/%u/$ns3::TcpL4Protocol/SocketList/0/CongestionWindow", node);
  Config::ConnectWithoutContext(path, MakeBoundCallback(&onCwnd, flow));
  std::snprintf(path, sizeof path, "/NodeList/%u/$ns3::TcpL4Protocol/SocketList/0/CongState", node);
  Config::ConnectWithoutContext(path, MakeBoundCallback(&onState, flow));
}

void setTcpDefaults() {
  Config::SetDefault("ns3::TcpL4Protocol::SocketType", TypeIdValue(TcpNewReno::GetTypeId()));
  Config::SetDefault("ns3::TcpL4Protocol::RecoveryType", TypeIdValue(TcpClassicRecovery::GetTypeId()));
  Config::SetDefault("ns3::TcpSocketBase::Sack", BooleanValue(sack));
  Config::SetDefault("ns3::TcpSocketBase::LimitedTransmit", BooleanValue(limitedTransmit));
  Config::SetDefault("ns3::TcpSocketBase::Timestamp", BooleanValue(true));
  Config::SetDefault("ns3::TcpSocketBase::MinRto", TimeValue(Seconds(1.0)));
  Config::SetDefault("ns3::TcpSocket::SegmentSize", UintegerValue(1448));
  Config::SetDefault("ns3::TcpSocket::InitialCwnd", UintegerValue(10));
  Config::SetDefault("ns3::TcpSocket::DelAckCount", UintegerValue(2));
  Config::SetDefault("ns3::TcpSocket::DelAckTimeout", TimeValue(MilliSeconds(200)));
  Config::SetDefault("ns3::TcpSocket::SndBufSize", UintegerValue(4194304));
  Config::SetDefault("ns3::TcpSocket::RcvBufSize", UintegerValue(4194304));
}

}  // namespace

int main(int argc, char* argv[]) {
  uint32_t seed = 1;
  CommandLine cmd;
  cmd.AddValue("seed", "run number for ns-3's random streams", seed);
  cmd.AddValue("stop", "simulated seconds", stopTime);
  cmd.AddValue("trace", "per-flow cwnd, state and drop lines on stderr (implies counts)", tracing);
  cmd.AddValue("counts", "data packets, retransmissions and drops at the bottleneck in the JSON", counting);
  cmd.AddValue("sack", "ns-3's SACK option (off: our NewReno has none)", sack);
  cmd.AddValue("limitedTransmit", "ns-3's limited transmit, RFC 3042 (off: the scenario's)", limitedTransmit);
  cmd.Parse(argc, argv);
  counting = counting || tracing;
  RngSeedManager::SetRun(seed);
  setTcpDefaults();

  NodeContainer routers, left, right;
  routers.Create(2);
  left.Create(kFlows);
  right.Create(kFlows);
  InternetStackHelper stack;
  stack.Install(routers);
  stack.Install(left);
  stack.Install(right);

  PointToPointHelper bottleneck;
  bottleneck.SetDeviceAttribute("DataRate", StringValue("100Mbps"));
  bottleneck.SetChannelAttribute("Delay", StringValue("20ms"));
  bottleneck.SetQueue("ns3::DropTailQueue<Packet>", "MaxSize", StringValue("100p"));
  PointToPointHelper access;
  access.SetDeviceAttribute("DataRate", StringValue("1Gbps"));
  access.SetChannelAttribute("Delay", StringValue("1ms"));
  access.SetQueue("ns3::DropTailQueue<Packet>", "MaxSize", StringValue("1000p"));

  Ipv4AddressHelper addresses;
  NetDeviceContainer all;
  addresses.SetBase("10.0.0.0", "255.255.255.0");
  NetDeviceContainer core = bottleneck.Install(routers.Get(0), routers.Get(1));
  addresses.Assign(core);
  all.Add(core);
  std::vector<Ipv4Address> receiverAddress;
  for (int i = 0; i < kFlows; ++i) {
    char base[32];
    std::snprintf(base, sizeof base, "10.1.%d.0", i + 1);
    addresses.SetBase(base, "255.255.255.0");
    NetDeviceContainer l = access.Install(left.Get(i), routers.Get(0));
    addresses.Assign(l);
    all.Add(l);
    std::snprintf(base, sizeof base, "10.2.%d.0", i + 1);
    addresses.SetBase(base, "255.255.255.0");
    NetDeviceContainer r = access.Install(right.Get(i), routers.Get(1));
    Ipv4InterfaceContainer ri = addresses.Assign(r);
    receiverAddress.push_back(ri.GetAddress(0));
    all.Add(r);
  }
  TrafficControlHelper().Uninstall(all);  // see "Queues" above
  Ipv4GlobalRoutingHelper::PopulateRoutingTables();

  Ptr<UniformRandomVariable> startAt = CreateObject<UniformRandomVariable>();
  startAt->SetAttribute("Min", DoubleValue(0.0));
  startAt->SetAttribute("Max", DoubleValue(1.0));
  for (int i = 0; i < kFlows; ++i) {
    uint16_t port = 5000;
    PacketSinkHelper sink("ns3::TcpSocketFactory", InetSocketAddress(Ipv4Address::GetAny(), port));
    ApplicationContainer s = sink.Install(right.Get(i));
    s.Start(Seconds(0.0));
    sinks.push_back(DynamicCast<PacketSink>(s.Get(0)));
    BulkSendHelper bulk("ns3::TcpSocketFactory", InetSocketAddress(receiverAddress[i], port));
    bulk.SetAttribute("MaxBytes", UintegerValue(0));
    bulk.SetAttribute("SendSize", UintegerValue(1448));
    ApplicationContainer b = bulk.Install(left.Get(i));
    const double start = startAt->GetValue();
    b.Start(Seconds(start));
    if (tracing) {
      std::fprintf(stderr, "start %.9f %d 0\n", start, i + 1);
      Simulator::Schedule(Seconds(start) + NanoSeconds(1), &connectSocketTraces, i + 1, left.Get(i)->GetId());
    }
  }
  if (counting) {
    routers.Get(0)->GetObject<TrafficControlLayer>()->TraceConnectWithoutContext("TcDrop", MakeCallback(&onDrop));
    Ptr<Queue<Packet>> fwd = DynamicCast<PointToPointNetDevice>(core.Get(0))->GetQueue();
    fwd->TraceConnectWithoutContext("Enqueue", MakeCallback(&onEnqueueForward));
    DynamicCast<PointToPointNetDevice>(core.Get(1))
        ->GetQueue()
        ->TraceConnectWithoutContext("Enqueue", MakeCallback(&onEnqueueReverse));
  }

  Simulator::Schedule(Seconds(kMeasureFrom), &markMeasureStart);
  Simulator::Stop(Seconds(stopTime));
  Simulator::Run();

  double sum = 0, sumSquares = 0, total = 0;
  std::printf("{\"goodputs_bps\":[");
  for (int i = 0; i < kFlows; ++i) {
    double bytes = static_cast<double>(sinks[i]->GetTotalRx() - bytesAtMeasureStart[i]);
    double bps = bytes * 8.0 / (stopTime - kMeasureFrom);
    std::printf("%s%.0f", i ? "," : "", bps);
    sum += bps;
    sumSquares += bps * bps;
    total += bytes;
  }
  double utilization = total * 8.0 / (kBottleneckBps * (stopTime - kMeasureFrom));
  double jain = sum * sum / (kFlows * sumSquares);
  std::printf("],\"goodput_utilization\":%.4f,\"jain\":%.4f", utilization, jain);
  std::printf(",\"timeouts_after_1s\":%llu,\"fast_recoveries_after_1s\":%llu",
              static_cast<unsigned long long>(timeouts), static_cast<unsigned long long>(fastRecoveries));
  if (counting) {
    FlowCount all;
    std::printf(",\"flows\":[");
    for (int i = 1; i <= kFlows; ++i) {
      const FlowCount& c = counts[i];
      std::printf("%s{\"data_packets\":%llu,\"retransmissions\":%llu,\"drops\":%llu}", i > 1 ? "," : "",
                  static_cast<unsigned long long>(c.sent), static_cast<unsigned long long>(c.resent),
                  static_cast<unsigned long long>(c.dropped));
      all.sent += c.sent;
      all.resent += c.resent;
      all.dropped += c.dropped;
    }
    std::printf("],\"data_packets\":%llu,\"retransmissions\":%llu,\"drops\":%llu",
                static_cast<unsigned long long>(all.sent), static_cast<unsigned long long>(all.resent),
                static_cast<unsigned long long>(all.dropped));
  }
  std::printf("}\n");
  if (tracing) {
    for (auto& [size, n] : sizesForward) std::fprintf(stderr, "size-forward %u %llu\n", size, (unsigned long long)n);
    for (auto& [size, n] : sizesReverse) std::fprintf(stderr, "size-reverse %u %llu\n", size, (unsigned long long)n);
  }
  Simulator::Destroy();
  return 0;
}

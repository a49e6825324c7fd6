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
//
// Queues: ns-3 puts a traffic-control qdisc (pfifo_fast, 1000 packets) in front of each device.
// We remove it so that the device's own DropTail queue is the only queue, as in our model.
//
// Output: one JSON object on stdout with goodput_utilization, jain and per-flow goodputs.
#include "ns3/applications-module.h"
#include "ns3/core-module.h"
#include "ns3/internet-module.h"
#include "ns3/network-module.h"
#include "ns3/point-to-point-module.h"
#include "ns3/traffic-control-module.h"

#include <cstdio>
#include <vector>

using namespace ns3;

namespace {

constexpr int kFlows = 16;
constexpr double kStop = 60.0;
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

void setTcpDefaults() {
  Config::SetDefault("ns3::TcpL4Protocol::SocketType", TypeIdValue(TcpNewReno::GetTypeId()));
  Config::SetDefault("ns3::TcpL4Protocol::RecoveryType", TypeIdValue(TcpClassicRecovery::GetTypeId()));
  Config::SetDefault("ns3::TcpSocketBase::Sack", BooleanValue(false));
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
  cmd.Parse(argc, argv);
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
    b.Start(Seconds(startAt->GetValue()));
  }

  Simulator::Schedule(Seconds(kMeasureFrom), &markMeasureStart);
  Simulator::Stop(Seconds(kStop));
  Simulator::Run();

  double sum = 0, sumSquares = 0, total = 0;
  std::printf("{\"goodputs_bps\":[");
  for (int i = 0; i < kFlows; ++i) {
    double bytes = static_cast<double>(sinks[i]->GetTotalRx() - bytesAtMeasureStart[i]);
    double bps = bytes * 8.0 / (kStop - kMeasureFrom);
    std::printf("%s%.0f", i ? "," : "", bps);
    sum += bps;
    sumSquares += bps * bps;
    total += bytes;
  }
  double utilization = total * 8.0 / (kBottleneckBps * (kStop - kMeasureFrom));
  double jain = sum * sum / (kFlows * sumSquares);
  std::printf("],\"goodput_utilization\":%.4f,\"jain\":%.4f", utilization, jain);
  std::printf(",\"timeouts_after_1s\":%llu,\"fast_recoveries_after_1s\":%llu}\n",
              static_cast<unsigned long long>(timeouts), static_cast<unsigned long long>(fastRecoveries));
  Simulator::Destroy();
  return 0;
}

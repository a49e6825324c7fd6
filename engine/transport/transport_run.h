// The running state of a transport scenario: the topology, the hosts, every flow with its agents
// and application, the demultiplexer that hands each packet to its agent, and the measurement
// bookkeeping the summary needs. transport_model.cpp builds it from a scenario; transport_summary.cpp
// turns it into figures; apps/background.* adds the background transfers to it.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "../net/ip_host.h"
#include "../net/network_entities.h"
#include "apps/applications.h"
#include "flow_spec.h"
#include "measure.h"
#include "topology/faults.h"
#include "topology/topology.h"

namespace ps::transport {

// The port every agent of this model uses; flows are told apart by Packet::flow.
constexpr std::uint16_t kTransportPort = 1;

// Where the packets of one flow id go: the agents and their hosts.
struct FlowSlot {
  Sender* sender = nullptr;
  Receiver* receiver = nullptr;
  std::uint32_t srcNode = kNone32, dstNode = kNone32;
  std::uint16_t incarnation = 0;  // the srcPort its current connection's packets carry
  std::int32_t foreground = -1;   // index into TransportRun::flows, or -1 (background)
};

// One foreground flow.
struct FlowRun final : SenderListener {
  FlowSpec spec;
  FlowWiring wiring;
  AgentPair agents;
  std::unique_ptr<Application> app;
  bool started = false, complete = false;
  SimTime completedAt = kNever;
  std::uint64_t bottleneckBytes = 0;  // IP bytes of this flow's data packets leaving the forward bottleneck
  // Window snapshots (measure.from and measure.to): delivered bytes and bottleneck bytes.
  std::uint64_t deliveredFrom = 0, deliveredTo = 0, bnFrom = 0, bnTo = 0;
  bool haveTo = false;
  // For the per-interval throughput series.
  std::uint64_t seriesBytes = 0;
  double tickRate = 0;

  void onTransferComplete(Sender&) override {
    complete = true;
    completedAt = wiring.sim->now();
  }
};

struct MeasureSpec {
  SimTime from = 0, to = kNever;
  bool convergence = false;
  double convergenceDelta = 0.1;
  SimTime convergenceHold = 10 * kSecond, convergenceWindow = kSecond;
};

class Background;

class TransportRun final : public Model,
                           public EndpointHandler,
                           public TxListener,
                           public DropListener,
                           private EventHandler {
 public:
  TransportRun(Simulation& sim, TopologySpec spec) : sim_(sim), topo(sim, std::move(spec)), hosts(topo.net()) {}
  ~TransportRun() override;

  // ---- Model --------------------------------------------------------------------------------
  void start(Simulation& sim) override;
  void summarize(const Simulation& sim, Summary& out) const override;  // transport_summary.cpp
  void topology(JsonWriter& w) const override;
  bool done() const override;

  // ---- wiring (used while building) ------------------------------------------------------------
  // A flow id's slot; binds the demultiplexer on both hosts.
  void attach(std::uint32_t flowId, const FlowSlot& slot);
  void setSeries();  // the time series behind the charts
  // The forward bottleneck direction whose departures are counted (the first router-to-router link).
  std::uint32_t measuredDir() const { return topo.forwardBottlenecks().front(); }

  // ---- packets --------------------------------------------------------------------------------
  void onReceive(Endpoint& at, const Packet& p) override;
  void onTxStart(Network& net, std::uint32_t dir, PacketId p) override;
  void onDrop(Network& net, std::uint32_t node, std::uint32_t link, PacketId p, DropReason why) override;

  Simulation& sim_;
  Topology topo;
  IpHosts hosts;
  std::vector<std::unique_ptr<FlowRun>> flows;
  std::vector<FlowSlot> slots;
  std::uint64_t stalePackets = 0;  // packets of an earlier connection on a reused flow id
  MeasureSpec measure;
  FaultInjector faults;
  DeliveryGrid grid;  // per-flow delivered bytes every 100 ms (convergence), when 2..16 flows
  bool useGrid = false;
  std::uint64_t bnAllFrom = 0, bnAllTo = 0, bnAll = 0;  // every byte leaving the measured direction
  std::unique_ptr<Background> background;
  std::uint32_t bgDir = kNone32;                    // where the background's data cross the bottleneck
  std::uint64_t bgBytes = 0, bgFrom = 0, bgTo = 0;  // background data bytes there (and window snapshots)
  std::vector<std::unique_ptr<NodeEntity>> nodeEntities;
  std::vector<std::unique_ptr<LinkEntity>> linkEntities;

 private:
  enum : std::uint32_t { kFlowStart = 1, kFlowStop = 2, kMeasureFrom = 3, kMeasureTo = 4, kGrid = 5 };
  void onEvent(const Event& ev) override;
  void snapshotFrom();
  void snapshotTo();
};

}  // namespace ps::transport

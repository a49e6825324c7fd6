// DCCP end to end on a small routed network (A - R - B, the R-B link the bottleneck): the
// handshake and close as state machines (RFC 4340 §8), CCID negotiation, retransmitted handshake
// packets, and CCID 2 and CCID 3 flows filling a bottleneck. The agents are driven as the transport
// model drives them (open, write, close, onPacket); a small forwarder stands in for its demultiplexer
// and can drop chosen packets.
#include <gtest/gtest.h>

#include <functional>
#include <memory>
#include <vector>

#include "net/ip_host.h"
#include "net/network.h"
#include "transport/dccp/dccp_build.h"
#include "transport/dccp/dccp_receiver.h"
#include "transport/dccp/dccp_sender.h"
#include "transport/dccp/dccp_trace.h"

using namespace ps;
using namespace ps::dccp;

namespace {

class Forward final : public EndpointHandler {
 public:
  std::function<void(const Packet&)> deliver;
  std::function<bool(const Packet&)> drop;  // true: lose this packet here
  void onReceive(Endpoint&, const Packet& p) override {
    if (drop && drop(p)) return;
    deliver(p);
  }
};

class Done final : public transport::SenderListener {
 public:
  int calls = 0;
  void onTransferComplete(transport::Sender&) override { ++calls; }
};

struct Net {
  Simulation sim;
  Network net{sim};
  IpHosts hosts{net};
  Forward atA, atB;
  std::unique_ptr<DccpReceiver> rx;
  std::unique_ptr<DccpSender> tx;
  Done done;

  Net(const DccpConfig& cfg, std::int64_t bottleneckBps = 10'000'000, SimTime delay = 20 * kMillisecond,
      std::uint32_t queue = 50, std::uint64_t seed = 1)
      : sim(seed, 1 << 20) {
    for (const char* n : {"A", "R", "B"}) {
      Network::NodeInfo info;
      info.name = n;
      info.kind = n[0] == 'R' ? "router" : "host";
      net.addNode(info);
    }
    LinkSpec access;
    access.a = 0;
    access.b = 1;
    access.bandwidth = BitsPerSecond{10 * bottleneckBps > 1'000'000'000 ? 10 * bottleneckBps : 1'000'000'000};
    access.delay = kMillisecond;
    access.queueAB = access.queueBA = 0;
    net.addLink(access);
    LinkSpec neck;
    neck.a = 1;
    neck.b = 2;
    neck.bandwidth = BitsPerSecond{bottleneckBps};
    neck.delay = delay;
    neck.queueAB = neck.queueBA = queue;
    net.addLink(neck);
    net.computeRoutes();
    sim.setNodeNames({"A", "R", "B"});
    registerDccpTraceKinds(sim);
    transport::FlowWiring w;
    w.sim = &sim;
    w.src = &hosts.at(0);
    w.dst = &hosts.at(2);
    w.flow = 0;
    w.port = 5000;
    w.rngStream = 1000;
    w.name = "flow 1 (A -> B)";
    rx = std::make_unique<DccpReceiver>(w, cfg);
    tx = std::make_unique<DccpSender>(w, cfg, rx.get());
    tx->setListener(&done);
    atA.deliver = [this](const Packet& p) { tx->onPacket(p); };
    atB.deliver = [this](const Packet& p) { rx->onPacket(p); };
    hosts.at(0).bind(5000, &atA);
    hosts.at(2).bind(5000, &atB);
  }
  std::vector<TraceRecord> records() const { return sim.trace().tail(sim.trace().capacity()); }
  // The states a side went through, from the trace.
  std::vector<DccpState> states(std::uint32_t node) const {
    std::vector<DccpState> out;
    for (const TraceRecord& r : records())
      if (r.kind == kTrDccpState && r.node == node) out.push_back(static_cast<DccpState>(r.size));
    return out;
  }
  int count(std::uint16_t kind) const {
    int n = 0;
    for (const TraceRecord& r : records()) n += r.kind == kind;
    return n;
  }
};

DccpConfig ccid(int c) {
  DccpConfig cfg;
  cfg.ccid = static_cast<std::uint8_t>(c);
  return cfg;
}
bool isType(const Packet& p, DccpType t) { return static_cast<DccpType>(p.type) == t; }

}  // namespace

// ---- handshake and close (RFC 4340 §8) -------------------------------------------------------

TEST(DccpConnection, TheHandshakeGoesThroughRequestPartopenOpen) {
  Net n(ccid(3));
  n.tx->open();
  n.tx->write(transport::kUnlimited);
  n.sim.setStopTime(kSecond);
  n.sim.run();
  using S = DccpState;
  EXPECT_EQ(n.states(0), (std::vector<S>{S::kRequest, S::kPartOpen, S::kOpen}));
  EXPECT_EQ(n.states(2), (std::vector<S>{S::kRespond, S::kOpen}));
  EXPECT_EQ(n.tx->negotiatedCcid(), 3);
  EXPECT_EQ(n.rx->negotiatedCcid(), 3);
  EXPECT_GT(n.rx->deliveredBytes(), 0u);
  // Every packet consumes a sequence number: Request = ISS, the handshake Ack = ISS + 1, data after.
  EXPECT_EQ(n.rx->connection().isr(), n.tx->connection().iss());
  EXPECT_EQ(n.tx->connection().isr(), n.rx->connection().iss());
  EXPECT_LT(n.tx->connection().iss(), std::uint64_t{1} << 48);
}

TEST(DccpConnection, TheServersListDecidesTheCcidAndNoMatchResets) {
  DccpConfig cfg = ccid(3);
  cfg.serverCcids = {2};
  Net n(cfg);
  n.tx->open();
  n.tx->write(transport::kUnlimited);
  n.sim.setStopTime(kSecond);
  n.sim.run();
  EXPECT_EQ(n.tx->connection().state(), DccpState::kClosed);
  EXPECT_EQ(n.rx->connection().state(), DccpState::kClosed);  // the client's Reset reached it
  EXPECT_EQ(n.rx->deliveredBytes(), 0u);
  int optionErrors = 0;
  for (const TraceRecord& r : n.records())
    optionErrors += r.kind == kTrDccpControl && r.reason == static_cast<std::uint16_t>(DccpType::kReset) &&
                    r.size == static_cast<std::uint32_t>(ResetCode::kOptionError);
  EXPECT_EQ(optionErrors, 1);
}

TEST(DccpConnection, ALostRequestIsRetransmittedAfterOneSecond) {
  Net n(ccid(3));
  int requests = 0;
  n.atB.drop = [&](const Packet& p) { return isType(p, DccpType::kRequest) && ++requests == 1; };
  n.tx->open();
  n.sim.setStopTime(3 * kSecond);
  n.sim.run();
  EXPECT_EQ(requests, 2);
  EXPECT_EQ(n.rx->connection().state(), DccpState::kOpen);
  // The second Request is a new packet with the next sequence number; the Response names it.
  EXPECT_EQ(n.rx->connection().isr(), n.tx->connection().iss() + 1);
  int requestTimeouts = 0;
  for (const TraceRecord& r : n.records()) requestTimeouts += r.kind == kTrDccpTimer && r.reason == kTimerRequest;
  EXPECT_EQ(requestTimeouts, 1);
}

TEST(DccpConnection, ALostHandshakeAckIsCoveredByTheFirstDataAck) {
  Net n(ccid(3));
  n.atB.drop = [](const Packet& p) { return isType(p, DccpType::kAck); };  // the client's only pure Acks
  n.tx->open();
  n.tx->write(transport::kUnlimited);
  n.sim.setStopTime(kSecond);
  n.sim.run();
  EXPECT_EQ(n.rx->connection().state(), DccpState::kOpen);  // a PARTOPEN DataAck acknowledged the Response
  EXPECT_EQ(n.tx->connection().state(), DccpState::kOpen);
}

TEST(DccpConnection, CloseEndsInTimewaitThenClosedAndReportsCompletion) {
  DccpConfig cfg = ccid(3);
  cfg.timeWait = 500 * kMillisecond;
  Net n(cfg);
  n.tx->open();
  for (int i = 0; i < 20; ++i) n.tx->write(1000);
  n.tx->close();
  n.sim.setStopTime(30 * kSecond);
  n.sim.run();
  using S = DccpState;
  EXPECT_EQ(n.states(0), (std::vector<S>{S::kRequest, S::kPartOpen, S::kOpen, S::kClosing, S::kTimeWait, S::kClosed}));
  EXPECT_EQ(n.states(2), (std::vector<S>{S::kRespond, S::kOpen, S::kClosed}));
  EXPECT_EQ(n.rx->deliveredBytes(), 20000u);
  EXPECT_EQ(n.done.calls, 1);
}

TEST(DccpConnection, ALostResetMakesTheClientRetransmitClose) {
  DccpConfig cfg = ccid(2);
  Net n(cfg);
  int resets = 0;
  n.atA.drop = [&](const Packet& p) { return isType(p, DccpType::kReset) && ++resets == 1; };
  n.tx->open();
  for (int i = 0; i < 5; ++i) n.tx->write(500);
  n.tx->close();
  n.sim.setStopTime(30 * kSecond);
  n.sim.run();
  EXPECT_EQ(resets, 2);  // Closed, then No Connection for the retransmitted Close
  EXPECT_EQ(n.tx->connection().state(), DccpState::kClosed);
  EXPECT_EQ(n.done.calls, 1);
}

TEST(DccpConnection, AFullSendBufferRefusesDatagrams) {
  DccpConfig cfg = ccid(3);
  cfg.sendBuffer = 4;
  Net n(cfg);
  n.tx->open();
  int accepted = 0;
  for (int i = 0; i < 10; ++i) accepted += n.tx->write(1000);
  EXPECT_EQ(accepted, 4);
  EXPECT_EQ(n.tx->bufferDrops(), 6u);
}

// ---- flows over a bottleneck ----------------------------------------------------------------

TEST(DccpFlow, Ccid3FillsABottleneckAndMeasuresLossEvents) {
  Net n(ccid(3));  // 10 Mbit/s, 2 x 21 ms + queueing, 50-packet queue
  n.tx->open();
  n.tx->write(transport::kUnlimited);
  n.sim.setStopTime(60 * kSecond);
  n.sim.advanceTo(20 * kSecond);
  const std::uint64_t at20 = n.rx->deliveredBytes();
  n.sim.run();
  const double goodput = static_cast<double>(n.rx->deliveredBytes() - at20) * 8 / 40;
  EXPECT_GT(goodput, 0.80 * 10e6 * 1000 / 1036);  // payload share of the link, at least 80 % used
  EXPECT_LT(goodput, 10e6);
  EXPECT_GT(n.rx->lossEvents(), 3u);
  EXPECT_GT(n.tx->tfrc()->p(), 0);
  EXPECT_GT(n.count(kTrTfrcRate), 100);
}

TEST(DccpFlow, Ccid2FillsABottleneckAndHalvesOnLoss) {
  Net n(ccid(2));
  n.tx->open();
  n.tx->write(transport::kUnlimited);
  n.sim.setStopTime(60 * kSecond);
  n.sim.advanceTo(20 * kSecond);
  const std::uint64_t at20 = n.rx->deliveredBytes();
  n.sim.run();
  const double goodput = static_cast<double>(n.rx->deliveredBytes() - at20) * 8 / 40;
  EXPECT_GT(goodput, 0.80 * 10e6 * 1000 / 1036);
  EXPECT_GT(n.tx->ccid2()->congestionEvents(), 3u);
  EXPECT_EQ(n.tx->ccid2()->timeouts(), 0u);
  // Acks of acks keep the receiver's Ack Vector about a window long, not the whole run.
  EXPECT_LT(n.rx->ackVector().head() - n.rx->ackVector().tail(), 1000u);
}

TEST(DccpFlow, TheSameSeedGivesTheSameTrace) {
  auto run = [](int c) {
    Net n(ccid(c), 10'000'000, 20 * kMillisecond, 50, 7);
    n.tx->open();
    n.tx->write(transport::kUnlimited);
    n.sim.setStopTime(5 * kSecond);
    n.sim.run();
    return n.sim.trace().hash();
  };
  EXPECT_EQ(run(3), run(3));
  EXPECT_EQ(run(2), run(2));
  EXPECT_NE(run(2), run(3));
}

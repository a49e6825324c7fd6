// A test bench for one TCP end at a time: the agent sends through a capturing endpoint (nothing is
// delivered), the test reads what it sent and injects the segments the other end would send.
#pragma once
#include <gtest/gtest.h>

#include <memory>
#include <vector>

#include "net/endpoint.h"
#include "transport/tcp/tcp_receiver.h"
#include "transport/tcp/tcp_sender.h"
#include "transport/trace_kinds.h"

namespace ps::transport::testing {

class CaptureEndpoint final : public Endpoint {
 public:
  CaptureEndpoint(Simulation& sim, std::uint32_t node) : Endpoint(sim, node) {}
  BitsPerSecond firstHopRate() const override { return BitsPerSecond{1000000000}; }
  void inspectLink(JsonWriter& w) const override { w.null(); }
  std::vector<Packet> sent;

 protected:
  void transmit(PacketId p) override {
    sent.push_back(sim().packets()[p]);
    sim().packets().release(p);
  }
};

struct Seg {
  std::uint16_t flags;
  std::uint64_t seq, ack;
  std::uint32_t payload;
};

inline Seg seg(const Packet& p, const TcpConfig& c) {
  const TcpSegment s = TcpSegment::read(p, c.headerBytes());
  return Seg{s.flags, s.seq, s.ack, s.payload};
}

// A sender on node 0 talking to node 1 (or a receiver on node 1 hearing node 0).
struct TcpBench {
  explicit TcpBench(TcpConfig c) : cfg(c), a(sim, 0), b(sim, 1) {
    registerTransportTraceKinds(sim);
    w.sim = &sim;
    w.src = &a;
    w.dst = &b;
    w.flow = 0;
    w.name = "F1";
  }
  TcpSender& sender() {
    if (!snd) snd = std::make_unique<TcpSender>(w, cfg);
    return *snd;
  }
  TcpReceiver& receiver() {
    if (!rcv) rcv = std::make_unique<TcpReceiver>(w, cfg);
    return *rcv;
  }
  // A segment from the receiver (node 1) to the sender.
  void toSender(std::uint16_t flags, std::uint64_t ack, std::uint64_t seq = 1, std::uint64_t window = 0,
                std::uint64_t tsecr = 0) {
    sender().onPacket(make(1, 0, flags, seq, ack, 0, window ? window : cfg.rcvBuffer, tsecr));
  }
  void ack(std::uint64_t ackNo) { toSender(kTcpAckFlag, ackNo); }
  // A data segment from the sender (node 0) to the receiver.
  void toReceiver(std::uint16_t flags, std::uint64_t seq, std::uint32_t payload, std::uint64_t ack = 1,
                  std::uint64_t tsval = 0) {
    receiver().onPacket(make(0, 1, flags, seq, ack, payload, cfg.rcvBuffer, tsval));
  }
  Packet make(std::uint32_t src, std::uint32_t dst, std::uint16_t flags, std::uint64_t seq, std::uint64_t ack,
              std::uint32_t payload, std::uint64_t window, std::uint64_t ts) {
    Packet p;
    p.src = src;
    p.dst = dst;
    TcpSegment s;
    s.flags = flags;
    s.seq = seq;
    s.ack = ack;
    s.window = window;
    s.timestamp = ts;
    s.payload = payload;
    s.write(p, cfg.headerBytes());
    return p;
  }
  // Opens the sender through the handshake (or directly) and clears the capture.
  void establish() {
    sender().open();
    if (cfg.handshake) toSender(kTcpSyn | kTcpAckFlag, 1, 0);
    sender().write(kUnlimited);
  }
  std::vector<Seg> takeSent(CaptureEndpoint& ep) {
    std::vector<Seg> out;
    for (const auto& p : ep.sent) out.push_back(seg(p, cfg));
    ep.sent.clear();
    return out;
  }
  void advance(SimTime t) { sim.advanceTo(t); }

  Simulation sim{1};
  TcpConfig cfg;
  CaptureEndpoint a, b;
  FlowWiring w;
  std::unique_ptr<TcpSender> snd;
  std::unique_ptr<TcpReceiver> rcv;
};

}  // namespace ps::transport::testing

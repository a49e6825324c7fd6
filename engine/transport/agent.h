// Transport agents: the seam between a flow's application, its transport protocol and the network.
//
// A flow is one sender agent on the source host and one receiver agent on the destination host,
// built together by the flow's transport kind (transports.h: "udp", "tcp", "dccp"). The transport
// model (transport_model.cpp) owns both, hands them every packet of their flow, drives the sender
// from an application (apps/), and reads both for the charts and the summary. Nothing here knows
// which protocol runs: UDP, TCP (Tahoe/Reno/NewReno) and DCCP (CCID 2, CCID 3) plug in the same way.
//
//   application --write(bytes)/close()--> Sender ==packets==> network ==packets==> Receiver
//        ^                                  |  <==acks/feedback==                   |
//        +------ SenderListener (done) -----+                   deliveredBytes() ---+--> goodput
//
// Contract an agent pair follows (engine/transport/README.md says the same in prose):
//   - Packets. Make them with newFlowPacket(): src/dst nodes, Packet::flow = FlowWiring::flow,
//     dstPort = FlowWiring::port, srcPort = FlowWiring::incarnation (the model reuses flow ids
//     for short background transfers and drops a late packet of an earlier connection by it;
//     agents never touch either port). Send with Endpoint::send(). The model demultiplexes
//     on Packet::flow and hands each arriving packet to the agent on the node it reached (the
//     sender for packets arriving at the source host, the receiver for the destination host)
//     through onPacket(), as a copy valid during the call (endpoint.h explains why a copy).
//     Packet::sizeBytes is the whole IP packet (headers included): the links charge it.
//     Packet::seq is shown in the animation and the log: put the protocol's sequence number there
//     (its low 32 bits). Packet::type/flags/field[0..3] are the agent's own.
//   - Timers: the agent is its own EventHandler and arms Timers on FlowWiring::sim's scheduler
//     (or a DeadlineTimer, protocols/common/deadline_timer.h). No allocation per event.
//   - Randomness: only sim.rngFor(wiring.rngStream + k) for small k < 16 (stable per flow).
//   - Trace: the agent's own kinds from its family's block (transport: 300-399; README.md splits
//     it: 300-339 UDP/TCP/apps/topology, 340-379 DCCP and its CCIDs, 380-399 free).
//   - Inspect: both agents are Entities (entityKind() names the web panel, inspect() writes the
//     snapshot: snake_case keys, unit suffixes, armed timers in a "timers" array, timers_json.h).
//   - Probes: probe() fills the numbers the charts and the summary read (cwnd or rate, RTT,
//     losses). It is called once per sampling tick, never per event.
#pragma once
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>

#include "../core/entity.h"
#include "../core/simulation.h"
#include "../net/endpoint.h"

namespace ps::transport {

// write() with this many bytes: the application always has more (a greedy, "bulk" source).
constexpr std::uint64_t kUnlimited = std::numeric_limits<std::uint64_t>::max();

// Where a flow runs: what its builder (transports.h) gets to construct the two agents.
struct FlowWiring {
  Simulation* sim = nullptr;
  Endpoint* src = nullptr;        // the sending host
  Endpoint* dst = nullptr;        // the receiving host
  std::uint32_t flow = 0;         // carried in every packet of the flow (Packet::flow); unique in the run
  std::uint16_t port = 1;         // Packet::dstPort of the flow's packets (the model binds it)
  std::uint16_t incarnation = 0;  // Packet::srcPort: which connection on a reused flow id
  std::uint32_t pathMtu = 1500;   // the smallest link MTU on the path either way, bytes of IP packet
  SimTime baseRtt = 0;            // unloaded round trip of a small packet (for default timers, notes)
  std::uint64_t rngStream = 0;    // the flow's random streams are rngStream + 0..15
  std::string name;               // "flow 3 (L3 -> R3)": for log lines and entity names
};

// A packet of the flow from `from` to node `to`, fresh from the pool (created = now).
inline PacketId newFlowPacket(Endpoint& from, std::uint32_t to, const FlowWiring& w) {
  const PacketId id = from.newPacket();
  Packet& p = from.sim().packets()[id];
  p.dst = to;
  p.flow = w.flow;
  p.srcPort = w.incarnation;
  p.dstPort = w.port;
  return id;
}

// What the charts and the summary read from a sender, once per sampling tick. A field a protocol
// does not have stays NaN (window-based protocols have no rate, rate-based ones no window).
struct SenderProbe {
  double cwndBytes = std::nan("");      // congestion window (TCP, CCID 2: packets x packet size)
  double ssthreshBytes = std::nan("");  // slow-start threshold
  double rateBps = std::nan("");        // allowed sending rate, bit/s (TFRC's X)
  double flightBytes = std::nan("");    // data sent and not yet acknowledged (or believed in flight)
  double lossEventRate = std::nan("");  // p as the sender knows it (TFRC), or NaN
  SimTime srtt = 0;                     // smoothed RTT; 0 before the first sample
  SimTime rto = 0;                      // current retransmission timeout (TCP, CCID 2) or t_RTO (TFRC)
  std::uint64_t dataPacketsSent = 0;    // every data packet put on the wire, retransmissions included
  std::uint64_t retransmissions = 0;    // of those, retransmissions (0 for unreliable transports)
  std::uint64_t lossEvents = 0;         // congestion events the sender reacted to (see README.md)
  std::uint64_t timeouts = 0;           // retransmission / nofeedback timer expiries
  const char* phase = "";               // "slow start", "congestion avoidance", "fast recovery", ...
};

class Sender;

// The application side of a sender: told when the transfer it wrote is over.
class SenderListener {
 public:
  // Every byte written before close() was delivered (acknowledged, for reliable transports; sent,
  // for unreliable ones) and the connection is closed. Called at most once.
  virtual void onTransferComplete(Sender& s) = 0;

 protected:
  ~SenderListener() = default;
};

class Sender : public Entity {
 public:
  // The flow starts: open the connection (a handshake, if the protocol has one), then send what
  // the application writes. Called once, at the flow's start time.
  virtual void open() = 0;
  // The application hands over `bytes` more bytes. Stream transports (TCP) append them to the
  // byte stream; datagram transports (UDP, DCCP) take them as one datagram of `bytes` payload.
  // kUnlimited: a greedy source that never runs dry. Returns false when the send buffer had no
  // room and the data were dropped (datagram transports with a bounded buffer).
  virtual bool write(std::uint64_t bytes) = 0;
  // No data will follow what was written: close once it has been delivered.
  virtual void close() = 0;
  // A packet of this flow arrived at the sending host (an ACK, feedback, a SYN-ACK ...).
  virtual void onPacket(const Packet& p) = 0;
  virtual SenderProbe probe() const = 0;
  // The IP bytes a data packet of `payload` bytes occupies (header overhead; the MTU check).
  virtual std::uint32_t packetBytes(std::uint32_t payload) const = 0;
  // Whether a packet this sender sent carries application data (fault injection counts only
  // those: "drop the k-th segment"). Default: every packet it sends.
  virtual bool carriesData(const Packet&) const { return true; }

  void setListener(SenderListener* l) { listener_ = l; }

 protected:
  void transferComplete() {
    if (listener_ && !completed_) {
      completed_ = true;
      listener_->onTransferComplete(*this);
    }
  }

 private:
  SenderListener* listener_ = nullptr;
  bool completed_ = false;
};

class Receiver : public Entity {
 public:
  // A packet of this flow arrived at the receiving host.
  virtual void onPacket(const Packet& p) = 0;
  // Application payload bytes delivered so far, in order for reliable transports (goodput).
  virtual std::uint64_t deliveredBytes() const = 0;
  // Data packets that arrived (duplicates and out-of-order ones included).
  virtual std::uint64_t packetsReceived() const = 0;
};

}  // namespace ps::transport

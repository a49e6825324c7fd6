// One end of a DCCP connection: its state machine, sequence numbers and packet making. RFC 4340
// §4.3 (states), §7 (sequence numbers: every packet consumes one, acknowledgement numbers name the
// greatest sequence number received, GSR; ISS/ISR; the Sequence Window), §7.7 (NDP Count), §8
// (handshake and close, driven by the agents). Both agents (dccp_sender.h, the client that sends
// data; dccp_receiver.h, the server) own one.
//
// Choices: sequence numbers are 64-bit counters starting from a random 48-bit ISS (RFC 4340 §7.1:
// "SHOULD be chosen randomly"); they never wrap. The Sequence Window check (§7.5) is evaluated and
// traced when it would fire, but the packet is still processed and no Sync is sent: our paths
// neither reorder nor duplicate and there is no attacker (digest §3.1).
#pragma once
#include <cstdint>

#include "../../protocols/common/state_machine.h"
#include "../agent.h"
#include "dccp_packet.h"
#include "dccp_state.h"

namespace ps::dccp {

// A packet to send: the connection fills the sequence number, the NDP Count and the size.
struct Outgoing {
  DccpType type = DccpType::kData;
  std::uint32_t payload = 0;
  std::uint32_t optionBytes = 0;  // besides NDP Count, which the connection adds
  std::uint8_t ccval = 0;
  std::uint8_t resetCode = 0;
  std::uint32_t extra = 0;
  std::uint64_t field3 = 0;
  bool ackExplicit = false;  // ack below holds the acknowledgement number (else GSR)
  std::uint64_t ack = 0;
};
struct Sent {
  PacketId id = kNoPacket;  // invalid after the call (the network owns it)
  std::uint32_t uid = 0;
  std::uint64_t seq = 0;
  std::uint32_t bytes = 0;
};

class DccpConnection {
 public:
  DccpConnection(const transport::FlowWiring& w, Endpoint& self, std::uint32_t peerNode, DccpState initial,
                 std::uint64_t sequenceWindow);

  DccpState state() const { return state_.get(); }
  bool is(DccpState s) const { return state_.is(s); }
  void setState(DccpState s) { state_.set(s); }

  // Chooses the initial sequence number from the flow's random stream `k`.
  void chooseIss(std::uint64_t streamOffset);
  std::uint64_t iss() const { return iss_; }
  std::uint64_t gss() const { return gss_; }  // greatest sequence number sent
  std::uint64_t gsr() const { return gsr_; }  // greatest sequence number received
  std::uint64_t isr() const { return isr_; }
  bool receivedAny() const { return haveGsr_; }
  std::uint64_t packetsSent() const { return packetsSent_; }
  std::uint64_t packetsReceived() const { return packetsReceived_; }
  std::uint64_t windowViolations() const { return windowViolations_; }

  // Builds, sizes and sends a packet; returns what it was.
  Sent send(const Outgoing& o);
  // Bookkeeping for an arrived packet: GSR, the Sequence Window check. Returns its header.
  Header arrive(const Packet& p);
  void setIsr(std::uint64_t isr) { isr_ = isr; }

  const transport::FlowWiring& wiring() const { return w_; }
  Simulation& sim() const { return *w_.sim; }
  SimTime now() const { return w_.sim->now(); }

 private:
  transport::FlowWiring w_;
  Endpoint& self_;
  std::uint32_t peer_;
  StateMachine<DccpState> state_;
  std::uint64_t window_;
  std::uint64_t iss_ = 0, gss_ = 0, gsr_ = 0, isr_ = 0;
  bool haveGsr_ = false;
  std::uint64_t nonDataRun_ = 0;  // consecutive non-data packets sent (the next packet's NDP Count)
  std::uint64_t packetsSent_ = 0, packetsReceived_ = 0, windowViolations_ = 0;
};

// Keeps `t` armed for `deadline` cheaply: an armed event earlier than the deadline stays, and the
// owner re-arms it for the real deadline when it fires (see fireDue). kNever cancels.
inline void syncTimer(Scheduler& s, Timer& t, SimTime deadline, EventHandler* h, std::uint32_t kind) {
  if (deadline == kNever) {
    s.cancel(t);
    return;
  }
  if (!t.armed() || t.deadline() > deadline) s.arm(t, deadline, h, kind);
}
// Called when such a timer fires: true when `deadline` has come; otherwise re-arms for it.
inline bool fireDue(Scheduler& s, Timer& t, SimTime deadline, EventHandler* h, std::uint32_t kind) {
  if (deadline == kNever) return false;
  if (s.now() >= deadline) return true;
  s.arm(t, deadline, h, kind);
  return false;
}

}  // namespace ps::dccp

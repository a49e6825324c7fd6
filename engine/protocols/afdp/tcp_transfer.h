// One TCP bulk transfer between two hosts of the afdp model: the transport family's Reno, reached
// through the endpoint seam (net/endpoint.h) like the NAK channel. Every TCP baseline of digest
// §6.4 is built from it: rdist's updates, track's statfile and file fetches, afdpdist's request
// lists and the competing ftp flow. The owner binds the port on both endpoints and hands each
// packet of the flow to route(), which gives it to the side it arrived at.
#pragma once
#include <cstdint>
#include <memory>
#include <string>

#include "../../net/endpoint.h"
#include "../../transport/agent.h"

namespace ps::afdp {

struct TcpTransferSpec {
  std::uint32_t flow = 0;       // unique in the run
  std::uint16_t port = 0;       // the owner's port, bound on both endpoints
  std::uint32_t rcvBuffer = 0;  // the receiving host's TCP buffer (digest §6.3: 16-24 KB)
  std::uint64_t rngStream = 0;  // the flow's random streams start here
  std::uint64_t bytes = 0;      // written, then the connection closes
  std::string name;             // "rdist 1 (P -> R1)"
};

class TcpTransfer {
 public:
  // Opens the connection from `src` to `dst` at once and writes the bytes; `listener` hears when
  // every byte was acknowledged and the connection closed.
  void open(Simulation& sim, Endpoint& src, Endpoint& dst, const TcpTransferSpec& spec,
            transport::SenderListener* listener);
  bool opened() const { return sender_ != nullptr; }
  // Gives a packet of this flow to the side at `at`; true when it completed the delivery (the
  // receiver now holds every byte, once).
  bool route(const Endpoint& at, const Packet& p);

  bool delivered() const { return delivered_; }
  SimTime openedAt() const { return openedAt_; }
  SimTime deliveredAt() const { return deliveredAt_; }
  std::uint64_t bytes() const { return bytes_; }
  std::uint64_t deliveredBytes() const { return receiver_ ? receiver_->deliveredBytes() : 0; }
  std::uint64_t retransmissions() const { return sender_ ? sender_->probe().retransmissions : 0; }
  transport::Sender* sender() const { return sender_.get(); }

 private:
  std::unique_ptr<transport::Sender> sender_;
  std::unique_ptr<transport::Receiver> receiver_;
  std::uint32_t srcNode_ = 0, dstNode_ = 0;
  std::uint64_t bytes_ = 0;
  SimTime openedAt_ = 0, deliveredAt_ = 0;
  bool delivered_ = false;
  Simulation* sim_ = nullptr;
};

}  // namespace ps::afdp

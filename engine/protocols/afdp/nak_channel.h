// The RESEND_REQUEST channel (digest §2.3, §5 row 8): one TCP connection per request, opened by
// the subscriber to the publisher's control port, carrying the request, then closed ("a minor
// penalty for the connection set-up time"). TCP is the transport family's (engine/transport/tcp)
// Reno agent with its defaults, shared, not copied: this class only builds a sender/receiver pair
// per request, hands each arriving segment to the right agent (by Packet::flow) and tells the
// publisher when the receiver has the whole request, and the subscriber when the connection is done.
#pragma once
#include <cstdint>
#include <memory>
#include <vector>

#include "../../net/endpoint.h"
#include "../../transport/agent.h"
#include "messages.h"

namespace ps::afdp {

class NakSink {
 public:
  // The whole request reached the publisher's host (its TCP receiver delivered every byte).
  virtual void onResendRequest(const ResendRequest& r) = 0;

 protected:
  ~NakSink() = default;
};

class NakClient {
 public:
  // The connection carrying request `id` delivered it and closed.
  virtual void onNakDelivered(std::uint32_t id) = 0;

 protected:
  ~NakClient() = default;
};

class NakChannel final : public EndpointHandler, public transport::SenderListener {
 public:
  NakChannel(Simulation& sim, const Board& board, std::uint64_t rngBase)
      : sim_(sim), board_(board), rngBase_(rngBase) {}
  // Every host that sends or receives RESEND_REQUESTs binds the control port to the channel.
  void attach(Endpoint& ep) { ep.bind(kControlPort, this); }
  void setSink(std::uint32_t node, NakSink* sink) { sinks_.emplace_back(node, sink); }
  // Sends request `id` of the board from `from` to `to` over a new TCP connection.
  void send(Endpoint& from, Endpoint& to, std::uint32_t id, NakClient* client);

  void onReceive(Endpoint& at, const Packet& p) override;
  void onTransferComplete(transport::Sender& s) override;

  std::uint32_t connections() const { return static_cast<std::uint32_t>(conns_.size()); }
  std::uint32_t open() const;  // connections not yet closed

  static constexpr std::uint32_t kFlowBase = 1000;  // flow ids of NAK connections: 1000 + index

 private:
  struct Conn {
    std::unique_ptr<transport::Sender> sender;
    std::unique_ptr<transport::Receiver> receiver;
    std::uint32_t from = 0, to = 0, request = 0, bytes = 0;
    NakClient* client = nullptr;
    bool delivered = false, closed = false;
  };
  Simulation& sim_;
  const Board& board_;
  std::uint64_t rngBase_;
  std::vector<Conn> conns_;
  std::vector<std::pair<std::uint32_t, NakSink*>> sinks_;
};

}  // namespace ps::afdp

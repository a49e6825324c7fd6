// The rdist baseline (digest §6.4): the master (the publisher's host P) updates each member in
// turn over its own TCP connection, with up to `children` updates at once (rdist -M; 1 is the
// sequential rcp/classic rdist, 4 rdist's default [X]). One host's update: a set-up delay (rsh/rcmd
// connection, remote process start and the per-file comparison rounds, s_host), then one TCP
// transfer of the file (the transport family's Reno, shared through the endpoint seam like the
// NAK channel; tcp_transfer.h), then the connection closes and the child takes the next host.
//   [choice] The set-up is a pure delay without packets: its cost is time on the master, the
//            paper's N10 implies ≈ 14-15 s per host and slot (digest §4.2), far more than its few
//            packets would take on the wire.
//   [choice] Hosts are taken in member order (R1, R2 ...); a host is done when its TCP receiver
//            has delivered the whole file, a child is free when the connection has closed.
#pragma once
#include <cstdint>
#include <memory>
#include <vector>

#include "../../core/entity.h"
#include "../../net/endpoint.h"
#include "../../transport/agent.h"
#include "afdp_config.h"
#include "tcp_transfer.h"

namespace ps::afdp {

class Rdist final : public Entity, private EventHandler, public EndpointHandler, public transport::SenderListener {
 public:
  // `master`: P's endpoint; `hosts`: the members' endpoints in order.
  Rdist(Simulation& sim, const AfdpConfig& cfg, Endpoint& master, std::vector<Endpoint*> hosts);
  ~Rdist() override;
  void start();

  const char* entityKind() const override { return "afdp-rdist"; }
  void inspect(JsonWriter& w) const override;
  void onReceive(Endpoint& at, const Packet& p) override;
  void onTransferComplete(transport::Sender& s) override;

  bool finished() const { return done_ == hosts_.size(); }
  std::uint32_t complete() const { return delivered_; }
  SimTime lastDelivery() const { return lastDelivery_; }
  SimTime finishedAt() const { return finishedAt_; }
  double progress() const;  // mean share of the file the hosts hold
  std::uint64_t retransmissions() const;

  static constexpr std::uint16_t kPort = 5106;        // the update connections (rdist's, not AFDP's)
  static constexpr std::uint32_t kFlowBase = 200000;  // flow ids: kFlowBase + host index

 private:
  enum : std::uint32_t { kBegin = 0, kSetupDone = 1 };
  void onEvent(const Event& ev) override;
  void next();  // a free child takes the next host

  Simulation& sim_;
  const AfdpConfig& cfg_;
  Endpoint& master_;
  std::vector<Endpoint*> hosts_;
  std::vector<TcpTransfer> updates_;
  Timer begin_;
  std::vector<Timer> setup_;  // one per host: its set-up delay
  std::uint32_t nextHost_ = 0, busy_ = 0, delivered_ = 0, done_ = 0;
  SimTime lastDelivery_ = 0, finishedAt_ = 0;
};

}  // namespace ps::afdp

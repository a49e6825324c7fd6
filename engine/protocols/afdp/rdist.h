// The rdist baseline (digest §6.4): the master (the publisher's host P) updates each member in
// turn over its own TCP connection, with up to `children` updates at once (rdist -M; 1 is the
// sequential rcp/classic rdist, 4 rdist's default [X]). One host's update: a set-up delay (rsh/rcmd
// connection, remote process start and the per-file comparison rounds, s_host), then one TCP
// transfer of the file (the transport family's Reno, shared through the endpoint seam like the
// NAK channel; tcp_transfer.h), then the connection closes and the child takes the next host.
// The turn-taking is tcp_baseline.h's, shared with track.
//   [choice] The set-up is a pure delay without packets: its cost is time on the master, the
//            paper's N10 implies ≈ 14-15 s per host and slot (digest §4.2), far more than its few
//            packets would take on the wire.
//   [choice] A host is done when its TCP receiver has delivered the whole file, a child is free
//            when the connection has closed.
#pragma once
#include <cstdint>
#include <vector>

#include "tcp_baseline.h"
#include "tcp_transfer.h"

namespace ps::afdp {

class Rdist final : public TcpBaseline {
 public:
  // `master`: P's endpoint; `hosts`: the members' endpoints in order.
  Rdist(Simulation& sim, const AfdpConfig& cfg, Endpoint& master, std::vector<Endpoint*> hosts);

  const char* entityKind() const override { return "afdp-rdist"; }
  void inspect(JsonWriter& w) const override;
  void onReceive(Endpoint& at, const Packet& p) override;
  void onTransferComplete(transport::Sender& s) override;
  double progress() const override;
  std::uint64_t retransmissions() const override;
  const char* concurrencyField() const override { return "baseline_children"; }

  static constexpr std::uint16_t kPort = 5106;        // the update connections (rdist's, not AFDP's)
  static constexpr std::uint32_t kFlowBase = 200000;  // flow ids: kFlowBase + host index

 private:
  void startHost(std::uint32_t i) override;

  std::vector<TcpTransfer> updates_;
};

}  // namespace ps::afdp

// The competing ftp flow (digest §6.4, Table 2 §4.4): one long TCP bulk transfer between two hosts
// outside the group on the publisher's LAN (F1 sends to F2, the paper's MIPS 6280 and SPARC10),
// beside whatever distributes the file. Its goodput is what Table 2 measured.
//   [choice] Goodput = bytes delivered / (delivery of the last byte - opening), KB = 1024 B; the
//            transfer runs to its end, so a run lasts at least until it is delivered.
//   [choice] Same TCP as the baselines (tcp_transfer.h): Reno, MSS 1460 B, baseline.rcvBuffer.
#pragma once
#include <cstdint>

#include "../../core/entity.h"
#include "../../net/endpoint.h"
#include "../../transport/agent.h"
#include "afdp_config.h"
#include "tcp_transfer.h"

namespace ps::afdp {

class FtpProbe final : public Entity, private EventHandler, public EndpointHandler, public transport::SenderListener {
 public:
  FtpProbe(Simulation& sim, const AfdpConfig& cfg, Endpoint& client, Endpoint& server);
  void start();

  const char* entityKind() const override { return "afdp-ftp"; }
  void inspect(JsonWriter& w) const override;
  void onReceive(Endpoint& at, const Packet& p) override;
  void onTransferComplete(transport::Sender&) override { closed_ = true; }

  bool finished() const { return closed_; }
  bool delivered() const { return flow_.delivered(); }
  std::uint64_t deliveredBytes() const { return flow_.deliveredBytes(); }
  // KB/s from opening to the last byte's delivery; -1 before it is delivered.
  double goodputKBps() const;
  std::uint64_t retransmissions() const { return flow_.retransmissions(); }

  static constexpr std::uint16_t kPort = 21;
  static constexpr std::uint32_t kFlow = 220000;

 private:
  void onEvent(const Event& ev) override;

  Simulation& sim_;
  const AfdpConfig& cfg_;
  Endpoint& client_;
  Endpoint& server_;
  TcpTransfer flow_;
  Timer begin_;
  bool closed_ = false;
};

}  // namespace ps::afdp

// The track baseline (digest §6.4, §7 [X]): a pull model. Each member in turn connects to the
// master, fetches its statfile over TCP, compares it with its own files and fetches the files it
// needs over a second TCP connection. N TCP sessions, `sessions` at once (1 by default: one after
// another; the turn-taking is tcp_baseline.h's, shared with rdist). Both transfers are the
// transport family's TCP (tcp_transfer.h, shared with rdist).
//   [choice] A session begins with baseline.setup (the member's start and its file comparison),
//            a pure delay like rdist's; the member needs every file (the whole afdp.fileBytes).
//   [choice] The master opens both connections toward the member (the bytes flow that way); the
//            member's request is the second connection's handshake, so it opens when the statfile
//            has reached the member.
//   [choice] A member is done when it holds the files, a session is free when the files'
//            connection has closed.
#pragma once
#include <cstdint>
#include <vector>

#include "tcp_baseline.h"
#include "tcp_transfer.h"

namespace ps::afdp {

class Track final : public TcpBaseline {
 public:
  // `master`: P's endpoint; `hosts`: the members' endpoints in order.
  Track(Simulation& sim, const AfdpConfig& cfg, Endpoint& master, std::vector<Endpoint*> hosts);

  const char* entityKind() const override { return "afdp-track"; }
  void inspect(JsonWriter& w) const override;
  void onReceive(Endpoint& at, const Packet& p) override;
  void onTransferComplete(transport::Sender& s) override;
  double progress() const override;
  std::uint64_t retransmissions() const override;
  const char* concurrencyField() const override { return "baseline_sessions"; }

  static constexpr std::uint16_t kPort = 5107;        // track's connections
  static constexpr std::uint32_t kFlowBase = 210000;  // flow ids: kFlowBase + 2 * member + (0 statfile, 1 files)

 private:
  void startHost(std::uint32_t i) override { open(i, false); }
  void open(std::uint32_t i, bool files);

  std::vector<TcpTransfer> stats_, files_;
};

}  // namespace ps::afdp

// The track baseline (digest §6.4, §7 [X]): a pull model. Each member in turn connects to the
// master, fetches its statfile over TCP, compares it with its own files and fetches the files it
// needs over a second TCP connection. N TCP sessions, `sessions` at once (1 by default: one after
// another). Both transfers are the transport family's TCP (tcp_transfer.h, shared with rdist).
//   [choice] A session begins with baseline.setup (the member's start and its file comparison),
//            a pure delay like rdist's; the member needs every file (the whole afdp.fileBytes).
//   [choice] The master opens both connections toward the member (the bytes flow that way); the
//            member's request is the second connection's handshake, so it opens when the statfile
//            has reached the member.
//   [choice] Members are taken in order (R1, R2 ...); a member is done when it holds the files,
//            a session is free when the files' connection has closed.
#pragma once
#include <cstdint>
#include <vector>

#include "../../core/entity.h"
#include "../../net/endpoint.h"
#include "../../transport/agent.h"
#include "afdp_config.h"
#include "tcp_transfer.h"

namespace ps::afdp {

class Track final : public Entity, private EventHandler, public EndpointHandler, public transport::SenderListener {
 public:
  // `master`: P's endpoint; `hosts`: the members' endpoints in order.
  Track(Simulation& sim, const AfdpConfig& cfg, Endpoint& master, std::vector<Endpoint*> hosts);
  void start();

  const char* entityKind() const override { return "afdp-track"; }
  void inspect(JsonWriter& w) const override;
  void onReceive(Endpoint& at, const Packet& p) override;
  void onTransferComplete(transport::Sender& s) override;

  bool finished() const { return done_ == hosts_.size(); }
  std::uint32_t complete() const { return delivered_; }
  SimTime lastDelivery() const { return lastDelivery_; }
  SimTime finishedAt() const { return finishedAt_; }
  double progress() const;  // mean share of the files the members hold
  std::uint64_t retransmissions() const;

  static constexpr std::uint16_t kPort = 5107;        // track's connections
  static constexpr std::uint32_t kFlowBase = 210000;  // flow ids: kFlowBase + 2 * member + (0 statfile, 1 files)

 private:
  enum : std::uint32_t { kBegin = 0, kSetupDone = 1 };
  void onEvent(const Event& ev) override;
  void next();  // a free session takes the next member
  void open(std::uint32_t i, bool files);

  Simulation& sim_;
  const AfdpConfig& cfg_;
  Endpoint& master_;
  std::vector<Endpoint*> hosts_;
  std::vector<TcpTransfer> stats_, files_;
  Timer begin_;
  std::vector<Timer> setup_;
  std::uint32_t nextHost_ = 0, busy_ = 0, delivered_ = 0, done_ = 0;
  SimTime lastDelivery_ = 0, finishedAt_ = 0;
};

}  // namespace ps::afdp

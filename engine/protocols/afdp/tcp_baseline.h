// What the TCP distributors of digest §6.4 that replace AFDP (rdist.h, track.h) have in common: the
// master (the publisher's host P) serves the members in order, `concurrency` hosts at once; each
// host's turn starts with a set-up delay (baseline.setup: rsh/rcmd start and the file comparison,
// a pure delay without packets) and then the subclass's TCP connections (tcp_transfer.h). The
// subclass opens them in startHost() and reports back through hostDelivered() (the host holds the
// files) and hostClosed() (its last connection closed: the slot takes the next host).
//   [choice] Hosts are taken in member order (R1, R2 ...); all slots start together when the
//            master begins (afdp.publishAt, AFDP's own start-up cost).
#pragma once
#include <cstdint>
#include <vector>

#include "../../core/entity.h"
#include "../../core/simulation.h"
#include "../../net/endpoint.h"
#include "../../transport/agent.h"
#include "afdp_config.h"

namespace ps::afdp {

class TcpBaseline : public Entity, private EventHandler, public EndpointHandler, public transport::SenderListener {
 public:
  void start();

  bool finished() const { return done_ == hosts_.size(); }
  std::uint32_t complete() const { return delivered_; }
  SimTime lastDelivery() const { return lastDelivery_; }
  SimTime finishedAt() const { return finishedAt_; }
  // Mean share of the files the hosts hold.
  virtual double progress() const = 0;
  virtual std::uint64_t retransmissions() const = 0;
  // The summary's name and value of the concurrency ("baseline_children" for rdist -M ...).
  virtual const char* concurrencyField() const = 0;
  std::uint32_t concurrency() const { return concurrency_; }

 protected:
  // `master`: P's endpoint; `hosts`: the members' endpoints in order; `port`: the subclass's,
  // bound on every one of them.
  TcpBaseline(Simulation& sim, const AfdpConfig& cfg, Endpoint& master, std::vector<Endpoint*> hosts,
              std::uint16_t port, std::uint32_t concurrency);
  // Host i's set-up is over: open its first connection.
  virtual void startHost(std::uint32_t i) = 0;
  void hostDelivered();
  void hostClosed();
  // Writes the fields every TCP baseline shows in its panel (inside the subclass's object).
  void inspectCommon(JsonWriter& w) const;
  std::uint32_t busy() const { return busy_; }

  Simulation& sim_;
  const AfdpConfig& cfg_;
  Endpoint& master_;
  std::vector<Endpoint*> hosts_;

 private:
  enum : std::uint32_t { kBegin = 0, kSetupDone = 1 };
  void onEvent(const Event& ev) override;
  void next();  // a free slot takes the next host

  std::uint32_t concurrency_;
  Timer begin_;
  std::vector<Timer> setup_;  // one per host: its set-up delay
  std::uint32_t nextHost_ = 0, busy_ = 0, delivered_ = 0, done_ = 0;
  SimTime lastDelivery_ = 0, finishedAt_ = 0;
};

}  // namespace ps::afdp

// The abget side of the estimation model: one or two abget clients probing the tight link at once
// (seed 003 runs every tool alone and then as two simultaneous instances, cronos and eolo to
// mnemosyne; digest §5.1 phase 2 and §6.1 item 7). Each instance is its own TCP connection and its
// own tool flow, so each one's segments are cross traffic for the other.
//
// Choices [I] (the seed does not say how its two abget runs met the server):
//   upstream: both clients (on cronos and eolo) talk to ONE server on mnemosyne, as two
//     connections to one web server would; the server echoes each segment on its own flow.
//   downstream: each sender host runs its own server, and the two clients on mnemosyne use
//     local ports port + 1000 and port + 1001.
//   The second instance starts abget.stagger seconds after the first.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "../../core/simulation.h"
#include "../../net/ip_host.h"
#include "abget.h"

namespace ps::estimation {

class TruthMonitor;

class AbgetInstances {
 public:
  // Builds `count` instances; instance i runs from senders[i] (upstream) or to it (downstream)
  // and uses tool flow flowBase + i.
  void build(IpHosts& hosts, const std::vector<std::uint32_t>& senders, std::uint32_t receiver, std::uint32_t flowBase,
             const AbgetConfig& cfg, int count, SimTime stagger, TruthMonitor& truth);
  void registerEntities(Simulation& sim, const std::vector<std::string>& nodeNames);

  bool empty() const { return clients_.empty(); }
  std::size_t size() const { return clients_.size(); }
  AbgetClient& client(std::size_t i) { return *clients_[i]; }
  // True when every client has reported; `last` is then the latest report time.
  bool done(SimTime& last) const;
  // abget_* metrics for one instance, abget1_* and abget2_* for two.
  void summarize(const Simulation& sim, const TruthMonitor& truth, Summary& out) const;

 private:
  std::vector<std::unique_ptr<AbgetServer>> servers_;
  std::vector<std::unique_ptr<AbgetClient>> clients_;
  std::vector<std::uint32_t> clientNodes_, serverNodes_;
  std::vector<std::size_t> serverOf_;  // per client: its server's index
};

}  // namespace ps::estimation

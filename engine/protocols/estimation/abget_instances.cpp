#include "abget_instances.h"

#include <algorithm>

#include "truth_monitor.h"

namespace ps::estimation {

void AbgetInstances::build(IpHosts& hosts, const std::vector<std::uint32_t>& senders, std::uint32_t receiver,
                           std::uint32_t flowBase, const AbgetConfig& cfg, int count, SimTime stagger,
                           TruthMonitor& truth) {
  for (int i = 0; i < count; ++i) {
    const auto k = static_cast<std::size_t>(i);
    AbgetConfig c = cfg;
    c.instance = i;
    c.start = cfg.start + i * stagger;
    const std::uint32_t flow = flowBase + static_cast<std::uint32_t>(i);
    truth.markToolFlow(flow);
    const std::uint32_t clientNode = cfg.upstream ? senders[k] : receiver;
    const std::uint32_t serverNode = cfg.upstream ? receiver : senders[k];
    // One server per serving host (upstream: the one on mnemosyne serves both connections).
    std::size_t s = 0;
    while (s < serverNodes_.size() && serverNodes_[s] != serverNode) ++s;
    if (s == serverNodes_.size()) {
      servers_.push_back(std::make_unique<AbgetServer>(hosts.at(serverNode), flow, c));
      serverNodes_.push_back(serverNode);
    }
    serverOf_.push_back(s);
    clients_.push_back(std::make_unique<AbgetClient>(hosts.at(clientNode), serverNode, flow, c));
    clients_.back()->setTruth(&truth);
    clientNodes_.push_back(clientNode);
  }
}

void AbgetInstances::registerEntities(Simulation& sim, const std::vector<std::string>& nodeNames) {
  const bool two = clients_.size() > 1;
  for (std::size_t i = 0; i < clients_.size(); ++i) {
    const std::string tag = two ? " " + std::to_string(i + 1) : "";
    sim.registerEntity(*clients_[i], "abget client" + tag + " (" + nodeNames[clientNodes_[i]] + ")");
  }
  const bool twoServers = servers_.size() > 1;
  for (std::size_t s = 0; s < servers_.size(); ++s) {
    const std::string tag = twoServers ? " " + std::to_string(s + 1) : "";
    sim.registerEntity(*servers_[s], "TCP server" + tag + " (" + nodeNames[serverNodes_[s]] + ")");
  }
}

bool AbgetInstances::done(SimTime& last) const {
  for (const auto& c : clients_) {
    if (!c->done()) return false;
    last = std::max(last, c->endTime());
  }
  return true;
}

void AbgetInstances::summarize(const Simulation& sim, const TruthMonitor& truth, Summary& out) const {
  for (std::size_t i = 0; i < clients_.size(); ++i) {
    const AbgetClient& a = *clients_[i];
    const std::string p = clients_.size() > 1 ? "abget" + std::to_string(i + 1) + "_" : "abget_";
    const SimTime end = a.done() ? a.endTime() : sim.now();
    // The server's bytes are split among the connections it served: each echo answers one client.
    const std::uint64_t serverBytes = servers_[serverOf_[i]]->bytesFor(a.flow());
    out.emplace_back(p + "done", a.done() ? 1 : 0);
    out.emplace_back(p + "failed", a.failed() ? 1 : 0);
    out.emplace_back(p + "syns", a.synsSent());
    out.emplace_back(p + "low_bps", a.lo() * 1e6);
    out.emplace_back(p + "high_bps", a.hi() * 1e6);
    out.emplace_back(p + "latency_s", toSeconds(end - a.startTime()));
    out.emplace_back(p + "rates", static_cast<double>(a.rates().size()));
    out.emplace_back(p + "bytes", static_cast<double>(a.bytes() + serverBytes));
    out.emplace_back(p + "truth_run_bps", truth.availableBps(a.startTime(), end));
  }
}

}  // namespace ps::estimation

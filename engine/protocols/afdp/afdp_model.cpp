#include "afdp_model.h"

#include <string>
#include <vector>

#include "../../net/ethernet_lan.h"
#include "../../net/ethernet_station.h"
#include "../../transport/trace_kinds.h"
#include "afdp_config_reader.h"
#include "afdp_trace.h"
#include "publisher.h"
#include "secretary.h"
#include "subscriber.h"

namespace ps {

namespace afdp {
namespace {

constexpr std::uint32_t kPublisherNode = 0, kSecretaryNode = 1, kFirstSubscriber = 2;

class AfdpModel final : public Model {
 public:
  AfdpModel(Simulation& sim, const EthernetConfig& lanCfg, const AfdpConfig& cfg)
      : sim_(sim),
        cfg_(cfg),
        lan_(sim, lanCfg, kFirstSubscriber + static_cast<std::uint32_t>(cfg.subscribers.size()) + cfg.nonMembers),
        stations_(lan_),
        naks_(sim, board_, 1 << 20),
        ctx_{sim, cfg_, board_, naks_, {}, kSecretaryNode, kEthernetGroup, 1472} {
    for (std::uint32_t st = 0; st < lan_.stations(); ++st) ctx_.endpoints.push_back(&stations_.at(st));
    secretary_ = std::make_unique<Secretary>(ctx_, stations_.at(kSecretaryNode));
    publisher_ = std::make_unique<Publisher>(ctx_, stations_.at(kPublisherNode));
    const auto n = static_cast<std::uint32_t>(cfg_.subscribers.size());
    for (std::uint32_t i = 0; i < n + cfg_.nonMembers; ++i) {
      const bool member = i < n;
      const SubscriberSpec spec = member ? cfg_.subscribers[i] : SubscriberSpec{};
      hosts_.push_back(std::make_unique<Subscriber>(ctx_, stations_.at(kFirstSubscriber + i), spec, member, 16 + i));
    }
  }

  void registerEntities() {
    sim_.registerEntity(*publisher_, "P");
    sim_.registerEntity(*secretary_, "SEC");
    for (std::size_t i = 0; i < hosts_.size(); ++i)
      sim_.registerEntity(*hosts_[i], sim_.nodeName(kFirstSubscriber + static_cast<std::uint32_t>(i)));
  }

  void start(Simulation&) override {
    secretary_->start();
    publisher_->start();
    for (auto& h : hosts_) h->start();
  }

  bool done() const override {
    return (publisher_->state() == Publisher::State::kRefused) ||
           (publisher_->messagesDone() >= cfg_.messages && publisher_->finished());
  }

  const Publisher& publisher() const { return *publisher_; }
  const Subscriber& member(std::uint32_t i) const { return *hosts_[i]; }
  std::uint32_t members() const { return static_cast<std::uint32_t>(cfg_.subscribers.size()); }
  double meanProgress() const {
    double sum = 0;
    for (std::uint32_t i = 0; i < members(); ++i) {
      const Subscriber& s = *hosts_[i];
      if (s.total() > 0) sum += static_cast<double>(s.received()) / s.total();
    }
    return members() ? sum / members() : 0;
  }
  std::uint32_t complete() const {
    std::uint32_t n = 0;
    // A member is complete when it holds the publisher's latest message (a late joiner misses the
    // earlier ones by design, §3.7).
    const std::uint32_t latest = publisher_->messageId();
    for (std::uint32_t i = 0; i < members(); ++i) n += latest > 0 && hosts_[i]->holds(latest) ? 1 : 0;
    return n;
  }

  void summarize(const Simulation& sim, Summary& out) const override {
    const Publisher& p = *publisher_;
    const SimTime t0 = p.grantedAt();
    SimTime last = 0;
    std::uint64_t naks = 0, drops = 0, dups = 0;
    std::uint32_t gone = 0, stayedDone = 0;
    const std::uint32_t latest = p.messageId();
    for (std::uint32_t i = 0; i < members(); ++i) {
      const Subscriber& s = *hosts_[i];
      if (s.completedAt() > last) last = s.completedAt();
      naks += s.naksSent();
      drops += s.bufferDrops();
      dups += s.duplicates();
      gone += s.gone() ? 1 : 0;
      stayedDone += !s.gone() && latest > 0 && s.holds(latest) ? 1 : 0;
    }
    // Distribution is over when every member still in the group holds the latest message: one that
    // left (LEAVE or SHUTDOWN) is no longer waited for.
    const bool allDone = members() > gone && stayedDone == members() - gone;
    const double dist = allDone ? toSeconds(last - t0) : -1;
    out.emplace_back("mode", static_cast<double>(p.mode()));
    out.emplace_back("datagrams_total", static_cast<double>(p.total()));
    out.emplace_back("distribution_time_s", dist);
    out.emplace_back("publisher_time_s", p.doneAt() > 0 ? toSeconds(p.doneAt() - t0) : -1);
    // The publisher's exit on the run's clock: start-up (publishAt) + protocol + linger (§5 rows 19-20).
    out.emplace_back("exit_time_s", p.doneAt() > 0 ? toSeconds(p.doneAt()) : -1);
    out.emplace_back("peak_kBps", p.peakBytesPerS() / 1024.0);
    out.emplace_back("subscribers_complete", static_cast<double>(complete()));
    out.emplace_back("members", static_cast<double>(members()));
    out.emplace_back("members_left", static_cast<double>(gone));
    out.emplace_back("valid_naks", static_cast<double>(p.validNaks()));
    out.emplace_back("invalid_naks", static_cast<double>(p.invalidNaks()));
    out.emplace_back("naks_sent", static_cast<double>(naks));
    out.emplace_back("retransmissions", static_cast<double>(p.retransmissions()));
    out.emplace_back("datagrams_sent", static_cast<double>(p.datagramsSent()));
    out.emplace_back("buffer_drops", static_cast<double>(drops));
    out.emplace_back("duplicates", static_cast<double>(dups));
    out.emplace_back("tp_final_ms", toSeconds(p.rate().tp()) * 1e3);
    out.emplace_back("tp_peak_ms", toSeconds(p.rate().peak()) * 1e3);
    out.emplace_back("tp_increases", static_cast<double>(p.rate().increases()));
    out.emplace_back("tp_decreases", static_cast<double>(p.rate().decreases()));
    out.emplace_back("tp_min_ms", p.rate().low() == kNever ? -1 : toSeconds(p.rate().low()) * 1e3);
    out.emplace_back("throughput_kBps", dist > 0 ? static_cast<double>(cfg_.fileBytes) / 1024.0 / dist : 0);
    const SimTime span = (p.doneAt() > 0 ? p.doneAt() : sim.now()) - t0;
    double cpu = 0;
    if (cfg_.nonMembers > 0 && span > 0) cpu = 100.0 * toSeconds(hosts_[members()]->cpuTime()) / toSeconds(span);
    out.emplace_back("other_host_cpu_pct", cpu);
    out.emplace_back("collisions", static_cast<double>(lan_.medium().collisionEvents()));
    out.emplace_back("frames_sent", static_cast<double>(lan_.totals().framesSent));
    out.emplace_back("nak_connections", static_cast<double>(naks_.connections()));
  }

  void topology(JsonWriter& w) const override {
    const std::uint32_t n = lan_.stations();
    w.beginObject().field("kind", "bus").key("nodes").beginArray();
    for (std::uint32_t st = 0; st < n; ++st) {
      const double x = n > 1 ? 0.05 + 0.9 * st / (n - 1) : 0.5;
      const char* kind = st == kPublisherNode                ? "publisher"
                         : st == kSecretaryNode              ? "secretary"
                         : st < kFirstSubscriber + members() ? "subscriber"
                                                             : "host";
      w.beginObject().field("id", st).field("name", sim_.nodeName(st)).field("kind", kind);
      w.field("x", x).field("y", st % 2 == 0 ? 0.3 : 0.7).field("position_m", lan_.positionM(st));
      w.endObject();
    }
    w.endArray().key("links").beginArray().endArray();
    w.key("bus");
    lan_.writeBus(w);
    w.key("protocol").beginObject().field("name", "AFDP").field("receivers", members());
    w.field("rate", rateOptionName(cfg_.rate)).endObject();
    w.endObject();
  }

 private:
  Simulation& sim_;
  AfdpConfig cfg_;
  Board board_;
  EthernetLan lan_;
  EthernetStations stations_;
  NakChannel naks_;
  AfdpContext ctx_;
  std::unique_ptr<Secretary> secretary_;
  std::unique_ptr<Publisher> publisher_;
  std::vector<std::unique_ptr<Subscriber>> hosts_;
};

}  // namespace
}  // namespace afdp

std::unique_ptr<Model> buildAfdpModel(const Json& root, Simulation& sim, Validator& v) {
  EthernetConfig lan;
  afdp::AfdpConfig cfg;
  afdp::readAfdpScenario(root, v, lan, cfg);
  if (!v.ok()) return nullptr;
  std::vector<std::string> names{"P", "SEC"};
  for (std::size_t i = 0; i < cfg.subscribers.size(); ++i) names.push_back("R" + std::to_string(i + 1));
  for (std::uint32_t i = 0; i < cfg.nonMembers; ++i) names.push_back("H" + std::to_string(i + 1));
  sim.setNodeNames(names);
  sim.setLinkNames({"bus"});
  EthernetLan::registerTraceKinds(sim);
  transport::registerTransportTraceKinds(sim);
  afdp::registerAfdpTraceKinds(sim);
  auto m = std::make_unique<afdp::AfdpModel>(sim, lan, cfg);
  m->registerEntities();
  const afdp::AfdpModel* model = m.get();
  sim.metrics().addSeries("tp_ms", "ms", "the publisher's inter-packet period Tp",
                          [model] { return toSeconds(model->publisher().rate().tp()) * 1e3; });
  sim.metrics().addSeries("progress", "fraction", "mean share of the message the members hold",
                          [model] { return model->meanProgress(); });
  sim.metrics().addSeries("members_complete", "members", "members holding the whole message",
                          [model] { return static_cast<double>(model->complete()); });
  // DATA bytes on the LAN by mode, cumulative: a unicast message costs one copy per member,
  // broadcast and multicast one for all (the seed's Figure 2 in bytes rather than seconds).
  for (const afdp::Mode mode : {afdp::Mode::kMulticast, afdp::Mode::kBroadcast, afdp::Mode::kUnicast})
    sim.metrics().addSeries(std::string("wire bytes ") + afdp::modeName(mode), "B",
                            std::string("DATA bytes the publisher has put on the LAN by ") + afdp::modeName(mode) +
                                " (new and resent, with IP and Ethernet overhead)",
                            [model, mode] { return static_cast<double>(model->publisher().wireBytes(mode)); });
  // One completion line per member (the chart "Completion per subscriber"); at most kMaxMembers.
  for (std::uint32_t i = 0; i < model->members(); ++i)
    sim.metrics().addSeries("completion " + names[2 + i], "%",
                            "share of the current message " + names[2 + i] + " holds",
                            [model, i] { return 100.0 * model->member(i).completion(); });
  return m;
}

}  // namespace ps

#include "afdp_model.h"

#include <string>
#include <vector>

#include "../../transport/trace_kinds.h"
#include "afdp_baselines.h"
#include "afdp_config_reader.h"
#include "afdp_internet.h"
#include "afdp_trace.h"
#include "locator.h"
#include "publisher.h"
#include "secretary.h"
#include "subscriber.h"

namespace ps {

namespace afdp {
namespace {

constexpr std::uint32_t kPublisherNode = 0, kSecretaryNode = 1, kFirstSubscriber = 2;

class AfdpModel final : public Model, public SecretaryOpener, public SecretaryFinder {
 public:
  AfdpModel(Simulation& sim, const EthernetConfig& lanCfg, const AfdpConfig& cfg)
      : sim_(sim),
        cfg_(cfg),
        net_(sim, lanCfg, cfg, hostSegments(cfg)),
        naks_(sim, board_, 1 << 20),
        ctx_{sim, cfg_, board_, naks_, {}, kSecretaryNode, kEthernetGroup, 1472, {}, {}, 1} {
    for (std::uint32_t st = 0; st < net_.hosts(); ++st) ctx_.endpoints.push_back(&net_.station(st));
    if (net_.routerCount() > 0) {
      ctx_.lanOf = net_.lanOf();
      ctx_.multicastPath = net_.multicastPath();
      ctx_.segments = net_.segments();
    }
    ctx_.opener = this;
    // With "elect" no secretary runs at first: SEC's host stays silent and a vote makes one.
    secretary_ =
        std::make_unique<Secretary>(ctx_, net_.station(kSecretaryNode), cfg_.secretary != SecretaryMode::kElect);
    publisher_ = std::make_unique<Publisher>(ctx_, net_.station(kPublisherNode));
    const auto n = static_cast<std::uint32_t>(cfg_.subscribers.size());
    for (std::uint32_t i = 0; i < n + cfg_.nonMembers; ++i) {
      const bool member = i < n;
      const SubscriberSpec spec = member ? cfg_.subscribers[i] : SubscriberSpec{};
      hosts_.push_back(std::make_unique<Subscriber>(ctx_, net_.station(kFirstSubscriber + i), spec, member, 16 + i));
    }
    baselines_ = std::make_unique<Baselines>(sim, cfg_, net_, *publisher_, hosts_, kFirstSubscriber,
                                             kFirstSubscriber + n + cfg_.nonMembers);
    // The other publishers (P2 ...) follow every other host, so the default layout is unchanged.
    for (std::uint32_t k = 1; k < cfg_.publishers; ++k)
      extra_.push_back(std::make_unique<Publisher>(ctx_, net_.station(firstExtraPublisher(cfg_) + k - 1)));
    // SEC in "find" mode answers FIND_SECRETARY from the start.
    if (cfg_.secretary == SecretaryMode::kFind) {
      secLocator_ = std::make_unique<Locator>(ctx_, net_.station(kSecretaryNode), *this, false);
      secLocator_->serve();
    }
  }

  // "elect": the winner of the vote opens the secretary's ports on its own host.
  void openSecretaryAt(Endpoint& ep) override {
    secretary_->open(ep);
    secretary_->start();
  }
  // SEC's own locator only serves (it is never told anything).
  void onSecretaryFound(std::uint32_t) override {}
  void onNoSecretary() override {}

  static std::uint32_t firstExtraPublisher(const AfdpConfig& cfg) {
    return kFirstSubscriber + static_cast<std::uint32_t>(cfg.subscribers.size()) + cfg.nonMembers +
           (cfg.baseline.ftpBytes > 0 ? 2 : 0);
  }

  // Every host's segment: P, SEC, the other hosts and the ftp pair (F1, F2) on segment 0 (the ECF
  // LAN), each subscriber on its own.
  static std::vector<std::uint32_t> hostSegments(const AfdpConfig& cfg) {
    std::vector<std::uint32_t> lan(kFirstSubscriber, 0);
    for (const SubscriberSpec& s : cfg.subscribers) lan.push_back(s.lan);
    lan.resize(lan.size() + cfg.nonMembers + (cfg.baseline.ftpBytes > 0 ? 2 : 0) + cfg.publishers - 1, 0);
    return lan;
  }

  void registerEntities() {
    sim_.registerEntity(*publisher_, "P");
    sim_.registerEntity(*secretary_, "SEC");
    for (std::size_t i = 0; i < hosts_.size(); ++i)
      sim_.registerEntity(*hosts_[i], sim_.nodeName(kFirstSubscriber + static_cast<std::uint32_t>(i)));
    for (std::size_t k = 0; k < extra_.size(); ++k)
      sim_.registerEntity(*extra_[k], sim_.nodeName(firstExtraPublisher(cfg_) + static_cast<std::uint32_t>(k)));
    for (std::size_t r = 0; r < net_.routerCount(); ++r)
      sim_.registerEntity(net_.router(r), sim_.nodeName(net_.router(r).node()));
    baselines_->registerEntities(sim_);
  }
  const AfdpInternet& net() const { return net_; }

  void start(Simulation&) override {
    baselines_->start();
    if (baselines_->replacesAfdp()) return;  // rdist or track: no secretary, no JOINs, no publication
    if (secretary_->opened()) secretary_->start();
    publisher_->start();
    for (auto& x : extra_) x->start();
    for (auto& h : hosts_) h->start();
  }

  bool done() const override {
    if (baselines_->replacesAfdp()) return baselines_->tcpFinished();
    if (!baselines_->ftpFinished() || !ended(*publisher_)) return false;
    for (const auto& x : extra_)
      if (!ended(*x)) return false;
    return true;
  }
  bool ended(const Publisher& p) const {
    return p.state() == Publisher::State::kRefused || (p.messagesDone() >= cfg_.messages && p.finished());
  }

  const Publisher& publisher() const { return *publisher_; }
  const Subscriber& member(std::uint32_t i) const { return *hosts_[i]; }
  std::uint32_t members() const { return static_cast<std::uint32_t>(cfg_.subscribers.size()); }
  double meanProgress() const {
    if (baselines_->replacesAfdp()) return baselines_->progress();
    double sum = 0;
    for (std::uint32_t i = 0; i < members(); ++i) {
      const Subscriber& s = *hosts_[i];
      if (s.total() > 0) sum += static_cast<double>(s.received()) / s.total();
    }
    return members() ? sum / members() : 0;
  }
  std::uint32_t complete() const {
    if (baselines_->replacesAfdp()) return baselines_->complete();
    std::uint32_t n = 0;
    // A member is complete when it holds the publisher's latest message (a late joiner misses the
    // earlier ones by design, §3.7).
    const std::uint32_t latest = publisher_->messageId();
    for (std::uint32_t i = 0; i < members(); ++i) n += latest > 0 && hosts_[i]->holds(latest) ? 1 : 0;
    return n;
  }

  void summarize(const Simulation& sim, Summary& out) const override {
    if (baselines_->replacesAfdp()) {
      baselines_->summarizeTcp(out, members());
      out.emplace_back("collisions", static_cast<double>(net_.collisions()));
      out.emplace_back("frames_sent", static_cast<double>(net_.framesSent()));
      if (net_.routerCount() > 0) summarizeInternet(out);
      baselines_->summarizeExtras(out);
      return;
    }
    const Publisher& p = *publisher_;
    // afdpdist's distribution takes both publications and the request lists between them: it is
    // timed from the master's start (afdp.publishAt), like rdist and track.
    const SimTime t0 = baselines_->afdpdist() ? cfg_.publishAt : p.grantedAt();
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
    out.emplace_back("collisions", static_cast<double>(net_.collisions()));
    out.emplace_back("frames_sent", static_cast<double>(net_.framesSent()));
    out.emplace_back("nak_connections", static_cast<double>(naks_.connections()));
    if (net_.routerCount() > 0) summarizeInternet(out);
    summarizeGroup(out);
    baselines_->summarizeExtras(out);
  }

  // The group's roles, only when the scenario uses them (so the default summary stays as it was):
  // every publisher's end, the refusals and expired leases, the secretary's host.
  void summarizeGroup(Summary& out) const {
    if (cfg_.publishers > 1) {
      std::uint32_t done = publisher_->messagesDone() >= cfg_.messages ? 1 : 0;
      std::uint32_t refusals = publisher_->refusals();
      SimTime last = publisher_->doneAt();
      for (const auto& x : extra_) {
        done += x->messagesDone() >= cfg_.messages ? 1 : 0;
        refusals += x->refusals();
        last = x->doneAt() > last ? x->doneAt() : last;
      }
      out.emplace_back("publishers", static_cast<double>(cfg_.publishers));
      out.emplace_back("publishers_done", static_cast<double>(done));
      out.emplace_back("refusals", static_cast<double>(refusals));
      out.emplace_back("last_exit_time_s", last > 0 ? toSeconds(last) : -1);
    }
    if (cfg_.publishers > 1 || secretary_->leasesExpired() > 0)
      out.emplace_back("leases_expired", static_cast<double>(secretary_->leasesExpired()));
    if (cfg_.secretary != SecretaryMode::kNamed)
      out.emplace_back("secretary_node", secretary_->opened() ? static_cast<double>(secretary_->node()) : -1);
  }

  // The internetwork's own fields (only when there are routers, so one-LAN summaries stay as they were).
  void summarizeInternet(Summary& out) const {
    out.emplace_back("segments", static_cast<double>(net_.segments()));
    std::uint64_t fwd = 0, bcastKept = 0, mcastKept = 0;
    std::uint32_t peak = 0;
    for (std::size_t r = 0; r < net_.routerCount(); ++r) {
      const LanRouter& g = net_.router(r);
      fwd += g.forwarded();
      bcastKept += g.broadcastsKept();
      mcastKept += g.multicastsKept();
      peak = g.peakHeld() > peak ? g.peakHeld() : peak;
    }
    out.emplace_back("router_forwarded", static_cast<double>(fwd));
    out.emplace_back("router_drops", static_cast<double>(net_.routerDrops()));
    out.emplace_back("router_peak_fifo", static_cast<double>(peak));
    out.emplace_back("broadcasts_kept", static_cast<double>(bcastKept));
    out.emplace_back("multicasts_kept", static_cast<double>(mcastKept));
    for (std::uint32_t s = 0; s < net_.segments(); ++s)
      out.emplace_back("lan" + std::to_string(s) + "_bytes", static_cast<double>(net_.lan(s).bytesSent()));
  }

  void topology(JsonWriter& w) const override {
    const std::uint32_t n = net_.nodes();
    w.beginObject().field("kind", "bus").key("nodes").beginArray();
    for (std::uint32_t st = 0; st < n; ++st) {
      const std::uint32_t p2 = firstExtraPublisher(cfg_);
      const bool extraPublisher = st >= p2 && st < p2 + cfg_.publishers - 1;
      // With "elect", SEC's host runs no secretary (the winner of the vote does).
      const bool secHost = st == kSecretaryNode && cfg_.secretary == SecretaryMode::kElect;
      const char* kind = st == kPublisherNode || extraPublisher ? "publisher"
                         : secHost                              ? "host"
                         : st == kSecretaryNode                 ? "secretary"
                         : st < kFirstSubscriber + members()    ? "subscriber"
                         : st < net_.hosts()                    ? "host"
                                                                : "router";
      const std::uint32_t seg = net_.lanOf()[st];
      w.beginObject().field("id", st).field("name", sim_.nodeName(st)).field("kind", kind);
      w.field("x", net_.xOf(st)).field("y", st % 2 == 0 ? 0.3 : 0.7).field("position_m", net_.lan(seg).positionM(st));
      if (net_.routerCount() > 0) w.field("segment", seg);
      w.endObject();
    }
    w.endArray().key("links").beginArray().endArray();
    w.key("bus");
    net_.lan(0).writeBus(w);
    if (net_.routerCount() > 0) writeSegments(w);
    w.key("protocol").beginObject().field("name", "AFDP").field("receivers", members());
    w.field("rate", rateOptionName(cfg_.rate)).endObject();
    w.endObject();
  }

  // "segments": each cable's extent in the drawing, and "routers": the two segments each one joins.
  void writeSegments(JsonWriter& w) const {
    w.key("segments").beginArray();
    for (std::uint32_t s = 0; s < net_.segments(); ++s) {
      double lo = 1, hi = 0;
      for (std::uint32_t st = 0; st < net_.nodes(); ++st) {
        // A router is drawn at the start of the segment it reaches, so only that cable runs to it.
        if (!net_.lan(s).present(st) || (st >= net_.hosts() && cfg_.routers[st - net_.hosts()].to != s)) continue;
        lo = net_.xOf(st) < lo ? net_.xOf(st) : lo;
        hi = net_.xOf(st) > hi ? net_.xOf(st) : hi;
      }
      w.beginObject().field("id", s).field("name", sim_.linkName(s)).field("x0", lo).field("x1", hi).endObject();
    }
    w.endArray().key("routers").beginArray();
    for (std::size_t r = 0; r < net_.routerCount(); ++r) {
      const RouterSpec& rs = cfg_.routers[r];
      w.beginObject().field("node", net_.router(r).node()).field("from", rs.from).field("to", rs.to);
      w.field("multicast", rs.multicast).endObject();
    }
    w.endArray();
  }

 private:
  Simulation& sim_;
  AfdpConfig cfg_;
  Board board_;
  AfdpInternet net_;
  NakChannel naks_;
  AfdpContext ctx_;
  std::unique_ptr<Secretary> secretary_;
  std::unique_ptr<Publisher> publisher_;
  std::vector<std::unique_ptr<Publisher>> extra_;  // P2 ... (afdp.publishers > 1)
  std::unique_ptr<Locator> secLocator_;            // SEC's well-known port ("find")
  std::vector<std::unique_ptr<Subscriber>> hosts_;
  std::unique_ptr<Baselines> baselines_;  // rdist, track, afdpdist, ftp: each only when asked for
};

}  // namespace
}  // namespace afdp

std::unique_ptr<Model> buildAfdpModel(const Json& root, Simulation& sim, Validator& v) {
  EthernetConfig lan;
  afdp::AfdpConfig cfg;
  afdp::readAfdpScenario(root, v, lan, cfg);
  if (!v.ok()) return nullptr;
  if (cfg.baseline.kind == afdp::BaselineKind::kAfdpdist) cfg.messages = 2;  // the statfile, then the bundle
  std::vector<std::string> names{"P", "SEC"};
  for (std::size_t i = 0; i < cfg.subscribers.size(); ++i) names.push_back("R" + std::to_string(i + 1));
  for (std::uint32_t i = 0; i < cfg.nonMembers; ++i) names.push_back("H" + std::to_string(i + 1));
  if (cfg.baseline.ftpBytes > 0) names.insert(names.end(), {"F1", "F2"});
  for (std::uint32_t k = 2; k <= cfg.publishers; ++k) names.push_back("P" + std::to_string(k));
  for (std::size_t i = 0; i < cfg.routers.size(); ++i) names.push_back("G" + std::to_string(i + 1));
  sim.setNodeNames(names);
  if (cfg.routers.empty()) {
    sim.setLinkNames({"bus"});
  } else {
    std::vector<std::string> links;
    for (std::uint32_t s = 0; s < cfg.segments; ++s) links.push_back("LAN" + std::to_string(s));
    sim.setLinkNames(links);
  }
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
  // Bytes per LAN (every frame each segment carried: DATA, NAK connections, control), cumulative.
  if (!cfg.routers.empty())
    for (std::uint32_t s = 0; s < model->net().segments(); ++s)
      sim.metrics().addSeries("lan bytes LAN" + std::to_string(s), "B",
                              "bytes of every frame segment LAN" + std::to_string(s) + " has carried",
                              [model, s] { return static_cast<double>(model->net().lan(s).bytesSent()); });
  // One completion line per member (the chart "Completion per subscriber"); at most kMaxMembers.
  for (std::uint32_t i = 0; i < model->members(); ++i)
    sim.metrics().addSeries("completion " + names[2 + i], "%",
                            "share of the current message " + names[2 + i] + " holds",
                            [model, i] { return 100.0 * model->member(i).completion(); });
  return m;
}

}  // namespace ps

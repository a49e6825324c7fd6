#include "ethernet_model.h"

#include <cstdio>
#include <vector>

#include "../../core/metric_names.h"
#include "../../net/ethernet_lan.h"
#include "../../net/ethernet_station.h"
#include "../literature/literature_common.h"
#include "../literature/literature_group.h"
#include "../literature/literature_ip_model.h"
#include "ethernet_model_config.h"
#include "mbap.h"
#include "msaw.h"
#include "multicast_common.h"
#include "packet_stats.h"

namespace ps {

namespace {

class MediumEntity final : public Entity {
 public:
  explicit MediumEntity(const EthernetLan& lan) : lan_(lan) {}
  const char* entityKind() const override { return "ethernet-medium"; }
  void inspect(JsonWriter& w) const override { lan_.medium().inspect(w); }

 private:
  const EthernetLan& lan_;
};

class MulticastEthernetModel final : public EthernetModel {
 public:
  MulticastEthernetModel(Simulation& sim, const EthernetConfig& lanCfg, const MulticastConfig& mc,
                         const LiteratureConfig& lit)
      : sim_(sim), cfg_(mc), lit_(lit), lan_(sim, lanCfg, mc.receivers + 1), stations_(lan_), medium_(lan_) {
    const double rateMbps = static_cast<double>(lanCfg.bitRate.value) / 1e6;
    if (cfg_.proto == ProtoKind::kLiterature) {
      // The literature protocols (seed 001 §2.7-2.9, ch. 5) on the same LAN, with the same statistics.
      stats_.init(cfg_, lanCfg.bitNs, rateMbps, lit_.senders * cfg_.packets);
      stats_.latencyOfDeliveredOnly(true);
      stats_.thesisBoundsApply(false);
      stats_.setProtocolName(LiteratureGroup::shortName(lit_.proto));
      lan_.setFrameNamer(litFrameName);
      lan_.setDataClassifier(litIsData);
      std::vector<Endpoint*> eps;
      for (std::uint32_t st = 0; st <= cfg_.receivers; ++st) eps.push_back(&stations_.at(st));
      const LitContext lctx{sim, lit_, cfg_, stats_, lanCfg.bitNs, kEthernetGroup, cfg_.receivers + 1};
      group_ = std::make_unique<LiteratureGroup>(lctx, eps);
      return;
    }
    stats_.init(cfg_, lanCfg.bitNs, rateMbps);
    // The protocols see only their stations' endpoints; the group address reaches every receiver.
    const MulticastContext ctx{sim, cfg_, stats_, lanCfg.bitNs, kEthernetGroup};
    if (cfg_.proto == ProtoKind::kSaw) {
      saw_ = std::make_unique<MsawSender>(ctx, stations_.at(kSenderStation));
      for (std::uint32_t j = 1; j <= cfg_.receivers; ++j)
        sawRx_.push_back(std::make_unique<MsawReceiver>(ctx, stations_.at(j)));
    } else {
      bap_ = std::make_unique<MbapSender>(ctx, stations_.at(kSenderStation));
      for (std::uint32_t j = 1; j <= cfg_.receivers; ++j)
        bapRx_.push_back(std::make_unique<MbapReceiver>(ctx, stations_.at(j)));
    }
  }

  void registerEntities(const std::vector<std::string>& names) {
    if (group_) {
      group_->registerEntities(sim_, names);
      sim_.registerEntity(medium_, "medium");
      return;
    }
    if (saw_) sim_.registerEntity(*saw_, "S (sender)");
    if (bap_) sim_.registerEntity(*bap_, "S (sender)");
    for (std::uint32_t j = 0; j < cfg_.receivers; ++j) {
      Entity& e = saw_ ? static_cast<Entity&>(*sawRx_[j]) : static_cast<Entity&>(*bapRx_[j]);
      sim_.registerEntity(e, "R" + std::to_string(j + 1));
    }
    sim_.registerEntity(medium_, "medium");
  }

  void start(Simulation&) override {
    if (group_)
      group_->start();
    else if (saw_)
      saw_->start();
    else
      bap_->start();
  }

  bool done() const override {
    const bool d = group_ ? group_->done() : saw_ ? saw_->done() : bap_->done();
    if (d && !written_) writeStatsFile();
    return d;
  }

  const EthernetLan& lan() const override { return lan_; }
  const PacketStats& stats() const { return stats_; }
  const MulticastConfig& config() const { return cfg_; }
  const LiteratureConfig& literature() const { return lit_; }

  std::string protocolName() const {
    if (cfg_.proto == ProtoKind::kLiterature) return LiteratureGroup::protocolName(lit_.proto);
    if (cfg_.proto == ProtoKind::kSaw) return cfg_.unicastEquivalent ? "unicast SAW" : "MSAW";
    return cfg_.unicastEquivalent ? "unicast BAP" : "MBAP";
  }

  void summarize(const Simulation& sim, Summary& out) const override {
    stats_.summarize(out);
    const MacCounters t = lan_.totals();
    const double msgs = stats_.completed() ? stats_.completed() : 1;
    const std::uint64_t collisions = lan_.medium().collisionEvents();
    std::uint64_t acks = 0, rxReceivers = 0;
    for (const auto& r : sawRx_) acks += r->acksSent();
    for (const auto& r : bapRx_) acks += r->acksSent();
    if (group_) acks = group_->controlFrames();
    for (std::uint32_t j = 1; j <= cfg_.receivers; ++j) rxReceivers += lan_.mac(j).counters().rxInterrupts;
    const SimTime bit = lan_.config().bitNs;
    out.emplace_back("collisions", static_cast<double>(collisions));
    out.emplace_back("collisions_per_message", static_cast<double>(collisions) / msgs);
    out.emplace_back("collision_stations", static_cast<double>(t.collisions));
    out.emplace_back("backoffs", static_cast<double>(t.backoffs));
    out.emplace_back("backoff_slots_mean", t.backoffs ? static_cast<double>(t.backoffSlots) / t.backoffs : 0);
    out.emplace_back("deferrals", static_cast<double>(t.deferrals));
    out.emplace_back("mac_discards", static_cast<double>(t.discards));
    out.emplace_back("mac_tx_drops", static_cast<double>(t.txDrops));
    out.emplace_back("mac_rx_drops", static_cast<double>(t.rxDrops));
    out.emplace_back("frames_sent", static_cast<double>(t.framesSent));
    out.emplace_back("timeouts", static_cast<double>(group_ ? group_->timeouts()
                                                     : saw_ ? saw_->timeouts()
                                                            : bap_->timeouts()));
    out.emplace_back("acks_sent", static_cast<double>(acks));
    out.emplace_back("acks_per_message", static_cast<double>(acks) / msgs);
    // The same measures for every protocol (the comparison scenarios' charts): control frames
    // (ACKs, NAKs, requests, tokens...) and frames per message, collisions among control frames,
    // and the data delivered to every receiver per second of the run.
    out.emplace_back("control_frames", static_cast<double>(acks));
    out.emplace_back("frames_per_message", static_cast<double>(t.framesSent) / msgs);
    if (lan_.config().variant == EthernetVariant::kThesis) {
      const std::uint64_t ackCollisions = lan_.medium().controlCollisions();
      out.emplace_back("ack_collisions", static_cast<double>(ackCollisions));
      out.emplace_back("ack_collisions_per_message", static_cast<double>(ackCollisions) / msgs);
    }
    const double seconds = toSeconds(sim.now());
    out.emplace_back("goodput_mbps", seconds > 0 ? static_cast<double>(stats_.completed()) * cfg_.receivers *
                                                       static_cast<double>(cfg_.dataBits()) / seconds / 1e6
                                                 : 0);
    if (group_) group_->summarize(out);
    out.emplace_back("rx_interrupts_per_receiver", static_cast<double>(rxReceivers) / cfg_.receivers);
    out.emplace_back("rx_interrupts_sender", static_cast<double>(lan_.mac(kSenderStation).counters().rxInterrupts));
    out.emplace_back(
        "medium_busy_fraction",
        sim.now() > 0 ? static_cast<double>(lan_.medium().busyTime()) / static_cast<double>(sim.now()) : 0);
    // Whole bit times, as the thesis reports durations.
    out.emplace_back("duration_bits", static_cast<double>(sim.now() / bit));  // NOLINT(bugprone-integer-division)
  }

  void topology(JsonWriter& w) const override {
    const std::uint32_t n = lan_.stations();
    w.beginObject().field("kind", "bus").key("nodes").beginArray();
    for (std::uint32_t st = 0; st < n; ++st) {
      const double x = n > 1 ? 0.05 + 0.9 * st / (n - 1) : 0.5;
      w.beginObject().field("id", st).field("name", sim_.nodeName(st));
      w.field("kind", st == kSenderStation ? "sender" : "receiver");
      w.field("x", x).field("y", st % 2 == 0 ? 0.3 : 0.7).field("position_m", lan_.positionM(st));
      w.endObject();
    }
    w.endArray().key("links").beginArray().endArray();
    w.key("bus");
    lan_.writeBus(w);
    w.key("protocol").beginObject().field("name", protocolName()).field("receivers", cfg_.receivers);
    w.field("window", cfg_.window());
    if (cfg_.proto != ProtoKind::kLiterature) {
      w.field("timeout_bits", cfg_.proto == ProtoKind::kSaw ? cfg_.sawTimeoutBits() : cfg_.bapTimeoutBits());
      w.field("randWait_bits", cfg_.proto == ProtoKind::kSaw ? cfg_.sawRand : cfg_.bapRand);
    } else {
      w.field("senders", lit_.senders);
      if (lit_.proto == LitProto::kSeq) w.field("sequencer", sim_.nodeName(lit_.seq.sequencer));
      if (lit_.proto == LitProto::kCm) w.field("first_token_site", sim_.nodeName(lit_.cm.firstToken));
    }
    w.endObject().endObject();
  }

  std::string thesisOutput() const { return stats_.thesisOutput(sim_.seed()); }
  std::string recordOutput() const override { return thesisOutput(); }
  const char* recordOutputLabel() const override { return "Per-packet output (thesis §3.5)"; }

 private:
  void writeStatsFile() const {
    written_ = true;
    if (cfg_.statsFile.empty()) return;
    std::string path = cfg_.statsFile;
    const auto at = path.find("{seed}");
    if (at != std::string::npos) path.replace(at, 6, std::to_string(sim_.seed()));
    if (std::FILE* f = std::fopen(path.c_str(), "w")) {
      const std::string text = thesisOutput();
      std::fwrite(text.data(), 1, text.size(), f);
      std::fclose(f);
    }
  }

  Simulation& sim_;
  MulticastConfig cfg_;
  LiteratureConfig lit_;
  PacketStats stats_;
  EthernetLan lan_;
  EthernetStations stations_;
  MediumEntity medium_;
  std::unique_ptr<MsawSender> saw_;
  std::unique_ptr<MbapSender> bap_;
  std::vector<std::unique_ptr<MsawReceiver>> sawRx_;
  std::vector<std::unique_ptr<MbapReceiver>> bapRx_;
  std::unique_ptr<LiteratureGroup> group_;
  mutable bool written_ = false;
};

}  // namespace

std::unique_ptr<Model> buildEthernetModel(const Json& root, Simulation& sim, Validator& v) {
  EthernetConfig lanCfg;
  MulticastConfig mc;
  LiteratureConfig lit;
  readEthernetScenario(root, v, lanCfg, mc, lit);
  if (!v.ok()) return nullptr;
  std::vector<std::string> names{"S"};
  for (std::uint32_t j = 1; j <= mc.receivers; ++j) names.push_back("R" + std::to_string(j));
  sim.setNodeNames(names);
  sim.setLinkNames({"bus"});
  EthernetLan::registerTraceKinds(sim);
  registerMulticastTraceKinds(sim);
  if (mc.proto == ProtoKind::kLiterature) registerLiteratureTraceKinds(sim);
  auto m = std::make_unique<MulticastEthernetModel>(sim, lanCfg, mc, lit);
  m->registerEntities(names);
  MulticastEthernetModel* model = m.get();
  sim.metrics().addSeries("messages_done", "messages", "messages every receiver has acknowledged",
                          [model] { return static_cast<double>(model->stats().completed()); });
  // Absolute throughput as the thesis defines it (data delivered to every receiver per unit of
  // time), here over the run so far: messages done x receivers x data bits / elapsed time.
  sim.metrics().addSeries(metric::kThroughput, "Mbit/s",
                          "sum over all receivers of the data delivered per second so far (the thesis's absolute "
                          "throughput: one multicast frame counts once per receiver, so it can exceed the bus rate)",
                          [model, &sim] {
                            const double t = toSeconds(sim.now());
                            if (t <= 0) return 0.0;
                            return static_cast<double>(model->stats().completed()) * model->config().receivers *
                                   model->config().dataBytes * 8 / t / 1e6;
                          });
  sim.metrics().addSeries(metric::kCollisions, "collisions", "collisions on the medium so far",
                          [model] { return static_cast<double>(model->lan().medium().collisionEvents()); });
  return m;
}

std::string ethernetThesisOutput(const Simulation& sim) {
  if (const auto* m = dynamic_cast<const MulticastEthernetModel*>(sim.model())) return m->thesisOutput();
  return "";
}

const MulticastConfig* multicastConfigOf(const Simulation& sim) {
  if (const auto* m = dynamic_cast<const MulticastEthernetModel*>(sim.model())) return &m->config();
  return nullptr;
}

const LiteratureConfig* literatureConfigOf(const Simulation& sim) {
  if (const auto* m = dynamic_cast<const MulticastEthernetModel*>(sim.model()))
    if (m->config().proto == ProtoKind::kLiterature) return &m->literature();
  return literatureIpConfigOf(sim);  // the same protocols on an IP network
}

}  // namespace ps

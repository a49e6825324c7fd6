// One simulation = one object (DESIGN.md §2): the scheduler, the trace, the packet pool, the
// metrics, the random streams and the model all live here. No globals, so sweeps and tests can
// run several side by side.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "entity.h"
#include "metrics.h"
#include "packet.h"
#include "rng.h"
#include "scheduler.h"
#include "trace.h"
#include "wire_format.h"

namespace ps {

class Simulation;

// A summary is an ordered list of (metric, value): what the CLI prints and --reps averages.
using Summary = std::vector<std::pair<std::string, double>>;

// Limits on one run, applied while it runs (scenario/budget.h estimates before it starts): the run
// stops cleanly after the event that reaches maxEvents, or at the first check after maxWallSeconds
// of running (checked every 4096 events, so the wall limit makes where a run stops depend on the
// machine; the event limit does not). 0 = no limit.
struct RunLimits {
  std::uint64_t maxEvents = 0;
  double maxWallSeconds = 0;
};
enum class StopReason : std::uint8_t { kNone, kEventBudget, kWallBudget };
const char* stopReasonText(StopReason r);  // "", "event budget", "wall-clock budget"

// What a model (a network plus its traffic or protocols) provides to the simulation.
class Model {
 public:
  virtual ~Model() = default;
  // Schedules the first events. Called once, after construction and validation.
  virtual void start(Simulation& sim) = 0;
  // Appends the model's results so far.
  virtual void summarize(const Simulation& sim, Summary& out) const = 0;
  // Writes the topology JSON for the UI (see wasm/protoscope.d.mts).
  virtual void topology(JsonWriter& w) const = 0;
  // true when the model has nothing left to do (e.g. a transfer completed); the run then stops
  // early even if events remain. Default: run to the stop time.
  virtual bool done() const { return false; }
  // The model's own per-record output in its source's format, for export (e.g. the thesis's
  // per-packet statistics file, §3.5), and a label naming it for the export menu ("" = none).
  virtual std::string recordOutput() const { return ""; }
  virtual const char* recordOutputLabel() const { return ""; }
};

class Simulation final : private EventHandler {
 public:
  explicit Simulation(std::uint64_t seed, std::size_t traceCapacity = 1 << 16);
  ~Simulation();
  Simulation(const Simulation&) = delete;
  Simulation& operator=(const Simulation&) = delete;

  // --- the parts -----------------------------------------------------------------------------
  Scheduler& scheduler() { return scheduler_; }
  const Scheduler& scheduler() const { return scheduler_; }
  SimTime now() const { return scheduler_.now(); }
  Trace& trace() { return trace_; }
  const Trace& trace() const { return trace_; }
  PacketPool& packets() { return packets_; }
  Metrics& metrics() { return metrics_; }
  const Metrics& metrics() const { return metrics_; }
  std::uint64_t seed() const { return seed_; }

  // An independent random stream for an entity; stream ids are chosen by the model and must be
  // stable (e.g. node index * 16 + purpose) so that adding entities does not shift others.
  Rng rngFor(std::uint64_t streamId) const { return Rng(seed_, streamId); }

  // --- model and entities --------------------------------------------------------------------
  void setModel(std::unique_ptr<Model> m) { model_ = std::move(m); }
  Model* model() { return model_.get(); }
  const Model* model() const { return model_.get(); }
  // Registers an entity (owned elsewhere, usually by the model) and gives it an id and a name.
  std::uint32_t registerEntity(Entity& e, std::string name);
  const std::vector<Entity*>& entities() const { return entities_; }

  // Names used by the log lines: node and link names by index.
  void setNodeNames(std::vector<std::string> names) { nodeNames_ = std::move(names); }
  void setLinkNames(std::vector<std::string> names) { linkNames_ = std::move(names); }
  std::string nodeName(std::uint32_t id) const;
  std::string linkName(std::uint32_t id) const;

  // --- trace kinds (trace_kinds.h) -------------------------------------------------------------
  // Registers a family's kinds. Throws std::logic_error when a number lies outside every block of
  // kTraceKindBlocks or is already registered under another name (a clash between two tables).
  // Registering the same name again replaces the declaration (a model may re-word a core kind).
  void registerTraceKind(const TraceKindDecl& decl);
  template <std::size_t N>
  void registerTraceKinds(const TraceKindDecl (&table)[N]) {
    for (const auto& d : table) registerTraceKind(d);
  }
  const std::vector<TraceKindDecl>& traceKinds() const { return kinds_; }
  const TraceKindDecl* traceKind(std::uint16_t kind) const;
  // The record's log line, in `lang` when the kind has a translation into it, in English otherwise.
  std::string describe(const TraceRecord& r, std::string_view lang = {}) const;
  // A family's log lines in `lang` (a BCP 47 tag, "pt-BR"), one per kind; as registerWhyTranslation.
  void registerLineTranslation(const char* lang, const LineTranslation& t);
  template <std::size_t N>
  void registerLineTranslations(const char* lang, const LineTranslation (&table)[N]) {
    for (const auto& t : table) registerLineTranslation(lang, t);
  }
  // The translation of `kind`'s log line into `lang`, nullptr when there is none.
  TraceRenderer lineTranslation(std::string_view lang, std::uint16_t kind) const;
  // A family's why-texts in `lang` (a BCP 47 tag, "pt-BR"), one per kind; the kinds need not be
  // registered yet. Registering a kind's translation again replaces it.
  void registerWhyTranslation(const char* lang, const WhyTranslation& t);
  template <std::size_t N>
  void registerWhyTranslations(const char* lang, const WhyTranslation (&table)[N]) {
    for (const auto& t : table) registerWhyTranslation(lang, t);
  }
  // The translation of `kind`'s why-text into `lang`, nullptr when there is none.
  TraceRenderer whyTranslation(std::string_view lang, std::uint16_t kind) const;
  // Why it happened: the protocol rule and the state behind the record ("" when the kind has none),
  // in `lang` when the kind has a translation into it, in English otherwise ("" or "en": English).
  std::string explain(const TraceRecord& r, std::string_view lang = {}) const;
  void record(std::uint16_t kind, std::uint32_t node, std::uint32_t peer = kNone32, std::uint32_t packet = kNone32,
              std::uint32_t seq = 0, std::uint32_t size = 0, std::int64_t a = 0, std::uint16_t reason = 0) {
    if (!trace_.enabled()) return;
    TraceRecord rec;
    rec.time = scheduler_.now();
    rec.kind = kind;
    rec.reason = reason;
    rec.node = node;
    rec.peer = peer;
    rec.packet = packet;
    rec.seq = seq;
    rec.size = size;
    rec.a = a;
    trace_.append(rec);
  }

  // --- exports (core/wire_format.h) ------------------------------------------------------------
  void registerWireFormat(const WireFormat& f) { wireFormats_.push_back(&f); }
  const std::vector<const WireFormat*>& wireFormats() const { return wireFormats_; }
  void setPacketTap(PacketTap* tap) { tap_ = tap; }
  // Called by the networks at each transmission start (see PacketTap::onWire).
  void tapWire(std::uint32_t wire, std::uint32_t from, std::uint32_t to, const Packet& p, std::uint32_t frameBytes) {
    if (tap_) tap_->onWire(now(), wire, from, to, p, frameBytes);
  }

  // --- running -------------------------------------------------------------------------------
  void setStopTime(SimTime t) { stopTime_ = t; }
  SimTime stopTime() const { return stopTime_; }
  // Starts the model and the metric sampler. Idempotent.
  void start();
  // Runs every event with time <= min(t, stopTime) and moves the clock to that time.
  // With a record budget it stops early, after the event that leaves `recordBudget` or more
  // undrained trace records (the clock then stays at that event): a front end that drains
  // between calls never loses records to the bounded ring, however busy the model.
  std::uint64_t advanceTo(SimTime t, std::uint64_t recordBudget = UINT64_MAX);
  // Also stops early once `eventBudget` events have run in this call (a front end's slice of
  // work, so one reply stays short even when events leave no records).
  std::uint64_t advanceTo(SimTime t, std::uint64_t recordBudget, std::uint64_t eventBudget);
  // Runs up to n events (not past the stop time).
  std::uint64_t step(std::uint64_t n);
  // Runs to the stop time (or until the model is done).
  std::uint64_t run() { return advanceTo(stopTime_); }
  bool finished();
  std::uint64_t eventsExecuted() const { return scheduler_.executed() - samplerEvents_; }
  void setRunLimits(const RunLimits& l) { limits_ = l; }
  const RunLimits& runLimits() const { return limits_; }
  // Why the run stopped before its end (kNone while it has not): it then counts as finished.
  StopReason stoppedBy() const { return stopped_; }

  // Summary of the run so far: the model's figures, then events and simulated time.
  Summary summary() const;

 private:
  void onEvent(const Event& ev) override;  // the metric sampler
  bool modelDone() const { return model_ && model_->done(); }
  // After each event: true (and stopped_ set) when a run limit is reached.
  bool limitReached() {
    if (limits_.maxEvents && eventsExecuted() >= limits_.maxEvents) {
      stopped_ = StopReason::kEventBudget;
      return true;
    }
    if (limits_.maxWallSeconds > 0 && (++wallTick_ & 4095) == 0 && wallExceeded()) {
      stopped_ = StopReason::kWallBudget;
      return true;
    }
    return false;
  }
  bool wallExceeded() const;

  std::uint64_t seed_;
  Scheduler scheduler_;
  Trace trace_;
  PacketPool packets_;
  Metrics metrics_;
  std::unique_ptr<Model> model_;
  std::vector<Entity*> entities_;
  std::vector<std::string> nodeNames_, linkNames_;
  std::vector<TraceKindDecl> kinds_;
  std::vector<std::pair<std::string, WhyTranslation>> whyTranslations_;    // (language, translation)
  std::vector<std::pair<std::string, LineTranslation>> lineTranslations_;  // (language, translation)
  std::vector<const WireFormat*> wireFormats_;
  PacketTap* tap_ = nullptr;
  SimTime stopTime_ = 10 * kSecond;
  std::uint64_t samplerEvents_ = 0;
  bool started_ = false;
  RunLimits limits_;
  StopReason stopped_ = StopReason::kNone;
  std::uint32_t wallTick_ = 0;
  std::int64_t wallStartNs_ = 0;  // steady clock when the run started
};

}  // namespace ps

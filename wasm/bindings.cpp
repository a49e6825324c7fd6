// The embind API of the engine (the contract is wasm/protoscope.d.mts). Compiled only for wasm.
// Every call is safe on an engine whose scenario failed validation: ok() is false, errors() says
// why, and the rest return empty values.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <memory>
#include <string>
#include <vector>

#include "core/json.h"
#include "export/pcapng.h"
#include "scenario/loader.h"

using namespace emscripten;
using namespace ps;

namespace {

class EngineHandle {
 public:
  // The browser's budget (scenario/budget.h): a scenario a tab cannot hold is refused before
  // anything is built, with the fields to change, and a run stops cleanly at its event budget.
  explicit EngineHandle(const std::string& json) : EngineHandle(json, "standard") {}
  // budgetLevel: "large" for Budget::browserLarge() (the user's choice in the app), else the default.
  EngineHandle(const std::string& json, const std::string& budgetLevel) : EngineHandle(json, budgetLevel, "en") {}
  // lang: the language of errors() ("pt-BR"; scenario/reader_text.h), English for any other.
  EngineHandle(const std::string& json, const std::string& budgetLevel, const std::string& lang)
      : budget_(budgetLevel == "large" ? Budget::browserLarge() : Budget::browser()) {
    LoadOptions opts;
    opts.budget = budget_;
    opts.lang = lang;
    LoadResult r = loadScenario(json, opts);
    json_ = json;
    sim_ = std::move(r.sim);
    for (const auto& e : r.errors) errors_ += e + "\n";
  }

  bool ok() const { return sim_ != nullptr; }
  std::string errors() const { return errors_; }
  double now() const { return sim_ ? static_cast<double>(sim_->now()) : 0; }
  double stopTime() const { return sim_ ? static_cast<double>(sim_->stopTime()) : 0; }
  double eventsExecuted() const { return sim_ ? static_cast<double>(sim_->eventsExecuted()) : 0; }
  bool finished() { return !sim_ || sim_->finished(); }
  double step(double n) { return sim_ && n > 0 ? static_cast<double>(sim_->step(static_cast<std::uint64_t>(n))) : 0; }
  double advanceTo(double t) { return sim_ ? static_cast<double>(sim_->advanceTo(static_cast<SimTime>(t))) : 0; }
  double advanceToBounded(double t, double maxRecords, double maxEvents) {
    if (!sim_) return 0;
    const auto budget = maxRecords < 1 ? std::uint64_t{1} : static_cast<std::uint64_t>(maxRecords);
    const auto events = maxEvents < 1 ? std::uint64_t{1} : static_cast<std::uint64_t>(maxEvents);
    return static_cast<double>(sim_->advanceTo(static_cast<SimTime>(t), budget, events));
  }
  // The whole run's packets as a pcapng file (export/pcapng.h): a second engine from the same
  // scenario runs to its stop time with a capture attached, so the live engine is untouched. At
  // most 100,000 frames (about 14 MB); an empty array when the scenario did not load.
  val capturePcap() {
    capture_.clear();
    if (sim_) {
      LoadOptions opts;
      opts.budget = budget_;
      opts.traceEnabled = false;
      LoadResult r = loadScenario(json_, opts);
      if (r.sim) {
        PcapngCapture capture(*r.sim, 100000);
        r.sim->setPacketTap(&capture);
        r.sim->run();
        r.sim->setPacketTap(nullptr);
        capture_ = capture.bytes();
      }
    }
    return val(typed_memory_view(capture_.size(), capture_.data())).call<val>("slice");
  }
  // Why the run stopped before its stop time ("" while it has not): "event budget".
  std::string stoppedBy() const { return sim_ ? stopReasonText(sim_->stoppedBy()) : ""; }
  double traceCapacity() const { return sim_ ? static_cast<double>(sim_->trace().capacity()) : 0; }

  val drainTrace() {
    // A view straight into the engine's memory, valid until the engine runs again.
    const Trace::View v = sim_ ? sim_->trace().drainView() : Trace::View{nullptr, 0};
    return val(typed_memory_view(v.size * sizeof(TraceRecord), reinterpret_cast<const unsigned char*>(v.data)));
  }
  double traceOverwritten() const { return sim_ ? static_cast<double>(sim_->trace().overwritten()) : 0; }

  static TraceRecord recordOf(double time, double kind, double reason, double node, double peer, double packet,
                              double seq, double size, double a) {
    TraceRecord r;
    r.time = static_cast<SimTime>(time);
    r.kind = static_cast<std::uint16_t>(kind);
    r.reason = static_cast<std::uint16_t>(reason);
    r.node = static_cast<std::uint32_t>(node);
    r.peer = static_cast<std::uint32_t>(peer);
    r.packet = static_cast<std::uint32_t>(packet);
    r.seq = static_cast<std::uint32_t>(seq);
    r.size = static_cast<std::uint32_t>(size);
    r.a = static_cast<std::int64_t>(a);
    return r;
  }
  // The record's log line, in `lang` ("pt-BR") where the kind has a translation, in English otherwise.
  std::string describe(double time, double kind, double reason, double node, double peer, double packet, double seq,
                       double size, double a, const std::string& lang) const {
    if (!sim_) return "";
    return sim_->describe(recordOf(time, kind, reason, node, peer, packet, seq, size, a), lang);
  }
  // Why the record happened (the kind's "why" renderer; "" when the kind has none), in `lang`
  // ("pt-BR") where the kind has a translation, in English otherwise.
  std::string explain(double time, double kind, double reason, double node, double peer, double packet, double seq,
                      double size, double a, const std::string& lang) const {
    if (!sim_) return "";
    return sim_->explain(recordOf(time, kind, reason, node, peer, packet, seq, size, a), lang);
  }

  std::string traceKinds() const {
    JsonWriter w;
    w.beginArray();
    if (sim_)
      for (const auto& k : sim_->traceKinds()) writeTraceKind(w, k);
    w.endArray();
    return w.str();
  }

  std::string metricNames() const {
    JsonWriter w;
    w.beginArray();
    if (sim_)
      for (const auto& s : sim_->metrics().series())
        w.beginObject().field("name", s.name).field("unit", s.unit).field("help", s.help).endObject();
    w.endArray();
    return w.str();
  }

  val metricSamples(const std::string& name, double from) {
    samples_.clear();
    if (sim_) {
      if (const auto* s = sim_->metrics().findSeries(name)) {
        const std::size_t start = static_cast<std::size_t>(from < 0 ? 0 : from) * 2;
        if (start < s->data.size())
          samples_.assign(s->data.begin() + static_cast<std::ptrdiff_t>(start), s->data.end());
      }
    }
    // A copy the caller owns: slice() detaches it from wasm memory.
    return val(typed_memory_view(samples_.size(), samples_.data())).call<val>("slice");
  }

  std::string summary() const {
    JsonWriter w;
    w.beginObject();
    if (sim_)
      for (const auto& [k, v] : sim_->summary()) w.field(k, v);
    w.endObject();
    return w.str();
  }

  std::string topology() const {
    if (!sim_ || !sim_->model()) return "{\"nodes\":[],\"links\":[]}";
    JsonWriter w;
    sim_->model()->topology(w);
    return w.str();
  }

  std::string entities() const {
    JsonWriter w;
    w.beginArray();
    if (sim_)
      for (const Entity* e : sim_->entities())
        w.beginObject()
            .field("id", e->entityId())
            .field("name", e->entityName())
            .field("kind", e->entityKind())
            .endObject();
    w.endArray();
    return w.str();
  }

  std::string inspect(double id) const {
    if (!sim_) return "null";
    const auto i = static_cast<std::size_t>(id);
    if (id < 0 || i >= sim_->entities().size()) return "null";
    JsonWriter w;
    sim_->entities()[i]->inspect(w);
    return w.str();
  }

  std::string traceHash() const { return sim_ ? sim_->trace().hashHex() : ""; }
  std::string recordOutput() const { return sim_ && sim_->model() ? sim_->model()->recordOutput() : ""; }
  std::string recordOutputLabel() const { return sim_ && sim_->model() ? sim_->model()->recordOutputLabel() : ""; }

 private:
  std::unique_ptr<Simulation> sim_;
  std::string errors_;
  std::vector<double> samples_;
  std::string json_;  // the scenario, for capturePcap's second engine
  Budget budget_;     // the budget it was loaded with, for capturePcap's second engine too
  std::vector<std::uint8_t> capture_;
};

int recordBytes() { return static_cast<int>(sizeof(TraceRecord)); }

}  // namespace

EMSCRIPTEN_BINDINGS(protoscope) {
  function("recordBytes", &recordBytes);
  class_<EngineHandle>("Engine")
      .constructor<std::string>()
      .constructor<std::string, std::string>()
      .constructor<std::string, std::string, std::string>()
      .function("ok", &EngineHandle::ok)
      .function("errors", &EngineHandle::errors)
      .function("now", &EngineHandle::now)
      .function("stopTime", &EngineHandle::stopTime)
      .function("eventsExecuted", &EngineHandle::eventsExecuted)
      .function("finished", &EngineHandle::finished)
      .function("step", &EngineHandle::step)
      .function("advanceTo", &EngineHandle::advanceTo)
      .function("advanceToBounded", &EngineHandle::advanceToBounded)
      .function("stoppedBy", &EngineHandle::stoppedBy)
      .function("capturePcap", &EngineHandle::capturePcap)
      .function("traceCapacity", &EngineHandle::traceCapacity)
      .function("drainTrace", &EngineHandle::drainTrace)
      .function("traceOverwritten", &EngineHandle::traceOverwritten)
      .function("describe", &EngineHandle::describe)
      .function("explain", &EngineHandle::explain)
      .function("traceKinds", &EngineHandle::traceKinds)
      .function("metricNames", &EngineHandle::metricNames)
      .function("metricSamples", &EngineHandle::metricSamples)
      .function("summary", &EngineHandle::summary)
      .function("topology", &EngineHandle::topology)
      .function("entities", &EngineHandle::entities)
      .function("inspect", &EngineHandle::inspect)
      .function("traceHash", &EngineHandle::traceHash)
      .function("recordOutput", &EngineHandle::recordOutput)
      .function("recordOutputLabel", &EngineHandle::recordOutputLabel);
}

#include "simulation.h"

#include <chrono>
#include <cstdio>
#include <stdexcept>

#include "core_why_pt.h"

namespace ps {
namespace {

std::string fmtTime(SimTime t) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.6f s", toSeconds(t));
  return buf;
}

std::string renderTxStart(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " starts sending packet #" + std::to_string(r.packet) + " (" + std::to_string(r.size) +
         " B, seq " + std::to_string(r.seq) + ") on " + s.linkName(r.peer) + "; transmission takes " + fmtTime(r.a);
}
std::string renderTxEnd(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " finishes sending packet #" + std::to_string(r.packet) + " on " + s.linkName(r.peer);
}
std::string renderArrival(const Simulation& s, const TraceRecord& r) {
  return "packet #" + std::to_string(r.packet) + " (seq " + std::to_string(r.seq) + ") arrives at " +
         s.nodeName(r.node) + (r.peer != kNone32 ? " over " + s.linkName(r.peer) : "");
}
std::string renderDrop(const Simulation& s, const TraceRecord& r) {
  std::string where = s.nodeName(r.node);
  if (r.peer != kNone32) where += " on " + s.linkName(r.peer);
  return "packet #" + std::to_string(r.packet) + " (seq " + std::to_string(r.seq) + ") dropped at " + where + ": " +
         dropReasonName(static_cast<DropReason>(r.reason));
}
std::string whyDrop(const Simulation& s, const TraceRecord& r) {
  std::string where = s.nodeName(r.node);
  if (r.peer != kNone32) where += " on " + s.linkName(r.peer);
  const std::string here = " Here: packet #" + std::to_string(r.packet) + " (seq " + std::to_string(r.seq) + ", " +
                           std::to_string(r.size) + " bytes) at " + where + ".";
  switch (static_cast<DropReason>(r.reason)) {
    case DropReason::kQueueOverflow:
      return "Tail drop: a router's output queue holds a fixed number of packets, and a packet that arrives while it "
             "is full is discarded (RFC 7567 §2 describes this default queue management). For TCP the loss is the "
             "signal of congestion that halves its window." +
             here;
    case DropReason::kLoss:
      return "Random loss: the scenario gives this link a loss rate, and each packet crossing it is lost "
             "independently with that probability (bit errors, not congestion)." +
             here;
    case DropReason::kEarlyDrop:
      return "Active queue management (RED): the queue drops some packets before it is full, with a probability "
             "that grows with the average queue length, so senders slow down early (RFC 7567 §2)." +
             here;
    case DropReason::kInjected:
      return "The scenario's fault injection drops this packet on purpose, so the lesson can show how the protocol "
             "recovers from exactly this loss." +
             here;
    case DropReason::kTtl:
      return "Time to live (RFC 791 §3.1): every router decrements a packet's TTL and discards it at zero, so a "
             "packet caught in a routing loop cannot circulate forever." +
             here;
    case DropReason::kNoRoute:
      return "The node has no route towards the packet's destination, so it cannot forward it." + here;
    default:
      return "The packet was lost: " + std::string(dropReasonName(static_cast<DropReason>(r.reason))) + "." + here;
  }
}
std::string renderEnqueue(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " queues packet #" + std::to_string(r.packet) + " for " + s.linkName(r.peer) + " (" +
         std::to_string(r.a) + " waiting)";
}
std::string renderAppSend(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " application sends packet #" + std::to_string(r.packet) + " (seq " +
         std::to_string(r.seq) + ", " + std::to_string(r.size) + " B)";
}
std::string renderAppRecv(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " application receives packet #" + std::to_string(r.packet) + " (seq " +
         std::to_string(r.seq) + ") after " + fmtTime(r.a);
}
std::string renderTimerSet(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " sets timer " + std::to_string(r.seq) + " for " + fmtTime(r.a);
}
std::string renderTimerFire(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " timer " + std::to_string(r.seq) + " expires";
}
std::string renderTimerCancel(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " cancels timer " + std::to_string(r.seq);
}

const TraceKindDecl kCoreKinds[] = {
    {kTxStart,
     "tx-start",
     "link",
     PacketRole::kNone,
     {.peer = "link", .packet = "packet", .seq = "seq", .size = "bytes", .a = "transmission ns"},
     renderTxStart},
    {kTxEnd,
     "tx-end",
     "link",
     PacketRole::kNone,
     {.peer = "link", .packet = "packet", .seq = "seq", .size = "bytes"},
     renderTxEnd},
    {kArrival,
     "arrival",
     "link",
     PacketRole::kNone,
     {.peer = "link", .packet = "packet", .seq = "seq", .size = "bytes"},
     renderArrival},
    {kDrop,
     "drop",
     "drop",
     PacketRole::kNone,
     {.peer = "link", .packet = "packet", .seq = "seq", .size = "bytes", .reason = "drop reason"},
     renderDrop,
     whyDrop},
    {kEnqueue,
     "enqueue",
     "queue",
     PacketRole::kNone,
     {.peer = "link", .packet = "packet", .seq = "seq", .size = "bytes", .a = "queue length"},
     renderEnqueue},
    {kAppSend,
     "app-send",
     "app",
     PacketRole::kNone,
     {.packet = "packet", .seq = "seq", .size = "bytes"},
     renderAppSend},
    {kAppRecv,
     "app-recv",
     "app",
     PacketRole::kNone,
     {.packet = "packet", .seq = "seq", .size = "bytes", .a = "one-way delay ns"},
     renderAppRecv},
    {kTimerSet, "timer-set", "timer", PacketRole::kNone, {.seq = "timer", .a = "deadline ns"}, renderTimerSet},
    {kTimerFire, "timer-fire", "timer", PacketRole::kNone, {.seq = "timer"}, renderTimerFire},
    {kTimerCancel, "timer-cancel", "timer", PacketRole::kNone, {.seq = "timer"}, renderTimerCancel},
};

// The sampler is the simulation's own event; its kind is never seen by models.
constexpr std::uint32_t kSampleEvent = 1;

}  // namespace

Simulation::Simulation(std::uint64_t seed, std::size_t traceCapacity) : seed_(seed), trace_(traceCapacity) {
  registerTraceKinds(kCoreKinds);
  registerCoreWhyPt(*this);
  registerCoreLinesPt(*this);
}

Simulation::~Simulation() = default;

std::uint32_t Simulation::registerEntity(Entity& e, std::string name) {
  e.entityId_ = static_cast<std::uint32_t>(entities_.size());
  e.entityName_ = std::move(name);
  entities_.push_back(&e);
  return e.entityId_;
}

std::string Simulation::nodeName(std::uint32_t id) const {
  if (id < nodeNames_.size()) return nodeNames_[id];
  if (id == kNone32) return "-";
  return "node " + std::to_string(id);
}
std::string Simulation::linkName(std::uint32_t id) const {
  if (id < linkNames_.size()) return linkNames_[id];
  return "link " + std::to_string(id);
}

void Simulation::registerTraceKind(const TraceKindDecl& decl) {
  if (!traceKindBlockOf(decl.kind))
    throw std::logic_error("trace kind " + std::to_string(decl.kind) + " (\"" + decl.name +
                           "\") lies outside every block of kTraceKindBlocks (core/trace_kinds.h)");
  for (auto& k : kinds_) {
    if (k.kind != decl.kind) continue;
    if (std::string(k.name) != decl.name)
      throw std::logic_error("trace kind " + std::to_string(decl.kind) + " is registered as both \"" + k.name +
                             "\" and \"" + decl.name + "\"");
    k = decl;  // the same kind again: a model may re-word a core kind
    return;
  }
  kinds_.push_back(decl);
}

const TraceKindDecl* Simulation::traceKind(std::uint16_t kind) const {
  for (const auto& k : kinds_)
    if (k.kind == kind) return &k;
  return nullptr;
}

std::string Simulation::describe(const TraceRecord& r, std::string_view lang) const {
  if (!lang.empty() && lang != "en")
    if (TraceRenderer t = lineTranslation(lang, r.kind)) return t(*this, r);
  if (const TraceKindDecl* k = traceKind(r.kind); k && k->render) return k->render(*this, r);
  return "event kind " + std::to_string(r.kind) + " at " + nodeName(r.node);
}

void Simulation::registerLineTranslation(const char* lang, const LineTranslation& t) {
  for (auto& [l, have] : lineTranslations_)
    if (l == lang && have.kind == t.kind) {
      have = t;
      return;
    }
  lineTranslations_.emplace_back(lang, t);
}

TraceRenderer Simulation::lineTranslation(std::string_view lang, std::uint16_t kind) const {
  for (const auto& [l, t] : lineTranslations_)
    if (t.kind == kind && l == lang) return t.line;
  return nullptr;
}

void Simulation::registerWhyTranslation(const char* lang, const WhyTranslation& t) {
  for (auto& [l, have] : whyTranslations_)
    if (l == lang && have.kind == t.kind) {
      have = t;
      return;
    }
  whyTranslations_.emplace_back(lang, t);
}

TraceRenderer Simulation::whyTranslation(std::string_view lang, std::uint16_t kind) const {
  for (const auto& [l, t] : whyTranslations_)
    if (t.kind == kind && l == lang) return t.why;
  return nullptr;
}

std::string Simulation::explain(const TraceRecord& r, std::string_view lang) const {
  const TraceKindDecl* k = traceKind(r.kind);
  if (!k || !k->why) return "";
  if (!lang.empty() && lang != "en")
    if (TraceRenderer t = whyTranslation(lang, r.kind)) return t(*this, r);
  return k->why(*this, r);
}

const char* stopReasonText(StopReason r) {
  switch (r) {
    case StopReason::kNone:
      return "";
    case StopReason::kEventBudget:
      return "event budget";
    case StopReason::kWallBudget:
      return "wall-clock budget";
  }
  return "";
}

namespace {
std::int64_t steadyNs() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
      .count();
}
}  // namespace

bool Simulation::wallExceeded() const {
  return static_cast<double>(steadyNs() - wallStartNs_) > limits_.maxWallSeconds * 1e9;
}

void Simulation::start() {
  if (started_) return;
  started_ = true;
  wallStartNs_ = steadyNs();
  if (model_) model_->start(*this);
  if (!metrics_.series().empty()) {
    metrics_.sampleAll(0);
    scheduler_.schedule(metrics_.interval(), this, kSampleEvent);
  }
}

void Simulation::onEvent(const Event& ev) {
  if (ev.kind != kSampleEvent) return;
  ++samplerEvents_;
  metrics_.sampleAll(scheduler_.now());
  const SimTime next = scheduler_.now() + metrics_.interval();
  if (next <= stopTime_) scheduler_.schedule(next, this, kSampleEvent);
}

std::uint64_t Simulation::advanceTo(SimTime t, std::uint64_t recordBudget) {
  return advanceTo(t, recordBudget, UINT64_MAX);
}

std::uint64_t Simulation::advanceTo(SimTime t, std::uint64_t recordBudget, std::uint64_t eventBudget) {
  start();
  if (t > stopTime_) t = stopTime_;
  const std::uint64_t before = eventsExecuted();
  bool budgetSpent = false;
  while (!modelDone() && stopped_ == StopReason::kNone) {
    if ((trace_.enabled() && trace_.undrained() >= recordBudget) || eventsExecuted() - before >= eventBudget) {
      budgetSpent = true;
      break;
    }
    if (!scheduler_.runOne(t)) break;
    if (limitReached()) break;
  }
  if (!modelDone() && !budgetSpent && stopped_ == StopReason::kNone) scheduler_.advanceClock(t);
  return eventsExecuted() - before;
}

std::uint64_t Simulation::step(std::uint64_t n) {
  start();
  const std::uint64_t before = eventsExecuted();
  while (eventsExecuted() - before < n && !modelDone() && stopped_ == StopReason::kNone &&
         scheduler_.runOne(stopTime_)) {
    if (limitReached()) break;
  }
  return eventsExecuted() - before;
}

bool Simulation::finished() {
  start();
  return modelDone() || stopped_ != StopReason::kNone || scheduler_.nextTime() > stopTime_;
}

Summary Simulation::summary() const {
  Summary out;
  if (model_) model_->summarize(*this, out);
  out.emplace_back("events", static_cast<double>(eventsExecuted()));
  out.emplace_back("simulated_time_s", toSeconds(now()));
  return out;
}

}  // namespace ps

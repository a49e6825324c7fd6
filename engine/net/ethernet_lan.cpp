#include "ethernet_lan.h"

#include <cstdio>
#include <utility>

#include "ethernet_bus_medium.h"
#include "ethernet_thesis_medium.h"
#include "ethernet_why.h"

namespace ps {

namespace {

// Random stream ids: station * 16 + purpose (stable when stations are added).
constexpr std::uint64_t kStreamBackoff = 1;
constexpr std::uint64_t kStreamError = 2;

std::string who(const Simulation& s, std::uint32_t st) { return s.nodeName(st); }
const char* frameName(const Simulation& s, std::uint16_t type) {
  if (const auto* m = dynamic_cast<const EthernetModel*>(s.model())) return m->lan().frameName(type);
  return frameTypeName(type);
}
std::string dstName(const Simulation& s, std::uint32_t peer) {
  return peer == kNone32 ? std::string("the group") : s.nodeName(peer);
}

std::string renderFrameStart(const Simulation& s, const TraceRecord& r) {
  return who(s, r.node) + " starts sending " + frameName(s, r.reason) + " seq " + std::to_string(r.seq) + " (" +
         std::to_string(r.size) + " B) to " + dstName(s, r.peer) + "; it occupies the medium " + fmtBits(s, r.a);
}
std::string renderFrameEnd(const Simulation& s, const TraceRecord& r) {
  return who(s, r.node) + " finishes " + frameName(s, r.reason) + " seq " + std::to_string(r.seq) + " to " +
         dstName(s, r.peer);
}
std::string renderCollision(const Simulation& s, const TraceRecord& r) {
  if (r.reason == 1) {  // 802.3: one station detects another's signal
    return "collision: " + who(s, r.node) + " hears " + who(s, r.peer) + "'s signal while sending; it jams for " +
           fmtBits(s, r.a);
  }
  return "collision: " + who(s, r.node) + ", " + who(s, r.peer) +
         (r.size > 2 ? " and " + std::to_string(r.size - 2) + " more" : std::string()) +
         " started at the same instant; the medium is jammed for " + fmtBits(s, r.a);
}
std::string renderBackoff(const Simulation& s, const TraceRecord& r) {
  return who(s, r.node) + " backs off " + std::to_string(r.size) + " slot" + (r.size == 1 ? "" : "s") + " (" +
         fmtBits(s, r.a) + ") after collision " + std::to_string(r.seq);
}
std::string renderDefer(const Simulation& s, const TraceRecord& r) {
  return who(s, r.node) + " senses the medium busy and defers" +
         (r.a > 0 ? " for " + fmtBits(s, r.a) : std::string(" until it is idle"));
}
std::string renderDiscard(const Simulation& s, const TraceRecord& r) {
  return who(s, r.node) + " discards " + frameName(s, r.reason) + " seq " + std::to_string(r.seq) + " after " +
         std::to_string(r.a) + " collisions (attempt limit)";
}
std::string renderDrop(const Simulation& s, const TraceRecord& r) {
  const DropReason reason = static_cast<DropReason>(r.reason);
  const char* type = frameName(s, static_cast<std::uint16_t>(r.a >> 8));
  if (reason == DropReason::kMacError) {
    return who(s, r.node) + " MAC drops " + type + " seq " + std::to_string(r.seq) +
           ((r.a & 0xff) ? " on receive" : " on transmit") + " (error model)";
  }
  return who(s, r.node) + " drops " + type + " seq " + std::to_string(r.seq) + ": " + dropReasonName(reason);
}

}  // namespace

const char* frameTypeName(std::uint16_t type) {
  switch (type) {
    case kFrameData:
      return "DATA";
    case kFrameAck:
      return "ACK";
    default:
      return "frame";
  }
}

SimTime ethernetBitNs(const Simulation& sim) {
  if (const auto* m = dynamic_cast<const EthernetModel*>(sim.model())) return m->lan().config().bitNs;
  return 0;
}

std::string fmtBits(const Simulation& sim, SimTime ns) {
  const SimTime bit = ethernetBitNs(sim);
  char buf[64];
  if (bit > 0 && ns % bit == 0) {
    std::snprintf(buf, sizeof buf, "%lld bit times", static_cast<long long>(ns / bit));
  } else {
    std::snprintf(buf, sizeof buf, "%.1f \xc2\xb5s", static_cast<double>(ns) / 1000.0);
  }
  return buf;
}

namespace {
// Frame records name their packet; its role comes from the protocol record that sent it (or, for
// the views, from the frame type in `reason`).
const TraceKindDecl kEthernetKinds[] = {
    {kEthFrameStart,
     "frame-start",
     "mac",
     PacketRole::kNone,
     {.peer = "destination station",
      .packet = "packet",
      .seq = "seq",
      .size = "bytes",
      .a = "medium time ns",
      .reason = "frame type"},
     renderFrameStart},
    {kEthFrameEnd,
     "frame-end",
     "mac",
     PacketRole::kNone,
     {.peer = "destination station",
      .packet = "packet",
      .seq = "seq",
      .size = "bytes",
      .a = "stations that accepted it",
      .reason = "frame type"},
     renderFrameEnd},
    {kEthCollision,
     "collision",
     "mac",
     PacketRole::kNone,
     {.peer = "other station", .size = "stations involved", .a = "jam ns", .reason = "1 = 802.3 detection"},
     renderCollision,
     whyEthCollision},
    {kEthBackoff,
     "backoff",
     "mac",
     PacketRole::kNone,
     {.seq = "collisions so far", .size = "slots", .a = "wait ns"},
     renderBackoff,
     whyEthBackoff},
    {kEthDefer, "defer", "mac", PacketRole::kNone, {.a = "ns until idle"}, renderDefer, whyEthDefer},
    {kEthDiscard,
     "mac-discard",
     "mac",
     PacketRole::kNone,
     {.packet = "packet", .seq = "seq", .a = "collisions", .reason = "frame type"},
     renderDiscard,
     whyEthDiscard},
    {kDrop,
     "drop",
     "drop",
     PacketRole::kNone,
     {.peer = "link",
      .packet = "packet",
      .seq = "seq",
      .size = "bytes",
      .a = "frame type << 8 | on receive",
      .reason = "drop reason"},
     renderDrop,
     whyEthDrop},
};
}  // namespace

void EthernetLan::registerTraceKinds(Simulation& sim) {
  sim.registerTraceKinds(kEthernetKinds);
  registerEthernetWhyPt(sim);
  registerEthernetLinesPt(sim);
}

EthernetLan::EthernetLan(Simulation& sim, const EthernetConfig& cfg, std::uint32_t stations)
    : EthernetLan(sim, cfg, stations, LanSegment{}) {}

EthernetLan::EthernetLan(Simulation& sim, const EthernetConfig& cfg, std::uint32_t stations, LanSegment seg)
    : sim_(sim), cfg_(cfg), macs_(stations), receivers_(stations, nullptr) {
  if (!seg.present.empty()) seg_ = std::make_unique<const LanSegment>(std::move(seg));
  const std::uint64_t base = seg_ ? seg_->rngBase : 0;
  for (std::uint32_t st = 0; st < stations; ++st)
    macs_[st].init(this, st, sim.rngFor((base + st) * 16 + kStreamBackoff),
                   sim.rngFor((base + st) * 16 + kStreamError));
  if (cfg.variant == EthernetVariant::kThesis)
    medium_ = std::make_unique<ThesisMedium>(*this);
  else
    medium_ = std::make_unique<BusMedium>(*this);
}

EthernetLan::~EthernetLan() = default;

SimTime EthernetLan::frameTime(const Packet& p) const {
  std::int64_t bits = std::int64_t{p.sizeBytes} * 8;
  if (cfg_.variant == EthernetVariant::kBus8023) bits += cfg_.preambleBits;
  return cfg_.bits(bits);
}

double EthernetLan::positionM(std::uint32_t st) const {
  if (seg_) {  // a segment spaces only its own stations along its cable, in node order
    std::uint32_t n = 0, rank = 0;
    for (std::uint32_t i = 0; i < stations(); ++i) {
      rank += i < st && seg_->present[i] ? 1 : 0;
      n += seg_->present[i] ? 1 : 0;
    }
    return n <= 1 ? 0.0 : cfg_.busLengthM * rank / (n - 1);
  }
  const std::uint32_t n = stations();
  return n <= 1 ? 0.0 : cfg_.busLengthM * st / (n - 1);
}

bool EthernetLan::deliverTo(std::uint32_t st, PacketId p) {
  const Packet& pk = sim_.packets()[p];
  if (!macs_[st].acceptReceive()) {
    sim_.record(kDrop, st, kNone32, pk.uid, pk.seq, pk.sizeBytes, 1 | (std::int64_t{pk.type} << 8),
                static_cast<std::uint16_t>(DropReason::kMacError));
    return false;
  }
  if (receivers_[st]) receivers_[st]->frameReceived(st, pk);
  return true;
}

std::uint32_t EthernetLan::deliverAll(PacketId p, std::uint32_t from) {
  const Packet& pk = sim_.packets()[p];
  std::uint32_t accepted = 0;
  if (seg_) {
    for (std::uint32_t st = 0; st < stations(); ++st)
      if (addressedTo(pk, st, from) && deliverTo(st, p)) ++accepted;
    return accepted;
  }
  if (pk.dst == kEthernetGroup) {
    const std::uint32_t src = pk.src;
    for (std::uint32_t st = 0; st < stations(); ++st)
      if (st != src && deliverTo(st, p)) ++accepted;
  } else if (pk.dst < stations()) {
    if (deliverTo(pk.dst, p)) ++accepted;
  }
  return accepted;
}

void EthernetLan::notifyWhenQuiet(QuietListener* l, Endpoint* at) {
  quietWaiters_.emplace_back(l, at);
  if (quiet() && !quietEvent_.armed()) sim_.scheduler().arm(quietEvent_, sim_.now(), this, 0);
}

void EthernetLan::frameLeft() {
  --queuedFrames_;
  // Tell the waiters in an event of their own, after the events already due at this instant (the
  // delivery that emptied the queues may be followed by a reply queued at the same instant).
  if (queuedFrames_ == 0 && !quietWaiters_.empty() && !quietEvent_.armed())
    sim_.scheduler().arm(quietEvent_, sim_.now(), this, 0);
}

void EthernetLan::onEvent(const Event&) {
  if (!quiet()) return;  // a frame was queued meanwhile: wait for the next quiet instant
  quietCalling_.swap(quietWaiters_);
  quietWaiters_.clear();
  for (auto [l, at] : quietCalling_) l->onNetworkQuiet(*at);
  quietCalling_.clear();
}

MacCounters EthernetLan::totals() const {
  MacCounters t;
  for (const auto& m : macs_) {
    const MacCounters& c = m.counters();
    t.framesQueued += c.framesQueued;
    t.framesSent += c.framesSent;
    t.collisions += c.collisions;
    t.backoffs += c.backoffs;
    t.backoffSlots += c.backoffSlots;
    t.deferrals += c.deferrals;
    t.txDrops += c.txDrops;
    t.rxDrops += c.rxDrops;
    t.discards += c.discards;
    t.rxInterrupts += c.rxInterrupts;
  }
  return t;
}

void EthernetLan::writeBus(JsonWriter& w) const {
  const bool thesis = cfg_.variant == EthernetVariant::kThesis;
  w.beginObject();
  w.field("variant", thesis ? "thesis" : "802.3");
  w.field("length_m", thesis ? 0.0 : cfg_.busLengthM);
  w.field("bitRate", cfg_.bitRate.value);
  w.field("propagation_mps", thesis ? 0.0 : cfg_.propagationMps);
  w.field("slot_bits", cfg_.slotBits);
  w.field("ifg_bits", thesis ? std::int64_t{0} : cfg_.ifgBits);
  w.field("jam_bits", thesis ? cfg_.collisionBits : cfg_.jamBits);
  w.field("preamble_bits", thesis ? std::int64_t{0} : cfg_.preambleBits);
  w.field("y", 0.5);
  w.endObject();
}

}  // namespace ps

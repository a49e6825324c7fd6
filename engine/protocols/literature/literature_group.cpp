#include "literature_group.h"

#include <algorithm>

#include "chang_maxemchuk.h"
#include "erramilli_singh.h"
#include "rra.h"
#include "sequencer.h"

namespace ps {

namespace {
enum GroupEvent : std::uint32_t { kCrashEvent = 1 };
}

const char* LiteratureGroup::protocolName(LitProto p) {
  switch (p) {
    case LitProto::kSeq:
      return "sequencer (Kaashoek et al.)";
    case LitProto::kEs:
      return "Erramilli-Singh";
    case LitProto::kCm:
      return "Chang-Maxemchuk";
    case LitProto::kRra:
      return "round-robin ACK";
  }
  return "?";
}

const char* LiteratureGroup::shortName(LitProto p) {
  return p == LitProto::kSeq ? "SEQ" : p == LitProto::kEs ? "ES" : p == LitProto::kCm ? "CM" : "RRA";
}

const char* LiteratureGroup::protocolName() const { return protocolName(ctx_.cfg.proto); }

LiteratureGroup::LiteratureGroup(LitContext ctx, const std::vector<Endpoint*>& endpoints,
                                 const std::vector<std::uint32_t>& groups)
    : ctx_(ctx) {
  ctx_.groupState = &state_;
  state_.crashed.assign(ctx.members, 0);
  const std::uint32_t senders = ctx.cfg.senders;
  for (std::uint32_t i = 0; i < ctx.members; ++i) {
    Endpoint& ep = *endpoints[i];
    const bool sender = i < senders;
    LitContext mine = ctx_;
    if (i < groups.size()) mine.group = groups[i];
    switch (ctx.cfg.proto) {
      case LitProto::kSeq:
        seq_.push_back(std::make_unique<SeqNode>(mine, ep, sender));
        break;
      case LitProto::kEs:
        es_.push_back(std::make_unique<EsNode>(mine, ep, sender));
        break;
      case LitProto::kCm:
        cm_.push_back(std::make_unique<CmSite>(mine, ep, sender));
        break;
      case LitProto::kRra:
        if (i == 0)
          rraTx_ = std::make_unique<RraSender>(mine, ep);
        else
          rraRx_.push_back(std::make_unique<RraReceiver>(mine, ep));
        break;
    }
  }
}

LiteratureGroup::~LiteratureGroup() = default;

void LiteratureGroup::registerEntities(Simulation& sim, const std::vector<std::string>& names) {
  for (std::uint32_t i = 0; i < ctx_.members; ++i) {
    Entity* e = nullptr;
    if (!seq_.empty()) e = seq_[i].get();
    if (!es_.empty()) e = es_[i].get();
    if (!cm_.empty()) e = cm_[i].get();
    if (rraTx_) e = i == 0 ? static_cast<Entity*>(rraTx_.get()) : static_cast<Entity*>(rraRx_[i - 1].get());
    std::string name = names[i];
    if (i == 0) name += " (sender)";
    if (ctx_.cfg.proto == LitProto::kSeq && i == ctx_.cfg.seq.sequencer) name += " (sequencer)";
    sim.registerEntity(*e, name);
  }
}

void LiteratureGroup::start() {
  for (auto& n : seq_) n->start();
  for (auto& n : es_) n->start();
  for (auto& n : cm_) n->start();
  if (rraTx_) rraTx_->start();
  const auto& cfg = ctx_.cfg;
  if (cfg.proto == LitProto::kEs && cfg.es.crashStation >= 0)
    ctx_.sim.scheduler().arm(crashTimer_, ctx_.bits(cfg.es.crashAt), this, kCrashEvent);
  if (cfg.proto == LitProto::kCm && cfg.cm.crashTokenSiteAt > 0)
    ctx_.sim.scheduler().arm(crashTimer_, ctx_.bits(cfg.cm.crashTokenSiteAt), this, kCrashEvent);
}

void LiteratureGroup::onEvent(const Event&) {
  if (ctx_.cfg.proto == LitProto::kEs) {
    crash(static_cast<std::uint32_t>(ctx_.cfg.es.crashStation));
    return;
  }
  // Chang-Maxemchuk: the site holding the token now (or, during a handover, the one most believe
  // in). A source is spared (its unsent messages would die with it and hide the group's recovery):
  // then the next site of the list fails instead.
  std::uint32_t victim = cm_[0]->tokenSite();
  for (std::uint32_t i = 0; i < cm_.size(); ++i)
    if (cm_[i]->holdsToken()) victim = i;
  while (victim < ctx_.cfg.senders) victim = (victim + 1) % ctx_.members;
  crash(victim);
}

void LiteratureGroup::crash(std::uint32_t station) {
  if (station >= ctx_.members || state_.crashed[station]) return;
  if (!es_.empty()) es_[station]->crash();
  if (!cm_.empty()) cm_[station]->crash();
  if (!seq_.empty()) seq_[station]->crash();
  state_.crashed[station] = 1;
  ++state_.crashedCount;
  // Messages every live member already has are complete now.
  PacketStats& st = ctx_.stats;
  const std::uint32_t needed = ctx_.mc.receivers - state_.crashedCount;
  for (std::uint32_t i = 0; i < st.messages(); ++i) {
    PacketRecord& r = st.at(i);
    if (!r.done && r.deliveredAt < 0 && r.deliveries >= needed && r.deliveries > 0) {
      r.deliveredAt = ctx_.sim.now();
      st.finish(i, ctx_.sim.now(), false);
    }
  }
}

bool LiteratureGroup::done() const {
  if (ctx_.stats.completed() < ctx_.stats.messages()) return false;
  if (rraTx_) return rraTx_->finished();  // every message stable at the sender too
  return true;
}

std::uint64_t LiteratureGroup::controlFrames() const {
  std::uint64_t c = 0;
  for (const auto& n : seq_) c += n->controlFrames();
  for (const auto& n : es_) c += n->controlFrames();
  for (const auto& n : cm_) c += n->controlFrames();
  if (rraTx_) c += rraTx_->controlFrames();
  for (const auto& n : rraRx_) c += n->acksSent();
  return c;
}

std::uint64_t LiteratureGroup::timeouts() const {
  std::uint64_t t = 0;
  for (const auto& n : seq_) t += n->timeouts();
  for (const auto& n : cm_) t += n->timeouts();
  if (rraTx_) t += rraTx_->timeouts();
  return t;
}

void LiteratureGroup::summarize(Summary& out) const {
  const auto d = [](std::uint64_t v) { return static_cast<double>(v); };
  std::uint64_t a = 0, b = 0, c = 0;
  switch (ctx_.cfg.proto) {
    case LitProto::kSeq:
      for (const auto& n : seq_) {
        a += n->synchronisations();
        b += n->dummies();
      }
      out.emplace_back("seq_synchronisations", d(a));
      out.emplace_back("seq_dummies", d(b));
      break;
    case LitProto::kEs:
      for (const auto& n : es_) {
        a += n->naksSent();
        b += n->flushes();
        c += n->failuresDetected();
      }
      out.emplace_back("es_naks", d(a));
      out.emplace_back("es_flushed_naks", d(b));
      out.emplace_back("es_failures_detected", d(c));
      break;
    case LitProto::kCm:
      for (const auto& n : cm_) {
        a += n->reformations();
        b += n->ackRequests();
      }
      out.emplace_back("cm_reformations", d(a));
      out.emplace_back("cm_ack_requests", d(b));
      break;
    case LitProto::kRra:
      out.emplace_back("rra_polls", d(rraTx_->controlFrames()));
      break;
  }
}

}  // namespace ps

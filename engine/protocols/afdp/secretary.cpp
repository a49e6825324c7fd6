#include "secretary.h"

#include "../common/timers_json.h"
#include "afdp_trace.h"
#include "mode_selection.h"
#include "rate_control.h"

namespace ps::afdp {

Secretary::Secretary(AfdpContext& ctx, Endpoint& ep, bool serveNow) : ctx_(ctx), ep_(&ep) {
  active_.reserve(ctx_.cfg.maxPublishers);
  if (serveNow) open(ep);
}

void Secretary::open(Endpoint& ep) {
  ep_ = &ep;
  opened_ = true;
  ep_->bind(kAdminPort, this);
  ep_->bind(kPublishPort, this);
}

void Secretary::start() {
  // An elected secretary starts late: a disbanding time already past takes effect at once.
  const SimTime at = ctx_.cfg.shutdownAt > ep_->now() ? ctx_.cfg.shutdownAt : ep_->now();
  if (ctx_.cfg.shutdownAt > 0) ep_->arm(shutdown_, at, this, kShutdownTimer);
}

void Secretary::onEvent(const Event& ev) {
  if (ev.kind == kLeaseTimer)
    expireLeases();
  else
    shutdown();
}

void Secretary::onPublishDone(const Packet& p) {
  const auto msg = static_cast<std::uint32_t>(p.field[0]);
  for (std::size_t i = 0; i < active_.size(); ++i)
    if (active_[i].messageId == msg) {
      active_.erase(active_.begin() + static_cast<std::ptrdiff_t>(i));
      armLease();
      return;
    }
  // Not active any more: its lease ran out first, and the slot went back then.
}

void Secretary::expireLeases() {
  for (std::size_t i = 0; i < active_.size();) {
    if (active_[i].expires > ep_->now()) {
      ++i;
      continue;
    }
    const Active a = active_[i];
    active_.erase(active_.begin() + static_cast<std::ptrdiff_t>(i));
    ++leasesExpired_;
    ctx_.sim.record(kTrLeaseExpired, ep_->node(), a.publisher, kNone32, a.messageId,
                    static_cast<std::uint32_t>(active_.size()), ctx_.cfg.lease);
  }
  armLease();
}

// One timer for every lease, due at the earliest expiry (none left: disarmed).
void Secretary::armLease() {
  SimTime first = kNever;
  for (const Active& a : active_) first = a.expires < first ? a.expires : first;
  if (first == kNever)
    ep_->cancel(lease_);
  else if (!lease_.armed() || lease_.deadline() != first)
    ep_->arm(lease_, first, this, kLeaseTimer);
}

void Secretary::onReceive(Endpoint&, const Packet& p) {
  if (disbanded_) return;  // the group is gone and its secretary with it
  switch (p.type) {
    case kJoin:
      onJoin(p);
      break;
    case kLeave:
      onLeave(p);
      break;
    case kPublishRequest:
      onPublishRequest(p);
      break;
    case kPublishDone:
      onPublishDone(p);
      break;
    default:
      break;
  }
}

void Secretary::onJoin(const Packet& p) {
  Member* m = nullptr;
  for (Member& x : members_)
    if (x.node == p.src) m = &x;  // a repeated JOIN refreshes the entry
  if (!m) {
    members_.push_back(Member{});
    m = &members_.back();
  }
  m->node = p.src;
  m->multicast = (p.flags & 1) != 0;
  m->lan = static_cast<std::uint32_t>(p.field[1]);  // [choice] the JOIN names the host's segment (digest §2.3)
  m->joinedAt = ep_->now();
  const PacketId id = newControl(*ep_, p.src, kJoinReply, kReplyPort);
  ctx_.sim.packets()[id].field[0] = static_cast<std::uint64_t>(ep_->now());
  ctx_.sim.record(kTrMemberAdded, ep_->node(), p.src, ctx_.sim.packets()[id].uid,
                  static_cast<std::uint32_t>(members_.size()), 0, ep_->now());
  ep_->send(id);
}

void Secretary::onLeave(const Packet& p) {
  const PacketId id = newControl(*ep_, p.src, kLeaveReply, kReplyPort);
  const std::uint32_t uid = ctx_.sim.packets()[id].uid;
  std::size_t i = 0;
  while (i < members_.size() && members_[i].node != p.src) ++i;
  if (i == members_.size()) {
    // Not (or no longer) a member: a repeated LEAVE, or a host the table never had.
    ctx_.sim.record(kTrMemberRemoved, ep_->node(), p.src, uid, static_cast<std::uint32_t>(members_.size()), 0, 0, 1);
  } else {
    departures_.push_back(Departure{p.src, members_[i].joinedAt, ep_->now(), false});
    members_.erase(members_.begin() + static_cast<std::ptrdiff_t>(i));
    ctx_.sim.record(kTrMemberRemoved, ep_->node(), p.src, uid, static_cast<std::uint32_t>(members_.size()), 0,
                    ep_->now() - departures_.back().joinedAt, 0);
  }
  ep_->send(id);
}

void Secretary::shutdown() {
  if (disbanded_) return;
  disbanded_ = true;
  const auto n = static_cast<std::uint32_t>(members_.size());
  for (const Member& m : members_) {
    const PacketId id = newControl(*ep_, m.node, kShutdown, kDataPort);
    ctx_.sim.record(kTrShutdown, ep_->node(), m.node, ctx_.sim.packets()[id].uid, n, 0, ep_->now() - m.joinedAt);
    departures_.push_back(Departure{m.node, m.joinedAt, ep_->now(), true});
    ep_->send(id);
  }
  members_.clear();
}

void Secretary::onPublishRequest(const Packet& p) {
  if (active_.size() >= ctx_.cfg.maxPublishers) {
    ++refusals_;
    const PacketId id = newControl(*ep_, p.src, kPublishRefuse, kReplyPort);
    ctx_.sim.record(kTrRefuse, ep_->node(), p.src, ctx_.sim.packets()[id].uid, activePublishers());
    ep_->send(id);
    return;
  }
  std::vector<MemberView> views;
  Grant g;
  const auto publisherLan = static_cast<std::uint32_t>(p.field[3]);  // [choice] the request names its segment
  for (const Member& m : members_) {
    if (m.node == p.src) continue;  // the publisher's own host is not a receiver
    // [choice] The secretary knows which routers forward multicast from the topology (digest §5 row 26).
    views.push_back(MemberView{m.multicast, m.lan, ctx_.multicastBetween(publisherLan, m.lan)});
    g.members.push_back(m.node);
  }
  const bool forced = p.field[1] != 0;
  const Mode forcedMode = forced ? static_cast<Mode>(p.field[1] - 1) : Mode::kMulticast;
  const ModeChoice c = selectMode((p.flags & 1) != 0, publisherLan, views, ctx_.cfg.threshold, forced, forcedMode);
  g.messageId = static_cast<std::uint32_t>(ctx_.board.grants.size() + 1);
  g.publisher = p.src;
  g.mode = c.mode;
  g.reason = static_cast<std::uint8_t>(c.reason);
  g.tp = RateControl::initialFor(ctx_.cfg.rc, static_cast<RateOption>(p.field[0]));
  g.grantedAt = ep_->now();
  const auto n = static_cast<std::uint32_t>(g.members.size());
  // The unicast list travels with the grant (4 B per member); the snapshot is always sent.
  const PacketId id = newControl(*ep_, p.src, kPublishGrant, kReplyPort, 4 * n);
  ctx_.sim.packets()[id].field[0] = g.messageId;
  ctx_.sim.record(kTrGrant, ep_->node(), p.src, ctx_.sim.packets()[id].uid, g.messageId, n, g.tp,
                  static_cast<std::uint16_t>(static_cast<int>(c.mode) * 16 + static_cast<int>(c.reason)));
  active_.push_back(Active{p.src, g.messageId, ep_->now() + ctx_.cfg.lease});
  armLease();
  ctx_.board.grants.push_back(std::move(g));
  ep_->send(id);
}

void Secretary::inspect(JsonWriter& w) const {
  w.beginObject().field("threshold", ctx_.cfg.threshold).field("max_publishers", ctx_.cfg.maxPublishers);
  w.field("host", ctx_.sim.nodeName(ep_->node())).field("serving", opened_);
  w.field("active_publishers", activePublishers()).field("refusals", refusals_);
  w.field("lease_ns", ctx_.cfg.lease).field("leases_expired", leasesExpired_);
  w.key("active").beginArray();
  for (const Active& a : active_) {
    w.beginObject().field("publisher", ctx_.sim.nodeName(a.publisher)).field("message_id", a.messageId);
    w.field("lease_ends_ns", a.expires).endObject();
  }
  w.endArray();
  w.field("messages_granted", static_cast<std::uint32_t>(ctx_.board.grants.size()));
  w.key("host_table").beginArray();
  for (const Member& m : members_) {
    w.beginObject().field("host", ctx_.sim.nodeName(m.node)).field("multicast", m.multicast);
    w.field("lan", m.lan).field("joined_ns", m.joinedAt).endObject();
  }
  w.endArray();
  w.field("disbanded", disbanded_);
  w.key("departed").beginArray();
  for (const Departure& d : departures_) {
    w.beginObject().field("host", ctx_.sim.nodeName(d.node)).field("joined_ns", d.joinedAt);
    w.field("left_ns", d.leftAt).field("how", d.shutdown ? "SHUTDOWN" : "LEAVE").endObject();
  }
  w.endArray();
  if (!ctx_.board.grants.empty()) {
    const Grant& g = ctx_.board.grants.back();
    w.key("last_grant").beginObject().field("message_id", g.messageId).field("mode", modeName(g.mode));
    w.field("why", modeReasonText(static_cast<ModeReason>(g.reason))).field("tp_ns", g.tp);
    w.field("members", static_cast<std::uint32_t>(g.members.size())).endObject();
  }
  w.key("timers").beginArray();
  if (shutdown_.armed()) writeTimer(w, "shutdown", shutdown_.deadline());
  if (lease_.armed()) writeTimer(w, "lease", lease_.deadline());
  w.endArray();
  w.key("link");
  ep_->inspectLink(w);
  w.endObject();
}

}  // namespace ps::afdp

#include "publisher.h"

#include "../common/timers_json.h"
#include "afdp_trace.h"
#include "mode_selection.h"

namespace ps::afdp {

const char* Publisher::stateName(State s) {
  static const char* n[] = {"IDLE", "REQUEST", "SENDING", "LINGER", "DONE", "REFUSED", "LOCATE"};
  return n[static_cast<int>(s)];
}

Publisher::Publisher(AfdpContext& ctx, Endpoint& ep)
    : ctx_(ctx), ep_(ep), rate_(ctx.cfg.rc, ctx.cfg.rate), secretary_(ctx.secretary) {
  ep_.bind(kReplyPort, this);
  ctx_.naks.attach(ep_);
  ctx_.naks.setSink(ep_.node(), this);
  if (ctx_.cfg.secretary != SecretaryMode::kNamed && ctx_.lanOfNode(ep_.node()) == 0)
    locator_ = std::make_unique<Locator>(ctx_, ep_, *this, false);
}

void Publisher::onSecretaryFound(std::uint32_t secretary) {
  secretary_ = secretary;
  tries_ = 0;
  sendRequest();
}

void Publisher::start() { ep_.arm(retry_, ctx_.cfg.publishAt, this, kRetry); }

void Publisher::sendRequest() {
  state_ = State::kRequest;
  const PacketId id = newControl(ep_, secretary_, kPublishRequest, kPublishPort);
  Packet& p = ctx_.sim.packets()[id];
  p.flags = ctx_.cfg.publisherMulticast ? 1 : 0;
  p.field[0] = static_cast<std::uint64_t>(ctx_.cfg.rate);
  p.field[1] = ctx_.cfg.forced ? static_cast<std::uint64_t>(ctx_.cfg.forcedMode) + 1 : 0;
  p.field[2] = messageBytes();
  p.field[3] = ctx_.lanOfNode(ep_.node());  // [choice] the request names the publisher's segment (digest §2.3)
  ctx_.sim.record(kTrPublishRequest, ep_.node(), secretary_, p.uid, 0, p.sizeBytes,
                  static_cast<std::int64_t>(messageBytes()), static_cast<std::uint16_t>(ctx_.cfg.rate));
  ep_.send(id);
  ++tries_;
  ep_.arm(retry_, ep_.now() + ctx_.cfg.requestTimeout, this, kRetry);
}

void Publisher::onReceive(Endpoint&, const Packet& p) {
  if (state_ != State::kRequest) return;  // a late duplicate reply
  if (p.type == kPublishRefuse) {
    ep_.cancel(retry_);
    ++refusals_;
    const bool again = ctx_.cfg.retryRefused;
    ctx_.sim.record(kTrRefusedIn, ep_.node(), p.src, p.uid, 0, 0, again ? kRefusalRetry : 0, again ? 1 : 0);
    if (again) {
      state_ = State::kIdle;  // [choice] row 21: ask again after 5 s
      ep_.arm(retry_, ep_.now() + kRefusalRetry, this, kRetry);
    } else {
      state_ = State::kRefused;
    }
  } else if (p.type == kPublishGrant) {
    ep_.cancel(retry_);
    onGrant(ctx_.board.grant(static_cast<std::uint32_t>(p.field[0])));
  }
}

void Publisher::onGrant(const Grant& g) {
  msgId_ = g.messageId;
  mode_ = g.mode;
  members_ = g.members;
  grantedAt_ = g.grantedAt;
  rate_.start(g.tp);
  payload_ = mode_ == Mode::kBroadcast ? ctx_.cfg.broadcastBytes : ctx_.cfg.datagramBytes;
  total_ = ctx_.cfg.datagramsFor(mode_, messageBytes());
  nextNew_ = 0;
  retx_.assign(total_, 0);
  retxQueued_ = retxLow_ = 0;
  jobActive_ = false;
  state_ = State::kSending;
  armSlot(ep_.now());
  ep_.arm(decay_, ep_.now() + rate_.decayPeriod(), this, kDecay);
}

void Publisher::onEvent(const Event& ev) {
  switch (ev.kind) {
    case kRetry:
      if (locator_ && locator_->state() == Locator::State::kIdle) {
        state_ = State::kLocate;  // find the secretary first; onSecretaryFound asks
        locator_->find();
      } else if (state_ == State::kIdle || state_ == State::kDone) {
        tries_ = 0;
        sendRequest();
      } else if (state_ == State::kRequest) {
        if (tries_ < ctx_.cfg.requestTries)
          sendRequest();
        else
          state_ = State::kRefused;  // the secretary never answered: give up, visibly
      }
      break;
    case kSlot:
      onSlot();
      break;
    case kDecay:
      if (state_ == State::kSending || state_ == State::kLinger) {
        const SimTime old = rate_.tp();
        if (rate_.onDecayTick())
          ctx_.sim.record(kTrTp, ep_.node(), kNone32, kNone32, msgId_, static_cast<std::uint32_t>(old / kMicrosecond),
                          rate_.tp(), 1);
        ep_.arm(decay_, ep_.now() + rate_.decayPeriod(), this, kDecay);
      }
      break;
    case kLingerEnd:
      if (state_ == State::kLinger) finishMessage();
      break;
    default:
      break;
  }
}

SimTime Publisher::slotLength() const {
  // Time on the wire of one datagram: the send path cannot start the next one sooner.
  std::int64_t bytes = 0;
  for (std::uint32_t i = 0; i < fragmentsOf(payload_); ++i) bytes += fragmentFrameBytes(payload_, i);
  const SimTime wire = transmissionTime(Bytes{bytes}.bits(), ep_.firstHopRate());
  return rate_.tp() > wire ? rate_.tp() : wire;
}

void Publisher::armSlot(SimTime at) {
  lastSlot_ = at;
  ep_.arm(slot_, at, this, kSlot);
}

void Publisher::onSlot() {
  if (state_ != State::kSending) return;
  if (!jobActive_) {
    if (retxQueued_ > 0) {
      while (!retx_[retxLow_]) ++retxLow_;
      retx_[retxLow_] = 0;
      --retxQueued_;
      jobSeq_ = retxLow_;
      jobRetx_ = true;
    } else if (nextNew_ < total_) {
      jobSeq_ = nextNew_++;
      jobRetx_ = false;
    } else {
      enterLinger();
      return;
    }
    jobActive_ = true;
    jobCopy_ = 0;
  }
  if (mode_ == Mode::kUnicast) {
    if (members_.empty()) {
      jobActive_ = false;
    } else {
      sendDatagram(jobSeq_, jobRetx_, members_[jobCopy_]);
      if (++jobCopy_ == members_.size()) jobActive_ = false;
    }
  } else {
    sendDatagram(jobSeq_, jobRetx_, ctx_.groupAddress);
    jobActive_ = false;
  }
  armSlot(ep_.now() + slotLength());
}

void Publisher::sendDatagram(std::uint32_t seq, bool retx, std::uint32_t dst) {
  const std::uint32_t n = fragmentsOf(payload_);
  std::uint32_t firstUid = 0;
  for (std::uint32_t i = 0; i < n; ++i) {
    const PacketId id = ep_.newPacket();
    Packet& p = ctx_.sim.packets()[id];
    p.type = kData;
    p.flags =
        static_cast<std::uint16_t>((retx ? kFlagRetransmission : 0) | (mode_ == Mode::kMulticast   ? kFlagMulticast
                                                                       : mode_ == Mode::kBroadcast ? kFlagBroadcast
                                                                                                   : 0));
    p.dst = dst;
    p.srcPort = kControlPort;  // DATA carries the publisher's control port (§2.2 choice)
    p.dstPort = kDataPort;
    p.seq = seq;
    p.sizeBytes = fragmentFrameBytes(payload_, i);
    p.field[0] = msgId_;
    p.field[1] = total_;
    p.field[2] = static_cast<std::uint64_t>(grantedAt_);
    p.field[3] = packFragment(i, n);
    if (i == 0) firstUid = p.uid;
    wireBytes_[static_cast<int>(mode_)] += p.sizeBytes;
    ep_.send(id);
  }
  ++datagrams_;
  const std::uint32_t peer = mode_ == Mode::kUnicast ? dst : kNone32;
  if (retx) {
    ++retransmissions_;
    ctx_.sim.record(kTrRetransmit, ep_.node(), peer, firstUid, seq, payload_, total_,
                    static_cast<std::uint16_t>(mode_));
  } else {
    if (mode_ != Mode::kUnicast || jobCopy_ == 0) {
      newBytes_ += ctx_.cfg.dataPerDatagram(mode_);
      countPayload(ctx_.cfg.dataPerDatagram(mode_));
    }
    ctx_.sim.record(kTrData, ep_.node(), peer, firstUid, seq, payload_, total_, static_cast<std::uint16_t>(mode_));
  }
}

void Publisher::countPayload(std::uint64_t bytes) {
  const std::int64_t idx = ep_.now() / kBucket;
  // Retire the buckets that left the 1 s window since the newest one.
  for (std::int64_t i = bucketIndex_ + 1; i <= idx && i <= bucketIndex_ + kBuckets; ++i) {
    std::uint64_t& b = buckets_[static_cast<std::size_t>(i % kBuckets)];
    window_ -= b;
    b = 0;
  }
  if (idx > bucketIndex_) bucketIndex_ = idx;
  buckets_[static_cast<std::size_t>(idx % kBuckets)] += bytes;
  window_ += bytes;
  if (window_ > peakWindow_) peakWindow_ = window_;
}

void Publisher::enterLinger() {
  state_ = State::kLinger;
  ctx_.sim.record(kTrLinger, ep_.node(), kNone32, kNone32, msgId_, 0, ctx_.cfg.linger);
  ep_.arm(linger_, ep_.now() + ctx_.cfg.linger, this, kLingerEnd);
}

void Publisher::finishMessage() {
  state_ = State::kDone;
  doneAt_ = ep_.now();
  ++messagesDone_;
  ep_.cancel(decay_);
  const PacketId id = newControl(ep_, secretary_, kPublishDone, kPublishPort);
  ctx_.sim.packets()[id].field[0] = msgId_;
  ctx_.sim.record(kTrPublishDone, ep_.node(), secretary_, ctx_.sim.packets()[id].uid, msgId_,
                  static_cast<std::uint32_t>(retransmissions_), doneAt_ - grantedAt_);
  ep_.send(id);
  if (messagesDone_ >= ctx_.cfg.messages) return;
  if (held_)
    waiting_ = true;  // afdpdist: the next message waits for release()
  else
    ep_.arm(retry_, ep_.now(), this, kRetry);  // the next message
}

void Publisher::release() {
  held_ = false;
  if (!waiting_) return;  // released while the message still lingers: the next follows when it ends
  waiting_ = false;
  ep_.arm(retry_, ep_.now(), this, kRetry);
}

void Publisher::onResendRequest(const ResendRequest& r) {
  NakVerdict verdict = kNakValid;
  std::uint32_t queued = 0, sentLimit = nextNew_;
  if ((state_ != State::kSending && state_ != State::kLinger) || r.messageId != msgId_) {
    verdict = kNakOtherMessage;
  } else {
    std::uint32_t index = kNone32;
    for (std::uint32_t i = 0; i < members_.size(); ++i)
      if (members_[i] == r.subscriber) index = i;
    if (index == kNone32) verdict = kNakNotMember;
    // "Already sent" is sent to the requester: in unicast mode the new packet whose copies are
    // going out (one per slot, in member order) has not been sent to the members after jobCopy_.
    // Without this, at N x Tp > Tw every member's "nothing arrived since the last check" asked for
    // the packet on its way to it, each such NAK counted valid, raised Tp and resent the packet to
    // the whole group, and unicast to 68 members never finished (reproduce E8).
    if (mode_ == Mode::kUnicast && jobActive_ && !jobRetx_ && index != kNone32 && index >= jobCopy_)
      sentLimit = nextNew_ - 1;
    for (const auto& [a, b] : r.ranges)
      for (std::uint32_t s = a; s <= b && s < sentLimit; ++s) ++queued;
    if (index != kNone32 && queued == 0) verdict = kNakNotSent;
  }
  if (verdict != kNakValid) {
    ++invalidNaks_;
    ctx_.sim.record(kTrNakIn, ep_.node(), r.subscriber, kNone32, r.missing(), 0, r.messageId, verdict);
    return;
  }
  ++validNaks_;
  // [P] first increase Tp, then service the request.
  const SimTime old = rate_.tp();
  rate_.onValidNak();
  ctx_.sim.record(kTrNakIn, ep_.node(), r.subscriber, kNone32, r.missing(), queued, r.messageId, verdict);
  ctx_.sim.record(kTrTp, ep_.node(), kNone32, kNone32, msgId_, static_cast<std::uint32_t>(old / kMicrosecond),
                  rate_.tp(), 0);
  for (const auto& [a, b] : r.ranges)
    for (std::uint32_t s = a; s <= b && s < sentLimit; ++s)
      if (!retx_[s]) {
        retx_[s] = 1;
        ++retxQueued_;
        if (s < retxLow_) retxLow_ = s;
      }
  if (state_ == State::kLinger) {
    ep_.cancel(linger_);
    state_ = State::kSending;
    const SimTime next = lastSlot_ + slotLength();
    armSlot(next > ep_.now() ? next : ep_.now());
  }
}

void Publisher::inspect(JsonWriter& w) const {
  w.beginObject().field("state", stateName(state_)).field("message_id", msgId_);
  w.field("mode", modeName(mode_)).field("rate_option", rateOptionName(ctx_.cfg.rate));
  if (msgId_ > 0) w.field("mode_reason", modeReasonText(static_cast<ModeReason>(ctx_.board.grant(msgId_).reason)));
  w.field("tp_ns", rate_.tp()).field("tp_floor_ns", rate_.floor()).field("tp_ceiling_ns", rate_.ceiling());
  w.field("total", total_).field("next_new", nextNew_).field("payload_bytes", payload_);
  w.field("retransmit_queue", retxQueued_);
  if (jobActive_) w.field("sending_seq", jobSeq_).field("sending_copy", jobCopy_);
  w.field("members", static_cast<std::uint32_t>(members_.size()));
  w.field("datagrams_sent", datagrams_).field("retransmissions", retransmissions_);
  w.field("valid_naks", validNaks_).field("invalid_naks", invalidNaks_);
  w.field("payload_sent_bytes", newBytes_).field("messages_done", messagesDone_);
  w.field("secretary", ctx_.sim.nodeName(secretary_)).field("refusals", refusals_);
  if (locator_) {
    w.key("locator");
    locator_->inspect(w);
  }
  w.key("timers").beginArray();
  if (slot_.armed()) writeTimer(w, "next datagram", slot_.deadline());
  if (decay_.armed()) writeTimer(w, "Tp decay", decay_.deadline());
  if (linger_.armed()) writeTimer(w, "linger", linger_.deadline());
  if (retry_.armed()) writeTimer(w, "request retry", retry_.deadline());
  w.endArray();
  w.key("link");
  ep_.inspectLink(w);
  w.endObject();
}

}  // namespace ps::afdp

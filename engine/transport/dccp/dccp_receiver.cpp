#include "dccp_receiver.h"

#include "dccp_trace.h"
#include "rounding.h"

namespace ps::dccp {

DccpReceiver::DccpReceiver(const transport::FlowWiring& w, const DccpConfig& cfg)
    : w_(w), cfg_(cfg), conn_(w, *w.dst, w.src->node(), DccpState::kListen, cfg.sequenceWindow) {
  if (cfg_.ccid == 2)
    ccid2_ = std::make_unique<Ccid2Receiver>(cfg_.ccid2Receiver);
  else
    tfrc_ = std::make_unique<TfrcReceiver>(cfg_.tfrcReceiver);
}

void DccpReceiver::sendControl(DccpType t, std::uint8_t resetCode) {
  Outgoing o;
  o.type = t;
  o.resetCode = resetCode;
  const Sent s = conn_.send(o);
  conn_.sim().record(kTrDccpControl, w_.dst->node(), w_.flow, s.uid, static_cast<std::uint32_t>(s.seq), resetCode,
                     static_cast<std::int64_t>(s.seq), static_cast<std::uint16_t>(t));
}

// ---- handshake ------------------------------------------------------------------------------

void DccpReceiver::onRequest(const Header& h) {
  conn_.setIsr(h.seq);
  // RFC 4340 §6.3.1, server priority: the first entry of the server's list the client also named.
  negotiated_ = 0;
  for (std::uint8_t c : cfg_.serverCcids) {
    for (int k = 0; k < 4 && negotiated_ == 0; ++k)
      if (((h.extra >> (8 * k)) & 0xFF) == c) negotiated_ = c;
    if (negotiated_ != 0) break;
  }
  conn_.chooseIss(1);
  sendResponse();
  conn_.setState(DccpState::kRespond);
}

void DccpReceiver::sendResponse() {
  Outgoing o;
  o.type = DccpType::kResponse;
  // Confirm L(CCID): type, length, feature, the chosen value, then the server's preference list.
  o.optionBytes = 4 + static_cast<std::uint32_t>(cfg_.serverCcids.size());
  o.extra = negotiated_;
  for (std::size_t i = 0; i < cfg_.serverCcids.size() && i < 8; ++i)
    o.field3 |= static_cast<std::uint64_t>(cfg_.serverCcids[i]) << (8 * i);
  const Sent s = conn_.send(o);
  responseSeq_ = s.seq;
  responseAt_ = conn_.now();
  conn_.sim().record(kTrDccpControl, w_.dst->node(), w_.flow, s.uid, static_cast<std::uint32_t>(s.seq), negotiated_,
                     static_cast<std::int64_t>(s.seq), static_cast<std::uint16_t>(DccpType::kResponse));
}

// ---- arriving packets -----------------------------------------------------------------------

void DccpReceiver::onPacket(const Packet& p) {
  const Header h = conn_.arrive(p);
  switch (conn_.state()) {
    case DccpState::kListen:
      if (h.type == DccpType::kRequest) onRequest(h);
      return;
    case DccpState::kRespond:
      if (h.type == DccpType::kRequest) {
        sendResponse();  // the client did not get it
        return;
      }
      if (h.type == DccpType::kReset) {
        conn_.setState(DccpState::kClosed);
        return;
      }
      if (h.type != DccpType::kAck && h.type != DccpType::kDataAck && h.type != DccpType::kData) return;
      if (h.type != DccpType::kData && h.ack == responseSeq_) {
        handshakeRtt_ = conn_.now() - responseAt_;
        if (tfrc_) tfrc_->setHandshakeRtt(handshakeRtt_);
      }
      conn_.setState(DccpState::kOpen);
      break;
    case DccpState::kOpen:
      if (h.type == DccpType::kClose) {
        conn_.sim().scheduler().cancel(delayedAck_);
        sendControl(DccpType::kReset, static_cast<std::uint8_t>(ResetCode::kClosed));
        conn_.setState(DccpState::kClosed);
        return;
      }
      if (h.type == DccpType::kReset) {
        conn_.sim().scheduler().cancel(delayedAck_);
        conn_.setState(DccpState::kClosed);
        return;
      }
      break;
    case DccpState::kClosed:
      if (h.type != DccpType::kReset)
        sendControl(DccpType::kReset, static_cast<std::uint8_t>(ResetCode::kNoConnection));
      return;
    default:
      return;
  }
  onData(h, p);
}

void DccpReceiver::onData(const Header& h, const Packet& p) {
  const SimTime now = conn_.now();
  const bool isData = carriesData(h.type);
  const auto payload = static_cast<std::uint32_t>(isData ? p.field[3] : 0);
  if (isData) {
    ++dataPackets_;
    dataBytes_ += payload;
  }
  if (ccid2_) {
    if (isData && h.extra != 0 && h.extra != ccid2_->ackRatio()) {  // Change L(Ack Ratio) from the sender
      ccid2_->setAckRatio(h.extra);
      confirmAckRatio_ = true;
    }
    if (h.type == DccpType::kDataAck || h.type == DccpType::kAck) ccid2_->onAckOfAck(h.ack);
    const bool gap = !ccid2_->vector().empty() && h.seq > ccid2_->vector().head() + 1;
    if (isData)
      conn_.sim().record(kTrDccpReceive, w_.dst->node(), w_.flow, p.uid, static_cast<std::uint32_t>(h.seq), payload,
                         static_cast<std::int64_t>(h.seq), gap ? 1 : 0);
    if (ccid2_->onPacket(now, h.seq, isData))
      sendCcid2Ack(gap ? kAckGap : kAckRatioReached);
    else
      syncTimer(conn_.sim().scheduler(), delayedAck_, ccid2_->delayedAckDeadline(), this, kEvDelayedAck);
    return;
  }
  const std::uint64_t highest = tfrc_->detector().started() ? tfrc_->detector().highest() : 0;
  const std::uint64_t eventsBefore = tfrc_->lossEvents();
  const std::uint64_t feedbacksBefore = tfrc_->feedbacksSent();
  const bool feedback = tfrc_->onPacket(now, h.seq, isData, payload, h.ccval, h.ndp);
  if (isData)
    conn_.sim().record(kTrDccpReceive, w_.dst->node(), w_.flow, p.uid, static_cast<std::uint32_t>(h.seq), payload,
                       static_cast<std::int64_t>(h.seq), h.seq > highest + 1 && highest != 0 ? 1 : 0);
  for (const LostPacket& lp : tfrc_->lastLost())
    conn_.sim().record(kTrDccpLost, w_.dst->node(), w_.flow, kNone32, static_cast<std::uint32_t>(lp.seq), 0,
                       static_cast<std::int64_t>(lp.seq));
  if (tfrc_->lossEvents() != eventsBefore) {
    const auto avg = tfrc_->history().average();
    conn_.sim().record(kTrTfrcLossEvent, w_.dst->node(), w_.flow, kNone32,
                       static_cast<std::uint32_t>(tfrc_->lossEvents()), static_cast<std::uint32_t>(roundInt(avg.iMean)),
                       static_cast<std::int64_t>(tfrc_->history().eventStart()), eventsBefore == 0 ? 1 : 0);
  }
  if (!feedback) return;
  std::uint16_t cause = kAckOncePerRtt;
  if (feedbacksBefore == 0)
    cause = kAckFirstData;
  else if (tfrc_->lossEvents() != lossEventsAtFeedback_)
    cause = kAckLossEvent;
  sendFeedback(cause);
}

// ---- acknowledgements -----------------------------------------------------------------------

void DccpReceiver::sendCcid2Ack(std::uint16_t cause) {
  const AckVector& v = ccid2_->vector();
  Outgoing o;
  o.type = DccpType::kAck;
  o.optionBytes = static_cast<std::uint32_t>(v.optionBytes()) + (confirmAckRatio_ ? kAckRatioOptionBytes : 0);
  o.field3 = v.encodedBytes();
  o.ackExplicit = true;
  o.ack = v.head();
  const Sent s = conn_.send(o);
  ccid2_->onAckSent(s.seq);
  confirmAckRatio_ = false;
  conn_.sim().scheduler().cancel(delayedAck_);
  conn_.sim().record(kTrDccpAck, w_.dst->node(), w_.flow, s.uid, static_cast<std::uint32_t>(s.seq), o.optionBytes,
                     static_cast<std::int64_t>(o.ack), cause);
}

void DccpReceiver::sendFeedback(std::uint16_t cause) {
  const TfrcFeedback fb = tfrc_->makeFeedback(conn_.now());
  lossEventsAtFeedback_ = tfrc_->lossEvents();
  Outgoing o;
  o.type = DccpType::kAck;
  o.optionBytes = kElapsedTimeOptionBytes + kReceiveRateOptionBytes + kLossEventRateOptionBytes;
  const SimTime units = fb.elapsed / (10 * kMicrosecond);  // Elapsed Time counts 10-microsecond units
  o.extra = static_cast<std::uint32_t>(units < 0xFFFFFFFF ? units : 0xFFFFFFFF);
  o.field3 = packFeedback(fb.xRecvBps, fb.p);
  o.ackExplicit = true;
  o.ack = fb.ackSeq;
  const Sent s = conn_.send(o);
  conn_.sim().record(kTrDccpAck, w_.dst->node(), w_.flow, s.uid, static_cast<std::uint32_t>(s.seq), o.optionBytes,
                     static_cast<std::int64_t>(o.ack), cause);
}

void DccpReceiver::onEvent(const Event& ev) {
  if (ev.kind != kEvDelayedAck || !ccid2_ || !conn_.is(DccpState::kOpen)) return;
  if (fireDue(conn_.sim().scheduler(), delayedAck_, ccid2_->delayedAckDeadline(), this, kEvDelayedAck))
    sendCcid2Ack(kAckDelayed);
}

}  // namespace ps::dccp

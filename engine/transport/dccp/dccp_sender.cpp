// Long file: the DCCP client is one state machine (RFC 4340 section 8: REQUEST, PARTOPEN, OPEN,
// CLOSING, TIMEWAIT) driving either CCID, and its handlers share the connection state; splitting
// them would scatter one machine over files. The CCIDs themselves live in ccid2.* and tfrc_*.
#include "dccp_sender.h"

#include <cmath>

#include "dccp_receiver.h"
#include "dccp_trace.h"
#include "rounding.h"

namespace ps::dccp {

namespace {
std::uint32_t invP(double p) {
  if (!(p > 0)) return 0;
  const double v = std::ceil(1 / p);
  return v < 4294967295.0 ? static_cast<std::uint32_t>(v) : 4294967295u;
}
}  // namespace

DccpSender::DccpSender(const transport::FlowWiring& w, const DccpConfig& cfg, const DccpReceiver* peer)
    : w_(w), cfg_(cfg), peer_(peer), conn_(w, *w.src, w.dst->node(), DccpState::kClosed, cfg.sequenceWindow) {
  if (cfg_.ccid == 2) {
    Ccid2SenderConfig c = cfg_.ccid2;
    c.s = cfg_.packetSize;
    ccid2_ = std::make_unique<Ccid2Sender>(c);
  } else {
    TfrcSenderConfig c = cfg_.tfrc;
    c.s = cfg_.packetSize;
    tfrc_ = std::make_unique<TfrcSender>(c);
  }
  ackRatioSent_ = 2;  // RFC 4340 §11.3: the Ack Ratio feature's initial value, known to both ends
}

// ---- handshake (RFC 4340 §8.1) ---------------------------------------------------------------

void DccpSender::open() {
  if (!conn_.is(DccpState::kClosed) || conn_.packetsSent() > 0) return;
  conn_.chooseIss(0);
  firstRequestAt_ = conn_.now();
  connRto_ = cfg_.requestRto;
  sendRequest();
  conn_.setState(DccpState::kRequest);
  armConnTimer(connRto_);
}

void DccpSender::sendRequest() {
  Outgoing o;
  o.type = DccpType::kRequest;
  o.optionBytes = kChangeCcidOptionBytes;  // Change R(CCID, our preference)
  o.extra = cfg_.ccid;
  o.field3 = cfg_.serviceCode;
  const Sent s = conn_.send(o);
  requests_.pushBack({s.seq, conn_.now()});
  conn_.sim().record(kTrDccpControl, w_.src->node(), w_.flow, s.uid, static_cast<std::uint32_t>(s.seq), cfg_.ccid,
                     static_cast<std::int64_t>(s.seq), static_cast<std::uint16_t>(DccpType::kRequest));
}

void DccpSender::sendControl(DccpType t, std::uint8_t resetCode) {
  Outgoing o;
  o.type = t;
  o.resetCode = resetCode;
  const Sent s = conn_.send(o);
  conn_.sim().record(kTrDccpControl, w_.src->node(), w_.flow, s.uid, static_cast<std::uint32_t>(s.seq), resetCode,
                     static_cast<std::int64_t>(s.seq), static_cast<std::uint16_t>(t));
}

void DccpSender::armConnTimer(SimTime delay) {
  conn_.sim().scheduler().arm(connTimer_, conn_.now() + delay, this, kEvConnTimer);
}

void DccpSender::onResponse(const Header& h, const Packet& p) {
  SimTime sentAt = -1;
  for (std::size_t i = 0; i < requests_.size(); ++i)
    if (requests_[i].seq == h.ack) sentAt = requests_[i].at;
  if (sentAt < 0) return;  // acknowledges no Request of ours
  conn_.setIsr(h.seq);
  conn_.sim().scheduler().cancel(connTimer_);
  negotiated_ = static_cast<std::uint8_t>(h.extra & 0xFF);
  handshakeRtt_ = conn_.now() - sentAt;
  if (negotiated_ != cfg_.ccid) {  // an empty Confirm: no CCID both ends accept
    sendControl(DccpType::kReset, static_cast<std::uint8_t>(ResetCode::kOptionError));
    conn_.setState(DccpState::kClosed);
    return;
  }
  conn_.sim().record(kTrDccpNegotiated, w_.src->node(), w_.flow, kNone32, negotiated_,
                     static_cast<std::uint32_t>(p.field[3]), handshakeRtt_);
  sendControl(DccpType::kAck);
  conn_.setState(DccpState::kPartOpen);
  connRto_ = cfg_.partOpenRto;
  armConnTimer(connRto_);
  if (tfrc_) {
    tfrc_->start(conn_.now());
    tfrc_->onHandshakeRtt(conn_.now(), handshakeRtt_);
    traceRate();
    syncNofeedbackTimer();
  }
  trySend();
}

// ---- application ----------------------------------------------------------------------------

bool DccpSender::write(std::uint64_t bytes) {
  if (closeWanted_) return false;
  if (bytes == transport::kUnlimited) {
    greedy_ = true;
  } else {
    if (queue_.size() >= cfg_.sendBuffer) {
      ++bufferDrops_;
      conn_.sim().record(kTrDccpBufferDrop, w_.src->node(), w_.flow, kNone32, static_cast<std::uint32_t>(queue_.size()),
                         static_cast<std::uint32_t>(bytes));
      return false;
    }
    queue_.pushBack(static_cast<std::uint32_t>(bytes));
  }
  trySend();
  return true;
}

void DccpSender::close() {
  closeWanted_ = true;
  greedy_ = false;
  if (canSendData() && queue_.empty()) beginClose();
}

void DccpSender::beginClose() {
  if (!canSendData()) return;
  auto& sched = conn_.sim().scheduler();
  sched.cancel(paceTimer_);
  sched.cancel(rtoTimer_);
  sched.cancel(nofeedbackTimer_);
  sendControl(DccpType::kClose);
  conn_.setState(DccpState::kClosing);
  connRto_ = cfg_.closeRto;
  firstRequestAt_ = conn_.now();  // the give-up clock now times the close
  armConnTimer(connRto_);
}

// ---- data -----------------------------------------------------------------------------------

void DccpSender::trySend() {
  if (!canSendData()) return;
  if (closeWanted_ && !hasData()) {
    beginClose();
    return;
  }
  const SimTime now = conn_.now();
  if (tfrc_) {
    if (!hasData()) return;
    tfrc_->noteBacklog(now);
    if (tfrc_->nextSendTime() <= now) sendData();
    if (!canSendData() || !hasData()) return;
    const SimTime next = tfrc_->nextSendTime();
    if (!paceTimer_.armed() || paceTimer_.deadline() != next)
      conn_.sim().scheduler().arm(paceTimer_, next, this, kEvPace);
  } else {
    while (canSendData() && hasData() && ccid2_->canSend()) sendData();
    syncCcid2Timer();
  }
}

void DccpSender::sendData() {
  const SimTime now = conn_.now();
  std::uint32_t size = cfg_.packetSize;
  if (!greedy_) {
    size = queue_.front();
    queue_.popFront();
  }
  Outgoing o;
  o.payload = size;
  o.field3 = size;  // the payload length (a real receiver reads it from the IP and DCCP headers)
  bool dataAck = conn_.is(DccpState::kPartOpen);  // RFC 4340 §8.1.5: every PARTOPEN packet acknowledges
  if (ccid2_) {
    // RFC 4341 §6.1.1: acknowledge the receiver's Acks at least once per window, so it can trim.
    if (newAckSinceAckOfAck_ && dataSinceAckOfAck_ >= ccid2_->cwnd()) dataAck = true;
    if (ccid2_->ackRatio() != ackRatioSent_) {  // Change L(Ack Ratio)
      ackRatioSent_ = ccid2_->ackRatio();
      o.extra = ackRatioSent_;
      o.optionBytes += kAckRatioOptionBytes;
    }
  } else {
    o.ccval = tfrc_->onDataSent(now);
  }
  o.type = dataAck ? DccpType::kDataAck : DccpType::kData;
  if (dataAck && ccid2_) {
    newAckSinceAckOfAck_ = false;
    dataSinceAckOfAck_ = 0;
    ackedAckSeq_ = conn_.gsr();
  }
  const Sent s = conn_.send(o);
  if (ccid2_) {
    ccid2_->onDataSent(now, s.seq);
    ++dataSinceAckOfAck_;
  } else {
    sendTimes_.pushBack({s.seq, now});
  }
  ++dataSent_;
  bytesSent_ += size;
  conn_.sim().record(kTrDccpData, w_.src->node(), w_.flow, s.uid, static_cast<std::uint32_t>(s.seq), size,
                     static_cast<std::int64_t>(s.seq),
                     static_cast<std::uint16_t>(o.ccval | (dataAck ? 16 : 0) | (tfrc_ ? 32 : 0)));
}

// ---- arriving packets -----------------------------------------------------------------------

void DccpSender::onPacket(const Packet& p) {
  if (conn_.is(DccpState::kClosed) || conn_.is(DccpState::kTimeWait)) return;
  const Header h = conn_.arrive(p);
  auto& sched = conn_.sim().scheduler();
  switch (h.type) {
    case DccpType::kReset:
      sched.cancel(paceTimer_);
      sched.cancel(rtoTimer_);
      sched.cancel(nofeedbackTimer_);
      if (conn_.is(DccpState::kClosing)) {
        conn_.setState(DccpState::kTimeWait);
        armConnTimer(cfg_.timeWait);
        transferComplete();
      } else {
        sched.cancel(connTimer_);
        conn_.setState(DccpState::kClosed);
      }
      return;
    case DccpType::kResponse:
      if (conn_.is(DccpState::kRequest))
        onResponse(h, p);
      else if (conn_.is(DccpState::kPartOpen))
        sendControl(DccpType::kAck);  // our Ack was lost
      return;
    case DccpType::kCloseReq:
      if (canSendData()) {
        closeWanted_ = true;
        greedy_ = false;
        queue_.clear();
        beginClose();
      }
      return;
    case DccpType::kAck:
    case DccpType::kDataAck:
    case DccpType::kData:
      break;
    default:
      return;  // Request, Close, Sync, SyncAck: not expected from the server (Sync not modelled)
  }
  if (conn_.is(DccpState::kPartOpen)) {
    sched.cancel(connTimer_);
    conn_.setState(DccpState::kOpen);
  }
  if (!conn_.is(DccpState::kOpen) || h.type == DccpType::kData) return;
  if (tfrc_)
    onFeedback(h, p);
  else
    onCcid2Ack(h, p);
}

void DccpSender::onFeedback(const Header& h, const Packet& p) {
  while (!sendTimes_.empty() && sendTimes_.front().seq < h.ack) sendTimes_.popFront();
  if (sendTimes_.empty() || sendTimes_.front().seq != h.ack) return;  // names no data packet of ours
  const SimTime now = conn_.now();
  const SimTime elapsed = static_cast<SimTime>(h.extra) * 10 * kMicrosecond;
  const SimTime rSample = now - sendTimes_.front().at - elapsed;
  const double xRecv = feedbackReceiveRate(p.field[3]);
  const double pReported = feedbackLossEventRate(p.field[3]);
  // Without the Loss Intervals option the sender learns of a new loss event from a higher p.
  const bool newLoss = pReported > lastReportedP_;
  lastReportedP_ = pReported;
  tfrc_->onFeedback(now, rSample, xRecv, pReported, newLoss);
  ++feedbacks_;
  conn_.sim().record(kTrTfrcFeedback, w_.src->node(), w_.flow, p.uid,
                     static_cast<std::uint32_t>(xRecv < 4294967295.0 ? xRecv : 4294967295.0), invP(pReported), rSample);
  traceRate();
  syncNofeedbackTimer();
  trySend();
}

void DccpSender::traceRate() {
  conn_.sim().record(kTrTfrcRate, w_.src->node(), w_.flow, kNone32,
                     static_cast<std::uint32_t>(roundInt(tfrc_->rtt() * 1e6)), invP(tfrc_->p()),
                     roundInt(tfrc_->x() * 8), tfrc_->rateCause());
}

void DccpSender::onCcid2Ack(const Header& h, const Packet& p) {
  if (!peer_) return;
  const std::uint64_t ackedBefore = ccid2_->dataAcked();
  const std::uint64_t congestionBefore = ccid2_->congestionEvents();
  const std::uint32_t ratioBefore = ccid2_->ackRatio();
  // The receiver's live Ack Vector: on a FIFO path the states at or below this Ack's number are
  // exactly those it carried (dccp_build.cpp explains the shortcut).
  ccid2_->onAck(conn_.now(), h.seq, h.ack, peer_->ackVector());
  newAckSinceAckOfAck_ = true;
  conn_.sim().record(kTrCcid2AckIn, w_.src->node(), w_.flow, p.uid,
                     static_cast<std::uint32_t>(ccid2_->dataAcked() - ackedBefore), ccid2_->cwnd(),
                     static_cast<std::int64_t>(h.ack));
  if (ccid2_->congestionEvents() != congestionBefore)
    conn_.sim().record(kTrCcid2Loss, w_.src->node(), w_.flow, kNone32, static_cast<std::uint32_t>(ccid2_->ssthresh()),
                       ccid2_->cwnd(), static_cast<std::int64_t>(ccid2_->lastCongestionSeq()));
  if (ccid2_->ackRatio() != ratioBefore)
    conn_.sim().record(kTrCcid2AckRatio, w_.src->node(), w_.flow, kNone32, ratioBefore, ccid2_->ackRatio(), 0,
                       ccid2_->ackRatioCause());
  trySend();
}

void DccpSender::syncCcid2Timer() {
  syncTimer(conn_.sim().scheduler(), rtoTimer_, ccid2_->rtoDeadline(), this, kEvRto);
}
void DccpSender::syncNofeedbackTimer() {
  syncTimer(conn_.sim().scheduler(), nofeedbackTimer_, tfrc_->nofeedbackDeadline(), this, kEvNofeedback);
}

// ---- timers ---------------------------------------------------------------------------------

void DccpSender::onEvent(const Event& ev) {
  auto& sched = conn_.sim().scheduler();
  const SimTime now = conn_.now();
  switch (ev.kind) {
    case kEvConnTimer: {
      std::uint16_t which = kTimerTimeWait;
      if (conn_.is(DccpState::kTimeWait)) {
        conn_.sim().record(kTrDccpTimer, w_.src->node(), w_.flow, kNone32, 0, 0, 0, which);
        conn_.setState(DccpState::kClosed);
        return;
      }
      const bool giveUp = now - firstRequestAt_ >= cfg_.requestGiveUp;
      if (conn_.is(DccpState::kRequest))
        which = kTimerRequest;
      else if (conn_.is(DccpState::kPartOpen))
        which = kTimerPartOpen;
      else if (conn_.is(DccpState::kClosing))
        which = kTimerClose;
      else
        return;
      if (giveUp && which != kTimerPartOpen) {  // RFC 4340 §8.1.1: give up after a few minutes
        conn_.sim().record(kTrDccpTimer, w_.src->node(), w_.flow, kNone32, 0, 0, 0, which);
        sendControl(DccpType::kReset, static_cast<std::uint8_t>(ResetCode::kAborted));
        conn_.setState(DccpState::kClosed);
        if (which == kTimerClose) transferComplete();
        return;
      }
      if (which == kTimerRequest)
        sendRequest();
      else if (which == kTimerPartOpen)
        sendControl(DccpType::kAck);
      else
        sendControl(DccpType::kClose);
      connRto_ = 2 * connRto_ < cfg_.requestRtoMax ? 2 * connRto_ : cfg_.requestRtoMax;
      armConnTimer(connRto_);
      conn_.sim().record(kTrDccpTimer, w_.src->node(), w_.flow, kNone32, 0, 0, connRto_, which);
      return;
    }
    case kEvPace:
      trySend();
      return;
    case kEvRto:
      if (!ccid2_ || !canSendData() || !fireDue(sched, rtoTimer_, ccid2_->rtoDeadline(), this, kEvRto)) return;
      {
        const std::uint32_t ratioBefore = ccid2_->ackRatio();
        ccid2_->onRtoExpired(now);
        conn_.sim().record(kTrCcid2Timeout, w_.src->node(), w_.flow, kNone32,
                           static_cast<std::uint32_t>(ccid2_->ssthresh()), ccid2_->cwnd(), ccid2_->rto());
        if (ccid2_->ackRatio() != ratioBefore)
          conn_.sim().record(kTrCcid2AckRatio, w_.src->node(), w_.flow, kNone32, ratioBefore, ccid2_->ackRatio(), 0,
                             ccid2_->ackRatioCause());
      }
      trySend();
      return;
    case kEvNofeedback:
      if (!tfrc_ || !canSendData() ||
          !fireDue(sched, nofeedbackTimer_, tfrc_->nofeedbackDeadline(), this, kEvNofeedback))
        return;
      tfrc_->onNofeedbackTimer(now);
      conn_.sim().record(kTrTfrcNofeedback, w_.src->node(), w_.flow, kNone32,
                         static_cast<std::uint32_t>((tfrc_->nofeedbackDeadline() - now) / kMillisecond), 0,
                         roundInt(tfrc_->x() * 8), tfrc_->nofeedbackBranch());
      syncNofeedbackTimer();
      trySend();
      return;
    default:
      return;
  }
}

// ---- probe ----------------------------------------------------------------------------------

transport::SenderProbe DccpSender::probe() const {
  transport::SenderProbe pr;
  pr.dataPacketsSent = dataSent_;
  if (tfrc_) {
    pr.rateBps = tfrc_->x() * 8;
    pr.lossEventRate = tfrc_->p();
    pr.srtt = secondsToNs(tfrc_->rtt());
    pr.rto = secondsToNs(tfrc_->rto());
    pr.lossEvents = peer_ ? peer_->lossEvents() : 0;
    pr.timeouts = tfrc_->nofeedbackExpiries();
    pr.phase = tfrc_->slowStart() ? "slow start" : "equation";
  } else {
    const double s = cfg_.packetSize;
    pr.cwndBytes = ccid2_->cwnd() * s;
    pr.ssthreshBytes = static_cast<double>(ccid2_->ssthresh()) * s;
    pr.flightBytes = ccid2_->pipe() * s;
    pr.srtt = ccid2_->rtt().srtt();
    pr.rto = ccid2_->rto();
    pr.lossEvents = ccid2_->congestionEvents();
    pr.timeouts = ccid2_->timeouts();
    pr.phase = ccid2_->slowStart() ? "slow start" : "congestion avoidance";
  }
  return pr;
}

}  // namespace ps::dccp

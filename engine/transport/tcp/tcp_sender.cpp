// Long file: the TCP sender is one event-to-action machine (RFC 793 states, RFC 5681/6582 fast
// retransmit and recovery, RFC 6298 timer) whose handlers share SND.UNA/NXT and the timers;
// congestion control is already split out (congestion/), the rest is kept together to read as one.
#include "tcp_sender.h"

#include "../../protocols/common/timers_json.h"
#include "../trace_kinds.h"

namespace ps::transport {

namespace {
constexpr std::uint64_t kUnlimitedEnd = std::uint64_t{1} << 62;
constexpr SimTime kSynTimeoutRto = 3 * kSecond;  // RFC 6298 (5.7)

AnyCongestionControl makePolicy(TcpVariant v) {
  switch (v) {
    case TcpVariant::kTahoe:
      return Tahoe{};
    case TcpVariant::kNewReno:
      return NewReno{};
    case TcpVariant::kReno:
      break;
  }
  return Reno{};
}
}  // namespace

TcpSender::TcpSender(const FlowWiring& w, const TcpConfig& cfg)
    : w_(w),
      cfg_(cfg),
      state_(*w.sim, w.src->node(), kTrTcpState, TcpState::kClosed, w.flow),
      policy_(makePolicy(cfg.variant)),
      rtt_(cfg_.rto) {
  cc_.smss = cfg_.mss;
  cc_.lossWindowSegments = cfg_.lossWindowSegments;
  cc_.dupThresh = cfg_.dupThresh;
  cc_.abcLimit = cfg_.abcLimit;
  cc_.byteCounting = cfg_.byteCounting;
  cc_.newrenoExitFlight = cfg_.newrenoExitFlight;
  cc_.cwnd = cfg_.initialWindow();
  cc_.ssthresh = cfg_.initialSsthresh > 0 ? cfg_.initialSsthresh : kInfiniteSsthresh;
  rwnd_ = cfg_.rcvBuffer;  // both ends share the flow's settings: the window the receiver will advertise
}

SimTime TcpSender::rto() const {
  // RFC 6298: the estimator's RTO, at least 3 s after a SYN timeout until the first sample (5.7),
  // doubled once per backoff (5.5) up to the maximum.
  SimTime r = rtt_.baseRto();
  if (rtoFloor_ > r) r = rtoFloor_;
  const unsigned backoffs = rtt_.backoffs() + (state_.is(TcpState::kSynSent) ? synBackoffs_ : 0);
  for (unsigned i = 0; i < backoffs && r < cfg_.rto.maxRto; ++i) r *= 2;
  return r > cfg_.rto.maxRto ? cfg_.rto.maxRto : r;
}

// ---- the application ---------------------------------------------------------------------------

void TcpSender::open() {
  if (!cfg_.handshake) {  // ns-2's one-way TCP: the connection exists from the start
    sndUna_ = sndNxt_ = sndMax_ = 1;
    establish();
    return;
  }
  state_.set(TcpState::kSynSent);  // RFC 793 §3.4: send SYN, enter SYN-SENT
  sndUna_ = 0;
  sendControl(kTcpSyn, 0, kCtlSyn);
  sndNxt_ = sndMax_ = 1;
  timing_ = true;  // the SYN's round trip is the first sample unless it is retransmitted (Karn)
  timedSeq_ = 0;
  timedAt_ = sim().now();
  armRtx();
}

bool TcpSender::write(std::uint64_t bytes) {
  if (closing_ || unlimited_) return true;
  if (bytes == kUnlimited || bytes >= kUnlimitedEnd - appEnd_) {
    unlimited_ = true;
    appEnd_ = kUnlimitedEnd;
  } else {
    appEnd_ += bytes;
  }
  trySend();
  return true;
}

void TcpSender::close() {
  if (closing_) return;
  closing_ = true;
  if (unlimited_) {  // a greedy stream ends with what has been sent
    unlimited_ = false;
    appEnd_ = sndMax_ > 1 ? sndMax_ : 1;
  }
  if (!cfg_.handshake && sndUna_ >= appEnd_ && state_.is(TcpState::kEstablished)) {
    transferComplete();
    return;
  }
  trySend();
}

// ---- the state machine --------------------------------------------------------------------------

void TcpSender::establish() {
  state_.set(TcpState::kEstablished);
  if (synRetransmitted_) {
    cc_.cwnd = cfg_.mss;         // RFC 5681 §3.1: IW is one segment after a lost SYN or SYN-ACK
    rtoFloor_ = kSynTimeoutRto;  // RFC 6298 (5.7)
  }
  tracedPhase_ = cc_.phase();
  trySend();
}

void TcpSender::onPacket(const Packet& p) {
  const TcpSegment s = TcpSegment::read(p, cfg_.headerBytes());
  switch (state_.get()) {
    case TcpState::kSynSent:
      // RFC 793 §3.4: a SYN-ACK acknowledging our SYN completes the handshake (the ACK rides on the
      // first data segment, or goes alone when there is nothing to send yet).
      if (!s.syn() || !s.hasAck() || s.ack != 1) return;
      sndUna_ = 1;
      rwnd_ = s.window;
      if (timing_) rtt_.sample(sim().now() - timedAt_);
      timing_ = false;
      rtx_.stop();
      establish();
      if (sndNxt_ == 1) sendControl(kTcpAckFlag, 1, kCtlAck);
      return;
    case TcpState::kEstablished:
    case TcpState::kFinWait1:
    case TcpState::kFinWait2:
      if (s.syn()) {  // our handshake ACK was lost and the SYN-ACK came again
        sendControl(kTcpAckFlag, sndNxt_, kCtlAck);
        return;
      }
      onAck(p);
      if (s.fin() && (state_.is(TcpState::kFinWait1) || state_.is(TcpState::kFinWait2))) {
        peerAck_ = s.seq + 1;  // RFC 793 §3.5: acknowledge the peer's FIN and wait 2 MSL
        sendControl(kTcpAckFlag, sndNxt_, kCtlFinAck);
        state_.set(finAcked_ ? TcpState::kTimeWait : TcpState::kClosing);
        if (finAcked_) sim().scheduler().arm(timeWait_, sim().now() + cfg_.timeWait, this, kTimeWaitTimer);
      }
      return;
    case TcpState::kClosing:
      onAck(p);
      if (finAcked_) {
        state_.set(TcpState::kTimeWait);
        sim().scheduler().arm(timeWait_, sim().now() + cfg_.timeWait, this, kTimeWaitTimer);
      }
      return;
    case TcpState::kTimeWait:
      if (s.fin()) sendControl(kTcpAckFlag, sndNxt_, kCtlFinAck);  // our last ACK was lost
      return;
    default:
      return;  // CLOSED: nothing to do (no RST is modelled)
  }
}

void TcpSender::onAck(const Packet& p) {
  const TcpSegment s = TcpSegment::read(p, cfg_.headerBytes());
  if (!s.hasAck() || s.ack > sndMax_ || s.ack < sndUna_) return;  // not for data we sent, or old
  const bool windowChanged = s.window != rwnd_;
  rwnd_ = s.window;
  if (s.ack > sndUna_) {
    onNewAck(p, s.ack);
    return;
  }
  // RFC 5681 §2: a duplicate ACK has (a) data outstanding, (b) no data, (c) no SYN or FIN,
  // (d) ack = SND.UNA and (e) the same window.
  if (sndMax_ > sndUna_ && s.payload == 0 && !s.syn() && !s.fin() && !windowChanged) onDuplicateAck(p, s.ack);
}

void TcpSender::onNewAck(const Packet& p, std::uint64_t ack) {
  const TcpSegment s = TcpSegment::read(p, cfg_.headerBytes());
  AckEvent e;
  e.ack = ack;
  e.newlyAcked = ack - sndUna_;
  e.flightBefore = sndMax_ - sndUna_;
  e.highData = sndMax_;
  const bool finNowAcked = finSent_ && !finAcked_ && ack == finSeq() + 1;
  sndUna_ = ack;
  if (sndNxt_ < sndUna_) sndNxt_ = sndUna_;  // after go-back-N the receiver may have had more
  e.flightAfter = sndMax_ - sndUna_;
  dupAcks_ = 0;
  // RTT: an echoed timestamp (RFC 7323 §4.1), or the timed segment when it is covered (Karn).
  if (cfg_.timestamps && s.timestamp > 0) {
    rtt_.sample(sim().now() - static_cast<SimTime>(s.timestamp - 1));
    rtoFloor_ = 0;
  } else if (timing_ && ack > timedSeq_) {
    rtt_.sample(sim().now() - timedAt_);
    timing_ = false;
    rtoFloor_ = 0;
  }
  const CcAction a = std::visit([&](auto& cc) { return cc.onNewAck(cc_, e); }, policy_);
  sim().record(kTrTcpAckIn, w_.src->node(), w_.flow, p.uid, static_cast<std::uint32_t>(e.newlyAcked),
               static_cast<std::uint32_t>(cc_.cwnd > 0xffffffffu ? 0xffffffffu : cc_.cwnd),
               static_cast<std::int64_t>(ack));
  apply(a, e);
  // RFC 6298 (5.2)/(5.3): stop the timer when everything is acknowledged, else restart it (NewReno
  // keeps it running on partial ACKs after the first).
  if (sndUna_ >= sndMax_)
    rtx_.stop();
  else if (a.timer != CcAction::Timer::kKeep)
    armRtx();
  if (finNowAcked) {
    finAcked_ = true;
    if (state_.is(TcpState::kFinWait1)) state_.set(TcpState::kFinWait2);
    transferComplete();
  } else if (!cfg_.handshake && closing_ && sndUna_ >= appEnd_) {
    transferComplete();
  }
  trySend();
  tracePhase();
}

void TcpSender::onDuplicateAck(const Packet& p, std::uint64_t ack) {
  ++dupAcks_;
  AckEvent e;
  e.ack = ack;
  e.flightBefore = e.flightAfter = sndMax_ - sndUna_;
  e.highData = sndMax_;
  e.dupAcks = dupAcks_;
  const CcAction a = std::visit([&](auto& cc) { return cc.onDupAck(cc_, e); }, policy_);
  sim().record(kTrTcpDupAck, w_.src->node(), w_.flow, p.uid, dupAcks_,
               static_cast<std::uint32_t>(cc_.cwnd > 0xffffffffu ? 0xffffffffu : cc_.cwnd),
               static_cast<std::int64_t>(ack));
  apply(a, e);
  // RFC 3042: on the first two duplicates, one new segment each if the receiver's window allows
  // and no more than cwnd + 2 SMSS would be outstanding.
  if (cfg_.limitedTransmit && !cc_.inRecovery && dupAcks_ < cc_.dupThresh && a.event == CcAction::Event::kNone &&
      sndNxt_ == sndMax_ && sndNxt_ < dataEnd()) {
    const std::uint64_t left = dataEnd() - sndNxt_;
    const auto len = static_cast<std::uint32_t>(left < cfg_.mss ? left : cfg_.mss);
    const std::uint64_t out = sndMax_ - sndUna_ + len;
    if (out <= cc_.cwnd + 2 * std::uint64_t{cfg_.mss} && out <= rwnd_) sendData(sndNxt_, len, kRetxFast);
  }
  trySend();
  tracePhase();
}

void TcpSender::apply(const CcAction& a, const AckEvent& e) {
  const std::uint64_t ack = e.ack;
  using E = CcAction::Event;
  const auto cwnd32 = static_cast<std::uint32_t>(cc_.cwnd > 0xffffffffu ? 0xffffffffu : cc_.cwnd);
  const auto ss32 = static_cast<std::uint32_t>(cc_.ssthresh > 0xffffffffu ? 0xffffffffu : cc_.ssthresh);
  switch (a.event) {
    case E::kEnterRecovery:
    case E::kTahoeLoss:
      ++fastRetransmits_;
      noteLossEvent();
      sim().record(kTrTcpFastRetransmit, w_.src->node(), w_.flow, kNone32, ss32, cwnd32,
                   static_cast<std::int64_t>(sndUna_), a.event == E::kTahoeLoss ? kFrTahoe : kFrEnter);
      break;
    case E::kIgnoredDupAcks:
      sim().record(kTrTcpFastRetransmit, w_.src->node(), w_.flow, kNone32, ss32, cwnd32,
                   static_cast<std::int64_t>(sndUna_), kFrNewRenoIgnored);
      break;
    case E::kPartialAck:
      sim().record(kTrTcpPartialAck, w_.src->node(), w_.flow, kNone32, static_cast<std::uint32_t>(e.newlyAcked), cwnd32,
                   static_cast<std::int64_t>(ack));
      break;
    case E::kExitRecovery:
      sim().record(kTrTcpRecoveryExit, w_.src->node(), w_.flow, kNone32, ss32, cwnd32, static_cast<std::int64_t>(ack),
                   cfg_.variant == TcpVariant::kNewReno ? 0 : 1);
      break;
    case E::kNone:
      break;
  }
  if (a.goBackN) sndNxt_ = sndUna_;
  if (a.retransmitFirst) {
    retransmitFirst(a.event == E::kPartialAck ? kRetxPartialAck : kRetxFast);
    if (a.timer != CcAction::Timer::kKeep) armRtx();
  }
}

void TcpSender::onTimeout() {
  ++timeouts_;
  timing_ = false;                      // Karn: nothing in flight can be timed any more
  if (state_.is(TcpState::kSynSent)) {  // retransmit the SYN with the backed-off RTO
    synRetransmitted_ = true;
    ++synBackoffs_;
    sim().record(kTrTcpTimeout, w_.src->node(), w_.flow, kNone32, 0, 0, rto(),
                 static_cast<std::uint16_t>(synBackoffs_));
    sendControl(kTcpSyn, 0, kCtlSyn);
    armRtx();
    return;
  }
  if (sndUna_ >= sndMax_) return;  // nothing outstanding (a stale expiry)
  TimeoutEvent e;
  e.flight = sndMax_ - sndUna_;
  e.highData = sndMax_;
  e.repeated = rtt_.backoffs() > 0;
  std::visit([&](auto& cc) { cc.onTimeout(cc_, e); }, policy_);
  noteLossEvent();
  rtt_.backoff();  // (5.5)
  dupAcks_ = 0;
  sndNxt_ = sndUna_;  // go-back-N
  sim().record(kTrTcpTimeout, w_.src->node(), w_.flow, kNone32,
               static_cast<std::uint32_t>(cc_.ssthresh > 0xffffffffu ? 0xffffffffu : cc_.ssthresh),
               static_cast<std::uint32_t>(cc_.cwnd), rto(), static_cast<std::uint16_t>(rtt_.backoffs()));
  retransmitFirst(kRetxTimeout);  // (5.4)
  armRtx();                       // (5.6)
  tracePhase();
}

void TcpSender::onEvent(const Event& ev) {
  if (ev.kind == kRtxTimer) {
    if (rtx_.expired(sim().scheduler(), this, kRtxTimer)) onTimeout();
  } else if (ev.kind == kTimeWaitTimer) {
    state_.set(TcpState::kClosed);
  }
}

// ---- sending ------------------------------------------------------------------------------------

void TcpSender::trySend() {
  const TcpState st = state_.get();
  if (st != TcpState::kEstablished && st != TcpState::kFinWait1 && st != TcpState::kClosing) return;
  const std::uint64_t wnd = cc_.cwnd < rwnd_ ? cc_.cwnd : rwnd_;
  while (sndNxt_ < dataEnd()) {
    const std::uint64_t left = dataEnd() - sndNxt_;
    const auto len = static_cast<std::uint32_t>(left < cfg_.mss ? left : cfg_.mss);
    if (sndNxt_ - sndUna_ + len > wnd) break;  // the whole segment must fit the window
    if (cfg_.sndBuffer > 0 && sndNxt_ + len > sndUna_ + cfg_.sndBuffer) break;
    sendData(sndNxt_, len, kRetxGoBackN);
  }
  if (closing_ && cfg_.handshake && sndNxt_ == finSeq() && dataEnd() == finSeq() && !finAcked_) {
    sendControl(kTcpFin | kTcpAckFlag, finSeq(), kCtlFin);  // RFC 793 §3.5: FIN after the last byte
    finSent_ = true;
    sndNxt_ = finSeq() + 1;
    if (sndNxt_ > sndMax_) sndMax_ = sndNxt_;
    if (state_.is(TcpState::kEstablished)) state_.set(TcpState::kFinWait1);
  }
  if (sndMax_ > sndUna_ && !rtx_.armed()) armRtx();  // (5.1)
}

void TcpSender::sendData(std::uint64_t seq, std::uint32_t len, std::uint16_t cause) {
  Simulation& sim = *w_.sim;
  const PacketId id = newFlowPacket(*w_.src, w_.dst->node(), w_);
  Packet& p = sim.packets()[id];
  TcpSegment s;
  s.flags = kTcpAckFlag;
  s.seq = seq;
  s.ack = peerAck_;
  s.window = cfg_.rcvBuffer;
  s.timestamp = cfg_.timestamps ? static_cast<std::uint64_t>(sim.now()) + 1 : 0;
  s.payload = len;
  s.write(p, cfg_.headerBytes());
  const bool retransmission = seq < sndMax_;
  ++dataSent_;
  if (retransmission) {
    ++retransmissions_;
    timing_ = false;  // Karn
    sim.record(kTrTcpRetransmit, w_.src->node(), w_.flow, p.uid, static_cast<std::uint32_t>(seq), len,
               static_cast<std::int64_t>(seq), cause);
  } else {
    if (!cfg_.timestamps && !timing_) {
      timing_ = true;
      timedSeq_ = seq;
      timedAt_ = sim.now();
    }
    sim.record(kTrTcpData, w_.src->node(), w_.flow, p.uid, static_cast<std::uint32_t>(seq), len,
               static_cast<std::int64_t>(seq));
  }
  if (seq == sndNxt_) sndNxt_ += len;
  if (seq + len > sndMax_) sndMax_ = seq + len;
  w_.src->send(id);
}

void TcpSender::retransmitFirst(std::uint16_t cause) {
  if (finSent_ && sndUna_ == finSeq()) {  // only the FIN is outstanding
    sendControl(kTcpFin | kTcpAckFlag, finSeq(), kCtlFin);
    if (sndNxt_ <= finSeq()) sndNxt_ = finSeq() + 1;
    ++retransmissions_;
    return;
  }
  const std::uint64_t end = finSent_ ? finSeq() : (dataEnd() < sndMax_ ? sndMax_ : dataEnd());
  const std::uint64_t left = end - sndUna_;
  sendData(sndUna_, static_cast<std::uint32_t>(left < cfg_.mss ? left : cfg_.mss), cause);
}

void TcpSender::sendControl(std::uint16_t flags, std::uint64_t seq, std::uint16_t what) {
  Simulation& sim = *w_.sim;
  const PacketId id = newFlowPacket(*w_.src, w_.dst->node(), w_);
  Packet& p = sim.packets()[id];
  TcpSegment s;
  s.flags = flags;
  s.seq = seq;
  s.ack = flags & kTcpAckFlag ? peerAck_ : 0;
  s.window = cfg_.rcvBuffer;
  s.timestamp = cfg_.timestamps ? static_cast<std::uint64_t>(sim.now()) + 1 : 0;
  s.write(p, cfg_.headerBytes());
  sim.record(kTrTcpControl, w_.src->node(), w_.flow, p.uid, static_cast<std::uint32_t>(seq), 0,
             static_cast<std::int64_t>(seq), what);
  w_.src->send(id);
}

void TcpSender::noteLossEvent() {
  const SimTime now = sim().now();
  if (lastLossEvent_ < 0 || now - lastLossEvent_ > rtt_.srtt()) {
    ++lossEvents_;
    lastLossEvent_ = now;
  }
}

void TcpSender::tracePhase() {
  const CcPhase p = cc_.phase();
  if (p == tracedPhase_) return;
  sim().record(kTrTcpPhase, w_.src->node(), w_.flow, kNone32, static_cast<std::uint32_t>(tracedPhase_),
               static_cast<std::uint32_t>(p), static_cast<std::int64_t>(cc_.cwnd));
  tracedPhase_ = p;
}

// ---- observation --------------------------------------------------------------------------------

SenderProbe TcpSender::probe() const {
  SenderProbe pr;
  pr.cwndBytes = static_cast<double>(cc_.cwnd);
  pr.ssthreshBytes = cc_.ssthresh >= kInfiniteSsthresh ? std::nan("") : static_cast<double>(cc_.ssthresh);
  pr.flightBytes = static_cast<double>(sndMax_ - sndUna_);
  pr.srtt = rtt_.srtt();
  pr.rto = rto();
  pr.dataPacketsSent = dataSent_;
  pr.retransmissions = retransmissions_;
  pr.lossEvents = lossEvents_;
  pr.timeouts = timeouts_;
  pr.phase = ccPhaseName(cc_.phase());
  return pr;
}

void TcpSender::inspect(JsonWriter& w) const {
  w.beginObject()
      .field("flow", w_.name)
      .field("variant", congestionControlName(policy_))
      .field("state", tcpStateName(state_.get()))
      .field("phase", ccPhaseName(cc_.phase()))
      .field("cwnd_bytes", cc_.cwnd)
      .key("ssthresh_bytes");
  if (cc_.ssthresh >= kInfiniteSsthresh)
    w.null();
  else
    w.value(cc_.ssthresh);
  w.field("flight_bytes", sndMax_ - sndUna_)
      .field("rwnd_bytes", rwnd_)
      .field("mss_bytes", cfg_.mss)
      .field("snd_una", sndUna_)
      .field("snd_nxt", sndNxt_)
      .field("snd_max", sndMax_)
      .field("dupacks", dupAcks_)
      .field("in_recovery", cc_.inRecovery);
  if (cfg_.variant == TcpVariant::kNewReno) w.field("recover", cc_.recover);
  w.key("app_bytes");
  if (unlimited_)
    w.value("unlimited");
  else
    w.value(appEnd_ - 1);
  w.field("srtt_ns", rtt_.srtt())
      .field("rttvar_ns", rtt_.rttvar())
      .field("rto_ns", rto())
      .field("backoffs", rtt_.backoffs())
      .field("rtt_samples", rtt_.samples())
      .field("segments_sent", dataSent_)
      .field("retransmissions", retransmissions_)
      .field("fast_retransmits", fastRetransmits_)
      .field("timeouts", timeouts_)
      .field("loss_events", lossEvents_)
      .key("timers")
      .beginArray();
  if (rtx_.armed()) writeTimer(w, "retransmission", rtx_.deadline());
  if (timeWait_.armed()) writeTimer(w, "time-wait", timeWait_.deadline());
  w.endArray().key("link");
  w_.src->inspectLink(w);
  w.endObject();
}

}  // namespace ps::transport

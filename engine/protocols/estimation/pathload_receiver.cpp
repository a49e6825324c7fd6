#include "pathload_receiver.h"

#include <algorithm>
#include <cmath>

#include "../common/timers_json.h"
#include "trace_kinds.h"

namespace ps::estimation {

PathloadReceiver::PathloadReceiver(Endpoint& ep, std::uint32_t senderNode, std::uint32_t flow,
                                   const PathloadConfig& cfg)
    : ep_(ep),
      sender_(senderNode),
      flow_(flow),
      cfg_(cfg),
      nic_(cfg.coalescencePackets, fromSeconds(cfg.coalescenceTimeoutUs * 1e-6), cfg.clockOffsetUs,
           cfg.clockGranularityUs),
      streamLength_(cfg.streamLength) {
  ep_.bind(cfg_.udpPort, this);
}

void PathloadReceiver::start() {
  phase_ = "connecting";
  sendAwaited(kHello, static_cast<std::uint64_t>(cfg_.lt.maxPayload), 0, 0);
  if (cfg_.timeout > 0) ep_.arm(timeoutTimer_, ep_.now() + cfg_.timeout, this, kTimeout);
}

void PathloadReceiver::sendControl(std::uint32_t code, std::uint64_t a, std::uint64_t b, std::uint64_t c) {
  const PacketId id = ep_.newPacket();
  Packet& p = ep_.sim().packets()[id];
  p.type = kControl;
  p.dst = sender_;
  p.flow = flow_;
  p.srcPort = cfg_.udpPort;
  p.dstPort = cfg_.tcpPort;
  p.field[0] = code;
  p.field[1] = a;
  p.field[2] = b;
  p.field[3] = c;
  p.sizeBytes = 40 + 4 * (code == kSendFleet ? 5 : 2);  // SEND_FLEET carries rate, L, K, T
  controlBytes_ += p.sizeBytes;
  ep_.sim().record(kPlControl, ep_.node(), sender_, p.uid, code, p.sizeBytes, static_cast<std::int64_t>(a));
  ep_.send(id);
}

void PathloadReceiver::sendAwaited(std::uint32_t code, std::uint64_t a, std::uint64_t b, std::uint64_t c) {
  awaitCode_ = code;
  awaitArgs_[0] = a;
  awaitArgs_[1] = b;
  awaitArgs_[2] = c;
  rto_ = cfg_.controlRto;
  sendControl(code, a, b, c);
  ep_.arm(resendTimer_, ep_.now() + rto_, this, kResend);
}

void PathloadReceiver::answered() {
  awaitCode_ = 0;
  ep_.cancel(resendTimer_);
}

void PathloadReceiver::onReceive(Endpoint&, const Packet& p) {
  if (done_) return;
  if (p.type == kProbe) return onProbe(p);
  if (p.type == kTrainPacket) return onTrainPacket(p);
  if (p.type != kControl) return;
  switch (static_cast<std::uint32_t>(p.field[0])) {
    case kHelloReply:
      if (awaitCode_ == kHello) onHelloReply(p);
      break;
    case kFinishedTrain:
      onFinishedTrain(static_cast<int>(p.field[1]));
      break;
    case kRecvFleet:
      if (awaitCode_ == kSendFleet && p.field[1] == fleetId_) answered();
      break;
    case kFinishedStream:
      onFinishedStream(static_cast<std::uint32_t>(p.field[1]), static_cast<int>(p.field[2]));
      break;
    default:
      break;
  }
}

void PathloadReceiver::onHelloReply(const Packet& p) {
  answered();
  maxPayload_ = std::min(cfg_.lt.maxPayload, static_cast<int>(p.field[1]));
  const double sndLat = static_cast<double>(p.field[2]);
  // min_time_interval = max(2 max(snd, rcv latency), 7 us), whole microseconds (1.3.2 start-up).
  minTimeIntervalUs_ = static_cast<int>(std::ceil(std::max(2 * std::max(sndLat, cfg_.rcvLatencyUs), 7.0)));
  maxRate_ = (maxPayload_ + 28) * 8.0 / minTimeIntervalUs_;
  minRate_ = (cfg_.lt.minPayload + 28) * 8.0 / 200000.0;  // MAX_TIME_INTERVAL = 200 ms
  phase_ = "measuring the dispersion rate (ADR)";
  trainAttempt_ = 0;
  trainNext_ = 0;
  trainInOrder_ = true;
  trainArrivalUs_.assign(static_cast<std::size_t>(kTrainLengths[0]) + 1, -1.0);
  sendControl(kSendTrain, 0);
}

void PathloadReceiver::onTrainPacket(const Packet& p) {
  if (static_cast<int>(p.field[0]) != trainAttempt_ || trainDecided_ == trainAttempt_) return;
  const int i = static_cast<int>(p.seq);
  if (i != trainNext_) trainInOrder_ = false;  // a gap or reordering: the train is bad
  if (i < static_cast<int>(trainArrivalUs_.size())) {
    trainArrivalUs_[static_cast<std::size_t>(i)] = static_cast<double>(clockUs());
    nic_.arrive(ep_.now(), &trainArrivalUs_[static_cast<std::size_t>(i)]);
  }
  trainNext_ = i + 1;
}

void PathloadReceiver::onFinishedTrain(int attempt) {
  if (attempt == trainDecided_) {  // the sender repeated itself: answer again
    sendControl(trainGood_ ? kGoodTrain : kBadTrain, static_cast<std::uint64_t>(attempt) + 1);
    return;
  }
  if (attempt != trainAttempt_) return;
  nic_.flush(ep_.now());
  trainDecided_ = attempt;
  const int n = kTrainLengths[attempt];  // packets 1..n span the estimate (packet 0 is skipped)
  const bool all = trainInOrder_ && trainNext_ == n + 1;
  double estimate = 0;
  {  // the estimate from the packets that did arrive, first (after 0) to last
    int first = -1, last = -1;
    for (int i = 1; i <= n; ++i)
      if (trainArrivalUs_[static_cast<std::size_t>(i)] >= 0) {
        if (first < 0) first = i;
        last = i;
      }
    if (first >= 0 && last > first) {
      const double span =
          trainArrivalUs_[static_cast<std::size_t>(last)] - trainArrivalUs_[static_cast<std::size_t>(first)];
      if (span > 0) estimate = (maxPayload_ + 28) * 8.0 * (last - first) / span;
    }
  }
  trainGood_ = all && estimate > 0;
  ep_.sim().record(kPlTrainResult, ep_.node(), sender_, kNone32, static_cast<std::uint32_t>(attempt),
                   static_cast<std::uint32_t>(trainNext_), static_cast<std::int64_t>(estimate * 1e6),
                   trainGood_ ? 1 : 0);
  if (trainGood_) {
    adr_ = estimate;
    // Interrupt-coalescence check: more than 60 % of the gaps back to back.
    int b2b = 0;
    for (int i = 1; i <= n; ++i)
      if (trainArrivalUs_[static_cast<std::size_t>(i)] - trainArrivalUs_[static_cast<std::size_t>(i - 1)] <=
          std::max(7.0, 3 * cfg_.rcvLatencyUs))
        ++b2b;
    icFlagged_ = b2b > 0.6 * n;
    sendControl(kGoodTrain, static_cast<std::uint64_t>(attempt) + 1);
    beginSearch();
    return;
  }
  if (estimate > 0) trainEstimates_.push_back(estimate);
  if (attempt + 1 >= kTrainAttempts) {
    double sum = 0;
    for (double e : trainEstimates_) sum += e;
    adr_ = trainEstimates_.empty() ? 0 : sum / static_cast<double>(trainEstimates_.size());
    beginSearch();
    return;
  }
  ep_.arm(badTrainTimer_, ep_.now() + 10 * kMillisecond, this, kBadTrainWait);  // 1.3.2 waits 10 ms
}

void PathloadReceiver::beginSearch() {
  search_.start(adr_, minRate_, maxRate_, cfg_.omegaMbps, cfg_.chiMbps);
  phase_ = "probing fleets";
  nextFleet(false);
}

void PathloadReceiver::nextFleet(bool repeat) {
  if (cfg_.maxFleets > 0 && static_cast<int>(fleets_.size()) >= cfg_.maxFleets) return finish(StopCause::kFleetCap);
  if (!repeat) {
    LtLimits lim = cfg_.lt;
    lim.maxPayload = maxPayload_;
    lim.minTimeIntervalUs = minTimeIntervalUs_;
    const StreamParams next = calcParam(search_.state().rate, lim, params_, search_.state().rMin, search_.state().gMax);
    if (!next.ok) {
      search_.stopParamLimit();
      return finish(StopCause::kParamLimit);
    }
    params_ = next;
    search_.setRate(next.rateMbps);
  }
  ++fleetId_;
  stream_ = 0;
  lossyStreams_ = 0;
  classes_.clear();
  detail_.clear();
  fleetOpen_ = true;
  FleetRecord rec;
  rec.id = fleetId_;
  rec.start = ep_.now();
  rec.requestedMbps = params_.rateMbps;
  rec.payloadBytes = params_.payloadBytes;
  rec.periodUs = params_.periodUs;
  fleets_.push_back(rec);
  nic_.flush(ep_.now());
  sendUs_.assign(static_cast<std::size_t>(streamLength_), -1.0);
  recvUs_.assign(static_cast<std::size_t>(streamLength_), -1.0);
  expected_ = 0;
  ep_.sim().record(kPlFleetStart, ep_.node(), sender_, kNone32, fleetId_, static_cast<std::uint32_t>(params_.periodUs),
                   static_cast<std::int64_t>(params_.rateMbps * 1e6), static_cast<std::uint16_t>(params_.payloadBytes));
  // K rides in the payload word's high half only when the IC branch changed it (the sender
  // otherwise keeps 1.3.2's K).
  const std::uint64_t k = streamLength_ != cfg_.streamLength ? static_cast<std::uint64_t>(streamLength_) << 32 : 0;
  sendAwaited(kSendFleet, fleetId_, static_cast<std::uint64_t>(params_.payloadBytes) | k,
              static_cast<std::uint64_t>(params_.periodUs));
}

void PathloadReceiver::onProbe(const Packet& p) {
  if (!fleetOpen_ || p.field[0] != fleetId_ || static_cast<int>(p.field[1]) != stream_) return;
  if (awaitCode_ == kSendFleet) answered();  // the fleet has begun: RECV_FLEET was lost or is late
  const int id = static_cast<int>(p.seq);
  if (id < expected_ || id >= streamLength_) return;  // late (reordered) packets count as lost
  sendUs_[static_cast<std::size_t>(id)] = static_cast<double>(p.field[2]);
  recvUs_[static_cast<std::size_t>(id)] = static_cast<double>(clockUs());
  nic_.arrive(ep_.now(), &recvUs_[static_cast<std::size_t>(id)]);
  expected_ = id + 1;
}

void PathloadReceiver::onFinishedStream(std::uint32_t fleet, int sid) {
  if (fleet == decidedFleet_ && sid == decidedStream_) {  // a repeat: answer as before
    sendControl(decidedCode_, fleet, static_cast<std::uint64_t>(sid));
    return;
  }
  if (!fleetOpen_ || fleet != fleetId_ || sid != stream_) return;
  nic_.flush(ep_.now());
  StreamAnalysis a = analyseStream(sendUs_, recvUs_, cfg_.rule);
  if (cfg_.coalescenceBranch && icFlagged_ && !coalescenceBranch(a)) return;
  const bool lossy = a.lossPercent >= cfg_.lossLossyPercent && a.lossPercent < cfg_.lossAbortPercent;
  if (lossy) ++lossyStreams_;
  ++stream_;
  const SimTime v = static_cast<SimTime>(streamLength_) * params_.periodUs * kMicrosecond;
  const bool slow = v >= cfg_.slowLinkStream;
  const bool last = stream_ >= cfg_.streamsPerFleet || slow;
  const bool abort =
      a.lossPercent >= cfg_.lossAbortPercent || (last && lossyStreams_ * 100.0 / stream_ >= cfg_.lossyStreamsPercent);
  if (!abort) {
    addSenderGaps(sendUs_, gaps_);
    classes_.push_back(a.cls);
  }
  StreamSummary s{a.lossPercent, a.pct, a.pdt, a.pctClass, a.pdtClass, abort ? Trend::kDiscard : a.cls};
  fleets_.back().streams.push_back(s);
  const auto classes = static_cast<std::uint16_t>(static_cast<int>(a.cls) | (static_cast<int>(a.pctClass) << 4) |
                                                  (static_cast<int>(a.pdtClass) << 8) | (a.analysed ? 1 << 12 : 0) |
                                                  (abort ? 1 << 13 : 0));
  ep_.sim().record(kPlStream, ep_.node(), sender_, kNone32, static_cast<std::uint32_t>(sid),
                   static_cast<std::uint32_t>(a.lost), packPctPdt(a.pct, a.pdt), classes);
  detail_.push_back(std::move(a));
  decidedFleet_ = fleet;
  decidedStream_ = sid;
  decidedCode_ = abort ? kAbortFleet : kContinueStream;
  sendControl(decidedCode_, fleet, static_cast<std::uint64_t>(sid));
  sendUs_.assign(static_cast<std::size_t>(streamLength_), -1.0);
  recvUs_.assign(static_cast<std::size_t>(streamLength_), -1.0);
  expected_ = 0;
  if (abort || last) endFleet(abort);
}

bool PathloadReceiver::coalescenceBranch(StreamAnalysis& a) {
  const double limit = std::max(7.0, 3 * cfg_.rcvLatencyUs);  // the ADR check's back-to-back limit
  switch (icStream(sendUs_, recvUs_, cfg_.rule, limit, icCounts_, a, icSend_, icRecv_)) {
    case IcAction::kLowerBound:
      finish(StopCause::kIcLowerBound);
      return false;
    case IcAction::kLongerStreams:
      streamLength_ = kIcStreamLength;  // from the next fleet on
      return true;
    case IcAction::kAnalysed:
    case IcAction::kDiscarded:
    default:
      return true;
  }
}

void PathloadReceiver::endFleet(bool aborted) {
  fleetOpen_ = false;
  FleetRecord& rec = fleets_.back();
  rec.end = ep_.now();
  Trend verdict = Trend::kIncreasing;  // an aborted fleet counts as increasing (§2.6)
  if (aborted) {
    rec.verdict = kVerdictAborted;
    rec.actualMbps = rec.requestedMbps;
  } else {
    const SimTime v = static_cast<SimTime>(streamLength_) * params_.periodUs * kMicrosecond;
    const bool slow = v >= cfg_.slowLinkStream;
    const FleetVerdict fv = fleetVerdict(classes_, slow ? 0 : cfg_.streamsPerFleet, cfg_.rule);
    rec.increasing = fv.increasing;
    rec.noTrend = fv.noTrend;
    rec.usable = fv.usable;
    if (fv.verdict == Trend::kDiscard) {
      rec.verdict = kVerdictBad;
      rec.after = search_.state();
      ep_.sim().record(kPlFleetVerdict, ep_.node(), sender_, kNone32, rec.id,
                       static_cast<std::uint32_t>((fv.increasing << 16) | (fv.noTrend << 8) | fv.usable),
                       static_cast<std::int64_t>(rec.requestedMbps * 1e6), kVerdictBad);
      if (++badFleets_ > cfg_.retryBadFleets) return finish(StopCause::kFrequentCs);
      return nextFleet(true);  // repeated once at the same rate (NUM_RETRY_CS)
    }
    badFleets_ = 0;
    verdict = fv.verdict;
    rec.verdict = verdict == Trend::kIncreasing ? kVerdictIncreasing
                  : verdict == Trend::kNoTrend  ? kVerdictNoTrend
                                                : kVerdictGrey;
    // The sender's achieved period (§2.8) replaces the rate.
    const int actualT = gaps_.count > 0 ? static_cast<int>(gaps_.sumUs / gaps_.count) : params_.periodUs;
    search_.recordActualRate(rec.requestedMbps, params_.payloadBytes, actualT);
    rec.actualMbps = search_.state().rate;
    gaps_ = GapSums{};
  }
  ep_.sim().record(kPlFleetVerdict, ep_.node(), sender_, kNone32, rec.id,
                   static_cast<std::uint32_t>((rec.increasing << 16) | (rec.noTrend << 8) | rec.usable),
                   static_cast<std::int64_t>(rec.actualMbps * 1e6), rec.verdict);
  const bool more = search_.adjust(verdict);
  rec.after = search_.state();
  const SearchState& st = search_.state();
  ep_.sim().record(kPlBracket, ep_.node(), sender_, kNone32, static_cast<std::uint32_t>(std::llround(st.gMin * 1000)),
                   static_cast<std::uint32_t>(std::llround(st.gMax * 1000)), packPair(st.rMin, st.rMax));
  if (!more) return finish(search_.cause());
  ep_.sim().record(kPlNextRate, ep_.node(), sender_, kNone32, rec.id, 0, static_cast<std::int64_t>(st.rate * 1e6),
                   st.exponential ? 1 : 0);
  nextFleet(false);
}

void PathloadReceiver::finish(StopCause c) {
  if (done_) return;
  if (search_.cause() == StopCause::kNone) search_.stop(c);
  done_ = true;
  fleetOpen_ = false;
  endTime_ = ep_.now();
  phase_ = "done";
  answered();
  ep_.cancel(badTrainTimer_);
  ep_.cancel(timeoutTimer_);
  search_.reportedRange(lo_, hi_);
  if (!fleets_.empty() && fleets_.back().end == 0) fleets_.back().end = endTime_;
  sendControl(kTerminate);
  ep_.sim().record(kPlDone, ep_.node(), sender_, kNone32, static_cast<std::uint32_t>(fleets_.size()),
                   static_cast<std::uint32_t>((endTime_ - cfg_.start) / kMillisecond), packPair(lo_, hi_),
                   static_cast<std::uint16_t>(search_.cause()));
}

void PathloadReceiver::onEvent(const Event& ev) {
  if (done_) return;
  switch (ev.kind) {
    case kResend:
      if (awaitCode_ == 0) break;
      ep_.sim().record(kPlResend, ep_.node(), sender_, kNone32, awaitCode_, 0, rto_);
      rto_ *= 2;
      sendControl(awaitCode_, awaitArgs_[0], awaitArgs_[1], awaitArgs_[2]);
      ep_.arm(resendTimer_, ep_.now() + rto_, this, kResend);
      break;
    case kBadTrainWait:
      ++trainAttempt_;
      trainNext_ = 0;
      trainInOrder_ = true;
      trainArrivalUs_.assign(static_cast<std::size_t>(kTrainLengths[trainAttempt_]) + 1, -1.0);
      sendControl(kBadTrain, static_cast<std::uint64_t>(trainAttempt_));
      break;
    case kTimeout:
      finish(StopCause::kTimeout);
      break;
    default:
      break;
  }
}

}  // namespace ps::estimation

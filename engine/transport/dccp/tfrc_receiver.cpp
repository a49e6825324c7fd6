#include "tfrc_receiver.h"

#include <cmath>

#include "tfrc_equation.h"

namespace ps::dccp {

namespace {
constexpr double kRttWeight = 0.9;  // as the sender's q (RFC 5348 §4.3)
std::uint8_t counterDiff(std::uint8_t a, std::uint8_t b) { return static_cast<std::uint8_t>((a - b) & 0xF); }
}  // namespace

void TfrcReceiver::setHandshakeRtt(SimTime r) {
  if (r > 0) rtt_ = toSeconds(r);
}

void TfrcReceiver::sampleRttFromCounter(SimTime now, std::uint8_t ccval) {
  if (!refValid_) {
    refValid_ = true;
    refT_ = now;
    refCcval_ = ccval;
    return;
  }
  const std::uint8_t d = counterDiff(ccval, refCcval_);
  if (d < 4) return;
  if (d < 8 && now > refT_) {  // d >= 8 may have wrapped: too ambiguous to sample
    const double sample = toSeconds(now - refT_) * 4 / d;
    rtt_ = rtt_ > 0 ? kRttWeight * rtt_ + (1 - kRttWeight) * sample : sample;
  }
  refT_ = now;
  refCcval_ = ccval;
}

bool TfrcReceiver::onPacket(SimTime now, std::uint64_t seq, bool isData, std::uint32_t payloadBytes, std::uint8_t ccval,
                            std::uint64_t ndpCount) {
  lost_.clear();
  const bool newer = !detector_.started() || seq > detector_.highest();
  detector_.onPacket(seq, now, ccval, ndpCount, lost_);
  if (!isData) return false;
  ++dataPackets_;
  dataBytes_ += payloadBytes;
  s_ = payloadBytes;
  dataSinceFeedback_ = true;
  if (newer) sampleRttFromCounter(now, ccval);
  for (const LostPacket& lp : lost_) onLoss(now, lp);
  history_.setHighest(detector_.highest());
  if (!anyFeedback_) return true;                               // (a) the first data packet
  if (newEventSinceFeedback_ && p() > pReported_) return true;  // (b) p increased
  // (c) about once per RTT: the counter moved by 4 or more (mod 16) since the packet last reported.
  return newer && counterDiff(ccval, ccvalReported_) >= cfg_.feedbackCounterDelta;
}

double TfrcReceiver::currentReceiveRate(SimTime now) const {
  // Since the last feedback if that is at least R old, else since the one before.
  const SimTime r = static_cast<SimTime>(rtt_ * 1e9);
  const bool lastOldEnough = now - lastFbTime_ >= r || prevFbTime_ == lastFbTime_;
  const SimTime since = lastOldEnough ? lastFbTime_ : prevFbTime_;
  const std::uint64_t bytes = dataBytes_ - (lastOldEnough ? bytesAtLastFb_ : bytesAtPrevFb_);
  if (now <= since) return lastXRecv_;
  return static_cast<double>(bytes) / toSeconds(now - since);
}

void TfrcReceiver::onLoss(SimTime now, const LostPacket& lp) {
  if (!history_.hasLoss()) {
    // RFC 5348 §6.3.1: the synthetic interval before the first loss event.
    double target = currentReceiveRate(now);
    if (cfg_.firstLossTarget == FirstLossTarget::kMaxReceiveRate && maxXRecv_ > target) target = maxXRecv_;
    const double r = rtt_ > 0 ? rtt_ : 1.0;  // no RTT at all: 1 s, the RFC's conservative default
    const double s = s_ > 0 ? s_ : 1;
    double interval = 1;
    if (target > 0) {
      interval = 1 / tfrcInverse(s, r, target);
      if (cfg_.ceilFirstInterval) interval = std::ceil(interval);
    }
    if (interval < 1) interval = 1;
    firstInterval_ = interval;
    history_.firstEvent(lp.seq, interval);
    eventStartT_ = lp.nominalArrival;
    eventStartCcval_ = lp.ccval;
    newEventSinceFeedback_ = true;
    return;
  }
  bool startsNew;
  if (cfg_.grouping == LossGrouping::kTimestamps) {
    const SimTime r = static_cast<SimTime>(rtt_ * 1e9);
    startsNew = lp.nominalArrival > eventStartT_ + r;
  } else {
    startsNew = counterDiff(lp.ccval, eventStartCcval_) > 4;
  }
  if (!startsNew) return;
  history_.newEvent(lp.seq);
  eventStartT_ = lp.nominalArrival;
  eventStartCcval_ = lp.ccval;
  newEventSinceFeedback_ = true;
}

TfrcFeedback TfrcReceiver::makeFeedback(SimTime now) {
  TfrcFeedback fb;
  fb.ackSeq = detector_.highest();
  fb.elapsed = now - detector_.highestArrival();
  if (anyFeedback_ && now > lastFbTime_) {
    fb.xRecvBps = static_cast<double>(dataBytes_ - bytesAtLastFb_) / toSeconds(now - lastFbTime_);
  }
  fb.p = p();
  fb.newLossEvent = newEventSinceFeedback_;
  prevFbTime_ = anyFeedback_ ? lastFbTime_ : now;
  bytesAtPrevFb_ = anyFeedback_ ? bytesAtLastFb_ : dataBytes_;
  lastFbTime_ = now;
  bytesAtLastFb_ = dataBytes_;
  lastXRecv_ = fb.xRecvBps;
  if (fb.xRecvBps > maxXRecv_) maxXRecv_ = fb.xRecvBps;
  pReported_ = fb.p;
  // The window counter of the packet this feedback reports (RFC 4342 §8.2's reference point).
  ccvalReported_ = detector_.highestCcval();
  anyFeedback_ = true;
  dataSinceFeedback_ = false;
  newEventSinceFeedback_ = false;
  ++feedbacks_;
  return fb;
}

}  // namespace ps::dccp

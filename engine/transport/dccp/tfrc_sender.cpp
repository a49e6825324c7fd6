#include "tfrc_sender.h"

#include <cmath>
#include <limits>

#include "rounding.h"
#include "tfrc_equation.h"

namespace ps::dccp {

namespace {
constexpr double kInf = std::numeric_limits<double>::infinity();
SimTime ns(double seconds) { return secondsToNs(seconds); }
double maxd(double a, double b) { return a > b ? a : b; }
double mind(double a, double b) { return a < b ? a : b; }
}  // namespace

void TfrcSender::start(SimTime now) {
  started_ = true;
  setX(cfg_.initialRatePps * cfg_.s);  // RFC 5348 §4.2: "X = s bytes/s", one packet per second
  set_[0] = {now, kInf};               // X_recv_set = {Infinity}
  setSize_ = 1;
  tld_ = -1;
  nofeedbackAt_ = now + cfg_.initialNofeedback;
  nofeedbackSetAt_ = now;
  tNom_ = now;
  lastWcChange_ = now;
}

void TfrcSender::onHandshakeRtt(SimTime now, SimTime rtt) {
  if (!cfg_.rttFromHandshake || r_ > 0 || rtt <= 0) return;
  firstRtt(now, toSeconds(rtt));
}

void TfrcSender::firstRtt(SimTime now, double r) {
  r_ = r;
  rto_ = maxd(4 * r_, 2 * cfg_.s / x_);
  if (cfg_.version == TfrcVersion::kRfc5348) {
    // RFC 5348 §4.2: W_init = min(4s, max(2s, 4380)) bytes; initial_rate = W_init / R.
    const double wInit = mind(4 * cfg_.s, maxd(2 * cfg_.s, 4380));
    initialRate_ = wInit / r_;
    recoverRate_ = initialRate_;
    setX(initialRate_);
    tld_ = now;
    rateCause_ = kRateInitial;
  } else {
    initialRate_ = cfg_.s / r_;  // RFC 3448's slow-start floor s/R
    recoverRate_ = initialRate_;
  }
}

void TfrcSender::setX(double x) {
  x_ = x;
  xInst_ = maxd(x_ * oscRatio_, minRate());
}

double TfrcSender::recvSetMax() const {
  double m = 0;
  for (int i = 0; i < setSize_; ++i) m = maxd(m, set_[static_cast<std::size_t>(i)].rate);
  return m;
}

double TfrcSender::xRecv() const { return cfg_.version == TfrcVersion::kRfc3448 ? xRecv3448_ : recvSetMax(); }

// Update_X_recv_set (RFC 5348 §4.3): add (now, X_recv); delete entries older than two RTTs.
void TfrcSender::updateRecvSet(SimTime now, double xRecv) {
  const SimTime horizon = now - ns(2 * r_);
  int k = 0;
  for (int i = 0; i < setSize_; ++i)
    if (set_[static_cast<std::size_t>(i)].t >= horizon)
      set_[static_cast<std::size_t>(k++)] = set_[static_cast<std::size_t>(i)];
  if (k == static_cast<int>(set_.size())) {  // full: drop the oldest (feedback comes about once per RTT)
    for (int i = 1; i < k; ++i) set_[static_cast<std::size_t>(i - 1)] = set_[static_cast<std::size_t>(i)];
    --k;
  }
  set_[static_cast<std::size_t>(k++)] = {now, xRecv};
  setSize_ = k;
}

// Maximize_X_recv_set (RFC 5348 §4.3): add X_recv, drop the initial Infinity, keep only the largest,
// re-stamped now.
void TfrcSender::maximizeRecvSet(SimTime now, double xRecv) {
  double m = xRecv;
  for (int i = 0; i < setSize_; ++i) {
    const double v = set_[static_cast<std::size_t>(i)].rate;
    if (v != kInf) m = maxd(m, v);
  }
  set_[0] = {now, m};
  setSize_ = 1;
}

void TfrcSender::equationPhase(double recvLimit) {
  xBps_ = tfrcThroughput(cfg_.s, r_, p_, 4 * r_, cfg_.b);
  const double capped = mind(xBps_, recvLimit);
  rateCause_ = capped < minRate() ? kRateMinimum : recvLimit < xBps_ ? kRateReceiveLimited : kRateEquation;
  setX(maxd(capped, minRate()));
}

void TfrcSender::slowStartStep(SimTime now, double recvLimit, double floor) {
  if (tld_ >= 0 && now - tld_ < ns(r_)) {  // doubling at most once per RTT
    rateCause_ = kRateSlowStart;
    return;
  }
  rateCause_ = recvLimit < 2 * x_ ? kRateSlowStartLimited : kRateSlowStart;
  setX(maxd(mind(2 * x_, recvLimit), floor));
  tld_ = now;
}

void TfrcSender::computeX(SimTime now, double recvLimit) {
  if (p_ > 0)
    equationPhase(recvLimit);  // congestion avoidance: the equation
  else
    slowStartStep(now, recvLimit, initialRate_);  // slow start: double once per RTT
}

void TfrcSender::onFeedback(SimTime now, SimTime rSample, double xRecvBps, double p, bool newLossEvent) {
  double rs = toSeconds(rSample > 0 ? rSample : 1);  // a zero sample would divide by zero below
  // Steps 1-2: the RTT estimate.
  if (r_ == 0) {
    firstRtt(now, rs);
  } else {
    r_ = cfg_.q * r_ + (1 - cfg_.q) * rs;
  }
  hasFeedback_ = true;
  ++feedbacks_;
  // Step 3: RTO, with the X in force before this feedback.
  rto_ = maxd(4 * r_, 2 * cfg_.s / x_);
  const double pPrev = p_;
  p_ = (p > 0 && p < cfg_.pMin) ? cfg_.pMin : p;
  // Step 4: the allowed rate.
  if (cfg_.version == TfrcVersion::kRfc5348) {
    const bool dataLimited = lastBacklogged_ < now - ns(r_);
    double recvLimit;
    if (dataLimited) {
      if (newLossEvent || p_ > pPrev) {
        for (int i = 0; i < setSize_; ++i) set_[static_cast<std::size_t>(i)].rate /= 2;
        maximizeRecvSet(now, 0.85 * xRecvBps);
        recvLimit = recvSetMax();
      } else {
        maximizeRecvSet(now, xRecvBps);
        recvLimit = 2 * recvSetMax();
      }
    } else {
      updateRecvSet(now, xRecvBps);
      recvLimit = 2 * recvSetMax();
    }
    computeX(now, recvLimit);
  } else {
    xRecv3448_ = xRecvBps;
    if (p_ > 0)
      equationPhase(2 * xRecvBps);
    else
      slowStartStep(now, 2 * xRecvBps, cfg_.s / r_);
  }
  // Step 5: oscillation reduction (RFC 5348 §4.5).
  if (cfg_.oscillationReduction) {
    const double sq = std::sqrt(rs);
    rSqmean_ = rSqmean_ == 0 ? sq : cfg_.q * rSqmean_ + (1 - cfg_.q) * sq;
    oscRatio_ = rSqmean_ / sq;
    setX(x_);
  }
  // Step 6.
  nofeedbackAt_ = now + ns(rto_);
  nofeedbackSetAt_ = now;
}

void TfrcSender::updateLimits(SimTime now, double limit) {
  if (limit < minRate()) limit = minRate();
  set_[0] = {now, limit / 2};
  setSize_ = 1;
  computeX(now, 2 * recvSetMax());
}

void TfrcSender::onNofeedbackTimer(SimTime now) {
  ++nofeedbackExpiries_;
  const bool idle = lastDataSent_ < nofeedbackSetAt_;
  if (cfg_.version == TfrcVersion::kRfc5348) {
    double xRecv = 0;  // the largest finite X_recv in the set
    for (int i = 0; i < setSize_; ++i) {
      const double v = set_[static_cast<std::size_t>(i)].rate;
      if (v != kInf) xRecv = maxd(xRecv, v);
    }
    if (r_ == 0 && !hasFeedback_ && !idle) {
      nofeedbackBranch_ = kNfNoFeedbackHalve;
      setX(maxd(x_ / 2, minRate()));
    } else if (((p_ > 0 && xRecv < recoverRate_) || (p_ == 0 && x_ < 2 * recoverRate_)) && idle) {
      nofeedbackBranch_ = kNfIdleKeep;  // an idle sender keeps its rate
    } else if (p_ == 0) {
      nofeedbackBranch_ = kNfSlowStartHalve;
      setX(maxd(x_ / 2, minRate()));
    } else if (xBps_ > 2 * xRecv) {
      nofeedbackBranch_ = kNfReceiveLimit;
      updateLimits(now, xRecv);  // the receive limit was binding
    } else {
      nofeedbackBranch_ = kNfEquationLimit;
      updateLimits(now, xBps_ / 2);  // the equation was binding
    }
  } else {
    if (!hasFeedback_) {
      nofeedbackBranch_ = kNfNoFeedbackHalve;
      setX(maxd(x_ / 2, minRate()));
    } else if (idle && r_ > 0 && xRecv3448_ < 4 * cfg_.s / r_) {
      nofeedbackBranch_ = kNfIdleKeep;
    } else {
      const double xCalc = p_ > 0 ? xBps_ : kInf;
      if (xCalc > 2 * xRecv3448_) {
        nofeedbackBranch_ = kNfReceiveLimit;
        xRecv3448_ = maxd(xRecv3448_ / 2, cfg_.s / (2 * toSeconds(cfg_.tMbi)));
      } else {
        nofeedbackBranch_ = kNfEquationLimit;
        xRecv3448_ = xCalc / 4;
      }
      if (p_ > 0)
        setX(maxd(mind(xBps_, 2 * xRecv3448_), minRate()));
      else
        setX(maxd(mind(x_, 2 * xRecv3448_), minRate()));
    }
  }
  nofeedbackAt_ = now + ns(maxd(4 * r_, 2 * cfg_.s / x_));
  nofeedbackSetAt_ = now;
}

SimTime TfrcSender::interPacketInterval() const {
  const SimTime ipi = ns(cfg_.s / xInst_);
  return ipi > 0 ? ipi : 1;
}

SimTime TfrcSender::nextSendTime() const {
  const SimTime ipi = interPacketInterval();
  const SimTime delta = (ipi < cfg_.tGran ? ipi : cfg_.tGran) / 2;  // RFC 5348 §4.6
  return tNom_ - delta;
}

std::uint8_t TfrcSender::onDataSent(SimTime now) {
  lastDataSent_ = now;
  // RFC 4342 §8.1: the counter advances by the quarter-RTTs since it last changed, at most 5.
  if (r_ > 0) {
    const SimTime quarter = ns(r_ / 4);
    if (quarter > 0) {
      const SimTime quarters = (now - lastWcChange_) / quarter;
      if (quarters > 0) {
        ccval_ = static_cast<std::uint8_t>((ccval_ + (quarters < 5 ? quarters : 5)) & 0xF);
        lastWcChange_ = now;
      }
    }
  }
  // RFC 5348 §4.6: the next nominal send time; an idle sender does not bank credit.
  tNom_ = (tNom_ > now ? tNom_ : now) + interPacketInterval();
  return ccval_;
}

}  // namespace ps::dccp

// The TFRC sender of CCID 3: the allowed rate X, its slow start, the equation phase and the
// nofeedback timer. Sources: RFC 5348 §4 (sender), RFC 4342 §5 and §8.1 (CCID 3: window counter,
// initial rate), RFC 3448 §4 (the version the seed cites and its ns-2 implements); the seed's Eq. (1)
// and "o RTO calculado pelo TFRC é 4 * RTT". Digest shared/research/dccp-tcp.md §3.5, §1.7.
//
// Sans-I/O: time comes in as arguments; the owner arms the nofeedback and pacing timers from
// nofeedbackDeadline() and nextSendTime(). Rates are bytes/s and R is seconds, in double precision
// with IEEE operations only (sqrt included), so native and wasm agree bit for bit.
//
// RFC 5348 (Version::kRfc5348), per feedback packet (§4.3):
//   1-2. R_sample = (t_now - t_recvdata) - t_delay; R = R_sample first, then q*R + (1-q)*R_sample.
//   3.   RTO = max(4R, 2s/X).
//   4.   recv_limit from X_recv_set (data-limited intervals: §4.3 and §8.2.1); p > 0:
//        X = max(min(X_Bps, recv_limit), s/t_mbi); p = 0 and t_now - tld >= R:
//        X = max(min(2X, recv_limit), initial_rate), tld = t_now (slow start: doubling once per RTT).
//   5.   optional oscillation reduction: X_inst = max(X * R_sqmean / sqrt(R_sample), s/t_mbi).
//   6.   restart the nofeedback timer for RTO.
//   The first RTT (from the handshake or the first feedback) sets X = initial_rate = W_init/R with
//   W_init = min(4s, max(2s, 4380)) (§4.2). Nofeedback expiry (§4.4) halves X (no feedback yet, or
//   p = 0) or limits X_recv_set through Update_Limits, and skips the cut for an idle sender.
// RFC 3448 (Version::kRfc3448, the seed's ns-2): one X_recv instead of the set; slow start
// X = max(min(2X, 2X_recv), s/R); equation phase X = max(min(X_calc, 2X_recv), s/t_mbi); the initial
// rate stays 1 packet/s until the first feedback (no W_init); nofeedback expiry with feedback halves
// X_recv (X_calc > 2X_recv) or sets it to X_calc/4, then recomputes X. [choice: in slow start
// (p = 0, X_calc undefined) the recomputation is X = max(min(X, 2X_recv), s/t_mbi), i.e. the halved
// X_recv caps X at once.]
// Options for reproducing the seed's ns-2 (digest §1.7): pMin (ns-2 raises any reported p > 0 to
// 1e-5, capping a flow at 387 packets per RTT), oscillation reduction (on in ns-2), t_gran (10 ms in
// ns-2: a packet may leave up to min(t_ipi, t_gran)/2 early).
//
// Data-limited detection [choice]: the interval a feedback covers counts as data-limited when the
// sender never had a packet waiting for its pacing slot during the last R (RFC 5348 §8.2.1 leaves
// the method open). Greedy sources (the seed's CBR at link rate) are never data-limited.
#pragma once
#include <array>
#include <cstdint>

#include "../../core/time.h"

namespace ps::dccp {

enum class TfrcVersion : std::uint8_t { kRfc5348, kRfc3448 };

// Why X has its value after a feedback or a nofeedback expiry (the trace shows it).
enum RateCause : std::uint8_t {
  kRateInitial = 0,           // the first RTT: W_init / R (RFC 5348) or s / R (RFC 3448)
  kRateSlowStart = 1,         // p = 0: doubled (or held until an RTT has passed)
  kRateSlowStartLimited = 2,  // p = 0, held by twice the receive rate
  kRateEquation = 3,          // p > 0: the throughput equation
  kRateReceiveLimited = 4,    // p > 0: twice the receive rate is lower than the equation
  kRateMinimum = 5,           // one packet per t_mbi
};
enum NofeedbackBranch : std::uint8_t {
  kNfNoFeedbackHalve = 0,  // no feedback yet: X halved
  kNfIdleKeep = 1,         // idle sender: rate kept
  kNfSlowStartHalve = 2,   // p = 0: X halved
  kNfReceiveLimit = 3,     // Update_Limits(X_recv) (or RFC 3448: X_recv halved)
  kNfEquationLimit = 4,    // Update_Limits(X_Bps / 2) (or RFC 3448: X_recv = X_calc / 4)
};

struct TfrcSenderConfig {
  TfrcVersion version = TfrcVersion::kRfc5348;
  double s = 1000;              // segment size, bytes
  SimTime tMbi = 64 * kSecond;  // maximum back-off interval (RFC 5348 §4.3)
  double q = 0.9;               // RTT smoothing weight
  double b = 1;                 // packets per acknowledgement in the equation
  double initialRatePps = 1;    // before the first RTT: 1 packet/s (RFC 5348 §4.2)
  SimTime initialNofeedback = 2 * kSecond;
  double pMin = 0;                    // floor applied to a reported p > 0 (0: none; ns-2 1e-5)
  bool oscillationReduction = false;  // RFC 5348 §4.5
  SimTime tGran = 0;                  // scheduling granularity (RFC 5348 §4.6)
  bool rttFromHandshake = true;       // RFC 5348 §4.2 (RFC 3448/ns-2: the first feedback)
};

class TfrcSender {
 public:
  explicit TfrcSender(const TfrcSenderConfig& cfg) : cfg_(cfg) {}

  // The connection is open and data may flow from `now`.
  void start(SimTime now);
  // An RTT measured by the handshake (Request -> Response), before any data.
  void onHandshakeRtt(SimTime now, SimTime rtt);
  // A feedback packet arrived. rSample: (t_now - t_sent(ack)) - elapsed. `newLossEvent`: the
  // receiver reports a new loss event (its p may be unchanged).
  void onFeedback(SimTime now, SimTime rSample, double xRecvBps, double p, bool newLossEvent);
  // The nofeedback timer expired (the owner checks nofeedbackDeadline()).
  void onNofeedbackTimer(SimTime now);
  // A data packet left now; returns its window counter (CCVal, RFC 4342 §8.1).
  std::uint8_t onDataSent(SimTime now);
  // Called when the application has a packet waiting for the pacing slot at `now` (not
  // data-limited) or has nothing to send (data-limited).
  void noteBacklog(SimTime now) { lastBacklogged_ = now; }

  // Earliest time the next packet may leave (RFC 5348 §4.6: t_nom - delta).
  SimTime nextSendTime() const;
  SimTime nofeedbackDeadline() const { return nofeedbackAt_; }
  SimTime interPacketInterval() const;  // t_ipi = s / X_inst, in ns

  // ---- state for panels and tests ----
  double x() const { return x_; }          // allowed rate, bytes/s
  double xInst() const { return xInst_; }  // pacing rate (X, or X_inst with oscillation reduction)
  double xBps() const { return xBps_; }    // the equation's rate (0 before the first loss)
  double xRecv() const;                    // RFC 3448: the cached X_recv; RFC 5348: max(X_recv_set)
  double rtt() const { return r_; }        // seconds; 0 before any sample
  double rto() const { return rto_; }      // seconds
  double p() const { return p_; }
  bool slowStart() const { return p_ == 0; }
  bool hasFeedback() const { return hasFeedback_; }
  std::uint8_t windowCounter() const { return ccval_; }
  double initialRate() const { return initialRate_; }
  SimTime timeLastDoubled() const { return tld_; }
  std::uint64_t nofeedbackExpiries() const { return nofeedbackExpiries_; }
  RateCause rateCause() const { return rateCause_; }
  NofeedbackBranch nofeedbackBranch() const { return nofeedbackBranch_; }
  std::uint64_t feedbacks() const { return feedbacks_; }
  const TfrcSenderConfig& config() const { return cfg_; }

  struct RecvEntry {
    SimTime t = 0;
    double rate = 0;  // bytes/s; +infinity is the initial entry
  };
  int recvSetSize() const { return setSize_; }
  RecvEntry recvSetEntry(int i) const { return set_[static_cast<std::size_t>(i)]; }

 private:
  void firstRtt(SimTime now, double r);
  double minRate() const { return cfg_.s / toSeconds(cfg_.tMbi); }
  void computeX(SimTime now, double recvLimit);
  void equationPhase(double recvLimit);
  void slowStartStep(SimTime now, double recvLimit, double floor);
  void updateRecvSet(SimTime now, double xRecv);
  void maximizeRecvSet(SimTime now, double xRecv);
  double recvSetMax() const;
  void updateLimits(SimTime now, double limit);
  void setX(double x);

  TfrcSenderConfig cfg_;
  double x_ = 0, xInst_ = 0, xBps_ = 0, p_ = 0;
  double r_ = 0, rto_ = 0, rSqmean_ = 0, oscRatio_ = 1;
  double initialRate_ = 0, recoverRate_ = 0;
  double xRecv3448_ = 0;
  std::array<RecvEntry, 8> set_{};
  int setSize_ = 0;
  SimTime tld_ = -1;
  SimTime nofeedbackAt_ = kNever, nofeedbackSetAt_ = 0;
  SimTime lastDataSent_ = -1, lastBacklogged_ = -1;
  SimTime tNom_ = 0;
  bool hasFeedback_ = false, started_ = false;
  // window counter
  std::uint8_t ccval_ = 0;
  SimTime lastWcChange_ = 0;
  std::uint64_t nofeedbackExpiries_ = 0, feedbacks_ = 0;
  RateCause rateCause_ = kRateInitial;
  NofeedbackBranch nofeedbackBranch_ = kNfNoFeedbackHalve;
};

}  // namespace ps::dccp

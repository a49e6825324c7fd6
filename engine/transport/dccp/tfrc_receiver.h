// The TFRC receiver of CCID 3: loss events, the loss event rate p, the receive rate X_recv and when
// to send feedback. Sources: RFC 5348 §5-6 (receiver), RFC 4342 §6, §8, §10 (CCID 3: window counter,
// feedback options Receive Rate / Loss Event Rate / Elapsed Time), RFC 3448 (the seed's reference);
// the seed (§2): feedback carries "o timestamp do último pacote de dados recebidos, o tempo decorrido
// entre o recebimento do último pacote e a geração do pacote de confirmação e a taxa estimada com a
// qual o receptor recebeu os dados após o envio do último pacote de confirmação". Digest
// shared/research/dccp-tcp.md §3.3, §3.6.
//
// Rules, and the choices made where the documents leave room:
//   - Loss detection: LossDetector (NDUPACK = 3, NDP Count, interpolated arrival times).
//   - Loss events (RFC 5348 §5.2): a lost packet joins the current event if its nominal arrival is
//     within R of the event's first loss (T_new <= T_old + R), else it starts a new event. With
//     LossGrouping::kWindowCounter, as ns-2 does (RFC 4342 §10.2): a new event iff
//     (CCVal_new - CCVal_start) mod 16 > 4.
//   - The first loss event (RFC 5348 §6.3.1): the interval before it is synthetic, 1/p for the p at
//     which the throughput equation gives X_target, where X_target is the largest receive rate
//     reported so far (RFC 5348) or the current receive rate (RFC 3448 and ns-2, which also round the
//     interval up to a whole packet). The equation uses the receiver's R and the data packet size.
//   - R at the receiver: first from the handshake (the server's Response -> Ack exchange), then from
//     window counters (RFC 4342 §8.1): when the first packet whose counter is d >= 4 ahead of the
//     reference packet's (mod 16, d < 8) arrives, sample R = (t - t_ref) * 4 / d and make it the new
//     reference; samples are smoothed with weight 0.9 as the sender does [choice].
//   - X_recv (RFC 4342 §8.3, "since the last feedback"): data payload bytes received since the last
//     feedback over the time since it; the first feedback (sent on the first data packet) reports 0,
//     as Linux does [choice: the rate over zero time is undefined]. For the first-loss target in ns-2
//     mode, "the current receive rate" is taken since the last feedback at least R old.
//   - Feedback (RFC 4342 §8.2; RFC 5348 §6.2): on the first data packet; at once when p increases
//     (a new loss event); otherwise on a data packet whose window counter is >= 4 past that of the
//     last packet reported (about once per RTT). No data since the last feedback: no feedback.
//   - Not modelled: ECN marks (no ECN-capable queue exists in our networks), the Loss Intervals
//     option (RFC 4342 §8.6; p is reported by the Loss Event Rate option only), history discounting.
#pragma once
#include <cstdint>
#include <vector>

#include "../../core/time.h"
#include "loss_detector.h"
#include "loss_intervals.h"

namespace ps::dccp {

enum class LossGrouping : std::uint8_t { kTimestamps, kWindowCounter };
enum class FirstLossTarget : std::uint8_t { kMaxReceiveRate, kCurrentReceiveRate };

struct TfrcReceiverConfig {
  HistoryMode history = HistoryMode::kRfc5348;
  LossGrouping grouping = LossGrouping::kTimestamps;
  FirstLossTarget firstLossTarget = FirstLossTarget::kMaxReceiveRate;
  bool ceilFirstInterval = false;  // ns-2: interval = ceil(1/p)
  int ndupack = 3;                 // RFC 5348 §5.1
  int feedbackCounterDelta = 4;    // RFC 4342 §8.2: feedback when the window counter moved by >= 4
};

struct TfrcFeedback {
  std::uint64_t ackSeq = 0;  // greatest sequence number received (the Acknowledgement Number)
  SimTime elapsed = 0;       // Elapsed Time: since that packet arrived
  double xRecvBps = 0;       // Receive Rate, bytes/s
  double p = 0;              // Loss Event Rate (0: no loss yet)
  bool newLossEvent = false;
};

class TfrcReceiver {
 public:
  explicit TfrcReceiver(const TfrcReceiverConfig& cfg) : cfg_(cfg), history_(cfg.history) { lost_.reserve(64); }

  // An RTT measured during the handshake (Response sent -> Ack received).
  void setHandshakeRtt(SimTime r);
  // A packet of the half-connection arrived. Returns true when a feedback packet should go now.
  bool onPacket(SimTime now, std::uint64_t seq, bool isData, std::uint32_t payloadBytes, std::uint8_t ccval,
                std::uint64_t ndpCount);
  // The feedback to send now; resets the receive-rate measurement.
  TfrcFeedback makeFeedback(SimTime now);

  // ---- state for panels and tests ----
  const LossIntervalHistory& history() const { return history_; }
  const LossDetector& detector() const { return detector_; }
  double p() const { return history_.lossEventRate(); }
  double lastXRecv() const { return lastXRecv_; }
  double rttSeconds() const { return rtt_; }
  std::uint64_t lossEvents() const { return history_.eventsSeen(); }
  std::uint64_t dataPackets() const { return dataPackets_; }
  std::uint64_t dataBytes() const { return dataBytes_; }
  std::uint64_t feedbacksSent() const { return feedbacks_; }
  double synthesizedFirstInterval() const { return firstInterval_; }
  // Data packets the last onPacket() found lost (valid until the next call).
  const std::vector<LostPacket>& lastLost() const { return lost_; }
  SimTime lastEventStartTime() const { return eventStartT_; }

 private:
  void onLoss(SimTime now, const LostPacket& lp);
  double currentReceiveRate(SimTime now) const;
  void sampleRttFromCounter(SimTime now, std::uint8_t ccval);

  TfrcReceiverConfig cfg_;
  LossDetector detector_;
  LossIntervalHistory history_;
  std::vector<LostPacket> lost_;
  // event grouping
  SimTime eventStartT_ = 0;
  std::uint8_t eventStartCcval_ = 0;
  bool newEventSinceFeedback_ = false;
  // receive rate
  SimTime lastFbTime_ = 0, prevFbTime_ = 0;
  std::uint64_t bytesAtLastFb_ = 0, bytesAtPrevFb_ = 0;
  double lastXRecv_ = 0, maxXRecv_ = 0;
  double pReported_ = 0;
  std::uint8_t ccvalReported_ = 0;
  bool anyFeedback_ = false;
  bool dataSinceFeedback_ = false;
  // RTT
  double rtt_ = 0;  // seconds; 0 = no estimate
  bool refValid_ = false;
  SimTime refT_ = 0;
  std::uint8_t refCcval_ = 0;
  // last data packet
  std::uint32_t s_ = 0;
  std::uint64_t dataPackets_ = 0, dataBytes_ = 0, feedbacks_ = 0;
  double firstInterval_ = 0;
};

}  // namespace ps::dccp

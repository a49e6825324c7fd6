// The TFRC receiver's loss-interval history and its weighted average: RFC 5348 §5.4 (the weights are
// RFC 3448 §5.4's, written differently); the seed (§2): "considerando os n eventos de perda mais
// recentes e atribuindo pesos a cada um deles". Digest shared/research/dccp-tcp.md §3.6 and §4.2.
//
// The history holds the open interval I_0 (packets since the start of the most recent loss event)
// and up to n = 8 closed intervals I_1..I_8 (I_1 the most recent). A closed interval is the distance
// in sequence numbers between the first lost packets of two consecutive loss events. With k closed
// intervals (1 <= k <= n) and weights w_i = 1 for i < n/2, 2(n-i)/(n+2) for i >= n/2, i.e.
// (1, 1, 1, 1, 0.8, 0.6, 0.4, 0.2):
//   I_tot0 = sum_{i=0}^{k-1} I_i w_i,  I_tot1 = sum_{i=1}^{k} I_i w_{i-1},  W_tot = sum_{i=0}^{k-1} w_i
//   I_mean = max(I_tot0, I_tot1) / W_tot,  p = 1 / I_mean.
// Taking the larger sum lets a long loss-free open interval raise I_mean, while a short one cannot
// lower it. Before the first loss event there is no closed interval and p = 0.
//
// Variant (the seed's simulator; digest §1.7 item 2): ns-2's DCCP/TFRC creates the history as nine
// zeros on the first loss and always sums over all eight weights (W_tot = 6), so right after the
// first loss I_mean = (I_0 + I_1)/6 rather than max(I_0, I_1): p is 3-6 times the RFC value until
// eight real intervals exist. HistoryMode::kNs2ZeroFilled reproduces it.
//
// Not modelled: history discounting (RFC 5348 §5.5, optional).
#pragma once
#include <array>
#include <cstdint>

namespace ps::dccp {

enum class HistoryMode : std::uint8_t { kRfc5348, kNs2ZeroFilled };

class LossIntervalHistory {
 public:
  static constexpr int kN = 8;  // RFC 5348 §5.4: n = 8 "a reasonable value"
  // w_i for i in [0, n): 1 for i < n/2, else 2(n - i)/(n + 2).
  static double weight(int i) { return i < kN / 2 ? 1.0 : 2.0 * (kN - i) / (kN + 2); }

  explicit LossIntervalHistory(HistoryMode mode = HistoryMode::kRfc5348) : mode_(mode) {}

  // The first loss event starts at `lossSeq`; its preceding interval is the synthetic one the
  // receiver derives from its receive rate (RFC 5348 §6.3.1), `syntheticInterval` packets.
  void firstEvent(std::uint64_t lossSeq, double syntheticInterval);
  // A later loss event starts at `lossSeq` (> the current event's start): closes the open interval
  // as I_1 = lossSeq - start of the previous event, and opens a new one.
  void newEvent(std::uint64_t lossSeq);
  // The highest sequence number received so far, which sets the open interval I_0.
  void setHighest(std::uint64_t highestSeq) { highest_ = highestSeq; }

  bool hasLoss() const { return closed_ > 0; }
  int closedCount() const { return closed_; }
  // I_0 (the open interval) for i = 0, I_i (closed) for 1 <= i <= closedCount().
  double interval(int i) const;
  std::uint64_t eventStart() const { return start_; }
  std::uint64_t eventsSeen() const { return events_; }
  HistoryMode mode() const { return mode_; }

  struct Average {
    double iTot0 = 0, iTot1 = 0, wTot = 0, iMean = 0;
  };
  // The weighted sums behind the mean (zero before the first loss).
  Average average() const;
  // p = 1 / I_mean; 0 before the first loss event.
  double lossEventRate() const;

 private:
  HistoryMode mode_;
  std::array<double, kN> closedIntervals_{};  // [0] = I_1 (most recent)
  int closed_ = 0;
  std::uint64_t start_ = 0;    // first lost packet of the most recent event
  std::uint64_t highest_ = 0;  // highest sequence number received
  std::uint64_t events_ = 0;
};

}  // namespace ps::dccp

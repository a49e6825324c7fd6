#include "vector_polling.h"

namespace ps::polling {
namespace {

constexpr std::uint32_t kTickEvent = 11;

class VectorPollingSender : public Sender {
 public:
  VectorPollingSender(Endpoint& ep, const Config& cfg, SnapshotPool& pool, const std::vector<std::uint32_t>& receivers,
                      std::uint32_t dataGroup, bool periodic, SimTime period)
      : Sender(ep, cfg, pool, receivers, dataGroup), periodic_(periodic), period_(period) {
    const auto n = receivers.size();
    v_.assign(n, 0);
    pollTimers_ = std::vector<Timer>(n);
    out_.assign(n, 0);
    supp_ = std::vector<Timer>(cfg.ws);
    suppSeq_.assign(cfg.ws, 0);
    tokens_ = cfg.bucket;
  }

  void start() override {
    sendNew();
    if (periodic_)
      arm(tick_, 0, kTickEvent);
    else
      scan();
  }

  double tokensLevel() const override { return periodic_ ? -1 : tokens_; }
  double responsesInFlight() const override {
    double s = 0;
    for (std::size_t i = 0; i < out_.size(); ++i) s += periodic_ ? (pollTimers_[i].armed() ? 1 : 0) : out_[i];
    return s;
  }

 protected:
  void onEmitted(const Packet& pk) override {
    if (pk.type == kData) {
      // "V[i] é marcada sempre que for (re-)transmitido um pacote de dados a R_i": a new packet
      // marks everyone (retransmissions mark at the decision, retransmit()). Under enqueue the
      // scan follows the burst (callers scan after sendNew); otherwise it follows this packet.
      if (!(pk.flags & kRetransmission) && marked_ < v_.size())
        for (std::uint32_t i = 0; i < v_.size(); ++i) mark(i);
      if (!enqueue() && !periodic_) scan();
      return;
    }
    if (pk.type != kPoll) return;
    const std::uint32_t i = indexOfNode_[pk.dst];
    arm(pollTimers_[i], rtt_[i].rto(), kTimerPoll, i);
  }

  void onResponse(std::uint32_t i, std::uint64_t, std::uint64_t) override {
    if (!periodic_ && cfg_.tokens == TokenAccounting::kPrecise) {
      if (out_[i] > 0) {
        --out_[i];
        ++tokens_;
      }
      if (out_[i] == 0) cancel(pollTimers_[i]);
    } else {
      if (!periodic_ && tokens_ < cfg_.bucket) ++tokens_;
      out_[i] = 0;
      cancel(pollTimers_[i]);
    }
    // NACKs in the merged window (with the tail rule) start the retransmission process.
    const SeqWindow& w = sw_[i];
    std::uint32_t top = w.hr() > hsEcho_[i] ? w.hr() : hsEcho_[i];
    if (top >= nextSeq_) top = nextSeq_ - 1;
    for (std::uint32_t s = w.le(); s <= top; ++s)
      if (nackedBy(i, s)) onNack(i, s);
    sendNew();
    if (!periodic_) scan();
  }

  void onTimer(std::uint32_t kind, std::uint32_t arg) override {
    switch (kind) {
      case kTimerPoll: {
        const std::uint32_t i = arg;
        record(kTrTimeout, rx_[i], 0, rtt_[i].rto(), kTimerPoll);
        if (!periodic_) {
          if (cfg_.tokens == TokenAccounting::kPrecise)
            tokens_ += out_[i];
          else if (tokens_ < cfg_.bucket)
            ++tokens_;
        }
        out_[i] = 0;
        mark(i);
        if (!periodic_) scan();
        break;
      }
      case kTimerSuppression: {
        const std::uint32_t seq = arg;
        if (seq < leG_ || fullyAcked(seq)) break;
        record(kTrTimeout, kNone32, seq, rtoMax_, kTimerSuppression);
        if (cfg_.suppression == Suppression::kDeferred) {
          retransmit(seq, kCauseNak);
        } else {
          bool nacked = false;
          for (std::uint32_t j = 0; j < sw_.size() && !nacked; ++j) nacked = nackedBy(j, seq);
          if (nacked) {
            retransmit(seq, kCauseSuppressionExpiry);
            armSuppression(seq);
          }
        }
        if (!periodic_) scan();
        break;
      }
      case kTickEvent:
        if (marked_ > 0) poll(nextMarked());
        arm(tick_, period_, kTickEvent);
        break;
      default:
        break;
    }
  }

  void listTimers(JsonWriter& w) const override {
    if (periodic_) timerEntry(w, "poll-tick", tick_);
    for (std::uint32_t i = 0; i < pollTimers_.size(); ++i)
      timerEntry(w, "poll", pollTimers_[i], ep_.sim().nodeName(rx_[i]));
    for (std::uint32_t k = 0; k < supp_.size(); ++k) timerEntry(w, "suppression", supp_[k], "", suppSeq_[k]);
  }

  void inspectProtocol(JsonWriter& w) const override {
    if (periodic_) {
      w.field("period_s", toSeconds(period_));
    } else {
      w.key("bucket")
          .beginObject()
          .field("size", cfg_.bucket)
          .field("tokens", tokens_)
          .field("in_flight", responsesInFlight())
          .endObject();
    }
    std::string bits(v_.size(), '0');
    for (std::size_t i = 0; i < v_.size(); ++i)
      if (v_[i]) bits[i] = '1';
    w.field("v", bits).field("v_marked", marked_).field("v_pointer", pointer_ + 1);
  }

 private:
  void sendNew() { sendNewWhileOpen(); }
  void mark(std::uint32_t i) {
    if (!v_[i]) {
      v_[i] = 1;
      ++marked_;
    }
  }
  std::uint32_t nextMarked() {
    const auto n = static_cast<std::uint32_t>(v_.size());
    for (std::uint32_t k = 0; k < n; ++k) {
      const std::uint32_t j = (pointer_ + k) % n;
      if (v_[j]) {
        pointer_ = (j + 1) % n;
        return j;
      }
    }
    return 0;  // unreachable when marked_ > 0
  }
  void scan() {
    while (tokens_ > 0 && marked_ > 0) poll(nextMarked());
  }
  void poll(std::uint32_t i) {
    v_[i] = 0;
    --marked_;
    if (!periodic_) {
      --tokens_;
      ++out_[i];
    } else {
      out_[i] = 1;
    }
    sendPoll(rx_[i], 0, kTrPoll, rx_[i], static_cast<std::uint32_t>(pollsSent() + 1),
             periodic_ ? -1 : static_cast<std::int64_t>(tokens_),
             static_cast<std::uint16_t>(periodic_ ? 0 : cfg_.bucket));
  }
  bool suppressionRunning(std::uint32_t seq) const {
    const std::uint32_t k = seq % cfg_.ws;
    return supp_[k].armed() && suppSeq_[k] == seq;
  }
  void armSuppression(std::uint32_t seq) {
    const std::uint32_t k = seq % cfg_.ws;
    suppSeq_[k] = seq;
    arm(supp_[k], rtoMax_, kTimerSuppression, seq);
  }
  void onNack(std::uint32_t i, std::uint32_t seq) {
    if (suppressionRunning(seq)) {
      record(kTrNak, rx_[i], seq, 0, kNakSuppressed);
      return;
    }
    if (cfg_.suppression == Suppression::kImmediate) {
      record(kTrNak, rx_[i], seq, 0, kNakRetransmit);
      retransmit(seq, kCauseNak);
    } else {
      record(kTrNak, rx_[i], seq, 0, kNakDeferred);
    }
    armSuppression(seq);
  }
  void retransmit(std::uint32_t seq, RetxCause cause) {
    sendData(seq, true, cause);
    for (std::uint32_t j = 0; j < v_.size(); ++j)
      if (cfg_.vMarking == VMarking::kAll || !sw_[j].ack(seq)) mark(j);
  }

  bool periodic_;
  SimTime period_;
  std::vector<std::uint8_t> v_;
  std::uint32_t marked_ = 0, pointer_ = 0;
  std::vector<Timer> pollTimers_;
  std::vector<std::uint32_t> out_;
  std::uint32_t tokens_ = 0;
  std::vector<Timer> supp_;
  std::vector<std::uint32_t> suppSeq_;
  Timer tick_;
};

}  // namespace

std::unique_ptr<Sender> makeVectorPollingSender(Endpoint& ep, const Config& cfg, SnapshotPool& pool,
                                                const std::vector<std::uint32_t>& receivers, std::uint32_t dataGroup,
                                                bool periodic, SimTime period) {
  return std::make_unique<VectorPollingSender>(ep, cfg, pool, receivers, dataGroup, periodic, period);
}

}  // namespace ps::polling

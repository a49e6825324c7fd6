#include "psew.h"

#include <algorithm>

namespace ps::polling {
namespace {

constexpr std::uint32_t kSpacingEvent = 10;

class PsewSender : public Sender {
 public:
  PsewSender(Endpoint& ep, const Config& cfg, SnapshotPool& pool, const std::vector<std::uint32_t>& receivers,
             std::uint32_t dataGroup, const std::vector<std::uint32_t>& subgroups, SimTime spacing)
      : Sender(ep, cfg, pool, receivers, dataGroup), groups_(subgroups), spacing_(spacing) {
    const auto n = static_cast<std::uint32_t>(receivers.size());
    heard_.assign(n, 0);
    missingIn_.assign(groups_.size(), 0);
  }

  void start() override { dataPhase(); }

 protected:
  void onResponse(std::uint32_t i, std::uint64_t round, std::uint64_t) override {
    if (!polling_ || round != round_ || heard_[i]) return;
    heard_[i] = 1;
    --missing_;
    --missingIn_[subgroupOf(i)];
    if (missing_ == 0) {
      cancel(spacingTimer_);
      cancel(roundTimer_);
      dataPhase();
    }
  }

  void onEmitted(const Packet& pk) override {
    if (pk.type != kPoll || !polling_ || pk.field[kFRound] != round_) return;
    // Spacing runs from this POLL's emission; after the batch's last POLL the round timer starts.
    if (batchNext_ < batch_.size())
      arm(spacingTimer_, spacing_, kSpacingEvent);
    else
      arm(roundTimer_, rtoMax_, kTimerRound);
  }

  void onTimer(std::uint32_t kind, std::uint32_t) override {
    if (kind == kSpacingEvent) {
      sendNextPoll();
    } else if (kind == kTimerRound) {
      record(kTrTimeout, kNone32, static_cast<std::uint32_t>(round_), rtoMax_, kTimerRound);
      batch_.clear();
      for (std::uint32_t g = 0; g < groups_.size(); ++g)
        if (missingIn_[g] > 0) batch_.push_back(g);
      startBatch();
    }
  }

  void listTimers(JsonWriter& w) const override {
    timerEntry(w, "poll-spacing", spacingTimer_);
    timerEntry(w, "round", roundTimer_, "round " + std::to_string(round_));
  }

  void inspectProtocol(JsonWriter& w) const override {
    w.key("subgroups")
        .beginObject()
        .field("phase", polling_ ? "polling" : "data")
        .field("round", static_cast<std::int64_t>(round_))
        .field("size", cfg_.subgroupSize)
        .field("spacing_s", toSeconds(spacing_))
        .field("missing_total", missing_);
    w.key("missing").beginArray();
    for (auto m : missingIn_) w.value(m);
    w.endArray().key("schedule").beginArray();
    for (std::size_t k = batchNext_; k < batch_.size(); ++k) w.value(batch_[k] + 1);
    w.endArray().endObject();
  }

 private:
  std::uint32_t subgroupOf(std::uint32_t i) const { return i / cfg_.subgroupSize; }

  void dataPhase() {
    polling_ = false;
    record(kTrPhase, kNone32, static_cast<std::uint32_t>(round_ + 1), 0, 0);
    const std::uint32_t top = reG() < cfg_.dp ? reG() : cfg_.dp;
    for (std::uint32_t s = leG_; s <= top; ++s) {
      if (s < nextSeq_) {
        if (!fullyAcked(s)) sendData(s, true, kCauseDataPhase);
      } else {
        sendData(s, false, kCauseDataPhase);
        nextSeq_ = s + 1;
      }
    }
    // Polling phase.
    polling_ = true;
    ++round_;
    record(kTrPhase, kNone32, static_cast<std::uint32_t>(round_), 0, 1);
    const auto n = static_cast<std::uint32_t>(heard_.size());
    std::fill(heard_.begin(), heard_.end(), 0);
    missing_ = n;
    batch_.clear();
    for (std::uint32_t g = 0; g < groups_.size(); ++g) {
      const std::uint32_t first = g * cfg_.subgroupSize;
      missingIn_[g] = (n - first < cfg_.subgroupSize) ? n - first : cfg_.subgroupSize;
      batch_.push_back(g);
    }
    startBatch();
  }

  void startBatch() {
    batchNext_ = 0;
    sendNextPoll();
  }

  void sendNextPoll() {
    if (batchNext_ >= batch_.size()) return;
    const std::uint32_t g = batch_[batchNext_++];
    const auto n = static_cast<std::uint32_t>(heard_.size());
    const std::uint32_t first = g * cfg_.subgroupSize;
    const std::uint32_t members = (n - first < cfg_.subgroupSize) ? n - first : cfg_.subgroupSize;
    sendPoll(groups_[g], round_, kTrPollSubgroup, kNone32, g + 1, static_cast<std::int64_t>(round_),
             static_cast<std::uint16_t>(members));
  }

  std::vector<std::uint32_t> groups_;  // multicast address of each subgroup
  SimTime spacing_;
  bool polling_ = false;
  std::uint64_t round_ = 0;
  std::vector<std::uint8_t> heard_;
  std::uint32_t missing_ = 0;
  std::vector<std::uint32_t> missingIn_;
  std::vector<std::uint32_t> batch_;  // subgroups to poll in this batch, in order
  std::size_t batchNext_ = 0;
  Timer spacingTimer_, roundTimer_;
};

}  // namespace

std::unique_ptr<Sender> makePsewSender(Endpoint& ep, const Config& cfg, SnapshotPool& pool,
                                       const std::vector<std::uint32_t>& receivers, std::uint32_t dataGroup,
                                       const std::vector<std::uint32_t>& subgroupAddresses, SimTime spacing) {
  return std::make_unique<PsewSender>(ep, cfg, pool, receivers, dataGroup, subgroupAddresses, spacing);
}

}  // namespace ps::polling

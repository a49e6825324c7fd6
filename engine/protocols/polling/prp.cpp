#include "prp.h"

namespace ps::polling {

double prpDefaultProbability(SimTime tSend, SimTime tRecv, std::uint32_t receivers) {
  if (receivers == 0 || tRecv <= 0) return 1;
  const double p = 0.5 * (static_cast<double>(tSend) / static_cast<double>(tRecv)) / receivers;
  return p > 1 ? 1 : p;
}

namespace {

class PrpSender : public Sender {
 public:
  PrpSender(Endpoint& ep, const Config& cfg, SnapshotPool& pool, const std::vector<std::uint32_t>& receivers,
            std::uint32_t dataGroup, double probability)
      : Sender(ep, cfg, pool, receivers, dataGroup) {
    prpProbability_ = probability;
  }

  void start() override { sendAndMaybeLock(); }

 protected:
  void onResponse(std::uint32_t, std::uint64_t, std::uint64_t) override {
    if (canSendNew()) {
      cancel(lock_);
      sendAndMaybeLock();
    }
  }

  // Wire and departure readings: the lock wait starts when our last packet is on the wire and the
  // window is locked.
  void onIdle() override {
    if (locked() && !lock_.armed()) {
      record(kTrWindowLocked, kNone32, leG_, nextSeq_);
      arm(lock_, rtoMax_, kTimerLock);
    }
  }

  void onTimer(std::uint32_t kind, std::uint32_t) override {
    if (kind != kTimerLock) return;
    record(kTrTimeout, kNone32, leG_, rtoMax_, kTimerLock);
    for (std::uint32_t s = leG_; s < nextSeq_; ++s)
      if (!fullyAcked(s)) send(s, true);
    if (canSendNew())
      sendAndMaybeLock();  // cannot normally happen: the window did not move
    else
      armLock();
  }

  void listTimers(JsonWriter& w) const override { timerEntry(w, "lock", lock_); }
  void inspectProtocol(JsonWriter& w) const override { w.field("p", prpProbability_); }

 private:
  bool locked() const { return !canSendNew(); }
  void send(std::uint32_t seq, bool retx) { sendData(seq, retx, kCauseLock); }
  void sendAndMaybeLock() {
    sendNewWhileOpen();
    if (enqueue()) {
      record(kTrWindowLocked, kNone32, leG_, nextSeq_);
      armLock();
    }
  }
  // Under enqueue the wait starts now; otherwise when our last packet is on the wire (onIdle).
  void armLock() {
    if (enqueue()) arm(lock_, rtoMax_, kTimerLock);
  }

  Timer lock_;
};

}  // namespace

std::unique_ptr<Sender> makePrpSender(Endpoint& ep, const Config& cfg, SnapshotPool& pool,
                                      const std::vector<std::uint32_t>& receivers, std::uint32_t dataGroup,
                                      double probability) {
  return std::make_unique<PrpSender>(ep, cfg, pool, receivers, dataGroup, probability);
}

}  // namespace ps::polling

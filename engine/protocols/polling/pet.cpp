#include "pet.h"

namespace ps::polling {
namespace {

class PetSender : public Sender {
 public:
  PetSender(Endpoint& ep, const Config& cfg, SnapshotPool& pool, const std::vector<std::uint32_t>& receivers,
            std::uint32_t dataGroup)
      : Sender(ep, cfg, pool, receivers, dataGroup), timers_(cfg.ws) {}

  void start() override { sendNewWhileOpen(); }

 protected:
  void onEmitted(const Packet& pk) override {
    if (pk.type == kData) arm(timers_[pk.seq % cfg_.ws], rtoMax_, kTimerPacket, pk.seq);
  }

  void onResponse(std::uint32_t, std::uint64_t, std::uint64_t) override {
    // Cancel the timers of packets that became fully ACKed (everything below le_g).
    while (cancelledBelow_ < leG_) {
      cancel(timers_[cancelledBelow_ % cfg_.ws]);
      ++cancelledBelow_;
    }
    sendNewWhileOpen();
  }

  void onTimer(std::uint32_t kind, std::uint32_t seq) override {
    if (kind != kTimerPacket) return;
    if (fullyAcked(seq)) return;
    record(kTrTimeout, kNone32, seq, rtoMax_, kTimerPacket);
    sendData(seq, true, kCauseTimer);
  }

  void listTimers(JsonWriter& w) const override {
    for (std::uint32_t s = leG_; s < nextSeq_ && s < leG_ + cfg_.ws; ++s)
      timerEntry(w, "packet", timers_[s % cfg_.ws], "", s);
  }

 private:
  std::vector<Timer> timers_;  // T_seq, indexed seq mod ws (at most ws packets outstanding)
  std::uint32_t cancelledBelow_ = 1;
};

}  // namespace

std::unique_ptr<Sender> makePetSender(Endpoint& ep, const Config& cfg, SnapshotPool& pool,
                                      const std::vector<std::uint32_t>& receivers, std::uint32_t dataGroup) {
  return std::make_unique<PetSender>(ep, cfg, pool, receivers, dataGroup);
}

}  // namespace ps::polling

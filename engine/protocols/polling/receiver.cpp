#include "receiver.h"

#include <cstring>

#include "trace_kinds.h"

namespace ps::polling {

// Random stream of receiver i (PrP draws): distinct from link-loss streams (network.cpp).
constexpr std::uint64_t kReceiverStreamBase = 1u << 24;

Receiver::Receiver(Endpoint& ep, const Config& cfg, SnapshotPool& pool, std::uint32_t index, std::uint32_t senderNode)
    : ep_(ep),
      cfg_(cfg),
      pool_(pool),
      index_(index),
      node_(ep.node()),
      sender_(senderNode),
      rw_(cfg.ws),
      rng_(ep.sim().rngFor(kReceiverStreamBase + 2 * std::uint64_t{index})),
      jitterRng_(ep.sim().rngFor(kReceiverStreamBase + 2 * std::uint64_t{index} + 1)) {
  ep.bind(0, this);
}

void Receiver::onReceive(Endpoint&, const Packet& pk) {
  if (pk.type == kData) {
    ++dataReceived_;
    const std::uint32_t seq = pk.seq;
    if (seq > rw_.re()) ++beyondWindow_;  // cannot happen under the global-window invariant
    const bool fresh = rw_.receive(seq);
    if (!fresh) ++duplicates_;
    if (cfg_.protocol == Protocol::kPet) {
      if (fresh || cfg_.respondToDuplicates) respond(static_cast<SimTime>(pk.field[kFStamp]), 0, seq);
    } else if (cfg_.protocol == Protocol::kPrp) {
      double prob;
      std::memcpy(&prob, &pk.field[kFProb], sizeof prob);
      // Draw for every DATA so the stream does not depend on whether duplicates answer.
      const bool draw = rng_.uniform01() < prob;
      if (draw && (fresh || cfg_.respondToDuplicates)) respond(static_cast<SimTime>(pk.field[kFStamp]), 0, seq);
    }
    return;
  }
  if (pk.type == kPoll) {
    ++pollsReceived_;
    respond(static_cast<SimTime>(pk.field[kFStamp]), pk.field[kFRound], pk.field[kFHs]);
  }
}

void Receiver::respond(SimTime stamp, std::uint64_t round, std::uint64_t hs) {
  PacketPool& pool = ep_.sim().packets();
  const PacketId r = pool.alloc();
  Packet& pk = pool[r];
  pk.type = kResponse;
  pk.sizeBytes = cfg_.responseBytes();
  pk.src = node_;
  pk.dst = sender_;
  pk.seq = rw_.hr();
  pk.created = ep_.sim().now();
  pk.field[kFStamp] = static_cast<std::uint64_t>(stamp);
  pk.field[kFRound] = round;
  pk.field[kFSnap] = pool_.take(rw_);
  pk.field[kFEchoHs] = hs;
  ++responsesSent_;
  ep_.sim().record(kTrResponse, node_, sender_, pk.uid, rw_.le(), pk.sizeBytes, rw_.hr());
  if (cfg_.responseJitter > 0) {
    const auto delay = static_cast<SimTime>(jitterRng_.uniform01() * static_cast<double>(cfg_.responseJitter));
    ep_.sim().scheduler().scheduleIn(delay, this, 1, 0, r);
    return;
  }
  ep_.send(r);
}

void Receiver::onEvent(const Event& ev) { ep_.send(static_cast<PacketId>(ev.arg64)); }

void Receiver::inspect(JsonWriter& w) const {
  w.beginObject()
      .field("receiver", index_ + 1)
      .field("node", node_)
      .field("le", rw_.le())
      .field("re", rw_.re())
      .field("hr", rw_.hr())
      .field("bits", rw_.bitString(cfg_.ws))
      .field("delivered", delivered())
      .field("data_received", dataReceived_)
      .field("duplicates", duplicates_)
      .field("polls_received", pollsReceived_)
      .field("responses_sent", responsesSent_)
      .endObject();
}

}  // namespace ps::polling

// A receiver R_i of a polling protocol: the receiver window rw_i and the response rule.
// Source: seed 000 §2 (windows; "Uma resposta contém uma cópia de rw_i"), §3.1–3.5 (who answers
// what); digest shared/research/polling.md §2.1 and §3.
//
// Response rules:
//   PET  — a RESPONSE for every DATA received ("Cada receptor envia um RESPONSE"), duplicates
//          included (choice A4: a retransmission exists because the sender lacks this ACK);
//   PrP  — a RESPONSE with probability p carried in the DATA packet, drawn from the receiver's own
//          random stream, duplicates included ("todo pacote é um POLL em potencial");
//   PSEW, RBP, PeP — a RESPONSE to each POLL only (subgroup multicast POLL or unicast POLL).
// A RESPONSE is unicast to the sender, 50 + ⌈ws/8⌉ bytes, and echoes the poll's timestamp, round
// and hs. Receivers consume data immediately (§2 assumption 3); processing delay is not modelled,
// except for an optional random response delay (Config::responseJitter, default 0) that breaks the
// exact ties of a fully deterministic network (see polling_model.cpp notes on PET lockout).
#pragma once
#include <cstdint>

#include "../../core/entity.h"
#include "../../net/endpoint.h"
#include "config.h"
#include "snapshot_pool.h"

namespace ps::polling {

class Receiver : public Entity, public EndpointHandler, private EventHandler {
 public:
  Receiver(Endpoint& ep, const Config& cfg, SnapshotPool& pool, std::uint32_t index, std::uint32_t senderNode);

  void onReceive(Endpoint& at, const Packet& p) override;
  const char* entityKind() const override { return "polling-receiver"; }
  void inspect(JsonWriter& w) const override;

  const SeqWindow& window() const { return rw_; }
  std::uint32_t node() const { return node_; }
  std::uint64_t responsesSent() const { return responsesSent_; }
  std::uint64_t responseBits() const { return responsesSent_ * cfg_.responseBytes() * 8ull; }
  std::uint64_t dataReceived() const { return dataReceived_; }
  std::uint64_t duplicates() const { return duplicates_; }
  std::uint64_t beyondWindow() const { return beyondWindow_; }
  std::uint64_t delivered() const { return rw_.le() - 1; }

 private:
  void respond(SimTime stamp, std::uint64_t round, std::uint64_t hs);
  void onEvent(const Event& ev) override;  // a delayed RESPONSE leaves now

  Endpoint& ep_;
  const Config& cfg_;
  SnapshotPool& pool_;
  std::uint32_t index_, node_, sender_;
  SeqWindow rw_;
  Rng rng_, jitterRng_;
  std::uint64_t responsesSent_ = 0, dataReceived_ = 0, duplicates_ = 0, beyondWindow_ = 0, pollsReceived_ = 0;
};

}  // namespace ps::polling

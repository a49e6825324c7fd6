// RBP — Response-Bucket Polling, and PeP — Periodic Polling: the poll vector V machinery.
// Sources: seed 000 §3.4 (RBP), §3.5 (PeP: "uma derivação do protocolo RBP ... o processo de
// retransmissão de dados é idêntico"), §5.1 (B = 100 tokens; T = t_recv × 10); digest §3.4–3.5.
//
// Two independent parts. Data: send whatever the window allows (seq ≤ re_g). Polls: V[i] is set
// whenever a DATA packet is (re)transmitted to R_i or R_i's timer expires; V is scanned
// circularly; each POLL goes by unicast to one receiver, clears V[i] and (re)arms R_i's single
// poll timer. RBP releases POLLs while the bucket has tokens (one token per POLL, one back per
// RESPONSE and per timer expiry); PeP releases one POLL every T. Losses are found as NACKs in the
// RESPONSE windows and recovered by multicast retransmission; a timer per seq at rto_max,
// created only if none is running, suppresses needless retransmissions.
//
// Choices where the paper is silent (config.h switches):
//   - a new DATA marks every receiver; a retransmission marks only receivers that have not ACKed
//     it (A9, or all with VMarking::kAll);
//   - R1 (default): retransmit at the first NACK, hold down for rto_max, re-check at expiry and
//     retransmit again if still NACKed; R2: retransmit only at expiry (A10);
//   - precise tokens (default): out_i per receiver, tokens + Σ out_i = B, late RESPONSEs return
//     nothing; literal: one token back per RESPONSE and per expiry, capped at B (A11);
//   - P_i = rto_i, cancelled when no poll to R_i is outstanding (precise) or on any RESPONSE;
//   - tail loss: POLLs carry hs and (hr, hs] unreceived counts as NACK (A12, TailRule);
//   - PeP keeps RBP's per-receiver timers (A13); its tick starts with the first DATA, runs until
//     completion and polls at most one receiver per tick;
//   - the scan runs after every event that adds a token or marks V; the pointer persists.
#pragma once
#include <memory>

#include "sender.h"

namespace ps::polling {

// bucket > 0: RBP with that many tokens; period > 0: PeP with that poll period.
std::unique_ptr<Sender> makeVectorPollingSender(Endpoint& ep, const Config& cfg, SnapshotPool& pool,
                                                const std::vector<std::uint32_t>& receivers, std::uint32_t dataGroup,
                                                bool periodic, SimTime period);

}  // namespace ps::polling

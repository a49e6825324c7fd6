// PrP — Probabilistic Polling. Source: seed 000 §3.2, §5.1; digest shared/research/polling.md §3.2.
//
// Receivers answer each DATA with probability p carried in the packet (receiver.cpp). The sender
// sends new packets continuously until the data end or the window locks; the wait for the window
// to unlock is bounded by rto_max ("a espera pelo destrancamento da janela é limitada em
// rto_max"); on expiry it retransmits every packet not yet confirmed by all receivers and waits
// again, until the window unlocks. No timers per POLL ("não é possível usar temporizadores
// associados a POLLS").
//
// Parameter (§5.1): p = 0.5 × (t_send / t_recv) / N, i.e. responses at 50% of the sender link's
// capacity while data flow continuously.
//
// Choices where the paper is silent:
//   - p is clamped to 1 (A5: the formula exceeds 1 for N ≤ 6 at ws = 200);
//   - "no more data" is treated like a locked window (A6), otherwise the end would deadlock;
//   - when a RESPONSE unlocks the window the lock timer is cancelled; it is armed afresh when the
//     window locks again;
//   - under the departure reading the lock wait starts when the last DATA handed over has left
//     the sender (the lock begins when nothing more is sent).
#pragma once
#include <memory>

#include "sender.h"

namespace ps::polling {

// The §5.1 default probability for N receivers (t_send, t_recv on the sender's access link).
double prpDefaultProbability(SimTime tSend, SimTime tRecv, std::uint32_t receivers);

std::unique_ptr<Sender> makePrpSender(Endpoint& ep, const Config& cfg, SnapshotPool& pool,
                                      const std::vector<std::uint32_t>& receivers, std::uint32_t dataGroup,
                                      double probability);

}  // namespace ps::polling

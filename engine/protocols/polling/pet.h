// PET — Poll Every Time. Source: seed 000 §3.1; digest shared/research/polling.md §3.1.
//
// Every DATA packet implicitly polls every receiver ("cada pacote de dados contém (implicitamente)
// um POLL"); each (re)transmission of seq arms a timer at rto_max ("configurado com base no mais
// longo timeout de retransmissão"); when seq becomes fully ACKed its timer is cancelled; on expiry
// the packet is retransmitted and the timer re-armed ("retransmitindo e reprogramando o
// temporizador"). No parameters of its own.
//
// Choices where the paper is silent:
//   - retransmission by multicast, timer-driven only: NACKs play no role (A3);
//   - window-limited like the others: new packets flow while nextseq ≤ re_g;
//   - the timer is exactly the current rto_max at arming time, armed when the packet counts as
//     sent (enqueue or departure, config.h);
//   - a timer that expires for a packet already fully ACKed (out of order, above le_g) is dropped.
#pragma once
#include <memory>

#include "sender.h"

namespace ps::polling {

std::unique_ptr<Sender> makePetSender(Endpoint& ep, const Config& cfg, SnapshotPool& pool,
                                      const std::vector<std::uint32_t>& receivers, std::uint32_t dataGroup);

}  // namespace ps::polling

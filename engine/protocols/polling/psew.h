// PSEW — Poll Subgroups after Each Window. Source: seed 000 §3.3, §5.1; digest §3.3.
//
// Two phases. Data: (re)transmit every packet between le_g and re_g not confirmed by one or more
// receivers, then enter polling. Polling: send a POLL by multicast to each subgroup (each subgroup
// is a separate IP multicast group), POLLs always spaced; wait until a RESPONSE from every receiver
// arrives ("pelo menos uma resposta de cada receptor seja obtida"); rto_max after the last POLL,
// re-poll every subgroup with a receiver still missing; the last needed RESPONSE ends the wait and
// the sender returns to the data phase.
//
// Parameters (§5.1): subgroups of 50 receivers; spacing between POLLs t_recv × 50 (the time to
// receive a whole subgroup's RESPONSEs on the sender's incoming link).
//
// Choices where the paper is silent:
//   - subgroups are consecutive blocks in receiver placement order (A7), so the farthest receiver
//     is in subgroup 1; the last block may be smaller;
//   - a RESPONSE counts for the current round only if it echoes this round's number (A8); older
//     RESPONSEs are still merged (merging is monotone);
//   - the first POLL is sent right after the data phase (under enqueue it waits behind the burst);
//   - the spacing is measured between POLL emissions (enqueue or departure, config.h); the
//     round timer is armed when the last POLL of a batch is emitted.
#pragma once
#include <memory>

#include "sender.h"

namespace ps::polling {

std::unique_ptr<Sender> makePsewSender(Endpoint& ep, const Config& cfg, SnapshotPool& pool,
                                       const std::vector<std::uint32_t>& receivers, std::uint32_t dataGroup,
                                       const std::vector<std::uint32_t>& subgroupAddresses, SimTime spacing);

}  // namespace ps::polling

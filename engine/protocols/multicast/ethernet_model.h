// The "ethernet" model: the thesis's multicast protocols (MSAW, MBAP, and their equivalent unicast
// protocols) on an Ethernet LAN with one sender (station 0, "S") and r receivers ("R1".."Rr").
//
// Source: seed 001 (Segovia 1996), chapters 2.3-2.6, 3 and 4; digest ../shared/research/thesis.md.
// Protocol details and the choices made where the thesis is silent are at the top of msaw.h,
// mbap.h, net/ethernet_mac.h, net/ethernet_thesis_medium.h and net/ethernet_bus_medium.h.
//
// ---- Scenario sections -----------------------------------------------------------------------
//   "lan": {
//     "variant": "thesis" | "802.3",        medium model (default "thesis")
//     "receivers": 2-100,                    r (thesis STARTRECS range)
//     "failRate": 0-100,                     % of frames each MAC drops on transmit and on receive
//     "bitRate": 10000000,                   bit/s; 1e9 / bitRate must be a whole number of ns
//     "backoffRange": "standard" | "inclusive",  [0, 2^k - 1] (802.3) or [0, 2^k] (thesis wording)
//     "attemptLimit": 16, "slotBits": 512, "collisionBits": 32,
//     802.3 only: "busLength": metres (round trip < one slot), "propagationSpeed": m/s,
//                 "ifgBits": 96, "jamBits": 32, "preambleBits": 64 }
//   "protocol": {
//     "name": "SAW" | "BAP", "mode": "multicast" | "unicast" (the equivalent unicast protocol),
//     "packets": 1-5000, "dataSize": 64-1518, "ackSize": 64-1518, "statsFile": path ("{seed}" expands),
//     "saw": {"timeoutMethod": "formula"|"constant", "timeout", "randWait", "retransLimit",
//             "retrans": "multicast"|"unicast", "timerRestart": "on-ack"|"on-send"},
//     "bap": {"window", "pktTimeoutMethod", "pktTimeout", "ackTimeout", "randWait", "retransLimit",
//             "ackTimerMode": "pending"|"always"} }
//   (field meanings and the thesis keyword each one maps to: multicast_config.h)
//
// ---- Summary fields (what the CLI prints, --reps averages, the reproduce report compares) ------
//   messages, failures, retr_total, retr_mean, retr_min, retr_max       per message (App. A)
//   lat_mean, lat_min, lat_p25, lat_p50, lat_p75, lat_max               message latency, bit times
//   at_mean, at_min, at_max                                             absolute throughput, Mbit/s
//   rt_mean, rt_min, rt_max                                             relative throughput
//   bound_lbl, bound_ubat, bound_ubrt, bound_rt_limit, unicast_at      §4.1 eqs 4.18/4.19, 4.3/4.11,
//                                                                       4.5/4.13, 4.7/4.14, 4.2/4.10
//   overhead_mean                                                       lat_mean - bound_lbl
//   collisions, collisions_per_message, collision_stations, backoffs, backoff_slots_mean,
//   deferrals, mac_discards, mac_tx_drops, mac_rx_drops, frames_sent, timeouts, acks_sent,
//   acks_per_message, rx_interrupts_per_receiver, rx_interrupts_sender, medium_busy_fraction,
//   duration_bits
//
// ---- topology() JSON (for the bus view) ----------------------------------------------------
//   {"kind": "bus",
//    "nodes": [{"id": 0, "name": "S", "kind": "sender", "x": 0.05, "y": 0.3, "position_m": 0}, ...
//              {"id": r, "name": "Rr", "kind": "receiver", "x": 0.95, "y": 0.7, "position_m": L}],
//    "links": [],
//    "bus": {"variant": "thesis"|"802.3", "length_m": L (0 for thesis), "bitRate": 10000000,
//            "propagation_mps": v (0 for thesis), "slot_bits": 512, "ifg_bits": 0|96,
//            "jam_bits": 32, "preamble_bits": 0|64, "y": 0.5},
//    "protocol": {"name": "MSAW"|"MBAP"|"unicast SAW"|"unicast BAP", "receivers": r, "window": n,
//                 "timeout_bits": T, "randWait_bits": i}}
//   x, y in [0, 1]: stations evenly spaced along the bus (drawn horizontally at bus.y), alternately
//   above and below it. Trace records name stations by id (node = id).
//
// ---- inspect() entities, in registration order ----------------------------------------------
//   "S (sender)"  msaw-sender: {protocol, state: IDLE|WAIT, message, seq, messagesDone, timeout_bits,
//                 retransmission, retransmissions, timeouts, timers: [{for, deadline_ns}],
//                 acks: [{receiver, acked, retransmissions}], mac: {...}}
//                 mbap-sender: {protocol, window: {s, c, w, firstMessage, retransmissions: [..]},
//                 messagesDone, timeout_bits, timeouts, timer: {deadline_ns}|null,
//                 acks: [{receiver, valid, seq, rank}], mac: {...}}
//   "R1".."Rr"    msaw-receiver: {protocol, expected, pendingAck: {seq, at_ns}|null, accepted,
//                 duplicates, acksSent, mac}; mbap-receiver: {protocol, last, expected, count,
//                 window, ackDelayTimer, pendingAck, accepted, discarded, acksSent, timerAcks, mac}
//   mac = {state: IDLE|CONTENDING|TRANSMITTING|BACKOFF, queued, attempts, backoffUntil_ns?,
//          framesSent, collisions, backoffs, deferrals, txDrops, rxDrops, discards, rxInterrupts}
//   "medium"      {variant, state, ... (thesis: pending, colliding, transmitting; 802.3: signals,
//                 deferring)}
//
// ---- trace kinds --------------------------------------------------------------------------
//   mac:      frame-start, frame-end, collision, backoff, defer, mac-discard; drop (category "drop")
//   protocol: data-sent, retransmission, ack-sent, ack-received, message-done, failure, duplicate,
//             accepted, window-advance, ack-ignored
//   timer:    timeout, ack-scheduled, ack-timer
//   Fields of each: net/ethernet_lan.h (100-105) and multicast_common.h (130-142).
#pragma once
#include <memory>
#include <string>

#include "../../core/json.h"
#include "../../core/simulation.h"
#include "../../scenario/validator.h"

namespace ps {

std::unique_ptr<Model> buildEthernetModel(const Json& root, Simulation& sim, Validator& v);

class Estimate;
struct RunShape;
// Memory and events of an ethernet scenario before it is built (ethernet_estimate.cpp, scenario/budget.h).
void estimateEthernetModel(const Json& root, const RunShape& run, Estimate& e);

// The thesis's per-packet output (§3.5) of a run built by buildEthernetModel ("" otherwise).
std::string ethernetThesisOutput(const Simulation& sim);

struct MulticastConfig;
// The multicast protocols' configuration behind `sim`'s model, or nullptr (for why-texts).
const MulticastConfig* multicastConfigOf(const Simulation& sim);
struct LiteratureConfig;
// The literature protocol's configuration when the model runs one, or nullptr (for why-texts).
const LiteratureConfig* literatureConfigOf(const Simulation& sim);

}  // namespace ps

// Declared parameters (scenario/params.h) of the "ethernet" model: the LAN and the thesis's
// protocols. Every parameter of the thesis simulator's command file (seed 001 §3.6) is here with
// its meaning and unit (the keyword each maps to: multicast_config.h); times in bit times.
#pragma once
#include "../../scenario/params.h"
#include "../literature/literature_params.h"

namespace ps::ethernet_params {

// ---- lan ------------------------------------------------------------------------------------
inline constexpr Param kVariant{.key = "variant",
                                .kind = ParamKind::kChoice,
                                .label = "Medium model",
                                .help =
                                    "The thesis's CSMA/CD model (collisions only between frames that start at "
                                    "the same instant) or a physical 802.3 bus with propagation delay.",
                                .dfltText = "thesis",
                                .choices = {"thesis", "802.3"}};
inline constexpr Param kReceivers{.key = "receivers",
                                  .kind = ParamKind::kInteger,
                                  .label = "Receivers",
                                  .help = "Stations in the multicast group besides the sender (r).",
                                  .dflt = 5,
                                  .lo = 2,
                                  .hi = 100,
                                  .required = true,
                                  .rangeWhy = "the thesis simulator's range (§3.6 STARTRECS)",
                                  .rangeWhyPt = "a faixa do simulador da tese (§3.6 STARTRECS)"};
inline constexpr Param kFailRate{.key = "failRate",
                                 .kind = ParamKind::kNumber,
                                 .label = "Error rate",
                                 .unit = "%",
                                 .help = "Percent of frames each interface drops, on sending and on receiving (§3.4).",
                                 .dflt = 0,
                                 .lo = 0,
                                 .hi = 100};
inline constexpr Param kErrorDraw{.key = "errorDraw",
                                  .kind = ParamKind::kChoice,
                                  .label = "Error drawn per",
                                  .help =
                                      "Whether the sending-side error is drawn once per frame or again before "
                                      "every attempt after a collision.",
                                  .dfltText = "frame",
                                  .choices = {"frame", "attempt"}};
inline constexpr Param kBitRate{.key = "bitRate",
                                .kind = ParamKind::kNumber,
                                .label = "Bit rate",
                                .unit = "bit/s",
                                .help =
                                    "The LAN's speed; one bit time must be a whole number of nanoseconds "
                                    "(10 Mbit/s: 100 ns).",
                                .dflt = 1e7,
                                .lo = 1e5,
                                .hi = 1e9};
inline constexpr Param kBackoffRange{.key = "backoffRange",
                                     .kind = ParamKind::kChoice,
                                     .label = "Backoff range",
                                     .help =
                                         "After the k-th collision wait 0 to 2^k - 1 slots (802.3, standard) or "
                                         "0 to 2^k (the thesis's wording, inclusive).",
                                     .dfltText = "standard",
                                     .choices = {"standard", "inclusive"}};
inline constexpr Param kAttemptLimit{.key = "attemptLimit",
                                     .kind = ParamKind::kInteger,
                                     .label = "Attempt limit",
                                     .help = "Collisions a frame may suffer before the MAC gives up on it.",
                                     .dflt = 16,
                                     .lo = 1,
                                     .hi = 16,
                                     .rangeWhy = "802.3 discards a frame after its 16th attempt",
                                     .rangeWhyPt = "o 802.3 descarta um quadro após a 16ª tentativa"};
inline constexpr Param kSlotBits{.key = "slotBits",
                                 .kind = ParamKind::kInteger,
                                 .label = "Slot time",
                                 .unit = "bit times",
                                 .help = "The backoff unit (802.3: 512 bit times).",
                                 .dflt = 512,
                                 .lo = 1,
                                 .hi = 1000000};
inline constexpr Param kCollisionBits{.key = "collisionBits",
                                      .kind = ParamKind::kInteger,
                                      .label = "Collision cost",
                                      .unit = "bit times",
                                      .help = "Thesis medium: how long a collision occupies the medium (§3.3: 32).",
                                      .dflt = 32,
                                      .lo = 1,
                                      .hi = 1000000};
inline constexpr Param kBusLength{.key = "busLength",
                                  .kind = ParamKind::kNumber,
                                  .label = "Bus length",
                                  .unit = "m",
                                  .help = "802.3 bus: cable length; a round trip must fit in one slot.",
                                  .dflt = 500,
                                  .lo = 1,
                                  .hi = 2500};
inline constexpr Param kPropagationSpeed{.key = "propagationSpeed",
                                         .kind = ParamKind::kNumber,
                                         .label = "Signal speed",
                                         .unit = "m/s",
                                         .help = "802.3 bus: how fast the signal travels along the cable.",
                                         .dflt = 2e8,
                                         .lo = 1e7,
                                         .hi = 3e8};
inline constexpr Param kIfgBits{.key = "ifgBits",
                                .kind = ParamKind::kInteger,
                                .label = "Interframe gap",
                                .unit = "bit times",
                                .help = "802.3 bus: the silence required between frames.",
                                .dflt = 96,
                                .lo = 0,
                                .hi = 10000};
inline constexpr Param kJamBits{.key = "jamBits",
                                .kind = ParamKind::kInteger,
                                .label = "Jam signal",
                                .unit = "bit times",
                                .help = "802.3 bus: how long a station jams after detecting a collision.",
                                .dflt = 32,
                                .lo = 1,
                                .hi = 10000};
inline constexpr Param kPreambleBits{.key = "preambleBits",
                                     .kind = ParamKind::kInteger,
                                     .label = "Preamble",
                                     .unit = "bit times",
                                     .help = "802.3 bus: bits sent before every frame.",
                                     .dflt = 64,
                                     .lo = 0,
                                     .hi = 10000};
inline constexpr Param kLan{
    .key = "lan",
    .kind = ParamKind::kObject,
    .label = "Ethernet LAN",
    .help = "One shared Ethernet segment: the sender (S) and the receivers (R1 ... Rr).",
    .required = true,
    .fields = {&kVariant, &kReceivers, &kFailRate, &kErrorDraw, &kBitRate, &kBackoffRange, &kAttemptLimit, &kSlotBits,
               &kCollisionBits, &kBusLength, &kPropagationSpeed, &kIfgBits, &kJamBits, &kPreambleBits}};

// ---- protocol: SAW ----------------------------------------------------------------------------
inline constexpr Param kSawTimeoutMethod{.key = "timeoutMethod",
                                         .kind = ParamKind::kChoice,
                                         .label = "Timeout rule",
                                         .help =
                                             "formula: data + r ACKs + random wait + the timeout below; "
                                             "constant: the timeout below alone (§3.6).",
                                         .dfltText = "formula",
                                         .choices = {"formula", "constant"}};
inline constexpr Param kSawTimeout{.key = "timeout",
                                   .kind = ParamKind::kInteger,
                                   .label = "Timeout",
                                   .unit = "bit times",
                                   .help =
                                       "How long the sender waits for ACKs (the increment under the formula; at "
                                       "least 1 when constant).",
                                   .dflt = 600000,
                                   .lo = 0,
                                   .hi = 1000000000};
inline constexpr Param kSawRandWait{.key = "randWait",
                                    .kind = ParamKind::kInteger,
                                    .label = "Random ACK wait",
                                    .unit = "bit times",
                                    .help =
                                        "SAWrand: each receiver waits a random time up to this before it "
                                        "acknowledges, so ACKs collide less (§2.5.1).",
                                    .dflt = 0,
                                    .lo = 0,
                                    .hi = 100000000};
inline constexpr Param kSawRetransLimit{.key = "retransLimit",
                                        .kind = ParamKind::kInteger,
                                        .label = "Retransmission limit",
                                        .help = "Retransmissions of one message before it is given up.",
                                        .dflt = 10,
                                        .lo = 0,
                                        .hi = 1000};
inline constexpr Param kSawRetrans{.key = "retrans",
                                   .kind = ParamKind::kChoice,
                                   .label = "Retransmit by",
                                   .help =
                                       "Resend to every receiver at once (multicast, one timer) or only to the "
                                       "one whose ACK is missing (unicast, a timer each).",
                                   .dfltText = "multicast",
                                   .choices = {"multicast", "unicast"}};
inline constexpr Param kSawTimerRestart{.key = "timerRestart",
                                        .kind = ParamKind::kChoice,
                                        .label = "Timer restarts",
                                        .help =
                                            "Multicast retransmission: whether each ACK restarts the one timer "
                                            "(on-ack) or it runs from the last send (on-send).",
                                        .dfltText = "on-ack",
                                        .choices = {"on-ack", "on-send"}};
inline constexpr Param kSawTimerExpiry{.key = "timerExpiry",
                                       .kind = ParamKind::kChoice,
                                       .label = "Timeout acts",
                                       .help =
                                           "Multicast retransmission: an expired timer acts at once (deadline) or "
                                           "waits until no station has a frame queued (quiet, the default), as "
                                           "the thesis's simulator advanced its clock to a timer only when every "
                                           "layer was idle (§3.7).",
                                       .dfltText = "quiet",
                                       .choices = {"deadline", "quiet"}};
inline constexpr Param kSaw{.key = "saw",
                            .kind = ParamKind::kObject,
                            .label = "Stop-and-wait (MSAW)",
                            .help = "One message outstanding at a time; every receiver acknowledges it.",
                            .fields = {&kSawTimeoutMethod, &kSawTimeout, &kSawRandWait, &kSawRetransLimit, &kSawRetrans,
                                       &kSawTimerRestart, &kSawTimerExpiry}};

// ---- protocol: BAP ----------------------------------------------------------------------------
inline constexpr Param kBapWindow{.key = "window",
                                  .kind = ParamKind::kInteger,
                                  .label = "Window",
                                  .unit = "messages",
                                  .help = "Messages sent before the receivers acknowledge the block (n).",
                                  .dflt = 10,
                                  .lo = 1,
                                  .hi = 100,
                                  .rangeWhy = "the sender needs room for at least one outstanding message",
                                  .rangeWhyPt = "o emissor precisa de espaço para pelo menos uma mensagem pendente"};
inline constexpr Param kBapTimeoutMethod{.key = "pktTimeoutMethod",
                                         .kind = ParamKind::kChoice,
                                         .label = "Timeout rule",
                                         .help =
                                             "formula: n data + r ACKs + random wait + ACK delay + the timeout "
                                             "below; constant: the timeout below alone (§3.6).",
                                         .dfltText = "formula",
                                         .choices = {"formula", "constant"}};
inline constexpr Param kBapPktTimeout{.key = "pktTimeout",
                                      .kind = ParamKind::kInteger,
                                      .label = "Packet timeout",
                                      .unit = "bit times",
                                      .help =
                                          "How long the sender waits for the block's ACKs (the increment under "
                                          "the formula; at least 1 when constant).",
                                      .dflt = 600000,
                                      .lo = 0,
                                      .hi = 1000000000};
inline constexpr Param kBapAckTimeout{.key = "ackTimeout",
                                      .kind = ParamKind::kInteger,
                                      .label = "ACK delay",
                                      .unit = "bit times",
                                      .help =
                                          "t: a receiver that hears nothing for this long acknowledges what it "
                                          "has.",
                                      .dflt = 95000,
                                      .lo = 1,
                                      .hi = 1000000000};
inline constexpr Param kBapRandWait{.key = "randWait",
                                    .kind = ParamKind::kInteger,
                                    .label = "Random ACK wait",
                                    .unit = "bit times",
                                    .help =
                                        "BAPrand: each receiver waits a random time up to this before it "
                                        "acknowledges (§2.6.1).",
                                    .dflt = 0,
                                    .lo = 0,
                                    .hi = 100000000};
inline constexpr Param kBapRetransLimit{.key = "retransLimit",
                                        .kind = ParamKind::kInteger,
                                        .label = "Retransmission limit",
                                        .help =
                                            "Retransmissions of the oldest message before the window is given "
                                            "up.",
                                        .dflt = 20,
                                        .lo = 0,
                                        .hi = 1000};
inline constexpr Param kBapAckTimerMode{.key = "ackTimerMode",
                                        .kind = ParamKind::kChoice,
                                        .label = "ACK delay timer acknowledges",
                                        .help =
                                            "When the ACK delay runs out: acknowledge only if something is "
                                            "unacknowledged (pending) or every time (always).",
                                        .dfltText = "pending",
                                        .choices = {"pending", "always"}};
inline constexpr Param kBapTimerExpiry{.key = "timerExpiry",
                                       .kind = ParamKind::kChoice,
                                       .label = "Timeout acts",
                                       .help =
                                           "An expired packet timer acts at once (deadline) or waits until no "
                                           "station has a frame queued (quiet, the thesis simulator's clock rule, "
                                           "§3.7); quiet-all applies the rule to the receivers' ACK delay timers "
                                           "too.",
                                       .dfltText = "deadline",
                                       .choices = {"deadline", "quiet", "quiet-all"}};
inline constexpr Param kBapRetransCount{.key = "retransCount",
                                        .kind = ParamKind::kChoice,
                                        .label = "Limit counts",
                                        .help =
                                            "What the retransmission limit is checked against: the oldest "
                                            "message's retransmissions (message) or the window's retransmissions "
                                            "since it last advanced (window).",
                                        .dfltText = "message",
                                        .choices = {"message", "window"}};
inline constexpr Param kBapDuplicateAck{.key = "duplicateAck",
                                        .kind = ParamKind::kBoolean,
                                        .label = "Re-ACK out-of-sequence data",
                                        .help =
                                            "Whether a receiver answers a DATA it cannot accept (a duplicate or a "
                                            "gap) with an ACK of its last in-order seq; §2.6 discards it silently.",
                                        .dflt = 0};
inline constexpr Param kBapAckTimerStops{.key = "ackTimerStops",
                                         .kind = ParamKind::kBoolean,
                                         .label = "Block ACK stops the ACK delay timer",
                                         .help =
                                             "Whether the ACK sent when n messages are in stops the ACK delay timer "
                                             "until the next in-order DATA (otherwise it keeps running).",
                                         .dflt = 0};
inline constexpr Param kBap{
    .key = "bap",
    .kind = ParamKind::kObject,
    .label = "Block acknowledgment (MBAP)",
    .help = "A window of messages; receivers acknowledge blocks.",
    .fields = {&kBapWindow, &kBapTimeoutMethod, &kBapPktTimeout, &kBapAckTimeout, &kBapRandWait, &kBapRetransLimit,
               &kBapAckTimerMode, &kBapTimerExpiry, &kBapRetransCount, &kBapDuplicateAck, &kBapAckTimerStops}};

// ---- protocol ---------------------------------------------------------------------------------
inline constexpr Param kName{.key = "name",
                             .kind = ParamKind::kChoice,
                             .label = "Protocol",
                             .help =
                                 "SAW: multicast stop-and-wait (MSAW); BAP: multicast block acknowledgment "
                                 "(MBAP); SEQ: sequencer (Kaashoek et al.); ES: Erramilli & Singh; CM: Chang & "
                                 "Maxemchuk; RRA: round-robin acknowledgments (chapter 5).",
                             .dfltText = "SAW",
                             .choices = {"SAW", "BAP", "SEQ", "ES", "CM", "RRA"}};
inline constexpr Param kMode{.key = "mode",
                             .kind = ParamKind::kChoice,
                             .label = "Delivery",
                             .help =
                                 "multicast: one transmission reaches every receiver; unicast: the equivalent "
                                 "protocol that serves receivers one after another.",
                             .dfltText = "multicast",
                             .choices = {"multicast", "unicast"}};
inline constexpr Param kPackets{.key = "packets",
                                .kind = ParamKind::kInteger,
                                .label = "Messages",
                                .unit = "messages",
                                .help = "Messages to deliver to every receiver.",
                                .dflt = 500,
                                .lo = 1,
                                .hi = 5000,
                                .rangeWhy = "the thesis simulator's range (§3.6 STARTPKTS)",
                                .rangeWhyPt = "a faixa do simulador da tese (§3.6 STARTPKTS)"};
inline constexpr Param kDataSize{.key = "dataSize",
                                 .kind = ParamKind::kInteger,
                                 .label = "Data frame",
                                 .unit = "B",
                                 .help = "Bytes in a data frame (d).",
                                 .dflt = 1518,
                                 .lo = 64,
                                 .hi = 1518,
                                 .rangeWhy = "an Ethernet frame is 64 to 1518 bytes (§3.6)",
                                 .rangeWhyPt = "um quadro Ethernet tem de 64 a 1518 bytes (§3.6)"};
inline constexpr Param kAckSize{.key = "ackSize",
                                .kind = ParamKind::kInteger,
                                .label = "ACK frame",
                                .unit = "B",
                                .help = "Bytes in an acknowledgment frame (a).",
                                .dflt = 64,
                                .lo = 64,
                                .hi = 1518,
                                .rangeWhy = "an Ethernet frame is 64 to 1518 bytes (§3.6)",
                                .rangeWhyPt = "um quadro Ethernet tem de 64 a 1518 bytes (§3.6)"};
inline constexpr Param kStatsFile{.key = "statsFile",
                                  .kind = ParamKind::kString,
                                  .label = "Per-packet output file",
                                  .help =
                                      "Native runs: write the thesis's per-packet statistics here (§3.5; {seed} "
                                      "is replaced by the seed).",
                                  .dfltText = ""};
inline constexpr Param kProtocol{
    .key = "protocol",
    .kind = ParamKind::kObject,
    .label = "Protocol",
    .help =
        "Which of the thesis's protocols runs, and its parameters; the sections of several "
        "protocols may be present, the name picks one.",
    .required = true,
    .fields = {&kName, &kMode, &kPackets, &kDataSize, &kAckSize, &kStatsFile, &kSaw, &kBap,
               &literature_params::kSenders, &literature_params::kInterval, &literature_params::kSeq,
               &literature_params::kEs, &literature_params::kCm, &literature_params::kRra}};

}  // namespace ps::ethernet_params

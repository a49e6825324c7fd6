// Declared parameters (scenario/params.h) of the literature protocols: protocol.senders,
// protocol.interval and one object per protocol (protocol.seq, .es, .cm, .rra). The thesis gives no
// timer values for these protocols (§2.7-2.9, chapter 5); each default below is chosen for the
// thesis's LAN and its reason is in the help text: a 1518-byte data frame occupies the 10 Mbit/s
// medium for 12144 bit times, a 64-byte control frame for 512.
#pragma once
#include "../../scenario/params.h"

namespace ps::literature_params {

// ---- shared by the literature protocols -------------------------------------------------------
inline constexpr Param kSenders{.key = "senders",
                                .kind = ParamKind::kInteger,
                                .label = "Senders",
                                .help =
                                    "How many stations send messages (S, then R1, R2, ...); each sends the "
                                    "number of messages above. MSAW, MBAP and round-robin ACKs have one sender.",
                                .dflt = 1,
                                .lo = 1,
                                .hi = 101,
                                .rangeWhy = "the group has at most 101 stations",
                                .rangeWhyPt = "o grupo tem no máximo 101 estações"};
inline constexpr Param kInterval{.key = "interval",
                                 .kind = ParamKind::kInteger,
                                 .label = "Message spacing",
                                 .unit = "bit times",
                                 .help =
                                     "Time between one sender's messages; 0 sends the next as soon as the "
                                     "protocol accepts it (as the thesis's saturated runs do).",
                                 .dflt = 0,
                                 .lo = 0,
                                 .hi = 1000000000};

// ---- Kaashoek et al.: sequencer (§2.7) ---------------------------------------------------------
inline constexpr Param kSeqSequencer{.key = "sequencer",
                                     .kind = ParamKind::kInteger,
                                     .label = "Sequencer station",
                                     .help = "Which station orders the messages (0 = S, 1 = R1, ...).",
                                     .dflt = 1,
                                     .lo = 0,
                                     .hi = 100};
inline constexpr Param kSeqHistory{.key = "history",
                                   .kind = ParamKind::kInteger,
                                   .label = "History buffer",
                                   .unit = "messages",
                                   .help =
                                       "Messages the sequencer keeps for retransmission until every member "
                                       "has acknowledged them; when it is full the sequencer synchronises.",
                                   .dflt = 64,
                                   .lo = 2,
                                   .hi = 100000};
inline constexpr Param kSeqMemberBuffer{.key = "memberBuffer",
                                        .kind = ParamKind::kInteger,
                                        .label = "Member buffer",
                                        .unit = "messages",
                                        .help =
                                            "Out-of-order MULTICASTs a member keeps while it waits for a missing "
                                            "one; beyond that it discards them and asks again.",
                                        .dflt = 32,
                                        .lo = 0,
                                        .hi = 100000};
inline constexpr Param kSeqSilence{.key = "silence",
                                   .kind = ParamKind::kInteger,
                                   .label = "Silence before a dummy",
                                   .unit = "bit times",
                                   .help =
                                       "A member that has sent no request for this long sends a dummy request "
                                       "carrying its acknowledgment (default: about eight data frames).",
                                   .dflt = 100000,
                                   .lo = 1,
                                   .hi = 1000000000};
inline constexpr Param kSeqRequestTimeout{.key = "requestTimeout",
                                          .kind = ParamKind::kInteger,
                                          .label = "Request timeout",
                                          .unit = "bit times",
                                          .help =
                                              "A source sends its request again if its message has not come back "
                                              "as a MULTICAST by then (default: request + multicast + room for "
                                              "collisions).",
                                          .dflt = 60000,
                                          .lo = 1,
                                          .hi = 1000000000};
inline constexpr Param kSeqRetransTimeout{.key = "retransTimeout",
                                          .kind = ParamKind::kInteger,
                                          .label = "Retransmission request timeout",
                                          .unit = "bit times",
                                          .help = "A member asks again for a missing MULTICAST after this long.",
                                          .dflt = 40000,
                                          .lo = 1,
                                          .hi = 1000000000};
inline constexpr Param kSeqSyncTimeout{.key = "syncTimeout",
                                       .kind = ParamKind::kInteger,
                                       .label = "Synchronisation timeout",
                                       .unit = "bit times",
                                       .help =
                                           "During the two-phase synchronisation the sequencer repeats PHASE1 or "
                                           "PHASE2 when a member has not answered within this time.",
                                       .dflt = 60000,
                                       .lo = 1,
                                       .hi = 1000000000};
inline constexpr Param kSeq{.key = "seq",
                            .kind = ParamKind::kObject,
                            .label = "Sequencer (Kaashoek et al.)",
                            .help = "Every message goes to a sequencer, which numbers it and multicasts it.",
                            .fields = {&kSeqSequencer, &kSeqHistory, &kSeqMemberBuffer, &kSeqSilence,
                                       &kSeqRequestTimeout, &kSeqRetransTimeout, &kSeqSyncTimeout}};

// ---- Erramilli & Singh (§2.8) ------------------------------------------------------------------
inline constexpr Param kEsN{.key = "N",
                            .kind = ParamKind::kInteger,
                            .label = "Sequence numbers (N)",
                            .help = "Messages are numbered 1..N, cyclically; N must exceed B.",
                            .dflt = 256,
                            .lo = 2,
                            .hi = 1000000};
inline constexpr Param kEsB{.key = "B",
                            .kind = ParamKind::kInteger,
                            .label = "Sender buffer (B)",
                            .unit = "messages",
                            .help =
                                "A sender keeps its last B messages for retransmission; a NAK for an older "
                                "one cannot be answered and the protocol fails.",
                            .dflt = 32,
                            .lo = 1,
                            .hi = 100000};
inline constexpr Param kEsK{
    .key = "K",
    .kind = ParamKind::kInteger,
    .label = "Status repetitions (K)",
    .help = "Status messages an idle sender sends, T1 apart, before it slows to sanity messages.",
    .dflt = 3,
    .lo = 0,
    .hi = 1000};
inline constexpr Param kEsT1{.key = "T1",
                             .kind = ParamKind::kInteger,
                             .label = "Status interval (T1)",
                             .unit = "bit times",
                             .help =
                                 "Idle time before a status message, and between status messages (default: "
                                 "about four data frames).",
                             .dflt = 50000,
                             .lo = 1,
                             .hi = 1000000000};
inline constexpr Param kEsT2{.key = "T2",
                             .kind = ParamKind::kInteger,
                             .label = "Sanity interval (T2)",
                             .unit = "bit times",
                             .help =
                                 "Sanity messages keep a node heard at least every T2 (each leaves the sanity "
                                 "lead early); a node silent for more than T2 is taken to have failed (default: "
                                 "0.1 s).",
                             .dflt = 1000000,
                             .lo = 1,
                             .hi = 1000000000};
inline constexpr Param kEsSanityLead{
    .key = "sanityLead",
    .kind = ParamKind::kInteger,
    .label = "Sanity lead",
    .unit = "bit times",
    .help =
        "A node sends its sanity message this long before T2 has passed since its previous one, so that a "
        "wait for the medium does not make a live node look failed (the text's network has no such wait; at "
        "most T2/2; default: room for about 16 data frames).",
    .dflt = 200000,
    .lo = 0,
    .hi = 1000000000};
inline constexpr Param kEsSanityLosses{
    .key = "sanityLosses",
    .kind = ParamKind::kInteger,
    .label = "Sanity losses tolerated",
    .unit = "messages",
    .help =
        "Sanity messages lost in a row that must not make a live node look failed: a node sends this many "
        "more per T2 (0: one per T2, the text's reading, where a single lost sanity message declares a live "
        "node failed).",
    .dflt = 1,
    .lo = 0,
    .hi = 7};
inline constexpr Param kEsT3{.key = "T3",
                             .kind = ParamKind::kInteger,
                             .label = "Choke interval (T3)",
                             .unit = "bit times",
                             .help = "How long a timed-choke message asks the senders to pause.",
                             .dflt = 200000,
                             .lo = 1,
                             .hi = 1000000000};
inline constexpr Param kEsRecvBuffer{.key = "recvBuffer",
                                     .kind = ParamKind::kInteger,
                                     .label = "Receive buffer",
                                     .unit = "messages",
                                     .help =
                                         "Messages a receiver holds per sender (accepted but not yet read, or "
                                         "out of order); near full it sends a timed choke.",
                                     .dflt = 64,
                                     .lo = 2,
                                     .hi = 100000};
inline constexpr Param kEsReadDelay{.key = "readDelay",
                                    .kind = ParamKind::kInteger,
                                    .label = "Application read time",
                                    .unit = "bit times",
                                    .help =
                                        "Time the receiving application takes to read one message (0: at once; "
                                        "a slow reader fills the receive buffer and triggers chokes).",
                                    .dflt = 0,
                                    .lo = 0,
                                    .hi = 1000000000};
inline constexpr Param kEsMulticastRetrans{.key = "multicastRetrans",
                                           .kind = ParamKind::kBoolean,
                                           .label = "Resend NAKed messages to all",
                                           .help =
                                               "Answer a NAK by multicast instead of unicast to the receiver that "
                                               "sent it (the paper is unclear; the thesis argues for unicast).",
                                           .dflt = 0};
inline constexpr Param kEsNakHoldoff{.key = "nakHoldoff",
                                     .kind = ParamKind::kInteger,
                                     .label = "NAK repeat holdoff",
                                     .unit = "bit times",
                                     .help =
                                         "A receiver does not repeat a NAK for the same message within this time "
                                         "(0: a NAK for every message that shows the gap, the text read literally; "
                                         "default: a NAK and its answer, about two data frames).",
                                     .dflt = 30000,
                                     .lo = 0,
                                     .hi = 1000000000};
inline constexpr Param kEsCrashStation{.key = "crashStation",
                                       .kind = ParamKind::kInteger,
                                       .label = "Station that fails",
                                       .help = "A station that stops working at the time below (-1: none).",
                                       .dflt = -1,
                                       .lo = -1,
                                       .hi = 100};
inline constexpr Param kEsCrashAt{.key = "crashAt",
                                  .kind = ParamKind::kInteger,
                                  .label = "Failure time",
                                  .unit = "bit times",
                                  .help = "When the station above fails.",
                                  .dflt = 0,
                                  .lo = 0,
                                  .hi = 1000000000000};
inline constexpr Param kEs{
    .key = "es",
    .kind = ParamKind::kObject,
    .label = "Erramilli & Singh",
    .help = "NAKs to the source, status and sanity messages when idle, a fixed back window.",
    .fields = {&kEsN, &kEsB, &kEsK, &kEsT1, &kEsT2, &kEsSanityLead, &kEsSanityLosses, &kEsT3, &kEsRecvBuffer,
               &kEsReadDelay, &kEsMulticastRetrans, &kEsNakHoldoff, &kEsCrashStation, &kEsCrashAt}};

// ---- Chang & Maxemchuk (§2.9) ------------------------------------------------------------------
inline constexpr Param kCmL{.key = "L",
                            .kind = ParamKind::kInteger,
                            .label = "Resiliency (L)",
                            .help =
                                "A message is committed (passed to the application) once the token has moved L "
                                "times after it was acknowledged, so L sites hold it.",
                            .dflt = 1,
                            .lo = 0,
                            .hi = 100};
inline constexpr Param kCmPassEvery{
    .key = "passEvery",
    .kind = ParamKind::kInteger,
    .label = "Token passing rate",
    .unit = "ACKs",
    .help = "The token site passes the token on with every this many ACKs (1: every one).",
    .dflt = 1,
    .lo = 1,
    .hi = 100000};
inline constexpr Param kCmR{
    .key = "R",
    .kind = ParamKind::kInteger,
    .label = "Source retries (R)",
    .help = "Retransmissions before a source decides the token site failed and starts a reformation.",
    .dflt = 10,
    .lo = 1,
    .hi = 1000};
inline constexpr Param kCmAckTimeout{.key = "ackTimeout",
                                     .kind = ParamKind::kInteger,
                                     .label = "Source ACK timeout",
                                     .unit = "bit times",
                                     .help =
                                         "How long a source waits for the token site's ACK before it retransmits "
                                         "(default: data + ACK + room for collisions).",
                                     .dflt = 50000,
                                     .lo = 1,
                                     .hi = 1000000000};
inline constexpr Param kCmConfirmTimeout{.key = "confirmTimeout",
                                         .kind = ParamKind::kInteger,
                                         .label = "Confirmation delay",
                                         .unit = "bit times",
                                         .help =
                                             "A new token site with nothing to acknowledge confirms the token after "
                                             "this long; the previous site resends the token after twice this.",
                                         .dflt = 25000,
                                         .lo = 1,
                                         .hi = 1000000000};
inline constexpr Param kCmIdlePass{.key = "idlePass",
                                   .kind = ParamKind::kInteger,
                                   .label = "Idle token pass",
                                   .unit = "bit times",
                                   .help =
                                       "A token site with uncommitted messages and nothing new passes the token "
                                       "after this long, so the last messages commit too.",
                                   .dflt = 50000,
                                   .lo = 1,
                                   .hi = 1000000000};
inline constexpr Param kCmRetransTimeout{.key = "retransTimeout",
                                         .kind = ParamKind::kInteger,
                                         .label = "Retransmission request timeout",
                                         .unit = "bit times",
                                         .help = "A site asks again for a missing message or ACK after this long.",
                                         .dflt = 40000,
                                         .lo = 1,
                                         .hi = 1000000000};
inline constexpr Param kCmReformTimeout{.key = "reformTimeout",
                                        .kind = ParamKind::kInteger,
                                        .label = "Reformation window",
                                        .unit = "bit times",
                                        .help =
                                            "How long the site that starts a reformation collects the answers of "
                                            "the live sites (their answers collide, so allow for backoffs).",
                                        .dflt = 300000,
                                        .lo = 1,
                                        .hi = 1000000000};
inline constexpr Param kCmFirstToken{.key = "firstToken",
                                     .kind = ParamKind::kInteger,
                                     .label = "First token site",
                                     .help = "The station holding the token at the start (0 = S, 1 = R1, ...).",
                                     .dflt = 1,
                                     .lo = 0,
                                     .hi = 100};
inline constexpr Param kCmCrashTokenSiteAt{.key = "crashTokenSiteAt",
                                           .kind = ParamKind::kInteger,
                                           .label = "Token site fails at",
                                           .unit = "bit times",
                                           .help =
                                               "The site holding the token at this time stops working (the next "
                                               "one if it is a sender), and the others reform the group without "
                                               "it (0: never).",
                                           .dflt = 0,
                                           .lo = 0,
                                           .hi = 1000000000000};
inline constexpr Param kCm{.key = "cm",
                           .kind = ParamKind::kObject,
                           .label = "Chang & Maxemchuk",
                           .help = "A rotating token site timestamps and acknowledges every message; NAKs go to it.",
                           .fields = {&kCmL, &kCmPassEvery, &kCmR, &kCmAckTimeout, &kCmConfirmTimeout, &kCmIdlePass,
                                      &kCmRetransTimeout, &kCmReformTimeout, &kCmFirstToken, &kCmCrashTokenSiteAt}};

// ---- round-robin acknowledgment (chapter 5) ------------------------------------------------------
inline constexpr Param kRraTimeout{.key = "timeout",
                                   .kind = ParamKind::kInteger,
                                   .label = "ACK timeout",
                                   .unit = "bit times",
                                   .help =
                                       "How long the sender waits for the named receiver's ACK before it "
                                       "retransmits (default: data + ACK + room for collisions).",
                                   .dflt = 40000,
                                   .lo = 1,
                                   .hi = 1000000000};
inline constexpr Param kRraRetransLimit{.key = "retransLimit",
                                        .kind = ParamKind::kInteger,
                                        .label = "Retransmission limit",
                                        .help =
                                            "Retransmissions of one message to its named receiver before the sender "
                                            "moves on (that receiver reports its gaps on its next turn).",
                                        .dflt = 10,
                                        .lo = 0,
                                        .hi = 1000};
inline constexpr Param kRra{.key = "rra",
                            .kind = ParamKind::kObject,
                            .label = "Round-robin ACKs",
                            .help =
                                "Each message names one receiver, in turn, to acknowledge it and everything it "
                                "got since its last ACK (chapter 5).",
                            .fields = {&kRraTimeout, &kRraRetransLimit}};

}  // namespace ps::literature_params

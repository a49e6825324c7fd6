// Declared parameters (scenario/params.h) of a DCCP flow: the flow's "dccp" object. Every value
// RFC 4340 (connection), RFC 4341 (CCID 2), RFC 4342 and RFC 5348 (CCID 3 / TFRC) name is a field,
// with the RFC's default. "tfrc.mode": "ns2" switches the defaults of the TFRC fields to the seed's
// simulator (ns-2.31's DCCP module, digest shared/research/dccp-tcp.md §1.7): RFC 3448 sender,
// zero-filled history, window-counter grouping, current-receive-rate first interval rounded up,
// p floor 1e-5, oscillation reduction, t_gran 10 ms, no handshake RTT; a field given explicitly
// still wins.
#pragma once
#include "../../scenario/params.h"

namespace ps::dccp::params {

// ---- connection (RFC 4340) -------------------------------------------------------------------
inline constexpr Param kCcid{.key = "ccid",
                             .kind = ParamKind::kInteger,
                             .label = "CCID",
                             .help =
                                 "Congestion control the client asks for: 2 = TCP-like (window, Ack Vector, RFC "
                                 "4341), 3 = TFRC (rate from the throughput equation, RFC 4342).",
                             .dflt = 3,
                             .lo = 2,
                             .hi = 3};
inline constexpr Param kServerCcids{.key = "serverCcids",
                                    .kind = ParamKind::kChoice,
                                    .label = "Server's CCIDs",
                                    .help =
                                        "The server's preference list. The connection uses the first of these the "
                                        "client asked for (RFC 4340 §6.3.1, server priority); none: the client "
                                        "resets the connection.",
                                    .dfltText = "2,3",
                                    .choices = {"2,3", "3,2", "2", "3"}};
inline constexpr Param kPacketSize{.key = "packetSize",
                                   .kind = ParamKind::kInteger,
                                   .label = "Packet size",
                                   .unit = "B",
                                   .help =
                                       "Payload bytes of each data packet a greedy source sends, and TFRC's segment "
                                       "size s. 36 to 44 bytes of IP and DCCP headers are added on the wire (ns-2's "
                                       "DCCP used 500 B).",
                                   .dflt = 1000,
                                   .lo = 1,
                                   .hi = 65000};
inline constexpr Param kSendBuffer{.key = "sendBuffer",
                                   .kind = ParamKind::kInteger,
                                   .label = "Send buffer",
                                   .unit = "packets",
                                   .help =
                                       "Datagrams the sender holds while congestion control makes them wait; "
                                       "more are dropped (ns-2: 1000).",
                                   .dflt = 1000,
                                   .lo = 1,
                                   .hi = 10000000};
inline constexpr Param kSequenceWindow{.key = "sequenceWindow",
                                       .kind = ParamKind::kInteger,
                                       .label = "Sequence Window",
                                       .unit = "packets",
                                       .help =
                                           "RFC 4340 §7.5: packets further than this from the last one received "
                                           "would be dropped and answered with Sync. Here they are only logged.",
                                       .dflt = 100,
                                       .lo = 32,
                                       .hi = 281474976710655.0};
inline constexpr Param kServiceCode{.key = "serviceCode",
                                    .kind = ParamKind::kInteger,
                                    .label = "Service Code",
                                    .help = "The 32-bit Service Code the Request carries (RFC 4340 §8.1.2).",
                                    .dflt = 0,
                                    .lo = 0,
                                    .hi = 4294967295.0};
inline constexpr Param kRequestRto{.key = "requestRto",
                                   .kind = ParamKind::kNumber,
                                   .label = "Request timeout",
                                   .unit = "s",
                                   .help =
                                       "First Request retransmission (RFC 4340 §8.1.1: about 1 s; ns-2: 3 s), "
                                       "doubling after each.",
                                   .dflt = 1,
                                   .lo = 0.001,
                                   .hi = 600};
inline constexpr Param kRequestRtoMax{.key = "requestRtoMax",
                                      .kind = ParamKind::kNumber,
                                      .label = "Longest retransmission gap",
                                      .unit = "s",
                                      .help =
                                          "Backoff stops growing here (RFC 4340: at least one Request per 64 s; "
                                          "ns-2: 75 s). Also caps the PARTOPEN and Close backoffs.",
                                      .dflt = 64,
                                      .lo = 0.001,
                                      .hi = 3600};
inline constexpr Param kRequestGiveUp{.key = "giveUp",
                                      .kind = ParamKind::kNumber,
                                      .label = "Give up after",
                                      .unit = "s",
                                      .help =
                                          "A client that gets no Response (or no Reset to its Close) for this long "
                                          "resets the connection (RFC 4340 §8.1.1: a few minutes).",
                                      .dflt = 300,
                                      .lo = 0.001,
                                      .hi = 86400};
inline constexpr Param kPartOpenRto{.key = "partOpenRto",
                                    .kind = ParamKind::kNumber,
                                    .label = "PARTOPEN timeout",
                                    .unit = "s",
                                    .help =
                                        "In PARTOPEN the client resends its Ack after this, doubling, until the "
                                        "server is heard from (RFC 4340 §8.1.5).",
                                    .dflt = 0.2,
                                    .lo = 0.001,
                                    .hi = 600};
inline constexpr Param kCloseRto{.key = "closeRto",
                                 .kind = ParamKind::kNumber,
                                 .label = "Close timeout",
                                 .unit = "s",
                                 .help = "First Close retransmission while waiting for the server's Reset, doubling.",
                                 .dflt = 1,
                                 .lo = 0.001,
                                 .hi = 600};
inline constexpr Param kTimeWait{.key = "timeWait",
                                 .kind = ParamKind::kNumber,
                                 .label = "TIMEWAIT",
                                 .unit = "s",
                                 .help =
                                     "How long the client stays in TIMEWAIT after the Reset (RFC 4340: 2 MSL = 240 "
                                     "s; shortened here so runs end).",
                                 .dflt = 2,
                                 .lo = 0,
                                 .hi = 600};

// ---- CCID 2 (RFC 4341) -----------------------------------------------------------------------
inline constexpr Param kC2InitialCwnd{.key = "initialCwnd",
                                      .kind = ParamKind::kInteger,
                                      .label = "Initial window",
                                      .unit = "packets",
                                      .help =
                                          "cwnd at the start. 0: RFC 4341's min(4, max(2, 4380 B / packet size)) "
                                          "(ns-2 used 3).",
                                      .dflt = 0,
                                      .lo = 0,
                                      .hi = 100000};
inline constexpr Param kC2InitialSsthresh{.key = "initialSsthresh",
                                          .kind = ParamKind::kInteger,
                                          .label = "Initial ssthresh",
                                          .unit = "packets",
                                          .help = "Slow start ends here the first time (0: unlimited; ns-2: 65535).",
                                          .dflt = 0,
                                          .lo = 0,
                                          .hi = 4294967295.0};
inline constexpr Param kC2AckRatio{.key = "ackRatio",
                                   .kind = ParamKind::kInteger,
                                   .label = "Ack Ratio",
                                   .help =
                                       "Data packets per Ack at the start (RFC 4341 §6.1: 2). The sender keeps it "
                                       "between 1 and half its window.",
                                   .dflt = 2,
                                   .lo = 1,
                                   .hi = 65535};
inline constexpr Param kC2AdjustAckRatio{.key = "adjustAckRatio",
                                         .kind = ParamKind::kBoolean,
                                         .label = "Adapt Ack Ratio",
                                         .help =
                                             "RFC 4341 §6.1.2: double the Ack Ratio when Acks are lost, lower it by "
                                             "one after cwnd/(R^2 - R) windows without a lost Ack.",
                                         .dflt = 1};
inline constexpr Param kC2NumDupAck{.key = "numDupAck",
                                    .kind = ParamKind::kInteger,
                                    .label = "NUMDUPACK",
                                    .help = "A packet is lost once this many later packets are acknowledged (3).",
                                    .dflt = 3,
                                    .lo = 1,
                                    .hi = 100};
inline constexpr Param kC2InitialRto{.key = "initialRto",
                                     .kind = ParamKind::kNumber,
                                     .label = "Initial RTO",
                                     .unit = "s",
                                     .help = "Retransmission timeout before an RTT sample (RFC 6298: 1 s; ns-2: 3 s).",
                                     .dflt = 1,
                                     .lo = 0.001,
                                     .hi = 600};
inline constexpr Param kC2MinRto{.key = "minRto",
                                 .kind = ParamKind::kNumber,
                                 .label = "Minimum RTO",
                                 .unit = "s",
                                 .help = "The timeout never goes below this (RFC 6298: 1 s).",
                                 .dflt = 1,
                                 .lo = 0,
                                 .hi = 600};
inline constexpr Param kC2MaxRto{.key = "maxRto",
                                 .kind = ParamKind::kNumber,
                                 .label = "Maximum RTO",
                                 .unit = "s",
                                 .help = "Backoff stops here (RFC 6298: at least 60 s).",
                                 .dflt = 60,
                                 .lo = 0.001,
                                 .hi = 86400};
inline constexpr Param kC2AckDelay{.key = "ackDelay",
                                   .kind = ParamKind::kNumber,
                                   .label = "Delayed-ack timeout",
                                   .unit = "s",
                                   .help =
                                       "The receiver acknowledges data that has waited this long even when fewer "
                                       "than Ack Ratio packets arrived (ns-2: 0.2 s).",
                                   .dflt = 0.2,
                                   .lo = 0.000001,
                                   .hi = 60};
inline constexpr Param kCcid2{.key = "ccid2",
                              .kind = ParamKind::kObject,
                              .label = "CCID 2",
                              .help = "TCP-like congestion control (RFC 4341); used when the connection runs CCID 2.",
                              .fields = {&kC2InitialCwnd, &kC2InitialSsthresh, &kC2AckRatio, &kC2AdjustAckRatio,
                                         &kC2NumDupAck, &kC2InitialRto, &kC2MinRto, &kC2MaxRto, &kC2AckDelay}};

// ---- CCID 3 / TFRC (RFC 4342, RFC 5348, RFC 3448) --------------------------------------------
inline constexpr Param kTfrcMode{.key = "mode",
                                 .kind = ParamKind::kChoice,
                                 .label = "Defaults from",
                                 .help =
                                     "rfc5348: the current TFRC specification. ns2: the seed's simulator (RFC 3448 "
                                     "sender, zero-filled history, p floor 1e-5, window-counter grouping, "
                                     "oscillation reduction, 10 ms timer slack) for fields not given here.",
                                 .dfltText = "rfc5348",
                                 .choices = {"rfc5348", "ns2"}};
inline constexpr Param kTfrcVersion{.key = "version",
                                    .kind = ParamKind::kChoice,
                                    .label = "Sender rules",
                                    .help =
                                        "rfc5348: X_recv_set, initial window W_init/R, idle and data-limited rules. "
                                        "rfc3448: one X_recv, 1 packet/s until the first feedback (the seed's ns-2).",
                                    .dfltText = "rfc5348",
                                    .choices = {"rfc5348", "rfc3448"}};
inline constexpr Param kTfrcHistory{.key = "history",
                                    .kind = ParamKind::kChoice,
                                    .label = "Loss history",
                                    .help =
                                        "rfc5348: average over the intervals seen so far. ns2-zero-filled: ns-2 "
                                        "starts with eight zero intervals and always divides by all weights, so p "
                                        "is 3-6 times higher until eight losses have happened.",
                                    .dfltText = "rfc5348",
                                    .choices = {"rfc5348", "ns2-zero-filled"}};
inline constexpr Param kTfrcGrouping{.key = "lossGrouping",
                                     .kind = ParamKind::kChoice,
                                     .label = "Loss event grouping",
                                     .help =
                                         "timestamps: losses within one RTT of an event's first loss join it (RFC "
                                         "5348 §5.2). window-counter: within 4 window-counter steps (ns-2).",
                                     .dfltText = "timestamps",
                                     .choices = {"timestamps", "window-counter"}};
inline constexpr Param kTfrcFirstLoss{.key = "firstLossTarget",
                                      .kind = ParamKind::kChoice,
                                      .label = "First loss interval from",
                                      .help =
                                          "The rate the synthetic first interval reproduces: the largest receive "
                                          "rate so far (RFC 5348) or the current one, rounded up to whole packets "
                                          "(RFC 3448, ns-2).",
                                      .dfltText = "max-receive-rate",
                                      .choices = {"max-receive-rate", "current-receive-rate"}};
inline constexpr Param kTfrcPMin{.key = "pMin",
                                 .kind = ParamKind::kNumber,
                                 .label = "Smallest p",
                                 .help =
                                     "A reported loss event rate below this is raised to it (0: none, the RFC; "
                                     "ns-2: 1e-5, capping a flow at 387 packets per RTT; Linux: 1e-4).",
                                 .dflt = 0,
                                 .lo = 0,
                                 .hi = 1};
inline constexpr Param kTfrcOscillation{.key = "oscillationReduction",
                                        .kind = ParamKind::kBoolean,
                                        .label = "Oscillation reduction",
                                        .help = "RFC 5348 §4.5: pace at X * sqrt(R_mean)/sqrt(R_sample) (on in ns-2).",
                                        .dflt = 0};
inline constexpr Param kTfrcTGran{.key = "tGran",
                                  .kind = ParamKind::kNumber,
                                  .label = "Timer granularity",
                                  .unit = "s",
                                  .help =
                                      "A packet may leave up to min(t_ipi, t_gran)/2 early (RFC 5348 §4.6; ns-2: "
                                      "0.01 s). 0: exact pacing.",
                                  .dflt = 0,
                                  .lo = 0,
                                  .hi = 1};
inline constexpr Param kTfrcTMbi{
    .key = "tMbi",
    .kind = ParamKind::kNumber,
    .label = "t_mbi",
    .unit = "s",
    .help = "Maximum back-off interval: the rate never falls below one packet per t_mbi (64 s).",
    .dflt = 64,
    .lo = 0.001,
    .hi = 86400};
inline constexpr Param kTfrcQ{.key = "rttWeight",
                              .kind = ParamKind::kNumber,
                              .label = "RTT smoothing q",
                              .help = "R = q R + (1 - q) R_sample (RFC 5348 §4.3: 0.9).",
                              .dflt = 0.9,
                              .lo = 0,
                              .hi = 1};
inline constexpr Param kTfrcB{.key = "b",
                              .kind = ParamKind::kNumber,
                              .label = "b",
                              .unit = "packets",
                              .help = "Packets acknowledged by one TCP ACK in the throughput equation (seed Eq. 1: 1).",
                              .dflt = 1,
                              .lo = 1,
                              .hi = 64};
inline constexpr Param kTfrcInitialRate{.key = "initialRate",
                                        .kind = ParamKind::kNumber,
                                        .label = "Rate before an RTT",
                                        .unit = "packets/s",
                                        .help = "Sending rate before any RTT is known (RFC 5348 §4.2: 1 packet/s).",
                                        .dflt = 1,
                                        .lo = 0.001,
                                        .hi = 1e9};
inline constexpr Param kTfrcInitialNofeedback{.key = "initialNofeedback",
                                              .kind = ParamKind::kNumber,
                                              .label = "First nofeedback timeout",
                                              .unit = "s",
                                              .help = "The nofeedback timer before the first feedback (2 s).",
                                              .dflt = 2,
                                              .lo = 0.001,
                                              .hi = 600};
inline constexpr Param kTfrcHandshakeRtt{.key = "rttFromHandshake",
                                         .kind = ParamKind::kBoolean,
                                         .label = "RTT from the handshake",
                                         .help =
                                             "Start at W_init/R as soon as the Request/Response exchange gives an RTT "
                                             "(RFC 5348 §4.2); off: wait for the first feedback (RFC 3448, ns-2).",
                                         .dflt = 1};
inline constexpr Param kTfrcNdupack{.key = "ndupack",
                                    .kind = ParamKind::kInteger,
                                    .label = "NDUPACK",
                                    .help = "A packet is lost once this many later packets arrived (RFC 5348: 3).",
                                    .dflt = 3,
                                    .lo = 1,
                                    .hi = 100};
inline constexpr Param kTfrc{
    .key = "tfrc",
    .kind = ParamKind::kObject,
    .label = "CCID 3 (TFRC)",
    .help = "TCP-Friendly Rate Control (RFC 4342, RFC 5348); used when the connection runs CCID 3.",
    .fields = {&kTfrcMode, &kTfrcVersion, &kTfrcHistory, &kTfrcGrouping, &kTfrcFirstLoss, &kTfrcPMin, &kTfrcOscillation,
               &kTfrcTGran, &kTfrcTMbi, &kTfrcQ, &kTfrcB, &kTfrcInitialRate, &kTfrcInitialNofeedback,
               &kTfrcHandshakeRtt, &kTfrcNdupack}};

// ---- the flow's "dccp" object ------------------------------------------------------------------
inline constexpr Param kDccp{
    .key = "dccp",
    .kind = ParamKind::kObject,
    .label = "DCCP",
    .help =
        "Settings of a DCCP flow (RFC 4340): the CCID, the packet size and the connection "
        "timers, with the CCID's own settings.",
    .fields = {&kCcid, &kServerCcids, &kPacketSize, &kSendBuffer, &kSequenceWindow, &kServiceCode, &kRequestRto,
               &kRequestRtoMax, &kRequestGiveUp, &kPartOpenRto, &kCloseRto, &kTimeWait, &kCcid2, &kTfrc}};

}  // namespace ps::dccp::params

// Declared parameters (scenario/params.h) of a TCP flow: the "tcp" object of a flow. Every value
// RFC 5681, RFC 6582, RFC 6298, RFC 1122, RFC 3042, RFC 3465 and RFC 7323 name is here, with its
// RFC default (digest §8 lists the ns-2 values a reproduction mode may want).
#pragma once
#include "../../scenario/params.h"

namespace ps::transport::params {

inline constexpr Param kTcpVariant{.key = "variant",
                                   .kind = ParamKind::kChoice,
                                   .label = "Congestion control",
                                   .help =
                                       "tahoe: slow start again after every loss; reno: fast recovery (RFC 5681), "
                                       "left on the first new ACK; newreno: fast recovery stays until every "
                                       "segment lost in the window is repaired (RFC 6582).",
                                   .dfltText = "reno",
                                   .choices = {"tahoe", "reno", "newreno"}};
inline constexpr Param kTcpMss{.key = "mss",
                               .kind = ParamKind::kInteger,
                               .label = "MSS",
                               .unit = "B",
                               .help =
                                   "Sender maximum segment size (SMSS): payload bytes in a full segment. With 40 "
                                   "bytes of IP and TCP headers (52 with timestamps) it must fit the path MTU.",
                               .dflt = 1460,
                               .lo = 1,
                               .hi = 65495};
inline constexpr Param kTcpIw{.key = "initialWindow",
                              .kind = ParamKind::kInteger,
                              .label = "Initial window",
                              .unit = "segments",
                              .help =
                                  "cwnd when data transfer begins. 0: RFC 5681's rule, min(4 SMSS, max(2 SMSS, "
                                  "4380 B)); 10 is RFC 6928's.",
                              .dflt = 0,
                              .lo = 0,
                              .hi = 1000};
inline constexpr Param kTcpLw{.key = "lossWindow",
                              .kind = ParamKind::kInteger,
                              .label = "Loss window",
                              .unit = "segments",
                              .help = "cwnd after a retransmission timeout (RFC 5681: LW = 1 SMSS).",
                              .dflt = 1,
                              .lo = 1,
                              .hi = 1000};
inline constexpr Param kTcpSsthresh{.key = "initialSsthresh",
                                    .kind = ParamKind::kNumber,
                                    .label = "Initial ssthresh",
                                    .unit = "B",
                                    .help =
                                        "Slow start ends here the first time (0: arbitrarily high, as RFC 5681 "
                                        "recommends, so only a loss ends it).",
                                    .dflt = 0,
                                    .lo = 0,
                                    .hi = 1e15};
inline constexpr Param kTcpDupThresh{.key = "dupAckThreshold",
                                     .kind = ParamKind::kInteger,
                                     .label = "Duplicate-ACK threshold",
                                     .help = "Duplicate ACKs that trigger fast retransmit (RFC 5681: 3).",
                                     .dflt = 3,
                                     .lo = 1,
                                     .hi = 100};
inline constexpr Param kTcpLimitedTransmit{.key = "limitedTransmit",
                                           .kind = ParamKind::kBoolean,
                                           .label = "Limited Transmit",
                                           .help =
                                               "RFC 3042: send one new segment on each of the first two duplicate "
                                               "ACKs, so small windows can still fast-retransmit.",
                                           .dflt = 0};
inline constexpr Param kTcpRcvBuffer{.key = "rcvBuffer",
                                     .kind = ParamKind::kInteger,
                                     .label = "Receive buffer",
                                     .unit = "B",
                                     .help =
                                         "The receiver's buffer: the window it advertises (rwnd). The application "
                                         "reads at once, so only out-of-order data wait in it.",
                                     .dflt = 4194304,
                                     .lo = 1,
                                     .hi = 4294967295.0};
inline constexpr Param kTcpSndBuffer{.key = "sndBuffer",
                                     .kind = ParamKind::kInteger,
                                     .label = "Send buffer",
                                     .unit = "B",
                                     .help =
                                         "Unacknowledged bytes the sender may hold (0 = no limit); a window above "
                                         "it cannot be used.",
                                     .dflt = 0,
                                     .lo = 0,
                                     .hi = 1e15};
inline constexpr Param kTcpAckEvery{
    .key = "delayedAck",
    .kind = ParamKind::kInteger,
    .label = "ACK every",
    .unit = "segments",
    .help =
        "1: acknowledge every segment; 2: delayed ACKs, one for every second "
        "full-sized segment or when the delayed-ACK timer expires.",
    .dflt = 1,
    .lo = 1,
    .hi = 2,
    .rangeWhy =
        "RFC 5681 §4.2: an ACK SHOULD be sent for at least every second "
        "full-sized segment",
    .rangeWhyPt =
        "RFC 5681 §4.2: um ACK DEVERIA (SHOULD) ser enviado pelo menos a cada dois segmentos de tamanho máximo"};
inline constexpr Param kTcpDelAckTimeout{.key = "delayedAckTimeout",
                                         .kind = ParamKind::kNumber,
                                         .label = "Delayed-ACK timeout",
                                         .unit = "s",
                                         .help = "The longest an ACK waits for a second segment.",
                                         .dflt = 0.2,
                                         .lo = 0,
                                         .hi = 0.5,
                                         .loOpen = true,
                                         .rangeWhy = "RFC 1122 §4.2.3.2: the delay MUST be less than 0.5 s",
                                         .rangeWhyPt = "RFC 1122 §4.2.3.2: o atraso DEVE (MUST) ser menor que 0,5 s"};
inline constexpr Param kTcpInitialRto{.key = "initialRto",
                                      .kind = ParamKind::kNumber,
                                      .label = "Initial RTO",
                                      .unit = "s",
                                      .help = "RTO before the first RTT measurement (RFC 6298 (2.1): 1 s).",
                                      .dflt = 1,
                                      .lo = 0,
                                      .hi = 3600,
                                      .loOpen = true};
inline constexpr Param kTcpMinRto{.key = "minRto",
                                  .kind = ParamKind::kNumber,
                                  .label = "Minimum RTO",
                                  .unit = "s",
                                  .help = "The RTO never goes below this (RFC 6298 (2.4): 1 s; ns-2 used 0.2 s).",
                                  .dflt = 1,
                                  .lo = 0,
                                  .hi = 3600};
inline constexpr Param kTcpMaxRto{.key = "maxRto",
                                  .kind = ParamKind::kNumber,
                                  .label = "Maximum RTO",
                                  .unit = "s",
                                  .help = "Backoff stops doubling the RTO here (RFC 6298 (2.5): at least 60 s).",
                                  .dflt = 60,
                                  .lo = 0,
                                  .hi = 1e6,
                                  .loOpen = true};
inline constexpr Param kTcpGranularity{.key = "clockGranularity",
                                       .kind = ParamKind::kNumber,
                                       .label = "Clock granularity",
                                       .unit = "s",
                                       .help =
                                           "G in RFC 6298 (2.3): the RTO is at least SRTT + G (0: the simulator's "
                                           "exact clock).",
                                       .dflt = 0,
                                       .lo = 0,
                                       .hi = 10};
inline constexpr Param kTcpRttAlphaInverse{.key = "rttAlphaInverse",
                                           .kind = ParamKind::kInteger,
                                           .label = "SRTT gain 1/alpha",
                                           .help =
                                               "RFC 6298 (2.3): SRTT = (1 - alpha) SRTT + alpha R with alpha = 1/n; "
                                               "the RFC's alpha is 1/8.",
                                           .dflt = 8,
                                           .lo = 1,
                                           .hi = 1024};
inline constexpr Param kTcpRttBetaInverse{.key = "rttBetaInverse",
                                          .kind = ParamKind::kInteger,
                                          .label = "RTTVAR gain 1/beta",
                                          .help =
                                              "RFC 6298 (2.3): RTTVAR = (1 - beta) RTTVAR + beta |SRTT - R| with "
                                              "beta = 1/n; the RFC's beta is 1/4.",
                                          .dflt = 4,
                                          .lo = 1,
                                          .hi = 1024};
inline constexpr Param kTcpRtoK{.key = "rtoK",
                                .kind = ParamKind::kInteger,
                                .label = "RTO variance factor K",
                                .help = "RFC 6298 (2.3): RTO = SRTT + max(G, K * RTTVAR); the RFC's K is 4.",
                                .dflt = 4,
                                .lo = 0,
                                .hi = 64};
inline constexpr Param kTcpTimestamps{.key = "timestamps",
                                      .kind = ParamKind::kBoolean,
                                      .label = "Timestamps",
                                      .help =
                                          "RFC 7323: every segment carries a 12-byte timestamp option, and every ACK "
                                          "gives an RTT sample (without it, one segment per RTT is timed, with "
                                          "Karn's rule).",
                                      .dflt = 0};
inline constexpr Param kTcpHandshake{.key = "handshake",
                                     .kind = ParamKind::kBoolean,
                                     .label = "Three-way handshake",
                                     .help =
                                         "Open with SYN, SYN-ACK, ACK and close with FIN; off: data flows at once "
                                         "(ns-2's one-way TCP).",
                                     .dflt = 1};
inline constexpr Param kTcpCaIncrease{.key = "congestionAvoidance",
                                      .kind = ParamKind::kChoice,
                                      .label = "Congestion-avoidance increase",
                                      .help =
                                          "bytes: count acknowledged bytes and add one SMSS per cwnd's worth (exact "
                                          "over a window); per-ack: add SMSS*SMSS/cwnd on every ACK (RFC 5681 "
                                          "eq. 3, slower with delayed ACKs).",
                                      .dfltText = "bytes",
                                      .choices = {"bytes", "per-ack"}};
inline constexpr Param kTcpAbc{.key = "slowStartLimit",
                               .kind = ParamKind::kInteger,
                               .label = "Slow-start limit L",
                               .unit = "segments",
                               .help =
                                   "In slow start cwnd grows by min(bytes acked, L SMSS) per ACK (RFC 5681: L = 1; "
                                   "RFC 3465 allows 2, which restores exponential growth with delayed ACKs).",
                               .dflt = 1,
                               .lo = 1,
                               .hi = 2,
                               .rangeWhy = "RFC 3465 §2.3: L MUST NOT exceed 2 SMSS",
                               .rangeWhyPt = "RFC 3465 §2.3: L NÃO DEVE (MUST NOT) passar de 2 SMSS"};
inline constexpr Param kTcpFullAck{.key = "newrenoExit",
                                   .kind = ParamKind::kChoice,
                                   .label = "NewReno exit",
                                   .help =
                                       "cwnd when NewReno's fast recovery ends (RFC 6582 §3.2 step 6): "
                                       "min(ssthresh, max(FlightSize, SMSS) + SMSS), or ssthresh.",
                                   .dfltText = "flightsize",
                                   .choices = {"flightsize", "ssthresh"}};
inline constexpr Param kTcpTimeWait{.key = "timeWait",
                                    .kind = ParamKind::kNumber,
                                    .label = "TIME-WAIT",
                                    .unit = "s",
                                    .help =
                                        "How long the closing side waits in TIME-WAIT (RFC 793: 2 MSL = 4 min; "
                                        "shortened here, since nothing reuses the port).",
                                    .dflt = 1,
                                    .lo = 0,
                                    .hi = 600};
inline constexpr Param kTcp{.key = "tcp",
                            .kind = ParamKind::kObject,
                            .label = "TCP",
                            .help = "TCP settings of this flow (used when the transport is tcp).",
                            .fields = {&kTcpVariant,
                                       &kTcpMss,
                                       &kTcpIw,
                                       &kTcpLw,
                                       &kTcpSsthresh,
                                       &kTcpDupThresh,
                                       &kTcpLimitedTransmit,
                                       &kTcpRcvBuffer,
                                       &kTcpSndBuffer,
                                       &kTcpAckEvery,
                                       &kTcpDelAckTimeout,
                                       &kTcpInitialRto,
                                       &kTcpMinRto,
                                       &kTcpMaxRto,
                                       &kTcpGranularity,
                                       &kTcpRttAlphaInverse,
                                       &kTcpRttBetaInverse,
                                       &kTcpRtoK,
                                       &kTcpTimestamps,
                                       &kTcpHandshake,
                                       &kTcpCaIncrease,
                                       &kTcpAbc,
                                       &kTcpFullAck,
                                       &kTcpTimeWait}};

}  // namespace ps::transport::params

// Declared parameters (scenario/params.h) of the polling model: the receivers and the "protocol"
// section. Source: seed 000 §3-5 (defaults from §4.3 and §5.1); the meaning of each reading the
// paper leaves open is explained at its enum in config.h.
#pragma once
#include "../../scenario/params.h"

namespace ps::polling::params {

// ---- receivers ------------------------------------------------------------------------------
inline constexpr Param kCount{.key = "count",
                              .kind = ParamKind::kInteger,
                              .label = "Receivers",
                              .help = "How many receivers join the group (one per node).",
                              .dflt = 1,
                              .lo = 1,
                              .hi = 100000};
inline constexpr Param kPlacement{.key = "placement",
                                  .kind = ParamKind::kChoice,
                                  .label = "Placement",
                                  .help =
                                      "Where receivers go: as the paper places them (§4.2), at random, or in the "
                                      "topology's order.",
                                  .dfltText = "paper",
                                  .choices = {"paper", "random", "in-order"}};
inline constexpr Param kPlacementSeed{.key = "seed",
                                      .kind = ParamKind::kInteger,
                                      .label = "Placement seed",
                                      .help = "Seed of random placement, independent of the run's seed.",
                                      .dflt = 1,
                                      .lo = 0,
                                      .hi = 9007199254740991.0};
inline constexpr Param kReceivers{.key = "receivers",
                                  .kind = ParamKind::kObject,
                                  .label = "Receivers",
                                  .help = "Who receives the transfer and where they sit in the network.",
                                  .fields = {&kCount, &kPlacement, &kPlacementSeed}};

// ---- RTO ------------------------------------------------------------------------------------
inline constexpr Param kInitialRtt{.key = "initialRtt",
                                   .kind = ParamKind::kNumber,
                                   .label = "Initial RTT",
                                   .unit = "s",
                                   .help = "The RTT assumed before any measurement (paper: 1 s).",
                                   .dflt = 1,
                                   .lo = 0,
                                   .hi = 3600,
                                   .loOpen = true};
inline constexpr Param kInitialRttvar{.key = "initialRttvar",
                                      .kind = ParamKind::kNumber,
                                      .label = "Initial RTT variation",
                                      .unit = "s",
                                      .help =
                                          "The variation assumed before any measurement; half the initial RTT "
                                          "when absent (an initial RTO of 3 s).",
                                      .hasDefault = false,
                                      .lo = 0,
                                      .hi = 3600};
inline constexpr Param kMinRto{.key = "min",
                               .kind = ParamKind::kNumber,
                               .label = "Minimum RTO",
                               .unit = "s",
                               .help = "The retransmission timeout never goes below this (RFC 2988: 1 s).",
                               .dflt = 1,
                               .lo = 0,
                               .hi = 3600};
inline constexpr Param kMaxRto{.key = "max",
                               .kind = ParamKind::kNumber,
                               .label = "Maximum RTO",
                               .unit = "s",
                               .help = "The retransmission timeout never goes above this (RFC 2988: 60 s).",
                               .dflt = 60,
                               .lo = 0,
                               .hi = 36000,
                               .loOpen = true};
inline constexpr Param kFirstSample{.key = "firstSample",
                                    .kind = ParamKind::kChoice,
                                    .label = "First RTT sample",
                                    .help =
                                        "Whether the first measurement replaces the initial 1 s (RFC 2988) or is "
                                        "averaged into it (a reading of §4.3).",
                                    .dfltText = "replace",
                                    .choices = {"replace", "smooth"}};
inline constexpr Param kRto{.key = "rto",
                            .kind = ParamKind::kObject,
                            .label = "Retransmission timeout",
                            .help =
                                "How each receiver's round-trip time and timeout are estimated (\"based on "
                                "TCP\", §2).",
                            .fields = {&kInitialRtt, &kInitialRttvar, &kMinRto, &kMaxRto, &kFirstSample}};

// ---- protocol -------------------------------------------------------------------------------
inline constexpr Param kName{.key = "name",
                             .kind = ParamKind::kChoice,
                             .label = "Protocol",
                             .help =
                                 "PET (a reply to every packet), PrP (replies with probability p), PSEW (poll "
                                 "subgroups after each window), RBP (polls limited by a token bucket) or PeP "
                                 "(periodic polls).",
                             .dfltText = "psew",
                             .choices = {"pet", "prp", "psew", "rbp", "pep"}};
inline constexpr Param kWs{.key = "ws",
                           .kind = ParamKind::kInteger,
                           .label = "Window size",
                           .unit = "packets",
                           .help = "Packets the sender may have unconfirmed (ws; §5.1 chooses 200).",
                           .dflt = 200,
                           .lo = 1,
                           .hi = 100000};
inline constexpr Param kDp{.key = "dp",
                           .kind = ParamKind::kInteger,
                           .label = "Packets to send",
                           .unit = "packets",
                           .help = "Length of the transfer in data packets (dp; paper: 1000).",
                           .dflt = 1000,
                           .lo = 1,
                           .hi = 100000000};
inline constexpr Param kDataBytes{.key = "dataBytes",
                                  .kind = ParamKind::kInteger,
                                  .label = "DATA size",
                                  .unit = "B",
                                  .help = "Bytes in a DATA packet (paper: 1000).",
                                  .dflt = 1000,
                                  .lo = 1,
                                  .hi = 65535};
inline constexpr Param kPollBytes{.key = "pollBytes",
                                  .kind = ParamKind::kInteger,
                                  .label = "POLL size",
                                  .unit = "B",
                                  .help = "Bytes in a POLL (paper: 50).",
                                  .dflt = 50,
                                  .lo = 1,
                                  .hi = 65535};
inline constexpr Param kResponseBase{.key = "responseBase",
                                     .kind = ParamKind::kInteger,
                                     .label = "RESPONSE header",
                                     .unit = "B",
                                     .help =
                                         "Bytes of a RESPONSE before its bit vector: a RESPONSE is this plus "
                                         "ws/8 (paper: 50).",
                                     .dflt = 50,
                                     .lo = 1,
                                     .hi = 65535};
inline constexpr Param kSend{.key = "send",
                             .kind = ParamKind::kChoice,
                             .label = "Meaning of \"send\"",
                             .help =
                                 "When a packet counts as sent: when queued at the sender (enqueue), when it "
                                 "starts on the wire (departure), or the sender paces itself (wire).",
                             .dfltText = "enqueue",
                             .choices = {"enqueue", "departure", "wire"}};
inline constexpr Param kRttFrom{.key = "rttFrom",
                                .kind = ParamKind::kChoice,
                                .label = "RTT measured from",
                                .help =
                                    "Whether an RTT sample starts when the packet counts as sent or when it "
                                    "starts on the access link.",
                                .dfltText = "send",
                                .choices = {"send", "departure"}};
inline constexpr Param kRespondToDuplicates{.key = "respondToDuplicates",
                                            .kind = ParamKind::kBoolean,
                                            .label = "Answer duplicates",
                                            .help =
                                                "PET and PrP: whether a receiver also answers a packet it already "
                                                "has.",
                                            .dflt = 1};
inline constexpr Param kResponseJitter{.key = "responseJitter",
                                       .kind = ParamKind::kNumber,
                                       .label = "Response jitter",
                                       .unit = "s",
                                       .help =
                                           "A random delay, up to this, before each RESPONSE leaves (not in the "
                                           "paper; it breaks exact ties).",
                                       .dflt = 0,
                                       .lo = 0,
                                       .hi = 10};
inline constexpr Param kP{
    .key = "p",
    .kind = ParamKind::kNumber,
    .label = "Response probability",
    .help =
        "PrP: the chance a receiver answers each DATA; 0.5·(t_send/t_recv)/N capped at 1 "
        "when absent (§5.1).",
    .hasDefault = false,
    .lo = 0,
    .hi = 1,
    .loOpen = true,
    .rangeWhy =
        "receivers answer each DATA with probability p, so 0 would never confirm "
        "anything",
    .rangeWhyPt = "os receptores respondem a cada DATA com probabilidade p, então 0 nunca confirmaria nada"};
inline constexpr Param kSubgroupSize{.key = "subgroupSize",
                                     .kind = ParamKind::kInteger,
                                     .label = "Subgroup size",
                                     .unit = "receivers",
                                     .help = "PSEW: receivers polled together (§5.1: 50).",
                                     .dflt = 50,
                                     .lo = 1,
                                     .hi = 100000};
inline constexpr Param kPollSpacing{.key = "pollSpacing",
                                    .kind = ParamKind::kNumber,
                                    .label = "Poll spacing",
                                    .unit = "s",
                                    .help = "PSEW: time between subgroup POLLs; t_recv × subgroup size when 0.",
                                    .dflt = 0,
                                    .lo = 0,
                                    .hi = 3600};
inline constexpr Param kBucket{
    .key = "bucket",
    .kind = ParamKind::kInteger,
    .label = "Token bucket",
    .unit = "tokens",
    .help = "RBP: POLLs allowed in flight at once (B; §5.1: 100).",
    .dflt = 100,
    .lo = 1,
    .hi = 1000000,
    .rangeWhy =
        "a bucket with no tokens can never send a POLL, so the window would lock "
        "forever",
    .rangeWhyPt = "um balde sem fichas nunca pode enviar um POLL, então a janela travaria para sempre"};
inline constexpr Param kTokens{.key = "tokens",
                               .kind = ParamKind::kChoice,
                               .label = "Token accounting",
                               .help =
                                   "RBP: count tokens per receiver (precise) or as the paper words it (one back "
                                   "per response or expiry).",
                               .dfltText = "precise",
                               .choices = {"precise", "literal"}};
inline constexpr Param kPeriod{.key = "period",
                               .kind = ParamKind::kNumber,
                               .label = "Poll period",
                               .unit = "s",
                               .help = "PeP: time between polls; t_recv × 10 when 0.",
                               .dflt = 0,
                               .lo = 0,
                               .hi = 3600};
inline constexpr Param kSuppression{.key = "suppression",
                                    .kind = ParamKind::kChoice,
                                    .label = "NAK suppression",
                                    .help =
                                        "RBP/PeP: retransmit at the first NAK and hold further NAKs for rto_max "
                                        "(immediate), or retransmit when that time runs out (deferred).",
                                    .dfltText = "immediate",
                                    .choices = {"immediate", "deferred"}};
inline constexpr Param kVMarking{.key = "vMarking",
                                 .kind = ParamKind::kChoice,
                                 .label = "Who a retransmission marks",
                                 .help = "RBP/PeP: a retransmission marks in V the receivers still missing it, or all.",
                                 .dfltText = "missing",
                                 .choices = {"missing", "all"}};
inline constexpr Param kTailRule{.key = "tailRule",
                                 .kind = ParamKind::kChoice,
                                 .label = "Tail loss rule",
                                 .help =
                                     "When unreceived packets at the top count as lost: up to the highest sent "
                                     "(hs, carried in POLLs) or only once all dp were sent.",
                                 .dfltText = "hs",
                                 .choices = {"hs", "end"}};
inline constexpr Param kProtocol{
    .key = "protocol",
    .kind = ParamKind::kObject,
    .label = "Protocol",
    .help = "Which polling protocol transfers the data, and its parameters.",
    .required = true,
    .fields = {&kName,           &kWs,     &kDp,           &kDataBytes,   &kPollBytes,
               &kResponseBase,   &kSend,   &kRttFrom,      &kRto,         &kRespondToDuplicates,
               &kResponseJitter, &kP,      &kSubgroupSize, &kPollSpacing, &kBucket,
               &kTokens,         &kPeriod, &kSuppression,  &kVMarking,    &kTailRule}};

}  // namespace ps::polling::params

// Declared parameters (scenario/params.h) of the transport model's networks: a dumbbell or a
// parking lot with one access link per host (topology.h says how they are built).
// Seed 002 set-up items: S1 dumbbell, S4 DropTail 2500 packets per direction, S5 access delays
// U(5, 15) ms per host.
#pragma once
#include "../../scenario/params.h"

namespace ps::transport::params {

// ---- the bottleneck (dumbbell) or each router-to-router link (parking lot) -------------------
inline constexpr Param kBnBandwidth{
    .key = "bandwidth",
    .kind = ParamKind::kNumber,
    .label = "Bandwidth",
    .unit = "bit/s",
    .help = "How many bits per second the link between the routers carries each way.",
    .dflt = 10e6,
    .lo = 1,
    .hi = 1e12,
    .rangeWhy = "the engine counts rates in whole bits per second, so a rate below 1 bit/s would be 0",
    .rangeWhyPt = "o motor conta as taxas em bits por segundo inteiros, então uma taxa abaixo de 1 bit/s seria 0"};
inline constexpr Param kBnDelay{.key = "delay",
                                .kind = ParamKind::kNumber,
                                .label = "Propagation delay",
                                .unit = "s",
                                .help = "One-way propagation delay of the link between the routers.",
                                .dflt = 0.02,
                                .lo = 0,
                                .hi = 10};
inline constexpr Param kBnQueue{.key = "queue",
                                .kind = ParamKind::kInteger,
                                .label = "Queue",
                                .unit = "packets",
                                .help =
                                    "Packets that can wait at each router for the link, in each direction "
                                    "(seed 002: 2500). One more is dropped (DropTail) or RED drops earlier.",
                                .dflt = 100,
                                .lo = 1,
                                .hi = 10000000};
inline constexpr Param kBnQueueReverse{.key = "queueReverse",
                                       .kind = ParamKind::kInteger,
                                       .label = "Queue (reverse)",
                                       .unit = "packets",
                                       .help =
                                           "Packets that can wait in the reverse direction (right to left); the "
                                           "same as the forward queue when absent.",
                                       .hasDefault = false,
                                       .lo = 1,
                                       .hi = 10000000};
inline constexpr Param kBnLoss{.key = "loss",
                               .kind = ParamKind::kNumber,
                               .label = "Random loss",
                               .help = "The chance that the link loses a packet at random, each way (0 = never).",
                               .dflt = 0,
                               .lo = 0,
                               .hi = 1};
inline constexpr Param kDiscipline{.key = "discipline",
                                   .kind = ParamKind::kChoice,
                                   .label = "Queue discipline",
                                   .help =
                                       "DropTail drops only when the queue is full; RED drops (or would mark) "
                                       "early, at random, as the average queue grows.",
                                   .dfltText = "droptail",
                                   .choices = {"droptail", "red"}};

// ---- RED (Floyd & Jacobson 1993), used when discipline = red ---------------------------------
inline constexpr Param kRedMinTh{.key = "minTh",
                                 .kind = ParamKind::kNumber,
                                 .label = "Minimum threshold",
                                 .unit = "packets",
                                 .help = "Below this average queue RED never drops.",
                                 .dflt = 5,
                                 .lo = 0,
                                 .hi = 1e7};
inline constexpr Param kRedMaxTh{.key = "maxTh",
                                 .kind = ParamKind::kNumber,
                                 .label = "Maximum threshold",
                                 .unit = "packets",
                                 .help =
                                     "At this average queue the drop probability reaches maxP; above it every "
                                     "packet is dropped (or, with gentle, the probability climbs to 1 at twice it).",
                                 .dflt = 15,
                                 .lo = 0,
                                 .hi = 1e7,
                                 .loOpen = true};
inline constexpr Param kRedMaxP{.key = "maxP",
                                .kind = ParamKind::kNumber,
                                .label = "Maximum drop probability",
                                .help = "The drop probability when the average queue reaches maxTh.",
                                .dflt = 0.1,
                                .lo = 0,
                                .hi = 1,
                                .loOpen = true};
inline constexpr Param kRedWeight{
    .key = "weight",
    .kind = ParamKind::kNumber,
    .label = "Averaging weight",
    .help = "w_q: how much each arrival moves the average queue (1/512 is slow and smooth).",
    .dflt = 0.002,
    .lo = 0,
    .hi = 1,
    .loOpen = true};
inline constexpr Param kRedGentle{
    .key = "gentle",
    .kind = ParamKind::kBoolean,
    .label = "Gentle",
    .help = "Between maxTh and 2 maxTh raise the probability from maxP to 1 instead of dropping all.",
    .dflt = 1};
inline constexpr Param kRed{.key = "red",
                            .kind = ParamKind::kObject,
                            .label = "RED",
                            .help = "Random Early Detection settings (used when the discipline is red).",
                            .fields = {&kRedMinTh, &kRedMaxTh, &kRedMaxP, &kRedWeight, &kRedGentle}};

inline constexpr Param kBottleneck{
    .key = "bottleneck",
    .kind = ParamKind::kObject,
    .label = "Bottleneck",
    .help =
        "The link between the two routers (dumbbell), or every link between "
        "consecutive routers (parking lot).",
    .fields = {&kBnBandwidth, &kBnDelay, &kBnQueue, &kBnQueueReverse, &kBnLoss, &kDiscipline, &kRed}};

// ---- access links (one per host) -------------------------------------------------------------
inline constexpr Param kAccBandwidth{
    .key = "bandwidth",
    .kind = ParamKind::kNumber,
    .label = "Bandwidth",
    .unit = "bit/s",
    .help = "Bits per second of each host's own link to its router.",
    .dflt = 100e6,
    .lo = 1,
    .hi = 1e12,
    .rangeWhy = "the engine counts rates in whole bits per second, so a rate below 1 bit/s would be 0",
    .rangeWhyPt = "o motor conta as taxas em bits por segundo inteiros, então uma taxa abaixo de 1 bit/s seria 0"};
inline constexpr Param kAccDelay{.key = "delay",
                                 .kind = ParamKind::kNumber,
                                 .label = "Delay",
                                 .unit = "s",
                                 .help =
                                     "One-way delay of each host's link; with delayMax, the smallest delay a host "
                                     "may draw.",
                                 .dflt = 0.001,
                                 .lo = 0,
                                 .hi = 10};
inline constexpr Param kAccDelayMax{.key = "delayMax",
                                    .kind = ParamKind::kNumber,
                                    .label = "Largest delay",
                                    .unit = "s",
                                    .help =
                                        "When given, each host draws its link's delay uniformly between delay and "
                                        "this (seed 002: 5 to 15 ms), once per run, from its own random stream.",
                                    .hasDefault = false,
                                    .lo = 0,
                                    .hi = 10};
inline constexpr Param kAccQueue{.key = "queue",
                                 .kind = ParamKind::kInteger,
                                 .label = "Queue",
                                 .unit = "packets",
                                 .help =
                                     "Packets that can wait at each end of a host's link (large, so that only the "
                                     "bottleneck drops).",
                                 .dflt = 100000,
                                 .lo = 1,
                                 .hi = 10000000};
inline constexpr Param kAccess{.key = "access",
                               .kind = ParamKind::kObject,
                               .label = "Access links",
                               .help = "Every host's own link to its router, unless a host is listed under hosts.",
                               .fields = {&kAccBandwidth, &kAccDelay, &kAccDelayMax, &kAccQueue}};

// ---- hosts listed one by one (optional) -------------------------------------------------------
inline constexpr Param kHostName{.key = "name",
                                 .kind = ParamKind::kString,
                                 .label = "Host",
                                 .help = "Which host (L3, R1, or H2.1 in a parking lot).",
                                 .hasDefault = false,
                                 .required = true};
inline constexpr Param kHostDelay{.key = "delay",
                                  .kind = ParamKind::kNumber,
                                  .label = "Delay",
                                  .unit = "s",
                                  .help = "This host's link delay (for RTT-unfairness lessons).",
                                  .hasDefault = false,
                                  .lo = 0,
                                  .hi = 10};
inline constexpr Param kHostBandwidth{
    .key = "bandwidth",
    .kind = ParamKind::kNumber,
    .label = "Bandwidth",
    .unit = "bit/s",
    .help = "This host's link bandwidth.",
    .hasDefault = false,
    .lo = 1,
    .hi = 1e12,
    .rangeWhy = "the engine counts rates in whole bits per second, so a rate below 1 bit/s would be 0",
    .rangeWhyPt = "o motor conta as taxas em bits por segundo inteiros, então uma taxa abaixo de 1 bit/s seria 0"};
inline constexpr Param kHost{.key = "host",
                             .kind = ParamKind::kObject,
                             .label = "Host",
                             .help = "One host whose access link differs from the others.",
                             .fields = {&kHostName, &kHostDelay, &kHostBandwidth}};
inline constexpr Param kHosts{.key = "hosts",
                              .kind = ParamKind::kArray,
                              .label = "Hosts set by hand",
                              .help = "Hosts whose access link differs from the access settings.",
                              .items = &kHost,
                              .maxItems = 10000};

// ---- the shape --------------------------------------------------------------------------------
inline constexpr Param kTopology{.key = "topology",
                                 .kind = ParamKind::kChoice,
                                 .label = "Topology",
                                 .help =
                                     "Dumbbell: hosts L1, L2, ... on the left router, R1, R2, ... on the right, "
                                     "one bottleneck between. Parking lot: routers G1..Gn in a chain, hosts Hi.j "
                                     "on router Gi, so a flow can cross one bottleneck or several.",
                                 .dfltText = "dumbbell",
                                 .choices = {"dumbbell", "parking-lot"}};
inline constexpr Param kLeft{.key = "left",
                             .kind = ParamKind::kInteger,
                             .label = "Left hosts",
                             .help =
                                 "Hosts on the left router (at least as many as the flows name; 0 = exactly "
                                 "those).",
                             .dflt = 0,
                             .lo = 0,
                             .hi = 10000};
inline constexpr Param kRight{.key = "right",
                              .kind = ParamKind::kInteger,
                              .label = "Right hosts",
                              .help =
                                  "Hosts on the right router (at least as many as the flows name; 0 = exactly "
                                  "those).",
                              .dflt = 0,
                              .lo = 0,
                              .hi = 10000};
inline constexpr Param kRouters{.key = "routers",
                                .kind = ParamKind::kInteger,
                                .label = "Routers",
                                .help = "Parking lot: routers in the chain (one bottleneck between each pair).",
                                .dflt = 3,
                                .lo = 2,
                                .hi = 64};
inline constexpr Param kMtu{.key = "mtu",
                            .kind = ParamKind::kInteger,
                            .label = "MTU",
                            .unit = "B",
                            .help =
                                "The largest IP packet every link carries; a flow whose packets would be larger "
                                "is refused.",
                            .dflt = 1500,
                            .lo = 68,
                            .hi = 65535,
                            .rangeWhy = "IPv4 needs at least 68; a 16-bit length caps it at 65535",
                            .rangeWhyPt = "o IPv4 exige pelo menos 68; um comprimento de 16 bits o limita a 65535"};
inline constexpr Param kNetwork{
    .key = "network",
    .kind = ParamKind::kObject,
    .label = "Network",
    .help = "The topology: routers, the bottleneck, and one access link per host.",
    .fields = {&kTopology, &kBottleneck, &kAccess, &kLeft, &kRight, &kRouters, &kMtu, &kHosts}};

}  // namespace ps::transport::params

// Declared parameters (scenario/params.h) of the estimation model: the probed path, its cross
// traffic and pathload's settings (digest §6.2). Rates in scenarios are bit/s at the IP layer
// (a UDP payload of L bytes is an (L + 28)-byte IP packet), as pathload counts them.
#pragma once
#include "../../scenario/params.h"
#include "../../transport/tcp/tcp_params.h"

namespace ps::estimation::params {

// ---- the path ---------------------------------------------------------------------------------
inline constexpr Param kAccessBandwidth{
    .key = "accessBandwidth",
    .kind = ParamKind::kNumber,
    .label = "Access link bandwidth",
    .unit = "bit/s",
    .help = "The hosts' own links to the first router (1 Gbit/s Ethernet in the seed).",
    .dflt = 1e9,
    .lo = 1e3,
    .hi = 1e11};
inline constexpr Param kTightBandwidth{
    .key = "tightBandwidth",
    .kind = ParamKind::kNumber,
    .label = "Tight link capacity",
    .unit = "bit/s",
    .help =
        "Capacity C of the link the cross traffic shares with the probes (10 Mbit/s in the seed's "
        "scenario 1, 525 Mbit/s in scenario 2).",
    .dflt = 10e6,
    .lo = 1e3,
    .hi = 1e11};
inline constexpr Param kLastBandwidth{
    .key = "lastBandwidth",
    .kind = ParamKind::kNumber,
    .label = "Last hop bandwidth",
    .unit = "bit/s",
    .help = "The link from the second router to the receiving host (no cross traffic crosses it).",
    .dflt = 10e6,
    .lo = 1e3,
    .hi = 1e11};
inline constexpr Param kHopDelay{.key = "hopDelay",
                                 .kind = ParamKind::kNumber,
                                 .label = "Delay per hop",
                                 .unit = "s",
                                 .help = "Propagation delay of every link.",
                                 .dflt = 0.0005,
                                 .lo = 0,
                                 .hi = 1};
inline constexpr Param kTightQueue{
    .key = "tightQueue",
    .kind = ParamKind::kInteger,
    .label = "Tight link queue",
    .unit = "packets",
    .help = "DropTail queue limit in front of the tight link (NCTUns's 50 packets, as the digest assumes).",
    .dflt = 50,
    .lo = 1,
    .hi = 100000};
inline constexpr Param kQueue{.key = "queue",
                              .kind = ParamKind::kInteger,
                              .label = "Other queues",
                              .unit = "packets",
                              .help = "DropTail queue limit of every other link.",
                              .dflt = 1000,
                              .lo = 1,
                              .hi = 100000};
inline constexpr Param kTightLoss{
    .key = "tightLoss",
    .kind = ParamKind::kNumber,
    .label = "Tight link loss",
    .help = "Probability that the tight link loses a packet at random (besides queue overflow).",
    .dflt = 0,
    .lo = 0,
    .hi = 1};
inline constexpr Param kTruthBin{
    .key = "truthBin",
    .kind = ParamKind::kNumber,
    .label = "Ground-truth averaging time",
    .unit = "s",
    .help = "The time scale tau of the drawn available bandwidth A(t, tau) on the tight link.",
    .dflt = 0.1,
    .lo = 0.001,
    .hi = 10};
inline constexpr Param kPath{
    .key = "path",
    .kind = ParamKind::kObject,
    .label = "Path",
    .help =
        "Sender(s) -> router R1 -> tight link -> router R2 -> receiver; cross traffic enters at R1 "
        "and leaves at R2, so it shares only the tight link with the probes.",
    .fields = {&kAccessBandwidth, &kTightBandwidth, &kLastBandwidth, &kHopDelay, &kTightQueue, &kQueue, &kTightLoss,
               &kTruthBin}};

// ---- cross traffic ------------------------------------------------------------------------------
// The seed's scenario 1 runs each tool under UDP CBR cross traffic and under TCP cross traffic
// (V2); what its TCP generator was is not stated (digest §6.5 assumes one bulk flow). Here a TCP
// generator is one greedy (bulk) connection of the transport family's TCP from V1 to V2.
inline constexpr Param kCrossTransport{
    .key = "transport",
    .kind = ParamKind::kChoice,
    .label = "Transport",
    .help =
        "udp: a constant-bit-rate stream (rate, packetSize); tcp: one bulk TCP connection that takes what "
        "the tight link leaves (its settings under tcp; rate and packetSize are not used).",
    .dfltText = "udp",
    .choices = {"udp", "tcp"}};
inline constexpr Param kCrossRate{
    .key = "rate",
    .kind = ParamKind::kNumber,
    .label = "Rate",
    .unit = "bit/s",
    .help = "Constant bit rate of the cross traffic at the IP layer (UDP generators).",
    .dflt = 4e6,
    .lo = 1,
    .hi = 1e11,
    .rangeWhy = "the engine counts rates in whole bits per second, so a rate below 1 bit/s would be 0",
    .rangeWhyPt = "o motor conta as taxas em bits por segundo inteiros, então uma taxa abaixo de 1 bit/s seria 0"};
inline constexpr Param kCrossPacket{
    .key = "packetSize",
    .kind = ParamKind::kInteger,
    .label = "Packet size",
    .unit = "B",
    .help = "IP packet size of the cross traffic (UDP generators; a TCP one sends MSS-sized segments).",
    .dflt = 1500,
    .lo = 40,
    .hi = 65535};
inline constexpr Param kCrossStart{
    .key = "start",
    .kind = ParamKind::kNumber,
    .label = "Start",
    .unit = "s",
    .help =
        "When the cross traffic starts; a random phase is added: up to one packet gap (UDP), up to 1 s (TCP, "
        "so that replications meet its sawtooth at different points).",
    .dflt = 0,
    .lo = 0,
    .hi = 1e6};
inline constexpr Param kCrossItem{
    .key = "generator",
    .kind = ParamKind::kObject,
    .label = "Generator",
    .help =
        "One cross-traffic source: UDP CBR (the seed's NCTUns generators) or one "
        "bulk TCP connection.",
    .fields = {&kCrossTransport, &kCrossRate, &kCrossPacket, &kCrossStart, &transport::params::kTcp}};
inline constexpr Param kCross{
    .key = "crossTraffic",
    .kind = ParamKind::kArray,
    .label = "Cross traffic",
    .help =
        "Generators sharing the tight link with the probes, from V1 to V2: UDP CBR (their total must stay "
        "within the link's capacity) or bulk TCP.",
    .items = &kCrossItem,
    .maxItems = 8};

}  // namespace ps::estimation::params

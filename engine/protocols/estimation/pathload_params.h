// pathload's declared parameters (digest §2.2 and §6.2): every constant of 1.3.2 that shapes the
// measurement is a scenario field, with 1.3.2's value as the default ("code-1.3.2" profile); the
// "paper" profile changes the defaults of the trend thresholds, the PCT denominator and f to the
// values of Jain & Dovrolis (fields given explicitly still win).
#pragma once
#include "../../scenario/params.h"

namespace ps::estimation::params {

inline constexpr Param kPlInstances{
    .key = "instances",
    .kind = ParamKind::kInteger,
    .label = "Instances",
    .help =
        "How many pathload sender/receiver pairs run at once towards the same receiving host (the seed's "
        "phase 2 runs two: cronos and eolo to mnemosyne).",
    .dflt = 1,
    .lo = 1,
    .hi = 2};
inline constexpr Param kPlStart{.key = "start",
                                .kind = ParamKind::kNumber,
                                .label = "Start",
                                .unit = "s",
                                .help = "When the receiver starts (cross traffic runs before it, to warm up).",
                                .dflt = 2,
                                .lo = 0,
                                .hi = 1e5};
inline constexpr Param kPlStagger{.key = "stagger",
                                  .kind = ParamKind::kNumber,
                                  .label = "Second instance delay",
                                  .unit = "s",
                                  .help = "How much later the second instance starts.",
                                  .dflt = 0.5,
                                  .lo = 0,
                                  .hi = 1e4};
inline constexpr Param kPlProfile{
    .key = "profile",
    .kind = ParamKind::kChoice,
    .label = "Profile",
    .help =
        "code-1.3.2: the released tool's thresholds; paper: the SIGCOMM 2002 paper's (PCT 0.6, PDT 0.5, "
        "f = 0.7, PCT over Gamma - 1).",
    .dfltText = "code-1.3.2",
    .choices = {"code-1.3.2", "paper"}};
inline constexpr Param kPlK{
    .key = "streamLength",
    .kind = ParamKind::kInteger,
    .label = "Packets per stream (K)",
    .unit = "packets",
    .help = "How many probes one periodic stream carries.",
    .dflt = 100,
    .lo = 10,
    .hi = 400,
    .rangeWhy = "1.3.2's arrays hold at most 400 packets, and fewer than 10 leave no room for the trend tests",
    .rangeWhyPt =
        "os vetores da versão 1.3.2 guardam no máximo 400 pacotes, e menos de 10 não deixam espaço para os testes de "
        "tendência"};
inline constexpr Param kPlN{.key = "streamsPerFleet",
                            .kind = ParamKind::kInteger,
                            .label = "Streams per fleet (N)",
                            .unit = "streams",
                            .help = "How many streams one fleet sends at one rate.",
                            .dflt = 12,
                            .lo = 1,
                            .hi = 50};
inline constexpr Param kPlPct{
    .key = "pctThreshold",
    .kind = ParamKind::kNumber,
    .label = "PCT centre",
    .help = "A stream's PCT above centre x (1 + band) says increasing, below centre x (1 - band) no trend.",
    .dflt = 0.55,
    .lo = 0,
    .hi = 1,
    .loOpen = true};
inline constexpr Param kPlPdt{
    .key = "pdtThreshold",
    .kind = ParamKind::kNumber,
    .label = "PDT centre",
    .help = "A stream's PDT above centre x (1 + band) says increasing, below centre x (1 - band) no trend.",
    .dflt = 0.4,
    .lo = 0,
    .hi = 1,
    .loOpen = true};
inline constexpr Param kPlBand{
    .key = "band",
    .kind = ParamKind::kNumber,
    .label = "Ambiguity band",
    .help = "Half-width of the ambiguous zone around each centre, as a fraction of the centre.",
    .dflt = 0.1,
    .lo = 0,
    .hi = 0.9};
inline constexpr Param kPlPctDen{
    .key = "pctDenominator",
    .kind = ParamKind::kChoice,
    .label = "PCT denominator",
    .help =
        "groups: divide the increases by the number of group medians, as 1.3.2 does; groupsMinus1: by the "
        "number of pairs, as the paper does.",
    .dfltText = "groups",
    .choices = {"groups", "groupsMinus1"}};
inline constexpr Param kPlF{
    .key = "fleetFraction",
    .kind = ParamKind::kNumber,
    .label = "Fleet fraction (f)",
    .help = "A fleet is increasing (no trend) when at least this share of its usable streams is.",
    .dflt = 0.6,
    .lo = 0.5,
    .hi = 1,
    .loOpen = true};
inline constexpr Param kPlMinOwds{.key = "minOwds",
                                  .kind = ParamKind::kInteger,
                                  .label = "Fewest retained OWDs",
                                  .unit = "packets",
                                  .help = "A stream is analysed only with more retained one-way delays than this.",
                                  .dflt = 36,
                                  .lo = 1,
                                  .hi = 399};
inline constexpr Param kPlMinGroups{.key = "minGroups",
                                    .kind = ParamKind::kInteger,
                                    .label = "Fewest groups",
                                    .help = "PCT and PDT need at least this many group medians.",
                                    .dflt = 5,
                                    .lo = 2,
                                    .hi = 50};
inline constexpr Param kPlLossAbort{
    .key = "lossAbort",
    .kind = ParamKind::kNumber,
    .label = "Abort loss",
    .unit = "%",
    .help = "A stream losing this share of its packets aborts the fleet (counted as increasing).",
    .dflt = 15,
    .lo = 0,
    .hi = 100,
    .loOpen = true};
inline constexpr Param kPlLossLossy{
    .key = "lossLossy",
    .kind = ParamKind::kNumber,
    .label = "Lossy stream loss",
    .unit = "%",
    .help = "A stream losing at least this share (and less than the abort loss) is lossy.",
    .dflt = 3,
    .lo = 0,
    .hi = 100,
    .loOpen = true};
inline constexpr Param kPlLossyFrac{.key = "lossyStreams",
                                    .kind = ParamKind::kNumber,
                                    .label = "Lossy streams",
                                    .unit = "%",
                                    .help = "A fleet whose lossy streams reach this share is aborted.",
                                    .dflt = 50,
                                    .lo = 0,
                                    .hi = 100,
                                    .loOpen = true};
inline constexpr Param kPlOmega{.key = "resolution",
                                .kind = ParamKind::kNumber,
                                .label = "Resolution (omega)",
                                .unit = "bit/s",
                                .help = "Stop when Rmax - Rmin is within this; 0 = 1.3.2's default, 2 % of the ADR.",
                                .dflt = 0,
                                .lo = 0,
                                .hi = 1e11};
inline constexpr Param kPlChi{
    .key = "greyResolution",
    .kind = ParamKind::kNumber,
    .label = "Grey resolution (chi)",
    .unit = "bit/s",
    .help = "Stop when both gaps around the grey region are within this; 0 = min(5 % of the ADR, 12 Mbit/s).",
    .dflt = 0,
    .lo = 0,
    .hi = 1e11};
inline constexpr Param kPlRetry{
    .key = "retryBadFleets",
    .kind = ParamKind::kInteger,
    .label = "Bad-fleet retries",
    .help = "How often a fleet with too few usable streams is repeated at the same rate before the run stops.",
    .dflt = 1,
    .lo = 0,
    .hi = 10};
inline constexpr Param kPlT{.key = "defaultPeriod",
                            .kind = ParamKind::kInteger,
                            .label = "Default period (T)",
                            .unit = "us",
                            .help = "The probe period below 150 Mbit/s (the payload then sets the rate).",
                            .dflt = 80,
                            .lo = 1,
                            .hi = 200000};
inline constexpr Param kPlLmin{.key = "minPayload",
                               .kind = ParamKind::kInteger,
                               .label = "Smallest payload",
                               .unit = "B",
                               .help = "Smallest probe UDP payload; below it the period grows instead.",
                               .dflt = 200,
                               .lo = 20,
                               .hi = 1472};
inline constexpr Param kPlLmax{.key = "maxPayload",
                               .kind = ParamKind::kInteger,
                               .label = "Largest payload",
                               .unit = "B",
                               .help = "Largest probe UDP payload (MTU 1500 less 28 bytes of headers).",
                               .dflt = 1472,
                               .lo = 20,
                               .hi = 65507};
inline constexpr Param kPlWait{.key = "postStreamWait",
                               .kind = ParamKind::kNumber,
                               .label = "End-of-stream wait",
                               .unit = "s",
                               .help = "The sender waits this long after a stream before FINISHED_STREAM.",
                               .dflt = 0.008,
                               .lo = 0,
                               .hi = 10};
inline constexpr Param kPlIdle{
    .key = "idleFactor",
    .kind = ParamKind::kInteger,
    .label = "Idle factor",
    .help = "Streams start at least this many stream durations V apart (so a fleet averages R/10).",
    .dflt = 9,
    .lo = 0,
    .hi = 100};
inline constexpr Param kPlSlow{.key = "slowLinkStream",
                               .kind = ParamKind::kNumber,
                               .label = "Slow-link stream",
                               .unit = "s",
                               .help = "A stream lasting at least this long makes a fleet of one stream.",
                               .dflt = 0.5,
                               .lo = 0.001,
                               .hi = 100};
inline constexpr Param kPlSndLat{.key = "sndLatency",
                                 .kind = ParamKind::kNumber,
                                 .label = "Send latency",
                                 .unit = "us",
                                 .help = "The sender host's measured send latency; sets the smallest period.",
                                 .dflt = 4,
                                 .lo = 0,
                                 .hi = 10000};
inline constexpr Param kPlRcvLat{
    .key = "rcvLatency",
    .kind = ParamKind::kNumber,
    .label = "Receive latency",
    .unit = "us",
    .help = "The receiver's recvfrom latency; drives the back-to-back filter (gap > 2.5 x it).",
    .dflt = 5,
    .lo = 0,
    .hi = 10000};
inline constexpr Param kPlOffset{.key = "clockOffset",
                                 .kind = ParamKind::kInteger,
                                 .label = "Clock offset",
                                 .unit = "us",
                                 .help = "Receiver clock minus sender clock; cancels out of relative one-way delays.",
                                 .dflt = 0,
                                 .lo = -1e9,
                                 .hi = 1e9};
inline constexpr Param kPlTimeout{.key = "timeout",
                                  .kind = ParamKind::kNumber,
                                  .label = "Timeout (-t)",
                                  .unit = "s",
                                  .help = "Stop the measurement after this long; 0 = no limit.",
                                  .dflt = 0,
                                  .lo = 0,
                                  .hi = 1e5};
inline constexpr Param kPlMaxFleets{.key = "maxFleets",
                                    .kind = ParamKind::kInteger,
                                    .label = "Fleet cap",
                                    .help = "A safety cap on fleets that 1.3.2 does not have; 0 = none (faithful).",
                                    .dflt = 0,
                                    .lo = 0,
                                    .hi = 100000};
inline constexpr Param kPlRto{
    .key = "controlRto",
    .kind = ParamKind::kNumber,
    .label = "Control resend time",
    .unit = "s",
    .help = "A lost control message is resent after this (doubling each time), like TCP's timer.",
    .dflt = 0.2,
    .lo = 0.001,
    .hi = 60};
inline constexpr Param kPlUdpPort{.key = "udpPort",
                                  .kind = ParamKind::kInteger,
                                  .label = "Receiver UDP port",
                                  .help = "Where the receiver takes probes (1.3.2: fixed 55001).",
                                  .dflt = 55001,
                                  .lo = 1,
                                  .hi = 65535};
inline constexpr Param kPlTcpPort{.key = "tcpPort",
                                  .kind = ParamKind::kInteger,
                                  .label = "Sender TCP port",
                                  .help = "Where the sender listens for the control connection (1.3.2: fixed 55002).",
                                  .dflt = 55002,
                                  .lo = 1,
                                  .hi = 65535};
inline constexpr Param kPlPortStep{
    .key = "portStep",
    .kind = ParamKind::kInteger,
    .label = "Port step",
    .help =
        "Instance i uses the ports plus i x this. 0 reproduces 1.3.2's static ports, which stops a second "
        "instance on the same receiver (the seed changed the code for its phase 2).",
    .dflt = 0,
    .lo = 0,
    .hi = 1000};
// ---- host timing models (digest §6.1 items 5-6, §6.6 step 5): all off by default (ideal hosts) --
inline constexpr Param kPlJitter{
    .key = "sendJitter",
    .kind = ParamKind::kNumber,
    .label = "Send-time jitter",
    .unit = "us",
    .help =
        "Each probe leaves the sender up to this much after its scheduled time (uniform, from the sender's own "
        "seeded random stream), like a busy-wait loop that overshoots; 0 = an ideal sender.",
    .dflt = 0,
    .lo = 0,
    .hi = 100000};
inline constexpr Param kPlGranularity{
    .key = "clockGranularity",
    .kind = ParamKind::kInteger,
    .label = "Clock granularity",
    .unit = "us",
    .help =
        "Both hosts' timestamps are whole multiples of this (1 us: gettimeofday's resolution, the ideal host; "
        "a coarse clock flattens one-way-delay trends into steps).",
    .dflt = 1,
    .lo = 1,
    .hi = 100000};
inline constexpr Param kPlIcPackets{
    .key = "coalescencePackets",
    .kind = ParamKind::kInteger,
    .label = "Interrupt coalescence (packets)",
    .unit = "packets",
    .help =
        "The receiving NIC hands packets to the host in batches of up to this many, all with the batch's "
        "delivery time; 0 or 1 = off (the seed disabled coalescence on every host).",
    .dflt = 0,
    .lo = 0,
    .hi = 1000};
inline constexpr Param kPlIcTimeout{
    .key = "coalescenceTimeout",
    .kind = ParamKind::kNumber,
    .label = "Interrupt coalescence (time)",
    .unit = "us",
    .help = "A batch is delivered at the latest this long after its first packet arrived (with coalescence on).",
    .dflt = 125,
    .lo = 1,
    .hi = 1e6};
inline constexpr Param kPlIcBranch{
    .key = "coalescenceBranch",
    .kind = ParamKind::kBoolean,
    .label = "Coalescence handling",
    .help =
        "On: when the ADR train looks coalesced (over 60 % of its gaps back to back), pathload 1.3.2's branch runs: "
        "it counts bursts per stream, falls back to a lower bound or to 300-packet streams, or keeps the first "
        "packet after each burst. Off (the seed's runs): the check is shown but ignored.",
    .dflt = 0};
inline constexpr Param kPathload{
    .key = "pathload",
    .kind = ParamKind::kObject,
    .label = "pathload",
    .help = "pathload 1.3.2 (SLoPS): fleets of periodic UDP streams and one-way-delay trend tests.",
    .fields = {&kPlInstances,   &kPlStart,     &kPlStagger,   &kPlProfile, &kPlK,       &kPlN,         &kPlPct,
               &kPlPdt,         &kPlBand,      &kPlPctDen,    &kPlF,       &kPlMinOwds, &kPlMinGroups, &kPlLossAbort,
               &kPlLossLossy,   &kPlLossyFrac, &kPlOmega,     &kPlChi,     &kPlRetry,   &kPlT,         &kPlLmin,
               &kPlLmax,        &kPlWait,      &kPlIdle,      &kPlSlow,    &kPlSndLat,  &kPlRcvLat,    &kPlOffset,
               &kPlTimeout,     &kPlMaxFleets, &kPlRto,       &kPlUdpPort, &kPlTcpPort, &kPlPortStep,  &kPlJitter,
               &kPlGranularity, &kPlIcPackets, &kPlIcTimeout, &kPlIcBranch}};

}  // namespace ps::estimation::params

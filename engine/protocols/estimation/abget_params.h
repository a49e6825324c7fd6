// abget's declared parameters (digest §3.4: every option of the tutorial's list that shapes the
// measurement) and the model's choice of estimator. abget's own defaults are not known (the
// tutorial's text breaks off); the ones here are choices [I] named in the help sentences.
#pragma once
#include "../../scenario/params.h"
#include "../../transport/tcp/tcp_params.h"

namespace ps::estimation::params {

inline constexpr Param kEstimator{
    .key = "estimator",
    .kind = ParamKind::kChoice,
    .label = "Estimator",
    .help =
        "Which tool measures the path: pathload (both ends, UDP fleets), abget (one end, through a TCP "
        "server) or iperf (UDP at a fixed rate: a baseline that measures what a stream obtains, not A).",
    .dfltText = "pathload",
    .choices = {"pathload", "abget", "iperf"}};

inline constexpr Param kAbMode{
    .key = "mode",
    .kind = ParamKind::kChoice,
    .label = "Direction (-d / -u)",
    .help =
        "upstream: abget runs on the sending host and sends request segments to a server on the receiving host "
        "(what the seed's set-up implies); downstream: abget runs on the receiving host and paces a server on "
        "the sending host with fake ACKs.",
    .dfltText = "upstream",
    .choices = {"upstream", "downstream"}};
inline constexpr Param kAbSearch{
    .key = "search",
    .kind = ParamKind::kChoice,
    .label = "Search (-b / -l)",
    .help =
        "bisect: binary search by midpoints (the tutorial); doubleHalve: x2 / /2 until the verdict reverses "
        "(the seed's wording); linear: Rmin + r, Rmin + 2r, ... until increasing.",
    .dfltText = "bisect",
    .choices = {"bisect", "doubleHalve", "linear"}};
inline constexpr Param kAbRmin{.key = "minRate",
                               .kind = ParamKind::kNumber,
                               .label = "Lowest rate (-L)",
                               .unit = "bit/s",
                               .help = "Bottom of the searched range.",
                               .dflt = 0,
                               .lo = 0,
                               .hi = 1e11};
inline constexpr Param kAbRmax{
    .key = "maxRate",
    .kind = ParamKind::kNumber,
    .label = "Highest rate (-H)",
    .unit = "bit/s",
    .help = "Top of the searched range; abget has no start-up measurement, so the user gives about the capacity.",
    .dflt = 10e6,
    .lo = 1e3,
    .hi = 1e11};
inline constexpr Param kAbRes{.key = "resolution",
                              .kind = ParamKind::kNumber,
                              .label = "Estimation range (-r)",
                              .unit = "bit/s",
                              .help = "Stop when the bracket is this narrow (and the linear search's step).",
                              .dflt = 1e6,
                              .lo = 1e3,
                              .hi = 1e11};
inline constexpr Param kAbVar{.key = "variation",
                              .kind = ParamKind::kNumber,
                              .label = "Variation range (-x)",
                              .unit = "bit/s",
                              .help = "Stop when both gaps around a grey range are this narrow.",
                              .dflt = 1e6,
                              .lo = 1e3,
                              .hi = 1e11};
inline constexpr Param kAbP{.key = "streamLength",
                            .kind = ParamKind::kInteger,
                            .label = "Stream length (-P)",
                            .unit = "packets",
                            .help = "Segments per stream.",
                            .dflt = 100,
                            .lo = 10,
                            .hi = 400};
inline constexpr Param kAbN{
    .key = "streams",
    .kind = ParamKind::kInteger,
    .label = "Streams per rate (-N)",
    .help = "Streams sent at each rate; the rate's verdict needs f of the usable ones to agree.",
    .dflt = 8,
    .lo = 1,
    .hi = 50};
inline constexpr Param kAbIdle{.key = "idle",
                               .kind = ParamKind::kNumber,
                               .label = "Idle time (-I)",
                               .unit = "s",
                               .help = "Pause after each stream; answers later than this count as lost.",
                               .dflt = 0.1,
                               .lo = 0.001,
                               .hi = 100};
inline constexpr Param kAbMaxTime{.key = "maxTime",
                                  .kind = ParamKind::kNumber,
                                  .label = "Maximum time (-t)",
                                  .unit = "s",
                                  .help = "Stop after this long with the bracket so far; 0 = no limit.",
                                  .dflt = 0,
                                  .lo = 0,
                                  .hi = 1e5};
inline constexpr Param kAbMss{.key = "mss",
                              .kind = ParamKind::kInteger,
                              .label = "MSS",
                              .unit = "B",
                              .help = "TCP maximum segment size: each probe segment is MSS + 40 bytes.",
                              .dflt = 1460,
                              .lo = 100,
                              .hi = 9000};
inline constexpr Param kAbStart{.key = "start",
                                .kind = ParamKind::kNumber,
                                .label = "Start",
                                .unit = "s",
                                .help = "When abget starts (cross traffic runs before it).",
                                .dflt = 2,
                                .lo = 0,
                                .hi = 1e5};
inline constexpr Param kAbSynRto{
    .key = "synTimeout",
    .kind = ParamKind::kNumber,
    .label = "SYN timeout",
    .unit = "s",
    .help = "A SYN without answer is sent again after this, doubling each time (Linux 2.6.2x: 3 s).",
    .dflt = 3,
    .lo = 0.01,
    .hi = 60};
inline constexpr Param kAbSynRetries{
    .key = "synRetries",
    .kind = ParamKind::kInteger,
    .label = "SYN retries",
    .help = "After this many retransmitted SYNs abget gives up: a failed run (Linux tcp_syn_retries 5).",
    .dflt = 5,
    .lo = 0,
    .hi = 20};
inline constexpr Param kAbLoss{.key = "lossIncreasing",
                               .kind = ParamKind::kNumber,
                               .label = "Increasing loss",
                               .unit = "%",
                               .help = "A stream losing this share of its probes counts as increasing.",
                               .dflt = 15,
                               .lo = 0,
                               .hi = 100,
                               .loOpen = true};
inline constexpr Param kAbPort{.key = "port",
                               .kind = ParamKind::kInteger,
                               .label = "Server port (-p)",
                               .help = "The TCP server's port (an HTTP server).",
                               .dflt = 80,
                               .lo = 1,
                               .hi = 64535};
inline constexpr Param kAbInstances{
    .key = "instances",
    .kind = ParamKind::kInteger,
    .label = "Instances",
    .help =
        "How many abget clients probe the path at once (the seed's phase 2 runs two, from cronos and eolo to "
        "mnemosyne; each one's segments are cross traffic for the other).",
    .dflt = 1,
    .lo = 1,
    .hi = 2};
inline constexpr Param kAbStagger{.key = "stagger",
                                  .kind = ParamKind::kNumber,
                                  .label = "Second instance delay",
                                  .unit = "s",
                                  .help = "How much later the second abget client starts than the first.",
                                  .dflt = 0.5,
                                  .lo = 0,
                                  .hi = 1e4};
inline constexpr Param kAbTimer{
    .key = "timerGranularity",
    .kind = ParamKind::kNumber,
    .label = "Pacing timer granularity",
    .unit = "us",
    .help =
        "abget's pacing loop wakes only on multiples of this, so probes due within one tick leave together, "
        "back to back (a user-space timer that cannot hold 20-45 us periods); 0 = an ideal timer.",
    .dflt = 0,
    .lo = 0,
    .hi = 1e6};
inline constexpr Param kAbJitter{
    .key = "sendJitter",
    .kind = ParamKind::kNumber,
    .label = "Send-time jitter",
    .unit = "us",
    .help =
        "Each probe leaves up to this much after its timer fires (uniform, from the client's own seeded "
        "random stream); 0 = an ideal host.",
    .dflt = 0,
    .lo = 0,
    .hi = 100000};
inline constexpr Param kAbget{
    .key = "abget",
    .kind = ParamKind::kObject,
    .label = "abget",
    .help = "abget: one-ended probing through a TCP server with pathload's trend test and a rate search.",
    .fields = {&kAbMode, &kAbSearch, &kAbRmin,      &kAbRmax,    &kAbRes,   &kAbVar,    &kAbP,
               &kAbN,    &kAbIdle,   &kAbMaxTime,   &kAbMss,     &kAbStart, &kAbSynRto, &kAbSynRetries,
               &kAbLoss, &kAbPort,   &kAbInstances, &kAbStagger, &kAbTimer, &kAbJitter}};

inline constexpr Param kIpMode{
    .key = "mode",
    .kind = ParamKind::kChoice,
    .label = "Mode",
    .help =
        "udp (-u): datagrams at a target rate, what a constant-rate stream obtains; tcp: one bulk TCP "
        "connection for the duration, what a TCP obtains (its settings under tcp; rate and length unused).",
    .dfltText = "udp",
    .choices = {"udp", "tcp"}};
inline constexpr Param kIpRate{.key = "rate",
                               .kind = ParamKind::kNumber,
                               .label = "Rate (-b)",
                               .unit = "bit/s",
                               .help = "iperf's target rate, counted on the UDP payload as iperf counts it (UDP mode).",
                               .dflt = 1e6,
                               .lo = 1e3,
                               .hi = 1e11};
inline constexpr Param kIpLen{.key = "length",
                              .kind = ParamKind::kInteger,
                              .label = "Datagram payload (-l)",
                              .unit = "B",
                              .help =
                                  "UDP payload of each datagram (iperf's default 1470: a 1498-byte IP packet; UDP "
                                  "mode).",
                              .dflt = 1470,
                              .lo = 16,
                              .hi = 65507};
inline constexpr Param kIpTime{.key = "time",
                               .kind = ParamKind::kNumber,
                               .label = "Duration (-t)",
                               .unit = "s",
                               .help = "How long the client sends.",
                               .dflt = 10,
                               .lo = 0.01,
                               .hi = 1e5};
inline constexpr Param kIpStartAt{.key = "start",
                                  .kind = ParamKind::kNumber,
                                  .label = "Start",
                                  .unit = "s",
                                  .help = "When the client starts (cross traffic runs before it).",
                                  .dflt = 2,
                                  .lo = 0,
                                  .hi = 1e5};
inline constexpr Param kIperf{
    .key = "iperf",
    .kind = ParamKind::kObject,
    .label = "iperf",
    .help = "iperf 2, in UDP (-u) or TCP mode, from the sending host to a server on the receiving host.",
    .fields = {&kIpMode, &kIpRate, &kIpLen, &kIpTime, &kIpStartAt, &transport::params::kTcp}};

}  // namespace ps::estimation::params

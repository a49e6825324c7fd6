// Declared parameters (scenario/params.h) of the transport model: the flows and their
// applications, and what the summary measures. The network is in topology/topology_params.h, the
// transports' own settings beside them (tcp/tcp_params.h; DCCP's in dccp/), the background mix in
// apps/background_params.h and fault injection in topology/faults_params.h.
#pragma once
#include "../scenario/params.h"
#include "apps/background_params.h"
#include "dccp/dccp_params.h"
#include "tcp/tcp_params.h"
#include "topology/faults_params.h"

namespace ps::transport::params {

// ---- the application of a flow ----------------------------------------------------------------
inline constexpr Param kAppKind{.key = "kind",
                                .kind = ParamKind::kChoice,
                                .label = "Application",
                                .help =
                                    "bulk: an FTP-like transfer of a number of bytes, or unlimited (always has "
                                    "data); cbr: one packet every packetSize / rate; onoff: cbr during random ON "
                                    "periods, silent during OFF periods.",
                                .dfltText = "bulk",
                                .choices = {"bulk", "cbr", "onoff"}};
inline constexpr Param kAppBytes{.key = "bytes",
                                 .kind = ParamKind::kInteger,
                                 .label = "Bytes to send",
                                 .unit = "B",
                                 .help = "bulk: how many bytes the transfer carries (0 = unlimited).",
                                 .dflt = 0,
                                 .lo = 0,
                                 .hi = 1e15};
inline constexpr Param kAppRate{
    .key = "rate",
    .kind = ParamKind::kNumber,
    .label = "Rate",
    .unit = "bit/s",
    .help = "cbr and onoff: application bits per second (while ON).",
    .dflt = 1e6,
    .lo = 1,
    .hi = 1e12,
    .rangeWhy = "the engine counts rates in whole bits per second, so a rate below 1 bit/s would be 0",
    .rangeWhyPt = "o motor conta as taxas em bits por segundo inteiros, então uma taxa abaixo de 1 bit/s seria 0"};
inline constexpr Param kAppPacketSize{.key = "packetSize",
                                      .kind = ParamKind::kInteger,
                                      .label = "Packet size",
                                      .unit = "B",
                                      .help =
                                          "cbr and onoff: application bytes per write (one datagram over UDP or "
                                          "DCCP; headers come on top).",
                                      .dflt = 1000,
                                      .lo = 1,
                                      .hi = 65507};
inline constexpr Param kAppOnTime{.key = "onTime",
                                  .kind = ParamKind::kNumber,
                                  .label = "Mean ON time",
                                  .unit = "s",
                                  .help = "onoff: mean length of a sending period.",
                                  .dflt = 0.5,
                                  .lo = 0,
                                  .hi = 1e6,
                                  .loOpen = true};
inline constexpr Param kAppOffTime{.key = "offTime",
                                   .kind = ParamKind::kNumber,
                                   .label = "Mean OFF time",
                                   .unit = "s",
                                   .help = "onoff: mean length of a silent period.",
                                   .dflt = 0.5,
                                   .lo = 0,
                                   .hi = 1e6,
                                   .loOpen = true};
inline constexpr Param kAppDistribution{.key = "distribution",
                                        .kind = ParamKind::kChoice,
                                        .label = "ON/OFF distribution",
                                        .help = "onoff: how ON and OFF lengths are drawn.",
                                        .dfltText = "exponential",
                                        .choices = {"exponential", "pareto"}};
inline constexpr Param kAppShape{.key = "shape",
                                 .kind = ParamKind::kNumber,
                                 .label = "Pareto shape",
                                 .help = "onoff with pareto: the shape; below 2 the periods are heavy-tailed.",
                                 .dflt = 1.5,
                                 .lo = 1,
                                 .hi = 100,
                                 .loOpen = true,
                                 .rangeWhy = "a Pareto mean exists only for shapes above 1",
                                 .rangeWhyPt = "a média de uma Pareto só existe para formas acima de 1"};
inline constexpr Param kApp{.key = "app",
                            .kind = ParamKind::kObject,
                            .label = "Application",
                            .help = "What the flow's application sends.",
                            .fields = {&kAppKind, &kAppBytes, &kAppRate, &kAppPacketSize, &kAppOnTime, &kAppOffTime,
                                       &kAppDistribution, &kAppShape}};

// ---- a flow ----------------------------------------------------------------------------------
inline constexpr Param kFlowName{.key = "name",
                                 .kind = ParamKind::kString,
                                 .label = "Name",
                                 .help = "A label for charts and panels (F1, F2, ... when absent).",
                                 .hasDefault = false};
inline constexpr Param kFlowTransport{.key = "transport",
                                      .kind = ParamKind::kChoice,
                                      .label = "Transport",
                                      .help =
                                          "udp: datagrams, no feedback; tcp: reliable byte stream with congestion "
                                          "control; dccp: unreliable datagrams with congestion control.",
                                      .dfltText = "tcp",
                                      .choices = {"udp", "tcp", "dccp"}};
inline constexpr Param kFlowFrom{.key = "from",
                                 .kind = ParamKind::kString,
                                 .label = "From host",
                                 .help = "The sending host (L1, R3, H2.1, ...).",
                                 .hasDefault = false,
                                 .required = true};
inline constexpr Param kFlowTo{.key = "to",
                               .kind = ParamKind::kString,
                               .label = "To host",
                               .help = "The receiving host.",
                               .hasDefault = false,
                               .required = true};
inline constexpr Param kFlowStart{.key = "start",
                                  .kind = ParamKind::kNumber,
                                  .label = "Start",
                                  .unit = "s",
                                  .help = "When the flow opens its connection; with startMax, the earliest start.",
                                  .dflt = 0,
                                  .lo = 0,
                                  .hi = 1e6};
inline constexpr Param kFlowStartMax{.key = "startMax",
                                     .kind = ParamKind::kNumber,
                                     .label = "Latest start",
                                     .unit = "s",
                                     .help =
                                         "When given, each flow draws its start uniformly between start and this "
                                         "(seed 002: 1 to 10 s), from its own random stream.",
                                     .hasDefault = false,
                                     .lo = 0,
                                     .hi = 1e6};
inline constexpr Param kFlowStop{.key = "stop",
                                 .kind = ParamKind::kNumber,
                                 .label = "Stop",
                                 .unit = "s",
                                 .help = "When the application stops writing and closes (never, when absent).",
                                 .hasDefault = false,
                                 .lo = 0,
                                 .hi = 1e6};
inline constexpr Param kFlowCount{.key = "count",
                                  .kind = ParamKind::kInteger,
                                  .label = "Copies",
                                  .help =
                                      "Repeat this flow on consecutive hosts: from L1 to R1 with 3 copies gives "
                                      "L1-R1, L2-R2, L3-R3.",
                                  .dflt = 1,
                                  .lo = 1,
                                  .hi = 10000};
inline constexpr Param kFlow{.key = "flow",
                             .kind = ParamKind::kObject,
                             .label = "Flow",
                             .help = "An application on one host sending over a transport to another host.",
                             .fields = {&kFlowName, &kFlowTransport, &kFlowFrom, &kFlowTo, &kFlowStart, &kFlowStartMax,
                                        &kFlowStop, &kFlowCount, &kApp, &kTcp, &dccp::params::kDccp}};
inline constexpr Param kFlows{.key = "flows",
                              .kind = ParamKind::kArray,
                              .label = "Flows",
                              .help = "The flows under study (the foreground).",
                              .items = &kFlow,
                              .maxItems = 10000};

// ---- what the summary measures (digest §5) -----------------------------------------------------
inline constexpr Param kMeasureFrom{.key = "from",
                                    .kind = ParamKind::kNumber,
                                    .label = "Measure from",
                                    .unit = "s",
                                    .help =
                                        "Start of the window over which utilisation, goodput and Jain's index are "
                                        "computed (seed 002: after every flow has started).",
                                    .dflt = 0,
                                    .lo = 0,
                                    .hi = 1e6};
inline constexpr Param kMeasureTo{.key = "to",
                                  .kind = ParamKind::kNumber,
                                  .label = "Measure to",
                                  .unit = "s",
                                  .help = "End of that window (the stop time when absent).",
                                  .hasDefault = false,
                                  .lo = 0,
                                  .hi = 1e6,
                                  .loOpen = true};
inline constexpr Param kConvergence{.key = "convergence",
                                    .kind = ParamKind::kBoolean,
                                    .label = "Measure convergence",
                                    .help =
                                        "Report how long the flow that starts last takes to get its fair share "
                                        "(seed 002 E4; 2 to 16 flows).",
                                    .dflt = 0};
inline constexpr Param kConvDelta{.key = "convergenceDelta",
                                  .kind = ParamKind::kNumber,
                                  .label = "Convergence tolerance",
                                  .help =
                                      "delta: the last flow to start has converged once its share of the flows' "
                                      "throughput stays at or above (1 - delta)/n (two flows: 0.45 for 0.1).",
                                  .dflt = 0.1,
                                  .lo = 0,
                                  .hi = 1,
                                  .loOpen = true};
inline constexpr Param kConvHold{.key = "convergenceHold",
                                 .kind = ParamKind::kNumber,
                                 .label = "Convergence hold",
                                 .unit = "s",
                                 .help = "How long the share must stay there to count as converged.",
                                 .dflt = 10,
                                 .lo = 0,
                                 .hi = 1e6};
inline constexpr Param kConvWindow{.key = "convergenceWindow",
                                   .kind = ParamKind::kNumber,
                                   .label = "Throughput window",
                                   .unit = "s",
                                   .help =
                                       "Throughputs for convergence are averaged over the larger of this and ten "
                                       "mean round-trip times, every 100 ms.",
                                   .dflt = 1,
                                   .lo = 0.1,
                                   .hi = 1e6};
inline constexpr Param kMeasure{
    .key = "measure",
    .kind = ParamKind::kObject,
    .label = "Measurement",
    .help = "The window and the settings of the summary's figures.",
    .fields = {&kMeasureFrom, &kMeasureTo, &kConvergence, &kConvDelta, &kConvHold, &kConvWindow}};

}  // namespace ps::transport::params

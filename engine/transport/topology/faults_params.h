// Declared parameters (scenario/params.h) of fault injection: "faults", a teaching device that
// drops chosen data packets of a flow at the first router-to-router link it crosses.
#pragma once
#include "../../scenario/params.h"

namespace ps::transport::params {

inline constexpr Param kFaultFlow{.key = "flow",
                                  .kind = ParamKind::kString,
                                  .label = "Flow",
                                  .help = "The flow whose packets are dropped, by name (F1, F2, ... by default).",
                                  .hasDefault = false,
                                  .required = true};
inline constexpr Param kFaultSegment{.key = "segment",
                                     .kind = ParamKind::kInteger,
                                     .label = "Segment",
                                     .help =
                                         "Drop the k-th new data packet of the flow (its first transmission; "
                                         "retransmissions pass), and the ones after it up to count.",
                                     .hasDefault = false,
                                     .lo = 1,
                                     .hi = 1e12};
inline constexpr Param kFaultAt{
    .key = "at",
    .kind = ParamKind::kNumber,
    .label = "At",
    .unit = "s",
    .help = "Drop the next count data packets of the flow that reach the link from this time on.",
    .hasDefault = false,
    .lo = 0,
    .hi = 1e6};
inline constexpr Param kFaultCount{.key = "count",
                                   .kind = ParamKind::kInteger,
                                   .label = "Packets",
                                   .help = "How many packets in a row to drop (1: a single loss; 3: a burst of three).",
                                   .dflt = 1,
                                   .lo = 1,
                                   .hi = 1000000};
inline constexpr Param kFault{.key = "fault",
                              .kind = ParamKind::kObject,
                              .label = "Fault",
                              .help = "Drop chosen data packets of one flow: by segment number or from a time.",
                              .fields = {&kFaultFlow, &kFaultSegment, &kFaultAt, &kFaultCount}};
inline constexpr Param kFaults{.key = "faults",
                               .kind = ParamKind::kArray,
                               .label = "Fault injection",
                               .help = "Packets to lose on purpose, to see how a protocol recovers.",
                               .items = &kFault,
                               .maxItems = 1000};

}  // namespace ps::transport::params

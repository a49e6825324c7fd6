// Declared fields of the afdp model's "baseline" section (digest §6.4): distribute the same file
// to the same members by rdist over TCP instead of AFDP, sequentially or with parallel children.
#pragma once
#include "../../scenario/params.h"

namespace ps::afdp::params {

inline constexpr Param kBaselineKind{.key = "kind",
                                     .kind = ParamKind::kChoice,
                                     .label = "Distributor",
                                     .help =
                                         "none: AFDP distributes the file; rdist: the publisher's host updates "
                                         "each member over its own TCP connection instead (the paper's baseline).",
                                     .dfltText = "none",
                                     .choices = {"none", "rdist"}};
inline constexpr Param kBaselineChildren{.key = "children",
                                         .kind = ParamKind::kInteger,
                                         .label = "Parallel children",
                                         .help =
                                             "How many hosts rdist updates at once (rdist -M, 4 by default); 1 is "
                                             "the sequential rcp or classic rdist.",
                                         .dflt = 4,
                                         .lo = 1,
                                         .hi = 200};
inline constexpr Param kBaselineSetup{.key = "setup",
                                      .kind = ParamKind::kNumber,
                                      .label = "Set-up per host",
                                      .unit = "s",
                                      .help =
                                          "Time before a host's transfer starts: the rsh connection, the remote "
                                          "rdist and the file comparison.",
                                      .dflt = 1,
                                      .lo = 0,
                                      .hi = 3600};
inline constexpr Param kBaselineRcvBuffer{.key = "rcvBuffer",
                                          .kind = ParamKind::kInteger,
                                          .label = "TCP receive window",
                                          .unit = "B",
                                          .help = "The receiving host's TCP buffer (16-24 KB was typical then).",
                                          .dflt = 24576,
                                          .lo = 1460,
                                          .hi = 16777216};
inline constexpr Param kBaseline{
    .key = "baseline",
    .kind = ParamKind::kObject,
    .label = "Baseline",
    .help = "Distribute by rdist over TCP instead of AFDP, to compare the two on the same network.",
    .fields = {&kBaselineKind, &kBaselineChildren, &kBaselineSetup, &kBaselineRcvBuffer}};

}  // namespace ps::afdp::params

// Declared fields of the afdp model's "baseline" section (digest §6.4): distribute the same file
// to the same members by rdist or track over TCP, or by afdpdist (AFDP with TCP request lists),
// instead of AFDP alone; and the competing ftp flow of Table 2, beside any of them.
#pragma once
#include "../../scenario/params.h"

namespace ps::afdp::params {

inline constexpr Param kBaselineKind{.key = "kind",
                                     .kind = ParamKind::kChoice,
                                     .label = "Distributor",
                                     .help =
                                         "none: AFDP distributes the file; rdist: the publisher's host updates "
                                         "each member over its own TCP connection instead (the paper's baseline); "
                                         "track: each member fetches the statfile and then the files over TCP; "
                                         "afdpdist: the statfile goes out by AFDP, every member returns its request "
                                         "list over TCP, then the bundle goes out by AFDP.",
                                     .dfltText = "none",
                                     .choices = {"none", "rdist", "track", "afdpdist"}};
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
                                          "rdist and the file comparison (track: the member's start and its "
                                          "comparison; afdpdist: the member's comparison before it replies).",
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
inline constexpr Param kBaselineSessions{.key = "sessions",
                                         .kind = ParamKind::kInteger,
                                         .label = "Track sessions at once",
                                         .help =
                                             "How many members fetch from the master at the same time under track; 1 "
                                             "is one after another.",
                                         .dflt = 1,
                                         .lo = 1,
                                         .hi = 200};
inline constexpr Param kBaselineStatsBytes{.key = "statsBytes",
                                           .kind = ParamKind::kInteger,
                                           .label = "Statfile size",
                                           .unit = "B",
                                           .help =
                                               "The master's statfile: size and modification time of every file "
                                               "(track and afdpdist send it before the files).",
                                           .dflt = 8192,
                                           .lo = 1,
                                           .hi = 16777216};
inline constexpr Param kBaselineRequestBytes{.key = "requestBytes",
                                             .kind = ParamKind::kInteger,
                                             .label = "Request list size",
                                             .unit = "B",
                                             .help =
                                                 "The list of files a member asks for, returned to the master over "
                                                 "TCP under afdpdist.",
                                             .dflt = 1024,
                                             .lo = 1,
                                             .hi = 16777216};
inline constexpr Param kBaselineFtpBytes{.key = "ftpBytes",
                                         .kind = ParamKind::kNumber,
                                         .label = "Competing ftp transfer",
                                         .unit = "B",
                                         .help =
                                             "Bytes one ftp transfer carries over TCP between two other hosts on "
                                             "the publisher's LAN (F1 to F2), to measure its goodput beside the "
                                             "distribution (the paper's Table 2); 0: no ftp.",
                                         .dflt = 0,
                                         .lo = 0,
                                         .hi = 1e12};
inline constexpr Param kBaselineFtpStart{.key = "ftpStart",
                                         .kind = ParamKind::kNumber,
                                         .label = "ftp starts at",
                                         .unit = "s",
                                         .help = "When the ftp transfer opens its connection, on the run's clock.",
                                         .dflt = 6,
                                         .lo = 0,
                                         .hi = 86400};
inline constexpr Param kBaseline{
    .key = "baseline",
    .kind = ParamKind::kObject,
    .label = "Baseline",
    .help =
        "Distribute by rdist, track or afdpdist instead of AFDP alone, to compare them on the same network, "
        "and measure a competing ftp transfer beside any of them.",
    .fields = {&kBaselineKind, &kBaselineChildren, &kBaselineSetup, &kBaselineRcvBuffer, &kBaselineSessions,
               &kBaselineStatsBytes, &kBaselineRequestBytes, &kBaselineFtpBytes, &kBaselineFtpStart}};

}  // namespace ps::afdp::params

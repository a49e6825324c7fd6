// Declared scenario fields of the "afdp" model that shape the group's roles (digest §2.4, §3.1,
// §5 rows 21, 22, 25): how hosts find their secretary, how long a publisher's grant lasts, how many
// publishers there are and whether a refused one tries again. Kept apart from afdp_params.h (the
// protocol's numbers), which lists these in its "afdp" object. Every default keeps the model as it
// was before these existed: a named secretary, one publisher, a refusal ends the publisher.
#pragma once
#include "../../scenario/params.h"

namespace ps::afdp::params {

inline constexpr Param kSecretary{
    .key = "secretary",
    .kind = ParamKind::kChoice,
    .label = "Finding the secretary",
    .help =
        "named: every host is told the secretary SEC (\"on the command line\"). find: hosts on SEC's LAN "
        "broadcast FIND_SECRETARY (1 s, three tries) and SEC answers SECRETARY_HERE. elect: no secretary "
        "runs; nobody answers, the subscribers vote (1 s window) and the highest host id becomes secretary.",
    .dfltText = "named",
    .choices = {"named", "find", "elect"}};
inline constexpr Param kLease{.key = "lease",
                              .kind = ParamKind::kNumber,
                              .label = "Publisher lease",
                              .unit = "s",
                              .help =
                                  "The secretary counts a publisher active from its grant until PUBLISH_DONE "
                                  "or until this long has passed, whichever comes first (digest: 10 min).",
                              .dflt = 600,
                              .lo = 0,
                              .hi = 1e6,
                              .loOpen = true};
inline constexpr Param kPublishers{.key = "publishers",
                                   .kind = ParamKind::kInteger,
                                   .label = "Publishers",
                                   .unit = "hosts",
                                   .help =
                                       "Publisher hosts on the LAN (P, P2, P3 ...), each asking at publishAt to "
                                       "publish its own file of fileBytes.",
                                   .dflt = 1,
                                   .lo = 1,
                                   .hi = 8};
inline constexpr Param kRetryRefused{.key = "retryRefused",
                                     .kind = ParamKind::kBoolean,
                                     .label = "Retry after a refusal",
                                     .help =
                                         "A publisher the secretary refuses (too many active) asks again after "
                                         "5 s instead of giving up.",
                                     .dflt = 0};

}  // namespace ps::afdp::params

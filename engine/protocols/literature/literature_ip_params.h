// Declared parameters (scenario/params.h) of the "literature-ip" model's own section, "group": how
// many hosts of the IP network join the literature protocol's group. The network ("network",
// net/ip_topology_params.h) and the protocol ("protocol", multicast/ethernet_params.h, with the
// literature fields of literature_params.h) are the sections the polling and ethernet models declare.
#pragma once
#include "../../scenario/params.h"

namespace ps::literature_ip_params {

inline constexpr Param kReceivers{
    .key = "receivers",
    .kind = ParamKind::kInteger,
    .label = "Group receivers",
    .help =
        "Members of the group besides node 0 (the first sender): the network's nodes 1 .. r, in the order the "
        "topology numbers them.",
    .dflt = 5,
    .lo = 1,
    .hi = 100,
    .rangeWhy =
        "the members' state (ACK tables, per-sender windows) grows with the group; the thesis's LAN has "
        "at most 100 receivers",
    .rangeWhyPt =
        "o estado dos membros (tabelas de ACK, janelas por emissor) cresce com o grupo; a LAN da tese "
        "tem no máximo 100 receptores"};

inline constexpr Param kGroup{.key = "group",
                              .kind = ParamKind::kObject,
                              .label = "Multicast group",
                              .help = "The hosts that run the protocol: node 0 and the next r nodes of the network.",
                              .fields = {&kReceivers}};

}  // namespace ps::literature_ip_params

// Declared parameters (scenario/params.h) of the generated routed networks (ip_topology.h): the
// transit-stub graph of seed 000 §4.2, a dumbbell, a star, or an explicit list of nodes and links.
#pragma once
#include "../scenario/params.h"
#include "network_params.h"

namespace ps::ip_topology_params {

inline constexpr Param kTopology{.key = "topology",
                                 .kind = ParamKind::kChoice,
                                 .label = "Topology",
                                 .help =
                                     "Which network to build: the paper's generated transit-stub graph, a "
                                     "dumbbell, a star, or nodes and links listed by hand.",
                                 .dfltText = "transit-stub",
                                 .choices = {"transit-stub", "dumbbell", "star", "explicit"}};
inline constexpr Param kBandwidth{
    .key = "bandwidth",
    .kind = ParamKind::kNumber,
    .label = "Link bandwidth",
    .unit = "bit/s",
    .help =
        "Every link's bandwidth unless listed otherwise (paper: "
        "1 Mbit/s).",
    .dflt = 1e6,
    .lo = 1,
    .hi = 1e12,
    .rangeWhy = "the engine counts rates in whole bits per second, so a rate below 1 bit/s would be 0",
    .rangeWhyPt = "o motor conta as taxas em bits por segundo inteiros, então uma taxa abaixo de 1 bit/s seria 0"};
inline constexpr Param kDelay{.key = "delay",
                              .kind = ParamKind::kNumber,
                              .label = "Link delay",
                              .unit = "s",
                              .help = "Propagation delay of star spokes and of explicit links that give none.",
                              .dflt = 0.01,
                              .lo = 0,
                              .hi = 100};
inline constexpr Param kLoss{.key = "loss",
                             .kind = ParamKind::kNumber,
                             .label = "Loss probability",
                             .help =
                                 "The chance that any link loses a packet, in both directions (paper: 0 or "
                                 "0.001).",
                             .dflt = 0,
                             .lo = 0,
                             .hi = 1};
inline constexpr Param kQueue{.key = "queue",
                              .kind = ParamKind::kInteger,
                              .label = "Queue per link",
                              .unit = "packets",
                              .help =
                                  "Packets that can wait at each link direction before the next is dropped "
                                  "(ns-2's default 50).",
                              .dflt = 50,
                              .lo = 1,
                              .hi = 1000000};
inline constexpr Param kRouting{.key = "routing",
                                .kind = ParamKind::kChoice,
                                .label = "Routing",
                                .help = "Shortest paths by hop count (ns-2's static routing) or by delay.",
                                .dfltText = "hops",
                                .choices = {"hops", "delay"}};

inline constexpr Param kSenderDelay{.key = "delay",
                                    .kind = ParamKind::kNumber,
                                    .label = "Access link delay",
                                    .unit = "s",
                                    .help = "Propagation delay of the sender's own link (paper: 1 ms).",
                                    .dflt = 0.001,
                                    .lo = 0,
                                    .hi = 100};
inline constexpr Param kSenderQueue{.key = "queue",
                                    .kind = ParamKind::kInteger,
                                    .label = "Outgoing queue",
                                    .unit = "packets",
                                    .help =
                                        "Packets the sender's link can hold waiting to leave; 0 = no limit "
                                        "(paper).",
                                    .dflt = 0,
                                    .lo = 0,
                                    .hi = 1000000};
inline constexpr Param kSenderInbound{.key = "inboundQueue",
                                      .kind = ParamKind::kInteger,
                                      .label = "Inbound queue",
                                      .unit = "packets",
                                      .help =
                                          "Queue towards the sender, where replies pile up and feedback "
                                          "implosion drops them; the per-link queue when absent.",
                                      .hasDefault = false,
                                      .lo = 0,
                                      .hi = 1000000};
inline constexpr Param kSenderLink{.key = "senderLink",
                                   .kind = ParamKind::kObject,
                                   .label = "Sender's access link",
                                   .help = "The link between the sender and the network.",
                                   .fields = {&kSenderDelay, &kSenderQueue, &kSenderInbound}};

// ---- transit-stub ---------------------------------------------------------------------------
inline constexpr Param kTsSeed{.key = "seed",
                               .kind = ParamKind::kInteger,
                               .label = "Generator seed",
                               .help =
                                   "Seed of the graph generator, independent of the run's seed (79 gives the "
                                   "paper's 451-node network).",
                               .dflt = 79,
                               .lo = 0,
                               .hi = 9007199254740991.0};
inline constexpr Param kTsDomains{.key = "transitDomains",
                                  .kind = ParamKind::kInteger,
                                  .label = "Transit domains",
                                  .help = "Backbone domains (T).",
                                  .dflt = 3,
                                  .lo = 1,
                                  .hi = 50};
inline constexpr Param kTsTransitNodes{.key = "transitNodes",
                                       .kind = ParamKind::kInteger,
                                       .label = "Routers per transit domain",
                                       .help =
                                           "Backbone routers per domain "
                                           "(NT).",
                                       .dflt = 6,
                                       .lo = 1,
                                       .hi = 100};
inline constexpr Param kTsStubs{.key = "stubsPerTransit",
                                .kind = ParamKind::kInteger,
                                .label = "Stubs per transit router",
                                .help =
                                    "Edge domains hanging off each "
                                    "backbone router (K).",
                                .dflt = 3,
                                .lo = 0,
                                .hi = 50};
inline constexpr Param kTsStubNodes{.key = "stubNodes",
                                    .kind = ParamKind::kInteger,
                                    .label = "Routers per stub",
                                    .help = "Routers in each edge domain (NS).",
                                    .dflt = 8,
                                    .lo = 1,
                                    .hi = 100};
inline constexpr Param kTsAlphaTop{.key = "alphaTop",
                                   .kind = ParamKind::kNumber,
                                   .label = "Backbone edge density",
                                   .help = "Probability of an edge between two transit domains.",
                                   .dflt = 0.6,
                                   .lo = 0,
                                   .hi = 1,
                                   .loOpen = true};
inline constexpr Param kTsAlphaTransit{.key = "alphaTransit",
                                       .kind = ParamKind::kNumber,
                                       .label = "Transit edge density",
                                       .help = "Probability of an edge between two routers of one transit domain.",
                                       .dflt = 0.35,
                                       .lo = 0,
                                       .hi = 1,
                                       .loOpen = true};
inline constexpr Param kTsAlphaStub{.key = "alphaStub",
                                    .kind = ParamKind::kNumber,
                                    .label = "Stub edge density",
                                    .help = "Probability of an edge between two routers of one stub domain.",
                                    .dflt = 0.32,
                                    .lo = 0,
                                    .hi = 1,
                                    .loOpen = true};
inline constexpr Param kTsAttach{.key = "attach",
                                 .kind = ParamKind::kString,
                                 .label = "Sender attaches to",
                                 .help =
                                     "The transit router the sender is linked to (T<domain>.<index>), or \"auto\" "
                                     "for the one farthest from everything.",
                                 .dfltText = "T2.5"};
inline constexpr Param kTsTreeLatency{.key = "treeLatency",
                                      .kind = ParamKind::kNumber,
                                      .label = "Tree latency",
                                      .unit = "s",
                                      .help =
                                          "Unloaded latency to the farthest node along the sender's tree "
                                          "(paper: 411 ms); 0 uses the delay per length unit instead.",
                                      .dflt = 0.411,
                                      .lo = 0,
                                      .hi = 100};
inline constexpr Param kTsUnitDelay{.key = "unitDelay",
                                    .kind = ParamKind::kNumber,
                                    .label = "Delay per length unit",
                                    .unit = "s",
                                    .help =
                                        "Delay of one unit of generated edge length when the tree "
                                        "latency is 0.",
                                    .dflt = 0.01,
                                    .lo = 0,
                                    .hi = 10};
inline constexpr Param kTransitStub{
    .key = "transitStub",
    .kind = ParamKind::kObject,
    .label = "Transit-stub graph",
    .help = "The generated Internet-like graph of the polling paper (§4.2).",
    .fields = {&kTsSeed, &kTsDomains, &kTsTransitNodes, &kTsStubs, &kTsStubNodes, &kTsAlphaTop, &kTsAlphaTransit,
               &kTsAlphaStub, &kTsAttach, &kTsTreeLatency, &kTsUnitDelay}};

// ---- dumbbell and star ----------------------------------------------------------------------
inline constexpr Param kHosts{.key = "hosts",
                              .kind = ParamKind::kInteger,
                              .label = "Hosts",
                              .help = "Receiving hosts besides the sender.",
                              .dflt = 8,
                              .lo = 1,
                              .hi = 1000};
inline constexpr Param kBottleneckBandwidth{
    .key = "bottleneckBandwidth",
    .kind = ParamKind::kNumber,
    .label = "Bottleneck bandwidth",
    .unit = "bit/s",
    .help =
        "Bandwidth of the link between the two routers; the link "
        "bandwidth when absent.",
    .hasDefault = false,
    .lo = 1,
    .hi = 1e12,
    .rangeWhy = "the engine counts rates in whole bits per second, so a rate below 1 bit/s would be 0",
    .rangeWhyPt = "o motor conta as taxas em bits por segundo inteiros, então uma taxa abaixo de 1 bit/s seria 0"};
inline constexpr Param kBottleneckDelay{.key = "bottleneckDelay",
                                        .kind = ParamKind::kNumber,
                                        .label = "Bottleneck delay",
                                        .unit = "s",
                                        .help = "Propagation delay between the two routers.",
                                        .dflt = 0.02,
                                        .lo = 0,
                                        .hi = 100};
inline constexpr Param kBottleneckLoss{.key = "bottleneckLoss",
                                       .kind = ParamKind::kNumber,
                                       .label = "Bottleneck loss",
                                       .help = "Loss probability on the bottleneck; the network's loss when absent.",
                                       .hasDefault = false,
                                       .lo = 0,
                                       .hi = 1};
inline constexpr Param kAccessDelay{.key = "accessDelay",
                                    .kind = ParamKind::kNumber,
                                    .label = "Host link delay",
                                    .unit = "s",
                                    .help = "Propagation delay of each host's link.",
                                    .dflt = 0.005,
                                    .lo = 0,
                                    .hi = 100};
inline constexpr Param kDumbbell{
    .key = "dumbbell",
    .kind = ParamKind::kObject,
    .label = "Dumbbell",
    .help = "Sender, router, bottleneck, router, hosts.",
    .fields = {&kHosts, &kBottleneckBandwidth, &kBottleneckDelay, &kBottleneckLoss, &kAccessDelay}};
inline constexpr Param kStar{.key = "star",
                             .kind = ParamKind::kObject,
                             .label = "Star",
                             .help = "The sender and the hosts around one router.",
                             .fields = {&kHosts}};

// ---- explicit ---------------------------------------------------------------------------------
inline constexpr Param kExplicitNodes{.key = "nodes",
                                      .kind = ParamKind::kArray,
                                      .label = "Nodes",
                                      .help = "Explicit topology only: the hosts and routers.",
                                      .items = &network_params::kNode,
                                      .minItems = 2,
                                      .maxItems = 5000};
inline constexpr Param kExplicitQueue{.key = "queue",
                                      .kind = ParamKind::kInteger,
                                      .label = "Queue (a to b)",
                                      .unit = "packets",
                                      .help =
                                          "Packets that can wait from a to b (0 = no limit); the network's "
                                          "queue when absent.",
                                      .hasDefault = false,
                                      .lo = 0,
                                      .hi = 1000000};
inline constexpr Param kExplicitQueueBA{.key = "queueBA",
                                        .kind = ParamKind::kInteger,
                                        .label = "Queue (b to a)",
                                        .unit = "packets",
                                        .help =
                                            "Packets that can wait from b to a (0 = no limit); the a-to-b queue "
                                            "when absent.",
                                        .hasDefault = false,
                                        .lo = 0,
                                        .hi = 1000000};
inline constexpr Param kExplicitBandwidth{
    .key = "bandwidth",
    .kind = ParamKind::kNumber,
    .label = "Bandwidth",
    .unit = "bit/s",
    .help = "The link's bandwidth; the network's when absent.",
    .hasDefault = false,
    .lo = 1,
    .hi = 1e12,
    .rangeWhy = "the engine counts rates in whole bits per second, so a rate below 1 bit/s would be 0",
    .rangeWhyPt = "o motor conta as taxas em bits por segundo inteiros, então uma taxa abaixo de 1 bit/s seria 0"};
inline constexpr Param kExplicitDelay{.key = "delay",
                                      .kind = ParamKind::kNumber,
                                      .label = "Propagation delay",
                                      .unit = "s",
                                      .help = "The link's delay; the network's when absent.",
                                      .hasDefault = false,
                                      .lo = 0,
                                      .hi = 100};
inline constexpr Param kExplicitLoss{.key = "loss",
                                     .kind = ParamKind::kNumber,
                                     .label = "Loss probability",
                                     .help = "The link's loss probability; the network's when absent.",
                                     .hasDefault = false,
                                     .lo = 0,
                                     .hi = 1};
inline constexpr Param kExplicitLink{.key = "link",
                                     .kind = ParamKind::kObject,
                                     .label = "Link",
                                     .help = "A duplex link; the sender's first link is its access link.",
                                     .fields = {&network_params::kLinkA, &network_params::kLinkB, &kExplicitBandwidth,
                                                &kExplicitDelay, &kExplicitLoss, &kExplicitQueue, &kExplicitQueueBA}};
inline constexpr Param kExplicitLinks{.key = "links",
                                      .kind = ParamKind::kArray,
                                      .label = "Links",
                                      .help = "Explicit topology only: the links.",
                                      .items = &kExplicitLink};
inline constexpr Param kExplicitSender{.key = "sender",
                                       .kind = ParamKind::kString,
                                       .label = "Sender",
                                       .help = "Explicit topology only: the node that sends.",
                                       .hasDefault = false};

inline constexpr Param kNetwork{
    .key = "network",
    .kind = ParamKind::kObject,
    .label = "Network",
    .help =
        "The routed IP network; by default the 451-node transit-stub graph calibrated to the polling paper "
        "(§4.2).",
    .fields = {&kTopology, &kBandwidth, &kDelay, &kLoss, &kQueue, &kRouting, &kSenderLink, &kTransitStub, &kDumbbell,
               &kStar, &kExplicitNodes, &kExplicitLinks, &kExplicitSender}};

}  // namespace ps::ip_topology_params

// Declared parameters (scenario/params.h) of routed networks written out by hand: the node list,
// the links between them (p2p model), and the constant-bit-rate traffic that runs over them.
#pragma once
#include "../scenario/params.h"

namespace ps::network_params {

// ---- nodes ----------------------------------------------------------------------------------
inline constexpr Param kNodeName{.key = "name",
                                 .kind = ParamKind::kString,
                                 .label = "Name",
                                 .help = "A unique name; links and traffic refer to the node by it.",
                                 .hasDefault = false,
                                 .required = true,
                                 .minItems = 1};
inline constexpr Param kNodeKind{.key = "kind",
                                 .kind = ParamKind::kChoice,
                                 .label = "Kind",
                                 .help =
                                     "A host sends and receives; a router only forwards. Hosts by default in "
                                     "point-to-point scenarios, routers in explicit polling networks.",
                                 .hasDefault = false,
                                 .choices = {"host", "router"}};
inline constexpr Param kNodeX{.key = "x",
                              .kind = ParamKind::kNumber,
                              .label = "Position across",
                              .help =
                                  "Where to draw the node, from 0 (left edge) to 1 (right edge); automatic "
                                  "when absent.",
                              .hasDefault = false,
                              .lo = 0,
                              .hi = 1};
inline constexpr Param kNodeY{.key = "y",
                              .kind = ParamKind::kNumber,
                              .label = "Position down",
                              .help = "Where to draw the node, from 0 (top) to 1 (bottom); automatic when absent.",
                              .hasDefault = false,
                              .lo = 0,
                              .hi = 1};
inline constexpr Param kNode{.key = "node",
                             .kind = ParamKind::kObject,
                             .label = "Node",
                             .help = "One host or router.",
                             .fields = {&kNodeName, &kNodeKind, &kNodeX, &kNodeY}};
inline constexpr Param kNodes{.key = "nodes",
                              .kind = ParamKind::kArray,
                              .label = "Nodes",
                              .help = "The hosts and routers of the network.",
                              .required = true,
                              .items = &kNode,
                              .minItems = 2,
                              .maxItems = 5000};

// ---- links ------------------------------------------------------------------------------------
inline constexpr Param kLinkA{.key = "a",
                              .kind = ParamKind::kString,
                              .label = "From node",
                              .help = "The name of one end of the link.",
                              .hasDefault = false,
                              .required = true};
inline constexpr Param kLinkB{.key = "b",
                              .kind = ParamKind::kString,
                              .label = "To node",
                              .help = "The name of the other end of the link.",
                              .hasDefault = false,
                              .required = true};
inline constexpr Param kLinkBandwidth{
    .key = "bandwidth",
    .kind = ParamKind::kNumber,
    .label = "Bandwidth",
    .unit = "bit/s",
    .help = "How many bits per second the link carries in each direction.",
    .dflt = 1e6,
    .lo = 1,
    .hi = 1e12,
    .rangeWhy = "the engine counts rates in whole bits per second, so a rate below 1 bit/s would be 0",
    .rangeWhyPt = "o motor conta as taxas em bits por segundo inteiros, então uma taxa abaixo de 1 bit/s seria 0"};
inline constexpr Param kLinkDelay{.key = "delay",
                                  .kind = ParamKind::kNumber,
                                  .label = "Propagation delay",
                                  .unit = "s",
                                  .help = "How long a bit takes to travel from one end to the other.",
                                  .dflt = 0.001,
                                  .lo = 0,
                                  .hi = 100};
inline constexpr Param kLinkLoss{.key = "loss",
                                 .kind = ParamKind::kNumber,
                                 .label = "Loss probability",
                                 .help = "The chance that the link loses a packet (0 = never, 1 = always).",
                                 .dflt = 0,
                                 .lo = 0,
                                 .hi = 1};
inline constexpr Param kLinkQueue{.key = "queue",
                                  .kind = ParamKind::kInteger,
                                  .label = "Queue (a to b)",
                                  .unit = "packets",
                                  .help =
                                      "Packets that can wait to be sent from a to b; one more is dropped "
                                      "(DropTail).",
                                  .dflt = 50,
                                  .lo = 1,
                                  .hi = 1000000};
inline constexpr Param kLinkQueueBA{.key = "queueBA",
                                    .kind = ParamKind::kInteger,
                                    .label = "Queue (b to a)",
                                    .unit = "packets",
                                    .help =
                                        "Packets that can wait to be sent from b to a; the same as the a-to-b "
                                        "queue when absent.",
                                    .hasDefault = false,
                                    .lo = 1,
                                    .hi = 1000000};
inline constexpr Param kLink{
    .key = "link",
    .kind = ParamKind::kObject,
    .label = "Link",
    .help = "A duplex point-to-point link with a DropTail queue in each direction.",
    .fields = {&kLinkA, &kLinkB, &kLinkBandwidth, &kLinkDelay, &kLinkLoss, &kLinkQueue, &kLinkQueueBA}};
inline constexpr Param kLinks{.key = "links",
                              .kind = ParamKind::kArray,
                              .label = "Links",
                              .help = "The links between the nodes; every node must be reachable.",
                              .required = true,
                              .items = &kLink};

inline constexpr Param kNetwork{.key = "network",
                                .kind = ParamKind::kObject,
                                .label = "Network",
                                .help = "The nodes and the links between them.",
                                .required = true,
                                .fields = {&kNodes, &kLinks}};

// ---- constant-bit-rate traffic --------------------------------------------------------------
inline constexpr Param kCbrKind{.key = "kind",
                                .kind = ParamKind::kChoice,
                                .label = "Traffic kind",
                                .help = "Constant bit rate: one packet every packet size / rate seconds.",
                                .dfltText = "cbr",
                                .choices = {"cbr"}};
inline constexpr Param kCbrFrom{.key = "from",
                                .kind = ParamKind::kString,
                                .label = "Source",
                                .help = "The node that sends.",
                                .hasDefault = false,
                                .required = true};
inline constexpr Param kCbrTo{.key = "to",
                              .kind = ParamKind::kString,
                              .label = "Destination",
                              .help = "The node that receives.",
                              .hasDefault = false,
                              .required = true};
inline constexpr Param kCbrRate{
    .key = "rate",
    .kind = ParamKind::kNumber,
    .label = "Rate",
    .unit = "bit/s",
    .help =
        "How many bits per second the source sends, whether or not the network "
        "keeps up.",
    .dflt = 1e6,
    .lo = 1,
    .hi = 1e12,
    .rangeWhy = "the engine counts rates in whole bits per second, so a rate below 1 bit/s would be 0",
    .rangeWhyPt = "o motor conta as taxas em bits por segundo inteiros, então uma taxa abaixo de 1 bit/s seria 0"};
inline constexpr Param kCbrPacketSize{.key = "packetSize",
                                      .kind = ParamKind::kInteger,
                                      .label = "Packet size",
                                      .unit = "B",
                                      .help = "Bytes in every packet.",
                                      .dflt = 1000,
                                      .lo = 1,
                                      .hi = 65535};
inline constexpr Param kCbrStart{.key = "start",
                                 .kind = ParamKind::kNumber,
                                 .label = "Start",
                                 .unit = "s",
                                 .help = "When the first packet leaves.",
                                 .dflt = 0,
                                 .lo = 0,
                                 .hi = 1e6};
inline constexpr Param kCbrStop{.key = "stop",
                                .kind = ParamKind::kNumber,
                                .label = "Stop",
                                .unit = "s",
                                .help = "When the source stops sending (it runs to the end when absent).",
                                .hasDefault = false,
                                .lo = 0,
                                .hi = 1e6};
inline constexpr Param kCbrCount{.key = "count",
                                 .kind = ParamKind::kInteger,
                                 .label = "Packets",
                                 .help = "How many packets to send in all (0 = no limit).",
                                 .dflt = 0,
                                 .lo = 0,
                                 .hi = 1000000000};
inline constexpr Param kCbr{
    .key = "flow",
    .kind = ParamKind::kObject,
    .label = "Flow",
    .help = "A constant-bit-rate source and the sink it sends to.",
    .fields = {&kCbrKind, &kCbrFrom, &kCbrTo, &kCbrRate, &kCbrPacketSize, &kCbrStart, &kCbrStop, &kCbrCount}};
inline constexpr Param kTraffic{.key = "traffic",
                                .kind = ParamKind::kArray,
                                .label = "Traffic",
                                .help = "The flows that run over the network.",
                                .items = &kCbr};

}  // namespace ps::network_params

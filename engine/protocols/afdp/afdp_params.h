// Declared scenario fields of the "afdp" model (scenario/params.h): every number of AFDP's
// protocol (digest §3, §5) and of its hosts (§6.2), each with the digest's value as default.
// The LAN reuses the Ethernet family's declarations (protocols/multicast/ethernet_params.h).
#pragma once
#include "../../scenario/params.h"
#include "../multicast/ethernet_params.h"
#include "afdp_group_params.h"

namespace ps::afdp::params {

// ---- lan -----------------------------------------------------------------------------------
inline constexpr Param kLan{
    .key = "lan",
    .kind = ParamKind::kObject,
    .label = "Ethernet segment",
    .help =
        "The shared Ethernet the publisher (P), the secretary (SEC), the subscribers "
        "(R1 ...) and the other hosts (H1 ...) sit on; with routers, every segment is alike.",
    .fields = {&ethernet_params::kVariant, &ethernet_params::kFailRate, &ethernet_params::kBitRate,
               &ethernet_params::kBusLength, &ethernet_params::kPropagationSpeed}};

// ---- the protocol --------------------------------------------------------------------------
inline constexpr Param kMode{.key = "mode",
                             .kind = ParamKind::kChoice,
                             .label = "Transmission mode",
                             .help =
                                 "auto: the secretary chooses (multicast when every host supports it, else "
                                 "unicast below the threshold and broadcast from it on); the others force a "
                                 "mode, as the paper's Figure 2 runs did.",
                             .dfltText = "auto",
                             .choices = {"auto", "multicast", "broadcast", "unicast"}};
inline constexpr Param kThreshold{.key = "threshold",
                                  .kind = ParamKind::kInteger,
                                  .label = "Unicast/broadcast threshold",
                                  .unit = "members",
                                  .help =
                                      "Without multicast, fewer members than this get unicast copies; this many "
                                      "or more get broadcast. The paper suggests six from its Figure 2.",
                                  .dflt = 6,
                                  .lo = 1,
                                  .hi = 1000};
inline constexpr Param kMaxPublishers{.key = "maxPublishers",
                                      .kind = ParamKind::kInteger,
                                      .label = "Publisher limit",
                                      .help =
                                          "The secretary refuses a PUBLISH_REQUEST while this many publishers "
                                          "are active.",
                                      .dflt = 2,
                                      .lo = 1,
                                      .hi = 100};
inline constexpr Param kRate{.key = "rate",
                             .kind = ParamKind::kChoice,
                             .label = "Rate option",
                             .help =
                                 "default: Tp never below the floor (10 ms); nice: never below 100 ms; rabid: "
                                 "no floor, the publisher sends as fast as its network interface allows.",
                             .dfltText = "default",
                             .choices = {"default", "nice", "rabid"}};
inline constexpr Param kTpFloor{.key = "tpFloor",
                                .kind = ParamKind::kNumber,
                                .label = "Tp floor",
                                .unit = "s",
                                .help = "The smallest inter-packet period in default mode (the paper: 10 ms).",
                                .dflt = 0.01,
                                .lo = 0,
                                .hi = 10,
                                .loOpen = true,
                                .rangeWhy = "a floor of 0 is rabid mode; choose rate: \"rabid\" for it",
                                .rangeWhyPt = "um piso de 0 é o modo rabid; para ele, escolha rate: \"rabid\""};
inline constexpr Param kNiceFloor{.key = "niceFloor",
                                  .kind = ParamKind::kNumber,
                                  .label = "Nice floor",
                                  .unit = "s",
                                  .help = "The smallest inter-packet period in nice mode (the paper: 100 ms).",
                                  .dflt = 0.1,
                                  .lo = 0,
                                  .hi = 10,
                                  .loOpen = true};
inline constexpr Param kTpStep{.key = "tpStep",
                               .kind = ParamKind::kNumber,
                               .label = "Tp increase per request",
                               .unit = "s",
                               .help = "Added to Tp at once for every valid RESEND_REQUEST (the paper: 10 ms).",
                               .dflt = 0.01,
                               .lo = 0,
                               .hi = 10};
inline constexpr Param kDecayPeriod{.key = "decayPeriod",
                                    .kind = ParamKind::kNumber,
                                    .label = "Tp decay period",
                                    .unit = "s",
                                    .help =
                                        "Every period without a valid request, Tp falls by the decay step "
                                        "(the paper says only \"slowly\"; 500 ms is the digest's choice).",
                                    .dflt = 0.5,
                                    .lo = 0.001,
                                    .hi = 100};
inline constexpr Param kDecayStep{.key = "decayStep",
                                  .kind = ParamKind::kNumber,
                                  .label = "Tp decay step",
                                  .unit = "s",
                                  .help =
                                      "How much Tp falls per quiet decay period (digest: 1 ms, so one 10 ms "
                                      "step takes 5 s to undo).",
                                  .dflt = 0.001,
                                  .lo = 0,
                                  .hi = 10};
inline constexpr Param kTpCeiling{.key = "tpCeiling",
                                  .kind = ParamKind::kNumber,
                                  .label = "Tp ceiling",
                                  .unit = "s",
                                  .help = "Tp never grows beyond this, which bounds a stall (digest: 1 s).",
                                  .dflt = 1,
                                  .lo = 0.001,
                                  .hi = 100};
inline constexpr Param kFileBytes{
    .key = "fileBytes",
    .kind = ParamKind::kNumber,
    .label = "File size",
    .unit = "B",
    .help = "The message the publisher distributes (the paper's tests: 7.0 MB).",
    .dflt = 1048576,
    .lo = 1,
    // The most 2^32 - 1 datagrams of the largest broadcast (1472 - 20 header = 1452 data bytes)
    // can number; a smaller broadcastBytes lowers it further (afdp_config_reader.cpp checks that).
    .hi = 4294967295.0 * 1452,
    .rangeWhy = "and it must fit 2^32 - 1 datagrams (the 32-bit sequence number)",
    .rangeWhyPt = "e precisa caber em 2^32 - 1 datagramas (o número de sequência de 32 bits)"};
inline constexpr Param kMessages{
    .key = "messages",
    .kind = ParamKind::kInteger,
    .label = "Messages",
    .help = "How many times the publisher publishes the file, one message after the other.",
    .dflt = 1,
    .lo = 1,
    .hi = 100};
inline constexpr Param kDatagramBytes{.key = "datagramBytes",
                                      .kind = ParamKind::kInteger,
                                      .label = "Multicast/unicast datagram",
                                      .unit = "B",
                                      .help =
                                          "UDP payload of a multicast or unicast datagram, AFDP header included; "
                                          "IP cuts it into 1480-byte fragments (digest: 9216, \"over six times\" "
                                          "the broadcast size).",
                                      .dflt = 9216,
                                      .lo = 64,
                                      .hi = 65507};
inline constexpr Param kBroadcastBytes{
    .key = "broadcastBytes",
    .kind = ParamKind::kInteger,
    .label = "Broadcast datagram",
    .unit = "B",
    .help =
        "UDP payload of a broadcast datagram; a broadcast cannot be fragmented, "
        "so it must fit one Ethernet frame (the paper uses 1468).",
    .dflt = 1468,
    .lo = 64,
    .hi = 1472,
    .rangeWhy = "a broadcast must fit one 1500-byte frame: 1500 - 20 IP - 8 UDP",
    .rangeWhyPt = "um broadcast precisa caber em um quadro de 1500 bytes: 1500 - 20 do IP - 8 do UDP"};
inline constexpr Param kLinger{.key = "linger",
                               .kind = ParamKind::kNumber,
                               .label = "Linger",
                               .unit = "s",
                               .help =
                                   "After its last packet the publisher waits this long without a request "
                                   "before it reports PUBLISH_DONE (digest: 2 s).",
                               .dflt = 2,
                               .lo = 0,
                               .hi = 100};
inline constexpr Param kPublishAt{.key = "publishAt",
                                  .kind = ParamKind::kNumber,
                                  .label = "Publish at",
                                  .unit = "s",
                                  .help = "When the publisher sends its PUBLISH_REQUEST.",
                                  .dflt = 1,
                                  .lo = 0,
                                  .hi = 1e6};
inline constexpr Param kShutdownAt{.key = "shutdownAt",
                                   .kind = ParamKind::kNumber,
                                   .label = "Shutdown at",
                                   .unit = "s",
                                   .help =
                                       "When the secretary disbands the group: it sends SHUTDOWN to every member, "
                                       "which abandons an unfinished message and leaves; 0 (the default) never.",
                                   .dflt = 0,
                                   .lo = 0,
                                   .hi = 1e6};
inline constexpr Param kTw{.key = "tw",
                           .kind = ParamKind::kNumber,
                           .label = "Sequence-check interval Tw",
                           .unit = "s",
                           .help = "Every Tw a subscriber checks for a gap or for silence (digest: 500 ms).",
                           .dflt = 0.5,
                           .lo = 0.001,
                           .hi = 100};
inline constexpr Param kNakDelay{.key = "nakDelay",
                                 .kind = ParamKind::kBoolean,
                                 .label = "Random NAK delay",
                                 .help =
                                     "Wait a random time before asking, so one retransmission may repair several "
                                     "subscribers' losses; off asks at once.",
                                 .dflt = 1};
inline constexpr Param kNakDelayMax{.key = "nakDelayMax",
                                    .kind = ParamKind::kNumber,
                                    .label = "Largest NAK delay",
                                    .unit = "s",
                                    .help = "The delay is drawn uniformly from 0 to this (digest: Tw/2 = 250 ms).",
                                    .dflt = 0.25,
                                    .lo = 0,
                                    .hi = 100};
inline constexpr Param kMaxRanges{.key = "maxRanges",
                                  .kind = ParamKind::kInteger,
                                  .label = "Ranges per request",
                                  .help =
                                      "A RESEND_REQUEST lists at most this many [first, last] ranges; the rest "
                                      "wait for the next round.",
                                  .dflt = 64,
                                  .lo = 1,
                                  .hi = 10000};
inline constexpr Param kPublisherMulticast{.key = "publisherMulticast",
                                           .kind = ParamKind::kBoolean,
                                           .label = "Publisher supports multicast",
                                           .help = "Whether the publisher's host can send IP multicast.",
                                           .dflt = 1};
inline constexpr Param kNonMembers{.key = "otherHosts",
                                   .kind = ParamKind::kInteger,
                                   .label = "Other hosts",
                                   .help =
                                       "Hosts on the LAN outside the group (H1 ...): broadcasts still cost them "
                                       "CPU, multicast does not.",
                                   .dflt = 0,
                                   .lo = 0,
                                   .hi = 200};
inline constexpr Param kBroadcastCpu{.key = "broadcastCpu",
                                     .kind = ParamKind::kNumber,
                                     .label = "CPU per broadcast",
                                     .unit = "s",
                                     .help =
                                         "Host CPU one broadcast datagram costs (1.1 ms gives the paper's 11% on "
                                         "an Indy at the broadcast peak).",
                                     .dflt = 0.0011,
                                     .lo = 0,
                                     .hi = 1};
inline constexpr Param kAfdp{.key = "afdp",
                             .kind = ParamKind::kObject,
                             .label = "AFDP",
                             .help = "The protocol: mode choice, rate control, NAKs, the message.",
                             .fields = {&kMode,          &kThreshold,
                                        &kMaxPublishers, &kRate,
                                        &kTpFloor,       &kNiceFloor,
                                        &kTpStep,        &kDecayPeriod,
                                        &kDecayStep,     &kTpCeiling,
                                        &kFileBytes,     &kMessages,
                                        &kDatagramBytes, &kBroadcastBytes,
                                        &kLinger,        &kPublishAt,
                                        &kShutdownAt,    &kTw,
                                        &kNakDelay,      &kNakDelayMax,
                                        &kMaxRanges,     &kPublisherMulticast,
                                        &kNonMembers,    &kBroadcastCpu,
                                        &kSecretary,     &kLease,
                                        &kPublishers,    &kRetryRefused}};

// ---- subscribers -----------------------------------------------------------------------------
inline constexpr Param kSubCount{.key = "count",
                                 .kind = ParamKind::kInteger,
                                 .label = "Count",
                                 .help = "How many identical subscribers this entry makes.",
                                 .dflt = 1,
                                 .lo = 1,
                                 .hi = 200};
inline constexpr Param kSubMulticast{.key = "multicast",
                                     .kind = ParamKind::kBoolean,
                                     .label = "Receives multicast",
                                     .help = "Whether the host can receive IP multicast (its JOIN says so).",
                                     .dflt = 1};
inline constexpr Param kSubDrain{.key = "drainRate",
                                 .kind = ParamKind::kNumber,
                                 .label = "Read rate",
                                 .unit = "B/s",
                                 .help =
                                     "How fast the application empties its UDP receive buffer: a slow host "
                                     "drops datagrams and asks for them again.",
                                 .dflt = 2e6,
                                 .lo = 1,
                                 .hi = 1e10};
inline constexpr Param kSubBuffer{.key = "buffer",
                                  .kind = ParamKind::kInteger,
                                  .label = "UDP receive buffer",
                                  .unit = "B",
                                  .help = "Socket buffer size (BSD's default udp_recvspace: 41600 B).",
                                  .dflt = 41600,
                                  .lo = 1,
                                  .hi = 100000000};
inline constexpr Param kSubJoinAt{.key = "joinAt",
                                  .kind = ParamKind::kNumber,
                                  .label = "Joins at",
                                  .unit = "s",
                                  .help =
                                      "When the subscriber sends its JOIN; after the publication began it is a "
                                      "late joiner and waits for the next message.",
                                  .dflt = 0,
                                  .lo = 0,
                                  .hi = 1e6};
inline constexpr Param kSubLeaveAt{.key = "leaveAt",
                                   .kind = ParamKind::kNumber,
                                   .label = "Leaves at",
                                   .unit = "s",
                                   .help =
                                       "When the subscriber sends LEAVE: the secretary drops it from the host table, "
                                       "so the next message's mode counts one member less; 0 (the default) stays.",
                                   .dflt = 0,
                                   .lo = 0,
                                   .hi = 1e6};
inline constexpr Param kSubLan{.key = "lan",
                               .kind = ParamKind::kInteger,
                               .label = "Segment",
                               .help =
                                   "The Ethernet segment the host sits on: 0 is the publisher's and the "
                                   "secretary's; another one must be reached through the routers.",
                               .dflt = 0,
                               .lo = 0,
                               .hi = 7};
inline constexpr Param kSubscriber{
    .key = "subscriber",
    .kind = ParamKind::kObject,
    .label = "Subscriber",
    .help = "One or more identical subscriber hosts.",
    .fields = {&kSubCount, &kSubMulticast, &kSubDrain, &kSubBuffer, &kSubJoinAt, &kSubLeaveAt, &kSubLan}};
inline constexpr Param kSubscribers{
    .key = "subscribers",
    .kind = ParamKind::kArray,
    .label = "Subscribers",
    .help = "The group's receiving hosts, R1, R2 ... in order; their counts add up to at most 200.",
    .required = true,
    .items = &kSubscriber,
    .minItems = 1,
    .maxItems = 200};

// ---- routers (the internetwork, digest §3.8 and §6.1) ------------------------------------------
inline constexpr Param kRouterFrom{.key = "from",
                                   .kind = ParamKind::kInteger,
                                   .label = "From segment",
                                   .help = "The segment this router hangs from: 0, or one an earlier router reaches.",
                                   .dflt = 0,
                                   .lo = 0,
                                   .hi = 7};
inline constexpr Param kRouterTo{.key = "to",
                                 .kind = ParamKind::kInteger,
                                 .label = "To segment",
                                 .help = "The new segment this router joins to the internetwork.",
                                 .dflt = 1,
                                 .lo = 1,
                                 .hi = 7};
inline constexpr Param kRouterMulticast{.key = "multicast",
                                        .kind = ParamKind::kBoolean,
                                        .label = "Forwards multicast",
                                        .help =
                                            "Whether the router forwards IP multicast. Off, the secretary must "
                                            "unicast to members behind it; broadcast never crosses a router.",
                                        .dflt = 0};
inline constexpr Param kRouterBuffer{.key = "buffer",
                                     .kind = ParamKind::kInteger,
                                     .label = "FIFO per port",
                                     .unit = "frames",
                                     .help = "Frames an output port holds; one that arrives at a full FIFO is lost.",
                                     .dflt = 32,
                                     .lo = 1,
                                     .hi = 100000};
inline constexpr Param kRouterDelay{.key = "delay",
                                    .kind = ParamKind::kNumber,
                                    .label = "Forwarding time",
                                    .unit = "s",
                                    .help = "Time a frame spends in the router before its output port may send it.",
                                    .dflt = 0.0005,
                                    .lo = 0,
                                    .hi = 1};
inline constexpr Param kRouter{.key = "router",
                               .kind = ParamKind::kObject,
                               .label = "Router",
                               .help = "A store-and-forward router joining two Ethernet segments (G1, G2 ...).",
                               .fields = {&kRouterFrom, &kRouterTo, &kRouterMulticast, &kRouterBuffer, &kRouterDelay}};
inline constexpr Param kRouters{
    .key = "routers",
    .kind = ParamKind::kArray,
    .label = "Routers",
    .help =
        "Routers joining further Ethernet segments to the publisher's (segment 0); each reaches a new "
        "segment, so the segments form a tree. None: one segment.",
    .items = &kRouter,
    .minItems = 0,
    .maxItems = 7};

}  // namespace ps::afdp::params

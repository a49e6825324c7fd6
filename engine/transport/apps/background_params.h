// Declared parameters (scenario/params.h) of the seed-002 background traffic (digest §6): a mix of
// UDP, Web and FTP at a chosen fraction of the bottleneck, in either direction.
#pragma once
#include "../../scenario/params.h"

namespace ps::transport::params {

inline constexpr Param kBgLoad{.key = "load",
                               .kind = ParamKind::kNumber,
                               .label = "Load",
                               .help =
                                   "Offered load as a fraction of the bottleneck's capacity (seed 002: 0.2, 0.5 or "
                                   "0.8), split between UDP, Web and FTP by the shares below.",
                               .dflt = 0.2,
                               .lo = 0,
                               .hi = 1,
                               .loOpen = true,
                               .rangeWhy = "a fraction of the bottleneck's capacity",
                               .rangeWhyPt = "uma fração da capacidade do gargalo"};
inline constexpr Param kBgDirection{.key = "direction",
                                    .kind = ParamKind::kChoice,
                                    .label = "Direction",
                                    .help =
                                        "reverse: the background's data flow right to left, against the flows "
                                        "under study (seed 002), sharing their ACKs' queue; forward: with them.",
                                    .dfltText = "reverse",
                                    .choices = {"reverse", "forward"}};
inline constexpr Param kBgUdp{.key = "udp",
                              .kind = ParamKind::kNumber,
                              .label = "UDP share",
                              .help = "Share of the load carried by constant-bit-rate UDP (seed 002: 0.20).",
                              .dflt = 0.2,
                              .lo = 0,
                              .hi = 1};
inline constexpr Param kBgWeb{.key = "web",
                              .kind = ParamKind::kNumber,
                              .label = "Web share",
                              .help = "Share carried by Web objects: a request, then a short TCP transfer (0.56).",
                              .dflt = 0.56,
                              .lo = 0,
                              .hi = 1};
inline constexpr Param kBgFtp{.key = "ftp",
                              .kind = ParamKind::kNumber,
                              .label = "FTP share",
                              .help = "Share carried by FTP transfers: longer TCP transfers (0.24).",
                              .dflt = 0.24,
                              .lo = 0,
                              .hi = 1};
inline constexpr Param kBgUdpSources{.key = "udpSources",
                                     .kind = ParamKind::kInteger,
                                     .label = "UDP sources",
                                     .help =
                                         "The UDP share is split over this many CBR sources started at random in "
                                         "the first second, so no single periodic stream locks phase with the queue.",
                                     .dflt = 4,
                                     .lo = 1,
                                     .hi = 1000};
inline constexpr Param kBgUdpPacket{.key = "udpPacketSize",
                                    .kind = ParamKind::kInteger,
                                    .label = "UDP packet size",
                                    .unit = "B",
                                    .help = "IP bytes of each UDP background packet.",
                                    .dflt = 1500,
                                    .lo = 29,
                                    .hi = 65535};
inline constexpr Param kBgWebPacket{.key = "webPacketSize",
                                    .kind = ParamKind::kInteger,
                                    .label = "Web packet size",
                                    .unit = "B",
                                    .help = "IP bytes of a full Web response segment (its MSS plus 40).",
                                    .dflt = 1000,
                                    .lo = 41,
                                    .hi = 65535};
inline constexpr Param kBgWebRequest{.key = "webRequestSize",
                                     .kind = ParamKind::kInteger,
                                     .label = "Web request size",
                                     .unit = "B",
                                     .help = "IP bytes of the request packet that asks for an object.",
                                     .dflt = 320,
                                     .lo = 20,
                                     .hi = 65535};
inline constexpr Param kBgWebShape{.key = "webShape",
                                   .kind = ParamKind::kNumber,
                                   .label = "Web size shape",
                                   .help = "Shape alpha of the bounded Pareto object size (1.2: heavy-tailed).",
                                   .dflt = 1.2,
                                   .lo = 0,
                                   .hi = 10,
                                   .loOpen = true};
inline constexpr Param kBgWebMin{.key = "webMin",
                                 .kind = ParamKind::kNumber,
                                 .label = "Smallest Web object",
                                 .unit = "packets",
                                 .help = "k: the bounded Pareto's lower bound (2.393 gives a mean of 12 packets).",
                                 .dflt = 2.393,
                                 .lo = 0,
                                 .hi = 1e6,
                                 .loOpen = true};
inline constexpr Param kBgWebMax{
    .key = "webMax",
    .kind = ParamKind::kNumber,
    .label = "Largest Web object",
    .unit = "packets",
    .help = "H: the bounded Pareto's upper bound (keeps a run's realised load near its target).",
    .dflt = 20000,
    .lo = 1,
    .hi = 1e9};
inline constexpr Param kBgFtpMean{.key = "ftpMeanSize",
                                  .kind = ParamKind::kNumber,
                                  .label = "Mean FTP transfer",
                                  .unit = "B",
                                  .help = "Mean of the exponentially distributed FTP transfer size (512 KiB).",
                                  .dflt = 524288,
                                  .lo = 1,
                                  .hi = 1e12};
inline constexpr Param kBgFtpPacket{.key = "ftpPacketSize",
                                    .kind = ParamKind::kInteger,
                                    .label = "FTP packet size",
                                    .unit = "B",
                                    .help = "IP bytes of a full FTP segment (its MSS plus 40).",
                                    .dflt = 1500,
                                    .lo = 41,
                                    .hi = 65535};
inline constexpr Param kBgWindow{.key = "window",
                                 .kind = ParamKind::kInteger,
                                 .label = "Background TCP window",
                                 .unit = "packets",
                                 .help = "The receive window of every background transfer, in full segments (1000).",
                                 .dflt = 1000,
                                 .lo = 1,
                                 .hi = 1000000};
inline constexpr Param kBgVariant{.key = "variant",
                                  .kind = ParamKind::kChoice,
                                  .label = "Background TCP",
                                  .help = "Congestion control of the Web and FTP transfers (one-way, no handshake).",
                                  .dfltText = "reno",
                                  .choices = {"tahoe", "reno", "newreno"}};
inline constexpr Param kBgMinRto{.key = "minRto",
                                 .kind = ParamKind::kNumber,
                                 .label = "Background minimum RTO",
                                 .unit = "s",
                                 .help = "The background transfers' minimum retransmission timeout.",
                                 .dflt = 1,
                                 .lo = 0,
                                 .hi = 3600};
inline constexpr Param kBgAccessBandwidth{
    .key = "accessBandwidth",
    .kind = ParamKind::kNumber,
    .label = "Background access bandwidth",
    .unit = "bit/s",
    .help = "Bits per second of the background hosts' links (the bottleneck's when 0).",
    .dflt = 0,
    .lo = 0,
    .hi = 1e12};
inline constexpr Param kBgAccessDelay{.key = "accessDelay",
                                      .kind = ParamKind::kNumber,
                                      .label = "Background access delay",
                                      .unit = "s",
                                      .help = "Smallest delay a background host's link may draw.",
                                      .dflt = 0.005,
                                      .lo = 0,
                                      .hi = 10};
inline constexpr Param kBgAccessDelayMax{.key = "accessDelayMax",
                                         .kind = ParamKind::kNumber,
                                         .label = "Background largest delay",
                                         .unit = "s",
                                         .help = "Largest delay a background host's link may draw (uniform).",
                                         .dflt = 0.015,
                                         .lo = 0,
                                         .hi = 10};
inline constexpr Param kBackground{
    .key = "background",
    .kind = ParamKind::kObject,
    .label = "Background traffic",
    .help =
        "Seed 002's mix (digest §6): constant-bit-rate UDP, Web objects and FTP "
        "transfers between their own hosts, at a fraction of the bottleneck.",
    .fields = {&kBgLoad,        &kBgDirection,     &kBgUdp,        &kBgWeb,      &kBgFtp,    &kBgUdpSources,
               &kBgUdpPacket,   &kBgWebPacket,     &kBgWebRequest, &kBgWebShape, &kBgWebMin, &kBgWebMax,
               &kBgFtpMean,     &kBgFtpPacket,     &kBgWindow,     &kBgVariant,  &kBgMinRto, &kBgAccessBandwidth,
               &kBgAccessDelay, &kBgAccessDelayMax}};

}  // namespace ps::transport::params

// The AFDP model's resource estimate (scenario/budget.h), from the scenario's numbers alone.
//   memory: the hosts on the segment (publisher, secretary, subscribers, other hosts); per member,
//           its received-datagram map of the file and its receive buffer's datagrams;
//   events: per message, the file's datagrams (afdp.fileBytes over afdp.datagramBytes, or
//           afdp.broadcastBytes in broadcast mode), each cut into 1480-byte IP fragments, sent once
//           (multicast, broadcast) or once per member (unicast, the mode chosen as the secretary
//           would: multicast when every member supports it, else unicast below afdp.threshold);
//           each frame costs its MAC's transmission and its arrival at every station that hears
//           it; raised by half for NAKs, their TCP connections and the retransmissions they ask for
//           (a slow subscriber's drops), and by the rate control's and the members' timers.
//           No more frames than lan.bitRate carries until stopTime.
//   series: the model's own (with the three bytes-on-the-wire-by-mode lines) and one completion
//           series per member.
#include <algorithm>
#include <cmath>
#include <string>

#include "../../scenario/budget.h"
#include "../multicast/ethernet_params.h"
#include "afdp_baseline_params.h"
#include "afdp_config.h"
#include "afdp_model.h"
#include "afdp_params.h"

namespace ps {

using namespace afdp::params;

namespace {

constexpr double kUdpIpHeader = 28;
constexpr double kFragmentPayload = 1480;  // an Ethernet frame's IP payload
constexpr double kMinFrameBits = 512 + 64 + 96;

}  // namespace

void estimateAfdpModel(const Json& root, const RunShape& run, Estimate& e) {
  const Json& lan = estObject(root, kLan);
  const Json& protocol = estObject(root, kAfdp);
  const Json& subscribers = estArray(root, kSubscribers);
  double members = 0;
  bool allMulticast = true;
  double bufferDatagrams = 0;
  for (std::size_t i = 0; i < subscribers.size(); ++i) {
    const Json& s = subscribers[i];
    const double count = estNumber(s, kSubCount);
    members += count;
    const Json* m = s.isObject() ? s.get(kSubMulticast.key) : nullptr;
    if (m && m->isBool() && !m->asBool()) allMulticast = false;
    bufferDatagrams += count * (estNumber(s, kSubBuffer) / 1024 + 1);
  }
  if (subscribers.size() == 0) members = 1;
  const double others = estNumber(protocol, kNonMembers);
  // Routers: each segment keeps a station slot per node and may carry every frame; a router without
  // multicast may force unicast to all (the secretary's rule, §3.4).
  const Json& routers = estArray(root, kRouters);
  const double segments = 1 + static_cast<double>(routers.size());
  bool routersMulticast = true;
  for (std::size_t i = 0; i < routers.size(); ++i) {
    const Json* m = routers[i].isObject() ? routers[i].get(kRouterMulticast.key) : nullptr;
    routersMulticast = routersMulticast && m && m->isBool() && m->asBool();
  }
  // Every publisher (P, P2 ...) is a station and sends its own file.
  const double publishers = std::max(1.0, estNumber(protocol, kPublishers));
  const double stations = 1 + publishers + members + others + (segments - 1) +
                          (estNumber(estObject(root, kBaseline), kBaselineFtpBytes) > 0 ? 2 : 0);

  std::string mode = estString(protocol, kMode);
  if (mode == "auto" && segments > 1 && !routersMulticast) mode = "unicast";
  if (mode == "auto")
    mode = allMulticast ? "multicast" : members < estNumber(protocol, kThreshold) ? "unicast" : "broadcast";
  const double datagramBytes =
      mode == "broadcast" ? estNumber(protocol, kBroadcastBytes) : estNumber(protocol, kDatagramBytes);
  const double fileBytes = estNumber(protocol, kFileBytes), messages = estNumber(protocol, kMessages);
  // A file past the 32-bit sequence space is refused by the reader's own rule, which names the
  // field and the limit; estimated, it would be refused first as "over the memory budget", which
  // sends the reader to the budget instead of the file size. Charge nothing: it never runs.
  const double broadcastData = std::max(1.0, estNumber(protocol, kBroadcastBytes) - 20);
  if (std::ceil(fileBytes / broadcastData) > 4294967295.0) return;
  const double datagrams = std::ceil(fileBytes / std::max(1.0, datagramBytes - 32)) + 1;
  const double fragments = std::ceil((datagramBytes + kUdpIpHeader - 20) / kFragmentPayload);
  const double copies = mode == "unicast" ? members : 1;
  const double stopTime = run.stopSeconds;
  const double byCapacity = stopTime * estNumber(lan, ethernet_params::kBitRate) / kMinFrameBits;
  // The rdist baseline sends the file to each member over TCP instead: MSS-sized segments, about
  // one ACK per two of them, a handshake and a close per member.
  // track does the same (and a statfile first); the ftp flow adds one such transfer beside any run.
  const Json& baseline = estObject(root, kBaseline);
  const std::string kind = estString(baseline, kBaselineKind);
  const bool tcpOnly = kind == "rdist" || kind == "track";
  const double tcpFrames =
      kind == "track"
          ? members *
                ((std::ceil(fileBytes / 1460) + std::ceil(estNumber(baseline, kBaselineStatsBytes) / 1460)) * 1.5 + 16)
          : members * (std::ceil(fileBytes / 1460) * 1.5 + 8);
  const double ftpBytes = estNumber(baseline, kBaselineFtpBytes);
  const double ftpFrames = ftpBytes > 0 ? std::ceil(ftpBytes / 1460) * 1.5 + 8 : 0;
  const double frames =
      segments *
      std::min((tcpOnly ? tcpFrames : publishers * messages * datagrams * fragments * copies) + ftpFrames, byCapacity);
  // A frame: backoff, transmission start and end at its MAC, and an arrival at every station.
  const double perFrame = 6 + 2 * stations;
  const double timers = members * stopTime / std::max(0.01, estNumber(protocol, kTw)) +
                        stopTime / estNumber(protocol, kDecayPeriod) + 200 * stations;
  e.events("afdp.fileBytes, afdp.messages, afdp.datagramBytes, afdp.mode, subscribers[].count",
           formatCount(frames) + " frames (" + mode + ") heard by " + formatCount(stations) + " stations",
           formatCountPt(frames) + " quadros (" + mode + ") ouvidos por " + formatCountPt(stations) + " estações",
           frames * perFrame * 1.5 + timers);

  e.memory("subscribers[].count, afdp.otherHosts", formatCount(stations) + " hosts", formatCountPt(stations) + " hosts",
           stations * 8 * cost::kNode);
  e.memory("afdp.fileBytes, subscribers[].count",
           formatCount(members) + " members' maps of " + formatCount(datagrams) + " datagrams",
           "mapas de " + formatCountPt(datagrams) + " datagramas de " + formatCountPt(members) + " membros",
           members * (datagrams / 8 + 64 * datagrams / 64 + 4096) + datagrams * 64);
  const double alive = bufferDatagrams * fragments + stations * 64 + copies * 64;
  e.memory("subscribers[].buffer, subscribers[].count", "up to " + formatCount(alive) + " frames buffered or queued",
           "até " + formatCountPt(alive) + " quadros em buffer ou em fila", alive * cost::kPacket * 8);
  // 6 before the three "wire bytes" lines; + a completion line per member.
  e.series(9 + std::min(members, static_cast<double>(afdp::kMaxMembers)) + (segments > 1 ? segments : 0));
}

}  // namespace ps

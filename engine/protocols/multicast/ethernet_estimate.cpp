// The ethernet model's resource estimate (scenario/budget.h), from the scenario's numbers alone.
// The thesis's LAN is small by construction (at most 100 receivers and 5,000 messages): memory is
// the stations, their frame queues and the per-message statistics (§3.5); events are, per message,
// the frames every station sends and hears (data, acknowledgements, collisions and backoffs,
// calibrated on the thesis tables' scenarios), raised by the error rate's retransmissions.
#include <algorithm>

#include "../../scenario/budget.h"
#include "ethernet_model.h"
#include "ethernet_params.h"

namespace ps {

void estimateEthernetModel(const Json& root, const RunShape&, Estimate& e) {
  using namespace ethernet_params;
  const Json& lan = estObject(root, kLan);
  const Json& protocol = estObject(root, kProtocol);
  const double stations = estNumber(lan, kReceivers) + 1;
  const double messages = estNumber(protocol, kPackets);
  const double failure = estNumber(lan, kFailRate) / 100;
  e.memory("lan.receivers", formatCount(stations) + " stations", formatCountPt(stations) + " estações",
           stations * 4096);
  e.memory("protocol.packets, lan.receivers",
           "statistics of " + formatCount(messages) + " messages at " + formatCount(stations) + " stations",
           "estatísticas de " + formatCountPt(messages) + " mensagens em " + formatCountPt(stations) + " estações",
           messages * stations * 48);
  // An error rate f loses a frame on sending or receiving: about 1/(1-f)^2 attempts per frame,
  // bounded by the retransmission limit (20 at most).
  const double attempts = std::min(21.0, 1 / std::max(0.05, (1 - failure) * (1 - failure)));
  // The physical 802.3 bus also schedules each signal's arrival and end at every station, and the
  // inter-frame gap and jam: about three times the thesis bus's events (ethernet-8023-bus: 27 per
  // message and station, against 9 on the instantaneous bus).
  // The literature protocols on the same LAN (a sequencer's ordering frames, flushes, round-robin
  // acknowledgements) send more control frames per message than the thesis's: literature-sequencer
  // runs 2,773 events where 12 per message and station gives 1,749, so 24.
  const double perFrame = estString(lan, kVariant) == "802.3" ? 36 : 24;
  e.events("protocol.packets, lan.receivers, lan.failRate, lan.variant",
           formatCount(messages) + " messages to " + formatCount(stations - 1) + " receivers",
           formatCountPt(messages) + " mensagens para " + formatCountPt(stations - 1) + " receptores",
           messages * stations * perFrame * attempts);
  e.series(3);
}

}  // namespace ps

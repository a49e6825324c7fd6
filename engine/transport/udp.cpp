#include "udp.h"

#include "trace_kinds.h"

namespace ps::transport {

bool UdpSender::write(std::uint64_t bytes) {
  Simulation& sim = *w_.sim;
  const PacketId id = newFlowPacket(*w_.src, w_.dst->node(), w_);
  Packet& p = sim.packets()[id];
  const auto payload = static_cast<std::uint32_t>(bytes);
  p.type = 1;
  p.seq = static_cast<std::uint32_t>(sent_);
  p.sizeBytes = packetBytes(payload);
  p.field[0] = payload;
  ++sent_;
  bytes_ += payload;
  sim.record(kTrUdpSend, w_.src->node(), w_.flow, p.uid, p.seq, payload);
  w_.src->send(id);
  return true;
}

SenderProbe UdpSender::probe() const {
  SenderProbe pr;
  pr.dataPacketsSent = sent_;
  pr.phase = "open loop";
  return pr;
}

void UdpSender::inspect(JsonWriter& w) const {
  w.beginObject().field("flow", w_.name).field("datagrams_sent", sent_).field("payload_bytes_sent", bytes_).key("link");
  w_.src->inspectLink(w);
  w.endObject();
}

void UdpReceiver::onPacket(const Packet& p) {
  Simulation& sim = *w_.sim;
  ++packets_;
  bytes_ += p.field[0];
  if (p.seq > highest_) highest_ = p.seq;
  lastDelay_ = sim.now() - p.created;
  sim.record(kTrUdpReceive, w_.dst->node(), w_.flow, p.uid, p.seq, static_cast<std::uint32_t>(p.field[0]), lastDelay_);
}

void UdpReceiver::inspect(JsonWriter& w) const {
  w.beginObject()
      .field("flow", w_.name)
      .field("datagrams_received", packets_)
      .field("payload_bytes_received", bytes_)
      .field("highest_datagram", highest_)
      .field("last_delay_ns", lastDelay_)
      .endObject();
}

AgentPair buildUdpPair(const FlowWiring& w, const Json&, const std::string&, Validator&) {
  return AgentPair{std::make_unique<UdpSender>(w), std::make_unique<UdpReceiver>(w)};
}

}  // namespace ps::transport

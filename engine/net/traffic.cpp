#include "traffic.h"

namespace ps {

CbrSource::CbrSource(Endpoint& ep, const CbrSpec& spec)
    : ep_(ep), spec_(spec), gap_(transmissionTime(Bytes{spec.packetBytes}.bits(), spec.rate)) {}

void CbrSource::start() { ep_.sim().scheduler().schedule(spec_.start, this, 0); }

void CbrSource::onEvent(const Event&) {
  Simulation& sim = ep_.sim();
  if (sim.now() >= spec_.stop || (spec_.maxPackets && sent_ >= spec_.maxPackets)) return;
  const PacketId p = ep_.newPacket();
  Packet& pk = sim.packets()[p];
  pk.dst = spec_.to;
  pk.flow = spec_.flow;
  pk.seq = static_cast<std::uint32_t>(sent_);
  pk.sizeBytes = spec_.packetBytes;
  ++sent_;
  sim.record(kAppSend, spec_.from, spec_.to, pk.uid, pk.seq, pk.sizeBytes);
  sim.scheduler().scheduleIn(gap_, this, 0);
  ep_.send(p);
}

void CbrSource::inspect(JsonWriter& w) const {
  w.beginObject()
      .field("from", ep_.sim().nodeName(spec_.from))
      .field("to", ep_.sim().nodeName(spec_.to))
      .field("rate_bps", static_cast<double>(spec_.rate.value))
      .field("packet_bytes", spec_.packetBytes)
      .field("interval_ns", static_cast<double>(gap_))
      .field("sent", sent_)
      .endObject();
}

void Sink::onReceive(Endpoint&, const Packet& pk) {
  Simulation& sim = ep_.sim();
  const SimTime delay = sim.now() - pk.created;
  const double d = toSeconds(delay);
  ++packets_;
  ++intervalPackets_;
  bits_ += static_cast<std::uint64_t>(pk.sizeBytes) * 8;
  intervalBits_ += pk.sizeBytes * 8.0;
  delaySum_ += d;
  intervalDelay_ += d;
  if (d > delayMax_) delayMax_ = d;
  if (first_ < 0) first_ = sim.now();
  last_ = sim.now();
  sim.record(kAppRecv, ep_.node(), pk.src, pk.uid, pk.seq, pk.sizeBytes, delay);
}

void Sink::inspect(JsonWriter& w) const {
  w.beginObject()
      .field("node", ep_.sim().nodeName(ep_.node()))
      .field("packets", packets_)
      .field("bits", bits_)
      .field("mean_delay_s", meanDelaySeconds())
      .field("max_delay_s", maxDelaySeconds())
      .endObject();
}

}  // namespace ps

#include "iperf.h"

#include <cmath>

#include "trace_kinds.h"

namespace ps::estimation {

namespace {
enum : std::uint16_t { kIperfDatagram = 460 };
}

IperfServer::IperfServer(Endpoint& ep, const IperfConfig& cfg) : ep_(ep), cfg_(cfg) { ep_.bind(cfg_.port, this); }

void IperfServer::onReceive(Endpoint&, const Packet& p) {
  if (p.type != kIperfDatagram) return;
  const SimTime now = ep_.now();
  if (first_ < 0) first_ = static_cast<SimTime>(p.field[0]);
  last_ = now;
  ++received_;
  bytes_ += static_cast<std::uint64_t>(cfg_.payload);
  const auto seq = static_cast<std::int64_t>(p.seq);
  if (seq >= next_) {
    lost_ += static_cast<std::uint64_t>(seq - next_);
    next_ = seq + 1;
  } else {
    ++outOfOrder_;
    if (lost_ > 0) --lost_;  // iperf 2 counts a late datagram as no longer lost
  }
  // RFC 1889 jitter over transit times (send stamp carried in field[0]).
  const double transit = toSeconds(now - static_cast<SimTime>(p.field[0]));
  if (received_ > 1) jitter_ += (std::fabs(transit - lastTransit_) - jitter_) / 16;
  lastTransit_ = transit;
}

double IperfServer::bandwidthBps() const {
  if (first_ < 0 || last_ <= first_) return 0;
  return static_cast<double>(bytes_) * 8 / toSeconds(last_ - first_);
}

void IperfServer::inspect(JsonWriter& w) const {
  w.beginObject()
      .field("received", static_cast<std::int64_t>(received_))
      .field("lost", static_cast<std::int64_t>(lost_))
      .field("out_of_order", static_cast<std::int64_t>(outOfOrder_))
      .field("bandwidth_bps", bandwidthBps())
      .field("jitter_s", jitter_)
      .endObject();
}

IperfClient::IperfClient(Endpoint& ep, std::uint32_t serverNode, std::uint32_t flow, const IperfConfig& cfg)
    : ep_(ep), server_(serverNode), flow_(flow), cfg_(cfg) {
  gap_ = fromSeconds(cfg_.payload * 8.0 / cfg_.rateBps);
}

void IperfClient::start() {
  stop_ = ep_.now() + cfg_.duration;
  ep_.sim().record(kIpStart, ep_.node(), server_, kNone32, static_cast<std::uint32_t>(cfg_.payload),
                   static_cast<std::uint32_t>(cfg_.duration / kMillisecond), static_cast<std::int64_t>(cfg_.rateBps));
  onEvent(Event{});
}

void IperfClient::onEvent(const Event&) {
  if (draining_) {  // one second for the last datagrams to arrive, then the report
    done_ = true;
    ep_.sim().record(kIpDone, ep_.node(), server_, kNone32, static_cast<std::uint32_t>(sent_), 0,
                     static_cast<std::int64_t>(bytes_));
    return;
  }
  if (ep_.now() >= stop_) {
    draining_ = true;
    ep_.sim().scheduler().scheduleIn(kSecond, this, 0);
    return;
  }
  const PacketId id = ep_.newPacket();
  Packet& p = ep_.sim().packets()[id];
  p.type = kIperfDatagram;
  p.dst = server_;
  p.flow = flow_;
  p.dstPort = cfg_.port;
  p.seq = static_cast<std::uint32_t>(sent_);
  p.field[0] = static_cast<std::uint64_t>(ep_.now());
  p.sizeBytes = static_cast<std::uint32_t>(cfg_.payload) + 28;
  bytes_ += p.sizeBytes;
  ++sent_;
  ep_.send(id);
  ep_.sim().scheduler().scheduleIn(gap_, this, 0);
}

void IperfClient::inspect(JsonWriter& w) const {
  w.beginObject()
      .field("rate_bps", cfg_.rateBps)
      .field("payload_bytes", cfg_.payload)
      .field("sent", static_cast<std::int64_t>(sent_))
      .field("done", done_)
      .endObject();
}

}  // namespace ps::estimation

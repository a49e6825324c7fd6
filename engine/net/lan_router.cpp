#include "lan_router.h"

#include <utility>

namespace ps {

// One port: the router's station on a segment. It hears frames the segment hands it and the start
// of its own frames (the moment they leave the FIFO).
class LanRouter::Iface final : public EthernetReceiver {
 public:
  Iface(LanRouter& r, std::uint32_t index, Port port) : r_(r), index_(index), port_(port) {
    port.lan->attach(r.node(), this);
  }
  void frameReceived(std::uint32_t, const Packet& p) override {
    const Packet copy = p;  // the pool may move while we clone
    r_.arrive(index_, copy);
  }
  void frameStarting(std::uint32_t, Packet& p) override {
    // Every attempt calls this; only the first attempt of a frame frees its FIFO place.
    if (p.uid != lastStarted_ && held_ > 0) {
      lastStarted_ = p.uid;
      --held_;
    }
  }
  Port port() const { return port_; }
  std::uint32_t held_ = 0;

 private:
  LanRouter& r_;
  std::uint32_t index_;
  Port port_;
  std::uint32_t lastStarted_ = kNone32;
};

LanRouter::LanRouter(Simulation& sim, std::uint32_t node, const LanRouterConfig& cfg, std::vector<Port> ports,
                     const std::vector<std::uint32_t>& lanOf, std::vector<std::uint32_t> toward,
                     BroadcastTest isBroadcast)
    : sim_(sim), node_(node), cfg_(cfg), lanOf_(lanOf), toward_(std::move(toward)), isBroadcast_(isBroadcast) {
  for (std::uint32_t i = 0; i < ports.size(); ++i) ifaces_.push_back(std::make_unique<Iface>(*this, i, ports[i]));
}

LanRouter::~LanRouter() = default;

std::uint32_t LanRouter::held(std::size_t port) const { return ifaces_[port]->held_; }

void LanRouter::arrive(std::uint32_t port, const Packet& p) {
  if (p.dst == kEthernetGroup) {
    if (isBroadcast_ && isBroadcast_(p)) {
      ++broadcastsKept_;  // [P] broadcast cannot leave its LAN
      return;
    }
    if (!cfg_.multicast) {
      ++multicastsKept_;
      return;
    }
    // Reverse-path check: only a frame coming from its source's side is flooded on.
    if (p.src >= lanOf_.size() || toward_[lanOf_[p.src]] != port) return;
    for (std::uint32_t out = 0; out < ifaces_.size(); ++out)
      if (out != port) enqueue(out, p);
    return;
  }
  if (p.dst >= lanOf_.size()) return;  // not a host of the internetwork (segments only route node ids)
  const std::uint32_t out = toward_[lanOf_[p.dst]];
  if (out == kNone32 || out == port) return;
  enqueue(out, p);
}

void LanRouter::enqueue(std::uint32_t out, const Packet& p) {
  Iface& f = *ifaces_[out];
  if (f.held_ >= cfg_.buffer) {
    ++drops_;
    sim_.record(kDrop, node_, f.port().segment, p.uid, p.seq, p.sizeBytes, 0,
                static_cast<std::uint16_t>(DropReason::kQueueOverflow));
    return;
  }
  ++f.held_;
  if (f.held_ > peakHeld_) peakHeld_ = f.held_;
  const PacketId id = sim_.packets().alloc();
  Packet& q = sim_.packets()[id];
  const std::uint32_t uid = q.uid;
  q = p;
  q.uid = uid;  // a new frame on the next segment, with its own uid in the trace
  sim_.scheduler().schedule(sim_.now() + cfg_.delay, this, 0, out, id);
}

void LanRouter::onEvent(const Event& ev) {
  const auto id = static_cast<PacketId>(ev.arg64);
  ++forwarded_;
  ifaces_[ev.arg32]->port().lan->send(node_, id);
}

void LanRouter::inspect(JsonWriter& w) const {
  w.beginObject().field("multicast", cfg_.multicast).field("buffer", cfg_.buffer);
  w.field("forwarded", forwarded_).field("drops", drops_).field("broadcasts_kept", broadcastsKept_);
  w.field("multicasts_kept", multicastsKept_).field("peak_fifo", peakHeld_).key("ports").beginArray();
  for (const auto& f : ifaces_) w.beginObject().field("segment", f->port().segment).field("fifo", f->held_).endObject();
  w.endArray().endObject();
}

}  // namespace ps

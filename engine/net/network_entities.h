// Inspectable views of a Network's nodes and links for the UI panels.
#pragma once
#include "network.h"

namespace ps {

class NodeEntity : public Entity {
 public:
  NodeEntity(const Network& net, std::uint32_t node) : net_(net), node_(node) {}
  const char* entityKind() const override { return "node"; }
  void inspect(JsonWriter& w) const override {
    const auto& n = net_.node(node_);
    w.beginObject().field("node", node_).field("name", n.name).field("kind", n.kind).key("interfaces").beginArray();
    for (std::uint32_t d : net_.directionsFrom(node_)) writeDirection(w, net_, d);
    w.endArray().endObject();
  }
  static void writeDirection(JsonWriter& w, const Network& net, std::uint32_t d) {
    const auto& dir = net.direction(d);
    w.beginObject()
        .field("layer", "ip-link")
        .field("to", net.node(dir.to).name)
        .field("link", dir.link)
        .field("queue", dir.queue.size())
        .field("queue_limit", dir.queue.limit())
        .field("busy", dir.transmitting != kNoPacket)
        .field("sent_packets", dir.sentPackets)
        .field("overflow_drops", dir.drops)
        .field("loss_drops", dir.lossDrops)
        .field("max_queue", dir.maxQueue)
        .endObject();
  }

 private:
  const Network& net_;
  std::uint32_t node_;
};

class LinkEntity : public Entity {
 public:
  LinkEntity(const Network& net, std::uint32_t link) : net_(net), link_(link) {}
  const char* entityKind() const override { return "link"; }
  void inspect(JsonWriter& w) const override {
    const auto& ab = net_.direction(2 * link_);
    w.beginObject()
        .field("link", link_)
        .field("bandwidth_bps", static_cast<double>(ab.bandwidth.value))
        .field("delay_s", toSeconds(ab.delay))
        .field("loss", ab.loss)
        .key("directions")
        .beginArray();
    NodeEntity::writeDirection(w, net_, 2 * link_);
    NodeEntity::writeDirection(w, net_, 2 * link_ + 1);
    w.endArray().endObject();
  }

 private:
  const Network& net_;
  std::uint32_t link_;
};

}  // namespace ps

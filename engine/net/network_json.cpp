// The network's picture for the topology view: nodes with positions, links with their settings,
// multicast groups with their trees. Kept apart from network.cpp, which moves packets.
#include <cmath>

#include "network.h"

namespace ps {

void Network::writeTopology(JsonWriter& w) const {
  w.beginObject();
  writeNodesAndLinks(w);
  w.endObject();
}

void Network::writeGroups(JsonWriter& w, const std::vector<std::uint32_t>& addresses) const {
  w.key("groups").beginArray();
  for (std::uint32_t a : addresses) {
    const auto& g = group(a);
    w.beginObject().field("name", g.name).field("address", a).field("source", g.source).field("height", g.height);
    w.key("members").beginArray();
    for (auto m : g.members) w.value(m);
    w.endArray().key("edges").beginArray();
    for (std::uint32_t d : treeDirections(a)) {
      const auto& dir = direction(d);
      w.beginArray().value(dir.from).value(dir.to).value(dir.link).endArray();
    }
    w.endArray().endObject();
  }
  w.endArray();
}

void Network::writeNodesAndLinks(JsonWriter& w) const {
  const double kPi = 3.14159265358979323846;
  w.key("nodes").beginArray();
  for (std::uint32_t i = 0; i < nodes_.size(); ++i) {
    const NodeInfo& nd = nodes_[i];
    double x = nd.x, y = nd.y;
    if (x < 0 || y < 0) {  // automatic: a circle (two nodes: left and right)
      const double ang = kPi + 2 * kPi * i / static_cast<double>(nodes_.size());
      x = 0.5 + 0.4 * std::cos(ang);
      y = 0.5 + 0.4 * std::sin(ang);
    }
    w.beginObject().field("id", i).field("name", nd.name).field("kind", nd.kind).field("x", x).field("y", y);
    if (!nd.role.empty()) w.field("role", nd.role);
    w.endObject();
  }
  w.endArray().key("links").beginArray();
  for (std::uint32_t l = 0; l < dirs_.size() / 2; ++l) {
    const Direction& ab = dirs_[2 * std::size_t{l}];
    const Direction& ba = dirs_[2 * std::size_t{l} + 1];
    w.beginObject()
        .field("id", l)
        .field("a", ab.from)
        .field("b", ab.to)
        .field("bandwidth", static_cast<double>(ab.bandwidth.value))
        .field("delay", static_cast<double>(ab.delay))
        .field("loss", ab.loss)
        .field("queue", ab.queue.limit())
        .field("queueBA", ba.queue.limit())
        .endObject();
  }
  w.endArray();
}

}  // namespace ps

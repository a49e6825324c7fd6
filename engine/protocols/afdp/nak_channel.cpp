#include "nak_channel.h"

#include "../../scenario/validator.h"
#include "../../transport/tcp/tcp_agents.h"

namespace ps::afdp {

void NakChannel::send(Endpoint& from, Endpoint& to, std::uint32_t id, NakClient* client) {
  const auto index = static_cast<std::uint32_t>(conns_.size());
  transport::FlowWiring w;
  w.sim = &sim_;
  w.src = &from;
  w.dst = &to;
  w.flow = kFlowBase + index;
  w.port = kControlPort;
  w.pathMtu = 1500;
  w.rngStream = rngBase_ + static_cast<std::uint64_t>(index) * 16;
  w.name =
      "NAK " + std::to_string(index + 1) + " (" + sim_.nodeName(from.node()) + " -> " + sim_.nodeName(to.node()) + ")";
  // Defaults of the transport family's TCP (Reno, MSS 1460, RFC 6298 timers); they cannot fail.
  Validator v;
  transport::AgentPair pair = transport::buildTcpPair(w, Json::object(), "afdp.tcp", v);
  Conn c;
  c.sender = std::move(pair.sender);
  c.receiver = std::move(pair.receiver);
  c.from = from.node();
  c.to = to.node();
  c.request = id;
  c.bytes = board_.requests[id].bytes();
  c.client = client;
  conns_.push_back(std::move(c));
  Conn& conn = conns_.back();
  conn.sender->setListener(this);
  conn.sender->open();
  conn.sender->write(conn.bytes);
  conn.sender->close();
}

void NakChannel::onReceive(Endpoint& at, const Packet& p) {
  if (p.flow < kFlowBase || p.flow - kFlowBase >= conns_.size()) return;
  Conn& c = conns_[p.flow - kFlowBase];
  if (at.node() == c.to) {
    c.receiver->onPacket(p);
    if (!c.delivered && c.receiver->deliveredBytes() >= c.bytes) {
      c.delivered = true;
      for (auto& [node, sink] : sinks_)
        if (node == c.to) sink->onResendRequest(board_.requests[c.request]);
    }
  } else if (at.node() == c.from) {
    c.sender->onPacket(p);
  }
}

void NakChannel::onTransferComplete(transport::Sender& s) {
  for (Conn& c : conns_)
    if (c.sender.get() == &s && !c.closed) {
      c.closed = true;
      if (c.client) c.client->onNakDelivered(c.request);
    }
}

std::uint32_t NakChannel::open() const {
  std::uint32_t n = 0;
  for (const Conn& c : conns_) n += c.closed ? 0 : 1;
  return n;
}

}  // namespace ps::afdp

#include "bulk_tcp.h"

#include "../../core/json.h"
#include "../../scenario/validator.h"
#include "../../transport/tcp/tcp_agents.h"

namespace ps::estimation {

namespace {
enum : std::uint32_t { kOpen = 0, kStop = 1 };
}

bool BulkTcp::add(std::uint32_t flow, const std::string& name, SimTime start, SimTime stop, const Json& settings,
                  const std::string& path, Validator& v) {
  const auto index = static_cast<std::uint32_t>(conns_.size());
  transport::FlowWiring w;
  w.sim = &sim_;
  w.src = &from_;
  w.dst = &to_;
  w.flow = flow;
  w.port = kPort;
  w.pathMtu = 1500;  // every link of the estimators' path carries 1500-byte IP packets
  w.rngStream = rngBase_ + static_cast<std::uint64_t>(index) * 16;
  w.name = name;
  transport::AgentPair pair = transport::buildTcpPair(w, settings, path, v);
  if (!pair.sender || !pair.receiver) return false;
  Conn c;
  c.flow = flow;
  c.start = start;
  c.stop = stop;
  c.sender = std::move(pair.sender);
  c.receiver = std::move(pair.receiver);
  conns_.push_back(std::move(c));
  return true;
}

void BulkTcp::start() {
  for (std::uint32_t i = 0; i < conns_.size(); ++i) {
    sim_.scheduler().schedule(conns_[i].start, this, kOpen, i);
    if (conns_[i].stop != kNoStop) sim_.scheduler().schedule(conns_[i].stop, this, kStop, i);
  }
}

void BulkTcp::onEvent(const Event& ev) {
  Conn& c = conns_[ev.arg32];
  if (ev.kind == kStop) {
    c.atStop = static_cast<double>(c.receiver->deliveredBytes());
    return;
  }
  c.sender->open();
  c.sender->write(transport::kUnlimited);  // greedy: the connection always has more to send
}

void BulkTcp::onReceive(Endpoint& at, const Packet& p) {
  for (Conn& c : conns_) {
    if (c.flow != p.flow) continue;
    if (at.node() == to_.node())
      c.receiver->onPacket(p);
    else if (at.node() == from_.node())
      c.sender->onPacket(p);
    return;
  }
}

std::uint64_t BulkTcp::deliveredBytes() const {
  std::uint64_t sum = 0;
  for (const Conn& c : conns_) sum += c.receiver->deliveredBytes();
  return sum;
}

}  // namespace ps::estimation

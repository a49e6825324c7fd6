#include "tcp_transfer.h"

#include <utility>

#include "../../scenario/validator.h"
#include "../../transport/tcp/tcp_agents.h"

namespace ps::afdp {

void TcpTransfer::open(Simulation& sim, Endpoint& src, Endpoint& dst, const TcpTransferSpec& spec,
                       transport::SenderListener* listener) {
  sim_ = &sim;
  srcNode_ = src.node();
  dstNode_ = dst.node();
  bytes_ = spec.bytes;
  openedAt_ = sim.now();
  transport::FlowWiring w;
  w.sim = &sim;
  w.src = &src;
  w.dst = &dst;
  w.flow = spec.flow;
  w.port = spec.port;
  w.pathMtu = 1500;
  w.rngStream = spec.rngStream;
  w.name = spec.name;
  // The transport family's TCP with its defaults except the receive buffer (digest §6.3: 16-24 KB,
  // era-typical); the value was checked when the scenario was read, so this cannot fail.
  Json tcp = Json::object();
  tcp.set("rcvBuffer", Json::number(spec.rcvBuffer));
  Validator v;
  transport::AgentPair pair = transport::buildTcpPair(w, tcp, "baseline.tcp", v);
  sender_ = std::move(pair.sender);
  receiver_ = std::move(pair.receiver);
  sender_->setListener(listener);
  sender_->open();
  sender_->write(spec.bytes);
  sender_->close();
}

bool TcpTransfer::route(const Endpoint& at, const Packet& p) {
  if (!sender_) return false;
  if (at.node() == dstNode_) {
    receiver_->onPacket(p);
    if (!delivered_ && receiver_->deliveredBytes() >= bytes_) {
      delivered_ = true;
      deliveredAt_ = sim_->now();
      return true;
    }
  } else if (at.node() == srcNode_) {
    sender_->onPacket(p);
  }
  return false;
}

}  // namespace ps::afdp

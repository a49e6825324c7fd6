// The DCCP server that receives a flow's data (the HC-Receiver of the client-to-server
// half-connection): RFC 4340 §8 (LISTEN, RESPOND, OPEN, answering Close with Reset), the CCID
// negotiation (§6.3.1, server priority), and the acknowledgements its CCID asks for: CCID 2 Acks
// with an Ack Vector (ccid2.h), CCID 3 feedback (tfrc_receiver.h). It implements the transport
// agent interface (agent.h).
//
// Negotiation: the Request's Change R(CCID) names the client's preference; the server confirms
// the first entry of its own list (serverCcids) that the client named, or sends an empty Confirm
// (CCID 0) when there is none, which the client answers with Reset. A repeated Request in RESPOND
// gets the Response again. The client's Ack (or any data packet) takes the server to OPEN; the
// time from Response to that Ack is the server's handshake RTT (CCID 3's receiver starts from it).
// A Close gets Reset (Closed) and the server goes to CLOSED (the client keeps TIMEWAIT); a Close
// that arrives when already CLOSED (its Reset was lost) gets Reset (No Connection).
#pragma once
#include <cstdint>
#include <memory>

#include "../agent.h"
#include "ccid2.h"
#include "dccp_config.h"
#include "dccp_connection.h"
#include "tfrc_receiver.h"

namespace ps::dccp {

class DccpReceiver final : public transport::Receiver, private EventHandler {
 public:
  DccpReceiver(const transport::FlowWiring& w, const DccpConfig& cfg);

  void onPacket(const Packet& p) override;
  std::uint64_t deliveredBytes() const override { return dataBytes_; }
  std::uint64_t packetsReceived() const override { return dataPackets_; }
  const char* entityKind() const override { return cfg_.ccid == 2 ? "dccp-ccid2-receiver" : "dccp-ccid3-receiver"; }
  void inspect(JsonWriter& w) const override;

  const DccpConnection& connection() const { return conn_; }
  const AckVector& ackVector() const { return ccid2_->vector(); }
  const TfrcReceiver* tfrc() const { return tfrc_.get(); }
  const Ccid2Receiver* ccid2() const { return ccid2_.get(); }
  std::uint64_t lossEvents() const { return tfrc_ ? tfrc_->lossEvents() : 0; }
  std::uint8_t negotiatedCcid() const { return negotiated_; }

 private:
  enum EventKind : std::uint32_t { kEvDelayedAck = 1 };
  void onEvent(const Event& ev) override;
  void onRequest(const Header& h);
  void sendResponse();
  void sendControl(DccpType t, std::uint8_t resetCode = 0);
  void onData(const Header& h, const Packet& p);
  void sendCcid2Ack(std::uint16_t cause);
  void sendFeedback(std::uint16_t cause);

  transport::FlowWiring w_;
  DccpConfig cfg_;
  DccpConnection conn_;
  std::unique_ptr<Ccid2Receiver> ccid2_;
  std::unique_ptr<TfrcReceiver> tfrc_;
  std::uint8_t negotiated_ = 0;
  std::uint64_t responseSeq_ = 0;
  SimTime responseAt_ = 0;
  SimTime handshakeRtt_ = 0;
  bool confirmAckRatio_ = false;  // the next Ack carries Confirm R(Ack Ratio)
  Timer delayedAck_;
  std::uint64_t dataPackets_ = 0, dataBytes_ = 0;
  std::uint64_t lossEventsAtFeedback_ = 0;
};

}  // namespace ps::dccp

// The DCCP client that sends a flow's data (the HC-Sender of the client-to-server half-connection):
// RFC 4340 §8 (handshake, PARTOPEN, close), with CCID 2 (ccid2.h) or CCID 3 (tfrc_sender.h)
// deciding when a data packet may leave. It implements the transport agent interface (agent.h).
//
// Handshake: open() sends a Request carrying Change R(CCID) and enters REQUEST; the Request is
// retransmitted with exponential backoff (requestRto, doubling up to requestRtoMax) and the client
// gives up (Reset, CLOSED) after requestGiveUp. A Response confirming our CCID takes it to PARTOPEN:
// it answers with an Ack, starts its CCID with the handshake RTT (the Response acknowledges one
// particular Request, so the sample is unambiguous) and may send data, as DataAck, until any
// packet from the server arrives (OPEN). Its Ack is retransmitted on the PARTOPEN timer meanwhile.
// A Response with no acceptable CCID (an empty Confirm) is answered with Reset (Option Error).
// Data: the application's datagrams wait in a send buffer of sendBuffer datagrams (a full buffer
// refuses them, as ns-2's does); write(kUnlimited) makes the source greedy. CCID 3 paces packets at
// X; CCID 2 sends while pipe < cwnd and makes a data packet a DataAck (an ack of the server's Acks)
// once per window, so the server can trim its Ack Vector. close() sends Close once the buffer is
// empty (CLOSING, retransmitted with backoff); the server's Reset leads to TIMEWAIT, then CLOSED.
// A CloseReq from the server is answered with Close. Data are never retransmitted.
#pragma once
#include <cstdint>
#include <memory>

#include "../agent.h"
#include "ccid2.h"
#include "dccp_config.h"
#include "dccp_connection.h"
#include "ring.h"
#include "tfrc_sender.h"

namespace ps::dccp {

class DccpReceiver;

class DccpSender final : public transport::Sender, private EventHandler {
 public:
  DccpSender(const transport::FlowWiring& w, const DccpConfig& cfg, const DccpReceiver* peer);

  void open() override;
  bool write(std::uint64_t bytes) override;
  void close() override;
  void onPacket(const Packet& p) override;
  transport::SenderProbe probe() const override;
  std::uint32_t packetBytes(std::uint32_t payload) const override { return wireBytes(DccpType::kDataAck, 0, payload); }
  const char* entityKind() const override { return cfg_.ccid == 2 ? "dccp-ccid2-sender" : "dccp-ccid3-sender"; }
  void inspect(JsonWriter& w) const override;

  const DccpConnection& connection() const { return conn_; }
  const TfrcSender* tfrc() const { return tfrc_.get(); }
  const Ccid2Sender* ccid2() const { return ccid2_.get(); }
  std::uint64_t dataPacketsSent() const { return dataSent_; }
  std::uint64_t bufferDrops() const { return bufferDrops_; }
  std::uint8_t negotiatedCcid() const { return negotiated_; }

 private:
  enum EventKind : std::uint32_t { kEvConnTimer = 1, kEvPace, kEvRto, kEvNofeedback };
  void onEvent(const Event& ev) override;
  bool canSendData() const { return conn_.is(DccpState::kPartOpen) || conn_.is(DccpState::kOpen); }
  bool hasData() const { return greedy_ || !queue_.empty(); }
  void sendRequest();
  void onResponse(const Header& h, const Packet& p);
  void sendControl(DccpType t, std::uint8_t resetCode = 0);
  void armConnTimer(SimTime delay);
  void trySend();
  void sendData();
  void beginClose();
  void onFeedback(const Header& h, const Packet& p);
  void onCcid2Ack(const Header& h, const Packet& p);
  void syncCcid2Timer();
  void syncNofeedbackTimer();
  void traceRate();

  transport::FlowWiring w_;
  DccpConfig cfg_;
  const DccpReceiver* peer_;
  DccpConnection conn_;
  std::unique_ptr<Ccid2Sender> ccid2_;
  std::unique_ptr<TfrcSender> tfrc_;
  std::uint8_t negotiated_ = 0;
  // application data
  Ring<std::uint32_t> queue_;
  bool greedy_ = false, closeWanted_ = false;
  // handshake and close
  Timer connTimer_;
  SimTime connRto_ = 0, firstRequestAt_ = 0;
  struct RequestSent {
    std::uint64_t seq;
    SimTime at;
  };
  Ring<RequestSent> requests_;
  SimTime handshakeRtt_ = 0;
  // CCID timers
  Timer paceTimer_, rtoTimer_, nofeedbackTimer_;
  // CCID 3: send times for RTT samples (RFC 4342 §8.1 leaves timestamps optional)
  struct SendTime {
    std::uint64_t seq;
    SimTime at;
  };
  Ring<SendTime> sendTimes_;
  // CCID 2: acks of acks and the Ack Ratio the receiver was told
  std::uint64_t lastAckSeqSeen_ = 0, ackedAckSeq_ = 0;
  bool newAckSinceAckOfAck_ = false;
  std::uint32_t dataSinceAckOfAck_ = 0, ackRatioSent_ = 0;
  // counters
  double lastReportedP_ = 0;
  std::uint64_t dataSent_ = 0, bytesSent_ = 0, bufferDrops_ = 0, feedbacks_ = 0;
};

}  // namespace ps::dccp

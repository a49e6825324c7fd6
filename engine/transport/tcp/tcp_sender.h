// The sending end of a one-way TCP connection, as event -> action machines: the application's
// writes, each arriving segment, and the retransmission timer go in; segments go out.
// Sources: RFC 793 §3.4 and §3.5 (handshake and close, state names), RFC 5681 (congestion control,
// the duplicate-ACK definition of §2), RFC 6582 (NewReno), RFC 6298 (the retransmission timer,
// through protocols/common/rtt_estimator.h), RFC 3042 (Limited Transmit), RFC 7323 (timestamps),
// RFC 1122 §4.2.3.4 (send only full segments while more data waits: no silly-window sends).
//
// Sequence space: ISS = 0; the SYN takes sequence 0, data starts at 1 (as tcptrace -r shows it).
// SND.UNA, SND.NXT and HighData (the highest sequence sent, plus one: "snd_max") are 64-bit byte
// counts; FlightSize = HighData - SND.UNA (RFC 5681). After a timeout (and Tahoe's fast retransmit)
// SND.NXT goes back to SND.UNA and everything from there is resent as the window allows (go-back-N,
// as ns-2 and BSD do); such segments are traced as retransmissions.
//
// Choices where the RFCs leave room (also listed in README.md):
//   - RTT: without timestamps, one segment per RTT is timed and a retransmission cancels the
//     measurement (Karn); with timestamps every ACK that advances SND.UNA gives a sample.
//   - RFC 6298 (5.7): after a SYN timeout the RTO is at least 3 s until the first sample; RFC 5681
//     §3.1: the initial window is then one segment.
//   - The receiver's window (rwnd) limits the flight; the receiver advertises its whole buffer
//     (its application reads at once), so no zero-window probing is needed or modelled.
//   - A loss event (SenderProbe::lossEvents) is a fast retransmit or a timeout that comes more
//     than one SRTT after the previous event's start (digest §5.4's one-RTT grouping).
#pragma once
#include <cstdint>

#include "../../protocols/common/deadline_timer.h"
#include "../../protocols/common/rtt_estimator.h"
#include "../../protocols/common/state_machine.h"
#include "../agent.h"
#include "congestion/any_congestion_control.h"
#include "tcp_config.h"
#include "tcp_segment.h"

namespace ps::transport {

class TcpSender final : public Sender, private EventHandler {
 public:
  TcpSender(const FlowWiring& w, const TcpConfig& cfg);

  // ---- Sender -----------------------------------------------------------------------------------
  void open() override;
  bool write(std::uint64_t bytes) override;
  void close() override;
  void onPacket(const Packet& p) override;
  SenderProbe probe() const override;
  std::uint32_t packetBytes(std::uint32_t payload) const override { return payload + cfg_.headerBytes(); }
  bool carriesData(const Packet& p) const override { return p.sizeBytes > cfg_.headerBytes(); }
  const char* entityKind() const override { return "tcp-sender"; }
  void inspect(JsonWriter& w) const override;

  // ---- for tests and panels -------------------------------------------------------------------------
  TcpState state() const { return state_.get(); }
  const CcState& cc() const { return cc_; }
  std::uint64_t sndUna() const { return sndUna_; }
  std::uint64_t sndNxt() const { return sndNxt_; }
  std::uint64_t highData() const { return sndMax_; }
  std::uint32_t dupAcks() const { return dupAcks_; }
  const RttEstimator& rtt() const { return rtt_; }
  SimTime rto() const;
  SimTime rtoDeadline() const { return rtx_.deadline(); }

 private:
  enum : std::uint32_t { kRtxTimer = 1, kTimeWaitTimer = 2 };
  void onEvent(const Event& ev) override;
  void onAck(const Packet& p);
  void onNewAck(const Packet& p, std::uint64_t ack);
  void onDuplicateAck(const Packet& p, std::uint64_t ack);
  void onTimeout();
  void establish();
  void trySend();
  // Sends [seq, seq + len) (a retransmission when seq < HighData); `cause` names why for the trace.
  void sendData(std::uint64_t seq, std::uint32_t len, std::uint16_t cause);
  void retransmitFirst(std::uint16_t cause);
  void sendControl(std::uint16_t flags, std::uint64_t seq, std::uint16_t what);
  void apply(const CcAction& a, const AckEvent& e);
  void armRtx() { rtx_.restart(sim().scheduler(), sim().now() + rto(), this, kRtxTimer); }
  void noteLossEvent();
  void tracePhase();
  std::uint64_t dataEnd() const { return appEnd_; }  // one past the last byte the application wrote
  std::uint64_t finSeq() const { return appEnd_; }
  Simulation& sim() const { return *w_.sim; }

  FlowWiring w_;
  TcpConfig cfg_;
  StateMachine<TcpState> state_;
  CcState cc_;
  AnyCongestionControl policy_;
  RttEstimator rtt_;
  DeadlineTimer rtx_;
  Timer timeWait_;

  std::uint64_t sndUna_ = 0, sndNxt_ = 0, sndMax_ = 0;
  std::uint64_t appEnd_ = 1;  // data occupy [1, appEnd_)
  bool unlimited_ = false, closing_ = false, finSent_ = false, finAcked_ = false;
  std::uint64_t rwnd_ = 0;     // the peer's advertised window
  std::uint64_t peerAck_ = 1;  // our acknowledgment number: the receiver's ISS + 1 (+ 1 after its FIN)
  std::uint32_t dupAcks_ = 0;
  // RTT timing without timestamps (Karn).
  bool timing_ = false;
  std::uint64_t timedSeq_ = 0;
  SimTime timedAt_ = 0;
  bool synRetransmitted_ = false;
  unsigned synBackoffs_ = 0;  // SYN retransmissions (their backoff ends with the handshake)
  SimTime rtoFloor_ = 0;      // RFC 6298 (5.7)
  CcPhase tracedPhase_ = CcPhase::kSlowStart;
  // Counters.
  std::uint64_t dataSent_ = 0, retransmissions_ = 0, timeouts_ = 0, lossEvents_ = 0, fastRetransmits_ = 0;
  SimTime lastLossEvent_ = -1;
};

}  // namespace ps::transport

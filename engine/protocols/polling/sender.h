// The sender side shared by the five polling protocols: per-receiver sender windows sw_i, the
// global window, RTT/RTO per receiver and rto_max, sending DATA and POLL, consuming RESPONSEs,
// completion and the measures.
// Source: seed 000 §2 (windows, global window "atrelada à janela de transmissão mais atrasada",
// rto_i and rto_max), §4.3 (throughput, network cost, implosions); digest §2.2–2.5, §5.
//
// Choices where the paper is silent (see config.h for the switches):
//   - "send" is enqueue by default (SendReading); under the departure reading packets queue as
//     under enqueue but are stamped and counted as sent when they start transmission (onTxStart);
//     under the wire reading the sender paces itself on its access link (pump()), so timestamps
//     and every timer that starts "on sending" start when the packet begins transmission;
//   - RTT samples run from the POLL's (or polling DATA's) timestamp to the RESPONSE echoing it;
//     the timestamp is taken when the packet counts as sent, or, with rttFrom = departure, when it
//     starts transmission on the access link (config.h, RttFrom);
//   - sw_i merges snapshots as a join (window.h); le_g = min_i sw_i.le, re_g = le_g + ws − 1; a new
//     packet may be sent only if nextseq ≤ min(re_g, dp), otherwise the window is locked;
//   - the transfer period runs from the first DATA handed to the network to the RESPONSE that
//     makes le_g > dp (§4.3); network cost counts every packet the sender and the receivers hand
//     to the network, at its size, including packets later dropped (§4.3, A18).
#pragma once
#include <cstdint>
#include <vector>

#include "../../core/entity.h"
#include "../../net/endpoint.h"
#include "../../net/packet_queue.h"
#include "../common/rtt_estimator.h"
#include "config.h"
#include "snapshot_pool.h"
#include "trace_kinds.h"

namespace ps::polling {

class Sender : public Entity, public EndpointHandler, public DepartureListener, protected EventHandler {
 public:
  Sender(Endpoint& ep, const Config& cfg, SnapshotPool& pool, const std::vector<std::uint32_t>& receiverNodes,
         std::uint32_t dataGroup);
  ~Sender() override = default;

  // Starts the transfer (the first DATA goes out now).
  virtual void start() = 0;

  void onReceive(Endpoint& at, const Packet& p) override;
  // Departure reading: the access link starts transmitting one of our packets.
  void onDeparture(Endpoint& at, Packet& p) override;
  const char* entityKind() const override { return "polling-sender"; }
  void inspect(JsonWriter& w) const override;

  // --- results --------------------------------------------------------------------------------
  bool complete() const { return complete_; }
  SimTime firstDataTime() const { return firstData_; }
  SimTime completeTime() const { return completeAt_; }
  std::uint64_t newDataSent() const { return newData_; }
  std::uint64_t retransmissions() const { return retransmissions_; }
  std::uint64_t pollsSent() const { return polls_; }
  std::uint64_t responsesReceived() const { return responsesIn_; }
  std::uint64_t bitsSent() const { return bitsSent_; }
  std::uint32_t leG() const { return leG_; }
  std::uint32_t reG() const { return leG_ + cfg_.ws - 1; }
  std::uint32_t nextSeq() const { return nextSeq_; }
  SimTime rtoMax() const { return rtoMax_; }
  SimTime rtoMaxPeak() const { return rtoMaxPeak_; }
  // Largest and mean RTT sample (§4.3 says the measured RTTs stayed below the initial 1 s).
  SimTime rttSampleMax() const { return rttSampleMax_; }
  SimTime rttSampleMean() const { return responsesIn_ ? rttSampleSum_ / static_cast<SimTime>(responsesIn_) : 0; }
  std::uint32_t receiverCount() const { return static_cast<std::uint32_t>(rx_.size()); }
  const SeqWindow& senderWindow(std::uint32_t i) const { return sw_[i]; }
  const RttEstimator& rtt(std::uint32_t i) const { return rtt_[i]; }
  std::uint32_t node() const { return node_; }
  // For the metric series: responses received since the last call.
  std::uint64_t takeResponsesInterval() {
    const std::uint64_t d = responsesIn_ - responsesMark_;
    responsesMark_ = responsesIn_;
    return d;
  }
  // Protocol-specific gauges for the series (token level, V marks); −1 when not applicable.
  virtual double tokensLevel() const { return -1; }
  virtual double responsesInFlight() const { return -1; }

 protected:
  // --- hooks for the protocols ----------------------------------------------------------------
  // After the common RESPONSE handling (RTT sample, merge, global window). `round` and `hs` are
  // echoed from the POLL (0 for a DATA-triggered RESPONSE).
  virtual void onResponse(std::uint32_t i, std::uint64_t round, std::uint64_t hs) = 0;
  virtual void onTimer(std::uint32_t kind, std::uint32_t arg) = 0;
  // The instant a packet counts as "sent" under the configured reading (enqueue or wire).
  virtual void onEmitted(const Packet& pk) { (void)pk; }
  // Wire reading: whether the sender produces new DATA whenever the link frees and the window
  // allows (PET, PrP, RBP, PeP), or only when the protocol sends it explicitly (PSEW).
  virtual bool continuousData() const { return true; }
  // Wire reading: the link is idle and nothing is left to send. Departure reading: the last
  // packet we handed over has started transmission.
  virtual void onIdle() {}
  virtual void inspectProtocol(JsonWriter& w) const { (void)w; }
  // Armed timers for the panel: name, deadline, and the receiver or seq they belong to.
  virtual void listTimers(JsonWriter& w) const { (void)w; }

  // --- helpers --------------------------------------------------------------------------------
  void sendData(std::uint32_t seq, bool retransmission, RetxCause cause);
  // Sends new packets while the window allows (enqueue) or lets the pacer produce them as the link
  // frees (wire); returns how many were handed over now.
  std::uint32_t sendNewWhileOpen();
  bool wire() const { return cfg_.send == SendReading::kWire; }
  bool enqueue() const { return cfg_.send == SendReading::kEnqueue; }
  // Sends a POLL and writes its trace record (kind kTrPoll or kTrPollSubgroup) naming the packet.
  void sendPoll(std::uint32_t dst, std::uint64_t round, std::uint16_t traceKind, std::uint32_t peer,
                std::uint32_t traceSeq, std::int64_t traceA, std::uint16_t traceReason);
  bool canSendNew() const { return !complete_ && nextSeq_ <= reG() && nextSeq_ <= cfg_.dp; }
  bool allSent() const { return nextSeq_ > cfg_.dp; }
  bool fullyAcked(std::uint32_t seq) const;
  // NACK of seq by receiver i, with the tail rule (hs echoed by a RESPONSE counts as hr).
  bool nackedBy(std::uint32_t i, std::uint32_t seq) const;
  void arm(Timer& t, SimTime delay, std::uint32_t kind, std::uint32_t arg = 0) {
    ep_.arm(t, ep_.now() + delay, this, kind, arg);
  }
  void cancel(Timer& t) { ep_.cancel(t); }
  SimTime now() const { return ep_.now(); }
  Simulation& sim() { return ep_.sim(); }
  void record(std::uint16_t kind, std::uint32_t peer, std::uint32_t seq, std::int64_t a = 0, std::uint16_t reason = 0,
              std::uint32_t packet = kNone32, std::uint32_t size = 0) {
    ep_.sim().record(kind, node_, peer, packet, seq, size, a, reason);
  }
  // Writes an armed timer in the common inspect convention (protocols/common/timers_json.h).
  static void timerEntry(JsonWriter& w, const char* name, const Timer& t, const std::string& forWhom = "");
  static void timerEntry(JsonWriter& w, const char* name, const Timer& t, const std::string& forWhom, std::int64_t seq);

  Endpoint& ep_;
  const Config& cfg_;
  SnapshotPool& snaps_;
  const std::uint32_t node_;
  const std::vector<std::uint32_t> rx_;     // receiver index -> node
  std::vector<std::uint32_t> indexOfNode_;  // node -> receiver index (kNone32 if none)
  const std::uint32_t dataGroup_;
  std::vector<SeqWindow> sw_;
  std::vector<RttEstimator> rtt_;
  std::vector<std::uint32_t> hsEcho_;  // highest hs echoed by each receiver (tail rule)
  std::uint32_t nextSeq_ = 1, leG_ = 1;
  SimTime rtoMax_ = 0, rtoMaxPeak_ = 0, rttSampleMax_ = 0, rttSampleSum_ = 0;
  double prpProbability_ = 1;  // carried in DATA (PrP only)

 private:
  void onEvent(const Event& ev) override;
  void emit(PacketId p);
  PacketId makeData(std::uint32_t seq, bool retransmission, RetxCause cause);
  void pump();  // wire reading: put the next packet on the idle link
  void transmitNow(PacketId p);
  void recomputeRtoMax();
  void recomputeLeG();
  void finish();

  bool complete_ = false;
  SimTime firstData_ = -1, completeAt_ = 0;
  std::uint64_t newData_ = 0, retransmissions_ = 0, polls_ = 0, responsesIn_ = 0, responsesMark_ = 0, bitsSent_ = 0;
  PacketQueue outbox_;     // wire reading: POLLs and retransmissions waiting for the link
  SimTime busyUntil_ = 0;  // wire reading: when the access link finishes its current packet
  Timer linkFree_;
  BitsPerSecond linkRate_{};
  std::uint64_t awaitingDeparture_ = 0;  // departure reading: handed over, not yet on the wire
};

}  // namespace ps::polling

// CCID 2, TCP-like congestion control for DCCP: RFC 4341 (digest shared/research/dccp-tcp.md §3.2;
// the Ack Ratio bounds as Linux net/dccp/ccids/ccid2.c implements them).
//
// Sender (sans-I/O; the DCCP agent arms the RTO timer from rtoDeadline()):
//   - Window in packets: a data packet may leave while pipe < cwnd (§5). Initial cwnd
//     min(4, max(2, floor(4380/s))) packets (RFC 3390 style; ns-2 uses 3); ssthresh very large.
//   - Acks carry an Ack Vector (ack_vector.h). Each data packet it newly reports received
//     decrements pipe. Slow start (cwnd < ssthresh): cwnd += 1 per newly acknowledged data packet,
//     at most ceil(R/2) per Ack (R = Ack Ratio; Linux: "In slow-start, cwnd can increase up to a
//     maximum of Ack Ratio/2 packets per acknowledgement"). Congestion avoidance: cwnd += 1 per
//     cwnd newly acknowledged data packets.
//   - A data packet is lost once NUMDUPACK = 3 data packets sent after it have been acknowledged.
//     Its loss decrements pipe and, at most once per window of data (only for a packet sent after
//     the previous reduction), halves the window: cwnd = max(1, floor(cwnd/2)), ssthresh = cwnd.
//     Data are never retransmitted: DCCP is unreliable.
//   - Retransmission timeout per RFC 6298 (protocols/common/rtt_estimator.h; ns-2: initial 3 s,
//     minimum 1 s): ssthresh = max(floor(cwnd/2), 2), cwnd = 1, every outstanding packet counts as
//     lost (pipe = 0), the RTO backs off. The timer runs while pipe > 0 and restarts on each Ack that
//     acknowledges new data. RTT samples: the packet named by the Acknowledgement Number, when that
//     Ack newly acknowledges it.
//   - Ack Ratio R (§6.1.2), which the sender sets for the receiver: always 1 <= R <= ceil(cwnd/2);
//     on lost Ack packets (gaps in the receiver's sequence numbers, confirmed by NUMDUPACK later
//     Acks) R doubles, at most once per window; after cwnd^2/(R^2 - R) data packets (cwnd/(R^2 - R)
//     windows) with no lost Ack, R decreases by one.
// Receiver:
//   - Records every packet of the half-connection in its Ack Vector and acknowledges at least every
//     R data packets, at once when a packet opens a gap (so losses are reported promptly), and on a
//     delayed-ack timer [choice: 0.2 s after the first unacknowledged data packet, ns-2's
//     dack_delay_] so that the last packets of a burst are acknowledged.
//   - Remembers the head each of its Acks covered; when the sender acknowledges one of those Acks
//     (an "ack of ack", a DataAck at least once per window), it forgets the states up to that head
//     less one (RFC 4340 A.3), keeping the head so the vector is never empty.
// Not modelled: ECN (no ECN-capable queues), Ack Ratio's Change/Confirm exchange (the new value
// travels on the next data packet and is charged a Change option there), application-limited
// periods (RFC 4341 §5.1; our sources are greedy or CBR).
#pragma once
#include <cstdint>
#include <limits>
#include <vector>

#include "../../core/time.h"
#include "../../protocols/common/rtt_estimator.h"
#include "ack_vector.h"
#include "loss_detector.h"
#include "ring.h"

namespace ps::dccp {

// Why the Ack Ratio changed (the trace shows it).
enum AckRatioCause : std::uint8_t { kArLostAcks = 0, kArQuietWindows = 1, kArWindowBound = 2 };

struct Ccid2SenderConfig {
  std::uint32_t s = 1000;         // payload bytes of a data packet (for the initial window)
  std::uint32_t initialCwnd = 0;  // packets; 0: min(4, max(2, floor(4380/s)))
  std::uint64_t initialSsthresh = std::numeric_limits<std::uint32_t>::max();
  int numDupAck = 3;
  std::uint32_t initialAckRatio = 2;
  bool adjustAckRatio = true;
  RtoConfig rto;  // RFC 6298: initial 1 s, minimum 1 s, maximum 60 s
};

class Ccid2Sender {
 public:
  explicit Ccid2Sender(const Ccid2SenderConfig& cfg);
  Ccid2Sender(const Ccid2Sender&) = delete;  // rtt_ points into cfg_
  Ccid2Sender& operator=(const Ccid2Sender&) = delete;

  bool canSend() const { return pipe_ < cwnd_; }
  // A data packet (Data or DataAck) left with sequence number `seq` (ascending).
  void onDataSent(SimTime now, std::uint64_t seq);
  // An Ack (or DataAck) from the receiver: its own sequence number `ackSeq` (lost Acks show as
  // gaps), its Acknowledgement Number, and the Ack Vector giving states up to that number. The
  // vector may extend past `ackNumber` (the receiver's live vector): only states at or below it
  // are read.
  void onAck(SimTime now, std::uint64_t ackSeq, std::uint64_t ackNumber, const AckVector& v);
  void onRtoExpired(SimTime now);

  SimTime rtoDeadline() const { return rtoAt_; }
  std::uint32_t cwnd() const { return cwnd_; }
  std::uint64_t ssthresh() const { return ssthresh_; }
  std::uint32_t pipe() const { return pipe_; }
  std::uint32_t ackRatio() const { return ackRatio_; }
  bool slowStart() const { return cwnd_ < ssthresh_; }
  const RttEstimator& rtt() const { return rtt_; }
  SimTime rto() const { return rtt_.rto(); }

  // Counters (the agent traces their changes).
  std::uint64_t dataSent() const { return dataSent_; }
  std::uint64_t dataAcked() const { return acked_; }
  std::uint64_t dataLost() const { return lost_; }
  std::uint64_t congestionEvents() const { return congestionEvents_; }
  std::uint64_t timeouts() const { return timeouts_; }
  std::uint64_t acksLost() const { return acksLost_; }
  std::uint64_t ackRatioChanges() const { return ackRatioChanges_; }
  AckRatioCause ackRatioCause() const { return ackRatioCause_; }
  std::uint64_t lastCongestionSeq() const { return lastCongestionSeq_; }  // the loss that halved cwnd last
  const Ccid2SenderConfig& config() const { return cfg_; }

 private:
  enum class Fate : std::uint8_t { kOutstanding, kAcked, kLost };
  struct Sent {
    std::uint64_t seq;
    SimTime at;
    Fate fate;
  };
  std::size_t indexOf(std::uint64_t seq) const;  // first history entry with seq >= `seq`
  void noteAcked(std::uint64_t seq);
  void setAckRatio(std::uint32_t r, AckRatioCause why);
  void boundAckRatio();
  std::uint32_t maxAckRatio() const { return (cwnd_ + 1) / 2; }

  Ccid2SenderConfig cfg_;
  RttEstimator rtt_;
  std::uint32_t cwnd_, pipe_ = 0, ackRatio_;
  std::uint64_t ssthresh_;
  std::uint32_t caAcked_ = 0;            // congestion avoidance: acknowledged packets toward the next +1
  Ring<Sent> history_;                   // data packets not yet resolved, ascending
  std::vector<std::uint64_t> topAcked_;  // the NUMDUPACK highest acknowledged data sequence numbers
  std::uint64_t recover_ = 0;            // highest data seq sent at the last window reduction
  bool anyReduction_ = false;
  std::uint64_t highestSent_ = 0, lastCongestionSeq_ = 0;
  SimTime rtoAt_ = kNever;
  // Ack Ratio upkeep
  LossDetector ackGaps_;
  std::vector<LostPacket> lostAcks_;
  std::uint64_t sinceAckLoss_ = 0;   // data packets sent since the last lost Ack or R change
  std::uint64_t doubledAtSent_ = 0;  // dataSent_ when R last doubled
  bool doubledOnce_ = false;
  AckRatioCause ackRatioCause_ = kArWindowBound;
  std::uint64_t dataSent_ = 0, acked_ = 0, lost_ = 0, congestionEvents_ = 0, timeouts_ = 0, acksLost_ = 0,
                ackRatioChanges_ = 0;
};

struct Ccid2ReceiverConfig {
  SimTime ackDelay = 200 * kMillisecond;
};

class Ccid2Receiver {
 public:
  explicit Ccid2Receiver(const Ccid2ReceiverConfig& cfg) : cfg_(cfg) {}

  // A packet of the half-connection arrived; true when an Ack should go now.
  bool onPacket(SimTime now, std::uint64_t seq, bool isData);
  // The sender's Ack Ratio, carried by its data packets.
  void setAckRatio(std::uint32_t r) { ackRatio_ = r < 1 ? 1 : r; }
  // This receiver sent an Ack with sequence number `ackSeq` covering up to the vector's head.
  void onAckSent(std::uint64_t ackSeq);
  // The sender acknowledged our packet `ackNumber` (an ack of ack): trim the vector.
  void onAckOfAck(std::uint64_t ackNumber);
  // When the delayed-ack timer should fire (kNever when no data awaits an Ack).
  SimTime delayedAckDeadline() const { return pendingSince_ >= 0 ? pendingSince_ + cfg_.ackDelay : kNever; }

  const AckVector& vector() const { return vector_; }
  std::uint32_t ackRatio() const { return ackRatio_; }
  std::uint32_t unackedData() const { return unacked_; }
  std::uint64_t acksSent() const { return acksSent_; }

 private:
  struct OwnAck {
    std::uint64_t seq, head;
  };
  Ccid2ReceiverConfig cfg_;
  AckVector vector_;
  Ring<OwnAck> ownAcks_;
  std::uint32_t ackRatio_ = 2, unacked_ = 0;
  SimTime pendingSince_ = -1;
  std::uint64_t acksSent_ = 0;
};

}  // namespace ps::dccp

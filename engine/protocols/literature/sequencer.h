// Sequencer-based reliable broadcast (Kaashoek, Tanenbaum, Hummel, Bal), as seed 001 §2.7 (p.28)
// describes it; digest ../shared/research/thesis.md §3.8.
//
// Every station is a member; one (protocol.seq.sequencer) is also the sequence node.
//   Source: hands its message to the sequencer in a DATA request, point-to-point (sequenceNr = its
//     last consecutive MULTICAST: the piggybacked acknowledgment; messageNr = its own counter),
//     then waits until the message comes back as a MULTICAST; resends the request after
//     requestTimeout. A source that is the sequencer sequences its own messages without a frame.
//   Sequencer, DATA: a messageNr already sequenced is a duplicate and is dropped (its MULTICAST is
//     resent to the source point-to-point, see below); otherwise it gives the message the next
//     sequence number, keeps it in the history buffer and multicasts it. Every DATA (dummies too)
//     updates the ACK table; messages every member has acknowledged leave the history.
//   Member, MULTICAST seq == expected: deliver, with any buffered successors. seq > expected: keep it
//     if the member buffer has room (else discard), send RETRANS for the missing range to the
//     sequencer, ask again after retransTimeout. seq < expected: a duplicate, discarded.
//   Sequencer, RETRANS: the requested messages, point-to-point to the requester.
//   Member, no request sent for `silence`: a dummy DATA carrying its acknowledgment.
//   History full: the sequencer refuses requests and synchronises in two phases. PHASE1 (last seq)
//     to all; each member answers ACK_COMMIT(last consecutive); the sequencer multicasts what they
//     miss; a member that reaches the last seq sends ACK_COMMIT again. When all are up to date the
//     sequencer empties the history and multicasts PHASE2; members answer ACK_COMMIT; when all have,
//     normal operation resumes. PHASE1/PHASE2 are repeated after syncTimeout to silent members.
//
// Choices where the source is silent (also in the scenarios' notes):
//  - Sequence numbers start at 1; an acknowledgment k means "all MULTICASTs up to k" (0: none).
//  - A RETRANS names a range (seq = first missing, field[1] = last missing): the member asks for
//    everything up to the MULTICAST that revealed the gap.
//  - A duplicate request whose message is still in the history is answered by resending its
//    MULTICAST to the source point-to-point (the source evidently missed it); the thesis says only
//    that duplicates are dropped.
//  - A dummy DATA whose acknowledgment is behind the last sequence number and the same as the
//    member's previous dummy (it is stuck, not merely waiting for a MULTICAST on its way) makes the
//    sequencer resend the missing messages to that member point-to-point: otherwise a member that
//    missed the last MULTICAST of a burst would learn of it only at the next synchronisation.
//  - Every timer runs from the instant its frame leaves the station (the departure), and a member
//    keeps at most one RETRANS and one dummy in its MAC's queue: on a busy LAN a frame may wait
//    behind others or back off for a long time, and repeating it then only lengthens the queue.
//  - A RETRANS asks for the run of missing messages in front of the first one the member holds.
//  - A source that is the sequencer numbers its next message when the MULTICAST of the previous one
//    starts on the wire (a member source waits for its MULTICAST to come back).
//  - Dummies are sent every `silence` of request-free time, whether or not the acknowledgment moved;
//    each member's first dummy comes at a random instant within the first `silence`, so that the
//    members do not all send at the same instants.
//  - The sequencer resends a message to the same member at most once per 2 retransTimeout:
//    requests repeated while its answer is still queued behind other frames
//    would otherwise multiply the answers and the queue (congestion collapse).
//  - The synchronisation starts as soon as the history is full; requests that arrive meanwhile are
//    refused silently (their sources retry on their request timeout).
#pragma once
#include <cstdint>
#include <vector>

#include "../../core/entity.h"
#include "../../core/scheduler.h"
#include "literature_common.h"

namespace ps {

class SeqNode final : public Entity, public EndpointHandler, private EventHandler, private DepartureListener {
 public:
  SeqNode(LitContext ctx, Endpoint& ep, bool sender);
  void start();
  void crash();
  bool finished() const { return !sender_ || (queue_.exhausted() && outstanding_ == kNone32); }
  std::uint64_t controlFrames() const { return control_; }
  std::uint64_t timeouts() const { return timeouts_; }
  std::uint64_t synchronisations() const { return syncs_; }
  std::uint64_t dummies() const { return dummies_; }
  std::uint32_t delivered() const { return delivered_; }

  void onReceive(Endpoint& at, const Packet& p) override;
  const char* entityKind() const override { return "seq-node"; }
  void inspect(JsonWriter& w) const override;

 private:
  enum EventKind : std::uint32_t { kRequestTimer = 1, kRetransTimer, kSilenceTimer, kSyncTimer, kAppTimer };
  enum class Phase : std::uint8_t { kNormal, kPhase1, kPhase2 };
  struct Held {  // a MULTICAST a member or the sequencer holds
    std::uint32_t seq = 0, record = 0, source = 0;
    bool valid = false;
  };

  void onEvent(const Event& ev) override;
  void onDeparture(Endpoint& at, Packet& p) override;
  // ---- member / source ----
  void nextRequest();
  void sendRequest(bool retransmission);
  void onMulticast(const Packet& p);
  void acceptInOrder(std::uint32_t record, std::uint32_t source);
  void askRetrans();
  void sendDummy();
  void onPhase1(std::uint32_t last);
  void onPhase2();
  std::uint32_t lastConsecutive() const { return expected_ - 1; }
  // ---- sequencer ----
  void onRequest(std::uint32_t from, std::uint32_t ack, std::uint32_t messageNr, std::uint32_t record);
  void sequence(std::uint32_t source, std::uint32_t record, std::uint32_t messageNr);
  void updateAck(std::uint32_t member, std::uint32_t ack);
  void purge();
  void resendTo(std::uint32_t member, std::uint32_t from, std::uint32_t to);
  void startSync();
  void onAckCommit(std::uint32_t from, std::uint32_t ack, bool phase2Reply);
  void syncTimeout();
  bool inHistory(std::uint32_t seq) const { return seq >= lowest_ && seq < nextSeq_; }
  const Held& history(std::uint32_t seq) const { return history_[seq % history_.size()]; }

  LitContext ctx_;
  Endpoint& ep_;
  std::uint32_t self_;
  std::uint32_t sequencer_;
  bool isSequencer_, sender_, crashed_ = false;
  enum : std::uint8_t { kRequestInMac = 1, kRetransInMac = 2, kDummyInMac = 4 };
  std::uint8_t inMac_ = 0;  // our frames handed to the MAC that have not left yet
  Rng rng_;
  // member
  std::uint32_t expected_ = 1;  // next sequence number to deliver
  std::uint32_t highestSeen_ = 0;
  std::vector<Held> held_;  // out-of-order MULTICASTs, slot seq % memberBuffer
  Timer retransTimer_, silenceTimer_;
  std::uint32_t syncTarget_ = 0;  // PHASE1's last seq while the sequencer synchronises (0: none)
  // source
  MessageQueue queue_;
  std::uint32_t messageNr_ = 0, outstanding_ = kNone32, outstandingNr_ = 0;
  Timer requestTimer_, appTimer_;
  // sequencer
  std::uint32_t nextSeq_ = 1, lowest_ = 1;
  std::vector<Held> history_;                           // slot seq % history
  std::vector<std::uint32_t> ackTable_;                 // per member: last consecutive acknowledged
  std::vector<std::uint32_t> lastNr_;                   // per source: last messageNr sequenced
  std::vector<std::uint32_t> lastSeqOf_;                // per source: the seq it got
  std::vector<std::uint32_t> resentFrom_, resentUpTo_;  // per member: the range last resent to it ...
  std::vector<SimTime> resentAt_;                       // ... and when
  std::vector<std::uint32_t> lastDummyAck_;             // per member: the acknowledgment of its last dummy
  Phase phase_ = Phase::kNormal;
  std::uint32_t syncLast_ = 0;
  std::vector<std::uint8_t> phaseDone_;     // per member: answered this phase
  std::vector<std::uint8_t> resentInSync_;  // per history slot: multicast again this round
  Timer syncTimer_;
  // delivery order, for the panel: the last few (seq, record, source)
  std::vector<Held> orderTail_;
  std::uint32_t delivered_ = 0;
  std::uint64_t control_ = 0, timeouts_ = 0, syncs_ = 0, dummies_ = 0, retransRequests_ = 0;
};

}  // namespace ps

// Round-robin acknowledgment (RRA), the protocol seed 001 proposes in chapter 5 (p.131); digest
// ../shared/research/thesis.md §3.11.
//
// "The sender sends a multicast message along with an indicator of which receiver should send the
// acknowledgment. The selected receiver acknowledges this message and all previous messages
// successfully received since it last sent an acknowledgment. By selecting each receiver in a round
// robin fashion, the sender will eventually receive acknowledgments from all receivers." One ACK per
// message, from one named receiver: no ACK implosion and no contention among receivers.
//
// Sender (station 0): message k has seq k (1, 2, ...). It multicasts DATA(seq, named = the next
//   receiver in turn: R1, R2, ..., Rr, R1, ...) and waits for that receiver's ACK (stop and wait).
//   ACK: the receiver's state (le: every seq below received; a bit per seq for le..le+63). If the
//     receiver lacks messages, the sender resends them to it by unicast, naming it again on the
//     last one, and waits for its ACK; otherwise it sends the next message.
//   Timeout (no ACK from the named receiver): resend the awaited message to that receiver by
//     unicast; after retransLimit resends, move on (the receiver reports its gaps on its next turn).
//   A message is stable (the sender may free it) once every receiver's le is above it.
//   After the last message, POLL frames name the receivers whose ACK does not yet cover it, so the
//   run ends with every message stable.
// Receiver: records each DATA in a receive window (common/seq_window.h), delivers in sequence
//   order, and when named, ACKs with its window.
//
// Choices where chapter 5 is silent (also in the scenarios' notes): the ACK carries le and a 64-bit
// map (a receiver cannot hold more than 64 messages beyond its first gap; later ones are discarded
// and come back as repairs); repairs and timeout retransmissions go by unicast to the named receiver
// only (the others report their own gaps on their turns); the poll after the last message; the
// timeout and the retransmission limit (protocol.rra).
#pragma once
#include <cstdint>
#include <vector>

#include "../../core/entity.h"
#include "../../core/scheduler.h"
#include "../common/seq_window.h"
#include "literature_common.h"

namespace ps {

class RraSender final : public Entity, public EndpointHandler, private EventHandler {
 public:
  RraSender(LitContext ctx, Endpoint& ep);
  void start();
  bool finished() const { return queue_.exhausted() && stableUpTo_ >= lastSeq_ && awaiting_ == kNone32; }
  std::uint64_t timeouts() const { return timeouts_; }
  std::uint64_t controlFrames() const { return polls_; }

  void onReceive(Endpoint& at, const Packet& p) override;
  const char* entityKind() const override { return "rra-sender"; }
  void inspect(JsonWriter& w) const override;

 private:
  enum EventKind : std::uint32_t { kAckTimer = 1, kAppTimer = 2 };
  void onEvent(const Event& ev) override;
  void proceed();  // the next step: repairs, a new message, a poll, or done
  void sendNew();
  void poll();
  void await(std::uint32_t receiver, std::uint32_t seq);
  void resend(std::uint32_t receiver, std::uint32_t seq, bool nameIt);
  void updateStable();
  std::uint32_t nextNamed();

  LitContext ctx_;
  Endpoint& ep_;
  MessageQueue queue_;
  std::uint32_t r_;
  std::uint32_t named_ = 0;  // the last receiver named (1..r)
  std::uint32_t lastSeq_ = 0;
  std::uint32_t awaiting_ = kNone32, awaitSeq_ = 0, attempts_ = 0;
  bool awaitNew_ = false;         // the awaited seq is a new message (not a repair)
  std::vector<SeqWindow> rx_;     // per receiver (index = station): its last reported window
  std::vector<SimTime> lastAck_;  // per receiver: when it last acknowledged
  std::uint32_t stableUpTo_ = 0;
  Timer ackTimer_, appTimer_;
  std::uint64_t timeouts_ = 0, polls_ = 0, repairs_ = 0;
};

class RraReceiver final : public Entity, public EndpointHandler {
 public:
  RraReceiver(LitContext ctx, Endpoint& ep);
  void onReceive(Endpoint& at, const Packet& p) override;
  const char* entityKind() const override { return "rra-receiver"; }
  void inspect(JsonWriter& w) const override;
  std::uint64_t acksSent() const { return acks_; }

 private:
  void acknowledge(std::uint32_t ackedSeq);

  LitContext ctx_;
  Endpoint& ep_;
  std::uint32_t self_;
  std::uint32_t sender_ = 0;
  SeqWindow win_{64};
  std::uint32_t deliveredUpTo_ = 0;  // every seq up to this is delivered
  std::uint32_t hrAtLastAck_ = 0;
  std::uint64_t acks_ = 0, duplicates_ = 0, named_ = 0;
  SimTime lastAckAt_ = -1;
};

}  // namespace ps

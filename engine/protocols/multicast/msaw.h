// Multicast Stop-and-Wait (MSAW) and its equivalent unicast stop-and-wait protocol.
//
// Source: seed 001 §2.5 (base protocol, unicast retransmissions, p.16), §2.5.1 (randomly timed
// acknowledgments, SAWrand, p.20), §2.5.2 (multicast retransmissions, p.21), §3.6 (parameters,
// timeout formula), §2.3/§4.1 (the equivalent unicast protocol); digest ../shared/research/thesis.md
// §3.1-3.4.
//
// Sender states: IDLE (nothing outstanding) and WAIT (one message outstanding, 1-bit seq).
//   IDLE, message queued  -> multicast DATA(seq), start the timer(s), WAIT.
//   WAIT, valid ACK       -> mark the receiver in the ACK vector; restart (multicast mode) or stop
//                            (unicast mode) its timer; all acknowledged -> record the message,
//                            invalidate the timers, seq ^= 1, send the next message at once.
//   WAIT, timer expires   -> retransmit (multicast to all, or unicast to that receiver) while the
//                            count does not exceed the limit ("does not exceed": the count can
//                            reach limit + 1); otherwise the message fails.
// Receiver: DATA with seq == expected -> ACK(seq), expected ^= 1; DATA with seq != expected (a
// duplicate: our ACK was lost) -> ACK(seq), expected unchanged. Every ACK waits U{0..SAWrand} bit
// times first.
//
// Choices where the source is silent (also in the scenarios' "notes"):
//  - Timers start when the DATA is handed to the MAC (the LLC's send time, as startT).
//  - Multicast retransmission mode has one timer. timerRestart "on-ack" (engine default) restarts
//    it on every valid ACK ("its timer reset", §2.5, read as a restart of the shared timer);
//    "on-send" lets it run from the (re)transmission. The thesis error scenarios (Tables 4.6/4.7)
//    use "on-send": §3.6 defines the SAW timeout as the time the sender waits for acknowledgments
//    "once a data packet has been sent" and, for multicast retransmissions, "only one timer is
//    used; if any of the acknowledgments have not been received before expiry, the sender
//    retransmits"; §2.5.2 changes only "a single retransmission count and timer instead of one
//    ... per receiver", and in the per-receiver design an ACK resets (stops) its own receiver's
//    timer without extending anyone else's, so the earliest pending deadline stays send + T.
//  - protocol.saw.timerExpiry "quiet" (the default): an expired single timer takes effect only once
//    no station has a frame queued (the thesis simulator's clock rule, §3.7: time jumped to "the
//    first expired timer" only when every layer was idle). It fits the error Tables 4.6 and 4.7 and
//    leaves the error-free Tables 4.1-4.3 unchanged (tests/reproduce/thesis-readings.md); "deadline"
//    acts at the deadline. Per-receiver timers (unicast retransmission) always act at their deadline.
//  - The random wait is a uniform integer number of bit times in [0, SAWrand]. A receiver holds
//    at most one pending randomized ACK: a second trigger while one is pending updates its seq.
//  - Failure: the message is recorded with fail = 1 and the sender goes on with the next message
//    ("an implementation may just note the failure and continue", §2.5).
//  - Equivalent unicast protocol (protocol.mode "unicast"): for each message the sender runs a
//    stop-and-wait exchange with receiver 1, then 2, ..., r (unicast DATA, one ACK each), with the
//    same timer and limit per receiver; the message's latency ends at the last receiver's ACK.
#pragma once
#include <cstdint>
#include <vector>

#include "../../core/entity.h"
#include "../../core/scheduler.h"
#include "../common/deadline_timer.h"
#include "multicast_common.h"

namespace ps {

class MsawSender final : public Entity, public EndpointHandler, private EventHandler, private QuietListener {
 public:
  MsawSender(MulticastContext ctx, Endpoint& ep);
  void start();
  bool done() const { return next_ >= ctx_.cfg.packets && state_ == State::kIdle; }
  std::uint64_t timeouts() const { return timeouts_; }

  void onReceive(Endpoint& at, const Packet& p) override;
  const char* entityKind() const override { return "msaw-sender"; }
  void inspect(JsonWriter& w) const override;

 private:
  enum class State : std::uint8_t { kIdle, kWait };
  enum EventKind : std::uint32_t { kTimer = 1 };

  void onEvent(const Event& ev) override;
  void onNetworkQuiet(Endpoint& at) override;
  void expire(std::uint32_t receiver);  // the timer's expiry takes effect
  void sendNext();
  void sendData(std::uint32_t dst, bool retrans);
  void onAck(std::uint32_t from, std::uint32_t seq);
  void onTimeout(std::uint32_t receiver);  // 0 = the single (multicast-mode) timer
  void complete(bool fail);
  bool multicastTimer() const;
  void armSingle();  // (re)starts the single timer from now
  SimTime timeout() const { return ctx_.bits(timeoutBits_); }
  std::uint32_t station(std::uint32_t receiver) const { return receiver; }  // receiver j is station j

  MulticastContext ctx_;
  Endpoint& ep_;
  std::int64_t timeoutBits_;
  State state_ = State::kIdle;
  std::uint32_t next_ = 0;           // index of the next message to send
  std::uint32_t current_ = 0;        // index of the outstanding message
  std::uint32_t seq_ = 0;            // 1-bit sequence number
  std::uint32_t target_ = 0;         // unicast-equivalent mode: the receiver being served
  std::vector<std::uint8_t> acked_;  // ACK vector, index = station (1..r)
  std::vector<std::uint32_t> retx_;  // per receiver (unicast modes); [0] = the single counter
  std::vector<Timer> timers_;        // per receiver (unicast retransmission); [0] unused
  DeadlineTimer single_;             // the one timer of multicast retransmission and unicast-equivalent modes
  std::uint32_t ackCount_ = 0;
  std::uint64_t timeouts_ = 0;
  bool waitingQuiet_ = false;  // timerExpiry "quiet": the single timer expired on a busy LAN
};

class MsawReceiver final : public Entity, public EndpointHandler, private EventHandler {
 public:
  MsawReceiver(MulticastContext ctx, Endpoint& ep);
  void onReceive(Endpoint& at, const Packet& p) override;
  const char* entityKind() const override { return "msaw-receiver"; }
  void inspect(JsonWriter& w) const override;
  std::uint64_t acksSent() const { return acksSent_; }

 private:
  enum EventKind : std::uint32_t { kAckWait = 1 };
  void onEvent(const Event& ev) override;
  void acknowledge(std::uint32_t seq);
  void sendAck(std::uint32_t seq, SimTime waited);

  MulticastContext ctx_;
  Endpoint& ep_;
  std::uint32_t station_;
  Rng rng_;
  std::uint32_t expected_ = 0;
  Timer ackWait_;
  std::uint32_t pendingSeq_ = 0;
  SimTime pendingSince_ = 0;
  std::uint64_t accepted_ = 0, duplicates_ = 0, acksSent_ = 0;
};

}  // namespace ps

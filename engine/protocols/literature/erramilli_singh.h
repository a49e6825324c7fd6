// Erramilli & Singh's multicast protocol for broadband broadcast networks, as seed 001 §2.8 (p.33)
// describes it; digest ../shared/research/thesis.md §3.9. Parameters N, B, K, T1, T2, T3.
//
// Every node is a sender and a receiver (lecture mode: one sender; conference mode: several).
//   Send: DATA(src, seq = nextSeqToSend, group) multicast; the message joins sendBuf (B messages),
//     replacing the least recently sent one when full; nextSeqToSend = seq mod N + 1; T1 restarts.
//   Idle: when T1 expires with no data pending, a STATUS(seq = nextSeqToSend) goes to the group; up
//     to K of them T1 apart, then SANITY messages every T2 (less a lead, below). A node that never
//     sends data sends SANITY every T2 throughout.
//   NAK(seq) from a receiver: the message is looked up in sendBuf and resent to that receiver
//     (unicast; multicast with protocol.es.multicastRetrans). If it has been replaced, the sender
//     cannot answer: the protocol fails ("if B is not chosen carefully, then the protocol could fail
//     when a NAK arrives requesting retransmission of a message which has been flushed").
//   Receive, per sender: seq == expected: accept (the application reads it), expected = seq mod N
//     + 1; seq ahead of expected: NAK(expected) to the sender; seq behind: a duplicate, discarded.
//     STATUS/SANITY: update the sender's timestamp; if it advertises more than we have, NAK.
//   Failure detection: "Node failures are detected by receivers whenever the time interval between
//     the timestamp of the last received status/sanity message and the current time exceeds T2.
//     Thus, any node failure is detected by all nodes within T2 of its occurrence." A node is
//     declared failed at the first instant its silence exceeds T2 (T2 + 1 ns after it was last heard).
//   Flow control: a receiver whose buffer is nearly full multicasts a timed CHOKE(T3); senders
//     pause their data for T3. A choked sender is idle on the network, so its status and sanity
//     messages go on ("the transmission of sanity/status messages ceases immediately when the sender
//     has data messages pending, and resumes when the sender is once again idle").
//
// Choices where the source is silent (also in the scenarios' notes):
//  - "Ahead" and "behind" across the modulo-N wrap: a sequence number less than N/2 ahead of the
//    expected one is ahead, otherwise behind (a duplicate).
//  - A receiver keeps messages that arrive ahead of a gap (up to recvBuffer per sender) and delivers
//    them once the gap is filled; after a fill it NAKs the next gap at once.
//  - Every NAK names only the expected sequence number. A receiver NAKs on a DATA or status that
//    shows the gap, but not again for the same seq within nakHoldoff (the text gives no NAK timer;
//    nakHoldoff 0 NAKs on every one, and with many receivers their NAKs then swamp the medium).
//  - An idle node's sanity clock starts at a random instant, so that idle nodes do not all send at
//    the same instants.
//  - Detection is the text's (silence over T2), so a live node must be heard at least every T2. On
//    the text's broadband network a message sent every T2 arrives every T2; on this LAN a frame waits
//    for the medium, so a node hands its sanity message to the network protocol.es.sanityLead (at
//    most T2/2) before T2 has passed since its previous one (status messages, T1 apart, need no
//    lead). The lead must cover the longest wait for the medium: after a choke a sender with a
//    backlog sends back to back and wins most collisions (the capture effect), which held a receiver's
//    sanity message off the medium for over 10 ms at 10 Mbit/s; the default, 0.02 s, is room for
//    about 16 data frames. A live node whose message waits longer is declared failed, as the text
//    warns: "the protocol can fail if the parameters are not carefully chosen".
//  - Lost sanity messages: the text assumes few errors and is silent on them. Taken literally (one
//    sanity message per T2, failed after a silence over T2), one lost frame declares a live node
//    failed. Its detection rule is kept (a node that stops is still seen within T2), and a node sends
//    protocol.es.sanityLosses + 1 sanity messages per T2 (default 2, each (T2 - lead)/2 apart), so
//    that many losses in a row still leave it heard within T2. sanityLosses 0 is the literal reading.
//  - "Data messages pending" means data the sender may send now: data held back by a choke is not
//    pending, and a sender not yet offered its first message is idle (status messages from T1 on).
//  - DATA refreshes a sender's timestamp as well as STATUS/SANITY (a busy sender sends no status),
//    and so do its NAKs and CHOKEs: any frame from a node shows it is alive.
//  - When a NAK cannot be answered the sender stops: that message and all its later ones are
//    recorded as failed (the protocol offers no recovery of the thread of communication).
//  - A sender hands its next message to the network when the previous DATA starts on the wire
//    (protocol.interval 0), so its MAC holds one data frame at a time.
//  - The buffer that chokes is the application's: accepted messages wait readDelay each to be read;
//    at three quarters of recvBuffer the receiver chokes (once per T3); a full buffer discards
//    in-order DATA, which is NAKed again later. The parameter-negotiation phase is not modelled.
#pragma once
#include <cstdint>
#include <vector>

#include "../../core/entity.h"
#include "../../core/scheduler.h"
#include "../common/deadline_timer.h"
#include "literature_common.h"

namespace ps {

class EsNode final : public Entity, public EndpointHandler, private EventHandler, private DepartureListener {
 public:
  EsNode(LitContext ctx, Endpoint& ep, bool sender);
  void start();
  void crash();
  bool crashed() const { return crashed_; }
  std::uint64_t controlFrames() const { return statuses_ + naks_ + chokes_; }
  std::uint64_t naksSent() const { return naks_; }
  std::uint64_t flushes() const { return flushes_; }
  std::uint64_t failuresDetected() const { return detected_; }
  bool detectedFailureOf(std::uint32_t node) const { return failed_[node] != 0; }

  void onReceive(Endpoint& at, const Packet& p) override;
  const char* entityKind() const override { return "es-node"; }
  void inspect(JsonWriter& w) const override;

 private:
  enum EventKind : std::uint32_t { kStatusTimer = 1, kAppTimer, kWatchTimer, kReadTimer };
  struct Buffered {
    std::uint32_t seq = 0, record = 0;
    SimTime lastSent = 0;
    bool valid = false;
  };
  struct ReadItem {
    std::uint32_t source = 0, record = 0, position = 0;
  };

  void onEvent(const Event& ev) override;
  void onDeparture(Endpoint& at, Packet& p) override;
  // sender
  void sendLoop();
  void sendData();
  void sendStatus(bool sanity);
  void onNak(std::uint32_t from, std::uint32_t seq, std::uint32_t recordHint);
  void failFrom(std::uint32_t record);
  // receiver
  void onData(const Packet& p);
  void onStatus(std::uint32_t from, std::uint32_t advertised);
  bool accept(std::uint32_t from, std::uint32_t record);
  void nak(std::uint32_t to);
  void heard(std::uint32_t from);
  void armWatch();
  std::int64_t sanityBits() const;  // bit times: T2 less the lead (see above)
  bool dataPending() const;
  std::uint32_t ahead(std::uint32_t seq, std::uint32_t expected) const {  // (seq - expected) mod N
    const std::uint32_t n = ctx_.cfg.es.N;
    return (seq + n - expected) % n;
  }
  bool isSender(std::uint32_t node) const { return node < ctx_.cfg.senders; }
  Buffered& held(std::uint32_t source, std::uint32_t seq) {
    return held_[source * ctx_.cfg.es.recvBuffer + seq % ctx_.cfg.es.recvBuffer];
  }

  LitContext ctx_;
  Endpoint& ep_;
  std::uint32_t self_;
  bool sender_, crashed_ = false;
  Rng rng_;
  // sender
  MessageQueue queue_;
  std::uint32_t nextSeq_ = 1;
  std::uint32_t lastRecordSent_ = kNone32;
  bool waitingDeparture_ = false, streamFailed_ = false;
  std::vector<Buffered> sendBuf_;  // B entries
  std::uint32_t statusCount_ = 0;  // status messages in this idle period
  bool inSanity_ = false;
  SimTime chokedUntil_ = 0;
  Timer statusTimer_, appTimer_;
  // receiver, per node (index = station)
  std::vector<std::uint32_t> expected_, highest_, deliveredFrom_;
  std::vector<SimTime> lastHeard_, lastNakAt_;
  std::vector<std::uint32_t> lastNakSeq_;
  std::vector<std::uint8_t> failed_;
  std::vector<Buffered> held_;       // senders x recvBuffer, slot seq mod recvBuffer
  std::vector<ReadItem> readQueue_;  // ring of accepted, unread messages
  std::uint32_t readHead_ = 0, unread_ = 0;
  SimTime chokeSentUntil_ = 0;
  Timer readTimer_;
  DeadlineTimer watch_;
  std::uint64_t statuses_ = 0, naks_ = 0, chokes_ = 0, flushes_ = 0, retransmissions_ = 0, detected_ = 0;
};

}  // namespace ps

// What the literature protocols (seed 001 §2.7-2.9, chapter 5) share: the context each entity gets
// (configuration, statistics, the group address, bit times), the frame types, the trace kinds
// (block 600-699) and a sender's queue of application messages.
//
// Every entity talks to the network only through its Endpoint (net/endpoint.h): on the thesis's
// LAN the group address is kEthernetGroup and stations 0..r are the members; the same classes run
// on a routed IP network where nodes 0..r are the members and each multicasts on its own
// source-rooted group (model "literature-ip": literature_ip_model.cpp; engine/tests/literature_ip_test.cpp).
//
// Message identity for the statistics: message k of sender s (s = 0..senders-1) is record
// s * packets + k of PacketStats; frames carry it in field[0] as record + 1, for the trace and the
// panels only (no protocol rule reads it). A message's latency is from the instant its sender hands
// it to the network until the last other member's application has it (PacketStats::delivered):
// the measure §2.3 defines ("until the application receives the transmitted data ... all receivers").
#pragma once
#include <cstdint>
#include <vector>

#include "../../core/simulation.h"
#include "../../net/endpoint.h"
#include "../multicast/multicast_config.h"
#include "../multicast/packet_stats.h"
#include "literature_config.h"

namespace ps {

// Random stream of a literature entity: station * 16 + this (the LAN uses 1 and 2, MSAW/MBAP 3).
constexpr std::uint64_t kLitRngStream = 6;

// Frame types (Packet::type) of the literature protocols, after the thesis's DATA = 1 and ACK = 2.
enum LitFrameType : std::uint16_t {
  // Kaashoek et al. (§2.7, the header's type field)
  kSeqData = 20,       // multicast request, point-to-point to the sequencer (field[1] = messageNr, 0 = dummy)
  kSeqMulticast = 21,  // the sequenced message (seq = global sequence number)
  kSeqRetrans = 22,    // retransmission request (seq = the missing number)
  kSeqPhase1 = 23,     // synchronisation, phase 1 (seq = last number sent)
  kSeqPhase2 = 24,     // synchronisation, phase 2
  kSeqAckCommit = 25,  // a member's acknowledgment during synchronisation (seq = last consecutive)
  // Erramilli & Singh (§2.8)
  kEsData = 30,
  kEsStatus = 31,  // field[1] = 0 status, 1 sanity; seq = nextSeqToSend
  kEsNak = 32,     // seq = the expected sequence number
  kEsChoke = 33,   // field[1] = T3 in bit times
  // Chang & Maxemchuk (§2.9)
  kCmData = 40,        // seq = the source's sequence number
  kCmAck = 41,         // seq = timestamp; field[1] = source, field[2] = source seq (or kNone32: token only),
                       // field[3] = next token site << 32 | token list version
  kCmConfirm = 42,     // seq = timestamp; the new token site accepts the token
  kCmRetransReq = 43,  // seq = source seq (field[1] = source) or timestamp (field[1] = kNone32)
  kCmReform = 44,      // field[1] = phase (0 invite, 1 join, 2 new list), field[2] = version
  // round-robin acknowledgment (chapter 5)
  kRraData = 50,  // seq = message sequence number; field[1] = the receiver named to acknowledge
  kRraAck = 51,   // seq = le (every seq below is received); field[1] = bits for le..le+63; field[2] = acked seq
  kRraPoll = 52,  // after the last message: names a receiver whose ACK is still needed
};
const char* litFrameName(std::uint16_t type);
// Whether a frame carries application data (a dummy request does not).
bool litIsData(const Packet& p);

// Trace kinds, block 600-699 (core/trace_kinds.h). Fields per kind: literature_trace.cpp.
enum LitTraceKind : std::uint16_t {
  // shared 600-609
  kLitDelivered = 600,    // node = member, peer = source, seq = order position, size = message
  kLitMessageDone = 601,  // node = source, size = message, a = latency ns: every member has it
  kLitFailure = 602,      // node, peer, seq, size = message, reason = cause (LitFailure)
  kLitTimeout = 603,      // node, peer, seq, size = message, a = attempts so far
  kLitDuplicate = 604,    // node = member, peer = source, packet, seq: a duplicate, discarded
  kLitCrash = 605,        // node: the station stops working
  // Kaashoek et al. 610-629
  kSeqRequestSent =
      610,              // node = source, peer = sequencer, packet, seq = piggybacked ack, size = message, a = messageNr
  kSeqDummySent = 611,  // node = member, peer = sequencer, packet, seq = piggybacked ack
  kSeqMulticastSent = 612,     // node = sequencer, peer = source, packet, seq = global seq, size = message
  kSeqRetransSent = 613,       // node = member, peer = sequencer, packet, seq = missing seq
  kSeqRetransReply = 614,      // node = sequencer, peer = member, packet, seq, size = message
  kSeqGap = 615,               // node = member, seq = received, size = expected, a = 1 buffered / 0 discarded
  kSeqPurge = 616,             // node = sequencer, seq = highest deleted, size = messages left
  kSeqPhase1Sent = 617,        // node = sequencer, packet, seq = last seq sent
  kSeqAckCommitSent = 618,     // node = member, peer = sequencer, packet, seq = last consecutive
  kSeqPhase2Sent = 619,        // node = sequencer, packet
  kSeqSyncDone = 620,          // node = sequencer, size = messages deleted
  kSeqDuplicateRequest = 621,  // node = sequencer, peer = source, a = messageNr
  kSeqAckTable = 622,          // node = sequencer, peer = member, seq = its acknowledged seq
  kSeqHistoryFull = 623,       // node = sequencer, peer = source: a request refused while synchronising
  // Erramilli & Singh 630-649
  kEsDataSent = 630,         // node = source, peer = group, packet, seq, size = message
  kEsStatusSent = 631,       // node, packet, seq = nextSeqToSend, a = 0 status / 1 sanity, size = repetition
  kEsNakSent = 632,          // node = receiver, peer = source, packet, seq = expected
  kEsRetransSent = 633,      // node = source, peer = receiver (kNone32 = group), packet, seq, size = message
  kEsFlushed = 634,          // node = source, peer = receiver, seq: NAK for a message no longer buffered
  kEsGap = 635,              // node = receiver, peer = source, seq = received, size = expected
  kEsFailureDetected = 636,  // node = receiver, peer = silent node, a = silence ns
  kEsChokeSent = 637,        // node = receiver, packet, a = T3 ns
  kEsChoked = 638,           // node = sender, peer = choking receiver, a = pause ns
  // Chang & Maxemchuk 650-679
  kCmDataSent = 650,  // node = source, packet, seq = source seq, size = message, a = attempt
  kCmAckSent = 651,   // node = token site, peer = source, packet, seq = timestamp, size = message, a = next token site
  kCmTokenPassed = 652,     // node = old token site, peer = new, seq = timestamp
  kCmConfirmSent = 653,     // node = new token site, packet, seq = timestamp
  kCmRetransReqSent = 654,  // node = site, peer = token site, packet, seq, a = 0 message / 1 ACK
  kCmRetransSent = 655,     // node = token site, peer = site, packet, seq, a = 0 message / 1 ACK
  kCmTokenAccepted = 656,   // node = new token site, seq = timestamp
  kCmCommitted = 657,       // node = site, seq = timestamp, size = message (also kLitDelivered)
  kCmReformStart = 658,     // node = initiator, a = new version
  kCmReformJoin = 659,      // node = site, peer = initiator, packet, seq = its next timestamp
  kCmReformList = 660,      // node = initiator, packet, size = sites in the list, a = new token site
  kCmAckOrdered = 661,      // node = site, seq = timestamp, size = message: ordered, not yet committed
  // round-robin acknowledgment 680-699
  kRraDataSent = 680,     // node = sender, packet, seq, size = message, a = named receiver
  kRraAckSent = 681,      // node = receiver, peer = sender, packet, seq = le, size = acked seq, a = messages covered
  kRraRetransSent = 682,  // node = sender, peer = receiver or kNone32, packet, seq, size = message, a = named receiver
  kRraAckReceived = 683,  // node = sender, peer = receiver, seq = le, size = missing count
  kRraStable = 684,       // node = sender, seq, size = message: every receiver has acknowledged it
  kRraPollSent = 685,     // node = sender, peer = receiver, packet, seq = last seq
};

enum class LitFailure : std::uint16_t {
  kFlushed = 1,       // Erramilli & Singh: NAK for a message no longer in the sender's buffer
  kRetryLimit = 2,    // retransmissions exhausted
  kSourceFailed = 3,  // the source stopped (crash)
};

void registerLiteratureTraceKinds(Simulation& sim);

// The application messages of one sender: `count` of them, one every `interval` bit times (all at
// once when 0), handed out in order.
class MessageQueue {
 public:
  MessageQueue() = default;
  MessageQueue(std::uint32_t firstRecord, std::uint32_t count, SimTime interval)
      : first_(firstRecord), count_(count), interval_(interval) {}
  bool exhausted() const { return next_ >= count_; }
  // The record index of the next message if the application has offered it by `now`.
  bool available(SimTime now) const { return !exhausted() && static_cast<SimTime>(next_) * interval_ <= now; }
  SimTime nextOfferAt() const { return static_cast<SimTime>(next_) * interval_; }
  std::uint32_t take() { return first_ + next_++; }
  std::uint32_t taken() const { return next_; }
  std::uint32_t count() const { return count_; }

 private:
  std::uint32_t first_ = 0, count_ = 0, next_ = 0;
  SimTime interval_ = 0;
};

// What the whole group shares at run time: which stations have crashed (a crashed member no longer
// counts among the receivers a message must reach).
struct LitGroupState {
  std::vector<std::uint8_t> crashed;
  std::uint32_t crashedCount = 0;
};

struct LitContext {
  Simulation& sim;
  const LiteratureConfig& cfg;
  const MulticastConfig& mc;  // packets, dataSize, ackSize, receivers (= members - 1)
  PacketStats& stats;
  SimTime bitNs;                        // one bit time (the unit of every literature field)
  std::uint32_t group;                  // reaches every member but the sender
  std::uint32_t members;                // stations 0..members-1
  LitGroupState* groupState = nullptr;  // set by the LiteratureGroup that owns the entities

  SimTime bits(std::int64_t n) const { return n * bitNs; }
  MessageQueue queueOf(std::uint32_t sender) const {
    return MessageQueue(sender * mc.packets, mc.packets, bits(cfg.interval));
  }
  // Builds a frame (data-sized or control-sized), lets `fill` set its fields, sends it; returns its uid.
  template <class Fill>
  std::uint32_t send(Endpoint& from, std::uint32_t dst, std::uint16_t type, std::uint32_t seq, bool data,
                     Fill&& fill) const {
    const PacketId id = from.newPacket();
    Packet& p = sim.packets()[id];
    p.type = type;
    p.dst = dst;
    p.seq = seq;
    p.sizeBytes = data ? mc.dataBytes : mc.ackBytes;
    fill(p);
    const std::uint32_t uid = p.uid;
    from.send(id);
    return uid;
  }
  // Member `station` passes message record `index` (from `source`) to its application, as the
  // `position`-th of its delivery order.
  void deliver(std::uint32_t station, std::uint32_t source, std::uint32_t index, std::uint32_t position) const {
    sim.record(kLitDelivered, station, source, kNone32, position, index + 1);
    const std::uint32_t crashed = groupState ? groupState->crashedCount : 0;
    if (stats.delivered(index, sim.now(), mc.receivers - crashed)) {
      stats.finish(index, sim.now(), false);
      sim.record(kLitMessageDone, source, kNone32, kNone32, position, index + 1, sim.now() - stats.at(index).start);
    }
  }
};

}  // namespace ps

#include "sender.h"

#include <cstring>

#include "../common/timers_json.h"

namespace ps::polling {

const char* protocolName(Protocol p) {
  switch (p) {
    case Protocol::kPet:
      return "PET";
    case Protocol::kPrp:
      return "PrP";
    case Protocol::kPsew:
      return "PSEW";
    case Protocol::kRbp:
      return "RBP";
    case Protocol::kPep:
      return "PeP";
  }
  return "?";
}

Sender::Sender(Endpoint& ep, const Config& cfg, SnapshotPool& pool, const std::vector<std::uint32_t>& receiverNodes,
               std::uint32_t dataGroup)
    : ep_(ep), cfg_(cfg), snaps_(pool), node_(ep.node()), rx_(receiverNodes), dataGroup_(dataGroup) {
  std::uint32_t top = 0;
  for (std::uint32_t n : rx_) top = n > top ? n : top;
  indexOfNode_.assign(rx_.empty() ? 0 : top + 1, kNone32);
  for (std::uint32_t i = 0; i < rx_.size(); ++i) indexOfNode_[rx_[i]] = i;
  sw_.assign(rx_.size(), SeqWindow(cfg.ws));
  rtt_.assign(rx_.size(), RttEstimator(cfg.rto));
  hsEcho_.assign(rx_.size(), 0);
  recomputeRtoMax();
  linkRate_ = ep.firstHopRate();
  ep.bind(0, this);
  // Departure readings need the instant each packet starts on the access link.
  if (cfg.send == SendReading::kDeparture || cfg.rttFrom == RttFrom::kDeparture) ep.setDepartureListener(this);
}

// Event kind of the pacer's "link free" timer (protocol timers use TimerKind and 10+).
constexpr std::uint32_t kLinkFreeEvent = 100;

void Sender::emit(PacketId p) {
  if (wire()) {
    outbox_.push(p);
    pump();
    return;
  }
  transmitNow(p);
}

// Hands a packet to the network now: under enqueue and wire this is the instant it counts as
// sent; under departure that instant is its transmission start (onTxStart).
void Sender::transmitNow(PacketId p) {
  Packet& pk = sim().packets()[p];
  bitsSent_ += static_cast<std::uint64_t>(pk.sizeBytes) * 8;
  if (cfg_.send == SendReading::kDeparture) {
    pk.flags |= kAwaitDeparture;
    ++awaitingDeparture_;
    ep_.send(p);
    return;
  }
  pk.field[kFStamp] = static_cast<std::uint64_t>(now());
  // rttFrom = departure under enqueue: timers start now, the RTT stamp is redone at departure.
  if (enqueue() && cfg_.rttFrom == RttFrom::kDeparture) pk.flags |= kStampOnTx;
  if (wire()) {
    busyUntil_ = now() + transmissionTime(Bytes{pk.sizeBytes}.bits(), linkRate_);
    ep_.arm(linkFree_, busyUntil_, this, kLinkFreeEvent);
  }
  onEmitted(pk);
  ep_.send(p);
}

void Sender::onDeparture(Endpoint&, Packet& pk) {
  if (pk.flags & kStampOnTx) {
    pk.flags &= static_cast<std::uint16_t>(~kStampOnTx);
    pk.field[kFStamp] = static_cast<std::uint64_t>(now());
    return;
  }
  if (!(pk.flags & kAwaitDeparture)) return;
  pk.flags &= static_cast<std::uint16_t>(~kAwaitDeparture);
  --awaitingDeparture_;
  pk.field[kFStamp] = static_cast<std::uint64_t>(now());
  if (complete_) return;
  onEmitted(pk);
  if (awaitingDeparture_ == 0) onIdle();
}

void Sender::pump() {
  if (complete_ || now() < busyUntil_) return;
  if (!outbox_.empty()) {
    transmitNow(outbox_.pop());
    return;
  }
  if (continuousData() && canSendNew()) {
    transmitNow(makeData(nextSeq_++, false, kCauseTimer));
    return;
  }
  onIdle();
}

PacketId Sender::makeData(std::uint32_t seq, bool retransmission, RetxCause cause) {
  PacketPool& pool = sim().packets();
  const PacketId p = pool.alloc();
  Packet& pk = pool[p];
  pk.type = kData;
  pk.flags = retransmission ? kRetransmission : 0;
  pk.sizeBytes = cfg_.dataBytes;
  pk.src = node_;
  pk.dst = dataGroup_;
  pk.seq = seq;
  pk.created = now();
  std::memcpy(&pk.field[kFProb], &prpProbability_, sizeof prpProbability_);
  if (firstData_ < 0) firstData_ = now();
  if (retransmission) {
    ++retransmissions_;
    record(kTrRetransmission, kNone32, seq, 0, cause, pk.uid, pk.sizeBytes);
  } else {
    ++newData_;
    record(kTrData, kNone32, seq, reG(), 0, pk.uid, pk.sizeBytes);
  }
  return p;
}

void Sender::sendData(std::uint32_t seq, bool retransmission, RetxCause cause) {
  emit(makeData(seq, retransmission, cause));
}

std::uint32_t Sender::sendNewWhileOpen() {
  if (wire()) {
    pump();
    return 0;
  }
  std::uint32_t n = 0;
  while (canSendNew()) {
    sendData(nextSeq_++, false, kCauseTimer);
    ++n;
  }
  return n;
}

void Sender::sendPoll(std::uint32_t dst, std::uint64_t round, std::uint16_t traceKind, std::uint32_t peer,
                      std::uint32_t traceSeq, std::int64_t traceA, std::uint16_t traceReason) {
  PacketPool& pool = sim().packets();
  const PacketId p = pool.alloc();
  Packet& pk = pool[p];
  pk.type = kPoll;
  pk.sizeBytes = cfg_.pollBytes;
  pk.src = node_;
  pk.dst = dst;
  pk.seq = static_cast<std::uint32_t>(polls_ + 1);
  pk.created = now();
  pk.field[kFRound] = round;
  pk.field[kFHs] = nextSeq_ - 1;
  ++polls_;
  record(traceKind, peer, traceSeq, traceA, traceReason, pk.uid, pk.sizeBytes);
  emit(p);
}

bool Sender::fullyAcked(std::uint32_t seq) const {
  if (seq < leG_) return true;
  for (const auto& w : sw_)
    if (!w.ack(seq)) return false;
  return true;
}

bool Sender::nackedBy(std::uint32_t i, std::uint32_t seq) const {
  const SeqWindow& w = sw_[i];
  if (w.ack(seq)) return false;
  if (seq <= w.hr()) return true;
  if (cfg_.tailRule == TailRule::kHs) return seq <= hsEcho_[i];
  return allSent() && seq < nextSeq_ && seq <= hsEcho_[i];
}

void Sender::recomputeRtoMax() {
  SimTime m = 0;
  for (const auto& r : rtt_) {
    const SimTime v = r.rto();
    if (v > m) m = v;
  }
  rtoMax_ = m;
  if (m > rtoMaxPeak_) rtoMaxPeak_ = m;
}

void Sender::recomputeLeG() {
  std::uint32_t m = ~0u;
  for (const auto& w : sw_)
    if (w.le() < m) m = w.le();
  if (sw_.empty()) m = cfg_.dp + 1;
  if (m > leG_) {
    record(kTrWindowAdvance, kNone32, m, leG_);
    leG_ = m;
  }
}

void Sender::onReceive(Endpoint&, const Packet& pk) {
  if (pk.type != kResponse) return;
  const std::uint32_t snap = static_cast<std::uint32_t>(pk.field[kFSnap]);
  const std::uint32_t i = pk.src < indexOfNode_.size() ? indexOfNode_[pk.src] : kNone32;
  if (complete_ || i == kNone32) {
    snaps_.release(snap);
    return;
  }
  ++responsesIn_;
  const SimTime sample = now() - static_cast<SimTime>(pk.field[kFStamp]);
  rtt_[i].sample(sample);
  if (sample > rttSampleMax_) rttSampleMax_ = sample;
  rttSampleSum_ += sample;
  recomputeRtoMax();
  const std::uint32_t oldLe = sw_[i].le();
  sw_[i].merge(snaps_.get(snap));
  snaps_.release(snap);
  if (pk.field[kFEchoHs] > hsEcho_[i]) hsEcho_[i] = static_cast<std::uint32_t>(pk.field[kFEchoHs]);
  record(kTrResponseIn, rx_[i], sw_[i].le(), sample, 0, pk.uid, pk.sizeBytes);
  if (oldLe == leG_ && sw_[i].le() > oldLe) recomputeLeG();
  if (leG_ > cfg_.dp) {
    finish();
    return;
  }
  onResponse(i, pk.field[kFRound], pk.field[kFEchoHs]);
}

void Sender::finish() {
  complete_ = true;
  completeAt_ = now();
  record(kTrComplete, kNone32, cfg_.dp, completeAt_ - firstData_);
}

void Sender::onEvent(const Event& ev) {
  if (complete_) return;
  if (ev.kind == kLinkFreeEvent)
    pump();
  else
    onTimer(ev.kind, ev.arg32);
}

void Sender::timerEntry(JsonWriter& w, const char* name, const Timer& t, const std::string& forWhom) {
  if (t.armed()) writeTimer(w, name, t.deadline(), forWhom);
}
void Sender::timerEntry(JsonWriter& w, const char* name, const Timer& t, const std::string& forWhom, std::int64_t seq) {
  if (t.armed()) writeTimer(w, name, t.deadline(), forWhom, seq);
}

void Sender::inspect(JsonWriter& w) const {
  const auto n = static_cast<std::uint32_t>(rx_.size());
  w.beginObject()
      .field("protocol", protocolName(cfg_.protocol))
      .field("send", wire()      ? "wire"
                     : enqueue() ? "enqueue"
                                 : "departure")
      .field("rtt_from", cfg_.rttFrom == RttFrom::kDeparture ? "departure" : "send")
      .field("ws", cfg_.ws)
      .field("dp", cfg_.dp)
      .field("next_seq", nextSeq_)
      .key("global")
      .beginObject()
      .field("le", leG_)
      .field("re", reG())
      .field("locked", !canSendNew() && !complete_)
      .endObject()
      .field("complete", complete_)
      .field("rto_max_s", toSeconds(rtoMax_))
      .field("receivers", n)
      .field("sender_backlog", outbox_.size());
  // Windows: every receiver's le/hr/rto; bit strings for the receivers holding the global window
  // back (le == le_g) and, for small groups, for everyone (at most 32 strings per snapshot).
  w.key("windows").beginArray();
  std::uint32_t strings = 0;
  for (std::uint32_t i = 0; i < n; ++i) {
    const SeqWindow& s = sw_[i];
    w.beginObject()
        .field("receiver", i + 1)
        .field("node", rx_[i])
        .field("le", s.le())
        .field("hr", s.hr())
        .field("srtt_s", toSeconds(rtt_[i].srtt()))
        .field("rto_s", toSeconds(rtt_[i].rto()));
    if (strings < 32 && (n <= 32 || s.le() == leG_)) {
      w.field("bits", s.bitString(cfg_.ws));
      ++strings;
    }
    w.endObject();
  }
  w.endArray();
  w.key("timers").beginArray();
  listTimers(w);
  w.endArray();
  inspectProtocol(w);
  w.endObject();
}

}  // namespace ps::polling

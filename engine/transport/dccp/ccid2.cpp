#include "ccid2.h"

#include <algorithm>

namespace ps::dccp {

namespace {
std::uint32_t initialWindow(const Ccid2SenderConfig& c) {
  if (c.initialCwnd > 0) return c.initialCwnd;
  const std::uint32_t byBytes = c.s > 0 ? 4380 / c.s : 4;  // RFC 3390: min(4, max(2, 4380/s))
  return std::min<std::uint32_t>(4, std::max<std::uint32_t>(2, byBytes));
}
}  // namespace

Ccid2Sender::Ccid2Sender(const Ccid2SenderConfig& cfg)
    : cfg_(cfg),
      rtt_(cfg_.rto),
      cwnd_(initialWindow(cfg)),
      ackRatio_(cfg.initialAckRatio < 1 ? 1 : cfg.initialAckRatio),
      ssthresh_(cfg.initialSsthresh),
      ackGaps_(cfg.numDupAck) {
  topAcked_.reserve(static_cast<std::size_t>(cfg.numDupAck) + 1);
  lostAcks_.reserve(16);
  boundAckRatio();
}

void Ccid2Sender::setAckRatio(std::uint32_t r, AckRatioCause why) {
  if (r < 1) r = 1;
  if (r > maxAckRatio()) r = maxAckRatio();
  if (r == ackRatio_) return;
  ackRatio_ = r;
  ackRatioCause_ = why;
  ++ackRatioChanges_;
  sinceAckLoss_ = 0;
}

void Ccid2Sender::boundAckRatio() {  // RFC 4341 §6.1.2: 1 <= R <= ceil(cwnd/2)
  if (ackRatio_ > maxAckRatio()) setAckRatio(maxAckRatio(), kArWindowBound);
}

void Ccid2Sender::onDataSent(SimTime now, std::uint64_t seq) {
  history_.pushBack({seq, now, Fate::kOutstanding});
  highestSent_ = seq;
  ++pipe_;
  ++dataSent_;
  if (rtoAt_ == kNever) rtoAt_ = now + rtt_.rto();
  // Ack Ratio decrease: cwnd^2 / (R^2 - R) data packets without a lost Ack.
  if (cfg_.adjustAckRatio && ackRatio_ > 1) {
    ++sinceAckLoss_;
    const std::uint64_t r = ackRatio_;
    const std::uint64_t need = static_cast<std::uint64_t>(cwnd_) * cwnd_ / (r * r - r);
    if (sinceAckLoss_ >= (need > 0 ? need : 1)) setAckRatio(ackRatio_ - 1, kArQuietWindows);
  }
}

std::size_t Ccid2Sender::indexOf(std::uint64_t seq) const {
  std::size_t lo = 0, hi = history_.size();
  while (lo < hi) {
    const std::size_t mid = (lo + hi) / 2;
    if (history_[mid].seq < seq)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo;
}

void Ccid2Sender::noteAcked(std::uint64_t seq) {
  // Keep the NUMDUPACK highest acknowledged sequence numbers, ascending.
  const auto n = static_cast<std::size_t>(cfg_.numDupAck);
  if (topAcked_.size() == n && seq <= topAcked_.front()) return;
  topAcked_.insert(std::upper_bound(topAcked_.begin(), topAcked_.end(), seq), seq);
  if (topAcked_.size() > n) topAcked_.erase(topAcked_.begin());
}

void Ccid2Sender::onAck(SimTime now, std::uint64_t ackSeq, std::uint64_t ackNumber, const AckVector& v) {
  // 1. Lost Acks (the receiver's packets are all acknowledgements): double R, once per window.
  lostAcks_.clear();
  ackGaps_.onPacket(ackSeq, now, 0, 0, lostAcks_);
  if (!lostAcks_.empty()) {
    acksLost_ += lostAcks_.size();
    sinceAckLoss_ = 0;
    const bool windowSinceDoubling = !doubledOnce_ || dataSent_ - doubledAtSent_ >= cwnd_;
    if (cfg_.adjustAckRatio && windowSinceDoubling && 2 * ackRatio_ <= maxAckRatio()) {
      setAckRatio(2 * ackRatio_, kArLostAcks);
      doubledAtSent_ = dataSent_;
      doubledOnce_ = true;
    }
  }
  // 2. Newly acknowledged data, walking the vector from the Acknowledgement Number down to the
  //    oldest unresolved packet.
  std::uint32_t newly = 0;
  if (!history_.empty() && !v.empty()) {
    const std::uint64_t oldest = history_.front().seq;
    for (std::size_t i = v.runCount(); i-- > 0;) {
      const AckRun& r = v.run(i);
      if (r.first > ackNumber) continue;
      if (r.last < oldest) break;
      if (r.state == PacketState::kNotReceived) continue;
      const std::uint64_t last = r.last < ackNumber ? r.last : ackNumber;
      for (std::size_t k = indexOf(r.first); k < history_.size() && history_[k].seq <= last; ++k) {
        Sent& s = history_[k];
        if (s.fate != Fate::kOutstanding) continue;
        s.fate = Fate::kAcked;
        --pipe_;
        ++newly;
        ++acked_;
        noteAcked(s.seq);
        if (s.seq == ackNumber) rtt_.sample(now - s.at);
      }
    }
  }
  // 3. Window growth.
  if (newly > 0) {
    if (cwnd_ < ssthresh_) {
      const std::uint32_t cap = (ackRatio_ + 1) / 2;
      cwnd_ += newly < cap ? newly : cap;
    } else {
      caAcked_ += newly;
      while (caAcked_ >= cwnd_) {
        caAcked_ -= cwnd_;
        ++cwnd_;
      }
    }
  }
  // 4. Losses: packets with NUMDUPACK acknowledged packets above them.
  if (topAcked_.size() == static_cast<std::size_t>(cfg_.numDupAck)) {
    const std::uint64_t horizon = topAcked_.front();
    for (std::size_t k = 0; k < history_.size() && history_[k].seq < horizon; ++k) {
      Sent& s = history_[k];
      if (s.fate != Fate::kOutstanding) continue;
      s.fate = Fate::kLost;
      --pipe_;
      ++lost_;
      if (!anyReduction_ || s.seq > recover_) {  // at most one reduction per window of data
        cwnd_ = cwnd_ / 2 > 1 ? cwnd_ / 2 : 1;
        ssthresh_ = cwnd_;
        caAcked_ = 0;
        recover_ = highestSent_;
        anyReduction_ = true;
        lastCongestionSeq_ = s.seq;
        ++congestionEvents_;
      }
    }
  }
  boundAckRatio();
  // 5. Forget resolved packets at the front.
  std::size_t done = 0;
  while (done < history_.size() && history_[done].fate != Fate::kOutstanding) ++done;
  if (done > 0) history_.popFront(done);
  // 6. RFC 6298 (5.2)/(5.3): stop the timer when nothing is outstanding, restart it on new data acked.
  if (pipe_ == 0)
    rtoAt_ = kNever;
  else if (newly > 0)
    rtoAt_ = now + rtt_.rto();
}

void Ccid2Sender::onRtoExpired(SimTime now) {
  ++timeouts_;
  ssthresh_ = cwnd_ / 2 > 2 ? cwnd_ / 2 : 2;
  cwnd_ = 1;
  caAcked_ = 0;
  // Everything outstanding is given up for lost; those losses do not reduce the window again.
  lost_ += pipe_;
  pipe_ = 0;
  history_.clear();
  topAcked_.clear();
  recover_ = highestSent_;
  anyReduction_ = true;
  rtt_.backoff();
  rtoAt_ = kNever;  // re-armed by the next data packet (RFC 6298 (5.1))
  boundAckRatio();
  (void)now;
}

// ---- receiver ---------------------------------------------------------------------------------

bool Ccid2Receiver::onPacket(SimTime now, std::uint64_t seq, bool isData) {
  const bool opensGap = !vector_.empty() && seq > vector_.head() + 1;
  vector_.record(seq);
  if (!isData) return opensGap;
  ++unacked_;
  if (pendingSince_ < 0) pendingSince_ = now;
  return opensGap || unacked_ >= ackRatio_;
}

void Ccid2Receiver::onAckSent(std::uint64_t ackSeq) {
  ownAcks_.pushBack({ackSeq, vector_.head()});
  unacked_ = 0;
  pendingSince_ = -1;
  ++acksSent_;
}

void Ccid2Receiver::onAckOfAck(std::uint64_t ackNumber) {
  while (!ownAcks_.empty() && ownAcks_.front().seq < ackNumber) ownAcks_.popFront();
  if (ownAcks_.empty() || ownAcks_.front().seq != ackNumber) return;
  const std::uint64_t head = ownAcks_.front().head;
  ownAcks_.popFront();
  if (head > 0) vector_.trimThrough(head - 1);
}

}  // namespace ps::dccp

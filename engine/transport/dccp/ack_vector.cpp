#include "ack_vector.h"

namespace ps::dccp {

void AckVector::record(std::uint64_t seq, PacketState state) {
  if (runs_.empty()) {
    runs_.pushBack({seq, seq, state});
    return;
  }
  const std::uint64_t h = head();
  if (seq > h) {
    if (seq > h + 1) {
      if (runs_.back().state == PacketState::kNotReceived)
        runs_.back().last = seq - 1;
      else
        runs_.pushBack({h + 1, seq - 1, PacketState::kNotReceived});
    }
    if (runs_.back().state == state)
      runs_.back().last = seq;
    else
      runs_.pushBack({seq, seq, state});
    return;
  }
  if (seq < tail()) return;
  // A late packet: split the run that holds it (rare; FIFO paths never reorder).
  for (std::size_t i = runs_.size(); i-- > 0;) {
    AckRun r = runs_[i];
    if (seq < r.first || seq > r.last) continue;
    if (r.state == state) return;
    if (r.first == r.last) {
      runs_[i].state = state;
    } else if (seq == r.first) {
      runs_[i].first = seq + 1;
      runs_.insert(i, {seq, seq, state});
    } else if (seq == r.last) {
      runs_[i].last = seq - 1;
      runs_.insert(i + 1, {seq, seq, state});
    } else {
      runs_[i].last = seq - 1;
      runs_.insert(i + 1, {seq, seq, state});
      runs_.insert(i + 2, {seq + 1, r.last, r.state});
    }
    return;
  }
}

void AckVector::trimThrough(std::uint64_t seq) {
  while (!runs_.empty() && runs_.front().last <= seq) runs_.popFront();
  if (!runs_.empty() && runs_.front().first <= seq) runs_.front().first = seq + 1;
}

PacketState AckVector::stateOf(std::uint64_t seq) const {
  for (std::size_t i = runs_.size(); i-- > 0;)
    if (seq >= runs_[i].first && seq <= runs_[i].last) return runs_[i].state;
  return PacketState::kNotReceived;
}

std::size_t AckVector::encodedBytes() const {
  std::size_t n = 0;
  for (std::size_t i = 0; i < runs_.size(); ++i)
    n += static_cast<std::size_t>((runs_[i].last - runs_[i].first) / kMaxRunPerByte + 1);
  return n;
}

std::size_t AckVector::optionBytes() const {
  const std::size_t n = encodedBytes();
  if (n == 0) return 0;
  return n + 2 * ((n + kMaxBytesPerOption - 1) / kMaxBytesPerOption);
}

std::vector<std::uint8_t> AckVector::encode() const {
  std::vector<std::uint8_t> out;
  for (std::size_t i = runs_.size(); i-- > 0;) {
    std::uint64_t left = runs_[i].last - runs_[i].first + 1;
    while (left > 0) {
      const std::uint64_t len = left < kMaxRunPerByte ? left : kMaxRunPerByte;
      out.push_back(static_cast<std::uint8_t>((static_cast<unsigned>(runs_[i].state) << 6) | (len - 1)));
      left -= len;
    }
  }
  return out;
}

AckVector AckVector::decode(std::uint64_t ackNumber, const std::vector<std::uint8_t>& bytes) {
  // Walk from the Acknowledgement Number down, then record oldest first.
  std::vector<AckRun> down;
  std::uint64_t next = ackNumber;
  for (std::uint8_t b : bytes) {
    const std::uint64_t len = (b & 0x3F) + 1u;
    const auto st = static_cast<PacketState>(b >> 6);
    down.push_back({next + 1 - len, next, st});
    next -= len;
  }
  AckVector v;
  for (std::size_t i = down.size(); i-- > 0;)
    for (std::uint64_t s = down[i].first; s <= down[i].last; ++s) v.record(s, down[i].state);
  return v;
}

}  // namespace ps::dccp

// Random Early Detection, the second queue discipline (DropTail is the Network's own limit).
// Source: S. Floyd, V. Jacobson, "Random Early Detection Gateways for Congestion Avoidance",
// IEEE/ACM ToN 1(4), 1993, §4 (the algorithm box) and §11; "gentle" mode from S. Floyd's note
// "Optimum functions for computing the drop probability" (2000), as ns-2's gentle_ option.
//
// On every arrival at the queue:
//   queue not idle: avg = (1 - w_q) avg + w_q q            (q = packets waiting, not the one on the wire)
//   queue idle:     avg = (1 - w_q)^m avg, m = idle time / transmission time of a typical packet
//   minTh <= avg < maxTh:  count++; p_b = maxP (avg - minTh)/(maxTh - minTh); p_a = p_b / (1 - count p_b)
//                          drop with probability p_a (then count = 0)
//   gentle, maxTh <= avg < 2 maxTh: p_b = maxP + (1 - maxP)(avg - maxTh)/maxTh, same count rule
//   above that: drop (count = 0);  avg < minTh: count = -1, admit
// Choices where the paper leaves room: the typical packet for the idle decay is 1000 bytes
// (`meanPacketBytes`; ns-2's mean_pktsize_ default is 500, and the decay is insensitive to it);
// the power (1 - w_q)^m uses detExp/detLog so native and wasm agree; drops only (no ECN marking:
// our TCP does not negotiate ECN); the DropTail limit still applies to a full queue.
#pragma once
#include <cstdint>

#include "../../core/rng.h"
#include "../../net/network.h"

namespace ps::transport {

struct RedConfig {
  double minTh = 5, maxTh = 15, maxP = 0.1, weight = 0.002;
  bool gentle = true;
  std::uint32_t meanPacketBytes = 1000;
};

class RedQueue {
 public:
  RedQueue() = default;
  RedQueue(const RedConfig& c, Rng rng) : cfg_(c), rng_(rng) {}

  // The RED decision for a packet arriving at direction `dir` of `net` (kNone = admit).
  DropReason admit(const Network& net, std::uint32_t dir) {
    const Network::Direction& d = net.direction(dir);
    const double q = d.queue.size();
    const bool idle = d.queue.empty() && d.transmitting == kNoPacket;
    if (idle) {
      const SimTime typical = transmissionTime(Bytes{cfg_.meanPacketBytes}.bits(), d.bandwidth);
      const double m = typical > 0 ? static_cast<double>(net.sim().now() - d.idleSince) / typical : 0;
      if (m > 0 && avg_ > 0) avg_ *= detExp(m * detLog(1 - cfg_.weight));
    } else {
      avg_ = (1 - cfg_.weight) * avg_ + cfg_.weight * q;
    }
    if (avg_ < cfg_.minTh) {
      count_ = -1;
      return DropReason::kNone;
    }
    double pb;
    if (avg_ < cfg_.maxTh) {
      pb = cfg_.maxP * (avg_ - cfg_.minTh) / (cfg_.maxTh - cfg_.minTh);
    } else if (cfg_.gentle && avg_ < 2 * cfg_.maxTh) {
      pb = cfg_.maxP + (1 - cfg_.maxP) * (avg_ - cfg_.maxTh) / cfg_.maxTh;
    } else {
      count_ = 0;
      ++drops_;
      return DropReason::kEarlyDrop;
    }
    ++count_;
    const double denom = 1 - count_ * pb;
    const double pa = denom <= 0 ? 1 : pb / denom;
    if (rng_.uniform01() < pa) {
      count_ = 0;
      ++drops_;
      return DropReason::kEarlyDrop;
    }
    return DropReason::kNone;
  }

  double average() const { return avg_; }
  std::uint64_t drops() const { return drops_; }
  const RedConfig& config() const { return cfg_; }

 private:
  RedConfig cfg_;
  Rng rng_;
  double avg_ = 0;
  std::int64_t count_ = -1;
  std::uint64_t drops_ = 0;
};

}  // namespace ps::transport

// Fault injection (a teaching device, like smoltcp's fault_injector): drop chosen data packets of
// a flow where its data first cross a router-to-router link, as if the bottleneck had lost them.
//   {"flow": "F1", "segment": 30, "count": 3}  the 30th, 31st and 32nd new data packets of F1
//   {"flow": "F1", "at": 5.0, "count": 1}      the first data packet of F1 reaching the link at 5 s or later
// "New" data packets are first transmissions: the packet's sequence number (Packet::seq) is above
// every one of the flow's seen before, so a retransmission of a dropped segment passes. Only packets
// the flow's sender marks as data (Sender::carriesData) count: SYNs, FINs and ACKs never do.
// Choice: Packet::seq holds the low 32 bits of TCP's byte sequence, so "new" is judged modulo 4 GiB
// of a flow (ample for lessons).
#pragma once
#include <cstdint>
#include <vector>

#include "gate.h"

namespace ps::transport {

struct FaultRule {
  std::uint32_t flow = 0;     // flow id
  std::uint32_t dir = 0;      // the router-to-router direction where the flow's data first cross
  std::uint32_t srcNode = 0;  // the flow's data come from here
  std::uint64_t segment = 0;  // 1-based ordinal of the first new data packet to drop (0: by time)
  SimTime at = 0;             // by time: from here on
  std::uint64_t count = 1;
};

class Sender;

class FaultInjector final : public FaultFilter {
 public:
  // `senders[flow]` tells which packets carry data.
  void add(const FaultRule& r, const Sender* sender);
  bool dropHere(const Network& net, std::uint32_t dir, const Packet& p) override;
  bool empty() const { return rules_.empty(); }
  std::uint64_t dropped() const { return dropped_; }

 private:
  struct Rule {
    FaultRule r;
    const Sender* sender = nullptr;
    std::uint64_t seen = 0;     // new data packets counted so far
    std::uint32_t highest = 0;  // highest Packet::seq seen
    bool any = false;
    std::uint64_t done = 0;  // packets dropped
  };
  std::vector<Rule> rules_;
  std::uint64_t dropped_ = 0;
};

}  // namespace ps::transport

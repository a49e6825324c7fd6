#include "faults.h"

#include "../agent.h"

namespace ps::transport {

void FaultInjector::add(const FaultRule& r, const Sender* sender) {
  Rule x;
  x.r = r;
  x.sender = sender;
  rules_.push_back(x);
}

bool FaultInjector::dropHere(const Network& net, std::uint32_t dir, const Packet& p) {
  for (Rule& x : rules_) {
    if (x.r.flow != p.flow || x.r.dir != dir || p.src != x.r.srcNode) continue;
    if (x.sender && !x.sender->carriesData(p)) continue;
    if (x.done >= x.r.count) continue;
    if (x.r.segment == 0) {  // by time: any data packet from `at` on
      if (net.sim().now() < x.r.at) continue;
      ++x.done;
      ++dropped_;
      return true;
    }
    const bool isNew = !x.any || p.seq > x.highest;
    if (!isNew) continue;
    x.any = true;
    x.highest = p.seq;
    ++x.seen;
    if (x.seen >= x.r.segment && x.seen < x.r.segment + x.r.count) {
      ++x.done;
      ++dropped_;
      return true;
    }
  }
  return false;
}

}  // namespace ps::transport

// What stands in front of each router-to-router queue: the scenario's fault injection (a
// teaching device: "lose segment k of flow f") and, when the discipline is RED, the RED decision.
// One gate per bottleneck direction, installed as the direction's Network::AdmissionPolicy only
// when it has something to do, so plain DropTail runs pay nothing.
#pragma once
#include <optional>

#include "../../net/network.h"
#include "red.h"

namespace ps::transport {

// Decides whether a packet entering a bottleneck direction is dropped on purpose (faults.h).
class FaultFilter {
 public:
  virtual bool dropHere(const Network& net, std::uint32_t dir, const Packet& p) = 0;

 protected:
  ~FaultFilter() = default;
};

class BottleneckGate final : public AdmissionPolicy {
 public:
  DropReason admit(Network& net, std::uint32_t dir, const Packet& p) override {
    if (faults && faults->dropHere(net, dir, p)) return DropReason::kInjected;
    if (red) return red->admit(net, dir);
    return DropReason::kNone;
  }
  bool active() const { return faults != nullptr || red.has_value(); }

  std::optional<RedQueue> red;
  FaultFilter* faults = nullptr;
};

}  // namespace ps::transport

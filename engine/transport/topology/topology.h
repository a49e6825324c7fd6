// The transport model's networks: a dumbbell or a parking lot, with one access link per host.
//
// Dumbbell (seed 002 S1, Fig. 1): routers G1 (left) and G2 (right) joined by the bottleneck; hosts
// L1..Ln on G1 and R1..Rm on G2, each by its own access link. "Forward" is left to right.
// Parking lot: routers G1..Gk in a chain, every link between consecutive routers built from the
// bottleneck settings; hosts Hi.j (j = 1, 2, ...) on router Gi. Forward is increasing i.
// Extra hosts (the background traffic's sources and sinks) attach to a named router.
//
// Hosts exist only when something names them (a flow, a host override, the left/right counts), so
// a scenario with flows from L1..L16 gets exactly 16 left hosts. Each access link's delay is fixed,
// or drawn once per run uniformly in [delay, delayMax] (integer ns) from the host's own random
// stream (seed 002 S5: U(5, 15) ms per connection, "to avoid synchronisation"), so adding a host
// never changes another's draw. Queues are in packets, per direction (S4).
//
// Node numbering (stable): routers first, then left hosts L1.., right hosts R1.. (parking lot:
// H1.1, H1.2, .., H2.1, ..), then extra hosts in the order added. Links: the bottleneck(s) first,
// then each host's access link in node order.
#pragma once
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "../../core/json.h"
#include "../../net/network.h"
#include "../../scenario/validator.h"
#include "gate.h"

namespace ps::transport {

struct AccessSpec {
  BitsPerSecond bandwidth{100000000};
  SimTime delay = kMillisecond;
  SimTime delayMax = -1;  // < 0: fixed delay
  std::uint32_t queue = 100000;
};

struct BottleneckSpec {
  BitsPerSecond bandwidth{10000000};
  SimTime delay = 20 * kMillisecond;
  std::uint32_t queue = 100, queueReverse = 100;
  double loss = 0;
  bool red = false;
  RedConfig redConfig;
};

struct HostOverride {
  std::string name;
  SimTime delay = -1;           // < 0: not overridden
  std::int64_t bandwidth = -1;  // < 0: not overridden
};

struct TopologySpec {
  bool parkingLot = false;
  BottleneckSpec bottleneck;
  AccessSpec access;
  std::uint32_t left = 0, right = 0;  // minimum host counts (dumbbell)
  std::uint32_t routers = 2;
  std::uint32_t mtu = 1500;
  std::vector<HostOverride> hosts;
};

// Reads root["network"] (transport/topology/topology_params.h), reporting problems to `v`.
TopologySpec readTopologySpec(const Json& root, Validator& v);

class Topology {
 public:
  Topology(Simulation& sim, TopologySpec spec);

  // Why `name` is not a host this topology can have (for "flows[2].to: ..."), in English and in
  // Brazilian Portuguese; both empty when it is one.
  struct HostNameProblem {
    std::string english, portuguese;
    bool none() const { return english.empty(); }
  };
  HostNameProblem checkHostName(const std::string& name) const;
  // The host `k` places after `name` in its numbering (L1 + 2 = L3, H2.1 + 1 = H2.2), or "" when
  // `name` is not numbered.
  static std::string offsetName(const std::string& name, std::uint32_t k);
  // Marks a host as needed (checkHostName must have accepted it).
  void requireHost(const std::string& name);
  // A host outside the numbering (background traffic) on router index `router` (0-based).
  void addExtraHost(const std::string& name, std::uint32_t router, const AccessSpec& access, double x, double y);

  // Creates every node and link and computes the routes. Call once, after the last require/add.
  void build();

  Network& net() { return net_; }
  const Network& net() const { return net_; }
  std::uint32_t mtu() const { return spec_.mtu; }
  std::uint32_t routerCount() const { return spec_.parkingLot ? spec_.routers : 2; }
  std::uint32_t routerNode(std::uint32_t i) const { return i; }
  // The host's node id, or kNone32.
  std::uint32_t hostNode(const std::string& name) const;
  // Direction ids of the router-to-router links: forward (increasing router index) and reverse.
  const std::vector<std::uint32_t>& forwardBottlenecks() const { return forward_; }
  const std::vector<std::uint32_t>& reverseBottlenecks() const { return reverse_; }
  const std::vector<std::string>& linkNames() const { return linkNames_; }
  const TopologySpec& spec() const { return spec_; }
  // The gate in front of a router-to-router direction (RED, fault injection), or nullptr.
  BottleneckGate* gate(std::uint32_t dir);
  const BottleneckGate* gate(std::uint32_t dir) const;
  // Installs `f` on every router-to-router direction (call after build()).
  void setFaultFilter(FaultFilter* f);
  // Unloaded round trip between two nodes for a packet of `bytes` one way and `ackBytes` back.
  SimTime baseRtt(std::uint32_t a, std::uint32_t b, std::uint32_t bytes, std::uint32_t ackBytes) const;

 private:
  struct Extra {
    std::string name;
    std::uint32_t router;
    AccessSpec access;
    double x, y;
  };
  // (router index, host number) of a numbered host name; false when it is not one.
  bool parseHost(const std::string& name, std::uint32_t& router, std::uint32_t& number) const;
  void addHost(const std::string& name, std::uint32_t router, const AccessSpec& access, std::uint64_t stream, double x,
               double y);

  Simulation& sim_;
  TopologySpec spec_;
  Network net_;
  std::vector<std::uint32_t> needed_;  // per router: highest host number needed
  std::vector<Extra> extras_;
  std::map<std::string, std::uint32_t> nodeOf_;
  std::vector<std::uint32_t> forward_, reverse_;
  std::vector<std::string> linkNames_;
  std::vector<std::unique_ptr<BottleneckGate>> gates_;  // per router-to-router direction (forward_, reverse_ order)
  bool built_ = false;
};

}  // namespace ps::transport

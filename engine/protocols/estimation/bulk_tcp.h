// Greedy (bulk) TCP connections between two hosts of the estimators' path, for two uses:
//  - TCP cross traffic (seed 003 scenario 1 runs every tool "com tráfego de interferência TCP",
//    V2): a generator is one connection from V1 to V2, across the tight link in the probed
//    direction, its ACKs coming back the other way; it never stops.
//  - iperf in TCP mode (digest §4, iperf 2 without -u): one connection from the sending host to
//    the receiving host for -t seconds; what the receiver delivered by then over -t is iperf's
//    bandwidth (the bulk transfer capacity a TCP obtains, not A).
// The TCP is the transport family's (engine/transport/tcp), shared, not copied: this class builds a
// sender/receiver pair per connection from its "tcp" settings, opens it at its start time and hands
// each arriving segment to the right agent (by Packet::flow).
//
// Choices where the seed is silent: it names neither its TCP generator nor the variant (digest
// §6.5 assumes one bulk CUBIC flow; the transport family has Tahoe/Reno/NewReno, Reno by default);
// connections listen on iperf's TCP port 5001; at its stop time a connection's delivered bytes are
// read and it keeps sending (iperf's last seconds of draining are not modelled).
#pragma once
#include <cstdint>
#include <limits>
#include <memory>
#include <string>
#include <vector>

#include "../../core/scheduler.h"
#include "../../net/endpoint.h"
#include "../../transport/agent.h"

namespace ps {
class Validator;
class Json;
}  // namespace ps

namespace ps::estimation {

class BulkTcp final : public EndpointHandler, private EventHandler {
 public:
  static constexpr std::uint16_t kPort = 5001;
  static constexpr SimTime kNoStop = std::numeric_limits<SimTime>::max();

  // `rngBase`: connection i draws from the streams rngBase + 16 i .. + 15.
  BulkTcp(Simulation& sim, Endpoint& from, Endpoint& to, std::uint64_t rngBase)
      : sim_(sim), from_(from), to_(to), rngBase_(rngBase) {
    from.bind(kPort, this);
    to.bind(kPort, this);
  }

  // Adds one connection (flow id `flow`, named `name`) with the "tcp" settings at `path`, opened
  // at `start`, its delivered bytes read at `stop`. Returns false (the problem reported to `v`)
  // when the settings are invalid.
  bool add(std::uint32_t flow, const std::string& name, SimTime start, SimTime stop, const Json& settings,
           const std::string& path, Validator& v);
  // Schedules each connection's opening and reading; called once when the run starts.
  void start();

  std::size_t size() const { return conns_.size(); }
  transport::Sender& sender(std::size_t i) const { return *conns_[i].sender; }
  transport::Receiver& receiver(std::size_t i) const { return *conns_[i].receiver; }
  // Payload bytes the receivers have delivered in order (all connections).
  std::uint64_t deliveredBytes() const;
  // Connection i's delivered bytes at its stop time, or -1 before it.
  double bytesAtStop(std::size_t i) const { return conns_[i].atStop; }
  SimTime startTime(std::size_t i) const { return conns_[i].start; }
  SimTime stopTime(std::size_t i) const { return conns_[i].stop; }

  void onReceive(Endpoint& at, const Packet& p) override;

 private:
  void onEvent(const Event& ev) override;

  struct Conn {
    std::uint32_t flow = 0;
    SimTime start = 0, stop = kNoStop;
    double atStop = -1;
    std::unique_ptr<transport::Sender> sender;
    std::unique_ptr<transport::Receiver> receiver;
  };
  Simulation& sim_;
  Endpoint& from_;
  Endpoint& to_;
  std::uint64_t rngBase_;
  std::vector<Conn> conns_;
};

}  // namespace ps::estimation

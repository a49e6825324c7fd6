// iperf 2 in UDP mode as a measurement baseline (digest §4; iperf 2 manual page and reporter):
// the client sends datagrams of -l payload bytes at -b bit/s (counted on the payload, as iperf
// does) for -t seconds; each carries a sequence number and its send time. The server reports the
// bytes received, the bandwidth over the transfer (B / delta t), the datagrams lost and out of
// order, and the jitter (RFC 1889: J += (|D| - J) / 16 over transit-time differences).
// What it measures: the share of the tight link a constant-rate stream obtains, not A: above A a
// FIFO splits the output in proportion to the input rates (C R / (R + X), §4.4).
// iperf's TCP mode (a bulk TCP flow: the bulk transfer capacity) is the model's BulkTcp
// (bulk_tcp.h) with the transport family's TCP. Not modelled: interval reports (-i), the final
// "server report" packet back to the client.
#pragma once
#include <cstdint>

#include "../../core/entity.h"
#include "../../net/endpoint.h"

namespace ps {
class Json;
}

namespace ps::estimation {

struct IperfConfig {
  double rateBps = 1e6;             // -b, payload bit/s
  int payload = 1470;               // -l
  SimTime duration = 10 * kSecond;  // -t
  SimTime start = 0;
  std::uint16_t port = 5001;
  const Json* tcp = nullptr;  // TCP mode: the "tcp" settings; nullptr in UDP mode
};

class IperfServer : public Entity, public EndpointHandler {
 public:
  IperfServer(Endpoint& ep, const IperfConfig& cfg);
  void onReceive(Endpoint& at, const Packet& p) override;
  const char* entityKind() const override { return "iperf-server"; }
  void inspect(JsonWriter& w) const override;
  double bandwidthBps() const;  // payload bits received / (last arrival - first send)
  double jitterS() const { return jitter_; }
  std::uint64_t lost() const { return lost_; }
  std::uint64_t received() const { return received_; }
  std::uint64_t outOfOrder() const { return outOfOrder_; }

 private:
  Endpoint& ep_;
  IperfConfig cfg_;
  std::uint64_t received_ = 0, lost_ = 0, outOfOrder_ = 0, bytes_ = 0;
  std::int64_t next_ = 0;
  SimTime first_ = -1, last_ = -1;
  double lastTransit_ = 0, jitter_ = 0;
};

class IperfClient : public Entity, private EventHandler {
 public:
  IperfClient(Endpoint& ep, std::uint32_t serverNode, std::uint32_t flow, const IperfConfig& cfg);
  void start();
  const char* entityKind() const override { return "iperf-client"; }
  void inspect(JsonWriter& w) const override;
  bool done() const { return done_; }
  std::uint64_t bytes() const { return bytes_; }
  SimTime startTime() const { return cfg_.start; }

 private:
  void onEvent(const Event& ev) override;
  Endpoint& ep_;
  std::uint32_t server_, flow_;
  IperfConfig cfg_;
  SimTime gap_ = 0, stop_ = 0;
  std::uint64_t sent_ = 0, bytes_ = 0;
  bool done_ = false, draining_ = false;
};

}  // namespace ps::estimation

// UDP (RFC 768): each write() is one datagram, sent at once; nothing comes back. The receiver
// counts what arrives. 8 bytes of UDP header and 20 of IPv4 are charged on the links.
// Modelled: datagram sizes, the header overhead, per-datagram sequence numbers for the trace (UDP
// has none on the wire; Packet::seq stands in for the application's own numbering).
// Not modelled: checksums, fragmentation (a datagram larger than the path MTU is refused when the
// scenario is loaded), ICMP.
#pragma once
#include "agent.h"
#include "transports.h"

namespace ps::transport {

constexpr std::uint32_t kUdpHeaderBytes = 8;
constexpr std::uint32_t kIpHeaderBytes = 20;

class UdpSender final : public Sender {
 public:
  explicit UdpSender(const FlowWiring& w) : w_(w) {}
  void open() override {}
  bool write(std::uint64_t bytes) override;
  void close() override { transferComplete(); }
  void onPacket(const Packet&) override {}
  SenderProbe probe() const override;
  std::uint32_t packetBytes(std::uint32_t payload) const override { return payload + kUdpHeaderBytes + kIpHeaderBytes; }
  const char* entityKind() const override { return "udp-sender"; }
  void inspect(JsonWriter& w) const override;

 private:
  FlowWiring w_;
  std::uint64_t sent_ = 0, bytes_ = 0;
};

class UdpReceiver final : public Receiver {
 public:
  explicit UdpReceiver(const FlowWiring& w) : w_(w) {}
  void onPacket(const Packet& p) override;
  std::uint64_t deliveredBytes() const override { return bytes_; }
  std::uint64_t packetsReceived() const override { return packets_; }
  const char* entityKind() const override { return "udp-receiver"; }
  void inspect(JsonWriter& w) const override;

 private:
  FlowWiring w_;
  std::uint64_t packets_ = 0, bytes_ = 0;
  std::uint32_t highest_ = 0;
  SimTime lastDelay_ = 0;
};

// The "udp" transport kind (transports.cpp).
AgentPair buildUdpPair(const FlowWiring& w, const Json& settings, const std::string& path, Validator& v);

}  // namespace ps::transport

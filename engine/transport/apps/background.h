// Seed 002's background traffic (S6; digest §6): UDP, Web and FTP at a fraction `load` of the
// bottleneck's capacity C, split 20 / 56 / 24 % by default, in the reverse direction (or forward).
//   UDP  `udpSources` CBR sources of `udpPacketSize`-byte packets, together udp * load * C on the
//        wire, each starting at a random time in [0, 1) s.
//   Web  objects arrive as a Poisson process; each is a request packet (client -> server) and a
//        response of L full segments, L bounded Pareto (alpha, k, H), rounded up (>= 1), sent as a
//        new one-way TCP transfer (no handshake, ns-2 style).
//   FTP  transfers arrive as a Poisson process, sizes exponential with mean ftpMeanSize bytes, each a
//        new one-way TCP transfer.
// One source host and one sink host per class (bg-udp-src/-dst, bg-web-srv/-cli, bg-ftp-src/-dst)
// on the two outer routers, each by a link of capacity C (or accessBandwidth) whose delay is drawn
// in [accessDelay, accessDelayMax] (5 to 15 ms).
// Arrival rates are set so the expected wire bytes match the target: Web by the exact mean of the
// rounded-up Pareto (sum of P(L > n)), FTP with 40 header bytes per segment. Choices [C] (digest
// §6): fractions of the load, not of C (A3); object-level Poisson arrivals (no page layer); a lost
// Web request is not repeated (the object is simply not fetched; counted); TCP Reno with 1000-segment
// windows and one ACK per segment; transfers reuse flow ids, told apart by Packet::srcPort.
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "../../core/entity.h"
#include "../tcp/tcp_config.h"
#include "../tcp/tcp_receiver.h"
#include "../tcp/tcp_sender.h"
#include "../topology/topology.h"
#include "../udp.h"
#include "applications.h"

namespace ps::transport {

class TransportRun;

struct BackgroundSpec {
  double load = 0.2;
  bool reverse = true;
  double udp = 0.2, web = 0.56, ftp = 0.24;
  std::uint32_t udpSources = 4, udpPacket = 1500;
  std::uint32_t webPacket = 1000, webRequest = 320;
  double webShape = 1.2, webMin = 2.393, webMax = 20000;
  double ftpMean = 524288;
  std::uint32_t ftpPacket = 1500, window = 1000;
  TcpVariant variant = TcpVariant::kReno;
  SimTime minRto = kSecond;
  std::int64_t accessBandwidth = 0;  // 0: the bottleneck's
  SimTime accessDelay = 5 * kMillisecond, accessDelayMax = 15 * kMillisecond;
};

// Reads root["background"] when present (returns false when absent).
bool readBackgroundSpec(const Json& root, std::uint32_t mtu, Validator& v, BackgroundSpec& out);

// The mean of ceil(L) for L bounded Pareto(alpha, k, H): sum over n >= 0 of P(L > n).
double meanPacketsRoundedUp(double alpha, double k, double h);

class Background final : public Entity, public EndpointHandler, private EventHandler {
 public:
  enum Class : std::uint8_t { kUdp = 0, kWeb = 1, kFtp = 2 };

  Background(TransportRun& run, const BackgroundSpec& spec);
  ~Background() override;
  // Before the topology is built: its six hosts.
  static void addHosts(Topology& topo, const BackgroundSpec& spec, BitsPerSecond bottleneck);
  // After: UDP sources, the request port; `firstFlow` is the first flow id it may use.
  void setUp(std::uint32_t firstFlow);
  void start(Simulation& sim);

  void onReceive(Endpoint& at, const Packet& p) override;  // a Web request reaches the server
  void onDropped(const Packet& p);                         // the network dropped a packet (requests matter)
  const char* entityKind() const override { return "background"; }
  void inspect(JsonWriter& w) const override;

  double targetBps() const { return spec_.load * static_cast<double>(capacity_.value); }
  // The router-to-router direction the background's data take first.
  std::uint32_t dataDir() const;
  std::uint64_t started(Class c) const { return started_[c]; }
  std::uint64_t completed(Class c) const { return completed_[c]; }
  double webRate() const { return webRate_; }
  double ftpRate() const { return ftpRate_; }

 private:
  struct Conn;
  enum : std::uint32_t { kWebArrival = 1, kFtpArrival = 2, kUdpStart = 3 };
  void onEvent(const Event& ev) override;
  Conn& acquire(Class cls);
  Conn* requestConn(const Packet& p);  // the connection a request packet names, if still waiting
  void finished(Conn& c);
  TcpConfig tcpConfig(std::uint32_t packet) const;

  TransportRun& run_;
  BackgroundSpec spec_;
  BitsPerSecond capacity_{};
  std::uint32_t udpSrc_ = 0, udpDst_ = 0, webSrv_ = 0, webCli_ = 0, ftpSrc_ = 0, ftpDst_ = 0;
  std::uint32_t nextFlow_ = 0, firstConnSlot_ = 0;
  double webRate_ = 0, ftpRate_ = 0;  // arrivals per second
  double webTail_ = 0;                // (k/H)^alpha
  Rng webRng_, ftpRng_;
  std::vector<std::unique_ptr<UdpSender>> udpSenders_;
  std::vector<std::unique_ptr<UdpReceiver>> udpReceivers_;
  std::vector<std::unique_ptr<CbrApp>> udpApps_;
  std::vector<SimTime> udpStarts_;
  std::vector<std::unique_ptr<Conn>> conns_;
  std::vector<Conn*> free_, done_;
  std::uint64_t started_[3] = {}, completed_[3] = {}, requestsLost_ = 0, active_[3] = {};

 public:
  std::uint64_t requestsLost() const { return requestsLost_; }
};

}  // namespace ps::transport

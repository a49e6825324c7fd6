// The applications a foreground flow runs over its transport sender (agent.h):
//   bulk   an FTP-like transfer: N bytes, or unlimited (a greedy source that never runs dry);
//   cbr    constant bit rate: one write of packetSize bytes every packetSize * 8 / rate seconds;
//   onoff  exponential or Pareto ON and OFF periods, sending like cbr while ON (ns-2's
//          Application/Traffic/Exponential and /Pareto).
// The rate counts application bytes (payload), not headers. Over a datagram transport (UDP, DCCP)
// each write is one packet; over TCP the writes join the byte stream.
// Choices: ON/OFF periods are drawn from the flow's own stream (wiring.rngStream + 1); an ON period
// always sends at least one packet (as ns-2 does); Pareto periods have the given mean (scale =
// mean (shape - 1) / shape).
#pragma once
#include <cstdint>

#include "../../core/rng.h"
#include "../../core/scheduler.h"
#include "../agent.h"

namespace ps::transport {

struct AppSpec {
  enum class Kind { kBulk, kCbr, kOnOff } kind = Kind::kBulk;
  std::uint64_t bytes = 0;  // bulk: 0 = unlimited
  BitsPerSecond rate{1000000};
  std::uint32_t packetSize = 1000;
  SimTime onMean = 500 * kMillisecond, offMean = 500 * kMillisecond;
  bool pareto = false;
  double shape = 1.5;
};

class Application : protected EventHandler {
 public:
  Application(Sender& s, const AppSpec& spec) : sender_(s), spec_(spec) {}
  virtual ~Application() = default;
  Application(const Application&) = delete;
  Application& operator=(const Application&) = delete;
  // The flow starts (the sender has been opened).
  virtual void start(Simulation& sim) = 0;
  // The flow's stop time: write nothing more and close.
  virtual void stop(Simulation& sim);
  const AppSpec& spec() const { return spec_; }
  std::uint64_t bytesWritten() const { return written_; }

 protected:
  void write(std::uint64_t bytes) {
    if (!stopped_ && sender_.write(bytes)) written_ += bytes;
  }
  Sender& sender_;
  AppSpec spec_;
  std::uint64_t written_ = 0;
  bool stopped_ = false;
};

class BulkApp final : public Application {
 public:
  using Application::Application;
  void start(Simulation& sim) override;

 private:
  void onEvent(const Event&) override {}
};

class CbrApp final : public Application {
 public:
  using Application::Application;
  void start(Simulation& sim) override;

 private:
  void onEvent(const Event& ev) override;
  Simulation* sim_ = nullptr;
  SimTime gap_ = 0;
};

class OnOffApp final : public Application {
 public:
  OnOffApp(Sender& s, const AppSpec& spec, Rng rng) : Application(s, spec), rng_(rng) {}
  void start(Simulation& sim) override;

 private:
  enum : std::uint32_t { kSend = 1, kTurnOn = 2 };
  void onEvent(const Event& ev) override;
  SimTime draw(SimTime mean);
  Simulation* sim_ = nullptr;
  Rng rng_;
  SimTime gap_ = 0, onUntil_ = 0;
};

}  // namespace ps::transport

// Traffic on the endpoint seam: a constant-bit-rate UDP-like source and a sink that measures what
// arrives. The source has no feedback: it sends whether or not the network keeps up, which is what
// makes "queue overflow" visible.
#pragma once
#include <cstdint>

#include "../core/entity.h"
#include "endpoint.h"

namespace ps {

struct CbrSpec {
  std::uint32_t from = 0, to = 0, flow = 0;
  BitsPerSecond rate{1000000};
  std::uint32_t packetBytes = 1000;
  SimTime start = 0, stop = kNever;
  std::uint64_t maxPackets = 0;  // 0 = no limit
};

class CbrSource : public Entity, private EventHandler {
 public:
  CbrSource(Endpoint& ep, const CbrSpec& spec);
  void start();
  const char* entityKind() const override { return "cbr-source"; }
  void inspect(JsonWriter& w) const override;
  std::uint64_t sent() const { return sent_; }
  const CbrSpec& spec() const { return spec_; }

 private:
  void onEvent(const Event& ev) override;
  Endpoint& ep_;
  CbrSpec spec_;
  SimTime gap_;
  std::uint64_t sent_ = 0;
};

class Sink : public Entity, public EndpointHandler {
 public:
  explicit Sink(Endpoint& ep) : ep_(ep) { ep.bind(0, this); }
  void onReceive(Endpoint& at, const Packet& p) override;
  const char* entityKind() const override { return "sink"; }
  void inspect(JsonWriter& w) const override;

  std::uint64_t packets() const { return packets_; }
  std::uint64_t bits() const { return bits_; }
  double meanDelaySeconds() const { return packets_ ? delaySum_ / packets_ : 0; }
  double maxDelaySeconds() const { return delayMax_; }
  SimTime firstArrival() const { return first_; }
  SimTime lastArrival() const { return last_; }
  // Interval figures for the time series: reset by the sampler.
  double takeIntervalBits() {
    double b = intervalBits_;
    intervalBits_ = 0;
    return b;
  }
  double takeIntervalMeanDelay() {
    const double d = intervalPackets_ ? intervalDelay_ / intervalPackets_ : 0;
    intervalDelay_ = 0;
    intervalPackets_ = 0;
    return d;
  }

 private:
  Endpoint& ep_;
  std::uint64_t packets_ = 0, bits_ = 0, intervalPackets_ = 0;
  double delaySum_ = 0, delayMax_ = 0, intervalBits_ = 0, intervalDelay_ = 0;
  SimTime first_ = -1, last_ = -1;
};

}  // namespace ps

// Metrics: counters (updated on the hot path through an index) and named time series sampled on a
// sim-time interval by the simulation. Series storage is bounded: when a series reaches its cap,
// every other sample is dropped and the sampling interval doubles, so a long run stays small
// and every series keeps the same time base.
#pragma once
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "time.h"

namespace ps {

using CounterId = std::uint32_t;

class Metrics {
 public:
  struct Series {
    std::string name, unit, help;
    std::function<double()> sample;  // called once per sampling tick, never per event
    std::vector<double> data;        // t0_ns, v0, t1_ns, v1, ...
  };

  CounterId counter(const std::string& name) {
    for (std::uint32_t i = 0; i < counterNames_.size(); ++i)
      if (counterNames_[i] == name) return i;
    counterNames_.push_back(name);
    counters_.push_back(0);
    return static_cast<CounterId>(counters_.size() - 1);
  }
  void add(CounterId id, double v = 1) { counters_[id] += v; }
  double value(CounterId id) const { return counters_[id]; }
  double counterValue(const std::string& name) const;
  const std::vector<std::string>& counterNames() const { return counterNames_; }

  void addSeries(std::string name, std::string unit, std::string help, std::function<double()> sample);
  const std::vector<Series>& series() const { return series_; }
  const Series* findSeries(const std::string& name) const;

  SimTime interval() const { return interval_; }
  void setInterval(SimTime dt) { interval_ = dt; }
  void setCap(std::size_t samples) { cap_ = samples < 16 ? 16 : samples; }

  // Samples every series at time t (called by the simulation's sampling event).
  void sampleAll(SimTime t);

 private:
  void decimate();

  std::vector<std::string> counterNames_;
  std::vector<double> counters_;
  std::vector<Series> series_;
  SimTime interval_ = 100 * kMillisecond;
  std::size_t cap_ = 20000;
};

}  // namespace ps

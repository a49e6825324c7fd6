#include "metrics.h"

namespace ps {

double Metrics::counterValue(const std::string& name) const {
  for (std::size_t i = 0; i < counterNames_.size(); ++i)
    if (counterNames_[i] == name) return counters_[i];
  return 0;
}

void Metrics::addSeries(std::string name, std::string unit, std::string help, std::function<double()> sample) {
  series_.push_back(Series{std::move(name), std::move(unit), std::move(help), std::move(sample), {}});
}

const Metrics::Series* Metrics::findSeries(const std::string& name) const {
  for (const auto& s : series_)
    if (s.name == name) return &s;
  return nullptr;
}

void Metrics::sampleAll(SimTime t) {
  for (auto& s : series_) {
    s.data.push_back(static_cast<double>(t));
    s.data.push_back(s.sample());
  }
  if (!series_.empty() && series_.front().data.size() / 2 >= cap_) decimate();
}

void Metrics::decimate() {
  for (auto& s : series_) {
    std::size_t w = 0;
    for (std::size_t r = 0; r + 1 < s.data.size(); r += 4) {  // keep samples 0, 2, 4, ...
      s.data[w++] = s.data[r];
      s.data[w++] = s.data[r + 1];
    }
    s.data.resize(w);
  }
  interval_ *= 2;
}

}  // namespace ps

#include "applications.h"

namespace ps::transport {

void Application::stop(Simulation&) {
  if (stopped_) return;
  stopped_ = true;
  sender_.close();
}

void BulkApp::start(Simulation&) {
  if (spec_.bytes == 0) {
    write(kUnlimited);
    return;
  }
  write(spec_.bytes);
  stopped_ = true;
  sender_.close();
}

void CbrApp::start(Simulation& sim) {
  sim_ = &sim;
  gap_ = transmissionTime(Bytes{spec_.packetSize}.bits(), spec_.rate);
  onEvent(Event{});
}

void CbrApp::onEvent(const Event&) {
  if (stopped_) return;
  write(spec_.packetSize);
  sim_->scheduler().scheduleIn(gap_, this, 0);
}

void OnOffApp::start(Simulation& sim) {
  sim_ = &sim;
  gap_ = transmissionTime(Bytes{spec_.packetSize}.bits(), spec_.rate);
  sim.scheduler().scheduleIn(0, this, kTurnOn);
}

SimTime OnOffApp::draw(SimTime mean) {
  const double m = static_cast<double>(mean);
  const double d = spec_.pareto ? rng_.pareto(spec_.shape, m * (spec_.shape - 1) / spec_.shape) : rng_.exponential(m);
  return static_cast<SimTime>(d);
}

void OnOffApp::onEvent(const Event& ev) {
  if (stopped_) return;
  Scheduler& s = sim_->scheduler();
  if (ev.kind == kTurnOn) {
    onUntil_ = s.now() + draw(spec_.onMean);
    write(spec_.packetSize);  // an ON period sends at least one packet
    s.scheduleIn(gap_, this, kSend);
    return;
  }
  if (s.now() < onUntil_) {
    write(spec_.packetSize);
    s.scheduleIn(gap_, this, kSend);
  } else {
    s.scheduleIn(draw(spec_.offMean), this, kTurnOn);
  }
}

}  // namespace ps::transport

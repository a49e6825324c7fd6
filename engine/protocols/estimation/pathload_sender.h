// pathload_snd: sends what the receiver asks for (pathload 1.3.2, pathload_snd_func.c; digest §2.3,
// §2.5, §2.11). The receiver drives everything; the sender answers the start-up exchange, sends ADR
// packet trains back to back, and sends fleets of N periodic streams of K probes of L bytes every
// T microseconds, each stream followed (after 8 ms) by FINISHED_STREAM and, once the receiver says
// CONTINUE_STREAM, an idle time up to max(8 ms + round trip, 9 V) with V = K T.
//
// Ideal host (default): probe k of a stream leaves exactly k T after probe 0 and carries its send
// time; the period is measured from the previous packet's timestamp, so an ideal host keeps T.
// Host timing options (off by default): with sendJitter J, probe k leaves at k T + U(0, J) after
// probe 0 (never before probe k - 1; the nominal schedule does not drift), drawn from the sender's
// own random stream; with clockGranularity g its timestamps are whole multiples of g us.
#pragma once
#include <cstdint>

#include "../../core/rng.h"

#include "../../core/entity.h"
#include "../../net/endpoint.h"
#include "pathload_config.h"

namespace ps::estimation {

struct ToolBytes {
  std::uint64_t probes = 0, trains = 0, control = 0;  // IP bytes the tool put on the wire
  std::uint64_t total() const { return probes + trains + control; }
};

class PathloadSender : public Entity, public EndpointHandler, private EventHandler {
 public:
  PathloadSender(Endpoint& ep, std::uint32_t receiverNode, std::uint32_t flow, const PathloadConfig& cfg);
  void onReceive(Endpoint& at, const Packet& p) override;
  const char* entityKind() const override { return "pathload-sender"; }
  void inspect(JsonWriter& w) const override;
  const ToolBytes& bytes() const { return bytes_; }
  std::uint32_t node() const { return ep_.node(); }

 private:
  enum Timer_ : std::uint32_t { kNextProbe = 1, kFinishStream, kFinishTrain, kResend, kStartStream };
  void onEvent(const Event& ev) override;
  void sendControl(std::uint32_t code, std::uint64_t a = 0, std::uint64_t b = 0, std::uint64_t c = 0);
  void sendAwaited(std::uint32_t code, std::uint64_t a, std::uint64_t b);
  void answered();
  void sendTrain(int attempt);
  void sendProbe();
  void startStream();
  void endFleet();
  std::int64_t clockUs() const { return hostClockUs(ep_.now(), 0, cfg_.clockGranularityUs); }

  Endpoint& ep_;
  std::uint32_t receiver_;
  std::uint32_t flow_;
  PathloadConfig cfg_;
  Timer probeTimer_, finishTimer_, resendTimer_, streamTimer_;
  // the fleet in progress
  std::uint32_t fleetId_ = 0;
  bool fleetActive_ = false;
  int payload_ = 0, periodUs_ = 0;
  int stream_ = 0, packet_ = 0;
  int streamLength_ = 0;   // K of the fleet in progress (the receiver may raise it to 300, §2.14)
  SimTime nominal_ = 0;    // when the current probe was due (the jitter-free schedule)
  Rng rng_;                // send-time jitter only
  SimTime streamEnd_ = 0;  // t1 of 1.3.2: when the stream's last probe left
  SimTime idleUntil_ = 0;  // the earliest start of the next stream
  int trainAttempt_ = 0;
  // the control message waiting for its answer (resent until it comes)
  std::uint32_t awaitCode_ = 0;
  std::uint64_t awaitA_ = 0, awaitB_ = 0;
  SimTime rto_ = 0;
  bool terminated_ = false;
  ToolBytes bytes_;
  std::uint64_t fleetsSent_ = 0, streamsSent_ = 0;
};

}  // namespace ps::estimation

// abget (Antoniades et al., PAM 2006): a one-ended estimator that probes through a TCP server.
// Source: the abget tutorial's overview and option list (digest §3; its text breaks off in the
// binary search, and abget's code and paper were not available), the seed's description (§3.2).
//
//   downstream (-d): the client on the receiving host fetches a large object from a server on the
//     sending host, advertising a one-MSS window and sending fake ACKs every T = (MSS+40) 8 / R;
//     each ACK releases exactly one MSS segment, so the server's segments cross the path at R.
//     Relative delay of segment k = its arrival - the send time of the ACK that released it.
//   upstream (-u): the client on the sending host sends overlapping request segments at R to the
//     server on the receiving host; relative delay of segment k = arrival of its ACK - its send time.
//   Either way the probes cross the probed direction (sender -> receiver) and the trend test is
//   pathload's (pathload_math.h, same thresholds by default).
//
// Per rate: N streams of P probes, I seconds apart; the rate's verdict is the fleet verdict of
// its streams. Search (-b / -l, digest §3.3):
//   bisect (the tutorial's): probe (lo + hi) / 2 of [Rmin, Rmax]; increasing -> hi, no trend -> lo,
//     grey -> widen the grey range and probe the larger remaining gap; stop when hi - lo <= r (or
//     both gaps around the grey range <= x): report [lo, hi] (or the grey range).
//   double_halve (the seed's wording, "multiplies or divides the rate by 2"): start at Rmax / 2,
//     x2 on no trend, /2 on increasing, until the verdict reverses, Rmax is reached with no trend,
//     or the rate falls below r: report the bracket then.
//   linear (-l): Rmin + r, Rmin + 2r, ... until a rate is increasing: report [R - r, R].
// Choices [I] (listed in the scenarios' notes): a stream losing >= 15 % of its probes counts as
// increasing (as a pathload stream that aborts its fleet); a bad rate (too few usable streams)
// counts as grey; echoes later than the idle time are lost; the server answers at once (no
// turnaround delay, no delayed ACKs); the connection set-up is a SYN / SYN-ACK exchange with
// RFC 6298 backoff from synRto and gives up after synRetries retransmissions (a failed run, V10).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "../../core/entity.h"
#include "../../core/rng.h"
#include "../../net/endpoint.h"
#include "pathload_math.h"

namespace ps::estimation {

class TruthMonitor;

struct AbgetConfig {
  bool upstream = true;
  enum class Search : std::uint8_t { kBisect, kDoubleHalve, kLinear } search = Search::kBisect;
  double rMinMbps = 0, rMaxMbps = 10;
  double resolutionMbps = 1;          // -r
  double variationMbps = 1;           // -x
  int streamLength = 100;             // -P
  int streams = 8;                    // -N
  SimTime idle = 100 * kMillisecond;  // -I
  SimTime maxTime = 0;                // -t, 0 = none
  int mss = 1460;
  SimTime start = 0;
  SimTime synRto = 3 * kSecond;  // Linux 2.6.2x's initial RTO for a SYN
  int synRetries = 5;            // Linux tcp_syn_retries
  double lossIncreasingPercent = 15;
  TrendRule rule;
  std::uint16_t port = 80;
  int instance = 0;  // 0 or 1: the client's local port is port + 1000 + instance
  // Host timing of the pacing loop (digest §5.4, §6.2), off by default: probe k of a stream is due
  // k T after probe 0; a timer of granularity G fires at the first multiple of G at or after that
  // (several probes due in one tick leave together, back to back), then up to J later (uniform,
  // from the client's seeded stream).
  SimTime timerGranularity = 0;
  double sendJitterUs = 0;
};

struct AbgetRate {
  double rateMbps = 0;
  SimTime start = 0, end = 0;
  std::vector<Trend> classes;
  std::uint16_t verdict = 0;                // kVerdict* (trace_kinds.h)
  double lo = 0, hi = 0, gLo = 0, gHi = 0;  // the bracket after this rate
};

// The TCP server abget talks to: answers a SYN, echoes every probe at once, on the flow the
// segment came on (one server can serve two abget connections).
class AbgetServer : public Entity, public EndpointHandler {
 public:
  AbgetServer(Endpoint& ep, std::uint32_t flow, const AbgetConfig& cfg);
  void onReceive(Endpoint& at, const Packet& p) override;
  const char* entityKind() const override { return "abget-server"; }
  void inspect(JsonWriter& w) const override;
  std::uint64_t bytes() const { return bytes_; }
  // What it sent on one connection (flows flow and flow + 1 of the constructor's).
  std::uint64_t bytesFor(std::uint32_t flow) const {
    return flow >= flow_ && flow - flow_ < 2 ? flowBytes_[flow - flow_] : 0;
  }

 private:
  Endpoint& ep_;
  std::uint32_t flow_;
  AbgetConfig cfg_;
  std::uint64_t bytes_ = 0, echoes_ = 0;
  std::uint64_t flowBytes_[2] = {0, 0};
};

class AbgetClient : public Entity, public EndpointHandler, private EventHandler {
 public:
  AbgetClient(Endpoint& ep, std::uint32_t serverNode, std::uint32_t flow, const AbgetConfig& cfg);
  void start();
  // The tight link's ground truth, written beside the probed rates for the x-ray (not owned).
  void setTruth(const TruthMonitor* t) { truth_ = t; }
  void onReceive(Endpoint& at, const Packet& p) override;
  const char* entityKind() const override { return "abget-client"; }
  void inspect(JsonWriter& w) const override;

  bool done() const { return done_; }
  bool failed() const { return failed_; }
  // SYNs sent, first one included: how near a run came to giving up (V10).
  int synsSent() const { return synSent_; }
  SimTime startTime() const { return cfg_.start; }
  SimTime endTime() const { return end_; }
  double lo() const { return lo_; }
  double hi() const { return hi_; }
  std::uint64_t bytes() const { return bytes_; }
  std::uint32_t flow() const { return flow_; }
  const std::vector<AbgetRate>& rates() const { return rates_; }

 private:
  enum Timer_ : std::uint32_t { kSynTimer = 1, kProbe, kStreamEnd, kMaxTime };
  void onEvent(const Event& ev) override;
  void send(std::uint16_t type, std::uint32_t bytes, std::uint32_t seq);
  void beginRate(double rate);
  void startStream();
  void endStream();
  void endRate();
  bool nextRate(Trend verdict, double& next);
  void finish(bool failed, const char* why);

  Endpoint& ep_;
  std::uint32_t server_;
  std::uint32_t flow_;
  AbgetConfig cfg_;
  Timer synTimer_, probeTimer_, streamTimer_, maxTimer_;
  int synSent_ = 0;
  SimTime synRto_ = 0;
  bool connected_ = false;
  // the search
  double lo_ = 0, hi_ = 0, gLo_ = 0, gHi_ = 0;
  double rate_ = 0;
  SimTime period_ = 0;
  SimTime nominal_ = 0;  // when the current probe was due (the ideal schedule)
  Rng rng_;              // send-time jitter only
  std::uint32_t rateIndex_ = 0;
  int stream_ = 0, packet_ = 0;
  std::vector<double> sendUs_, recvUs_;
  std::vector<AbgetRate> rates_;
  const TruthMonitor* truth_ = nullptr;
  // the result
  bool done_ = false, failed_ = false;
  std::string why_;
  SimTime end_ = 0;
  std::uint64_t bytes_ = 0;
};

}  // namespace ps::estimation

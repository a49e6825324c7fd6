// pathload_rcv: the side that decides (pathload 1.3.2, pathload_rcv.c and pathload_rcv_func.c;
// digest §2.3-§2.11). It connects to the sender, measures the dispersion rate (ADR) with packet
// trains, then runs fleets: for each stream it collects the probes, computes one-way delays, PCT
// and PDT (pathload_math.h), answers CONTINUE_STREAM or ABORT_FLEET, and after the fleet applies
// the verdict to the rate search (pathload_search.h) until the search converges.
//
// What the x-ray panel reads (inspect): every fleet's requested and actual rate, L, T, per-stream
// loss, PCT, PDT and class, the verdict and the bracket after it; the OWD series of the latest
// fleet's streams with the retained points and group medians; and the ground truth A(t).
//
// Host timing options (pathload_coalescence.h, off by default): a coarse clock (clockGranularity),
// NIC interrupt coalescence at this host (coalescencePackets / coalescenceTimeout), and 1.3.2's
// coalescence branch (coalescenceBranch), which acts only when the ADR train flagged coalescence.
//
// Not modelled (listed in the scenarios' notes): the sender-side interruption split (an ideal
// simulated sender never pauses).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "../../core/entity.h"
#include "../../net/endpoint.h"
#include "pathload_coalescence.h"
#include "pathload_config.h"
#include "pathload_search.h"
#include "pathload_sender.h"

namespace ps::estimation {

class TruthMonitor;

struct StreamSummary {
  double lossPercent = 0;
  double pct = -1, pdt = 2;
  Trend pctClass = Trend::kDiscard, pdtClass = Trend::kDiscard, cls = Trend::kDiscard;
};

struct FleetRecord {
  std::uint32_t id = 0;
  SimTime start = 0, end = 0;
  double requestedMbps = 0, actualMbps = 0;
  int payloadBytes = 0, periodUs = 0;
  std::uint16_t verdict = 0;  // kVerdict* (trace_kinds.h)
  int increasing = 0, noTrend = 0, usable = 0;
  std::vector<StreamSummary> streams;
  SearchState after;  // Rmin, Rmax, Gmin, Gmax and the next rate after the verdict
};

class PathloadReceiver : public Entity, public EndpointHandler, private EventHandler {
 public:
  PathloadReceiver(Endpoint& ep, std::uint32_t senderNode, std::uint32_t flow, const PathloadConfig& cfg);
  void setTruth(const TruthMonitor* t) { truth_ = t; }
  void start();
  void onReceive(Endpoint& at, const Packet& p) override;
  const char* entityKind() const override { return "pathload-receiver"; }
  void inspect(JsonWriter& w) const override;

  bool done() const { return done_; }
  SimTime startTime() const { return cfg_.start; }
  SimTime endTime() const { return endTime_; }
  double adrMbps() const { return adr_; }
  double lo() const { return lo_; }
  double hi() const { return hi_; }  // < 0: "greater than lo"
  StopCause cause() const { return search_.cause(); }
  const std::vector<FleetRecord>& fleets() const { return fleets_; }
  const RateSearch& search() const { return search_; }
  std::uint64_t controlBytes() const { return controlBytes_; }
  bool coalescenceFlagged() const { return icFlagged_; }
  int streamLength() const { return streamLength_; }

 private:
  enum Timer_ : std::uint32_t { kResend = 1, kBadTrainWait, kTimeout };
  void onEvent(const Event& ev) override;
  void sendControl(std::uint32_t code, std::uint64_t a = 0, std::uint64_t b = 0, std::uint64_t c = 0);
  void sendAwaited(std::uint32_t code, std::uint64_t a, std::uint64_t b, std::uint64_t c);
  void answered();
  void onHelloReply(const Packet& p);
  void onTrainPacket(const Packet& p);
  void onFinishedTrain(int attempt);
  void beginSearch();
  void nextFleet(bool repeat);
  void onProbe(const Packet& p);
  void onFinishedStream(std::uint32_t fleet, int stream);
  void endFleet(bool aborted);
  void finish(StopCause c);
  std::int64_t clockUs() const { return hostClockUs(ep_.now(), cfg_.clockOffsetUs, cfg_.clockGranularityUs); }
  // The coalescence branch for the stream just finished; false if it ended the measurement.
  bool coalescenceBranch(StreamAnalysis& a);

  Endpoint& ep_;
  std::uint32_t sender_;
  std::uint32_t flow_;
  PathloadConfig cfg_;
  const TruthMonitor* truth_ = nullptr;
  Timer resendTimer_, badTrainTimer_, timeoutTimer_;
  std::uint32_t awaitCode_ = 0;
  std::uint64_t awaitArgs_[3] = {0, 0, 0};
  SimTime rto_ = 0;
  std::string phase_ = "not started";
  // start-up
  int maxPayload_ = 0;
  int minTimeIntervalUs_ = 0;
  double minRate_ = 0, maxRate_ = 0;
  int trainAttempt_ = -1;
  int trainNext_ = 0;  // next expected packet of the train
  bool trainInOrder_ = true;
  std::vector<double> trainArrivalUs_;
  std::vector<double> trainEstimates_;
  int trainDecided_ = -1;
  bool trainGood_ = false;
  bool icFlagged_ = false;
  NicCoalescence nic_;
  IcCounts icCounts_;
  std::vector<double> icSend_, icRecv_;  // the packets first after each burst (scratch)
  int streamLength_;                     // K: 1.3.2's, or 300 once the IC branch asks for it
  double adr_ = 0;
  // the search
  RateSearch search_;
  StreamParams params_;
  std::uint32_t fleetId_ = 0;
  int badFleets_ = 0;
  GapSums gaps_;  // 1.3.2 resets them only after a complete fleet (digest §2.13)
  // the fleet in progress
  int stream_ = 0;
  int lossyStreams_ = 0;
  std::vector<double> sendUs_, recvUs_;
  int expected_ = 0;
  std::vector<Trend> classes_;
  std::vector<StreamAnalysis> detail_;  // the current (or last) fleet's streams, for the x-ray
  std::uint32_t decidedFleet_ = 0;
  int decidedStream_ = -1;
  std::uint32_t decidedCode_ = 0;
  bool fleetOpen_ = false;
  std::vector<FleetRecord> fleets_;
  // the result
  bool done_ = false;
  SimTime endTime_ = 0;
  double lo_ = 0, hi_ = 0;
  std::uint64_t controlBytes_ = 0;
};

}  // namespace ps::estimation

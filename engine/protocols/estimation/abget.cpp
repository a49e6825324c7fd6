#include "abget.h"

#include <algorithm>
#include <cmath>

#include "../common/timers_json.h"
#include "trace_kinds.h"
#include "truth_monitor.h"

namespace ps::estimation {

namespace {
enum AbgetPacket : std::uint16_t { kAbSyn = 410, kAbSynAck = 411, kAbGet = 412, kAbProbe = 413, kAbEcho = 414 };
constexpr std::uint32_t kHeader = 40;  // TCP/IP headers
}  // namespace

// ---- server ----------------------------------------------------------------------------------

AbgetServer::AbgetServer(Endpoint& ep, std::uint32_t flow, const AbgetConfig& cfg) : ep_(ep), flow_(flow), cfg_(cfg) {
  ep_.bind(cfg_.port, this);
}

void AbgetServer::onReceive(Endpoint&, const Packet& in) {
  if (in.type != kAbSyn && in.type != kAbProbe) return;  // the GET needs no answer of its own
  const Packet copy = in;
  const PacketId id = ep_.newPacket();
  Packet& p = ep_.sim().packets()[id];
  p.dst = copy.src;
  p.flow = copy.flow;
  p.dstPort = copy.srcPort;
  p.srcPort = cfg_.port;
  p.seq = copy.seq;
  p.field[0] = copy.field[0];
  p.field[1] = copy.field[1];
  p.field[2] = copy.field[2];
  if (copy.type == kAbSyn) {
    p.type = kAbSynAck;
    p.sizeBytes = kHeader;
  } else {
    // Upstream: the ACK of a request segment. Downstream: the one MSS segment a fake ACK releases.
    p.type = kAbEcho;
    p.sizeBytes = cfg_.upstream ? kHeader : static_cast<std::uint32_t>(cfg_.mss) + kHeader;
    ++echoes_;
  }
  bytes_ += p.sizeBytes;
  if (copy.flow >= flow_ && copy.flow - flow_ < 2) flowBytes_[copy.flow - flow_] += p.sizeBytes;
  ep_.send(id);
}

void AbgetServer::inspect(JsonWriter& w) const {
  w.beginObject()
      .field("mode", cfg_.upstream ? "upstream" : "downstream")
      .field("echoes", static_cast<std::int64_t>(echoes_))
      .field("bytes", static_cast<std::int64_t>(bytes_))
      .endObject();
}

// ---- client ----------------------------------------------------------------------------------

AbgetClient::AbgetClient(Endpoint& ep, std::uint32_t serverNode, std::uint32_t flow, const AbgetConfig& cfg)
    : ep_(ep), server_(serverNode), flow_(flow), cfg_(cfg), rng_(ep.sim().rngFor(0xE5B000 + flow)) {
  ep_.bind(static_cast<std::uint16_t>(cfg_.port + 1000 + cfg_.instance), this);
}

void AbgetClient::send(std::uint16_t type, std::uint32_t bytes, std::uint32_t seq) {
  const PacketId id = ep_.newPacket();
  Packet& p = ep_.sim().packets()[id];
  p.type = type;
  p.dst = server_;
  p.flow = flow_;
  p.srcPort = static_cast<std::uint16_t>(cfg_.port + 1000 + cfg_.instance);
  p.dstPort = cfg_.port;
  p.seq = seq;
  p.field[0] = rateIndex_;
  p.field[1] = static_cast<std::uint64_t>(stream_);
  p.field[2] = static_cast<std::uint64_t>(ep_.now() / kMicrosecond);
  p.sizeBytes = bytes;
  bytes_ += bytes;
  ep_.send(id);
}

void AbgetClient::start() {
  lo_ = cfg_.rMinMbps;
  hi_ = cfg_.rMaxMbps;
  synRto_ = cfg_.synRto;
  synSent_ = 1;
  ep_.sim().record(kAbConnect, ep_.node(), server_, kNone32, 1, kHeader, synRto_);
  send(kAbSyn, kHeader, 0);
  ep_.arm(synTimer_, ep_.now() + synRto_, this, kSynTimer);
  if (cfg_.maxTime > 0) ep_.arm(maxTimer_, ep_.now() + cfg_.maxTime, this, kMaxTime);
}

void AbgetClient::onReceive(Endpoint&, const Packet& p) {
  if (done_) return;
  if (p.type == kAbSynAck && !connected_) {
    connected_ = true;
    ep_.cancel(synTimer_);
    ep_.sim().record(kAbConnected, ep_.node(), server_, kNone32, static_cast<std::uint32_t>(synSent_), 0, 0, 1);
    if (!cfg_.upstream) send(kAbGet, kHeader + 100, 0);  // the HTTP GET of a large object
    double first = 0;
    switch (cfg_.search) {
      case AbgetConfig::Search::kBisect:
        first = (lo_ + hi_) / 2;
        break;
      case AbgetConfig::Search::kDoubleHalve:
        first = hi_ / 2;
        break;
      case AbgetConfig::Search::kLinear:
        first = lo_ + cfg_.resolutionMbps;
        break;
    }
    beginRate(std::min(first, cfg_.rMaxMbps));
    return;
  }
  if (p.type != kAbEcho || p.field[0] != rateIndex_ || static_cast<int>(p.field[1]) != stream_) return;
  const std::int64_t nowUs = ep_.now() / kMicrosecond;  // whole microseconds, as gettimeofday
  if (p.seq < sendUs_.size()) recvUs_[p.seq] = static_cast<double>(nowUs);
}

void AbgetClient::beginRate(double rate) {
  rate_ = rate;
  ++rateIndex_;
  // Either way the packets that cross the probed direction are MSS segments: one every T.
  period_ = fromSeconds((cfg_.mss + kHeader) * 8.0 / (rate * 1e6));
  AbgetRate r;
  r.rateMbps = rate;
  r.start = ep_.now();
  rates_.push_back(r);
  ep_.sim().record(kAbRateStart, ep_.node(), server_, kNone32, rateIndex_, static_cast<std::uint32_t>(cfg_.streams),
                   static_cast<std::int64_t>(rate * 1e6));
  stream_ = 0;
  startStream();
}

void AbgetClient::startStream() {
  packet_ = 0;
  sendUs_.assign(static_cast<std::size_t>(cfg_.streamLength), -1.0);
  recvUs_.assign(static_cast<std::size_t>(cfg_.streamLength), -1.0);
  nominal_ = ep_.now();
  onEvent(Event{.kind = kProbe});
}

void AbgetClient::endStream() {
  // The client's send times stand in for the sender's timestamps: the delay is a round trip whose
  // constant parts cancel (§3.2).
  StreamAnalysis a = analyseStream(sendUs_, recvUs_, cfg_.rule);
  Trend cls = a.cls;
  if (a.lossPercent >= cfg_.lossIncreasingPercent) cls = Trend::kIncreasing;
  rates_.back().classes.push_back(cls);
  const auto classes = static_cast<std::uint16_t>(static_cast<int>(cls) | (static_cast<int>(a.pctClass) << 4) |
                                                  (static_cast<int>(a.pdtClass) << 8) | (a.analysed ? 1 << 12 : 0));
  ep_.sim().record(kAbStream, ep_.node(), server_, kNone32, static_cast<std::uint32_t>(stream_),
                   static_cast<std::uint32_t>(a.lost), packPctPdt(a.pct, a.pdt), classes);
  ++stream_;
  if (stream_ < cfg_.streams)
    startStream();
  else
    endRate();
}

bool AbgetClient::nextRate(Trend v, double& next) {
  const double r = rate_;
  switch (cfg_.search) {
    case AbgetConfig::Search::kBisect: {
      if (v == Trend::kIncreasing) hi_ = r;
      if (v == Trend::kNoTrend) lo_ = r;
      if (v == Trend::kUnclear) {
        gLo_ = gLo_ == 0 ? r : std::min(gLo_, r);
        gHi_ = std::max(gHi_, r);
      }
      if (gHi_ > 0 && (gHi_ >= hi_ || gLo_ <= lo_)) gLo_ = gHi_ = 0;  // the grey range fell outside
      if (gHi_ == 0) {
        next = (lo_ + hi_) / 2;
        return hi_ - lo_ > cfg_.resolutionMbps;
      }
      const double below = gLo_ - lo_, above = hi_ - gHi_;
      if (below <= cfg_.variationMbps && above <= cfg_.variationMbps) return false;
      next = above >= below ? (gHi_ + hi_) / 2 : (lo_ + gLo_) / 2;
      return true;
    }
    case AbgetConfig::Search::kDoubleHalve: {
      const bool up = v == Trend::kNoTrend;
      if (up)
        lo_ = std::max(lo_, r);
      else
        hi_ = std::min(hi_, r);
      const bool reversed = rates_.size() > 1 && (rates_[rates_.size() - 2].verdict == kVerdictNoTrend) != up;
      if (reversed) return false;
      if (up && r >= cfg_.rMaxMbps) {
        lo_ = hi_ = cfg_.rMaxMbps;
        return false;
      }
      if (!up && r / 2 < cfg_.resolutionMbps) {
        lo_ = cfg_.rMinMbps;
        return false;
      }
      next = up ? std::min(2 * r, cfg_.rMaxMbps) : r / 2;
      return true;
    }
    case AbgetConfig::Search::kLinear:
    default:
      if (v == Trend::kIncreasing) {
        lo_ = std::max(cfg_.rMinMbps, r - cfg_.resolutionMbps);
        hi_ = r;
        return false;
      }
      lo_ = r;
      if (r + cfg_.resolutionMbps > cfg_.rMaxMbps + 1e-9) {
        hi_ = cfg_.rMaxMbps;
        return false;
      }
      next = r + cfg_.resolutionMbps;
      return true;
  }
}

void AbgetClient::endRate() {
  AbgetRate& rec = rates_.back();
  rec.end = ep_.now();
  const FleetVerdict fv = fleetVerdict(rec.classes, cfg_.streams, cfg_.rule);
  const Trend v = fv.verdict == Trend::kDiscard ? Trend::kUnclear : fv.verdict;
  rec.verdict = v == Trend::kIncreasing ? kVerdictIncreasing : v == Trend::kNoTrend ? kVerdictNoTrend : kVerdictGrey;
  ep_.sim().record(kAbVerdict, ep_.node(), server_, kNone32, rateIndex_,
                   static_cast<std::uint32_t>((fv.increasing << 16) | (fv.noTrend << 8) | fv.usable),
                   static_cast<std::int64_t>(rate_ * 1e6), rec.verdict);
  double next = 0;
  const bool more = nextRate(v, next);
  rec.lo = lo_;
  rec.hi = hi_;
  rec.gLo = gLo_;
  rec.gHi = gHi_;
  if (!more) return finish(false, "search converged");
  beginRate(next);
}

void AbgetClient::finish(bool failed, const char* why) {
  if (done_) return;
  done_ = true;
  failed_ = failed;
  why_ = why;
  end_ = ep_.now();
  ep_.cancel(synTimer_);
  ep_.cancel(probeTimer_);
  ep_.cancel(streamTimer_);
  ep_.cancel(maxTimer_);
  if (!failed && gHi_ > 0 && cfg_.search == AbgetConfig::Search::kBisect) {
    lo_ = gLo_;  // both gaps closed: report the grey range
    hi_ = gHi_;
  }
  if (failed) lo_ = hi_ = 0;
  ep_.sim().record(kAbDone, ep_.node(), server_, kNone32, static_cast<std::uint32_t>(rates_.size()),
                   static_cast<std::uint32_t>((end_ - cfg_.start) / kMillisecond), packPair(lo_, hi_), failed ? 1 : 0);
}

void AbgetClient::onEvent(const Event& ev) {
  if (done_) return;
  switch (ev.kind) {
    case kSynTimer:
      if (synSent_ > cfg_.synRetries) return finish(true, "could not connect to the server");
      ++synSent_;
      synRto_ *= 2;
      ep_.sim().record(kAbConnect, ep_.node(), server_, kNone32, static_cast<std::uint32_t>(synSent_), kHeader,
                       synRto_);
      send(kAbSyn, kHeader, 0);
      ep_.arm(synTimer_, ep_.now() + synRto_, this, kSynTimer);
      break;
    case kProbe: {
      const std::int64_t nowUs = ep_.now() / kMicrosecond;  // whole microseconds
      sendUs_[static_cast<std::size_t>(packet_)] = static_cast<double>(nowUs);
      const std::uint32_t bytes = cfg_.upstream ? static_cast<std::uint32_t>(cfg_.mss) + kHeader : kHeader;
      send(kAbProbe, bytes, static_cast<std::uint32_t>(packet_));
      ++packet_;
      if (packet_ < cfg_.streamLength) {
        nominal_ += period_;
        SimTime at = nominal_;
        const SimTime g = cfg_.timerGranularity;
        if (g > 0) at = (at + g - 1) / g * g;  // the pacing timer's next tick
        if (cfg_.sendJitterUs > 0) at += fromSeconds(rng_.uniform(0, cfg_.sendJitterUs) * 1e-6);
        ep_.arm(probeTimer_, at > ep_.now() ? at : ep_.now(), this, kProbe);
      } else
        ep_.arm(streamTimer_, ep_.now() + cfg_.idle, this, kStreamEnd);
      break;
    }
    case kStreamEnd:
      endStream();
      break;
    case kMaxTime:
      finish(false, "maximum time reached");
      break;
    default:
      break;
  }
}

void AbgetClient::inspect(JsonWriter& w) const {
  w.beginObject();
  w.field("mode", cfg_.upstream ? "upstream" : "downstream");
  w.field("state", done_ ? (failed_ ? "failed" : "done") : connected_ ? "probing" : "connecting");
  w.field("rate_bps", rate_ * 1e6).field("lo_bps", lo_ * 1e6).field("hi_bps", hi_ * 1e6);
  w.field("grey_lo_bps", gLo_ * 1e6).field("grey_hi_bps", gHi_ * 1e6);
  w.field("stream", stream_).field("syn_sent", synSent_).field("bytes", static_cast<std::int64_t>(bytes_));
  if (done_) w.field("result", why_).field("latency_s", toSeconds(end_ - cfg_.start));
  w.key("rates").beginArray();
  for (const AbgetRate& r : rates_) {
    std::string letters;
    for (Trend t : r.classes) letters += trendLetter(t);
    w.beginObject()
        .field("rate_bps", r.rateMbps * 1e6)
        .field("start_s", toSeconds(r.start))
        .field("end_s", toSeconds(r.end))
        .field("streams", letters)
        .field("verdict", r.end == 0                        ? ""
                          : r.verdict == kVerdictIncreasing ? "increasing"
                          : r.verdict == kVerdictNoTrend    ? "no trend"
                                                            : "grey")
        .field("lo_bps", r.lo * 1e6)
        .field("hi_bps", r.hi * 1e6)
        .endObject();
  }
  w.endArray();
  if (truth_) truth_->writeInspectFields(w, ep_.now());
  w.key("timers").beginArray();
  if (synTimer_.armed()) writeTimer(w, "SYN retransmission", synTimer_.deadline());
  if (probeTimer_.armed()) writeTimer(w, "next probe", probeTimer_.deadline());
  if (streamTimer_.armed()) writeTimer(w, "idle after stream", streamTimer_.deadline());
  if (maxTimer_.armed()) writeTimer(w, "maximum time (-t)", maxTimer_.deadline());
  w.endArray();
  w.endObject();
}

}  // namespace ps::estimation

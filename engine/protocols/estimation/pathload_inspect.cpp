// The pathload receiver's inspect JSON: what the x-ray panel draws (web/panels/estimation/,
// wasm/contracts/estimation.ts). Keys are snake_case with unit suffixes; rates are in bit/s.
#include <cmath>

#include "../common/timers_json.h"
#include "pathload_receiver.h"
#include "trace_kinds.h"
#include "truth_monitor.h"

namespace ps::estimation {
namespace {

const char* verdictName(std::uint16_t v) {
  switch (v) {
    case kVerdictIncreasing:
      return "increasing";
    case kVerdictNoTrend:
      return "no trend";
    case kVerdictGrey:
      return "grey";
    case kVerdictBad:
      return "bad (too few usable streams)";
    case kVerdictAborted:
      return "aborted (loss)";
    default:
      return "";
  }
}

void writeBracket(JsonWriter& w, const SearchState& s) {
  w.field("rate_bps", s.rate * 1e6)
      .field("rmin_bps", s.rMin * 1e6)
      .field("rmax_bps", s.rMax * 1e6)
      .field("gmin_bps", s.gMin * 1e6)
      .field("gmax_bps", s.gMax * 1e6)
      .field("exponential", s.exponential);
}

void writeNumberOrNull(JsonWriter& w, double v) {
  if (std::isnan(v))
    w.null();
  else
    w.value(v);
}

}  // namespace

void PathloadReceiver::inspect(JsonWriter& w) const {
  w.beginObject();
  w.field("phase", phase_);
  w.field("adr_bps", adr_ * 1e6);
  w.field("ic_flagged", icFlagged_);
  w.field("min_rate_bps", minRate_ * 1e6).field("max_rate_bps", maxRate_ * 1e6);
  w.field("omega_bps", search_.omega() * 1e6).field("chi_bps", search_.chi() * 1e6);
  w.key("thresholds").beginObject();
  w.field("pct_increasing", cfg_.rule.pctCenter * (1 + cfg_.rule.band))
      .field("pct_no_trend", cfg_.rule.pctCenter * (1 - cfg_.rule.band))
      .field("pdt_increasing", cfg_.rule.pdtCenter * (1 + cfg_.rule.band))
      .field("pdt_no_trend", cfg_.rule.pdtCenter * (1 - cfg_.rule.band))
      .field("fleet_fraction", cfg_.rule.fleetFraction);
  w.endObject();
  w.key("search").beginObject();
  writeBracket(w, search_.state());
  w.endObject();
  w.field("start_s", toSeconds(cfg_.start));
  w.field("done", done_);
  if (done_) {
    w.key("result").beginObject();
    w.field("low_bps", lo_ * 1e6);
    if (hi_ < 0)
      w.key("high_bps").null();
    else
      w.field("high_bps", hi_ * 1e6);
    w.field("cause", stopCauseText(search_.cause()));
    w.field("latency_s", toSeconds(endTime_ - cfg_.start));
    if (truth_) w.field("truth_bps", truth_->availableBps(cfg_.start, endTime_));
    w.endObject();
  }
  w.key("fleets").beginArray();
  for (const FleetRecord& f : fleets_) {
    w.beginObject();
    w.field("id", static_cast<std::int64_t>(f.id));
    w.field("start_s", toSeconds(f.start)).field("end_s", toSeconds(f.end));
    w.field("requested_bps", f.requestedMbps * 1e6).field("actual_bps", f.actualMbps * 1e6);
    w.field("payload_bytes", f.payloadBytes).field("period_us", f.periodUs);
    w.field("verdict", f.end ? verdictName(f.verdict) : "");
    w.field("increasing", f.increasing).field("no_trend", f.noTrend).field("usable", f.usable);
    if (truth_ && f.end > f.start) w.field("truth_bps", truth_->availableBps(f.start, f.end));
    w.key("streams").beginArray();
    for (const StreamSummary& s : f.streams) {
      w.beginObject()
          .field("loss_percent", s.lossPercent)
          .field("pct", s.pct)
          .field("pdt", s.pdt)
          .field("pct_class", trendLetter(s.pctClass))
          .field("pdt_class", trendLetter(s.pdtClass))
          .field("class", trendLetter(s.cls))
          .endObject();
    }
    w.endArray();
    w.key("after").beginObject();
    writeBracket(w, f.after);
    w.endObject();
    w.endObject();
  }
  w.endArray();
  // The latest fleet's streams in detail: relative OWD per packet (null when lost), which points
  // the back-to-back filter retained, and the group medians PCT and PDT were computed from.
  w.key("latest_streams").beginArray();
  for (const StreamAnalysis& a : detail_) {
    w.beginObject();
    w.key("owd_us").beginArray();
    for (double d : a.owdUs) writeNumberOrNull(w, d);
    w.endArray();
    w.key("kept").beginArray();
    for (auto k : a.kept) w.value(k != 0);
    w.endArray();
    w.key("medians_us").beginArray();
    for (double m : a.medians) w.value(m);
    w.endArray();
    w.field("pct", a.pct).field("pdt", a.pdt).field("class", trendLetter(a.cls));
    w.endObject();
  }
  w.endArray();
  if (truth_) truth_->writeInspectFields(w, ep_.now());
  w.field("control_bytes", static_cast<std::int64_t>(controlBytes_));
  w.key("timers").beginArray();
  if (resendTimer_.armed()) writeTimer(w, "control resend", resendTimer_.deadline(), controlName(awaitCode_));
  if (badTrainTimer_.armed()) writeTimer(w, "bad-train wait", badTrainTimer_.deadline());
  if (timeoutTimer_.armed()) writeTimer(w, "measurement timeout (-t)", timeoutTimer_.deadline());
  w.endArray();
  w.endObject();
}

}  // namespace ps::estimation

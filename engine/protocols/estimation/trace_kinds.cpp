#include "trace_kinds.h"

#include <cstdio>
#include <string>

#include "../../core/simulation.h"
#include "../../core/trace_kinds.h"
#include "../../core/why_text.h"
#include "estimation_lines_pt.h"
#include "estimation_why_pt.h"
#include "pathload_config.h"
#include "pathload_math.h"
#include "pathload_search.h"

namespace ps::estimation {
namespace {

std::string mbps(double bps) {
  char b[48];
  std::snprintf(b, sizeof b, "%.3f Mbit/s", bps / 1e6);
  return b;
}
std::string kbpsAsMbps(std::uint64_t kbps) { return mbps(static_cast<double>(kbps) * 1e3); }
std::string fixed(double v, int digits = 2) {
  char b[32];
  std::snprintf(b, sizeof b, "%.*f", digits, v);
  return b;
}
std::string n(std::int64_t v) { return std::to_string(v); }
const char* letter(int t) { return trendLetter(static_cast<Trend>(t & 0xf)); }
const char* className(int t) {
  switch (static_cast<Trend>(t & 0xf)) {
    case Trend::kIncreasing:
      return "increasing (I)";
    case Trend::kNoTrend:
      return "no trend (N)";
    case Trend::kUnclear:
      return "unclear (U)";
    default:
      return "discarded (d)";
  }
}
const char* verdictWords(int v) {
  switch (v) {
    case kVerdictIncreasing:
      return "INCREASING";
    case kVerdictNoTrend:
      return "NO TREND";
    case kVerdictGrey:
      return "GREY";
    case kVerdictBad:
      return "BAD (too few usable streams)";
    case kVerdictAborted:
      return "ABORTED (loss)";
    default:
      return "?";
  }
}

std::string rControl(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " sends " + controlName(r.seq) + " to " + s.nodeName(r.peer) + " on the control channel";
}
std::string rTrain(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " sends ADR train " + n(r.seq + 1) + ": " + n(r.size) + " packets of " + n(r.a) +
         " bytes back to back";
}
std::string rTrainResult(const Simulation& s, const TraceRecord& r) {
  if (r.reason) return s.nodeName(r.node) + " judges train " + n(r.seq + 1) + " good: ADR = " + mbps(r.a);
  return s.nodeName(r.node) + " judges train " + n(r.seq + 1) + " bad (a packet was lost or out of order)";
}
std::string whyTrain(const Simulation&, const TraceRecord& r) {
  if (r.reason)
    return "Every packet of the train arrived in order, so its dispersion (the spread of the arrivals from the "
           "second packet to the last) gives the asymptotic dispersion rate; pathload starts its search there.";
  return "A train is used only if all its packets arrive in order with nothing between them; otherwise pathload "
         "waits 10 ms and asks for a shorter train (50, 35, 20, 5, 3 gaps).";
}
std::string rFleetStart(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " asks for fleet " + n(r.seq) + " at " + mbps(static_cast<double>(r.a)) +
         ": L = " + n(r.reason) + " B every T = " + n(r.size) + " us";
}
std::string whyFleetStart(const Simulation&, const TraceRecord& r) {
  return "Rate R = (L + 28) x 8 / T. Below 150 Mbit/s pathload keeps T at its default and sets the payload L; if L "
         "would fall under the smallest payload it keeps that payload and stretches T instead (here T = " +
         n(r.size) + " us).";
}
std::string rStream(const Simulation& s, const TraceRecord& r) {
  const int cls = r.reason;
  if (cls & (1 << 13))
    return s.nodeName(r.node) + ": stream " + n(r.seq) + " lost " + n(r.size) + " probes; the fleet is aborted";
  if (!(cls & (1 << 12)))
    return s.nodeName(r.node) + ": stream " + n(r.seq) + " has too few usable one-way delays; discarded";
  return s.nodeName(r.node) + ": stream " + n(r.seq) + " PCT " + fixed(unpackPct(r.a)) + " (" + letter(cls >> 4) +
         "), PDT " + fixed(unpackPdt(r.a)) + " (" + letter(cls >> 8) + ") -> " + className(cls);
}
std::string whyStream(const Simulation&, const TraceRecord& r) {
  const int cls = r.reason;
  if (cls & (1 << 13))
    return "A stream that loses 15 % or more of its probes aborts the fleet: the queue overflowed, so the rate "
           "was above the available bandwidth (the fleet counts as increasing).";
  if (!(cls & (1 << 12)))
    return "After dropping probes that arrived back to back, a stream needs more than 36 one-way delays to be "
           "split into groups; this one had fewer.";
  return "The retained one-way delays are split into groups of about sqrt(n); PCT is the share of consecutive "
         "group medians that rise, PDT the net rise over the total movement. Each is I above its upper "
         "threshold, N below its lower one, U between; together: I with I or U, N with N or U, U otherwise. A "
         "rising delay means the stream was sent faster than the path's spare capacity.";
}
std::string rVerdict(const Simulation& s, const TraceRecord& r) {
  const int inc = static_cast<int>(r.size >> 16), nt = static_cast<int>((r.size >> 8) & 0xff),
            usable = static_cast<int>(r.size & 0xff);
  std::string line = s.nodeName(r.node) + ": fleet " + n(r.seq) + " at " + mbps(static_cast<double>(r.a)) + " is " +
                     verdictWords(r.reason);
  if (r.reason <= kVerdictBad) line += " (" + n(inc) + " I, " + n(nt) + " N of " + n(usable) + " usable streams)";
  return line;
}
std::string whyVerdict(const Simulation&, const TraceRecord& r) {
  switch (r.reason) {
    case kVerdictIncreasing:
      return "At least the fleet fraction f of the usable streams showed increasing delays: R is above the available "
             "bandwidth A, so R becomes the new Rmax.";
    case kVerdictNoTrend:
      return "At least the fleet fraction f of the usable streams showed no trend: R is below A, so R becomes the "
             "new Rmin.";
    case kVerdictGrey:
      return "Neither increasing nor no-trend streams reached the fleet fraction f: A moved above and below R "
             "during the fleet, so R joins the grey region [Gmin, Gmax].";
    case kVerdictBad:
      return "Fewer than half the streams were usable (the rest discarded): pathload repeats the fleet once at the "
             "same rate, and stops if that fails too.";
    default:
      return "The fleet was aborted on loss, which pathload counts as an increasing trend.";
  }
}
std::string rNextRate(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " will probe " + mbps(static_cast<double>(r.a)) + " next" +
         (r.reason ? " (exponential phase)" : " (bisection)");
}
std::string whyNextRate(const Simulation&, const TraceRecord& r) {
  if (r.reason)
    return "Until the verdict first reverses pathload doubles the rate after no trend and halves it after an "
           "increasing trend.";
  return "After the first reversal pathload bisects: between Rmin and Rmax, or, with a grey region, the gap above "
         "it (Gmax..Rmax) or below it (Rmin..Gmin) that is still wider than the grey resolution.";
}
std::string rBracket(const Simulation& s, const TraceRecord& r) {
  const auto a = static_cast<std::uint64_t>(r.a);
  return s.nodeName(r.node) + ": Rmin " + kbpsAsMbps(a >> 32) + ", Rmax " + kbpsAsMbps(a & 0xffffffffu) + ", Gmin " +
         kbpsAsMbps(r.seq) + ", Gmax " + kbpsAsMbps(r.size);
}
std::string rDone(const Simulation& s, const TraceRecord& r) {
  const auto a = static_cast<std::uint64_t>(r.a);
  const std::uint64_t hi = a & 0xffffffffu;
  const std::string range =
      hi == 0xffffffffu ? "greater than " + kbpsAsMbps(a >> 32) : kbpsAsMbps(a >> 32) + " to " + kbpsAsMbps(hi);
  return s.nodeName(r.node) + " reports available bandwidth " + range + " after " + n(r.seq) + " fleets, " +
         fixed(static_cast<double>(r.size) / 1000.0, 1) + " s";
}
std::string whyDone(const Simulation&, const TraceRecord& r) {
  return std::string(stopCauseText(static_cast<StopCause>(r.reason))) +
         ". With the resolution reached pathload reports [Rmin, Rmax]; with both grey gaps closed, [Gmin, Gmax].";
}
std::string rResend(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " resends " + controlName(r.seq) + " (no answer after " +
         fixed(static_cast<double>(r.a) / 1e6, 0) + " ms)";
}

std::string rAbConnect(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " (abget) sends SYN " + n(r.seq) + " to " + s.nodeName(r.peer) +
         " (retransmitted if no SYN-ACK within " + fixed(static_cast<double>(r.a) / 1e9, 0) + " s)";
}
std::string rAbConnected(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " (abget) is connected to " + s.nodeName(r.peer) + " after " + n(r.seq) + " SYN(s)";
}
std::string rAbRate(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " (abget) probes rate " + n(r.seq) + ": " + mbps(static_cast<double>(r.a)) + ", " +
         n(r.size) + " streams";
}
std::string rAbStream(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " (abget): stream " + n(r.seq) + " lost " + n(r.size) + ", PCT " + fixed(unpackPct(r.a)) +
         ", PDT " + fixed(unpackPdt(r.a)) + " -> " + className(r.reason);
}
std::string rAbVerdict(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " (abget): rate " + n(r.seq) + " at " + mbps(static_cast<double>(r.a)) + " is " +
         verdictWords(r.reason);
}
std::string whyAbVerdict(const Simulation&, const TraceRecord& r) {
  return std::string(
             "abget applies pathload's trend test to each stream (a stream losing 15 % or more counts as "
             "increasing) and the fleet rule to the rate. ") +
         (r.reason == kVerdictIncreasing ? "Increasing: the rate is above A, so it bounds the search from above."
          : r.reason == kVerdictNoTrend  ? "No trend: the rate is below A, so it bounds the search from below."
                                         : "Grey (or too few usable streams): A moved around this rate.");
}
std::string rAbDone(const Simulation& s, const TraceRecord& r) {
  if (r.reason) return s.nodeName(r.node) + " (abget) gives up: it could not connect to the server";
  const auto a = static_cast<std::uint64_t>(r.a);
  return s.nodeName(r.node) + " (abget) reports available bandwidth " + kbpsAsMbps(a >> 32) + " to " +
         kbpsAsMbps(a & 0xffffffffu) + " after " + n(r.seq) + " rates, " +
         fixed(static_cast<double>(r.size) / 1000.0, 1) + " s";
}

std::string rIpStart(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " (iperf -u) sends " + n(r.seq) + "-byte datagrams to " + s.nodeName(r.peer) + " at " +
         mbps(static_cast<double>(r.a)) + " for " + fixed(static_cast<double>(r.size) / 1000.0, 1) + " s";
}
std::string rIpDone(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " (iperf) has sent " + n(r.seq) + " datagrams, " + n(r.a) + " bytes";
}

std::string whyResend(const Simulation&, const TraceRecord&) {
  return "pathload's sender and receiver coordinate every fleet over a control channel whose messages can be lost "
         "under congestion: when the answer does not arrive within the timeout, the message is sent again and the "
         "timeout doubles, so a lost message delays the measurement instead of stalling it.";
}
std::string whyBracket(const Simulation&, const TraceRecord&) {
  return "pathload keeps the search interval: Rmin is the highest rate seen without a trend (below the available "
         "bandwidth A), Rmax the lowest rate with an increasing trend (above A), and [Gmin, Gmax] the grey region "
         "where the verdict varied; each fleet narrows one of them.";
}
// Estimator why-texts cite where seed 003 (Batista et al.) describes the tool: §3.1 pathload, §3.2 abget.
template <TraceRenderer Rule, TraceRenderer Line>
std::string pathloadWhy(const Simulation& s, const TraceRecord& r) {
  return Rule(s, r) + " (pathload; Batista et al. §3.1.) Here: " + Line(s, r) + ".";
}
template <TraceRenderer Rule, TraceRenderer Line>
std::string abgetWhy(const Simulation& s, const TraceRecord& r) {
  return Rule(s, r) + " (abget; Batista et al. §3.2.) Here: " + Line(s, r) + ".";
}

const TraceKindDecl kKinds[] = {
    {kPlControl,
     "pathload-control",
     "protocol",
     PacketRole::kControl,
     {.peer = "other end", .packet = "packet uid", .seq = "control code", .size = "bytes", .a = "first argument"},
     rControl,
     nullptr},
    {kPlTrain,
     "pathload-train",
     "protocol",
     PacketRole::kData,
     {.peer = "receiver", .seq = "attempt", .size = "packets", .a = "bytes each"},
     rTrain,
     nullptr},
    {kPlTrainResult,
     "pathload-train-result",
     "protocol",
     PacketRole::kNone,
     {.peer = "sender", .seq = "attempt", .size = "packets seen", .a = "ADR bit/s", .reason = "1 good, 0 bad"},
     rTrainResult,
     pathloadWhy<whyTrain, rTrainResult>},
    {kPlFleetStart,
     "pathload-fleet-start",
     "protocol",
     PacketRole::kNone,
     {.peer = "sender", .seq = "fleet", .size = "period T us", .a = "rate bit/s", .reason = "payload L bytes"},
     rFleetStart,
     pathloadWhy<whyFleetStart, rFleetStart>},
    {kPlStream,
     "pathload-stream",
     "protocol",
     PacketRole::kNone,
     {.peer = "sender", .seq = "stream", .size = "probes lost", .a = "PCT and PDT (packed)", .reason = "classes"},
     rStream,
     pathloadWhy<whyStream, rStream>},
    {kPlFleetVerdict,
     "pathload-fleet-verdict",
     "protocol",
     PacketRole::kNone,
     {.peer = "sender", .seq = "fleet", .size = "I, N, usable (packed)", .a = "rate bit/s", .reason = "verdict"},
     rVerdict,
     pathloadWhy<whyVerdict, rVerdict>},
    {kPlNextRate,
     "pathload-next-rate",
     "protocol",
     PacketRole::kNone,
     {.peer = "sender", .seq = "fleet", .a = "next rate bit/s", .reason = "1 exponential phase"},
     rNextRate,
     pathloadWhy<whyNextRate, rNextRate>},
    {kPlBracket,
     "pathload-bracket",
     "protocol",
     PacketRole::kNone,
     {.peer = "sender", .seq = "Gmin kbit/s", .size = "Gmax kbit/s", .a = "Rmin, Rmax kbit/s (packed)"},
     rBracket,
     pathloadWhy<whyBracket, rBracket>},
    {kPlDone,
     "pathload-done",
     "protocol",
     PacketRole::kNone,
     {.peer = "sender", .seq = "fleets", .size = "latency ms", .a = "range kbit/s (packed)", .reason = "cause"},
     rDone,
     pathloadWhy<whyDone, rDone>},
    {kPlResend,
     "pathload-resend",
     "timer",
     PacketRole::kControl,
     {.peer = "other end", .seq = "control code", .a = "timeout ns"},
     rResend,
     pathloadWhy<whyResend, rResend>},
    {kAbConnect,
     "abget-syn",
     "protocol",
     PacketRole::kControl,
     {.peer = "server", .seq = "attempt", .size = "bytes", .a = "timeout ns"},
     rAbConnect,
     nullptr},
    {kAbConnected,
     "abget-connected",
     "protocol",
     PacketRole::kNone,
     {.peer = "server", .seq = "SYNs sent"},
     rAbConnected,
     nullptr},
    {kAbRateStart,
     "abget-rate",
     "protocol",
     PacketRole::kNone,
     {.peer = "server", .seq = "rate index", .size = "streams", .a = "rate bit/s"},
     rAbRate,
     nullptr},
    {kAbStream,
     "abget-stream",
     "protocol",
     PacketRole::kNone,
     {.peer = "server", .seq = "stream", .size = "probes lost", .a = "PCT and PDT (packed)", .reason = "classes"},
     rAbStream,
     abgetWhy<whyStream, rAbStream>},
    {kAbVerdict,
     "abget-verdict",
     "protocol",
     PacketRole::kNone,
     {.peer = "server", .seq = "rate index", .size = "I, N, usable (packed)", .a = "rate bit/s", .reason = "verdict"},
     rAbVerdict,
     abgetWhy<whyAbVerdict, rAbVerdict>},
    {kAbDone,
     "abget-done",
     "protocol",
     PacketRole::kNone,
     {.peer = "server", .seq = "rates", .size = "latency ms", .a = "range kbit/s (packed)", .reason = "1 failed"},
     rAbDone,
     nullptr},
    {kIpStart,
     "iperf-start",
     "protocol",
     PacketRole::kNone,
     {.peer = "server", .seq = "payload bytes", .size = "duration ms", .a = "rate bit/s"},
     rIpStart,
     nullptr},
    {kIpDone,
     "iperf-done",
     "protocol",
     PacketRole::kNone,
     {.peer = "server", .seq = "datagrams", .a = "bytes"},
     rIpDone,
     nullptr},
};

}  // namespace

void registerEstimationTraceKinds(Simulation& sim) {
  sim.registerTraceKinds(kKinds);
  registerEstimationWhyPt(sim);
  registerEstimationLinesPt(sim);
}

}  // namespace ps::estimation

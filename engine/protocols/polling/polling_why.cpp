// Why-texts of the five polling protocols (see polling_why.h). Source: seed 000 (Barcellos &
// Detsch): §2 (per-receiver windows le/hr, ACK/NACK/undefined, the global window le_g..re_g, the
// TCP-like rto_i and rto_max), §3.1 PET, §3.2 PrP, §3.3 PSEW, §3.4 RBP, §3.5 PeP. Numbers come from
// the record and the scenario's configuration (pollingConfigOf).
#include "polling_why.h"

#include <cstdio>

#include "../../core/why_text.h"
#include "config.h"
#include "polling_model.h"
#include "trace_kinds.h"

namespace ps::polling {

namespace {

const Config& config(const Simulation& s) {
  static const Config kDefaults{};
  const Config* c = pollingConfigOf(s);
  return c ? *c : kDefaults;
}
// "PSEW (Barcellos & Detsch §3.3)"
std::string proto(const Config& c) {
  static const char* section[] = {"§3.1", "§3.2", "§3.3", "§3.4", "§3.5"};
  return std::string(protocolName(c.protocol)) + " (Barcellos & Detsch " + section[static_cast<int>(c.protocol)] + ")";
}
std::string ms(std::int64_t ns) {
  char b[32];
  std::snprintf(b, sizeof b, "%.1f ms", static_cast<double>(ns) / 1e6);
  return b;
}
std::string seq(std::uint32_t v) { return "DATA " + withCommas(v); }

}  // namespace

std::string whyRetransmission(const Simulation& s, const TraceRecord& r) {
  const Config& c = config(s);
  const std::string who = s.nodeName(r.node);
  switch (r.reason) {
    case kCauseTimer:
      return proto(c) +
             " keeps one timer per packet, set to rto_max (the largest of the receivers' TCP-like "
             "timeouts, §2) so that every receiver has time to answer. " +
             seq(r.seq) + "'s timer expired before every receiver had confirmed it, so " + who +
             " multicasts it again and re-arms the timer; the retransmission also polls every receiver.";
    case kCauseNak:
      return proto(c) + ": a RESPONSE showed a NACK for " + seq(r.seq) +
             " — that receiver got a later packet (its hr is higher) but not this one (§2). With no "
             "suppression timer running for it, " +
             who +
             " multicasts it at once and starts a suppression timer of rto_max so that stale NACKs "
             "from responses already on their way do not cause more copies.";
    case kCauseLock:
      return proto(c) + ": the window stayed locked (no new packet allowed) for rto_max, so " + who +
             " multicasts again every packet of the window not yet confirmed by all receivers, here " + seq(r.seq) +
             "; each copy is also a probabilistic poll, answered with probability p.";
    case kCauseDataPhase:
      return proto(c) +
             ": each data phase resends by multicast every packet of the window that some receiver "
             "has not confirmed in the last polling round. " +
             seq(r.seq) + " was still unconfirmed, so " + who + " sends it again.";
    case kCauseSuppressionExpiry:
      return proto(c) + ": the suppression timer of " + seq(r.seq) +
             " (rto_max) expired and some receiver's window still shows a NACK for it, so the earlier "
             "retransmission was lost too; " +
             who + " multicasts it once more and restarts the timer.";
    default:
      return proto(c) + ": " + who + " retransmits " + seq(r.seq) + ".";
  }
}

std::string whyPoll(const Simulation& s, const TraceRecord& r) {
  const Config& c = config(s);
  const std::string who = s.nodeName(r.node), rx = s.nodeName(r.peer);
  if (c.protocol == Protocol::kRbp) {
    return "RBP (Barcellos & Detsch §3.4) polls a receiver when its entry in the poll vector V is marked (new or "
           "retransmitted data it may lack, or its poll timer expired) and a token is free: the bucket of " +
           withCommas(r.reason) +
           " tokens bounds how many RESPONSEs can be in transit at once, so they cannot "
           "implode on the sender. " +
           who + " polls " + rx + " by unicast and takes a token; " + plural(r.a, "token is", "tokens are") + " left.";
  }
  if (c.protocol == Protocol::kPep) {
    return "PeP (Barcellos & Detsch §3.5) checks the poll vector V once every poll period" +
           (c.period > 0 ? " (" + ms(c.period) + ")" : std::string(" (10 x t_recv, §5.1)")) +
           " and sends one unicast POLL to the next marked receiver, so RESPONSEs arrive at a bounded rate. " + who +
           " polls " + rx + ", which had data it may lack or a poll timer that expired.";
  }
  return proto(c) + ": " + who + " polls " + rx + " by unicast to get a RESPONSE with a copy of its window (§2).";
}

std::string whyPollSubgroup(const Simulation& s, const TraceRecord& r) {
  return "PSEW (Barcellos & Detsch §3.3) alternates a data phase and a polling phase: after sending the window it "
         "polls the receivers subgroup by subgroup, spacing the POLLs so that one subgroup's RESPONSEs arrive "
         "before the next subgroup answers, until every receiver has answered once in the round. " +
         s.nodeName(r.node) + " multicasts the POLL of round " + withCommas(r.a) + " to subgroup " + withCommas(r.seq) +
         " (" + plural(r.reason, "receiver", "receivers") + ").";
}

std::string whyNak(const Simulation& s, const TraceRecord& r) {
  const Config& c = config(s);
  std::string action;
  if (r.reason == kNakRetransmit)
    action = "No suppression timer runs for it, so the sender retransmits it now (reading R1 of §3.4).";
  else if (r.reason == kNakSuppressed)
    action =
        "A suppression timer for it is already running (the packet was retransmitted less than rto_max "
        "ago), so this NACK — probably from a RESPONSE sent before the copy arrived — triggers nothing.";
  else
    action = "The scenario defers the retransmission to the end of the suppression timer (reading R2 of §3.4).";
  return proto(c) + ": a RESPONSE from " + s.nodeName(r.peer) + " shows " + seq(r.seq) +
         " missing below the highest packet it has (seq <= hr and its bit is 0), which is a NACK (§2). " + action;
}

std::string whyWindowAdvance(const Simulation& s, const TraceRecord& r) {
  const Config& c = config(s);
  return "Global window (Barcellos & Detsch §2): le_g is the lowest le over all "
         "receivers' windows as the sender knows them, and it moves only when its first packet is confirmed by "
         "every receiver. " +
         s.nodeName(r.node) + "'s le_g moves from " + withCommas(r.a) + " to " + withCommas(r.seq) +
         ", so the sender may now send up to DATA " + withCommas(std::int64_t{r.seq} + c.ws - 1) + " (window of " +
         withCommas(c.ws) + " packets).";
}

std::string whyTimeout(const Simulation& s, const TraceRecord& r) {
  const Config& c = config(s);
  const std::string who = s.nodeName(r.node);
  switch (r.reason) {
    case kTimerPacket:
      return proto(c) + ": " + seq(r.seq) + " was not confirmed by every receiver within rto_max = " + ms(r.a) +
             " (the largest per-receiver retransmission timeout, estimated as in TCP; §2), so " + who +
             " will multicast it again.";
    case kTimerLock:
      return "PrP (Barcellos & Detsch §3.2) cannot time individual polls (it does not know who will answer), so it "
             "bounds the wait for its locked window by rto_max = " +
             ms(r.a) + ". It expired: " + who + " will resend every packet not yet confirmed by all receivers.";
    case kTimerRound:
      return "PSEW (Barcellos & Detsch §3.3): round " + withCommas(r.seq) +
             " did not get a RESPONSE from every "
             "receiver within rto_max = " +
             ms(r.a) + " after its last POLL, so " + who + " polls again every subgroup with a receiver still missing.";
    case kTimerPoll:
      return proto(c) + ": no RESPONSE from " + s.nodeName(r.peer) + " within its own rto_i = " + ms(r.a) +
             " after the last POLL to it, so the poll or its response was lost; " + who +
             " returns its token(s) and marks it in the poll vector V to be polled again.";
    case kTimerSuppression:
      return proto(c) + ": the suppression timer of " + seq(r.seq) + " (rto_max = " + ms(r.a) +
             ") expired; if a receiver still NACKs it the sender retransmits it again, otherwise the timer is "
             "simply dropped.";
    default:
      return proto(c) + ": a timer of " + who + " expired.";
  }
}

std::string whyWindowLocked(const Simulation& s, const TraceRecord& r) {
  const Config& c = config(s);
  return "Barcellos & Detsch §2: the sender may send a new packet only up to re_g = le_g + ws - 1. Here le_g is " +
         withCommas(r.seq) + " and ws is " + withCommas(c.ws) + ", so DATA " + withCommas(r.a) +
         " would fall outside the window: " + s.nodeName(r.node) + " is locked until the receivers confirm DATA " +
         withCommas(r.seq) + ".";
}

}  // namespace ps::polling

// Why-texts of TCP (see transport_why.h). Sources: RFC 5681 (§2 definitions, §3.1 slow start and
// congestion avoidance, §3.2 fast retransmit and fast recovery, §4.2 generating ACKs), RFC 6298
// (§5 the retransmission timer, (5.5) backing off), RFC 6582 §3.2 (NewReno's partial ACKs and
// `recover`). Every number comes from the record.
#include "transport_why.h"

#include "../core/why_text.h"
#include "tcp/tcp_state.h"
#include "trace_kinds.h"

namespace ps::transport {

namespace {

std::string flow(const TraceRecord& r) { return "flow F" + std::to_string(r.peer + 1); }
std::string bytes(std::int64_t v) { return withCommas(v) + " bytes"; }
std::string who(const Simulation& s, const TraceRecord& r) { return s.nodeName(r.node) + " (" + flow(r) + ")"; }

}  // namespace

std::string whyTcpPhase(const Simulation& s, const TraceRecord& r) {
  const auto to = static_cast<CcPhase>(r.size);
  std::string rule;
  if (to == CcPhase::kCongestionAvoidance)
    rule =
        "RFC 5681 §3.1: slow start ends when cwnd reaches ssthresh; from then on congestion avoidance adds about "
        "one full segment per round-trip time instead of one per ACK.";
  else if (to == CcPhase::kSlowStart)
    rule =
        "RFC 5681 §3.1: after a timeout cwnd restarts from the loss window and grows by up to one segment per "
        "ACK (slow start) until it reaches ssthresh.";
  else
    rule =
        "RFC 5681 §3.2: the third duplicate ACK signals a lost segment; the sender resends it and stays in fast "
        "recovery, sending new data as duplicate ACKs show segments leaving the network.";
  return rule + " " + who(s, r) + " moves from " + ccPhaseName(r.seq) + " to " + ccPhaseName(r.size) + " with cwnd " +
         bytes(r.a) + ".";
}

std::string whyTcpRetransmit(const Simulation& s, const TraceRecord& r) {
  const std::string range = "bytes " + withCommas(r.a) + "-" + withCommas(r.a + std::int64_t{r.size} - 1);
  switch (r.reason) {
    case kRetxFast:
      return "Fast retransmit (RFC 5681 §3.2): three duplicate ACKs all asked for byte " + withCommas(r.a) +
             ", so that segment was lost while later ones arrived. " + who(s, r) + " resends " + range +
             " at once instead of waiting for the retransmission timer.";
    case kRetxTimeout:
      return "Retransmission timer (RFC 6298 §5, step 5.4): no ACK covered the oldest outstanding segment within "
             "one RTO, so " +
             who(s, r) + " resends it: " + range + ".";
    case kRetxPartialAck:
      return "NewReno (RFC 6582 §3.2): during fast recovery an ACK advanced but did not reach `recover`, "
             "which shows the next lost segment; " +
             who(s, r) + " resends " + range + " without waiting for three more duplicate ACKs.";
    case kRetxGoBackN:
      return "After a timeout (RFC 5681 §3.1) the sender slow-starts from the oldest unacknowledged byte and "
             "resends what was outstanding as cwnd allows (go-back-N): " +
             who(s, r) + " resends " + range + ".";
    default:
      return who(s, r) + " resends " + range + " (RFC 5681 §3).";
  }
}

std::string whyTcpAck(const Simulation& s, const TraceRecord& r) {
  switch (r.reason) {
    case kAckDelayedTimer:
      return "Delayed ACKs (RFC 5681 §4.2): a receiver may wait for a second full segment before acknowledging, "
             "but never too long; the delayed-ACK timer expired, so " +
             who(s, r) + " acknowledges up to byte " + withCommas(r.a - 1) + " now.";
    case kAckOutOfOrder:
      return "RFC 5681 §4.2: an out-of-order segment must be acknowledged at once, repeating the next byte "
             "expected; this duplicate ACK tells the sender about a hole. " +
             who(s, r) + " still expects byte " + withCommas(r.a) + ".";
    case kAckFillsHole:
      return "RFC 5681 §4.2: a segment that fills a hole in the received data is acknowledged at once, so the "
             "sender learns quickly that the repair worked. " +
             who(s, r) + " now expects byte " + withCommas(r.a) + ".";
    default:
      return "RFC 5681 §4.2: " + who(s, r) + " acknowledges every byte before " + withCommas(r.a) + " (its window is " +
             bytes(r.size) + ").";
  }
}

std::string whyTcpDupAck(const Simulation& s, const TraceRecord& r) {
  return "A duplicate ACK (RFC 5681 §2) repeats the last acknowledgment: the receiver got a segment beyond a hole "
         "and still asks for byte " +
         withCommas(r.a) + ". " + who(s, r) + " has now seen " + plural(r.seq, "duplicate ACK", "duplicate ACKs") +
         (r.seq >= 3 ? "; from the third on, fast recovery sends new data for each one (RFC 5681 §3.2)."
                     : "; at the third it retransmits that byte without waiting for the timer (RFC 5681 §3.2).") +
         " cwnd is " + bytes(r.size) + ".";
}

std::string whyTcpFastRetransmit(const Simulation& s, const TraceRecord& r) {
  if (r.reason == kFrNewRenoIgnored)
    return "NewReno (RFC 6582 §3.2): these three duplicate ACKs for byte " + withCommas(r.a) +
           " do not acknowledge beyond `recover`, so they belong to a loss already answered; " + who(s, r) +
           " does not halve ssthresh a second time.";
  if (r.reason == kFrTahoe)
    return "Tahoe: three duplicate ACKs for byte " + withCommas(r.a) +
           " mean a lost segment. ssthresh = max(FlightSize/2, 2 SMSS) = " + bytes(r.seq) + "; cwnd drops to " +
           bytes(r.size) + " and " + who(s, r) + " slow-starts again from the hole (RFC 5681 §3.1).";
  return "Fast retransmit and fast recovery (RFC 5681 §3.2): the third duplicate ACK for byte " + withCommas(r.a) +
         " means that segment was lost while later ones arrived. " + who(s, r) +
         " sets ssthresh = max(FlightSize/2, 2 SMSS) = " + bytes(r.seq) +
         ", resends the segment at once and sets "
         "cwnd = ssthresh + 3 SMSS = " +
         bytes(r.size) + " for the three segments that have left the network.";
}

std::string whyTcpTimeout(const Simulation& s, const TraceRecord& r) {
  if (r.seq == 0 && r.size == 0)
    return "RFC 6298 §5: the SYN was not answered within the RTO, so " + who(s, r) +
           " sends it again and doubles the timer (5.5): the next RTO is " + whyDuration(r.a) + " (backoff " +
           withCommas(r.reason) + ").";
  return "Retransmission timeout (RFC 6298 §5 and RFC 5681 §3.1): no ACK for new data arrived within a whole RTO, "
         "so the sender assumes heavy loss. " +
         who(s, r) + " sets ssthresh = max(FlightSize/2, 2 SMSS) = " + bytes(r.seq) +
         ", cuts cwnd to the loss window (" + bytes(r.size) +
         "), resends the oldest unacknowledged segment and doubles the RTO (5.5): the next RTO is " + whyDuration(r.a) +
         " (" + plural(r.reason, "backoff", "backoffs") + " in a row).";
}

std::string whyTcpRecoveryExit(const Simulation& s, const TraceRecord& r) {
  const std::string rule = r.reason == 0
                               ? "NewReno (RFC 6582 §3.2): a full ACK, one that covers `recover`, ends fast recovery"
                               : "Reno (RFC 5681 §3.2, step 6): the first ACK of new data ends fast recovery";
  return rule + "; cwnd deflates to ssthresh = " + bytes(r.seq) + " and congestion avoidance resumes. " + who(s, r) +
         " got ACK " + withCommas(r.a) + "; cwnd is now " + bytes(r.size) + ".";
}

std::string whyTcpPartialAck(const Simulation& s, const TraceRecord& r) {
  return "NewReno (RFC 6582 §3.2): ACK " + withCommas(r.a) + " acknowledged " + bytes(r.seq) +
         " but not everything sent before the loss (`recover`), so the next segment is also lost. " + who(s, r) +
         " resends it at once, deflates cwnd by the bytes acknowledged (adding one SMSS back) to " + bytes(r.size) +
         " and stays in fast recovery.";
}

std::string whyTcpReceive(const Simulation& s, const TraceRecord& r) {
  const std::string range = "bytes " + withCommas(r.a) + "-" + withCommas(r.a + std::int64_t{r.size} - 1);
  switch (r.reason) {
    case kRcvOutOfOrder:
      return s.nodeName(r.node) + " got " + range + " of " + flow(r) +
             " beyond a hole: an earlier segment is missing. It keeps the data and answers at once with a "
             "duplicate ACK for the first missing byte (RFC 5681 §4.2).";
    case kRcvFillsHole:
      return s.nodeName(r.node) + " got " + range + " of " + flow(r) +
             ", which fills a hole: the data buffered beyond it can now be delivered, and the ACK goes out at "
             "once (RFC 5681 §4.2).";
    case kRcvDuplicate:
      return s.nodeName(r.node) + " already had " + range + " of " + flow(r) +
             " (the sender resent it, e.g. after a timeout): it discards the copy and acknowledges at once "
             "(RFC 5681 §4.2).";
    default:
      return s.nodeName(r.node) + " got " + range + " of " + flow(r) + " in order and passes it up (RFC 5681 §4.2).";
  }
}

std::string whyAppRefused(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + "'s send buffer for " + flow(r) + " is full, so the application's " + bytes(r.size) +
         " are refused: the transport sends no faster than its congestion control allows (RFC 5681 §3).";
}

}  // namespace ps::transport

// Why-texts of MSAW and MBAP (see multicast_why.h). Sources, seed 001 (Segovia 1996): §2.5 MSAW
// (timer per receiver, unicast retransmission, limit, failure), §2.5.1 SAWrand, §2.5.2 multicast
// retransmission (one timer, one count), §2.6 MBAP (window, block ACK, go-back-N retransmission of
// the window, ACK delay timer), §2.6.1 BAPrand, §3.6 (the timeout formulas). The numbers come from
// the record and the scenario's configuration (multicastConfigOf), never from state that changed
// since, so a why-text is the same whenever it is asked for.
#include "multicast_why.h"

#include "../../core/why_text.h"
#include "ethernet_model.h"
#include "multicast_common.h"

namespace ps {

namespace {

const MulticastConfig& config(const Simulation& s) {
  static const MulticastConfig kDefaults{};
  const MulticastConfig* c = multicastConfigOf(s);
  return c ? *c : kDefaults;
}
bool isBap(const MulticastConfig& c) { return c.proto == ProtoKind::kBap; }
const char* protoName(const MulticastConfig& c) { return isBap(c) ? "MBAP" : "MSAW"; }
std::string bits(std::int64_t n) { return withCommas(n) + " bit times"; }

// "600,000 bit times (data 12,144 + ACKs 512 x 5 + SAWrand 0 + increment 600,000; thesis §3.6)"
std::string timeoutValue(const MulticastConfig& c) {
  if (isBap(c)) {
    if (c.bapTimeoutMethod == TimeoutMethod::kConstant)
      return bits(c.bapTimeoutBits()) + " (a constant set in the scenario; thesis §3.6)";
    return bits(c.bapTimeoutBits()) + " (the formula of thesis §3.6: window " + withCommas(c.bapWindow) + " x data " +
           withCommas(c.dataBits()) + " + ACK " + withCommas(c.ackBits()) + " x " + withCommas(c.receivers) +
           " receivers + BAPrand " + withCommas(c.bapRand) + " + ACK delay " + withCommas(c.bapAckTimeout) +
           " + increment " + withCommas(c.bapPktTimeout) + ")";
  }
  if (c.sawTimeoutMethod == TimeoutMethod::kConstant)
    return bits(c.sawTimeoutBits()) + " (a constant set in the scenario; thesis §3.6)";
  return bits(c.sawTimeoutBits()) + " (the formula of thesis §3.6: data " + withCommas(c.dataBits()) + " + ACK " +
         withCommas(c.ackBits()) + " x " + withCommas(c.receivers) + " receivers + SAWrand " + withCommas(c.sawRand) +
         " + increment " + withCommas(c.sawTimeout) + ")";
}
std::int64_t retransLimit(const MulticastConfig& c) { return isBap(c) ? c.bapRetransLimit : c.sawRetransLimit; }
bool multicastRepair(const MulticastConfig& c) { return isBap(c) || c.sawRetrans == RetransMethod::kMulticast; }

}  // namespace

std::string whyMcTimeout(const Simulation& s, const TraceRecord& r) {
  const MulticastConfig& c = config(s);
  const std::string sender = s.nodeName(r.node);
  const std::string missing = plural(r.a, "acknowledgment", "acknowledgments");
  if (isBap(c)) {
    return sender + "'s packet timer expired: the window starting at seq " + withCommas(r.seq) + " (message " +
           withCommas(r.size) + ") was not acknowledged by every receiver within " + timeoutValue(c) +
           ". MBAP re-arms this one timer on every message sent; when it expires the sender assumes some "
           "outstanding messages were lost and multicasts the whole window again (go-back-N), unless the "
           "retransmission limit of " +
           withCommas(c.bapRetransLimit) + " is reached, when the protocol fails (thesis §2.6).";
  }
  if (r.peer != kNone32) {
    return sender + "'s timer for " + s.nodeName(r.peer) + " expired because no ACK for seq " + withCommas(r.seq) +
           " (message " + withCommas(r.size) + ") arrived from it within " + timeoutValue(c) +
           ". The sender cannot tell a lost DATA from a lost ACK, so MSAW retransmits the message to " +
           s.nodeName(r.peer) + " alone by unicast, at most " + withCommas(c.sawRetransLimit) +
           " times per receiver; after that the protocol fails for this message (thesis §2.5).";
  }
  return sender + "'s timer expired with " + missing + " for seq " + withCommas(r.seq) + " (message " +
         withCommas(r.size) + ") still missing after " + timeoutValue(c) +
         ". With multicast retransmission MSAW keeps one timer for the whole group: if any receiver has not "
         "acknowledged when it expires, the sender multicasts the message again, at most " +
         withCommas(c.sawRetransLimit) +
         " times in all; after that the protocol fails for this message (thesis §2.5.2).";
}

std::string whyMcRetransmission(const Simulation& s, const TraceRecord& r) {
  const MulticastConfig& c = config(s);
  const std::string to = r.peer == kNone32 ? "the whole group by multicast" : s.nodeName(r.peer) + " by unicast";
  std::string rule;
  if (isBap(c))
    rule =
        "MBAP's packet timer expired, so the sender resends every message of its window to the group "
        "(go-back-N; thesis §2.6)";
  else if (multicastRepair(c))
    rule =
        "MSAW's one timer expired with acknowledgments missing, so the sender multicasts the message "
        "again (thesis §2.5.2)";
  else
    rule =
        "MSAW's timer for this receiver expired without its ACK, so the sender repeats the message to that "
        "receiver alone (thesis §2.5)";
  return rule + ". " + s.nodeName(r.node) + " sends message " + withCommas(r.size) + " (seq " + withCommas(r.seq) +
         ") to " + to + ": retransmission " + withCommas(r.a) + " of at most " + withCommas(retransLimit(c)) + ".";
}

std::string whyMcAckScheduled(const Simulation& s, const TraceRecord& r) {
  const MulticastConfig& c = config(s);
  const std::int64_t bound = isBap(c) ? c.bapRand : c.sawRand;
  return std::string("Randomly timed acknowledgments (") +
         (isBap(c) ? "BAPrand, thesis §2.6.1" : "SAWrand, thesis §2.5.1") +
         "): every receiver gets a multicast at the same instant and would answer at once, so their ACKs "
         "would collide. Each one instead waits a random time between 0 and " +
         bits(bound) + "; " + s.nodeName(r.node) + " drew " + fmtBits(s, r.a) + " before acknowledging seq " +
         withCommas(r.seq) + ".";
}

std::string whyMcFailure(const Simulation& s, const TraceRecord& r) {
  const MulticastConfig& c = config(s);
  return std::string(protoName(c)) + " bounds its effort: message " + withCommas(r.size) + " (seq " +
         withCommas(r.seq) + ") was retransmitted " + plural(r.a, "time", "times") + " and the limit is " +
         withCommas(retransLimit(c)) + ", so " + s.nodeName(r.node) +
         " records a failure and moves on; reliable delivery is left to the layers above (" +
         (isBap(c) ? "thesis §2.6" : "thesis §2.5") + ").";
}

std::string whyMcDuplicate(const Simulation& s, const TraceRecord& r) {
  const MulticastConfig& c = config(s);
  const std::string rx = s.nodeName(r.node);
  if (isBap(c)) {
    return "MBAP receivers accept only the next message in sequence (thesis §2.6): " + rx + " expected seq " +
           withCommas(r.size) + " but got seq " + withCommas(r.seq) + ", so it " +
           (r.a ? "re-acknowledges its last in-order message (the scenario's duplicateAck option)"
                : "discards it without acknowledgment") +
           ". Sequence numbers run modulo twice the window (" + withCommas(2 * std::int64_t{c.bapWindow}) + ").";
  }
  return "A duplicate means this receiver's ACK was lost or late, so the sender repeated the message. MSAW's "
         "receiver acknowledges it again without changing its state (thesis §2.5): " +
         rx + " expected seq " + withCommas(r.size) + " and got seq " + withCommas(r.seq) +
         ", so it sends its ACK once more; that is how a lost ACK is eventually repaired.";
}

std::string whyMcWindowAdvance(const Simulation& s, const TraceRecord& r) {
  const MulticastConfig& c = config(s);
  return "MBAP's window moves when messages are acknowledged by every receiver (thesis §2.6): the sender takes, "
         "for each receiver, the position of its last ACK in the window and the lowest of these is what all "
         "have. Here " +
         plural(r.a, "message was", "messages were") + " acknowledged by all, so " + s.nodeName(r.node) +
         "'s window now starts at seq " + withCommas(r.seq) + " with " + withCommas(r.size) + " of at most " +
         withCommas(c.bapWindow) + " messages outstanding, so it may send " +
         withCommas(std::int64_t{c.bapWindow} - r.size) + " new ones at once.";
}

std::string whyMcAckTimer(const Simulation& s, const TraceRecord& r) {
  const MulticastConfig& c = config(s);
  return "MBAP receiver's ACK delay timer (thesis §2.6): a receiver acknowledges by itself once it holds a whole "
         "window; when no new message arrives for " +
         bits(c.bapAckTimeout) +
         " it assumes a message or its own ACK was lost and acknowledges its last in-order "
         "message anyway. " +
         s.nodeName(r.node) + " re-acknowledges up to seq " + withCommas(r.seq) +
         ". The timer also fires when the sender has too few messages to fill a window.";
}

std::string whyMcAckIgnored(const Simulation& s, const TraceRecord& r) {
  const MulticastConfig& c = config(s);
  return std::string("An ACK counts only if it names the message being waited for (") +
         (isBap(c) ? "MBAP: a seq inside the window, not seen before; thesis §2.6"
                   : "MSAW: the current seq; thesis §2.5") +
         "). " + s.nodeName(r.node) + " got ACK seq " + withCommas(r.seq) + " from " + s.nodeName(r.peer) +
         ", a duplicate or stale one, so it keeps waiting.";
}

}  // namespace ps

// LEAVE and SHUTDOWN in words (afdp_leave_text.h). The paper states both rules in its section
// "Protocol Overview" (seed 004 has unnumbered sections): subscribers "may join and leave the group at
// any time" and the secretary answers with a LEAVE_REPLY; the secretary "may disband the group at any
// time by sending a SHUTDOWN message to each subscriber". What the paper leaves open (the transport
// and retries of LEAVE, a LEAVE from a host not in the table, what SHUTDOWN does to an unfinished
// message) is the digest's §5 rows 24 and 27, and the why-texts say so.
#include "afdp_leave_text.h"

#include <cstdint>
#include <cstdio>
#include <string>

#include "../../core/simulation.h"
#include "afdp_config.h"

namespace ps::afdp {
namespace {

std::string ms(std::int64_t ns) {
  char b[32];
  std::snprintf(b, sizeof b, "%.0f ms", static_cast<double>(ns) / 1e6);
  if (ns % kMillisecond != 0) std::snprintf(b, sizeof b, "%.1f ms", static_cast<double>(ns) / 1e6);
  return b;
}
std::string n(std::int64_t v) { return std::to_string(v); }
// Whole seconds as seconds ("1 s"), anything else in milliseconds.
std::string duration(std::int64_t ns) { return ns % kSecond == 0 ? n(ns / kSecond) + " s" : ms(ns); }
std::string name(const Simulation& s, std::uint32_t node) { return s.nodeName(node); }

// LEAVE's retries are fixed, not scenario fields (afdp_config.h): 1 s timeout, 3 tries (§5 row 24).
const AfdpConfig& defaults() {
  static const AfdpConfig cfg{};
  return cfg;
}

std::string overview(const std::string& rule, const std::string& here) {
  return rule + " (AFDP paper, section \"Protocol Overview\"). Here: " + here + ".";
}

}  // namespace

std::string lineLeave(const Simulation& s, const TraceRecord& r) {
  std::string line =
      name(s, r.node) + (r.seq > 1 ? " repeats LEAVE to secretary " : " sends LEAVE to secretary ") + name(s, r.peer);
  if (r.reason == 1) line += ", abandoning message " + n(r.a) + " with " + n(r.size) + " datagrams held";
  return line;
}
std::string lineRemoved(const Simulation& s, const TraceRecord& r) {
  if (r.reason == 1)
    return "secretary " + name(s, r.node) + " gets LEAVE from " + name(s, r.peer) +
           ", which is not in the host table: nothing to remove, LEAVE_REPLY sent anyway";
  return "secretary " + name(s, r.node) + " removes " + name(s, r.peer) + " from the host table after " + ms(r.a) +
         " as a member (" + n(r.seq) + " members left) and replies LEAVE_REPLY";
}
std::string lineShutdown(const Simulation& s, const TraceRecord& r) {
  return "secretary " + name(s, r.node) + " disbands the group (" + n(r.seq) + " members): SHUTDOWN to " +
         name(s, r.peer);
}
std::string lineShutdownIn(const Simulation& s, const TraceRecord& r) {
  std::string line = name(s, r.node) + " gets SHUTDOWN from secretary " + name(s, r.peer);
  if (r.reason == 1)
    return line + " and abandons message " + n(r.seq) + " with " + n(r.size) + " of " + n(r.a) + " datagrams held";
  return line + " and leaves with nothing unfinished";
}

std::string whyLeave(const Simulation& s, const TraceRecord& r) {
  const AfdpConfig& c = defaults();
  std::string rule =
      "Subscribers may leave the group at any time by sending LEAVE to the secretary's admin port, which answers "
      "LEAVE_REPLY; without a reply within " +
      duration(c.requestTimeout) + " the LEAVE is repeated, " + n(c.requestTries) +
      " tries in all (digest §5 row 24: the paper gives no transport)";
  if (r.reason == 1)
    rule += "; whatever is still arriving is abandoned first, since a host that leaves asks for no resends";
  return overview(rule, lineLeave(s, r) + " (try " + n(r.seq) + " of " + n(c.requestTries) + ")");
}

std::string whyRemoved(const Simulation& s, const TraceRecord& r) {
  if (r.reason == 1)
    return overview(
        "A LEAVE from a host that is not in the host table (a repeat after a lost LEAVE_REPLY, or a host "
        "that never joined) removes nothing; the secretary still answers LEAVE_REPLY so that the host "
        "stops repeating it (our choice: the paper only says the secretary replies)",
        lineRemoved(s, r) + "; the table still holds " + n(r.seq) + (r.seq == 1 ? " member" : " members"));
  return overview(
      "The secretary keeps the group in its host table and answers each LEAVE with a LEAVE_REPLY; the "
      "next grant's mode and member list see only the members left",
      lineRemoved(s, r));
}

std::string whyShutdown(const Simulation& s, const TraceRecord& r) {
  return overview(
      "The secretary may disband the group at any time by sending a SHUTDOWN message to each "
      "subscriber; in this model, one datagram to each member's data port, after which the secretary answers nothing "
      "more, as the digest chooses in §5 row 27",
      lineShutdown(s, r) + ", a member for " + duration(r.a));
}

std::string whyShutdownIn(const Simulation& s, const TraceRecord& r) {
  std::string here = lineShutdownIn(s, r);
  if (r.reason != 1)
    here += r.seq > 0 ? " (message " + n(r.seq) + " complete, " + n(r.a) + " datagrams)"
                      : " (no message had begun: 0 datagrams held)";
  return overview(
      "SHUTDOWN disbands the group: the subscriber abandons any unfinished message, asks for no more "
      "resends and stops taking part, an effect the digest chooses in §5 row 27 since the paper only names "
      "the message",
      here);
}

}  // namespace ps::afdp

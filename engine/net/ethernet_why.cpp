// Why-texts of the Ethernet LAN (see ethernet_why.h). Sources: seed 001 (Segovia 1996) §3.2 (MAC:
// truncated binary exponential backoff, discard after the 16th attempt), §3.3 (physical layer:
// equal request times collide, 32-bit collision window, deferral), §3.4 (error model); IEEE 802.3
// §4.2.3.2.5 (backoff range) for the 802.3 bus variant.
#include "ethernet_why.h"

#include <cstdio>

#include "../core/why_text.h"
#include "ethernet_lan.h"

namespace ps {

namespace {

// The LAN's configuration when the model is an Ethernet one; the thesis defaults otherwise.
EthernetConfig lanConfig(const Simulation& s) {
  if (const auto* m = dynamic_cast<const EthernetModel*>(s.model())) return m->lan().config();
  return EthernetConfig{};
}
// 0.05 -> "5%"
std::string percent(double fraction) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g%%", fraction * 100);
  return buf;
}
bool thesisBus(const Simulation& s) { return lanConfig(s).variant == EthernetVariant::kThesis; }

}  // namespace

std::string whyEthCollision(const Simulation& s, const TraceRecord& r) {
  if (r.reason == 1) {
    return "CSMA/CD: " + s.nodeName(r.node) + " was sending when the signal of " + s.nodeName(r.peer) +
           " reached it, so both frames are garbled. A station that detects a collision stops and sends a jam "
           "signal (here " +
           fmtBits(s, r.a) +
           ") so every station sees it, then backs off a random number of slots before trying again "
           "(IEEE 802.3 §4.2.3.2.4).";
  }
  const std::string others = r.size > 2 ? " and " + plural(r.size - 2, "other station", "other stations") : "";
  return "Thesis physical layer (thesis §3.3): two or more transmit requests for the same instant collide. " +
         s.nodeName(r.node) + ", " + s.nodeName(r.peer) + others +
         " asked for the bus at the same moment — typically because they were all waiting for it to "
         "fall idle (carrier sense makes deferred stations start together). The bus is busy for the "
         "maximum collision window, " +
         fmtBits(s, r.a) + ", and each station then backs off (thesis §3.2).";
}

std::string whyEthBackoff(const Simulation& s, const TraceRecord& r) {
  const EthernetConfig cfg = lanConfig(s);
  const std::int64_t i = r.seq;
  const std::int64_t e = i < cfg.backoffCap ? i : cfg.backoffCap;
  const std::int64_t hi = (std::int64_t{1} << e) - (cfg.backoff == BackoffRange::kStandard ? 1 : 0);
  const char* source = thesisBus(s) ? "thesis §3.2" : "IEEE 802.3 §4.2.3.2.5";
  return "Truncated binary exponential backoff (" + std::string(source) + "): after collision " + withCommas(i) +
         " of this frame, " + s.nodeName(r.node) + " draws a whole number of slots uniformly from 0 to " +
         withCommas(hi) + " (2^min(" + withCommas(i) + ", " + withCommas(cfg.backoffCap) + ")" +
         (cfg.backoff == BackoffRange::kStandard ? " - 1" : "") + "); one slot is " + withCommas(cfg.slotBits) +
         " bit times. It drew " + plural(r.size, "slot", "slots") + ", so it waits " + fmtBits(s, r.a) +
         ". Each further collision doubles the range, up to " + withCommas(cfg.attemptLimit) + " attempts.";
}

std::string whyEthDefer(const Simulation& s, const TraceRecord& r) {
  return "Carrier sense (thesis §3.3): a station never starts while the medium is busy. " + s.nodeName(r.node) +
         " found it busy" + (r.a > 0 ? " for another " + fmtBits(s, r.a) : std::string()) +
         " and waits until it falls idle; stations that deferred to the same busy period then start together "
         "and may collide.";
}

std::string whyEthDiscard(const Simulation& s, const TraceRecord& r) {
  const EthernetConfig cfg = lanConfig(s);
  return "Attempt limit (thesis §3.2): a MAC tries a frame at most " + withCommas(cfg.attemptLimit) +
         " times. This frame (seq " + withCommas(r.seq) + ") collided " + plural(r.a, "time", "times") + " at " +
         s.nodeName(r.node) +
         ", so the MAC discards it and moves on to its next frame; recovering the message is left to the "
         "protocol above (its timer will expire).";
}

std::string whyEthDrop(const Simulation& s, const TraceRecord& r) {
  const EthernetConfig cfg = lanConfig(s);
  const auto reason = static_cast<DropReason>(r.reason);
  if (reason == DropReason::kMacError) {
    const bool onReceive = (r.a & 0xff) != 0;
    return "Error model (thesis §3.4): every MAC drops packets at random with the failure rate (here " +
           percent(cfg.failRate) + "), on transmit and on receive alike. " +
           (onReceive
                ? s.nodeName(r.node) + " lost seq " + withCommas(r.seq) +
                      " on receive: only this station misses it, the others may have it."
                : s.nodeName(r.node) + " lost seq " + withCommas(r.seq) + " on transmit: no station receives it.") +
           " The protocol's timer will notice the missing acknowledgment.";
  }
  return s.nodeName(r.node) + " dropped seq " + withCommas(r.seq) + ": " + dropReasonName(reason) +
         " (thesis §3.4 models every loss on the LAN as a dropped packet).";
}

}  // namespace ps

// Reads and validates the "lan" and "protocol" sections of an "ethernet" scenario. Ranges are the
// thesis's (§3.6 command file) where it gives them; every rejection names the field, the allowed
// range and the reason.
#include "ethernet_model_config.h"

#include <cmath>

namespace ps {

namespace {

TimeoutMethod method(Validator& v, const Json& obj, const std::string& path, const char* key) {
  return v.choice(obj, path, key, "formula", {"formula", "constant"}) == "constant" ? TimeoutMethod::kConstant
                                                                                    : TimeoutMethod::kFormula;
}

// An integer in [lo, hi] whose rejection also says why the range is what it is.
std::int64_t integerWhy(Validator& v, const Json& obj, const std::string& path, const char* key, std::int64_t dflt,
                        std::int64_t lo, std::int64_t hi, const std::string& why, bool required = false) {
  const Json* x = obj.isObject() ? obj.get(key) : nullptr;
  if (x && x->isNumber() && x->asNumber() == std::floor(x->asNumber()) &&
      (x->asNumber() < static_cast<double>(lo) || x->asNumber() > static_cast<double>(hi))) {
    v.error(Validator::at(path, key), "must be in [" + std::to_string(lo) + ", " + std::to_string(hi) + "] (got " +
                                          formatNumber(x->asNumber()) + "): " + why);
    return dflt;
  }
  return v.integer(obj, path, key, dflt, lo, hi, required);
}

}  // namespace

void readEthernetScenario(const Json& root, Validator& v, EthernetConfig& lan, MulticastConfig& mc) {
  // ---- lan ----------------------------------------------------------------------------------
  const Json& l = v.object(root, "", "lan", true);
  v.onlyKeys(l, "lan",
             {"variant", "receivers", "failRate", "errorDraw", "bitRate", "backoffRange", "attemptLimit", "slotBits",
              "collisionBits", "busLength", "propagationSpeed", "ifgBits", "jamBits", "preambleBits"});
  const std::string variant = v.choice(l, "lan", "variant", "thesis", {"thesis", "802.3"});
  lan.variant = variant == "802.3" ? EthernetVariant::kBus8023 : EthernetVariant::kThesis;
  mc.receivers = static_cast<std::uint32_t>(
      integerWhy(v, l, "lan", "receivers", 5, 2, 100, "the thesis simulator's range (§3.6 STARTRECS)", true));
  mc.failRatePct = v.number(l, "lan", "failRate", 0, 0, 100);
  lan.failRate = mc.failRatePct / 100.0;
  lan.errorDraw = v.choice(l, "lan", "errorDraw", "frame", {"frame", "attempt"}) == "attempt" ? ErrorDraw::kAttempt
                                                                                              : ErrorDraw::kFrame;
  const double rate = v.number(l, "lan", "bitRate", 1e7, 1e5, 1e9);
  lan.bitRate.value = static_cast<std::int64_t>(rate);
  if (rate != std::floor(rate) || 1000000000LL % lan.bitRate.value != 0) {
    v.error("lan.bitRate", "must divide 1e9 so that one bit time is a whole number of nanoseconds (got " +
                               formatNumber(rate) + "; e.g. 10000000, 100000000)");
    lan.bitRate.value = 10000000;
  }
  lan.bitNs = 1000000000LL / lan.bitRate.value;
  lan.backoff = v.choice(l, "lan", "backoffRange", "standard", {"standard", "inclusive"}) == "inclusive"
                    ? BackoffRange::kInclusive
                    : BackoffRange::kStandard;
  lan.attemptLimit = static_cast<int>(
      integerWhy(v, l, "lan", "attemptLimit", 16, 1, 16, "802.3 discards a frame after its 16th attempt"));
  lan.slotBits = v.integer(l, "lan", "slotBits", 512, 1, 1000000);
  lan.collisionBits = v.integer(l, "lan", "collisionBits", 32, 1, 1000000);
  lan.busLengthM = v.number(l, "lan", "busLength", 500, 1, 2500);
  lan.propagationMps = v.number(l, "lan", "propagationSpeed", 2e8, 1e7, 3e8);
  lan.ifgBits = v.integer(l, "lan", "ifgBits", 96, 0, 10000);
  lan.jamBits = v.integer(l, "lan", "jamBits", 32, 1, 10000);
  lan.preambleBits = v.integer(l, "lan", "preambleBits", 64, 0, 10000);
  if (lan.variant == EthernetVariant::kBus8023) {
    const double roundTripBits = 2 * lan.busLengthM / lan.propagationMps * static_cast<double>(lan.bitRate.value);
    if (roundTripBits >= static_cast<double>(lan.slotBits)) {
      v.error("lan.busLength", "the round trip (" + formatNumber(std::round(roundTripBits)) +
                                   " bit times) must be shorter than one slot (" + std::to_string(lan.slotBits) +
                                   " bit times), or collisions could go undetected; shorten the bus");
    }
  }
  // The 802.3-only fields are accepted and ignored by the thesis variant, so that a sweep or the
  // editor can switch lan.variant without removing them.

  // ---- protocol -------------------------------------------------------------------------------
  const Json& p = v.object(root, "", "protocol", true);
  v.onlyKeys(p, "protocol", {"name", "mode", "packets", "dataSize", "ackSize", "statsFile", "saw", "bap"});
  mc.proto = v.choice(p, "protocol", "name", "SAW", {"SAW", "BAP"}) == "BAP" ? ProtoKind::kBap : ProtoKind::kSaw;
  mc.unicastEquivalent = v.choice(p, "protocol", "mode", "multicast", {"multicast", "unicast"}) == "unicast";
  mc.packets = static_cast<std::uint32_t>(
      integerWhy(v, p, "protocol", "packets", 500, 1, 5000, "the thesis simulator's range (§3.6 STARTPKTS)"));
  mc.dataBytes = static_cast<std::uint32_t>(
      integerWhy(v, p, "protocol", "dataSize", 1518, 64, 1518, "an Ethernet frame is 64 to 1518 bytes (§3.6)"));
  mc.ackBytes = static_cast<std::uint32_t>(
      integerWhy(v, p, "protocol", "ackSize", 64, 64, 1518, "an Ethernet frame is 64 to 1518 bytes (§3.6)"));
  mc.statsFile = v.string(p, "protocol", "statsFile", "");

  const Json& saw = v.object(p, "protocol", "saw", false);
  v.onlyKeys(saw, "protocol.saw", {"timeoutMethod", "timeout", "randWait", "retransLimit", "retrans", "timerRestart"});
  mc.sawTimeoutMethod = method(v, saw, "protocol.saw", "timeoutMethod");
  mc.sawTimeout = v.integer(saw, "protocol.saw", "timeout", 600000,
                            mc.sawTimeoutMethod == TimeoutMethod::kConstant ? 1 : 0, 1000000000);
  mc.sawRand = v.integer(saw, "protocol.saw", "randWait", 0, 0, 100000000);
  mc.sawRetransLimit = v.integer(saw, "protocol.saw", "retransLimit", 10, 0, 1000);
  mc.sawRetrans = v.choice(saw, "protocol.saw", "retrans", "multicast", {"multicast", "unicast"}) == "unicast"
                      ? RetransMethod::kUnicast
                      : RetransMethod::kMulticast;
  mc.sawTimerRestart = v.choice(saw, "protocol.saw", "timerRestart", "on-ack", {"on-ack", "on-send"}) == "on-send"
                           ? TimerRestart::kOnSend
                           : TimerRestart::kOnAck;
  if (v.ok() && mc.sawRand > mc.sawTimeoutBits()) {
    v.error("protocol.saw.randWait", "SAWrand (" + std::to_string(mc.sawRand) +
                                         " bit times) must not exceed the SAW timeout (" +
                                         std::to_string(mc.sawTimeoutBits()) +
                                         " bit times): the sender would retransmit while ACKs are still being "
                                         "held back on purpose (thesis §2.5.1)");
  }

  const Json& bap = v.object(p, "protocol", "bap", false);
  v.onlyKeys(bap, "protocol.bap",
             {"window", "pktTimeoutMethod", "pktTimeout", "ackTimeout", "randWait", "retransLimit", "ackTimerMode"});
  mc.bapWindow = static_cast<std::uint32_t>(integerWhy(v, bap, "protocol.bap", "window", 10, 1, 100,
                                                       "the sender needs room for at least one outstanding message"));
  mc.bapTimeoutMethod = method(v, bap, "protocol.bap", "pktTimeoutMethod");
  mc.bapPktTimeout = v.integer(bap, "protocol.bap", "pktTimeout", 600000,
                               mc.bapTimeoutMethod == TimeoutMethod::kConstant ? 1 : 0, 1000000000);
  mc.bapAckTimeout = v.integer(bap, "protocol.bap", "ackTimeout", 95000, 1, 1000000000);
  mc.bapRand = v.integer(bap, "protocol.bap", "randWait", 0, 0, 100000000);
  mc.bapRetransLimit = v.integer(bap, "protocol.bap", "retransLimit", 20, 0, 1000);
  mc.bapAckTimerMode = v.choice(bap, "protocol.bap", "ackTimerMode", "pending", {"pending", "always"}) == "always"
                           ? AckTimerMode::kAlways
                           : AckTimerMode::kPending;
  if (v.ok() && mc.bapRand > mc.bapTimeoutBits()) {
    v.error("protocol.bap.randWait", "BAPrand (" + std::to_string(mc.bapRand) +
                                         " bit times) must not exceed the BAP packet timeout (" +
                                         std::to_string(mc.bapTimeoutBits()) + " bit times) (thesis §2.6.1)");
  }
  // "saw" and "bap" may both be present; only the one protocol.name selects is used (so the editor
  // or a sweep can switch protocols without deleting the other section).
}

}  // namespace ps

// Reads and validates the "lan" and "protocol" sections of an "ethernet" scenario. Ranges are the
// thesis's (§3.6 command file) where it gives them; every rejection names the field, the allowed
// range and the reason.
#include "ethernet_model_config.h"

#include "../literature/literature_config_reader.h"
#include "ethernet_params.h"

#include <cmath>

namespace ps {

using namespace ethernet_params;

namespace {

TimeoutMethod method(Validator& v, const Json& obj, const std::string& path, const Param& p) {
  return v.readChoice(obj, path, p) == "constant" ? TimeoutMethod::kConstant : TimeoutMethod::kFormula;
}

// A constant timeout must be at least one bit time (under the formula 0 is a valid increment).
std::int64_t timeoutBits(Validator& v, const Json& obj, const std::string& path, const Param& p, TimeoutMethod m) {
  const std::int64_t t = v.readInt(obj, path, p);
  if (m == TimeoutMethod::kConstant && t < 1 && obj.isObject() && obj.get(p.key)) {
    v.error(Validator::at(path, p.key),
            "must be in [1, " + fmtBound(p.hi) + "] (got " + std::to_string(t) +
                "): a constant timeout of 0 would retransmit at once",
            "deve estar em [1; " + v.text().number(p.hi) + "] (valor recebido: " + v.text().integer(t) +
                "): um timeout constante de 0 retransmitiria na hora");
    return static_cast<std::int64_t>(p.dflt);
  }
  return t;
}

}  // namespace

void readEthernetScenario(const Json& root, Validator& v, EthernetConfig& lan, MulticastConfig& mc,
                          LiteratureConfig& lit) {
  // ---- lan ----------------------------------------------------------------------------------
  const Json& l = v.readObject(root, "", kLan);
  lan.variant = v.readChoice(l, "lan", kVariant) == "802.3" ? EthernetVariant::kBus8023 : EthernetVariant::kThesis;
  mc.receivers = static_cast<std::uint32_t>(v.readInt(l, "lan", kReceivers));
  mc.failRatePct = v.read(l, "lan", kFailRate);
  lan.failRate = mc.failRatePct / 100.0;
  lan.errorDraw = v.readChoice(l, "lan", kErrorDraw) == "attempt" ? ErrorDraw::kAttempt : ErrorDraw::kFrame;
  const double rate = v.read(l, "lan", kBitRate);
  lan.bitRate.value = static_cast<std::int64_t>(rate);
  if (rate != std::floor(rate) || 1000000000LL % lan.bitRate.value != 0) {
    v.error("lan.bitRate",
            "must divide 1e9 so that one bit time is a whole number of nanoseconds (got " + formatNumber(rate) +
                "; e.g. 10000000, 100000000)",
            "deve dividir 1e9 para que um tempo de bit seja um número inteiro de nanossegundos (valor recebido: " +
                v.text().number(rate) + "; p. ex. 10000000, 100000000)");
    lan.bitRate.value = 10000000;
  }
  lan.bitNs = 1000000000LL / lan.bitRate.value;
  lan.backoff =
      v.readChoice(l, "lan", kBackoffRange) == "inclusive" ? BackoffRange::kInclusive : BackoffRange::kStandard;
  lan.attemptLimit = static_cast<int>(v.readInt(l, "lan", kAttemptLimit));
  lan.slotBits = v.readInt(l, "lan", kSlotBits);
  lan.collisionBits = v.readInt(l, "lan", kCollisionBits);
  lan.busLengthM = v.read(l, "lan", kBusLength);
  lan.propagationMps = v.read(l, "lan", kPropagationSpeed);
  lan.ifgBits = v.readInt(l, "lan", kIfgBits);
  lan.jamBits = v.readInt(l, "lan", kJamBits);
  lan.preambleBits = v.readInt(l, "lan", kPreambleBits);
  if (lan.variant == EthernetVariant::kBus8023) {
    const double roundTripBits = 2 * lan.busLengthM / lan.propagationMps * static_cast<double>(lan.bitRate.value);
    if (roundTripBits >= static_cast<double>(lan.slotBits)) {
      v.error("lan.busLength",
              "the round trip (" + formatNumber(std::round(roundTripBits)) +
                  " bit times) must be shorter than one slot (" + std::to_string(lan.slotBits) +
                  " bit times), or collisions could go undetected; shorten the bus",
              "a ida e volta (" + v.text().number(std::round(roundTripBits)) +
                  " tempos de bit) deve ser menor que um slot (" + v.text().integer(lan.slotBits) +
                  " tempos de bit), senão colisões poderiam passar despercebidas; encurte o barramento");
    }
  }
  // The 802.3-only fields are accepted and ignored by the thesis variant, so that a sweep or the
  // editor can switch lan.variant without removing them.

  readMulticastProtocol(root, v, mc, lit);
}

void readMulticastProtocol(const Json& root, Validator& v, MulticastConfig& mc, LiteratureConfig& lit) {
  const Json& p = v.readObject(root, "", kProtocol);
  const std::string name = v.readChoice(p, "protocol", kName);
  mc.proto = name == "BAP" ? ProtoKind::kBap : name == "SAW" ? ProtoKind::kSaw : ProtoKind::kLiterature;
  lit.proto = name == "ES"    ? LitProto::kEs
              : name == "CM"  ? LitProto::kCm
              : name == "RRA" ? LitProto::kRra
                              : LitProto::kSeq;
  mc.unicastEquivalent = v.readChoice(p, "protocol", kMode) == "unicast";
  mc.packets = static_cast<std::uint32_t>(v.readInt(p, "protocol", kPackets));
  mc.dataBytes = static_cast<std::uint32_t>(v.readInt(p, "protocol", kDataSize));
  mc.ackBytes = static_cast<std::uint32_t>(v.readInt(p, "protocol", kAckSize));
  mc.statsFile = v.readString(p, "protocol", kStatsFile);

  const std::string sp = "protocol.saw";
  const Json& saw = v.readObject(p, "protocol", kSaw);
  mc.sawTimeoutMethod = method(v, saw, sp, kSawTimeoutMethod);
  mc.sawTimeout = timeoutBits(v, saw, sp, kSawTimeout, mc.sawTimeoutMethod);
  mc.sawRand = v.readInt(saw, sp, kSawRandWait);
  mc.sawRetransLimit = v.readInt(saw, sp, kSawRetransLimit);
  mc.sawRetrans = v.readChoice(saw, sp, kSawRetrans) == "unicast" ? RetransMethod::kUnicast : RetransMethod::kMulticast;
  mc.sawTimerRestart =
      v.readChoice(saw, sp, kSawTimerRestart) == "on-send" ? TimerRestart::kOnSend : TimerRestart::kOnAck;
  mc.sawTimerExpiry = v.readChoice(saw, sp, kSawTimerExpiry) == "quiet" ? TimerExpiry::kQuiet : TimerExpiry::kDeadline;
  if (v.ok() && mc.sawRand > mc.sawTimeoutBits()) {
    v.error("protocol.saw.randWait",
            "SAWrand (" + std::to_string(mc.sawRand) + " bit times) must not exceed the SAW timeout (" +
                std::to_string(mc.sawTimeoutBits()) +
                " bit times): the sender would retransmit while ACKs are still being "
                "held back on purpose (thesis §2.5.1)",
            "SAWrand (" + v.text().integer(mc.sawRand) + " tempos de bit) não pode passar do timeout do SAW (" +
                v.text().integer(mc.sawTimeoutBits()) +
                " tempos de bit): o emissor retransmitiria enquanto os ACKs ainda estão sendo retidos de propósito "
                "(tese §2.5.1)");
  }

  const std::string bp = "protocol.bap";
  const Json& bap = v.readObject(p, "protocol", kBap);
  mc.bapWindow = static_cast<std::uint32_t>(v.readInt(bap, bp, kBapWindow));
  mc.bapTimeoutMethod = method(v, bap, bp, kBapTimeoutMethod);
  mc.bapPktTimeout = timeoutBits(v, bap, bp, kBapPktTimeout, mc.bapTimeoutMethod);
  mc.bapAckTimeout = v.readInt(bap, bp, kBapAckTimeout);
  mc.bapRand = v.readInt(bap, bp, kBapRandWait);
  mc.bapRetransLimit = v.readInt(bap, bp, kBapRetransLimit);
  mc.bapAckTimerMode =
      v.readChoice(bap, bp, kBapAckTimerMode) == "always" ? AckTimerMode::kAlways : AckTimerMode::kPending;
  const std::string bapExpiry = v.readChoice(bap, bp, kBapTimerExpiry);
  mc.bapTimerExpiry = bapExpiry == "quiet"       ? TimerExpiry::kQuiet
                      : bapExpiry == "quiet-all" ? TimerExpiry::kQuietAll
                                                 : TimerExpiry::kDeadline;
  mc.bapRetransCount =
      v.readChoice(bap, bp, kBapRetransCount) == "window" ? RetransCount::kWindow : RetransCount::kMessage;
  mc.bapDuplicateAck = v.readBool(bap, bp, kBapDuplicateAck);
  mc.bapAckTimerStops = v.readBool(bap, bp, kBapAckTimerStops);
  if (v.ok() && mc.bapRand > mc.bapTimeoutBits()) {
    v.error("protocol.bap.randWait",
            "BAPrand (" + std::to_string(mc.bapRand) + " bit times) must not exceed the BAP packet timeout (" +
                std::to_string(mc.bapTimeoutBits()) + " bit times) (thesis §2.6.1)",
            "BAPrand (" + v.text().integer(mc.bapRand) +
                " tempos de bit) não pode passar do timeout de pacote do BAP (" +
                v.text().integer(mc.bapTimeoutBits()) + " tempos de bit) (tese §2.6.1)");
  }
  readLiteratureConfig(p, v, lit, mc.receivers, mc.proto == ProtoKind::kLiterature);
  if (v.ok() && mc.proto != ProtoKind::kLiterature && lit.senders > 1)
    v.error("protocol.senders",
            "must be 1 for " + name + " (got " + std::to_string(lit.senders) + "): MSAW and MBAP have a single sender",
            "deve ser 1 para " + name + " (valor recebido: " + v.text().integer(lit.senders) +
                "): MSAW e MBAP têm um único emissor");
  if (v.ok() && mc.proto == ProtoKind::kLiterature && mc.unicastEquivalent)
    v.error("protocol.mode",
            "must be multicast for " + name + " (got unicast): only SAW and BAP have an equivalent unicast protocol",
            "deve ser multicast para " + name +
                " (valor recebido: unicast): só SAW e BAP têm um protocolo unicast equivalente");
  // "saw" and "bap" may both be present; only the one protocol.name selects is used (so the editor
  // or a sweep can switch protocols without deleting the other section).
}

}  // namespace ps

#include "afdp_config_reader.h"

#include <cmath>

#include "afdp_baseline_params.h"
#include "afdp_params.h"

namespace ps::afdp {

using namespace params;

namespace {

// The routers, in order: each hangs from a segment already reached (0 or an earlier router's) and
// reaches a new one, so the internetwork is a tree and every route is unique.
void readRouters(const Json& root, Validator& v, AfdpConfig& c) {
  const Json& rs = v.readArray(root, "", kRouters);
  if (!rs.isArray()) return;
  for (std::size_t i = 0; i < rs.size() && i < kRouters.maxItems; ++i) {
    const std::string p = Validator::at("routers", i);
    const Json& r = rs[i];
    v.onlyDeclared(r, p, kRouter);
    RouterSpec spec;
    spec.from = static_cast<std::uint32_t>(v.readInt(r, p, kRouterFrom));
    spec.to = static_cast<std::uint32_t>(v.readInt(r, p, kRouterTo));
    spec.multicast = v.readBool(r, p, kRouterMulticast);
    spec.buffer = static_cast<std::uint32_t>(v.readInt(r, p, kRouterBuffer));
    spec.delay = fromSeconds(v.read(r, p, kRouterDelay));
    if (spec.from >= c.segments)
      v.error(Validator::at(p, "from"),
              "segment " + std::to_string(spec.from) + " is not reached yet (segments 0 to " +
                  std::to_string(c.segments - 1) + " are; list a router after the one reaching its segment)",
              "o segmento " + v.text().integer(spec.from) + " ainda não é alcançado (os segmentos de 0 a " +
                  v.text().integer(c.segments - 1) +
                  " são; liste um roteador depois daquele que alcança seu segmento)");
    else if (spec.to != c.segments)
      v.error(Validator::at(p, "to"),
              "must be the next new segment, " + std::to_string(c.segments) + " (got " + std::to_string(spec.to) +
                  "): each router reaches a segment no other router reaches",
              "deve ser o próximo segmento novo, " + v.text().integer(c.segments) + " (valor recebido: " +
                  v.text().integer(spec.to) + "): cada roteador alcança um segmento que nenhum outro alcança");
    else
      ++c.segments;
    c.routers.push_back(spec);
  }
}

// The rdist baseline (§6.4): off unless baseline.kind is "rdist".
void readBaseline(const Json& root, Validator& v, AfdpConfig& c) {
  const Json& b = v.readObject(root, "", kBaseline);
  v.onlyDeclared(b, "baseline", kBaseline);
  const std::string kind = v.readChoice(b, "baseline", kBaselineKind);
  c.rdist.enabled = kind == "rdist";
  c.baseline.kind = kind == "rdist"      ? BaselineKind::kRdist
                    : kind == "track"    ? BaselineKind::kTrack
                    : kind == "afdpdist" ? BaselineKind::kAfdpdist
                                         : BaselineKind::kNone;
  c.rdist.children = static_cast<std::uint32_t>(v.readInt(b, "baseline", kBaselineChildren));
  c.rdist.setup = fromSeconds(v.read(b, "baseline", kBaselineSetup));
  c.rdist.rcvBuffer = static_cast<std::uint32_t>(v.readInt(b, "baseline", kBaselineRcvBuffer));
  c.baseline.sessions = static_cast<std::uint32_t>(v.readInt(b, "baseline", kBaselineSessions));
  c.baseline.statsBytes = static_cast<std::uint64_t>(v.readInt(b, "baseline", kBaselineStatsBytes));
  c.baseline.requestBytes = static_cast<std::uint64_t>(v.readInt(b, "baseline", kBaselineRequestBytes));
  const double ftp = v.read(b, "baseline", kBaselineFtpBytes);
  if (ftp != std::floor(ftp))
    v.error("baseline.ftpBytes", "must be a whole number of bytes (got " + formatNumber(ftp) + ")",
            "deve ser um número inteiro de bytes (valor recebido: " + v.text().number(ftp) + ")");
  c.baseline.ftpBytes = static_cast<std::uint64_t>(ftp);
  c.baseline.ftpStart = fromSeconds(v.read(b, "baseline", kBaselineFtpStart));
}

}  // namespace

void readAfdpScenario(const Json& root, Validator& v, EthernetConfig& lan, AfdpConfig& c) {
  const Json& l = v.readObject(root, "", kLan);
  v.onlyDeclared(l, "lan", kLan);
  lan.variant = v.readChoice(l, "lan", ethernet_params::kVariant) == "802.3" ? EthernetVariant::kBus8023
                                                                             : EthernetVariant::kThesis;
  lan.failRate = v.read(l, "lan", ethernet_params::kFailRate) / 100.0;
  const double rate = v.read(l, "lan", ethernet_params::kBitRate);
  lan.bitRate.value = static_cast<std::int64_t>(rate);
  if (rate != std::floor(rate) || lan.bitRate.value <= 0 || 1000000000LL % lan.bitRate.value != 0) {
    v.error("lan.bitRate",
            "must divide 1e9 so that one bit time is a whole number of nanoseconds (got " + formatNumber(rate) +
                "; e.g. 10000000)",
            "deve dividir 1e9 para que um tempo de bit seja um número inteiro de nanossegundos (valor recebido: " +
                v.text().number(rate) + "; p. ex. 10000000)");
    lan.bitRate.value = 10000000;
  }
  lan.bitNs = 1000000000LL / lan.bitRate.value;
  lan.busLengthM = v.read(l, "lan", ethernet_params::kBusLength);
  lan.propagationMps = v.read(l, "lan", ethernet_params::kPropagationSpeed);

  const Json& a = v.readObject(root, "", kAfdp);
  v.onlyDeclared(a, "afdp", kAfdp);
  const std::string mode = v.readChoice(a, "afdp", kMode);
  c.forced = mode != "auto";
  c.forcedMode = mode == "broadcast" ? Mode::kBroadcast : mode == "unicast" ? Mode::kUnicast : Mode::kMulticast;
  c.threshold = static_cast<std::uint32_t>(v.readInt(a, "afdp", kThreshold));
  c.maxPublishers = static_cast<std::uint32_t>(v.readInt(a, "afdp", kMaxPublishers));
  const std::string rateOpt = v.readChoice(a, "afdp", kRate);
  c.rate = rateOpt == "nice" ? RateOption::kNice : rateOpt == "rabid" ? RateOption::kRabid : RateOption::kDefault;
  c.rc.defaultFloor = fromSeconds(v.read(a, "afdp", kTpFloor));
  c.rc.niceFloor = fromSeconds(v.read(a, "afdp", kNiceFloor));
  c.rc.step = fromSeconds(v.read(a, "afdp", kTpStep));
  c.rc.decayPeriod = fromSeconds(v.read(a, "afdp", kDecayPeriod));
  c.rc.decayStep = fromSeconds(v.read(a, "afdp", kDecayStep));
  c.rc.ceiling = fromSeconds(v.read(a, "afdp", kTpCeiling));
  const double file = v.read(a, "afdp", kFileBytes);
  c.fileBytes = static_cast<std::uint64_t>(file);
  c.messages = static_cast<std::uint32_t>(v.readInt(a, "afdp", kMessages));
  c.datagramBytes = static_cast<std::uint32_t>(v.readInt(a, "afdp", kDatagramBytes));
  c.broadcastBytes = static_cast<std::uint32_t>(v.readInt(a, "afdp", kBroadcastBytes));
  c.linger = fromSeconds(v.read(a, "afdp", kLinger));
  c.publishAt = fromSeconds(v.read(a, "afdp", kPublishAt));
  c.shutdownAt = fromSeconds(v.read(a, "afdp", kShutdownAt));
  c.tw = fromSeconds(v.read(a, "afdp", kTw));
  c.nakDelay = v.readBool(a, "afdp", kNakDelay);
  c.nakDelayMax = fromSeconds(v.read(a, "afdp", kNakDelayMax));
  c.maxRanges = static_cast<std::uint32_t>(v.readInt(a, "afdp", kMaxRanges));
  c.publisherMulticast = v.readBool(a, "afdp", kPublisherMulticast);
  c.nonMembers = static_cast<std::uint32_t>(v.readInt(a, "afdp", kNonMembers));
  c.broadcastCpu = fromSeconds(v.read(a, "afdp", kBroadcastCpu));
  const std::string sec = v.readChoice(a, "afdp", kSecretary);
  c.secretary = sec == "find" ? SecretaryMode::kFind : sec == "elect" ? SecretaryMode::kElect : SecretaryMode::kNamed;
  c.lease = fromSeconds(v.read(a, "afdp", kLease));
  c.publishers = static_cast<std::uint32_t>(v.readInt(a, "afdp", kPublishers));
  c.retryRefused = v.readBool(a, "afdp", kRetryRefused);
  // Cross-field rules, worded like the declared ranges.
  if (c.rc.ceiling < c.rc.defaultFloor || c.rc.ceiling < c.rc.niceFloor)
    v.error(
        "afdp.tpCeiling",
        "must be at least tpFloor and niceFloor (got " + formatNumber(toSeconds(c.rc.ceiling)) + " s)",
        "deve ser no mínimo tpFloor e niceFloor (valor recebido: " + v.text().number(toSeconds(c.rc.ceiling)) + " s)");
  if (c.datagramBytes <= c.headerBytes || c.broadcastBytes <= c.headerBytes)
    v.error("afdp.datagramBytes", "must exceed the 20-byte AFDP header",
            "deve ser maior que o cabeçalho AFDP de 20 bytes");
  // Every mode must number its datagrams in 32 bits (the broadcast size gives the most).
  const double packets = std::ceil(file / (c.broadcastBytes > c.headerBytes ? c.broadcastBytes - c.headerBytes : 1));
  if (c.broadcastBytes > c.headerBytes && packets > 4294967295.0)
    v.error("afdp.fileBytes",
            "must fit 2^32 - 1 datagrams of " + std::to_string(c.broadcastBytes - c.headerBytes) +
                " data bytes, the 32-bit sequence space (got " + formatNumber(file) + " B)",
            "deve caber em 2^32 - 1 datagramas de " + v.text().integer(c.broadcastBytes - c.headerBytes) +
                " bytes de dados, o espaço de sequência de 32 bits (valor recebido: " + v.text().number(file) + " B)");

  readRouters(root, v, c);
  readBaseline(root, v, c);
  // afdpdist publishes exactly two messages of its own (the statfile, then the bundle).
  if (c.baseline.kind == BaselineKind::kAfdpdist && c.messages != 1)
    v.error("afdp.messages",
            "must be 1 with baseline.kind \"afdpdist\", which publishes the statfile and then the bundle (got " +
                std::to_string(c.messages) + ")",
            "deve ser 1 com baseline.kind \"afdpdist\", que publica o statfile e depois o pacote (valor recebido: " +
                v.text().integer(c.messages) + ")");
  const Json& subs = v.readArray(root, "", kSubscribers);
  std::uint64_t members = 0;  // every entry's count, including those past the limit
  if (subs.isArray())
    for (std::size_t i = 0; i < subs.size(); ++i) {
      const std::string p = Validator::at("subscribers", i);
      const Json& s = subs[i];
      v.onlyDeclared(s, p, kSubscriber);
      SubscriberSpec spec;
      const auto count = static_cast<std::uint32_t>(v.readInt(s, p, kSubCount));
      spec.multicast = v.readBool(s, p, kSubMulticast);
      spec.drainBytesPerS = v.read(s, p, kSubDrain);
      spec.bufferBytes = static_cast<std::uint32_t>(v.readInt(s, p, kSubBuffer));
      spec.joinAt = fromSeconds(v.read(s, p, kSubJoinAt));
      spec.leaveAt = fromSeconds(v.read(s, p, kSubLeaveAt));
      spec.lan = static_cast<std::uint32_t>(v.readInt(s, p, kSubLan));
      // A LEAVE before (or with) the JOIN would leave a group the host is not in yet.
      if (spec.leaveAt > 0 && spec.leaveAt <= spec.joinAt)
        v.error(Validator::at(p, "leaveAt"),
                "must be after joinAt (" + formatNumber(toSeconds(spec.joinAt)) + " s), or 0 to stay (got " +
                    formatNumber(toSeconds(spec.leaveAt)) + " s)",
                "deve ser depois de joinAt (" + v.text().number(toSeconds(spec.joinAt)) +
                    " s), ou 0 para ficar (valor recebido: " + v.text().number(toSeconds(spec.leaveAt)) + " s)");
      if (spec.lan >= c.segments)
        v.error(Validator::at(p, "lan"),
                "segment " + std::to_string(spec.lan) + " is not reached by the routers (segments 0 to " +
                    std::to_string(c.segments - 1) + " are)",
                "o segmento " + v.text().integer(spec.lan) + " não é alcançado pelos roteadores (os segmentos de 0 a " +
                    v.text().integer(c.segments - 1) + " são)");
      members += count;
      for (std::uint32_t k = 0; k < count && c.subscribers.size() < kMaxMembers; ++k) c.subscribers.push_back(spec);
    }
  // The entries are counted one by one (each within its own range), so only their sum can pass the
  // limit; refusing it beats quietly running a smaller group than the scenario describes.
  if (members > kMaxMembers) {
    const std::string range = v.text().range(v.text().integer(1), v.text().integer(kMaxMembers), false);
    v.error("subscribers",
            "the counts add up to " + std::to_string(members) + " members; the group holds at most " +
                std::to_string(kMaxMembers) + " (allowed range " + range + ")",
            "as quantidades somam " + v.text().integer(static_cast<std::int64_t>(members)) +
                " membros; o grupo comporta no máximo " + v.text().integer(kMaxMembers) + " (faixa permitida " + range +
                ")");
  }
  // An election needs a voter on the secretary's LAN, and a host on another LAN must be told its
  // secretary (§2.4, §3.8): with no secretary running yet, it could be told none.
  if (c.secretary == SecretaryMode::kElect) {
    bool remote = c.subscribers.empty();
    for (const SubscriberSpec& s : c.subscribers) remote = remote || s.lan != 0;
    if (remote)
      v.error("afdp.secretary",
              "\"elect\" needs every subscriber on segment 0 and at least one of them (a host on another LAN must "
              "name its secretary, and none runs before the vote)",
              "\"elect\" exige todos os assinantes no segmento 0 e pelo menos um (um host em outra LAN precisa "
              "indicar seu secretário, e nenhum existe antes da votação)");
  }
  if (c.publishers > 1 && c.baseline.kind == BaselineKind::kAfdpdist)
    v.error("afdp.publishers", "must be 1 with baseline.kind \"afdpdist\", whose master is the one publisher",
            "deve ser 1 com baseline.kind \"afdpdist\", cujo mestre é o único publicador");
  // The thesis's instantaneous bus takes its decisions "after every other event of this instant",
  // which two such buses sharing one clock would each wait for forever; an internetwork's segments
  // are therefore the 802.3 bus (the CSMA/CD model the digest asks for, §6.1).
  if (!c.routers.empty() && lan.variant != EthernetVariant::kBus8023)
    v.error("lan.variant", "must be \"802.3\" when routers join several segments (got \"thesis\")",
            "deve ser \"802.3\" quando roteadores ligam vários segmentos (valor recebido: \"thesis\")");
}

}  // namespace ps::afdp

// Reading the estimators' sections of a scenario (declared in pathload_params.h, abget_params.h):
// values, defaults and ranges come from the declarations; cross-field rules are checked here with
// the same "path: message (allowed range)" wording.
#include "estimation_readers.h"

#include "../../core/json.h"
#include "abget_params.h"
#include "estimation_params.h"
#include "pathload_params.h"

namespace ps::estimation {

using namespace params;

PathloadConfig readPathload(const Json& pl, Validator& v) {
  const std::string p = "pathload";
  PathloadConfig c;
  const bool paper = v.readChoice(pl, p, kPlProfile) == "paper";
  c.start = fromSeconds(v.read(pl, p, kPlStart));
  c.streamLength = static_cast<int>(v.readInt(pl, p, kPlK));
  c.streamsPerFleet = static_cast<int>(v.readInt(pl, p, kPlN));
  c.rule.pctCenter = v.read(pl, p, kPlPct, paper ? 0.6 : kPlPct.dflt);
  c.rule.pdtCenter = v.read(pl, p, kPlPdt, paper ? 0.5 : kPlPdt.dflt);
  c.rule.band = v.read(pl, p, kPlBand);
  const std::string den = pl.get(kPlPctDen.key) ? v.readChoice(pl, p, kPlPctDen) : (paper ? "groupsMinus1" : "groups");
  c.rule.pctOverGroupsMinus1 = den == "groupsMinus1";
  c.rule.fleetFraction = v.read(pl, p, kPlF, paper ? 0.7 : kPlF.dflt);
  c.rule.minOwds = static_cast<int>(v.readInt(pl, p, kPlMinOwds));
  c.rule.minGroups = static_cast<int>(v.readInt(pl, p, kPlMinGroups));
  c.lossAbortPercent = v.read(pl, p, kPlLossAbort);
  c.lossLossyPercent = v.read(pl, p, kPlLossLossy);
  c.lossyStreamsPercent = v.read(pl, p, kPlLossyFrac);
  c.omegaMbps = v.readRateOrZero(pl, p, kPlOmega, "2 % of the ADR") / 1e6;
  c.chiMbps = v.readRateOrZero(pl, p, kPlChi, "min(5 % of the ADR, 12 Mbit/s)") / 1e6;
  c.retryBadFleets = static_cast<int>(v.readInt(pl, p, kPlRetry));
  c.lt.minPeriodUs = static_cast<int>(v.readInt(pl, p, kPlT));
  c.lt.minPayload = static_cast<int>(v.readInt(pl, p, kPlLmin));
  c.lt.maxPayload = static_cast<int>(v.readInt(pl, p, kPlLmax));
  c.postStreamWait = fromSeconds(v.read(pl, p, kPlWait));
  c.idleFactor = static_cast<int>(v.readInt(pl, p, kPlIdle));
  c.slowLinkStream = fromSeconds(v.read(pl, p, kPlSlow));
  c.sndLatencyUs = v.read(pl, p, kPlSndLat);
  c.rcvLatencyUs = v.read(pl, p, kPlRcvLat);
  c.rule.rcvLatencyUs = c.rcvLatencyUs;
  c.clockOffsetUs = v.readInt(pl, p, kPlOffset);
  c.sendJitterUs = v.read(pl, p, kPlJitter);
  c.clockGranularityUs = v.readInt(pl, p, kPlGranularity);
  c.coalescencePackets = static_cast<int>(v.readInt(pl, p, kPlIcPackets));
  c.coalescenceTimeoutUs = v.read(pl, p, kPlIcTimeout);
  c.coalescenceBranch = v.readBool(pl, p, kPlIcBranch);
  c.timeout = fromSeconds(v.read(pl, p, kPlTimeout));
  c.maxFleets = static_cast<int>(v.readInt(pl, p, kPlMaxFleets));
  c.controlRto = fromSeconds(v.read(pl, p, kPlRto));
  c.udpPort = static_cast<std::uint16_t>(v.readInt(pl, p, kPlUdpPort));
  c.tcpPort = static_cast<std::uint16_t>(v.readInt(pl, p, kPlTcpPort));
  if (c.lt.minPayload > c.lt.maxPayload)
    v.error(Validator::at(p, kPlLmin.key), "must not exceed maxPayload (" + std::to_string(c.lt.maxPayload) + ")",
            "não pode passar de maxPayload (" + v.text().integer(c.lt.maxPayload) + ")");
  if (c.rule.minOwds >= c.streamLength)
    v.error(Validator::at(p, kPlMinOwds.key),
            "must be below streamLength (" + std::to_string(c.streamLength) + "): no stream could be analysed",
            "deve ser menor que streamLength (" + v.text().integer(c.streamLength) +
                "): nenhuma sequência poderia ser analisada");
  if (c.lossLossyPercent > c.lossAbortPercent)
    v.error(Validator::at(p, kPlLossLossy.key), "must not exceed lossAbort", "não pode passar de lossAbort");
  return c;
}

AbgetConfig readAbget(const Json& root, Validator& v, double access) {
  AbgetConfig ab;
  const Json& a = v.readObject(root, "", kAbget);
  const std::string p = "abget";
  ab.upstream = v.readChoice(a, p, kAbMode) == "upstream";
  const std::string search = v.readChoice(a, p, kAbSearch);
  ab.search = search == "linear"        ? AbgetConfig::Search::kLinear
              : search == "doubleHalve" ? AbgetConfig::Search::kDoubleHalve
                                        : AbgetConfig::Search::kBisect;
  ab.rMinMbps = v.read(a, p, kAbRmin) / 1e6;
  ab.rMaxMbps = v.read(a, p, kAbRmax) / 1e6;
  ab.resolutionMbps = v.read(a, p, kAbRes) / 1e6;
  ab.variationMbps = v.read(a, p, kAbVar) / 1e6;
  ab.streamLength = static_cast<int>(v.readInt(a, p, kAbP));
  ab.streams = static_cast<int>(v.readInt(a, p, kAbN));
  ab.idle = fromSeconds(v.read(a, p, kAbIdle));
  ab.maxTime = fromSeconds(v.read(a, p, kAbMaxTime));
  ab.mss = static_cast<int>(v.readInt(a, p, kAbMss));
  ab.start = fromSeconds(v.read(a, p, kAbStart));
  ab.synRto = fromSeconds(v.read(a, p, kAbSynRto));
  ab.synRetries = static_cast<int>(v.readInt(a, p, kAbSynRetries));
  ab.lossIncreasingPercent = v.read(a, p, kAbLoss);
  ab.port = static_cast<std::uint16_t>(v.readInt(a, p, kAbPort));
  ab.timerGranularity = fromSeconds(v.read(a, p, kAbTimer) * 1e-6);
  ab.sendJitterUs = v.read(a, p, kAbJitter);
  if (ab.rMinMbps >= ab.rMaxMbps)
    v.error("abget.minRate", "must be below maxRate (" + formatNumber(ab.rMaxMbps * 1e6) + " bit/s)",
            "deve ser menor que maxRate (" + v.text().number(ab.rMaxMbps * 1e6) + " bit/s)");
  if (ab.rMaxMbps * 1e6 > access)
    v.error("abget.maxRate",
            "a probe rate above the access link cannot be sent (allowed up to "
            "path.accessBandwidth = " +
                formatNumber(access) + " bit/s)",
            "uma taxa de sondagem acima do enlace de acesso não pode ser enviada (permitido até "
            "path.accessBandwidth = " +
                v.text().number(access) + " bit/s)");
  return ab;
}

IperfConfig readIperf(const Json& root, Validator& v, double access) {
  IperfConfig ip;
  const Json& a = v.readObject(root, "", kIperf);
  const bool tcp = v.readChoice(a, "iperf", kIpMode) == "tcp";
  ip.rateBps = v.read(a, "iperf", kIpRate);
  ip.payload = static_cast<int>(v.readInt(a, "iperf", kIpLen));
  ip.duration = fromSeconds(v.read(a, "iperf", kIpTime));
  ip.start = fromSeconds(v.read(a, "iperf", kIpStartAt));
  const Json& settings = v.readObject(a, "iperf", transport::params::kTcp);
  if (tcp) {
    // A bulk TCP takes what its window allows: a rate or a datagram length would be ignored, so
    // they are refused rather than silently dropped.
    for (const char* key : {kIpRate.key, kIpLen.key})
      if (a.get(key))
        v.error(Validator::at("iperf", key), "is for UDP mode; in TCP mode iperf sends as fast as its window allows",
                "vale só no modo UDP; no modo TCP o iperf envia tão rápido quanto a janela permite");
    ip.tcp = &settings;
    return ip;
  }
  if (a.get(transport::params::kTcp.key))
    v.error("iperf.tcp", "TCP settings, but iperf.mode is udp", "configurações de TCP, mas iperf.mode é udp");
  if (ip.rateBps * (ip.payload + 28) / ip.payload > access)
    v.error("iperf.rate",
            "a rate above the access link cannot be sent (allowed up to path.accessBandwidth = " +
                formatNumber(access) + " bit/s at the IP layer)",
            "uma taxa acima do enlace de acesso não pode ser enviada (permitido até path.accessBandwidth = " +
                v.text().number(access) + " bit/s na camada IP)");
  return ip;
}

std::vector<CrossSpec> readCross(const Json& root, Validator& v, double tight, double& udpRate) {
  const Json& cross = v.readArray(root, "", kCross);
  std::vector<CrossSpec> crossSpecs;
  crossSpecs.reserve(cross.size());
  for (std::size_t i = 0; i < cross.size(); ++i) {
    const std::string p = Validator::at("crossTraffic", i);
    v.onlyDeclared(cross[i], p, kCrossItem);
    const bool tcp = v.readChoice(cross[i], p, kCrossTransport) == "tcp";
    CrossSpec c{v.read(cross[i], p, kCrossRate), static_cast<std::uint32_t>(v.readInt(cross[i], p, kCrossPacket)),
                fromSeconds(v.read(cross[i], p, kCrossStart)), nullptr, p};
    const Json& settings = v.readObject(cross[i], p, transport::params::kTcp);
    if (tcp) {
      // A TCP generator takes what the link leaves: a rate or a packet size would be ignored, so
      // they are refused rather than silently dropped.
      for (const char* key : {kCrossRate.key, kCrossPacket.key})
        if (cross[i].get(key))
          v.error(Validator::at(p, key), "is for UDP generators; a TCP generator sends as fast as its window allows",
                  "vale só para geradores UDP; um gerador TCP envia tão rápido quanto a janela permite");
      c.tcp = &settings;
    } else {
      if (cross[i].get(transport::params::kTcp.key))
        v.error(Validator::at(p, transport::params::kTcp.key),
                "settings for a TCP generator, but this generator's transport is udp",
                "configurações de gerador TCP, mas o transporte deste gerador é udp");
      udpRate += c.rate;
    }
    crossSpecs.push_back(c);
  }
  if (udpRate > tight)
    v.error("crossTraffic",
            "the generators add up to " + formatNumber(udpRate) +
                " bit/s, above the tight link's capacity (allowed up to path.tightBandwidth = " + formatNumber(tight) +
                " bit/s)",
            "os geradores somam " + v.text().number(udpRate) +
                " bit/s, acima da capacidade do enlace estreito (permitido até path.tightBandwidth = " +
                v.text().number(tight) + " bit/s)");
  return crossSpecs;
}

}  // namespace ps::estimation

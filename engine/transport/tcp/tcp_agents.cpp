#include "tcp_agents.h"

#include "tcp_params.h"
#include "tcp_receiver.h"
#include "tcp_sender.h"

namespace ps::transport {

using namespace params;

TcpConfig readTcpConfig(const Json& o, const std::string& p, std::uint32_t pathMtu, Validator& v) {
  TcpConfig c;
  const std::string variant = v.readChoice(o, p, kTcpVariant);
  c.variant = variant == "tahoe" ? TcpVariant::kTahoe : variant == "newreno" ? TcpVariant::kNewReno : TcpVariant::kReno;
  c.mss = static_cast<std::uint32_t>(v.readInt(o, p, kTcpMss));
  c.initialWindowSegments = static_cast<std::uint32_t>(v.readInt(o, p, kTcpIw));
  c.lossWindowSegments = static_cast<std::uint32_t>(v.readInt(o, p, kTcpLw));
  c.initialSsthresh = static_cast<std::uint64_t>(v.read(o, p, kTcpSsthresh));
  c.dupThresh = static_cast<std::uint32_t>(v.readInt(o, p, kTcpDupThresh));
  c.limitedTransmit = v.readBool(o, p, kTcpLimitedTransmit);
  c.rcvBuffer = static_cast<std::uint32_t>(v.readInt(o, p, kTcpRcvBuffer));
  c.sndBuffer = static_cast<std::uint64_t>(v.readInt(o, p, kTcpSndBuffer));
  c.ackEvery = static_cast<std::uint32_t>(v.readInt(o, p, kTcpAckEvery));
  c.delAckTimeout = fromSeconds(v.read(o, p, kTcpDelAckTimeout));
  c.rto.initialRto = fromSeconds(v.read(o, p, kTcpInitialRto));
  c.rto.minRto = fromSeconds(v.read(o, p, kTcpMinRto));
  c.rto.maxRto = fromSeconds(v.read(o, p, kTcpMaxRto));
  c.rto.granularity = fromSeconds(v.read(o, p, kTcpGranularity));
  c.rto.alphaInverse = v.readInt(o, p, kTcpRttAlphaInverse);
  c.rto.betaInverse = v.readInt(o, p, kTcpRttBetaInverse);
  c.rto.k = v.readInt(o, p, kTcpRtoK);
  c.timestamps = v.readBool(o, p, kTcpTimestamps);
  c.handshake = v.readBool(o, p, kTcpHandshake);
  c.byteCounting = v.readChoice(o, p, kTcpCaIncrease) == "bytes";
  c.abcLimit = static_cast<std::uint32_t>(v.readInt(o, p, kTcpAbc));
  c.newrenoExitFlight = v.readChoice(o, p, kTcpFullAck) == "flightsize";
  c.timeWait = fromSeconds(v.read(o, p, kTcpTimeWait));
  // Cross-field rules, worded like the declared ranges.
  if (c.mss + c.headerBytes() > pathMtu)
    v.error(Validator::at(p, kTcpMss.key),
            "must be <= " + std::to_string(pathMtu - c.headerBytes()) + " (the path MTU " + std::to_string(pathMtu) +
                " less " + std::to_string(c.headerBytes()) + " bytes of IP and TCP headers) (got " +
                std::to_string(c.mss) + ")",
            "deve ser ≤ " + v.text().integer(pathMtu - c.headerBytes()) + " (a MTU do caminho, " +
                v.text().integer(pathMtu) + ", menos " + v.text().integer(c.headerBytes()) +
                " bytes de cabeçalhos IP e TCP) (valor recebido: " + v.text().integer(c.mss) + ")");
  if (c.rcvBuffer < c.mss)
    v.error(Validator::at(p, kTcpRcvBuffer.key),
            "must be at least one MSS (" + std::to_string(c.mss) +
                " B), or the sender could never send a segment (got " + std::to_string(c.rcvBuffer) + ")",
            "deve ser no mínimo um MSS (" + v.text().integer(c.mss) +
                " B), ou o emissor nunca poderia enviar um segmento (valor recebido: " + v.text().integer(c.rcvBuffer) +
                ")");
  if (c.sndBuffer > 0 && c.sndBuffer < c.mss)
    v.error(Validator::at(p, kTcpSndBuffer.key),
            "must be 0 (no limit) or at least one MSS (" + std::to_string(c.mss) + " B) (got " +
                std::to_string(c.sndBuffer) + ")",
            "deve ser 0 (sem limite) ou no mínimo um MSS (" + v.text().integer(c.mss) +
                " B) (valor recebido: " + v.text().integer(c.sndBuffer) + ")");
  if (c.rto.maxRto < c.rto.minRto)
    v.error(Validator::at(p, kTcpMaxRto.key),
            "must be at least minRto (" + formatNumber(toSeconds(c.rto.minRto)) + " s) (got " +
                formatNumber(toSeconds(c.rto.maxRto)) + ")",
            "deve ser no mínimo minRto (" + v.text().number(toSeconds(c.rto.minRto)) +
                " s) (valor recebido: " + v.text().number(toSeconds(c.rto.maxRto)) + ")");
  return c;
}

AgentPair buildTcpPair(const FlowWiring& w, const Json& settings, const std::string& path, Validator& v) {
  const std::size_t before = v.errors().size();
  const TcpConfig c = readTcpConfig(settings, path, w.pathMtu, v);
  if (v.errors().size() > before) return {};
  return AgentPair{std::make_unique<TcpSender>(w, c), std::make_unique<TcpReceiver>(w, c)};
}

}  // namespace ps::transport

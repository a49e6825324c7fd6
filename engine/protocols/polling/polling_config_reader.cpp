#include "polling_config_reader.h"

#include "polling_params.h"

namespace ps::polling {

namespace {

Protocol parseProtocolName(const std::string& s) {
  if (s == "pet") return Protocol::kPet;
  if (s == "prp") return Protocol::kPrp;
  if (s == "rbp") return Protocol::kRbp;
  if (s == "pep") return Protocol::kPep;
  return Protocol::kPsew;
}

}  // namespace

void readProtocol(const Json& root, Validator& v, Config& c, bool& hasP, double& p, double& spacing, double& period) {
  using namespace params;
  const Json& pr = v.readObject(root, "", kProtocol);
  const std::string at = "protocol";
  c.protocol = parseProtocolName(v.readChoice(pr, at, kName));
  c.ws = static_cast<std::uint32_t>(v.readInt(pr, at, kWs));
  c.dp = static_cast<std::uint32_t>(v.readInt(pr, at, kDp));
  c.dataBytes = static_cast<std::uint32_t>(v.readInt(pr, at, kDataBytes));
  c.pollBytes = static_cast<std::uint32_t>(v.readInt(pr, at, kPollBytes));
  c.responseBase = static_cast<std::uint32_t>(v.readInt(pr, at, kResponseBase));
  const std::string send = v.readChoice(pr, at, kSend);
  c.send = send == "enqueue" ? SendReading::kEnqueue : send == "wire" ? SendReading::kWire : SendReading::kDeparture;
  c.rttFrom = v.readChoice(pr, at, kRttFrom) == "send" ? RttFrom::kSend : RttFrom::kDeparture;
  const Json& rto = v.readObject(pr, at, kRto);
  const std::string rp = "protocol.rto";
  c.rto.firstSample = v.readChoice(rto, rp, kFirstSample) == "replace" ? FirstSample::kReplace : FirstSample::kSmooth;
  c.rto.placeholder = true;  // "o RTT foi inicializado com 1s" (§4.3): see config.h
  c.rto.placeholderSrtt = fromSeconds(v.read(rto, rp, kInitialRtt));
  c.rto.placeholderRttvar = fromSeconds(v.read(rto, rp, kInitialRttvar, toSeconds(c.rto.placeholderSrtt) / 2));
  c.rto.minRto = fromSeconds(v.read(rto, rp, kMinRto));
  c.rto.maxRto = fromSeconds(v.read(rto, rp, kMaxRto));
  if (c.rto.minRto > c.rto.maxRto)
    v.error("protocol.rto.min", "must not exceed protocol.rto.max", "não pode passar de protocol.rto.max");
  c.respondToDuplicates = v.readBool(pr, at, kRespondToDuplicates);
  c.responseJitter = fromSeconds(v.read(pr, at, kResponseJitter));
  hasP = pr.isObject() && pr.get(kP.key) != nullptr;
  p = v.read(pr, at, kP, 0);
  c.subgroupSize = static_cast<std::uint32_t>(v.readInt(pr, at, kSubgroupSize));
  spacing = v.read(pr, at, kPollSpacing);
  c.bucket = static_cast<std::uint32_t>(v.readInt(pr, at, kBucket));
  c.tokens = v.readChoice(pr, at, kTokens) == "precise" ? TokenAccounting::kPrecise : TokenAccounting::kLiteral;
  period = v.read(pr, at, kPeriod);
  c.suppression = v.readChoice(pr, at, kSuppression) == "immediate" ? Suppression::kImmediate : Suppression::kDeferred;
  c.vMarking = v.readChoice(pr, at, kVMarking) == "missing" ? VMarking::kMissing : VMarking::kAll;
  c.tailRule = v.readChoice(pr, at, kTailRule) == "hs" ? TailRule::kHs : TailRule::kEnd;
}

}  // namespace ps::polling

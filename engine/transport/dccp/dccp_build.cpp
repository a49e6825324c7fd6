// The "dccp" transport kind: reads a flow's "dccp" settings (dccp_params.h) into a DccpConfig and
// builds the agent pair, the server (DccpReceiver) first so the client can see its Ack Vector.
//
// The one shortcut between the two agents: a CCID 2 Ack names its Acknowledgement Number and the
// size of its Ack Vector, and the sender reads the states from the receiver's live vector, up to
// that number. On our paths packets are never reordered or duplicated, so no state at or below an
// Ack's number can change after the Ack leaves, and the receiver trims only below the head of an
// Ack the sender has already processed: the sender reads exactly what the Ack carried. The Ack is
// charged the vector's full encoded size. (Carrying a copy of every vector in flight would cost
// memory per Ack and change nothing.) The CCID 3 sender's probe also reads the receiver's count of
// loss events, for the charts only.
#include "dccp_build.h"

#include <memory>

#include "dccp_params.h"
#include "dccp_receiver.h"
#include "dccp_sender.h"
#include "dccp_trace.h"

namespace ps::dccp {

namespace {
SimTime secs(double s) { return fromSeconds(s); }
}  // namespace

DccpConfig readDccpConfig(const Json& obj, const std::string& path, std::uint32_t pathMtu, Validator& v) {
  namespace P = params;
  DccpConfig c;
  v.onlyDeclared(obj, path, P::kDccp);
  c.ccid = static_cast<std::uint8_t>(v.readInt(obj, path, P::kCcid));
  const std::string list = v.readChoice(obj, path, P::kServerCcids);
  c.serverCcids.clear();
  for (char ch : list)
    if (ch == '2' || ch == '3') c.serverCcids.push_back(static_cast<std::uint8_t>(ch - '0'));
  c.packetSize = static_cast<std::uint32_t>(v.readInt(obj, path, P::kPacketSize));
  const std::uint32_t largest = wireBytes(DccpType::kDataAck, kAckRatioOptionBytes + 5, c.packetSize);
  if (largest > pathMtu)
    v.error(Validator::at(path, P::kPacketSize.key),
            "must be <= " + std::to_string(pathMtu > largest - c.packetSize ? pathMtu - (largest - c.packetSize) : 0) +
                " (the path MTU " + std::to_string(pathMtu) + " less up to " + std::to_string(largest - c.packetSize) +
                " bytes of IP and DCCP headers and options)",
            "deve ser ≤ " +
                v.text().integer(pathMtu > largest - c.packetSize ? pathMtu - (largest - c.packetSize) : 0) +
                " (a MTU do caminho, " + v.text().integer(pathMtu) + ", menos até " +
                v.text().integer(largest - c.packetSize) + " bytes de cabeçalhos e opções IP e DCCP)");
  c.sendBuffer = static_cast<std::uint32_t>(v.readInt(obj, path, P::kSendBuffer));
  c.sequenceWindow = static_cast<std::uint64_t>(v.readInt(obj, path, P::kSequenceWindow));
  c.serviceCode = static_cast<std::uint32_t>(v.readInt(obj, path, P::kServiceCode));
  c.requestRto = secs(v.read(obj, path, P::kRequestRto));
  c.requestRtoMax = secs(v.read(obj, path, P::kRequestRtoMax));
  c.requestGiveUp = secs(v.read(obj, path, P::kRequestGiveUp));
  c.partOpenRto = secs(v.read(obj, path, P::kPartOpenRto));
  c.closeRto = secs(v.read(obj, path, P::kCloseRto));
  c.timeWait = secs(v.read(obj, path, P::kTimeWait));

  // CCID 2
  const std::string p2 = Validator::at(path, P::kCcid2.key);
  const Json& o2 = v.readObject(obj, path, P::kCcid2);
  c.ccid2.initialCwnd = static_cast<std::uint32_t>(v.readInt(o2, p2, P::kC2InitialCwnd));
  const std::int64_t ss = v.readInt(o2, p2, P::kC2InitialSsthresh);
  if (ss > 0) c.ccid2.initialSsthresh = static_cast<std::uint64_t>(ss);
  c.ccid2.initialAckRatio = static_cast<std::uint32_t>(v.readInt(o2, p2, P::kC2AckRatio));
  c.ccid2.adjustAckRatio = v.readBool(o2, p2, P::kC2AdjustAckRatio);
  c.ccid2.numDupAck = static_cast<int>(v.readInt(o2, p2, P::kC2NumDupAck));
  c.ccid2.rto.initialRto = secs(v.read(o2, p2, P::kC2InitialRto));
  c.ccid2.rto.minRto = secs(v.read(o2, p2, P::kC2MinRto));
  c.ccid2.rto.maxRto = secs(v.read(o2, p2, P::kC2MaxRto));
  if (c.ccid2.rto.maxRto < c.ccid2.rto.minRto)
    v.error(Validator::at(p2, P::kC2MaxRto.key),
            "must be >= minRto (" + fmtBound(toSeconds(c.ccid2.rto.minRto)) + " s)",
            "deve ser ≥ minRto (" + v.text().number(toSeconds(c.ccid2.rto.minRto)) + " s)");
  c.ccid2Receiver.ackDelay = secs(v.read(o2, p2, P::kC2AckDelay));

  // CCID 3: the mode picks the defaults of the other fields.
  const std::string p3 = Validator::at(path, P::kTfrc.key);
  const Json& o3 = v.readObject(obj, path, P::kTfrc);
  const bool ns2 = v.readChoice(o3, p3, P::kTfrcMode) == "ns2";
  auto choice = [&](const Param& p, const char* ns2Value) {
    const std::string got = v.readChoice(o3, p3, p);
    return (ns2 && !o3.get(p.key)) ? std::string(ns2Value) : got;
  };
  auto number = [&](const Param& p, double ns2Value) { return v.read(o3, p3, p, ns2 ? ns2Value : p.dflt); };
  auto flag = [&](const Param& p, bool ns2Value) {
    const bool got = v.readBool(o3, p3, p);
    return (ns2 && !o3.get(p.key)) ? ns2Value : got;
  };
  TfrcSenderConfig& t = c.tfrc;
  TfrcReceiverConfig& r = c.tfrcReceiver;
  t.version = choice(P::kTfrcVersion, "rfc3448") == "rfc3448" ? TfrcVersion::kRfc3448 : TfrcVersion::kRfc5348;
  r.history = choice(P::kTfrcHistory, "ns2-zero-filled") == "ns2-zero-filled" ? HistoryMode::kNs2ZeroFilled
                                                                              : HistoryMode::kRfc5348;
  r.grouping = choice(P::kTfrcGrouping, "window-counter") == "window-counter" ? LossGrouping::kWindowCounter
                                                                              : LossGrouping::kTimestamps;
  const bool current = choice(P::kTfrcFirstLoss, "current-receive-rate") == "current-receive-rate";
  r.firstLossTarget = current ? FirstLossTarget::kCurrentReceiveRate : FirstLossTarget::kMaxReceiveRate;
  r.ceilFirstInterval = current;
  t.pMin = number(P::kTfrcPMin, 1e-5);
  t.oscillationReduction = flag(P::kTfrcOscillation, true);
  t.tGran = secs(number(P::kTfrcTGran, 0.01));
  t.tMbi = secs(number(P::kTfrcTMbi, 64));
  t.q = number(P::kTfrcQ, 0.9);
  t.b = number(P::kTfrcB, 1);
  t.initialRatePps = number(P::kTfrcInitialRate, 1);
  t.initialNofeedback = secs(number(P::kTfrcInitialNofeedback, 2));
  t.rttFromHandshake = flag(P::kTfrcHandshakeRtt, false);
  r.ndupack = static_cast<int>(v.readInt(o3, p3, P::kTfrcNdupack));
  return c;
}

transport::AgentPair buildDccpPair(const transport::FlowWiring& w, const Json& settings, const std::string& path,
                                   Validator& v) {
  const std::size_t errorsBefore = v.errors().size();
  const DccpConfig cfg = readDccpConfig(settings, path, w.pathMtu, v);
  transport::AgentPair pair;
  if (v.errors().size() != errorsBefore) return pair;
  registerDccpTraceKinds(*w.sim);
  auto receiver = std::make_unique<DccpReceiver>(w, cfg);
  auto sender = std::make_unique<DccpSender>(w, cfg, receiver.get());
  pair.receiver = std::move(receiver);
  pair.sender = std::move(sender);
  return pair;
}

}  // namespace ps::dccp

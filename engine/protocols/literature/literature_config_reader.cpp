#include "literature_config_reader.h"

#include <string>

#include "literature_params.h"

namespace ps {

using namespace literature_params;

namespace {
std::uint32_t u32(std::int64_t v) { return static_cast<std::uint32_t>(v); }

void station(Validator& v, const std::string& path, std::int64_t value, std::uint32_t receivers, const char* what,
             const char* whatPt) {
  if (value > static_cast<std::int64_t>(receivers))
    v.error(path,
            "must be in [0, " + std::to_string(receivers) + "] (got " + std::to_string(value) + "): " + what +
                " must be one of the group's stations 0 (S) .. " + std::to_string(receivers) + " (R" +
                std::to_string(receivers) + ")",
            "deve estar em [0; " + v.text().integer(receivers) + "] (valor recebido: " + v.text().integer(value) +
                "): " + whatPt + " deve ser uma das estações do grupo, de 0 (S) a " + v.text().integer(receivers) +
                " (R" + std::to_string(receivers) + ")");
}
}  // namespace

void readLiteratureConfig(const Json& p, Validator& v, LiteratureConfig& lit, std::uint32_t receivers, bool active) {
  lit.senders = u32(v.readInt(p, "protocol", kSenders));
  lit.interval = v.readInt(p, "protocol", kInterval);

  const std::string sp = "protocol.seq";
  const Json& seq = v.readObject(p, "protocol", kSeq);
  lit.seq.sequencer = u32(v.readInt(seq, sp, kSeqSequencer));
  lit.seq.history = u32(v.readInt(seq, sp, kSeqHistory));
  lit.seq.memberBuffer = u32(v.readInt(seq, sp, kSeqMemberBuffer));
  lit.seq.silence = v.readInt(seq, sp, kSeqSilence);
  lit.seq.requestTimeout = v.readInt(seq, sp, kSeqRequestTimeout);
  lit.seq.retransTimeout = v.readInt(seq, sp, kSeqRetransTimeout);
  lit.seq.syncTimeout = v.readInt(seq, sp, kSeqSyncTimeout);

  const std::string ep = "protocol.es";
  const Json& es = v.readObject(p, "protocol", kEs);
  lit.es.N = u32(v.readInt(es, ep, kEsN));
  lit.es.B = u32(v.readInt(es, ep, kEsB));
  lit.es.K = u32(v.readInt(es, ep, kEsK));
  lit.es.T1 = v.readInt(es, ep, kEsT1);
  lit.es.T2 = v.readInt(es, ep, kEsT2);
  lit.es.sanityLead = v.readInt(es, ep, kEsSanityLead);
  lit.es.sanityLosses = u32(v.readInt(es, ep, kEsSanityLosses));
  lit.es.T3 = v.readInt(es, ep, kEsT3);
  lit.es.recvBuffer = u32(v.readInt(es, ep, kEsRecvBuffer));
  lit.es.readDelay = v.readInt(es, ep, kEsReadDelay);
  lit.es.multicastRetrans = v.readBool(es, ep, kEsMulticastRetrans);
  lit.es.nakHoldoff = v.readInt(es, ep, kEsNakHoldoff);
  lit.es.crashStation = static_cast<std::int32_t>(v.readInt(es, ep, kEsCrashStation));
  lit.es.crashAt = v.readInt(es, ep, kEsCrashAt);

  const std::string cp = "protocol.cm";
  const Json& cm = v.readObject(p, "protocol", kCm);
  lit.cm.L = u32(v.readInt(cm, cp, kCmL));
  lit.cm.passEvery = u32(v.readInt(cm, cp, kCmPassEvery));
  lit.cm.R = u32(v.readInt(cm, cp, kCmR));
  lit.cm.ackTimeout = v.readInt(cm, cp, kCmAckTimeout);
  lit.cm.confirmTimeout = v.readInt(cm, cp, kCmConfirmTimeout);
  lit.cm.idlePass = v.readInt(cm, cp, kCmIdlePass);
  lit.cm.retransTimeout = v.readInt(cm, cp, kCmRetransTimeout);
  lit.cm.reformTimeout = v.readInt(cm, cp, kCmReformTimeout);
  lit.cm.firstToken = u32(v.readInt(cm, cp, kCmFirstToken));
  lit.cm.crashTokenSiteAt = v.readInt(cm, cp, kCmCrashTokenSiteAt);

  const std::string rp = "protocol.rra";
  const Json& rra = v.readObject(p, "protocol", kRra);
  lit.rra.timeout = v.readInt(rra, rp, kRraTimeout);
  lit.rra.retransLimit = u32(v.readInt(rra, rp, kRraRetransLimit));

  if (!active || !v.ok()) return;
  const std::uint32_t members = receivers + 1;
  if (lit.senders > members)
    v.error("protocol.senders",
            "must be in [1, " + std::to_string(members) + "] (got " + std::to_string(lit.senders) +
                "): the group has " + std::to_string(members) + " stations",
            "deve estar em [1; " + v.text().integer(members) + "] (valor recebido: " + v.text().integer(lit.senders) +
                "): o grupo tem " + v.text().integer(members) + " estações");
  if (lit.proto == LitProto::kRra && lit.senders != 1)
    v.error("protocol.senders",
            "must be 1 for RRA (got " + std::to_string(lit.senders) +
                "): chapter 5's round-robin acknowledgment has one sender",
            "deve ser 1 para RRA (valor recebido: " + v.text().integer(lit.senders) +
                "): a confirmação em rodízio do capítulo 5 tem um só emissor");
  if (lit.proto == LitProto::kSeq)
    station(v, sp + ".sequencer", lit.seq.sequencer, receivers, "the sequencer", "o sequenciador");
  if (lit.proto == LitProto::kCm)
    station(v, cp + ".firstToken", lit.cm.firstToken, receivers, "the first token site",
            "o primeiro detentor da ficha");
  if (lit.proto == LitProto::kEs) {
    station(v, ep + ".crashStation", lit.es.crashStation, receivers, "the failing station", "a estação que falha");
    if (lit.es.N <= lit.es.B)
      v.error(ep + ".N",
              "must be greater than B (" + std::to_string(lit.es.B) + ") (got " + std::to_string(lit.es.N) +
                  "): the messages in the sender's buffer must have distinct sequence numbers (section 2.8)",
              "deve ser maior que B (" + v.text().integer(lit.es.B) +
                  ") (valor recebido: " + v.text().integer(lit.es.N) +
                  "): as mensagens no buffer do emissor devem ter números de sequência distintos (seção 2.8)");
  }
}

}  // namespace ps

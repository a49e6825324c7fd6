// The literature protocols' log lines in Brazilian Portuguese: the same facts, in the same order,
// as the English renderers in literature_trace.cpp (sequencer §2.7, Erramilli & Singh §2.8, Chang &
// Maxemchuk §2.9, round-robin acknowledgment chapter 5). The why-texts of literature_why_pt.cpp end
// with these lines ("... Aqui: <linha>."), as the English why-texts end with the English lines.
#include <cstdint>
#include <string>

#include "../../core/simulation.h"
#include "../../core/trace_kinds.h"
#include "../../core/why_text_pt.h"
#include "../../net/ethernet_lan.h"  // ethernetBitNs: durations in bit times on the LAN
#include "literature_common.h"
#include "literature_why_pt.h"

namespace ps {
namespace {

// ---- numbers and words ----
std::string n(const Simulation& s, std::uint32_t id) { return s.nodeName(id); }
std::string num(std::int64_t v) { return milharPt(v); }
std::string msg(const TraceRecord& r) { return "a mensagem " + num(r.size); }
std::string orGroup(const Simulation& s, std::uint32_t peer) {
  return peer == kNone32 ? std::string("o grupo") : n(s, peer);
}
// fmtBits in Portuguese: "67.384 tempos de bit (6,74 ms)", or the duration alone off the bit grid.
std::string bitsPt(const Simulation& s, std::int64_t ns) {
  const SimTime bit = ethernetBitNs(s);
  if (bit > 0 && ns % bit == 0) return pluralPt(ns / bit, "tempo de bit", "tempos de bit") + " (" + duracaoPt(ns) + ")";
  return duracaoPt(ns);
}
bool is(const TraceRecord& r, LitFailure f) { return r.reason == static_cast<std::uint16_t>(f); }

// ---- shared ----
std::string eDelivered(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " entrega a mensagem " + num(r.size) + " de " + n(s, r.peer) + " à sua aplicação (posição " +
         num(r.seq) + " da sua ordem)";
}
std::string eMessageDone(const Simulation& s, const TraceRecord& r) {
  return "todos os membros já têm a mensagem " + num(r.size) + " de " + n(s, r.node) + "; latência de " +
         bitsPt(s, r.a);
}
std::string eCrash(const Simulation& s, const TraceRecord& r) { return n(s, r.node) + " falha e para de funcionar"; }

// ---- the kinds that also explain themselves (their why-texts end with these lines) ----
std::string eFailure(const Simulation& s, const TraceRecord& r) {
  const char* why = is(r, LitFailure::kFlushed) ? "um receptor pediu uma mensagem que já não está no buffer do emissor"
                    : is(r, LitFailure::kSourceFailed) ? "a sua origem parou"
                                                       : "retransmissões demais";
  return n(s, r.node) + ": o protocolo falha a partir da mensagem " + num(r.size) + ": " + why;
}
std::string eTimeout(const Simulation& s, const TraceRecord& r) {
  return "o temporizador de " + n(s, r.node) + " expirou esperando por " + n(s, r.peer) + " (seq " + num(r.seq) +
         "); tentativa " + num(r.a);
}
std::string eDuplicate(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " já tem a seq " + num(r.seq) + " de " + n(s, r.peer) + "; a duplicata é descartada";
}
std::string eSeqDummy(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " não envia pedidos há algum tempo: um pedido fictício (dummy) avisa " + n(s, r.peer) +
         " de que tem tudo até a seq " + num(r.seq);
}
std::string eSeqMulticast(const Simulation& s, const TraceRecord& r) {
  return "o sequenciador " + n(s, r.node) + " dá à mensagem " + num(r.size) + " de " + n(s, r.peer) +
         " o número de sequência " + num(r.seq) + " e a envia por multicast";
}
std::string eSeqRetrans(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " não tem a seq " + num(r.seq) + (r.a > r.seq ? "-" + num(r.a) : std::string()) +
         " e pede uma retransmissão a " + n(s, r.peer);
}
std::string eSeqRetransReply(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " reenvia a seq " + num(r.seq) + " (mensagem " + num(r.size) + ") para " + orGroup(s, r.peer);
}
std::string eSeqGap(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " recebe a seq " + num(r.seq) + " mas espera a " + num(r.size) +
         (r.a ? ": guarda-a até a lacuna ser preenchida" : ": sem espaço no buffer, descarta-a");
}
std::string eSeqPurge(const Simulation& s, const TraceRecord& r) {
  return "todos os membros confirmaram até a seq " + num(r.seq) + ": " + n(s, r.node) +
         " apaga essas mensagens do seu histórico (restam " + num(r.size) + ")";
}
std::string eSeqPhase1(const Simulation& s, const TraceRecord& r) {
  return "buffer de histórico cheio: " + n(s, r.node) + " deixa de aceitar pedidos e envia PHASE1 (última seq " +
         num(r.seq) + ") a todos";
}
std::string eSeqRefused(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " está sincronizando e recusa o pedido de " + n(s, r.peer) + " para " + msg(r);
}
std::string eEsStatus(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + (r.a ? " envia uma mensagem SANITY" : " está ocioso e envia o STATUS " + num(r.size)) +
         ": a sua próxima seq é " + num(r.seq);
}
std::string eEsNak(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " envia um NAK a " + n(s, r.peer) + ": espera a seq " + num(r.seq);
}
std::string eEsRetrans(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " encontra a seq " + num(r.seq) + " no seu buffer e a reenvia para " + orGroup(s, r.peer);
}
std::string eEsFlushed(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " não pode reenviar a seq " + num(r.seq) + " para " + n(s, r.peer) +
         ": ela já saiu do buffer de B mensagens. O protocolo falha";
}
std::string eEsGap(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " recebe a seq " + num(r.seq) + " de " + n(s, r.peer) + " mas espera a " + num(r.size);
}
std::string eEsDetected(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " não ouve nada de " + n(s, r.peer) + " há " + bitsPt(s, r.a) + ": considera-o falho";
}
std::string eEsChoke(const Simulation& s, const TraceRecord& r) {
  return "o buffer de " + n(s, r.node) +
         " está quase cheio: ele envia por multicast um CHOKE temporizado pedindo "
         "que os emissores pausem por " +
         bitsPt(s, r.a);
}
std::string eEsChoked(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " pausa o envio por " + bitsPt(s, r.a) + " (CHOKE de " + n(s, r.peer) + ")";
}
std::string eCmPassed(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " passa o token para " + n(s, r.peer) + " com o carimbo de tempo " + num(r.seq);
}
std::string eCmConfirm(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " não tem nada a confirmar: confirma que aceitou o token (carimbo de tempo " + num(r.seq) + ")";
}
std::string eCmRetransReq(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " pede a " + n(s, r.peer) + " que reenvie " +
         (r.a ? "o ACK de carimbo de tempo" : "a mensagem de seq") + " " + num(r.seq) +
         (r.size != r.seq && r.size != 0xffffffffu ? "-" + num(r.size) : std::string());
}
std::string eCmRetrans(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " reenvia " + (r.a ? "o ACK de carimbo de tempo " : "a mensagem de seq ") + num(r.seq) +
         " para " + orGroup(s, r.peer);
}
std::string eCmCommitted(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " efetiva (commit) " + msg(r) + " (carimbo de tempo " + num(r.seq) +
         "): o token já passou L vezes desde então";
}
std::string eCmReformStart(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " suspeita de uma falha e inicia uma reformação (versão " + num(r.a) + " da lista de token)";
}
std::string eRraData(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " envia por multicast " + msg(r) + " (seq " + num(r.seq) + ") e indica " +
         n(s, static_cast<std::uint32_t>(r.a)) + " para confirmá-la";
}
std::string eRraAck(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " confirma a seq " + num(r.size) + ", cobrindo " + pluralPt(r.a, "mensagem", "mensagens") +
         " desde o seu último ACK: tem tudo abaixo da seq " + num(r.seq);
}
std::string eRraRetrans(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " reenvia a seq " + num(r.seq) + " para " + n(s, r.peer) +
         (r.a ? " e o indica para confirmá-la" : std::string());
}
std::string eRraStable(const Simulation& s, const TraceRecord& r) {
  return "todos os receptores confirmaram a seq " + num(r.seq) + ": " + n(s, r.node) + " pode liberá-la";
}
std::string eRraPoll(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " não tem mais mensagens e consulta (POLL) " + n(s, r.peer) +
         " pedindo a sua confirmação da seq " + num(r.seq);
}

// ---- sequencer: the kinds without a why-text ----
std::string eSeqRequest(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " pede ao sequenciador " + n(s, r.peer) + " que envie por multicast " + msg(r) +
         " (messageNr " + num(r.a) + "; ACK de carona: tudo até a seq " + num(r.seq) + ")";
}
std::string eSeqAckCommit(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " responde à sincronização com ACK_COMMIT: tem tudo até a seq " + num(r.seq);
}
std::string eSeqPhase2(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " envia PHASE2: a sincronização termina quando todos os membros responderem";
}
std::string eSeqSyncDone(const Simulation& s, const TraceRecord& r) {
  return "todos os membros têm tudo até a seq " + num(r.seq) + ": " + n(s, r.node) + " esvazia o seu histórico (" +
         pluralPt(r.size, "mensagem", "mensagens") + ")";
}
std::string eSeqDupRequest(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " já sequenciou o messageNr " + num(r.a) + " de " + n(s, r.peer) +
         ": o pedido duplicado é descartado";
}
std::string eSeqAckTable(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " anota que " + n(s, r.peer) + " tem tudo até a seq " + num(r.seq);
}

// ---- Erramilli & Singh, Chang & Maxemchuk, round-robin: the kinds without a why-text ----
std::string eEsData(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " envia por multicast " + msg(r) + " (seq " + num(r.seq) + ")";
}
std::string eCmData(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " envia por multicast " + msg(r) + " (a sua seq " + num(r.seq) + ")" +
         (r.a ? "; tentativa " + num(r.a + 1) : std::string());
}
std::string eCmAck(const Simulation& s, const TraceRecord& r) {
  std::string text = "o site do token " + n(s, r.node) + " ";
  text += r.size ? "dá à mensagem " + num(r.size) + " de " + n(s, r.peer) + " o carimbo de tempo " + num(r.seq) +
                       " e a confirma"
                 : "envia um ACK vazio (carimbo de tempo " + num(r.seq) + ")";
  if (r.a != static_cast<std::int64_t>(r.node))
    text += "; o ACK passa o token para " + n(s, static_cast<std::uint32_t>(r.a));
  return text;
}
std::string eCmAccepted(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " tem todas as mensagens e ACKs até o carimbo de tempo " + num(r.seq) + ": aceita o token";
}
std::string eCmOrdered(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " ordena a mensagem " + num(r.size) + " de " + n(s, r.peer) + " no carimbo de tempo " +
         num(r.seq) + " (ainda não efetivada)";
}
std::string eCmReformJoin(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " entra na reformação de " + n(s, r.peer) + " (o seu próximo carimbo de tempo: " + num(r.seq) +
         ")";
}
std::string eCmReformList(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " anuncia a nova lista de token: " + pluralPt(r.size, "site", "sites") + "; " +
         n(s, static_cast<std::uint32_t>(r.a)) + " fica com o token";
}
std::string eRraAckReceived(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " ouve de " + n(s, r.peer) + ": tudo abaixo da seq " + num(r.seq) +
         (r.size == 0   ? std::string("; não falta nada")
          : r.size == 1 ? std::string("; falta 1")
                        : "; faltam " + num(r.size));
}

const LineTranslation kLiteratureLinesPt[] = {
    {kLitDelivered, eDelivered},
    {kLitMessageDone, eMessageDone},
    {kLitFailure, eFailure},
    {kLitTimeout, eTimeout},
    {kLitDuplicate, eDuplicate},
    {kLitCrash, eCrash},
    {kSeqRequestSent, eSeqRequest},
    {kSeqDummySent, eSeqDummy},
    {kSeqMulticastSent, eSeqMulticast},
    {kSeqRetransSent, eSeqRetrans},
    {kSeqRetransReply, eSeqRetransReply},
    {kSeqGap, eSeqGap},
    {kSeqPurge, eSeqPurge},
    {kSeqPhase1Sent, eSeqPhase1},
    {kSeqAckCommitSent, eSeqAckCommit},
    {kSeqPhase2Sent, eSeqPhase2},
    {kSeqSyncDone, eSeqSyncDone},
    {kSeqDuplicateRequest, eSeqDupRequest},
    {kSeqAckTable, eSeqAckTable},
    {kSeqHistoryFull, eSeqRefused},
    {kEsDataSent, eEsData},
    {kEsStatusSent, eEsStatus},
    {kEsNakSent, eEsNak},
    {kEsRetransSent, eEsRetrans},
    {kEsFlushed, eEsFlushed},
    {kEsGap, eEsGap},
    {kEsFailureDetected, eEsDetected},
    {kEsChokeSent, eEsChoke},
    {kEsChoked, eEsChoked},
    {kCmDataSent, eCmData},
    {kCmAckSent, eCmAck},
    {kCmTokenPassed, eCmPassed},
    {kCmConfirmSent, eCmConfirm},
    {kCmRetransReqSent, eCmRetransReq},
    {kCmRetransSent, eCmRetrans},
    {kCmTokenAccepted, eCmAccepted},
    {kCmCommitted, eCmCommitted},
    {kCmReformStart, eCmReformStart},
    {kCmReformJoin, eCmReformJoin},
    {kCmReformList, eCmReformList},
    {kCmAckOrdered, eCmOrdered},
    {kRraDataSent, eRraData},
    {kRraAckSent, eRraAck},
    {kRraRetransSent, eRraRetrans},
    {kRraAckReceived, eRraAckReceived},
    {kRraStable, eRraStable},
    {kRraPollSent, eRraPoll},
};

}  // namespace

void registerLiteratureLinesPt(Simulation& sim) { sim.registerLineTranslations("pt-BR", kLiteratureLinesPt); }

}  // namespace ps

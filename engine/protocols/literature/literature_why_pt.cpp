// Por que os protocolos da literatura fizeram o que fizeram, em português do Brasil: the same rules
// and the same thesis sections (seed 001: §2.7 sequencer, §2.8 Erramilli & Singh, §2.9 Chang &
// Maxemchuk, chapter 5 round-robin acknowledgment) as literature_why.cpp, followed by the record's
// Portuguese log line (literature_lines_pt.cpp), as the English appends the line of literature_trace.cpp.
#include "literature_why_pt.h"

#include <cstdint>
#include <string>

#include "../../core/simulation.h"
#include "../../core/trace_kinds.h"
#include "../../core/why_text_pt.h"
#include "../multicast/ethernet_model.h"
#include "literature_common.h"
#include "literature_config.h"

namespace ps {
namespace {

// ---- numbers and words ----
std::string num(std::int64_t v) { return milharPt(v); }
LitProto proto(const Simulation& s) {
  const LiteratureConfig* c = literatureConfigOf(s);
  return c ? c->proto : LitProto::kSeq;
}
bool is(const TraceRecord& r, LitFailure f) { return r.reason == static_cast<std::uint16_t>(f); }

// ---- the rules (literature_why.cpp) ----
std::string pTimeout(const Simulation& s, const TraceRecord& r) {
  switch (proto(s)) {
    case LitProto::kCm:
      return "Chang & Maxemchuk (tese §2.9): uma origem envia uma mensagem por vez e espera o ACK do site do token; "
             "se ele não chega a tempo, a origem retransmite, até R vezes, e então supõe que o site do token falhou "
             "e inicia uma reformação. Esta é a tentativa " +
             num(r.a) + ".";
    case LitProto::kRra:
      return "Confirmação em rodízio (round-robin acknowledgment, tese, capítulo 5): o receptor indicado numa "
             "mensagem deve confirmá-la; a tese não define temporizadores, então o modelo repete a mensagem quando "
             "esse ACK não chega a tempo. Esta é a tentativa " +
             num(r.a) + ".";
    default:
      return "Protocolo do sequenciador (tese §2.7): uma origem envia o seu pedido ponto a ponto ao sequenciador e "
             "espera vê-lo voltar como MULTICAST; se isso não acontece dentro do tempo limite do pedido, ela envia "
             "o pedido de novo (o sequenciador descarta duplicatas pelo número da mensagem). Esta é a tentativa " +
             num(r.a) + ".";
  }
}
std::string pFailure(const Simulation&, const TraceRecord& r) {
  if (is(r, LitFailure::kFlushed))
    return "Erramilli & Singh (tese §2.8): o emissor guarda só as últimas B mensagens; um NAK para uma mensagem já "
           "substituída nesse buffer não pode ser atendido e o protocolo falha; por isso a tese avisa que ele "
           "\"can fail if the parameters are not carefully chosen\" (pode falhar se os parâmetros não forem "
           "escolhidos com cuidado).";
  if (is(r, LitFailure::kSourceFailed))
    return "A origem parou (os protocolos da tese §2.7-2.9 oferecem pouca ou nenhuma tolerância a falhas), então as "
           "suas mensagens restantes não podem ser entregues.";
  return "O limite de retransmissões foi atingido (tese §2.9: R tentativas), então o protocolo desiste desta "
         "mensagem.";
}
std::string pDuplicate(const Simulation& s, const TraceRecord&) {
  switch (proto(s)) {
    case LitProto::kEs:
      return "Erramilli & Singh (tese §2.8): dados com número de sequência abaixo do esperado são uma duplicata e "
             "são descartados.";
    case LitProto::kCm:
      return "Chang & Maxemchuk (tese §2.9): uma mensagem cujo número de sequência está abaixo do esperado da sua "
             "origem já foi recebida, então é descartada.";
    case LitProto::kRra:
      return "Confirmação em rodízio (tese, capítulo 5): uma mensagem já recebida (uma retransmissão destinada a "
             "outro receptor) é descartada.";
    default:
      return "Protocolo do sequenciador (tese §2.7): um MULTICAST já entregue é descartado.";
  }
}
std::string pSeqDummy(const Simulation&, const TraceRecord&) {
  return "Protocolo do sequenciador (tese §2.7): os membros confirmam de carona (piggybacking) nos seus pedidos; "
         "um membro que não envia nada há algum tempo manda um pedido fictício para que o sequenciador saiba até "
         "onde ele recebeu e possa liberar o seu buffer de histórico.";
}
std::string pSeqMulticast(const Simulation&, const TraceRecord&) {
  return "Toda mensagem passa pelo sequenciador, que a numera: todos os membros entregam nessa mesma ordem (ordem "
         "total), ao custo de enviar cada mensagem duas vezes (tese §2.7).";
}
std::string pSeqRetransRequest(const Simulation&, const TraceRecord&) {
  return "Protocolo do sequenciador (tese §2.7): um MULTICAST com número de sequência acima do esperado revela uma "
         "lacuna, então o membro pede a mensagem que falta ao sequenciador com um RETRANS (uma confirmação "
         "negativa).";
}
std::string pSeqRetransmission(const Simulation&, const TraceRecord&) {
  return "Protocolo do sequenciador (tese §2.7): o sequenciador guarda cada mensagem no seu buffer de histórico "
         "até que todos os membros a tenham confirmado, e assim pode responder a um RETRANS ponto a ponto ao membro "
         "que pediu.";
}
std::string pSeqGap(const Simulation&, const TraceRecord&) {
  return "Protocolo do sequenciador (tese §2.7): as mensagens são entregues na ordem global que o sequenciador "
         "atribui; uma que chega antes de outra que falta fica guardada (ou é descartada se não há buffer livre) "
         "até a lacuna ser preenchida.";
}
std::string pSeqPurge(const Simulation&, const TraceRecord&) {
  return "Protocolo do sequenciador (tese §2.7): quando todos os membros confirmaram até algum número de sequência "
         "j, o sequenciador apaga as mensagens guardadas até j, liberando o seu buffer de histórico.";
}
std::string pSeqRefused(const Simulation&, const TraceRecord&) {
  return "Protocolo do sequenciador (tese §2.7): quando o buffer de histórico se esgota, o sequenciador para de "
         "aceitar pedidos e faz uma sincronização em duas fases; os pedidos que chegam nesse meio-tempo são "
         "recusados e precisam ser enviados de novo.";
}
std::string pSeqPhase1(const Simulation&, const TraceRecord&) {
  return "Protocolo do sequenciador (tese §2.7): o buffer de histórico está cheio, então o sequenciador inicia a "
         "sincronização em duas fases: o PHASE1, com o seu último número de sequência, pede a todos os membros que "
         "se atualizem e confirmem.";
}
std::string pEsStatus(const Simulation&, const TraceRecord&) {
  return "Erramilli & Singh (tese §2.8): um emissor ocioso envia por multicast mensagens de status com o seu "
         "próximo número de sequência a cada T1, até K vezes, e depois mensagens de sanidade (sanity; sanityLosses "
         "+ 1 por T2, para que uma perdida no fio ainda o deixe ouvido dentro de T2), para que os receptores "
         "detectem a perda de uma última mensagem e saibam que o emissor está vivo.";
}
std::string pEsNak(const Simulation&, const TraceRecord&) {
  return "Erramilli & Singh (tese §2.8) se baseia em NAKs: um receptor que vê um número de sequência acima do "
         "esperado (nos dados ou numa mensagem de status) envia diretamente à origem um NAK com o número esperado.";
}
std::string pEsRetransmission(const Simulation&, const TraceRecord&) {
  return "Erramilli & Singh (tese §2.8): um NAK faz o emissor procurar a mensagem no seu buffer das últimas B "
         "mensagens e enviá-la de novo (por unicast, como a tese defende).";
}
std::string pEsFlushed(const Simulation&, const TraceRecord&) {
  return "Um emissor guarda só as suas últimas B mensagens. Se um NAK chega depois que B mensagens mais novas foram "
         "enviadas, a mensagem já se foi: \"the protocol can fail if the parameters are not carefully chosen\" (o "
         "protocolo pode falhar se os parâmetros não forem escolhidos com cuidado; tese §2.8).";
}
std::string pEsGap(const Simulation&, const TraceRecord&) {
  return "Erramilli & Singh (tese §2.8): cada receptor guarda o próximo número de sequência que espera de cada "
         "emissor; um número maior significa que houve perdas, e ele responde com um NAK.";
}
std::string pEsFailureDetected(const Simulation&, const TraceRecord&) {
  return "Erramilli & Singh (tese §2.8): todo nó vivo é ouvido pelo menos a cada T2 (as suas mensagens de "
         "sanidade vêm com frequência bastante para resistir a uma perda), então um nó que fica calado por mais que "
         "T2 é considerado falho.";
}
std::string pEsChoke(const Simulation&, const TraceRecord&) {
  return "Erramilli & Singh (tese §2.8): um receptor cujo buffer está perto de transbordar envia por multicast "
         "uma mensagem de choke temporizado com T3, o tempo de que precisa para esvaziar a sua fila (um controle "
         "de fluxo rudimentar).";
}
std::string pEsChoked(const Simulation&, const TraceRecord&) {
  return "Erramilli & Singh (tese §2.8): um emissor que recebe uma mensagem de choke temporizado pausa pelo tempo "
         "T3 indicado nela antes de enviar mais dados. Enquanto isso está ocioso, então as suas mensagens de status "
         "e de sanidade continuam.";
}
std::string pCmTokenPassed(const Simulation&, const TraceRecord&) {
  return "Chang & Maxemchuk (tese §2.9): o site do token, que confirma as mensagens e lhes dá carimbo de tempo, "
         "roda pela lista de token no ritmo de passagem do token; o ACK indica o próximo site do token, e uma "
         "mensagem só é efetivada depois que o token passou L vezes desde a sua confirmação.";
}
std::string pCmRetransRequest(const Simulation&, const TraceRecord&) {
  return "Chang & Maxemchuk (tese §2.9): um site que vê uma mensagem adiante da esperada da sua origem, ou um ACK "
         "de uma mensagem que não tem, envia um pedido de retransmissão (um NAK) ao site do token.";
}
std::string pCmRetransmission(const Simulation&, const TraceRecord&) {
  return "Chang & Maxemchuk (tese §2.9): o site do token atende aos pedidos de retransmissão de mensagens e de "
         "ACKs, e continua a fazê-lo depois de passar o token, para que o próximo site possa se atualizar.";
}
std::string pCmConfirmation(const Simulation&, const TraceRecord&) {
  return "Chang & Maxemchuk (tese §2.9): um novo site do token que não tem nada a confirmar nem a efetivar dentro "
         "de um tempo limite depois de receber o token envia uma confirmação, para que todos saibam que ele "
         "aceitou o token.";
}
std::string pCmCommitted(const Simulation&, const TraceRecord&) {
  return "Uma mensagem só é passada à aplicação depois que o token foi transferido L vezes após o seu ACK: cada "
         "site que aceitou o token tem a mensagem, então L falhas não podem perdê-la (resiliência L; tese §2.9).";
}
std::string pCmReformStart(const Simulation&, const TraceRecord&) {
  return "Chang & Maxemchuk (tese §2.9): um site que supõe uma falha (R retransmissões sem ACK) inicia uma "
         "reformação, que monta uma nova lista de sites em operação antes de a operação normal recomeçar.";
}
std::string pRraData(const Simulation&, const TraceRecord&) {
  return "Só o receptor indicado responde, então as confirmações nunca colidem umas com as outras; a vez de cada "
         "receptor chega a cada r mensagens, e o seu ACK cobre tudo o que ele recebeu desde o anterior (tese, "
         "capítulo 5).";
}
std::string pRraAck(const Simulation&, const TraceRecord&) {
  return "Confirmação em rodízio (tese, capítulo 5): cada mensagem indica um receptor, que confirma essa mensagem e "
         "todas as anteriores que recebeu desde o seu último ACK; os receptores se revezam, então os ACKs nunca "
         "disputam o meio entre si.";
}
std::string pRraRetransmission(const Simulation&, const TraceRecord&) {
  return "Confirmação em rodízio (tese, capítulo 5): um ACK mostra quais mensagens ainda faltam ao receptor "
         "indicado (ou nenhum chegou a tempo), então o emissor as repete; a tese deixa o tratamento de perdas em "
         "aberto, e esta é a escolha do modelo.";
}
std::string pRraStable(const Simulation&, const TraceRecord&) {
  return "Confirmação em rodízio (tese, capítulo 5): quando todos os receptores confirmaram uma mensagem na sua "
         "vez, ela está estável e o emissor pode liberá-la.";
}
std::string pRraPoll(const Simulation&, const TraceRecord&) {
  return "Confirmação em rodízio (tese, capítulo 5): quando o emissor não tem mensagem nova para levar a "
         "indicação, ele consulta (POLL) o próximo receptor da vez para que a confirmação dele ainda venha.";
}

// "<regra> Aqui: <estado>." as the English withState: the state is the record's Portuguese log line
// (literature_lines_pt.cpp, registered with these texts by registerLiteratureTraceKinds).
template <TraceRenderer Rule>
std::string comEstado(const Simulation& s, const TraceRecord& r) {
  return Rule(s, r) + " Aqui: " + s.describe(r, "pt-BR") + ".";
}

const WhyTranslation kLiteratureWhyPt[] = {
    {kLitFailure, comEstado<pFailure>},
    {kLitTimeout, comEstado<pTimeout>},
    {kLitDuplicate, comEstado<pDuplicate>},
    {kSeqDummySent, comEstado<pSeqDummy>},
    {kSeqMulticastSent, comEstado<pSeqMulticast>},
    {kSeqRetransSent, comEstado<pSeqRetransRequest>},
    {kSeqRetransReply, comEstado<pSeqRetransmission>},
    {kSeqGap, comEstado<pSeqGap>},
    {kSeqPurge, comEstado<pSeqPurge>},
    {kSeqPhase1Sent, comEstado<pSeqPhase1>},
    {kSeqHistoryFull, comEstado<pSeqRefused>},
    {kEsStatusSent, comEstado<pEsStatus>},
    {kEsNakSent, comEstado<pEsNak>},
    {kEsRetransSent, comEstado<pEsRetransmission>},
    {kEsFlushed, comEstado<pEsFlushed>},
    {kEsGap, comEstado<pEsGap>},
    {kEsFailureDetected, comEstado<pEsFailureDetected>},
    {kEsChokeSent, comEstado<pEsChoke>},
    {kEsChoked, comEstado<pEsChoked>},
    {kCmTokenPassed, comEstado<pCmTokenPassed>},
    {kCmConfirmSent, comEstado<pCmConfirmation>},
    {kCmRetransReqSent, comEstado<pCmRetransRequest>},
    {kCmRetransSent, comEstado<pCmRetransmission>},
    {kCmCommitted, comEstado<pCmCommitted>},
    {kCmReformStart, comEstado<pCmReformStart>},
    {kRraDataSent, comEstado<pRraData>},
    {kRraAckSent, comEstado<pRraAck>},
    {kRraRetransSent, comEstado<pRraRetransmission>},
    {kRraStable, comEstado<pRraStable>},
    {kRraPollSent, comEstado<pRraPoll>},
};

}  // namespace

void registerLiteratureWhyPt(Simulation& sim) { sim.registerWhyTranslations("pt-BR", kLiteratureWhyPt); }

}  // namespace ps

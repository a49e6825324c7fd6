// Why-texts of DCCP, CCID 2 and CCID 3 (TFRC) in Brazilian Portuguese: the same rules and sections
// of RFC 4340, RFC 4341, RFC 4342 and RFC 5348 as dccp_trace.cpp. Where the English appends the
// record's log line ("Here: ..."), these say the same state in Portuguese ("Aqui: ...").
#include <string>

#include "../../core/simulation.h"
#include "../../core/trace_kinds.h"
#include "../../core/why_text_pt.h"
#include "dccp_state.h"
#include "dccp_text_pt.h"
#include "dccp_trace.h"
#include "tfrc_sender.h"

namespace ps::dccp {
namespace {

std::string flow(const TraceRecord& r) { return "F" + std::to_string(r.peer + 1); }
std::string at(const Simulation& s, const TraceRecord& r) { return s.nodeName(r.node) + " (fluxo " + flow(r) + ")"; }
std::string ms(std::int64_t ns) { return decimalPt(static_cast<double>(ns) / 1e6, 2) + " ms"; }
// "<regra> Aqui: <estado>." (empty when the rule is).
template <TraceRenderer Rule, TraceRenderer State>
std::string comEstado(const Simulation& s, const TraceRecord& r) {
  const std::string rule = Rule(s, r);
  return rule.empty() ? rule : rule + " Aqui: " + State(s, r) + ".";
}

std::string stState(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + " passa do estado " + dccpStateName(r.seq) + " para " + dccpStateName(r.size);
}
std::string ruleState(const Simulation&, const TraceRecord& r) {
  switch (static_cast<DccpState>(r.size)) {
    case DccpState::kRequest:
      return "RFC 4340 §8.1.1: o cliente abre a conexão com um Request e espera uma Response.";
    case DccpState::kRespond:
      return "RFC 4340 §8.1.2: o servidor respondeu ao Request com uma Response.";
    case DccpState::kPartOpen:
      return "RFC 4340 §8.1.5: o cliente confirmou a Response; até ouvir o servidor de novo, todo pacote que ele "
             "envia leva uma confirmação.";
    case DccpState::kOpen:
      return "RFC 4340 §8.1.5: os dois lados já se ouviram: os dados fluem.";
    case DccpState::kClosing:
      return "RFC 4340 §8.3: o cliente enviou Close e espera o Reset do servidor.";
    case DccpState::kTimeWait:
      return "RFC 4340 §8.3: o Reset chegou; o lado que fechou espera 2 MSL para que os pacotes antigos se "
             "extingam.";
    default:
      return "";
  }
}

std::string stNegotiated(const Simulation& s, const TraceRecord& r) {
  std::string list;
  for (std::uint32_t v = r.size; v != 0; v >>= 8) list += (list.empty() ? "" : ", ") + std::to_string(v & 0xFF);
  return at(s, r) + " acertou o CCID " + std::to_string(r.seq) + " (o servidor aceita " + list +
         "); o RTT do handshake foi de " + ms(r.a);
}
std::string ruleNegotiated(const Simulation&, const TraceRecord&) {
  return "RFC 4340 §6.3.1, reconciliação com prioridade do servidor: o CCID é o primeiro da lista do servidor que "
         "a opção Change do cliente também cita.";
}

std::string stTimer(const Simulation& s, const TraceRecord& r) {
  static const char* what[] = {"de retransmissão do Request", "de retransmissão do Ack de PARTOPEN",
                               "de retransmissão do Close", "de TIMEWAIT"};
  std::string line =
      "o temporizador " + std::string(r.reason < 4 ? what[r.reason] : "?") + " de " + at(s, r) + " expirou";
  if (r.a > 0) line += "; o próximo vence em " + ms(r.a);
  return line;
}
std::string ruleTimer(const Simulation&, const TraceRecord& r) {
  switch (r.reason) {
    case kTimerRequest:
      return "RFC 4340 §8.1.1: um cliente em REQUEST que não recebe Response reenvia o Request com recuo "
             "exponencial e desiste depois de alguns minutos.";
    case kTimerPartOpen:
      return "RFC 4340 §8.1.5: em PARTOPEN o cliente reenvia um Ack (com recuo) até ouvir o servidor, para que a "
             "perda de um Ack do handshake não trave a conexão.";
    case kTimerClose:
      return "RFC 4340 §8.3: um Close que não recebe Reset é reenviado com recuo.";
    default:
      return "RFC 4340 §8.3: o TIMEWAIT dura 2 MSL para que os pacotes antigos da conexão se extingam antes que "
             "ela seja esquecida.";
  }
}

std::string stBufferDrop(const Simulation& s, const TraceRecord& r) {
  return "o buffer de envio de " + at(s, r) + " está cheio (" + pluralPt(r.seq, "datagrama", "datagramas") +
         "), e um datagrama de " + pluralPt(r.size, "byte", "bytes") + " foi descartado";
}
std::string ruleBufferDrop(const Simulation&, const TraceRecord&) {
  return "O DCCP leva datagramas não confiáveis sob controle de congestionamento (RFC 4340 §1): o emissor não pode "
         "enviar mais rápido do que seu CCID permite, e o buffer de envio do cenário comporta um número limitado "
         "de datagramas; um datagrama que a aplicação escreve num buffer cheio é descartado, nunca enviado com "
         "atraso.";
}

std::string stSeqWindow(const Simulation& s, const TraceRecord& r) {
  return "o pacote " + std::to_string(r.a) + " de " + at(s, r) + " está fora da Sequence Window (GSR " +
         milharPt(r.seq) + "): um nó real o descartaria e enviaria um Sync (não modelado)";
}
std::string ruleSeqWindow(const Simulation&, const TraceRecord&) {
  return "RFC 4340 §7.5: um nó só aceita números de sequência próximos do maior que já recebeu (GSR), para que "
         "pacotes velhos ou forjados não sejam tomados por novos; um pacote fora dessa Sequence Window seria "
         "descartado e respondido com um Sync (não modelado).";
}

std::string stLost(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + " considera perdido o pacote de dados " + std::to_string(r.a) +
         " (chegaram três pacotes posteriores)";
}
std::string ruleLost(const Simulation&, const TraceRecord&) {
  return "RFC 5348 §5.1 (e RFC 4342 §6 para o DCCP): um pacote conta como perdido quando chegam NDUPACK = 3 pacotes "
         "com números de sequência maiores, o que tolera uma leve reordenação. O DCCP nunca o retransmite; a perda "
         "alimenta o controle de congestionamento.";
}

std::string stRate(const Simulation& s, const TraceRecord& r) {
  return "a taxa TFRC de " + at(s, r) + " é X = " + ratePt(static_cast<double>(r.a)) + " (" + rateCausePt(r.reason) +
         "; R = " + ms(static_cast<std::int64_t>(r.seq) * 1000) + ", " + lossRatePt(r.size) + ")";
}
std::string ruleRate(const Simulation&, const TraceRecord& r) {
  if (r.reason == kRateEquation || r.reason == kRateReceiveLimited || r.reason == kRateMinimum)
    return "RFC 5348 §4.3, passo 4: com p > 0, X = max(min(X_Bps, recv_limit), s/t_mbi), X_Bps = s / (R sqrt(2bp/3) "
           "+ t_RTO 3 sqrt(3bp/8) p (1 + 32p^2)).";
  return "RFC 5348 §4.3, passo 4: enquanto p = 0 a taxa dobra no máximo uma vez por RTT, X = max(min(2X, "
         "recv_limit), initial_rate); recv_limit é o dobro da maior taxa de recepção recente.";
}

std::string stNofeedback(const Simulation& s, const TraceRecord& r) {
  static const char* what[] = {"ainda sem retorno: X reduzida à metade", "o emissor estava ocioso: taxa mantida",
                               "partida lenta: X reduzida à metade", "limitada à taxa de recepção",
                               "limitada à metade da taxa da equação"};
  return "o temporizador nofeedback do TFRC de " + at(s, r) + " expirou (" + (r.reason < 5 ? what[r.reason] : "?") +
         "); X = " + ratePt(static_cast<double>(r.a)) + ", o próximo timeout vence em " + milharPt(r.seq) + " ms";
}
std::string ruleNofeedback(const Simulation&, const TraceRecord&) {
  return "RFC 5348 §4.4: nenhum retorno por max(4R, 2s/X) indica problema no caminho de retorno ou no receptor; o "
         "emissor reduz sua taxa à metade (por meio de X_recv_set, quando já tem uma taxa de perda) e reinicia o "
         "temporizador.";
}

std::string stLossEvent(const Simulation& s, const TraceRecord& r) {
  std::string line = "o evento de perda nº " + milharPt(r.seq) + " do TFRC em " + at(s, r) + " começa no pacote " +
                     std::to_string(r.a) + "; I_mean = " + pluralPt(r.size, "pacote", "pacotes");
  if (r.reason == 1) line += " (o primeiro: seu intervalo é sintetizado a partir da taxa de recepção)";
  return line;
}
std::string ruleLossEvent(const Simulation&, const TraceRecord& r) {
  if (r.reason == 1)
    return "RFC 5348 §6.3.1: antes da primeira perda a contagem de pacotes é inflada pela partida lenta, então o "
           "primeiro intervalo é 1/p para o p com que a equação dá a taxa de recepção.";
  return "RFC 5348 §5.2: perdas a menos de um RTT da primeira perda de um evento pertencem a ele; esta veio depois, "
         "então fecha um intervalo, e a média ponderada dos últimos 8 intervalos dá p = 1/I_mean.";
}

std::string stCcid2Loss(const Simulation& s, const TraceRecord& r) {
  return "em " + at(s, r) + " o pacote " + std::to_string(r.a) +
         " se perdeu (3 pacotes posteriores foram confirmados): a cwnd cai à metade, para " +
         pluralPt(r.size, "pacote", "pacotes") + ", e o ssthresh fica em " + milharPt(r.seq);
}
std::string ruleCcid2Loss(const Simulation&, const TraceRecord&) {
  return "RFC 4341 §5: um pacote de dados está perdido quando NUMDUPACK = 3 pacotes enviados depois dele são "
         "confirmados; o emissor reduz a janela de congestionamento (cwnd) à metade no máximo uma vez por janela "
         "de dados. O DCCP nunca retransmite.";
}

std::string stCcid2Timeout(const Simulation& s, const TraceRecord& r) {
  return "o timeout de retransmissão do CCID 2 em " + at(s, r) + " deixa a cwnd em " +
         pluralPt(r.size, "pacote", "pacotes") + " e o ssthresh em " + milharPt(r.seq) + "; o próximo RTO é de " +
         ms(r.a);
}
std::string ruleCcid2Timeout(const Simulation&, const TraceRecord&) {
  return "RFC 4341 §5: o CCID 2 segue o TCP: quando nenhum Ack chega dentro do timeout de retransmissão, o limiar de "
         "partida lenta (ssthresh) passa a ser metade da janela, a cwnd cai para um pacote e o emissor faz partida "
         "lenta; o timeout dobra para a próxima expiração. Os dados perdidos não são reenviados.";
}

std::string stAckRatio(const Simulation& s, const TraceRecord& r) {
  return "o Ack Ratio do CCID 2 em " + at(s, r) + " passa de " + milharPt(r.seq) + " para " + milharPt(r.size) + " (" +
         ackRatioCausePt(r.reason) + ")";
}
std::string ruleAckRatio(const Simulation&, const TraceRecord&) {
  return "RFC 4341 §6.1.2: o receptor envia um Ack a cada R pacotes de dados; o emissor mantém 1 <= R <= "
         "ceil(cwnd/2), dobra R quando Acks se perdem e o diminui de um após cwnd/(R^2 - R) janelas sem perda.";
}

const WhyTranslation kDccpWhyPt[] = {
    {kTrDccpState, comEstado<ruleState, stState>},
    {kTrDccpNegotiated, comEstado<ruleNegotiated, stNegotiated>},
    {kTrDccpTimer, comEstado<ruleTimer, stTimer>},
    {kTrDccpBufferDrop, comEstado<ruleBufferDrop, stBufferDrop>},
    {kTrDccpSeqWindow, comEstado<ruleSeqWindow, stSeqWindow>},
    {kTrDccpLost, comEstado<ruleLost, stLost>},
    {kTrTfrcRate, comEstado<ruleRate, stRate>},
    {kTrTfrcNofeedback, comEstado<ruleNofeedback, stNofeedback>},
    {kTrTfrcLossEvent, comEstado<ruleLossEvent, stLossEvent>},
    {kTrCcid2Loss, comEstado<ruleCcid2Loss, stCcid2Loss>},
    {kTrCcid2Timeout, comEstado<ruleCcid2Timeout, stCcid2Timeout>},
    {kTrCcid2AckRatio, comEstado<ruleAckRatio, stAckRatio>},
};

}  // namespace

void registerDccpWhyPt(Simulation& sim) { sim.registerWhyTranslations("pt-BR", kDccpWhyPt); }

}  // namespace ps::dccp

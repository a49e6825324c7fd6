// Why-texts of TCP in Brazilian Portuguese: the same rules, numbers and sections of RFC 5681,
// RFC 6298 and RFC 6582 as transport_why.cpp.
#include <string>

#include "../core/why_text_pt.h"
#include "tcp/tcp_state.h"
#include "trace_kinds.h"
#include "transport_why.h"

namespace ps::transport {

namespace {

std::string flow(const TraceRecord& r) { return "fluxo F" + std::to_string(r.peer + 1); }
std::string bytes(std::int64_t v) { return pluralPt(v, "byte", "bytes"); }
std::string who(const Simulation& s, const TraceRecord& r) { return s.nodeName(r.node) + " (" + flow(r) + ")"; }
const char* phasePt(std::uint32_t p) {
  static const char* names[] = {"partida lenta", "prevenção de congestionamento", "recuperação rápida"};
  return p < 3 ? names[p] : "?";
}
std::string range(const TraceRecord& r) {
  return "os bytes " + milharPt(r.a) + "-" + milharPt(r.a + std::int64_t{r.size} - 1);
}

std::string whyTcpPhasePt(const Simulation& s, const TraceRecord& r) {
  const auto to = static_cast<CcPhase>(r.size);
  std::string rule;
  if (to == CcPhase::kCongestionAvoidance)
    rule =
        "RFC 5681 §3.1: a partida lenta termina quando a janela de congestionamento (cwnd) alcança o limiar de "
        "partida lenta (ssthresh); daí em diante a prevenção de congestionamento soma cerca de um segmento "
        "inteiro por tempo de ida e volta (RTT), e não um por confirmação (ACK).";
  else if (to == CcPhase::kSlowStart)
    rule =
        "RFC 5681 §3.1: depois de um timeout a cwnd recomeça da janela de perda e cresce até um segmento por ACK "
        "(partida lenta) até alcançar o ssthresh.";
  else
    rule =
        "RFC 5681 §3.2: o terceiro ACK duplicado indica um segmento perdido; o emissor o reenvia e fica em "
        "recuperação rápida, enviando dados novos à medida que os ACKs duplicados mostram segmentos saindo da "
        "rede.";
  return rule + " " + who(s, r) + " passa de " + phasePt(r.seq) + " para " + phasePt(r.size) + " com cwnd de " +
         bytes(r.a) + ".";
}

std::string whyTcpRetransmitPt(const Simulation& s, const TraceRecord& r) {
  switch (r.reason) {
    case kRetxFast:
      return "Retransmissão rápida (RFC 5681 §3.2): três ACKs duplicados pediram o byte " + milharPt(r.a) +
             ", então aquele segmento se perdeu enquanto os seguintes chegavam. " + who(s, r) + " reenvia " + range(r) +
             " na hora, em vez de esperar o temporizador de retransmissão.";
    case kRetxTimeout:
      return "Temporizador de retransmissão (RFC 6298 §5, passo 5.4): nenhum ACK cobriu o segmento pendente mais "
             "antigo dentro de um RTO, então " +
             who(s, r) + " o reenvia: " + range(r) + ".";
    case kRetxPartialAck:
      return "NewReno (RFC 6582 §3.2): durante a recuperação rápida um ACK avançou, mas não alcançou `recover`, o "
             "que mostra o próximo segmento perdido; " +
             who(s, r) + " reenvia " + range(r) + " sem esperar mais três ACKs duplicados.";
    case kRetxGoBackN:
      return "Depois de um timeout (RFC 5681 §3.1) o emissor faz partida lenta a partir do byte não confirmado "
             "mais antigo e reenvia o que estava pendente conforme a cwnd permite (go-back-N): " +
             who(s, r) + " reenvia " + range(r) + ".";
    default:
      return who(s, r) + " reenvia " + range(r) + " (RFC 5681 §3).";
  }
}

std::string whyTcpAckPt(const Simulation& s, const TraceRecord& r) {
  switch (r.reason) {
    case kAckDelayedTimer:
      return "ACKs atrasados (RFC 5681 §4.2): um receptor pode esperar um segundo segmento completo antes de "
             "confirmar, mas nunca por muito tempo; o temporizador de ACK atrasado expirou, então " +
             who(s, r) + " confirma agora até o byte " + milharPt(r.a - 1) + ".";
    case kAckOutOfOrder:
      return "RFC 5681 §4.2: um segmento fora de ordem deve ser confirmado na hora, repetindo o próximo byte "
             "esperado; este ACK duplicado avisa o emissor de que há uma lacuna. " +
             who(s, r) + " ainda espera o byte " + milharPt(r.a) + ".";
    case kAckFillsHole:
      return "RFC 5681 §4.2: um segmento que preenche uma lacuna nos dados recebidos é confirmado na hora, para "
             "que o emissor saiba logo que o reparo funcionou. " +
             who(s, r) + " agora espera o byte " + milharPt(r.a) + ".";
    default:
      return "RFC 5681 §4.2: " + who(s, r) + " confirma todos os bytes antes do " + milharPt(r.a) +
             " (sua janela é de " + bytes(r.size) + ").";
  }
}

std::string whyTcpDupAckPt(const Simulation& s, const TraceRecord& r) {
  return "Um ACK duplicado (RFC 5681 §2) repete a última confirmação: o receptor recebeu um segmento além de uma "
         "lacuna e ainda pede o byte " +
         milharPt(r.a) + ". " + who(s, r) + " já viu " + pluralPt(r.seq, "ACK duplicado", "ACKs duplicados") +
         (r.seq >= 3 ? "; a partir do terceiro, a recuperação rápida envia dados novos a cada um (RFC 5681 §3.2)."
                     : "; no terceiro, ele retransmite aquele byte sem esperar o temporizador (RFC 5681 §3.2).") +
         " A cwnd é de " + bytes(r.size) + ".";
}

std::string whyTcpFastRetransmitPt(const Simulation& s, const TraceRecord& r) {
  if (r.reason == kFrNewRenoIgnored)
    return "NewReno (RFC 6582 §3.2): estes três ACKs duplicados do byte " + milharPt(r.a) +
           " não confirmam além de `recover`, então pertencem a uma perda já tratada; " + who(s, r) +
           " não reduz o ssthresh à metade uma segunda vez.";
  if (r.reason == kFrTahoe)
    return "Tahoe: três ACKs duplicados do byte " + milharPt(r.a) +
           " indicam um segmento perdido. ssthresh = max(FlightSize/2, 2 SMSS) = " + bytes(r.seq) +
           "; a cwnd cai para " + bytes(r.size) + " e " + who(s, r) +
           " volta a fazer partida lenta a partir da lacuna (RFC 5681 §3.1).";
  return "Retransmissão rápida e recuperação rápida (RFC 5681 §3.2): o terceiro ACK duplicado do byte " +
         milharPt(r.a) + " significa que aquele segmento se perdeu enquanto os seguintes chegavam. " + who(s, r) +
         " faz ssthresh = max(FlightSize/2, 2 SMSS) = " + bytes(r.seq) +
         ", reenvia o segmento na hora e faz cwnd = ssthresh + 3 SMSS = " + bytes(r.size) +
         " pelos três segmentos que já saíram da rede.";
}

std::string whyTcpTimeoutPt(const Simulation& s, const TraceRecord& r) {
  if (r.seq == 0 && r.size == 0)
    return "RFC 6298 §5: o SYN não foi respondido dentro do RTO, então " + who(s, r) +
           " o envia de novo e dobra o temporizador (5.5): o próximo RTO é de " + duracaoPt(r.a) + " (recuo " +
           milharPt(r.reason) + ").";
  return "Timeout de retransmissão (RFC 6298 §5 e RFC 5681 §3.1): nenhum ACK de dados novos chegou dentro de um RTO "
         "inteiro, então o emissor supõe uma perda pesada. " +
         who(s, r) + " faz ssthresh = max(FlightSize/2, 2 SMSS) = " + bytes(r.seq) +
         ", corta a cwnd para a janela de perda (" + bytes(r.size) +
         "), reenvia o segmento não confirmado mais antigo e dobra o RTO (5.5): o próximo RTO é de " + duracaoPt(r.a) +
         " (" + pluralPt(r.reason, "recuo seguido", "recuos seguidos") + ").";
}

std::string whyTcpRecoveryExitPt(const Simulation& s, const TraceRecord& r) {
  const std::string rule =
      r.reason == 0 ? "NewReno (RFC 6582 §3.2): um ACK completo, que cobre `recover`, encerra a recuperação rápida"
                    : "Reno (RFC 5681 §3.2, passo 6): o primeiro ACK de dados novos encerra a recuperação rápida";
  return rule + "; a cwnd volta ao ssthresh = " + bytes(r.seq) + " e a prevenção de congestionamento recomeça. " +
         who(s, r) + " recebeu o ACK " + milharPt(r.a) + "; a cwnd agora é de " + bytes(r.size) + ".";
}

std::string whyTcpPartialAckPt(const Simulation& s, const TraceRecord& r) {
  return "NewReno (RFC 6582 §3.2): o ACK " + milharPt(r.a) + " confirmou " + bytes(r.seq) +
         ", mas não tudo o que foi enviado antes da perda (`recover`), então o próximo segmento também se perdeu. " +
         who(s, r) + " o reenvia na hora, reduz a cwnd pelos bytes confirmados (devolvendo um SMSS) para " +
         bytes(r.size) + " e continua em recuperação rápida.";
}

std::string whyTcpReceivePt(const Simulation& s, const TraceRecord& r) {
  switch (r.reason) {
    case kRcvOutOfOrder:
      return s.nodeName(r.node) + " recebeu " + range(r) + " do " + flow(r) +
             " além de uma lacuna: falta um segmento anterior. Ele guarda os dados e responde na hora com um ACK "
             "duplicado do primeiro byte que falta (RFC 5681 §4.2).";
    case kRcvFillsHole:
      return s.nodeName(r.node) + " recebeu " + range(r) + " do " + flow(r) +
             ", que preenchem uma lacuna: os dados guardados depois dela já podem ser entregues, e o ACK sai na "
             "hora (RFC 5681 §4.2).";
    case kRcvDuplicate:
      return s.nodeName(r.node) + " já tinha " + range(r) + " do " + flow(r) +
             " (o emissor os reenviou, por exemplo depois de um timeout): descarta a cópia e confirma na hora "
             "(RFC 5681 §4.2).";
    default:
      return s.nodeName(r.node) + " recebeu " + range(r) + " do " + flow(r) +
             " em ordem e os entrega à aplicação (RFC 5681 §4.2).";
  }
}

std::string whyAppRefusedPt(const Simulation& s, const TraceRecord& r) {
  return "O buffer de envio de " + s.nodeName(r.node) + " para o " + flow(r) + " está cheio, então " + bytes(r.size) +
         " da aplicação são recusados: o transporte não envia mais rápido do que seu controle de congestionamento "
         "permite (RFC 5681 §3).";
}

const WhyTranslation kTransportWhyPt[] = {
    {kTrTcpPhase, whyTcpPhasePt},
    {kTrTcpRetransmit, whyTcpRetransmitPt},
    {kTrTcpAck, whyTcpAckPt},
    {kTrTcpDupAck, whyTcpDupAckPt},
    {kTrTcpFastRetransmit, whyTcpFastRetransmitPt},
    {kTrTcpTimeout, whyTcpTimeoutPt},
    {kTrTcpRecoveryExit, whyTcpRecoveryExitPt},
    {kTrTcpPartialAck, whyTcpPartialAckPt},
    {kTrTcpReceive, whyTcpReceivePt},
    {kTrAppRefused, whyAppRefusedPt},
};

}  // namespace

void registerTransportWhyPt(Simulation& sim) { sim.registerWhyTranslations("pt-BR", kTransportWhyPt); }

}  // namespace ps::transport

// Why-texts of MSAW and MBAP in Brazilian Portuguese: the same rules, numbers and sections of
// Segovia 1996 (§2.5, §2.5.1, §2.5.2, §2.6, §2.6.1, §3.6, §3.7) as multicast_why.cpp.
#include <string>

#include "../../core/why_text_pt.h"
#include "../../net/ethernet_lan.h"
#include "../../net/ethernet_why.h"
#include "ethernet_model.h"
#include "multicast_common.h"
#include "multicast_why.h"

namespace ps {

namespace {

const MulticastConfig& config(const Simulation& s) {
  static const MulticastConfig kDefaults{};
  const MulticastConfig* c = multicastConfigOf(s);
  return c ? *c : kDefaults;
}
bool isBap(const MulticastConfig& c) { return c.proto == ProtoKind::kBap; }
const char* protoName(const MulticastConfig& c) { return isBap(c) ? "MBAP" : "MSAW"; }
std::string bits(std::int64_t n) { return milharPt(n) + " tempos de bit"; }

std::string timeoutValue(const MulticastConfig& c) {
  if (isBap(c)) {
    if (c.bapTimeoutMethod == TimeoutMethod::kConstant)
      return bits(c.bapTimeoutBits()) + " (uma constante definida no cenário; tese §3.6)";
    return bits(c.bapTimeoutBits()) + " (a fórmula da tese §3.6: janela " + milharPt(c.bapWindow) + " x dados " +
           milharPt(c.dataBits()) + " + ACK " + milharPt(c.ackBits()) + " x " + milharPt(c.receivers) +
           " receptores + BAPrand " + milharPt(c.bapRand) + " + atraso de ACK " + milharPt(c.bapAckTimeout) +
           " + incremento " + milharPt(c.bapPktTimeout) + ")";
  }
  if (c.sawTimeoutMethod == TimeoutMethod::kConstant)
    return bits(c.sawTimeoutBits()) + " (uma constante definida no cenário; tese §3.6)";
  return bits(c.sawTimeoutBits()) + " (a fórmula da tese §3.6: dados " + milharPt(c.dataBits()) + " + ACK " +
         milharPt(c.ackBits()) + " x " + milharPt(c.receivers) + " receptores + SAWrand " + milharPt(c.sawRand) +
         " + incremento " + milharPt(c.sawTimeout) + ")";
}
std::int64_t retransLimit(const MulticastConfig& c) { return isBap(c) ? c.bapRetransLimit : c.sawRetransLimit; }
bool multicastRepair(const MulticastConfig& c) { return isBap(c) || c.sawRetrans == RetransMethod::kMulticast; }

std::string whyMcTimeoutPt(const Simulation& s, const TraceRecord& r) {
  const MulticastConfig& c = config(s);
  const std::string sender = s.nodeName(r.node);
  if (isBap(c)) {
    return "O temporizador de pacote de " + sender + " expirou: a janela que começa na seq " + milharPt(r.seq) +
           " (mensagem " + milharPt(r.size) + ") não foi confirmada por todos os receptores dentro de " +
           timeoutValue(c) +
           ". O MBAP rearma esse único temporizador a cada mensagem enviada; quando ele expira, o emissor supõe que "
           "alguma mensagem pendente se perdeu e envia de novo por multicast a janela inteira (go-back-N), a menos "
           "que o limite de " +
           milharPt(c.bapRetransLimit) + " retransmissões tenha sido atingido, quando o protocolo falha (tese §2.6).";
  }
  if (r.peer != kNone32) {
    return "O temporizador de " + sender + " para " + s.nodeName(r.peer) +
           " expirou porque nenhuma confirmação (ACK) da seq " + milharPt(r.seq) + " (mensagem " + milharPt(r.size) +
           ") chegou dele dentro de " + timeoutValue(c) +
           ". O emissor não distingue um DATA perdido de um ACK perdido, então o MSAW retransmite a mensagem só "
           "para " +
           s.nodeName(r.peer) + ", por unicast, no máximo " + milharPt(c.sawRetransLimit) +
           " vezes por receptor; depois disso o protocolo falha para esta mensagem (tese §2.5).";
  }
  return "O temporizador de " + sender + " expirou com " + pluralPt(r.a, "confirmação", "confirmações") + " da seq " +
         milharPt(r.seq) + " (mensagem " + milharPt(r.size) + ") ainda faltando após " + timeoutValue(c) +
         ". Com retransmissão por multicast, o MSAW mantém um só temporizador para o grupo todo: se algum receptor "
         "não confirmou quando ele expira, o emissor envia a mensagem de novo por multicast, no máximo " +
         milharPt(c.sawRetransLimit) +
         " vezes ao todo; depois disso o protocolo falha para esta mensagem (tese §2.5.2).";
}

std::string whyMcRetransmissionPt(const Simulation& s, const TraceRecord& r) {
  const MulticastConfig& c = config(s);
  const std::string to = r.peer == kNone32 ? "o grupo inteiro por multicast" : s.nodeName(r.peer) + " por unicast";
  std::string rule;
  if (isBap(c))
    rule =
        "O temporizador de pacote do MBAP expirou, então o emissor reenvia ao grupo todas as mensagens da sua "
        "janela (go-back-N; tese §2.6)";
  else if (multicastRepair(c))
    rule =
        "O único temporizador do MSAW expirou com confirmações faltando, então o emissor envia a mensagem de novo "
        "por multicast (tese §2.5.2)";
  else
    rule =
        "O temporizador do MSAW para este receptor expirou sem o ACK dele, então o emissor repete a mensagem só "
        "para esse receptor (tese §2.5)";
  return rule + ". " + s.nodeName(r.node) + " envia a mensagem " + milharPt(r.size) + " (seq " + milharPt(r.seq) +
         ") para " + to + ": retransmissão " + milharPt(r.a) + " de no máximo " + milharPt(retransLimit(c)) + ".";
}

std::string whyMcAckScheduledPt(const Simulation& s, const TraceRecord& r) {
  const MulticastConfig& c = config(s);
  const std::int64_t bound = isBap(c) ? c.bapRand : c.sawRand;
  return std::string("Confirmações em instantes aleatórios (") +
         (isBap(c) ? "BAPrand, tese §2.6.1" : "SAWrand, tese §2.5.1") +
         "): todos os receptores recebem um multicast no mesmo instante e responderiam juntos, de modo que seus "
         "ACKs colidiriam. Em vez disso, cada um espera um tempo aleatório entre 0 e " +
         bits(bound) + "; " + s.nodeName(r.node) + " sorteou " + fmtBitsPt(s, r.a) + " antes de confirmar a seq " +
         milharPt(r.seq) + ".";
}

std::string whyMcFailurePt(const Simulation& s, const TraceRecord& r) {
  const MulticastConfig& c = config(s);
  return "O " + std::string(protoName(c)) + " limita seu esforço: a mensagem " + milharPt(r.size) + " (seq " +
         milharPt(r.seq) + ") foi retransmitida " + pluralPt(r.a, "vez", "vezes") + " e o limite é " +
         milharPt(retransLimit(c)) + ", então " + s.nodeName(r.node) +
         " registra uma falha e segue adiante; a entrega confiável fica a cargo das camadas de cima (" +
         (isBap(c) ? "tese §2.6" : "tese §2.5") + ").";
}

std::string whyMcDuplicatePt(const Simulation& s, const TraceRecord& r) {
  const MulticastConfig& c = config(s);
  const std::string rx = s.nodeName(r.node);
  if (isBap(c)) {
    return "Os receptores do MBAP aceitam só a próxima mensagem em sequência (tese §2.6): " + rx + " esperava a seq " +
           milharPt(r.size) + " mas recebeu a seq " + milharPt(r.seq) + ", então " +
           (r.a ? "confirma de novo sua última mensagem em ordem (a opção duplicateAck do cenário)"
                : "a descarta sem confirmar") +
           ". Os números de sequência correm módulo o dobro da janela (" + milharPt(2 * std::int64_t{c.bapWindow}) +
           ").";
  }
  return "Uma duplicata significa que o ACK deste receptor se perdeu ou atrasou, e por isso o emissor repetiu a "
         "mensagem. O receptor do MSAW a confirma de novo sem mudar de estado (tese §2.5): " +
         rx + " esperava a seq " + milharPt(r.size) + " e recebeu a seq " + milharPt(r.seq) +
         ", então envia seu ACK mais uma vez; é assim que um ACK perdido acaba sendo reparado.";
}

std::string whyMcWindowAdvancePt(const Simulation& s, const TraceRecord& r) {
  const MulticastConfig& c = config(s);
  return "A janela do MBAP avança quando as mensagens são confirmadas por todos os receptores (tese §2.6): o "
         "emissor toma, para cada receptor, a posição do seu último ACK na janela, e a menor delas é o que todos "
         "têm. Aqui " +
         pluralPt(r.a, "mensagem foi confirmada", "mensagens foram confirmadas") + " por todos, então a janela de " +
         s.nodeName(r.node) + " agora começa na seq " + milharPt(r.seq) + " com " + milharPt(r.size) +
         " de no máximo " + milharPt(c.bapWindow) + " mensagens pendentes, e ele pode enviar " +
         milharPt(std::int64_t{c.bapWindow} - r.size) + " novas de uma vez.";
}

std::string whyMcAckTimerPt(const Simulation& s, const TraceRecord& r) {
  const MulticastConfig& c = config(s);
  return "Temporizador de atraso de ACK do receptor MBAP (tese §2.6): um receptor confirma por conta própria quando "
         "tem uma janela inteira; quando nenhuma mensagem nova chega por " +
         bits(c.bapAckTimeout) +
         ", ele supõe que uma mensagem ou o seu próprio ACK se perdeu e confirma assim mesmo sua última mensagem "
         "em ordem. " +
         s.nodeName(r.node) + " confirma de novo até a seq " + milharPt(r.seq) +
         ". O temporizador também dispara quando o emissor tem poucas mensagens para encher uma janela.";
}

std::string whyMcAckIgnoredPt(const Simulation& s, const TraceRecord& r) {
  const MulticastConfig& c = config(s);
  return std::string("Um ACK só conta se nomeia a mensagem esperada (") +
         (isBap(c) ? "MBAP: uma seq dentro da janela, ainda não vista; tese §2.6" : "MSAW: a seq atual; tese §2.5") +
         "). " + s.nodeName(r.node) + " recebeu o ACK da seq " + milharPt(r.seq) + " de " + s.nodeName(r.peer) +
         ", duplicado ou velho, então continua esperando.";
}

std::string whyMcTimeoutDeferredPt(const Simulation& s, const TraceRecord& r) {
  return "O simulador da tese só avançava o relógio até o primeiro temporizador expirado quando todas as camadas "
         "estavam ociosas (tese §3.7), então um timeout vencido durante um período ocupado só agia quando a LAN "
         "ficava quieta; o timerExpiry 'quiet' do protocolo modela essa regra. Aqui o temporizador de " +
         s.nodeName(r.node) + " (mensagem " + milharPt(r.size) + ", seq " + milharPt(r.seq) +
         ") expirou com quadros ainda na fila da LAN e age quando todas as filas esvaziarem.";
}

const WhyTranslation kMulticastWhyPt[] = {
    {kMcRetransmission, whyMcRetransmissionPt},
    {kMcTimeout, whyMcTimeoutPt},
    {kMcAckScheduled, whyMcAckScheduledPt},
    {kMcFailure, whyMcFailurePt},
    {kMcDuplicate, whyMcDuplicatePt},
    {kMcWindowAdvance, whyMcWindowAdvancePt},
    {kMcAckTimer, whyMcAckTimerPt},
    {kMcAckIgnored, whyMcAckIgnoredPt},
    {kMcTimeoutDeferred, whyMcTimeoutDeferredPt},
};

}  // namespace

void registerMulticastWhyPt(Simulation& sim) { sim.registerWhyTranslations("pt-BR", kMulticastWhyPt); }

}  // namespace ps

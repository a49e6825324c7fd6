// Why-texts of the five polling protocols in Brazilian Portuguese: the same rules, numbers and
// sections of Barcellos & Detsch (§2, §3.1-§3.5) as polling_why.cpp.
#include <string>

#include "../../core/why_text_pt.h"
#include "config.h"
#include "polling_model.h"
#include "polling_why.h"
#include "trace_kinds.h"

namespace ps::polling {

namespace {

const Config& config(const Simulation& s) {
  static const Config kDefaults{};
  const Config* c = pollingConfigOf(s);
  return c ? *c : kDefaults;
}
std::string proto(const Config& c) {
  static const char* section[] = {"§3.1", "§3.2", "§3.3", "§3.4", "§3.5"};
  return std::string(protocolName(c.protocol)) + " (Barcellos & Detsch " + section[static_cast<int>(c.protocol)] + ")";
}
std::string ms(std::int64_t ns) { return decimalPt(static_cast<double>(ns) / 1e6, 1) + " ms"; }
std::string seq(std::uint32_t v) { return "o DATA " + milharPt(v); }

std::string whyRetransmissionPt(const Simulation& s, const TraceRecord& r) {
  const Config& c = config(s);
  const std::string who = s.nodeName(r.node);
  switch (r.reason) {
    case kCauseTimer:
      return proto(c) +
             " mantém um temporizador por pacote, ajustado em rto_max (o maior dos timeouts dos receptores, "
             "calculados como no TCP, §2) para que todo receptor tenha tempo de responder. O temporizador d" +
             seq(r.seq) + " expirou antes que todos os receptores o confirmassem, então " + who +
             " o envia de novo por multicast e rearma o temporizador; a retransmissão também consulta (poll) todos "
             "os receptores.";
    case kCauseNak:
      return proto(c) + ": uma RESPONSE mostrou um NACK para " + seq(r.seq) +
             ": aquele receptor recebeu um pacote posterior (seu hr é maior), mas não este (§2). Como não há "
             "temporizador de supressão correndo para ele, " +
             who +
             " o envia por multicast na hora e inicia um temporizador de supressão de rto_max, para que NACKs "
             "velhos de respostas já a caminho não causem mais cópias.";
    case kCauseLock:
      return proto(c) + ": a janela ficou travada (nenhum pacote novo permitido) por rto_max, então " + who +
             " envia de novo por multicast todo pacote da janela ainda não confirmado por todos os receptores, "
             "aqui " +
             seq(r.seq) + "; cada cópia é também uma consulta probabilística, respondida com probabilidade p.";
    case kCauseDataPhase:
      return proto(c) +
             ": cada fase de dados reenvia por multicast todo pacote da janela que algum receptor não confirmou "
             "na última rodada de consultas. " +
             "O DATA " + milharPt(r.seq) + " continuava sem confirmação, então " + who + " o envia de novo.";
    case kCauseSuppressionExpiry:
      return proto(c) + ": o temporizador de supressão d" + seq(r.seq) +
             " (rto_max) expirou e a janela de algum receptor ainda mostra um NACK para ele, então a retransmissão "
             "anterior também se perdeu; " +
             who + " o envia por multicast mais uma vez e reinicia o temporizador.";
    default:
      return proto(c) + ": " + who + " retransmite " + seq(r.seq) + ".";
  }
}

std::string whyPollPt(const Simulation& s, const TraceRecord& r) {
  const Config& c = config(s);
  const std::string who = s.nodeName(r.node), rx = s.nodeName(r.peer);
  if (c.protocol == Protocol::kRbp) {
    return "O RBP (Barcellos & Detsch §3.4) consulta um receptor quando sua entrada no vetor de consulta V está "
           "marcada (dados novos ou retransmitidos que ele pode não ter, ou seu temporizador de consulta expirou) e "
           "há uma ficha livre: o balde de " +
           pluralPt(r.reason, "ficha", "fichas") +
           " limita quantas RESPONSEs podem estar em trânsito ao mesmo tempo, para que não implodam sobre o "
           "emissor. " +
           who + " consulta " + rx + " por unicast e pega uma ficha; " +
           (r.a == 1 ? std::string("resta 1 ficha") : "restam " + pluralPt(r.a, "ficha", "fichas")) + ".";
  }
  if (c.protocol == Protocol::kPep) {
    return "O PeP (Barcellos & Detsch §3.5) verifica o vetor de consulta V uma vez a cada período de consulta" +
           (c.period > 0 ? " (" + ms(c.period) + ")" : std::string(" (10 x t_recv, §5.1)")) +
           " e envia um POLL unicast ao próximo receptor marcado, para que as RESPONSEs cheguem a uma taxa "
           "limitada. " +
           who + " consulta " + rx + ", que tinha dados que podem lhe faltar ou um temporizador de consulta vencido.";
  }
  return proto(c) + ": " + who + " consulta " + rx +
         " por unicast para obter uma RESPONSE com uma cópia da janela dele (§2).";
}

std::string whyPollSubgroupPt(const Simulation& s, const TraceRecord& r) {
  return "O PSEW (Barcellos & Detsch §3.3) alterna uma fase de dados e uma fase de consulta: depois de enviar a "
         "janela, consulta os receptores subgrupo por subgrupo, espaçando os POLLs para que as RESPONSEs de um "
         "subgrupo cheguem antes que o seguinte responda, até que todo receptor tenha respondido uma vez na "
         "rodada. " +
         s.nodeName(r.node) + " envia por multicast o POLL da rodada " + milharPt(r.a) + " ao subgrupo " +
         milharPt(r.seq) + " (" + pluralPt(r.reason, "receptor", "receptores") + ").";
}

std::string whyNakPt(const Simulation& s, const TraceRecord& r) {
  const Config& c = config(s);
  std::string action;
  if (r.reason == kNakRetransmit)
    action =
        "Nenhum temporizador de supressão corre para ele, então o emissor o retransmite agora (leitura R1 da §3.4).";
  else if (r.reason == kNakSuppressed)
    action =
        "Já corre um temporizador de supressão para ele (o pacote foi retransmitido há menos de rto_max), então "
        "este NACK, provavelmente de uma RESPONSE enviada antes de a cópia chegar, não dispara nada.";
  else
    action = "O cenário adia a retransmissão até o fim do temporizador de supressão (leitura R2 da §3.4).";
  return proto(c) + ": uma RESPONSE que " + s.nodeName(r.node) + " recebeu de " + s.nodeName(r.peer) + " mostra " +
         seq(r.seq) + " faltando abaixo do maior pacote que ele tem (seq <= hr e seu bit é 0), o que é um NACK (§2). " +
         action;
}

std::string whyWindowAdvancePt(const Simulation& s, const TraceRecord& r) {
  const Config& c = config(s);
  return "Janela global (Barcellos & Detsch §2): le_g é o menor le entre as janelas de todos os receptores, como o "
         "emissor as conhece, e só avança quando seu primeiro pacote é confirmado por todos os receptores. O le_g "
         "de " +
         s.nodeName(r.node) + " passa de " + milharPt(r.a) + " para " + milharPt(r.seq) +
         ", então o emissor agora pode enviar até o DATA " + milharPt(std::int64_t{r.seq} + c.ws - 1) + " (janela de " +
         pluralPt(c.ws, "pacote", "pacotes") + ").";
}

std::string whyTimeoutPt(const Simulation& s, const TraceRecord& r) {
  const Config& c = config(s);
  const std::string who = s.nodeName(r.node);
  switch (r.reason) {
    case kTimerPacket:
      return proto(c) + ": " + seq(r.seq) +
             " não foi confirmado por todos os receptores dentro de rto_max = " + ms(r.a) +
             " (o maior timeout de retransmissão por receptor, estimado como no TCP; §2), então " + who +
             " vai enviá-lo de novo por multicast.";
    case kTimerLock:
      return "O PrP (Barcellos & Detsch §3.2) não consegue medir o tempo de cada consulta (não sabe quem vai "
             "responder), então limita a espera com a janela travada a rto_max = " +
             ms(r.a) + ". Ele expirou: " + who +
             " vai reenviar todo pacote ainda não confirmado por todos os receptores.";
    case kTimerRound:
      return "PSEW (Barcellos & Detsch §3.3): a rodada " + milharPt(r.seq) +
             " não recebeu uma RESPONSE de todos os receptores dentro de rto_max = " + ms(r.a) +
             " após seu último POLL, então " + who +
             " consulta de novo cada subgrupo que ainda tem um receptor faltando.";
    case kTimerPoll:
      return proto(c) + ": nenhuma RESPONSE de " + s.nodeName(r.peer) + " dentro do seu próprio rto_i = " + ms(r.a) +
             " após o último POLL a ele, então a consulta ou a resposta se perdeu; " + who +
             " devolve sua(s) ficha(s) e o marca no vetor de consulta V para ser consultado de novo.";
    case kTimerSuppression:
      return proto(c) + ": o temporizador de supressão de " + who + " para " + seq(r.seq) + " (rto_max = " + ms(r.a) +
             ") expirou; se um receptor ainda mandar NACK para ele, o emissor o retransmite de novo, senão o "
             "temporizador é simplesmente descartado.";
    default:
      return proto(c) + ": um temporizador de " + who + " expirou.";
  }
}

std::string whyWindowLockedPt(const Simulation& s, const TraceRecord& r) {
  const Config& c = config(s);
  return "Barcellos & Detsch §2: o emissor só pode enviar um pacote novo até re_g = le_g + ws - 1. Aqui le_g é " +
         milharPt(r.seq) + " e ws é " + milharPt(c.ws) + ", então o DATA " + milharPt(r.a) +
         " ficaria fora da janela: " + s.nodeName(r.node) + " fica travado até que os receptores confirmem o DATA " +
         milharPt(r.seq) + ".";
}

const WhyTranslation kPollingWhyPt[] = {
    {kTrRetransmission, whyRetransmissionPt}, {kTrPoll, whyPollPt},
    {kTrPollSubgroup, whyPollSubgroupPt},     {kTrNak, whyNakPt},
    {kTrWindowAdvance, whyWindowAdvancePt},   {kTrTimeout, whyTimeoutPt},
    {kTrWindowLocked, whyWindowLockedPt},
};

}  // namespace

void registerPollingWhyPt(Simulation& sim) { sim.registerWhyTranslations("pt-BR", kPollingWhyPt); }

}  // namespace ps::polling

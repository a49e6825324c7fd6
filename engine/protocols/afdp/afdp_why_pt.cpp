// Por que o AFDP fez o que fez, em português do Brasil: the same rules and the same sections of the
// paper (seed 004, Cooperstock & Kotsopoulos 1996; its section titles stay as published) as the
// English why-texts in afdp_trace.cpp, with the record's state written out in Portuguese.
#include "afdp_why_pt.h"

#include <cstdint>
#include <string>

#include "../../core/simulation.h"
#include "../../core/trace_kinds.h"
#include "../../core/why_text_pt.h"
#include "afdp_config.h"
#include "afdp_lines_pt.h"
#include "afdp_trace.h"
#include "mode_selection.h"

namespace ps::afdp {
namespace {

// ---- words ----
Mode modeOf(std::uint16_t r) { return static_cast<Mode>(r < 3 ? r : 0); }
const char* motivoModoPt(ModeReason r) {
  switch (r) {
    case ModeReason::kForced:
      return "o modo foi imposto pelo usuário";
    case ModeReason::kAllMulticast:
      return "o publicador, todos os membros e todos os roteadores do caminho suportam multicast";
    case ModeReason::kBelowThreshold:
      return "algum host não suporta multicast, todos os membros estão na LAN do publicador e há menos membros que "
             "o limiar";
    case ModeReason::kAtThreshold:
      return "algum host não suporta multicast, todos os membros estão na LAN do publicador e há pelo menos tantos "
             "membros quanto o limiar";
    case ModeReason::kRemoteMembers:
      return "algum host não suporta multicast e algum membro está em outra LAN, aonde o broadcast não chega";
    case ModeReason::kNoMembers:
      return "o grupo não tem membros";
  }
  return "?";
}

// ---- the rules ----
std::string pMember(const Simulation&, const TraceRecord&) {
  return "Pedidos JOIN são aceitos mesmo durante uma publicação; o carimbo de tempo permite que o novo membro "
         "ignore as mensagens começadas antes dele";
}
std::string pGrant(const Simulation&, const TraceRecord& r) {
  return std::string("Modo ") + modeName(modeOf(r.reason / 16)) + " porque " +
         motivoModoPt(static_cast<ModeReason>(r.reason % 16));
}
std::string pRefuse(const Simulation&, const TraceRecord&) {
  return "O secretário só recusa um PUBLISH_REQUEST quando o número de publicadores ativos chegou ao seu limiar";
}
std::string pRetx(const Simulation&, const TraceRecord&) {
  return "Um RESEND_REQUEST válido pediu este pacote; as retransmissões vão para o grupo inteiro, antes dos dados "
         "novos";
}
std::string pTp(const Simulation&, const TraceRecord& r) {
  if (r.reason == 0) return "Cada RESEND_REQUEST válido soma 10 ms ao intervalo Tp na hora, antes de ser atendido";
  return "Nenhum RESEND_REQUEST válido no último período de decaimento: Tp cai devagar em direção ao seu piso";
}
std::string pNakIn(const Simulation&, const TraceRecord& r) {
  if (r.reason == kNakValid)
    return "Um pedido é válido se quem o enviou já era membro quando a mensagem começou e se ele cita pacotes já "
           "enviados";
  if (r.reason == kNakNotMember)
    return "Membros que entraram depois do início da mensagem não podem influir na sua taxa";
  return "Só podem ser pedidos pacotes que já foram enviados ao grupo";
}
std::string pNakSched(const Simulation&, const TraceRecord&) {
  return "O atraso aleatório deixa que uma retransmissão pedida por outro assinante repare esta perda primeiro";
}
std::string pNakSent(const Simulation&, const TraceRecord&) {
  return "Os assinantes ficam em silêncio a menos que percam dados: a cada verificação de sequência eles enviam ao "
         "publicador um RESEND_REQUEST, uma confirmação negativa (NAK) que nomeia os pacotes que faltam";
}
std::string pNakCancel(const Simulation&, const TraceRecord&) {
  return "Uma retransmissão pedida por outro assinante (ou um original atrasado) chegou durante a espera, então "
         "nenhum RESEND_REQUEST é necessário: confirmações negativas só são enviadas para o que ainda falta";
}
std::string pDrop(const Simulation&, const TraceRecord&) {
  return "A aplicação lê o seu socket mais devagar do que o publicador envia; o buffer cheio descarta o datagrama";
}
std::string pLate(const Simulation&, const TraceRecord&) {
  return "Novos assinantes podem entrar a qualquer momento, mas, para evitar confusão, ignoram os pacotes de uma "
         "mensagem começada antes do carimbo de tempo do seu JOIN_REPLY";
}
std::string pFrag(const Simulation&, const TraceRecord&) {
  return "Um datagrama maior que o tamanho de pacote da rede viaja em fragmentos e se perde inteiro se qualquer "
         "fragmento se perder; o assinante vai pedi-lo de novo";
}

// The rule, the section of the paper that states it (titles as published), then the state.
template <TraceRenderer Rule, TraceRenderer State>
std::string visaoGeral(const Simulation& s, const TraceRecord& r) {
  return Rule(s, r) + " (artigo do AFDP, seção \"Protocol Overview\"). Aqui: " + State(s, r) + ".";
}
template <TraceRenderer Rule, TraceRenderer State>
std::string adaptatividade(const Simulation& s, const TraceRecord& r) {
  return Rule(s, r) +
         " (artigo do AFDP, seção \"Adaptivity\": Tp, o intervalo entre pacotes, cresce 10 ms a cada "
         "RESEND_REQUEST e diminui devagar enquanto os dados chegam corretamente). Aqui: " +
         State(s, r) + ".";
}
template <TraceRenderer Rule, TraceRenderer State>
std::string controleDeFluxo(const Simulation& s, const TraceRecord& r) {
  return Rule(s, r) +
         " (artigo do AFDP, seção \"Flow Control\": repetição seletiva com confirmações negativas e uma taxa de "
         "envio mantida tão alta quanto possível sem perder pacotes). Aqui: " +
         State(s, r) + ".";
}

const WhyTranslation kAfdpWhyPt[] = {
    {kTrMemberAdded, visaoGeral<pMember, lineMemberPt>},
    {kTrGrant, visaoGeral<pGrant, lineGrantPt>},
    {kTrRefuse, visaoGeral<pRefuse, lineRefusePt>},
    {kTrRetransmit, controleDeFluxo<pRetx, lineRetxPt>},
    {kTrTp, adaptatividade<pTp, lineTpPt>},
    {kTrNakIn, visaoGeral<pNakIn, lineNakInPt>},
    {kTrNakScheduled, controleDeFluxo<pNakSched, lineNakSchedPt>},
    {kTrNakSent, visaoGeral<pNakSent, lineNakSentPt>},
    {kTrNakCancelled, controleDeFluxo<pNakCancel, lineNakCancelPt>},
    {kTrBufferDrop, controleDeFluxo<pDrop, lineDropPt>},
    {kTrIgnoreLate, visaoGeral<pLate, lineLatePt>},
    {kTrFragmentLost, controleDeFluxo<pFrag, lineFragPt>},
};

}  // namespace

void registerAfdpWhyPt(Simulation& sim) { sim.registerWhyTranslations("pt-BR", kAfdpWhyPt); }

}  // namespace ps::afdp

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
      return "o multicast não chega a todos os membros (falta a um host ou a um roteador do caminho) e algum membro "
             "está em outra LAN, aonde o broadcast não chega";
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

// LEAVE and SHUTDOWN (the English in afdp_leave_text.cpp): the rule, the section, then the state
// with the numbers the English gives.
std::string visaoGeralDe(const std::string& regra, const std::string& aqui) {
  return regra + " (artigo do AFDP, seção \"Protocol Overview\"). Aqui: " + aqui + ".";
}
const AfdpConfig& padrao() {
  static const AfdpConfig cfg{};
  return cfg;
}
// As the event-log lines write durations (afdp_lines_pt.cpp): seconds from 1 s on, else milliseconds.
std::string segundosOuMsPt(std::int64_t ns) {
  if (ns >= kSecond) return decimalPt(static_cast<double>(ns) / 1e9, ns % kMillisecond == 0 ? 3 : 4) + " s";
  return decimalPt(static_cast<double>(ns) / 1e6, ns % kMillisecond == 0 ? 0 : 1) + " ms";
}
std::string segundosPt(SimTime ns) {
  return decimalPt(static_cast<double>(ns) / 1e9, ns % kSecond == 0 ? 0 : 3) + " s";
}
std::string pLeave(const Simulation& s, const TraceRecord& r) {
  const AfdpConfig& c = padrao();
  std::string regra =
      "Os assinantes podem sair do grupo a qualquer momento enviando LEAVE à porta administrativa do secretário, que "
      "responde com um LEAVE_REPLY; sem resposta em " +
      segundosPt(c.requestTimeout) + ", o LEAVE é repetido, " + milharPt(c.requestTries) +
      " tentativas ao todo (resumo, §5 linha 24: o artigo não diz o transporte)";
  if (r.reason == 1)
    regra += "; o que ainda está chegando é abandonado antes, pois um host que sai não pede mais reenvios";
  return visaoGeralDe(regra,
                      lineLeavePt(s, r) + " (tentativa " + milharPt(r.seq) + " de " + milharPt(c.requestTries) + ")");
}
std::string pRemoved(const Simulation& s, const TraceRecord& r) {
  if (r.reason == 1)
    return visaoGeralDe(
        "Um LEAVE de um host que não está na tabela de hosts (uma repetição depois de um LEAVE_REPLY perdido, ou um "
        "host que nunca entrou) não remove nada; o secretário responde com um LEAVE_REPLY mesmo assim, para que o "
        "host pare de repeti-lo (escolha nossa: o artigo só diz que o secretário responde)",
        lineRemovedPt(s, r) + "; a tabela continua com " + pluralPt(r.seq, "membro", "membros"));
  return visaoGeralDe(
      "O secretário mantém o grupo na sua tabela de hosts e responde a cada LEAVE com um LEAVE_REPLY; "
      "o modo e a lista de membros da próxima concessão só veem os membros que ficaram",
      lineRemovedPt(s, r));
}
std::string pShutdown(const Simulation& s, const TraceRecord& r) {
  return visaoGeralDe(
      "O secretário pode dissolver o grupo a qualquer momento enviando uma mensagem SHUTDOWN a cada "
      "assinante; neste modelo, um datagrama para a porta de dados de cada membro, e depois disso o secretário não "
      "responde a mais nada, como o resumo escolhe no §5 linha 27",
      lineShutdownPt(s, r) + ", membro durante " + segundosOuMsPt(r.a));
}
std::string pShutdownIn(const Simulation& s, const TraceRecord& r) {
  std::string aqui = lineShutdownInPt(s, r);
  if (r.reason != 1)
    aqui += r.seq > 0 ? " (mensagem " + milharPt(r.seq) + " completa, " + pluralPt(r.a, "datagrama", "datagramas") + ")"
                      : " (nenhuma mensagem tinha começado: 0 datagramas recebidos)";
  return visaoGeralDe(
      "SHUTDOWN dissolve o grupo: o assinante abandona qualquer mensagem incompleta, não pede mais "
      "reenvios e deixa de participar, um efeito que o resumo escolhe no §5 linha 27, já que o artigo só "
      "nomeia a mensagem",
      aqui);
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
    {kTrLeave, pLeave},
    {kTrMemberRemoved, pRemoved},
    {kTrShutdown, pShutdown},
    {kTrShutdownIn, pShutdownIn},
};

}  // namespace

void registerAfdpWhyPt(Simulation& sim) { sim.registerWhyTranslations("pt-BR", kAfdpWhyPt); }

}  // namespace ps::afdp

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
#include "afdp_trace.h"
#include "mode_selection.h"

namespace ps::afdp {
namespace {

// ---- numbers and words ----
std::string msPt(std::int64_t ns) {
  const double v = static_cast<double>(ns) / 1e6;
  return decimalPt(v, ns % kMillisecond == 0 ? 0 : 1) + " ms";
}
std::string n(std::int64_t v) { return milharPt(v); }
std::string name(const Simulation& s, std::uint32_t node) { return s.nodeName(node); }
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
// "para B" (unicast) or "por multicast" / "por broadcast".
std::string destinoPt(const Simulation& s, const TraceRecord& r) {
  const Mode m = modeOf(r.reason);
  return m == Mode::kUnicast ? "para " + name(s, r.peer) : std::string("por ") + modeName(m);
}

// ---- the state of each record, in Portuguese ----
std::string eMember(const Simulation& s, const TraceRecord& r) {
  return "o secretário " + name(s, r.node) + " inclui " + name(s, r.peer) + " na tabela de hosts (" +
         pluralPt(r.seq, "membro", "membros") + ") e responde com um JOIN_REPLY de carimbo " + msPt(r.a);
}
std::string eGrant(const Simulation& s, const TraceRecord& r) {
  return "o secretário " + name(s, r.node) + " concede a mensagem " + n(r.seq) + " a " + name(s, r.peer) + ": " +
         modeName(modeOf(r.reason / 16)) + " para " + pluralPt(r.size, "membro", "membros") + ", Tp inicial " +
         msPt(r.a);
}
std::string eRefuse(const Simulation& s, const TraceRecord& r) {
  return "o secretário " + name(s, r.node) + " recusa " + name(s, r.peer) + ": já há " +
         pluralPt(r.seq, "publicador ativo", "publicadores ativos");
}
std::string eRetx(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " reenvia o DATA " + n(r.seq) + " de " + n(r.a) + " " + destinoPt(s, r);
}
std::string eTp(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + (r.reason == 0 ? " aumenta" : " reduz") + " Tp de " +
         msPt(static_cast<std::int64_t>(r.size) * kMicrosecond) + " para " + msPt(r.a);
}
std::string eNakIn(const Simulation& s, const TraceRecord& r) {
  static const char* v[] = {"válido", "ignorado: quem o enviou não está na lista de membros desta mensagem",
                            "ignorado: nenhum desses pacotes foi enviado ainda", "ignorado: não é a mensagem atual"};
  return name(s, r.node) + " recebe de " + name(s, r.peer) + " um RESEND_REQUEST de " +
         pluralPt(r.seq, "pacote", "pacotes") + " da mensagem " + n(r.a) + ", " + (r.reason < 4 ? v[r.reason] : "?") +
         (r.reason == 0 ? ", " + n(r.size) + " na fila" : "");
}
std::string eNakSched(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " percebe que faltam pacotes (" +
         (r.reason == 0 ? "uma lacuna abaixo de " + n(r.seq) : "nada chegou desde a última verificação") +
         ") e espera " + msPt(r.a) + " antes de pedir";
}
std::string eNakSent(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " abre uma conexão TCP com " + name(s, r.peer) + " e envia um RESEND_REQUEST de " +
         pluralPt(r.seq, "pacote", "pacotes") + " da mensagem " + n(r.a) + " (" +
         pluralPt(r.size, "intervalo", "intervalos") + ")";
}
std::string eNakCancel(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " já recebeu tudo o que faltava da mensagem " + n(r.a) + ": nenhum RESEND_REQUEST";
}
std::string eDrop(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " descarta o DATA " + n(r.seq) + " (" + pluralPt(r.size, "byte", "bytes") +
         "): seu buffer de recepção UDP contém " + pluralPt(r.a, "byte", "bytes");
}
std::string eLate(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " ignora a mensagem " + n(r.seq) + ": ela começou (" + msPt(r.a) +
         ") antes do seu JOIN_REPLY";
}
std::string eFrag(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " perde o DATA " + n(r.seq) +
         ": falta um fragmento, então o datagrama não pode ser remontado";
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
    {kTrMemberAdded, visaoGeral<pMember, eMember>},
    {kTrGrant, visaoGeral<pGrant, eGrant>},
    {kTrRefuse, visaoGeral<pRefuse, eRefuse>},
    {kTrRetransmit, controleDeFluxo<pRetx, eRetx>},
    {kTrTp, adaptatividade<pTp, eTp>},
    {kTrNakIn, visaoGeral<pNakIn, eNakIn>},
    {kTrNakScheduled, controleDeFluxo<pNakSched, eNakSched>},
    {kTrNakSent, visaoGeral<pNakSent, eNakSent>},
    {kTrNakCancelled, controleDeFluxo<pNakCancel, eNakCancel>},
    {kTrBufferDrop, controleDeFluxo<pDrop, eDrop>},
    {kTrIgnoreLate, visaoGeral<pLate, eLate>},
    {kTrFragmentLost, controleDeFluxo<pFrag, eFrag>},
};

}  // namespace

void registerAfdpWhyPt(Simulation& sim) { sim.registerWhyTranslations("pt-BR", kAfdpWhyPt); }

}  // namespace ps::afdp

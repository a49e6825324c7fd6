// Event-log lines of AFDP in Brazilian Portuguese (issue 13): every kind of afdp_trace.cpp, the same
// facts in the same order as the English, with Brazilian numbers ("1.460 bytes", "12,5 ms", "2,000 s"). Message
// names of the paper (JOIN, JOIN_REPLY, PUBLISH_REQUEST, DATA, RESEND_REQUEST, PUBLISH_DONE) and the
// modes (multicast, broadcast, unicast) stay as published.
#include "afdp_lines_pt.h"

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

std::string msPt(std::int64_t ns) {
  // From a second on in seconds: "2.000 ms" could be read as 2 ms.
  if (ns >= kSecond) return decimalPt(static_cast<double>(ns) / 1e9, ns % kMillisecond == 0 ? 3 : 4) + " s";
  const double v = static_cast<double>(ns) / 1e6;
  return decimalPt(v, ns % kMillisecond == 0 ? 0 : 1) + " ms";
}
std::string n(std::int64_t v) { return milharPt(v); }
std::string name(const Simulation& s, std::uint32_t node) { return s.nodeName(node); }
Mode modeOf(std::uint16_t r) { return static_cast<Mode>(r < 3 ? r : 0); }
// "para B" (unicast) or "por multicast" / "por broadcast".
std::string destinoPt(const Simulation& s, const TraceRecord& r) {
  const Mode m = modeOf(r.reason);
  return m == Mode::kUnicast ? "para " + name(s, r.peer) : std::string("por ") + modeName(m);
}

std::string lineJoinPt(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " envia JOIN ao secretário " + name(s, r.peer) + " (" +
         (r.reason ? "pode receber multicast" : "não pode receber multicast") + ")";
}
std::string lineRequestPt(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " envia PUBLISH_REQUEST de " + pluralPt(r.a, "byte", "bytes") + " (taxa " +
         rateOptionName(static_cast<RateOption>(r.reason < 3 ? r.reason : 0)) + ") ao secretário " + name(s, r.peer);
}
std::string lineDataPt(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " envia o DATA " + n(r.seq) + " de " + n(r.a) + " (" + pluralPt(r.size, "byte", "bytes") +
         ") " + destinoPt(s, r);
}
std::string lineCompletePt(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " tem toda a mensagem " + n(r.seq) + " após " + msPt(r.a) + " (" +
         pluralPt(r.size, "duplicata", "duplicatas") + ")";
}
std::string lineLingerPt(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " já enviou toda a mensagem " + n(r.seq) + " e aguarda mais " + msPt(r.a) +
         " por pedidos atrasados";
}
std::string lineDonePt(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " conclui a mensagem " + n(r.seq) + " após " + msPt(r.a) + " (" +
         pluralPt(r.size, "retransmissão", "retransmissões") + ") e envia PUBLISH_DONE";
}

}  // namespace

std::string lineLeavePt(const Simulation& s, const TraceRecord& r) {
  std::string line = name(s, r.node) + (r.seq > 1 ? " repete o LEAVE ao secretário " : " envia LEAVE ao secretário ") +
                     name(s, r.peer);
  if (r.reason == 1)
    line +=
        ", abandonando a mensagem " + n(r.a) + " com " + pluralPt(r.size, "datagrama recebido", "datagramas recebidos");
  return line;
}
std::string lineRemovedPt(const Simulation& s, const TraceRecord& r) {
  if (r.reason == 1)
    return "o secretário " + name(s, r.node) + " recebe um LEAVE de " + name(s, r.peer) +
           ", que não está na tabela de hosts: nada a remover, LEAVE_REPLY enviado mesmo assim";
  return "o secretário " + name(s, r.node) + " remove " + name(s, r.peer) + " da tabela de hosts após " + msPt(r.a) +
         " como membro (restam " + pluralPt(r.seq, "membro", "membros") + ") e responde com um LEAVE_REPLY";
}
std::string lineShutdownPt(const Simulation& s, const TraceRecord& r) {
  return "o secretário " + name(s, r.node) + " dissolve o grupo (" + pluralPt(r.seq, "membro", "membros") +
         "): SHUTDOWN para " + name(s, r.peer);
}
std::string lineShutdownInPt(const Simulation& s, const TraceRecord& r) {
  std::string line = name(s, r.node) + " recebe SHUTDOWN do secretário " + name(s, r.peer);
  if (r.reason == 1)
    return line + " e abandona a mensagem " + n(r.seq) + " com " + n(r.size) + " de " +
           pluralPt(r.a, "datagrama recebido", "datagramas recebidos");
  return line + " e sai sem nada pendente";
}

std::string lineMemberPt(const Simulation& s, const TraceRecord& r) {
  return "o secretário " + name(s, r.node) + " inclui " + name(s, r.peer) + " na tabela de hosts (" +
         pluralPt(r.seq, "membro", "membros") + ") e responde com um JOIN_REPLY de carimbo " + msPt(r.a);
}
std::string lineGrantPt(const Simulation& s, const TraceRecord& r) {
  return "o secretário " + name(s, r.node) + " concede a mensagem " + n(r.seq) + " a " + name(s, r.peer) + ": " +
         modeName(modeOf(r.reason / 16)) + " para " + pluralPt(r.size, "membro", "membros") + ", Tp inicial " +
         msPt(r.a);
}
std::string lineRefusePt(const Simulation& s, const TraceRecord& r) {
  return "o secretário " + name(s, r.node) + " recusa " + name(s, r.peer) + ": já há " +
         pluralPt(r.seq, "publicador ativo", "publicadores ativos");
}
std::string lineRetxPt(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " reenvia o DATA " + n(r.seq) + " de " + n(r.a) + " " + destinoPt(s, r);
}
std::string lineTpPt(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + (r.reason == 0 ? " aumenta" : " reduz") + " Tp de " +
         msPt(static_cast<std::int64_t>(r.size) * kMicrosecond) + " para " + msPt(r.a);
}
std::string lineNakInPt(const Simulation& s, const TraceRecord& r) {
  static const char* v[] = {"válido", "ignorado: quem o enviou não está na lista de membros desta mensagem",
                            "ignorado: nenhum desses pacotes foi enviado ainda", "ignorado: não é a mensagem atual"};
  return name(s, r.node) + " recebe de " + name(s, r.peer) + " um RESEND_REQUEST de " +
         pluralPt(r.seq, "pacote", "pacotes") + " da mensagem " + n(r.a) + ", " + (r.reason < 4 ? v[r.reason] : "?") +
         (r.reason == 0 ? ", " + n(r.size) + " na fila" : "");
}
std::string lineNakSchedPt(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " percebe que faltam pacotes (" +
         (r.reason == 0 ? "uma lacuna abaixo de " + n(r.seq) : "nada chegou desde a última verificação") +
         ") e espera " + msPt(r.a) + " antes de pedir";
}
std::string lineNakSentPt(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " abre uma conexão TCP com " + name(s, r.peer) + " e envia um RESEND_REQUEST de " +
         pluralPt(r.seq, "pacote", "pacotes") + " da mensagem " + n(r.a) + " (" +
         pluralPt(r.size, "intervalo", "intervalos") + ")";
}
std::string lineNakCancelPt(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " já recebeu tudo o que faltava da mensagem " + n(r.a) + ": nenhum RESEND_REQUEST";
}
std::string lineDropPt(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " descarta o DATA " + n(r.seq) + " (" + pluralPt(r.size, "byte", "bytes") +
         "): seu buffer de recepção UDP contém " + pluralPt(r.a, "byte", "bytes");
}
std::string lineLatePt(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " ignora a mensagem " + n(r.seq) + ": ela começou (" + msPt(r.a) +
         ") antes do seu JOIN_REPLY";
}
std::string lineFragPt(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " perde o DATA " + n(r.seq) +
         ": falta um fragmento, então o datagrama não pode ser remontado";
}

namespace {

const LineTranslation kAfdpLinesPt[] = {
    {kTrJoin, lineJoinPt},
    {kTrMemberAdded, lineMemberPt},
    {kTrPublishRequest, lineRequestPt},
    {kTrGrant, lineGrantPt},
    {kTrRefuse, lineRefusePt},
    {kTrData, lineDataPt},
    {kTrRetransmit, lineRetxPt},
    {kTrTp, lineTpPt},
    {kTrNakIn, lineNakInPt},
    {kTrNakScheduled, lineNakSchedPt},
    {kTrNakSent, lineNakSentPt},
    {kTrNakCancelled, lineNakCancelPt},
    {kTrBufferDrop, lineDropPt},
    {kTrIgnoreLate, lineLatePt},
    {kTrComplete, lineCompletePt},
    {kTrLinger, lineLingerPt},
    {kTrPublishDone, lineDonePt},
    {kTrFragmentLost, lineFragPt},
    {kTrLeave, lineLeavePt},
    {kTrMemberRemoved, lineRemovedPt},
    {kTrShutdown, lineShutdownPt},
    {kTrShutdownIn, lineShutdownInPt},
};

}  // namespace

void registerAfdpLinesPt(Simulation& sim) { sim.registerLineTranslations("pt-BR", kAfdpLinesPt); }

}  // namespace ps::afdp

// The polling protocols' log lines in Brazilian Portuguese: the same facts, in the same order, as
// the English renderers in trace_kinds.cpp (Barcellos & Detsch's vocabulary: le, hr, re_g, V and
// rto_max keep their names; NACK, POLL and RESPONSE stay as the packet names).
#include <string>

#include "../../core/simulation.h"
#include "../../core/why_text_pt.h"
#include "polling_why.h"
#include "trace_kinds.h"

namespace ps::polling {
namespace {

// trace_kinds.cpp's ms() in Portuguese: "12,5 ms".
std::string ms(std::int64_t ns) { return decimalPt(static_cast<double>(ns) / 1e6, 1) + " ms"; }
std::string num(std::int64_t v) { return milharPt(v); }

std::string dataPt(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " envia DATA " + num(r.seq) + " por multicast (janela até " + num(r.a) + ")";
}
std::string retxPt(const Simulation& s, const TraceRecord& r) {
  static const char* why[] = {"seu temporizador expirou", "um NACK", "a janela travada esgotou o tempo",
                              "a fase de dados reenvia os pacotes não confirmados",
                              "ainda há NACK quando o temporizador de supressão expira"};
  return s.nodeName(r.node) + " retransmite DATA " + num(r.seq) + " por multicast (" +
         (r.reason < 5 ? why[r.reason] : "?") + ")";
}
std::string pollPt(const Simulation& s, const TraceRecord& r) {
  std::string line = s.nodeName(r.node) + " consulta " + s.nodeName(r.peer) + " por unicast";
  if (r.a >= 0) line += " (restam " + num(r.a) + " de " + num(r.reason) + " fichas)";
  return line;
}
std::string pollSubPt(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " consulta o subgrupo " + num(r.seq) + " (" +
         pluralPt(r.reason, "receptor", "receptores") + ") por multicast, rodada " + num(r.a);
}
std::string responsePt(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " envia RESPONSE para " + s.nodeName(r.peer) + ": le " + num(r.seq) + ", hr " + num(r.a);
}
std::string responseInPt(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " recebe RESPONSE de " + s.nodeName(r.peer) + " (RTT " + ms(r.a) +
         "); sua janela agora começa em " + num(r.seq);
}
std::string nakPt(const Simulation& s, const TraceRecord& r) {
  static const char* act[] = {"retransmite agora", "suprimido: já há uma retransmissão pendente",
                              "retransmite quando o temporizador de supressão expirar"};
  return s.nodeName(r.node) + " vê NACK " + num(r.seq) + " de " + s.nodeName(r.peer) + "; " +
         (r.reason < 3 ? act[r.reason] : "?");
}
std::string advancePt(const Simulation& s, const TraceRecord& r) {
  return "a janela global de " + s.nodeName(r.node) + " avança de " + num(r.a) + " para " + num(r.seq);
}
std::string timeoutPt(const Simulation& s, const TraceRecord& r) {
  switch (r.reason) {
    case kTimerPacket:
      return "o temporizador de DATA " + num(r.seq) + " em " + s.nodeName(r.node) + " expirou (rto_max " + ms(r.a) +
             ")";
    case kTimerLock:
      return "a janela de " + s.nodeName(r.node) + " ficou travada por rto_max (" + ms(r.a) + ")";
    case kTimerRound:
      return "a rodada de polling " + num(r.seq) + " de " + s.nodeName(r.node) + " esgotou o tempo após rto_max (" +
             ms(r.a) + "); consulta de novo os subgrupos com respostas em falta";
    case kTimerPoll:
      return "o temporizador de polling de " + s.nodeName(r.peer) + " em " + s.nodeName(r.node) + " expirou (rto " +
             ms(r.a) + "); marca-o em V";
    case kTimerSuppression:
      return "o temporizador de supressão de DATA " + num(r.seq) + " em " + s.nodeName(r.node) + " expirou";
    default:
      return "um temporizador de " + s.nodeName(r.node) + " expirou";
  }
}
std::string lockedPt(const Simulation& s, const TraceRecord& r) {
  return "a janela de " + s.nodeName(r.node) + " trava em " + num(r.seq) + " (próximo pacote novo: " + num(r.a) + ")";
}
std::string phasePt(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + (r.reason ? " entra na fase de polling, rodada " : " entra na fase de dados, rodada ") +
         num(r.seq);
}
std::string completePt(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + ": todos os " + num(r.seq) + " pacotes confirmados por todos os receptores após " +
         ms(r.a);
}

const LineTranslation kPollingLinesPt[] = {
    {kTrData, dataPt},         {kTrRetransmission, retxPt},   {kTrPoll, pollPt},   {kTrPollSubgroup, pollSubPt},
    {kTrResponse, responsePt}, {kTrResponseIn, responseInPt}, {kTrNak, nakPt},     {kTrWindowAdvance, advancePt},
    {kTrTimeout, timeoutPt},   {kTrWindowLocked, lockedPt},   {kTrPhase, phasePt}, {kTrComplete, completePt},
};

}  // namespace

void registerPollingLinesPt(Simulation& sim) { sim.registerLineTranslations("pt-BR", kPollingLinesPt); }

}  // namespace ps::polling

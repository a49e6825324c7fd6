// The core kinds' log lines in Brazilian Portuguese: the same facts, in the same order, as the
// English renderers in simulation.cpp (links, queues, applications, timers).
#include <string>

#include "core_why_pt.h"
#include "simulation.h"
#include "why_text_pt.h"

namespace ps {
namespace {

// fmtTime's twin: seconds with six decimals and a decimal comma ("0,001200 s").
std::string segundosPt(SimTime t) { return decimalPt(toSeconds(t), 6) + " s"; }

std::string pacote(const TraceRecord& r) { return "pacote #" + std::to_string(r.packet); }

std::string txStartPt(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " começa a transmitir o " + pacote(r) + " (" + pluralPt(r.size, "byte", "bytes") +
         ", seq " + std::to_string(r.seq) + ") no enlace " + s.linkName(r.peer) + "; a transmissão leva " +
         segundosPt(r.a);
}
std::string txEndPt(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " termina de transmitir o " + pacote(r) + " no enlace " + s.linkName(r.peer);
}
std::string arrivalPt(const Simulation& s, const TraceRecord& r) {
  return pacote(r) + " (seq " + std::to_string(r.seq) + ") chega a " + s.nodeName(r.node) +
         (r.peer != kNone32 ? " pelo enlace " + s.linkName(r.peer) : "");
}
std::string dropPt(const Simulation& s, const TraceRecord& r) {
  std::string where = s.nodeName(r.node);
  if (r.peer != kNone32) where += " no enlace " + s.linkName(r.peer);
  return pacote(r) + " (seq " + std::to_string(r.seq) + ") descartado em " + where + ": " +
         dropReasonPt(static_cast<DropReason>(r.reason));
}
std::string enqueuePt(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " põe o " + pacote(r) + " na fila do enlace " + s.linkName(r.peer) + " (" +
         milharPt(r.a) + " na fila)";
}
std::string appSendPt(const Simulation& s, const TraceRecord& r) {
  return "a aplicação de " + s.nodeName(r.node) + " envia o " + pacote(r) + " (seq " + std::to_string(r.seq) + ", " +
         pluralPt(r.size, "byte", "bytes") + ")";
}
std::string appRecvPt(const Simulation& s, const TraceRecord& r) {
  return "a aplicação de " + s.nodeName(r.node) + " recebe o " + pacote(r) + " (seq " + std::to_string(r.seq) +
         ") após " + segundosPt(r.a);
}
std::string timerSetPt(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " arma o temporizador " + std::to_string(r.seq) + " para " + segundosPt(r.a);
}
std::string timerFirePt(const Simulation& s, const TraceRecord& r) {
  return "o temporizador " + std::to_string(r.seq) + " de " + s.nodeName(r.node) + " expirou";
}
std::string timerCancelPt(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " cancela o temporizador " + std::to_string(r.seq);
}

const LineTranslation kCoreLinesPt[] = {
    {kTxStart, txStartPt},     {kTxEnd, txEndPt},
    {kArrival, arrivalPt},     {kDrop, dropPt},
    {kEnqueue, enqueuePt},     {kAppSend, appSendPt},
    {kAppRecv, appRecvPt},     {kTimerSet, timerSetPt},
    {kTimerFire, timerFirePt}, {kTimerCancel, timerCancelPt},
};

}  // namespace

void registerCoreLinesPt(Simulation& sim) { sim.registerLineTranslations("pt-BR", kCoreLinesPt); }

}  // namespace ps

// The multicast protocols' (MSAW, MBAP) log lines in Brazilian Portuguese: the same facts, in the
// same order, as the English renderers in multicast_trace.cpp.
#include <string>

#include "../../core/why_text_pt.h"
#include "../../net/ethernet_why.h"
#include "multicast_common.h"
#include "multicast_why.h"

namespace ps {
namespace {

std::string n(const Simulation& s, std::uint32_t id) { return s.nodeName(id); }
std::string para(const Simulation& s, std::uint32_t peer) {
  return peer == kNone32 ? std::string("o grupo por multicast") : n(s, peer) + " por unicast";
}
std::string num(std::int64_t v) { return milharPt(v); }
std::string mensagem(const TraceRecord& r) { return "a mensagem " + num(r.size) + " (seq " + num(r.seq) + ")"; }

std::string dataSentPt(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " envia " + mensagem(r) + " para " + para(s, r.peer);
}
std::string retransmissionPt(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " retransmite " + mensagem(r) + " para " + para(s, r.peer) + "; retransmissão " + num(r.a);
}
std::string timeoutPt(const Simulation& s, const TraceRecord& r) {
  const std::string quem = r.peer == kNone32 ? std::string() : " para " + n(s, r.peer);
  return "o temporizador de " + n(s, r.node) + " expirou" + quem + " (mensagem " + num(r.size) + ", seq " + num(r.seq) +
         "); " + (r.a == 1 ? "falta 1 ACK" : "faltam " + num(r.a) + " ACKs");
}
std::string ackSentPt(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " envia ACK seq " + num(r.seq) + " para " + n(s, r.peer) +
         (r.a > 0 ? " após uma espera aleatória de " + fmtBitsPt(s, r.a) : std::string());
}
std::string ackScheduledPt(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " vai confirmar a seq " + num(r.seq) + " após uma espera aleatória de " + fmtBitsPt(s, r.a);
}
std::string ackReceivedPt(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " recebe ACK seq " + num(r.seq) + " de " + n(s, r.peer);
}
std::string deliveredPt(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + ": todos os receptores têm " + mensagem(r) + "; latência de " + fmtBitsPt(s, r.a);
}
std::string failurePt(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " desiste da mensagem " + num(r.size) + " (seq " + num(r.seq) + ")" + " após " +
         pluralPt(r.a, "retransmissão", "retransmissões") + ": o protocolo falha para esta mensagem";
}
std::string duplicatePt(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " recebe a seq " + num(r.seq) + " mas espera a " + num(r.size) +
         (r.a ? "; é uma duplicata, confirmada de novo" : "; fora de sequência, descartada sem confirmação");
}
std::string acceptedPt(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " aceita " + mensagem(r) + " em ordem";
}
std::string windowAdvancePt(const Simulation& s, const TraceRecord& r) {
  return "a janela de " + n(s, r.node) + " avança " + num(r.a) + ": agora começa na seq " + num(r.seq) + " com " +
         num(r.size) + (r.size == 1 ? " pendente" : " pendentes");
}
std::string ackTimerPt(const Simulation& s, const TraceRecord& r) {
  return "o temporizador de atraso de ACK de " + n(s, r.node) + " expirou; confirma de novo até a seq " + num(r.seq);
}
std::string ackIgnoredPt(const Simulation& s, const TraceRecord& r) {
  return n(s, r.node) + " ignora ACK seq " + num(r.seq) + " de " + n(s, r.peer) + " (duplicado ou fora da janela)";
}
std::string timeoutDeferredPt(const Simulation& s, const TraceRecord& r) {
  return "o temporizador de " + n(s, r.node) + " expirou (mensagem " + num(r.size) + ", seq " + num(r.seq) +
         ") com quadros ainda na fila da LAN; vale só quando todas as filas estiverem vazias";
}

const LineTranslation kMulticastLinesPt[] = {
    {kMcDataSent, dataSentPt},
    {kMcRetransmission, retransmissionPt},
    {kMcTimeout, timeoutPt},
    {kMcAckSent, ackSentPt},
    {kMcAckScheduled, ackScheduledPt},
    {kMcAckReceived, ackReceivedPt},
    {kMcDelivered, deliveredPt},
    {kMcFailure, failurePt},
    {kMcDuplicate, duplicatePt},
    {kMcAccepted, acceptedPt},
    {kMcWindowAdvance, windowAdvancePt},
    {kMcAckTimer, ackTimerPt},
    {kMcAckIgnored, ackIgnoredPt},
    {kMcTimeoutDeferred, timeoutDeferredPt},
};

}  // namespace

void registerMulticastLinesPt(Simulation& sim) { sim.registerLineTranslations("pt-BR", kMulticastLinesPt); }

}  // namespace ps

// Event-log lines of the transport kinds (TCP, UDP, applications) in Brazilian Portuguese: the same
// facts in the same order as the English renderers in trace_kinds.cpp, with Brazilian numbers
// ("1.460 bytes", "3,20 ms"; byte counts are words, since "27.740 B" would read as a decimal to
// an English reader) and the terms of Brazilian courses (partida lenta, recuperação rápida...).
#include <string>

#include "../core/simulation.h"
#include "../core/why_text_pt.h"
#include "tcp/tcp_state.h"
#include "trace_kinds.h"
#include "transport_why.h"

namespace ps::transport {
namespace {

std::string flow(const TraceRecord& r) { return "F" + std::to_string(r.peer + 1); }
std::string num(std::int64_t v) { return milharPt(v); }
std::string bytes(std::int64_t v) { return pluralPt(v, "byte", "bytes"); }
std::string secs(std::int64_t ns) { return decimalPt(static_cast<double>(ns) / 1e9, 3) + " s"; }
std::string ms(std::int64_t ns) { return decimalPt(static_cast<double>(ns) / 1e6, 2) + " ms"; }
std::string range(const TraceRecord& r) {
  return "bytes " + num(r.a) + "\xe2\x80\x93" + num(r.a + static_cast<std::int64_t>(r.size) - 1);
}
std::string at(const Simulation& s, const TraceRecord& r) { return s.nodeName(r.node); }
const char* phasePt(std::uint32_t p) {
  static const char* names[] = {"partida lenta", "prevenção de congestionamento", "recuperação rápida"};
  return p < 3 ? names[p] : "?";
}

std::string lState(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + " " + flow(r) + ": o estado passa de " + tcpStateName(r.seq) + " para " + tcpStateName(r.size);
}
std::string lPhase(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + " " + flow(r) + " sai de " + phasePt(r.seq) + " e entra em " + phasePt(r.size) + " (cwnd " +
         bytes(r.a) + ")";
}
std::string lData(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + " envia " + range(r) + " do " + flow(r) + " (" + pluralPt(r.size, "byte", "bytes") + ")";
}
std::string lRetx(const Simulation& s, const TraceRecord& r) {
  static const char* why[] = {"retransmissão rápida após 3 ACKs duplicados", "o temporizador de retransmissão expirou",
                              "um ACK parcial aponta a próxima lacuna", "reenvio após timeout (go-back-N)"};
  return at(s, r) + " retransmite " + range(r) + " do " + flow(r) + " (" + (r.reason < 4 ? why[r.reason] : "?") + ")";
}
std::string lAck(const Simulation& s, const TraceRecord& r) {
  static const char* why[] = {"segmento em ordem",
                              "o temporizador de ACK atrasado expirou",
                              "segmento fora de ordem: ACK duplicado na hora",
                              "o segmento preencheu uma lacuna",
                              "segmento que já tinha",
                              "estabelecimento da conexão",
                              "o segundo segmento em ordem"};
  return at(s, r) + " confirma o " + flow(r) + " até o byte " + num(r.a - 1) + " (espera o " + num(r.a) + "; janela " +
         bytes(r.size) + "): " + (r.reason < 7 ? why[r.reason] : "?");
}
std::string lAckIn(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + " recebe ACK " + num(r.a) + " do " + flow(r) + ": " + pluralPt(r.seq, "byte novo", "bytes novos") +
         " confirmados, cwnd " + bytes(r.size);
}
std::string lDupAck(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + " recebe o ACK duplicado nº " + num(r.seq) + " para o byte " + num(r.a) + " do " + flow(r) +
         ", cwnd " + bytes(r.size);
}
std::string lFast(const Simulation& s, const TraceRecord& r) {
  const std::string head = at(s, r) + " " + flow(r) + ": 3 ACKs duplicados para o byte " + num(r.a);
  if (r.reason == kFrNewRenoIgnored) return head + ", mas eles não cobrem `recover`: sem segunda redução (NewReno)";
  if (r.reason == kFrTahoe)
    return head + ": o Tahoe o retransmite e volta à partida lenta (ssthresh " + bytes(r.seq) + ", cwnd " +
           bytes(r.size) + ")";
  return head + ": retransmissão rápida, recuperação rápida (ssthresh " + bytes(r.seq) + ", cwnd " + bytes(r.size) +
         ")";
}
std::string lTimeout(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + " " + flow(r) + ": o temporizador de retransmissão expirou (timeout nº " + num(r.reason) +
         "); próximo RTO " + secs(r.a) + ", ssthresh " + bytes(r.seq) + ", cwnd " + bytes(r.size);
}
std::string lExit(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + " " + flow(r) + " sai da recuperação rápida com o ACK " + num(r.a) +
         (r.reason == 0 ? " (um ACK completo)" : " (no Reno qualquer ACK novo encerra a recuperação)") + ": cwnd " +
         bytes(r.size) + ", ssthresh " + bytes(r.seq);
}
std::string lPartial(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + " " + flow(r) + ": ACK parcial " + num(r.a) + " (" + pluralPt(r.seq, "byte", "bytes") +
         "): a próxima lacuna é reenviada na hora, cwnd " + bytes(r.size);
}
std::string lControl(const Simulation& s, const TraceRecord& r) {
  static const char* what[] = {"SYN", "SYN-ACK", "FIN", "ACK", "FIN-ACK"};
  return at(s, r) + " envia " + (r.reason < 5 ? what[r.reason] : "?") + " do " + flow(r) + " (seq " + num(r.a) + ")";
}
std::string lReceive(const Simulation& s, const TraceRecord& r) {
  static const char* how[] = {"em ordem", "fora de ordem: guardado no buffer", "preenche uma lacuna",
                              "duplicado: descartado"};
  return at(s, r) + " recebe " + range(r) + " do " + flow(r) + " (" + (r.reason < 4 ? how[r.reason] : "?") + ")";
}
std::string lUdpSend(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + " envia o datagrama UDP " + num(r.seq) + " do " + flow(r) + " (" +
         pluralPt(r.size, "byte", "bytes") + ")";
}
std::string lUdpRecv(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + " recebe o datagrama UDP " + num(r.seq) + " do " + flow(r) + " após " + ms(r.a);
}
std::string lAppStart(const Simulation& s, const TraceRecord& r) {
  static const char* kinds[] = {"a transferência em massa", "a fonte CBR", "a fonte on/off", "o objeto web",
                                "a transferência FTP"};
  return at(s, r) + " inicia " + (r.reason < 5 ? kinds[r.reason] : "uma aplicação") + " " + flow(r) +
         (r.a < 0 ? " (ilimitada)" : " (" + bytes(r.a) + ")");
}
std::string lAppDone(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + " " + flow(r) + ": transferência concluída após " + secs(r.a);
}
std::string lRefused(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + " " + flow(r) + ": buffer de envio cheio, " + pluralPt(r.size, "byte", "bytes") +
         " da aplicação descartados";
}

const LineTranslation kTransportLinesPt[] = {
    {kTrTcpState, lState},
    {kTrTcpPhase, lPhase},
    {kTrTcpData, lData},
    {kTrTcpRetransmit, lRetx},
    {kTrTcpAck, lAck},
    {kTrTcpAckIn, lAckIn},
    {kTrTcpDupAck, lDupAck},
    {kTrTcpFastRetransmit, lFast},
    {kTrTcpTimeout, lTimeout},
    {kTrTcpRecoveryExit, lExit},
    {kTrTcpPartialAck, lPartial},
    {kTrTcpControl, lControl},
    {kTrTcpReceive, lReceive},
    {kTrUdpSend, lUdpSend},
    {kTrUdpReceive, lUdpRecv},
    {kTrAppStart, lAppStart},
    {kTrAppComplete, lAppDone},
    {kTrAppRefused, lRefused},
};

}  // namespace

void registerTransportLinesPt(Simulation& sim) { sim.registerLineTranslations("pt-BR", kTransportLinesPt); }

}  // namespace ps::transport

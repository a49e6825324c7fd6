// Event-log lines of DCCP, CCID 2 and CCID 3 (TFRC) in Brazilian Portuguese: the same facts in the
// same order as the English renderers in dccp_trace.cpp. Packet and option names of RFC 4340
// (Request, DataAck, Ack Ratio, Sequence Window...) stay as the RFC spells them; sequence numbers are
// names of packets and keep their digits ungrouped, counts and sizes group thousands.
#include <string>

#include "../../core/simulation.h"
#include "../../core/trace_kinds.h"
#include "../../core/why_text_pt.h"
#include "dccp_packet.h"
#include "dccp_state.h"
#include "dccp_text_pt.h"
#include "dccp_trace.h"

namespace ps::dccp {
namespace {

std::string flow(const TraceRecord& r) { return "F" + std::to_string(r.peer + 1); }
std::string seqNo(std::int64_t v) { return std::to_string(v); }
std::string at(const Simulation& s, const TraceRecord& r) { return s.nodeName(r.node) + " " + flow(r); }
std::string ms(std::int64_t ns) { return decimalPt(static_cast<double>(ns) / 1e6, 2) + " ms"; }
// Whole milliseconds; from a second on in seconds ("1,500 s"), as "1.500 ms" could be read as 1.5 ms.
std::string wholeMs(std::int64_t v) {
  return v < 1000 ? std::to_string(v) + " ms" : decimalPt(static_cast<double>(v) / 1e3, 3) + " s";
}

std::string lState(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + " DCCP: o estado passa de " + dccpStateName(r.seq) + " para " + dccpStateName(r.size);
}
std::string lData(const Simulation& s, const TraceRecord& r) {
  const bool dataAck = (r.reason >> 4) & 1;
  const bool ccid3 = (r.reason >> 5) & 1;
  return at(s, r) + " envia DCCP " + (dataAck ? "DataAck " : "Data ") + seqNo(r.a) + " (carga útil de " +
         pluralPt(r.size, "byte", "bytes") + (ccid3 ? ", CCVal " + std::to_string(r.reason & 0xF) : "") + ")";
}
std::string lAck(const Simulation& s, const TraceRecord& r) {
  static const char* why[] = {"Ack Ratio pacotes de dados desde o último Ack",
                              "um pacote abriu uma lacuna",
                              "o temporizador de Ack atrasado expirou",
                              "o primeiro pacote de dados",
                              "p aumentou: um novo evento de perda",
                              "o contador de janela avançou 4 (cerca de um RTT)",
                              "tirar o cliente de PARTOPEN"};
  return at(s, r) + " envia DCCP Ack de " + seqNo(r.a) + " (" + pluralPt(r.size, "byte", "bytes") +
         " de opções): " + (r.reason < 7 ? why[r.reason] : "?");
}
std::string lControl(const Simulation& s, const TraceRecord& r) {
  const auto t = static_cast<DccpType>(r.reason);
  std::string line = at(s, r) + " envia DCCP " + dccpTypeName(t) + " " + seqNo(r.a);
  if (t == DccpType::kReset) line += " (" + std::string(resetCodeName(static_cast<std::uint8_t>(r.size))) + ")";
  if (t == DccpType::kRequest) line += " pedindo o CCID " + std::to_string(r.size);
  if (t == DccpType::kResponse)
    line += r.size ? " confirmando o CCID " + std::to_string(r.size) : " sem CCID aceitável";
  return line;
}
std::string lNegotiated(const Simulation& s, const TraceRecord& r) {
  std::string list;
  for (std::uint32_t v = r.size; v != 0; v >>= 8) list += (list.empty() ? "" : ", ") + std::to_string(v & 0xFF);
  return at(s, r) + ": CCID " + std::to_string(r.seq) + " acertado (o servidor aceita " + list +
         "); RTT do handshake " + ms(r.a);
}
std::string lTimer(const Simulation& s, const TraceRecord& r) {
  static const char* what[] = {"de retransmissão do Request", "de retransmissão do Ack de PARTOPEN",
                               "de retransmissão do Close", "de TIMEWAIT"};
  std::string line = at(s, r) + ": o temporizador DCCP " + (r.reason < 4 ? what[r.reason] : "?") + " expirou";
  if (r.a > 0) line += "; o próximo em " + ms(r.a);
  return line;
}
std::string lBufferDrop(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + ": buffer de envio DCCP cheio (" + pluralPt(r.seq, "datagrama", "datagramas") + "): datagrama de " +
         pluralPt(r.size, "byte", "bytes") + " descartado";
}
std::string lSeqWindow(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + ": o pacote DCCP " + seqNo(r.a) + " está fora da Sequence Window (GSR " + seqNo(r.seq) +
         "): um nó real o descartaria e enviaria um Sync (não modelado)";
}
std::string lReceive(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + " recebe os dados DCCP " + seqNo(r.a) + " (" + pluralPt(r.size, "byte", "bytes") + ")" +
         (r.reason ? " depois de uma lacuna" : "");
}
std::string lLost(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + ": o pacote de dados DCCP " + seqNo(r.a) + " se perdeu (chegaram três pacotes posteriores)";
}
std::string lFeedback(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + " recebe o retorno do TFRC: amostra de RTT " + ms(r.a) + ", X_recv " + ratePt(8.0 * r.seq) + ", " +
         lossRatePt(r.size);
}
std::string lRate(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + ": taxa TFRC X = " + ratePt(static_cast<double>(r.a)) + " (" + rateCausePt(r.reason) + "; R " +
         ms(static_cast<std::int64_t>(r.seq) * 1000) + ", " + lossRatePt(r.size) + ")";
}
std::string lNofeedback(const Simulation& s, const TraceRecord& r) {
  static const char* what[] = {"ainda sem retorno: X reduzida à metade", "o emissor estava ocioso: taxa mantida",
                               "partida lenta: X reduzida à metade", "limitada à taxa de recepção",
                               "limitada à metade da taxa da equação"};
  return at(s, r) + ": o temporizador nofeedback do TFRC expirou: " + (r.reason < 5 ? what[r.reason] : "?") +
         "; X = " + ratePt(static_cast<double>(r.a)) + ", próximo timeout em " + wholeMs(r.seq);
}
std::string lLossEvent(const Simulation& s, const TraceRecord& r) {
  std::string line = at(s, r) + ": o evento de perda TFRC nº " + milharPt(r.seq) + " começa no pacote " + seqNo(r.a) +
                     "; I_mean " + pluralPt(r.size, "pacote", "pacotes");
  if (r.reason == 1) line += " (o primeiro: seu intervalo é sintetizado a partir da taxa de recepção)";
  return line;
}
std::string lAckIn(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + " recebe o Ack do CCID 2 de " + seqNo(r.a) + ": " +
         pluralPt(r.seq, "pacote de dados novo confirmado", "pacotes de dados novos confirmados") + ", cwnd " +
         milharPt(r.size);
}
std::string lCcid2Loss(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + " CCID 2: o pacote " + seqNo(r.a) + " se perdeu (3 pacotes posteriores confirmados): cwnd cai à " +
         "metade, para " + milharPt(r.size) + ", ssthresh " + milharPt(r.seq);
}
std::string lCcid2Timeout(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + ": timeout de retransmissão do CCID 2: cwnd " + milharPt(r.size) + ", ssthresh " + milharPt(r.seq) +
         ", próximo RTO " + ms(r.a);
}
std::string lAckRatio(const Simulation& s, const TraceRecord& r) {
  return at(s, r) + ": o Ack Ratio do CCID 2 passa de " + milharPt(r.seq) + " para " + milharPt(r.size) + " (" +
         ackRatioCausePt(r.reason) + ")";
}

const LineTranslation kDccpLinesPt[] = {
    {kTrDccpState, lState},
    {kTrDccpData, lData},
    {kTrDccpAck, lAck},
    {kTrDccpControl, lControl},
    {kTrDccpNegotiated, lNegotiated},
    {kTrDccpTimer, lTimer},
    {kTrDccpBufferDrop, lBufferDrop},
    {kTrDccpSeqWindow, lSeqWindow},
    {kTrDccpReceive, lReceive},
    {kTrDccpLost, lLost},
    {kTrTfrcFeedback, lFeedback},
    {kTrTfrcRate, lRate},
    {kTrTfrcNofeedback, lNofeedback},
    {kTrTfrcLossEvent, lLossEvent},
    {kTrCcid2AckIn, lAckIn},
    {kTrCcid2Loss, lCcid2Loss},
    {kTrCcid2Timeout, lCcid2Timeout},
    {kTrCcid2AckRatio, lAckRatio},
};

}  // namespace

void registerDccpLinesPt(Simulation& sim) { sim.registerLineTranslations("pt-BR", kDccpLinesPt); }

}  // namespace ps::dccp

// Why-texts of the Ethernet LAN in Brazilian Portuguese: the same CSMA/CD rules, numbers and
// sources as ethernet_why.cpp (Segovia 1996 §3.2-§3.4, IEEE 802.3), written for a Brazilian reader.
#include <cstdio>
#include <string>

#include "../core/why_text_pt.h"
#include "ethernet_lan.h"
#include "ethernet_why.h"

namespace ps {

std::string fmtBitsPt(const Simulation& s, SimTime ns) {
  const SimTime bit = ethernetBitNs(s);
  if (bit > 0 && ns % bit == 0) return milharPt(ns / bit) + " tempos de bit";
  return decimalPt(static_cast<double>(ns) / 1000.0, 1) + " \xc2\xb5s";
}

namespace {

EthernetConfig lanConfig(const Simulation& s) {
  if (const auto* m = dynamic_cast<const EthernetModel*>(s.model())) return m->lan().config();
  return EthernetConfig{};
}
bool thesisBus(const Simulation& s) { return lanConfig(s).variant == EthernetVariant::kThesis; }

// 0.05 -> "5%", 0.005 -> "0,5%".
std::string percentPt(double fraction) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g%%", fraction * 100);
  std::string out = buf;
  for (char& c : out)
    if (c == '.') c = ',';
  return out;
}
const char* dropReasonPt(DropReason r) {
  switch (r) {
    case DropReason::kLoss:
      return "perda aleatória no enlace";
    case DropReason::kQueueOverflow:
      return "fila cheia";
    case DropReason::kCollision:
      return "destruído por uma colisão";
    case DropReason::kRetryLimit:
      return "o MAC desistiu após o limite de tentativas";
    case DropReason::kInjected:
      return "falha injetada pelo cenário";
    default:
      return "perda registrada pelo MAC";
  }
}

std::string whyEthCollisionPt(const Simulation& s, const TraceRecord& r) {
  if (r.reason == 1) {
    return "CSMA/CD: " + s.nodeName(r.node) + " estava transmitindo quando o sinal de " + s.nodeName(r.peer) +
           " chegou até ele, então os dois quadros se corrompem. Uma estação que detecta uma colisão para e envia um "
           "sinal de reforço (jam; aqui " +
           fmtBitsPt(s, r.a) +
           ") para que todas as estações a percebam, e depois recua um número aleatório de slots antes de tentar "
           "de novo (IEEE 802.3 §4.2.3.2.4).";
  }
  const std::string others = r.size > 2 ? " e mais " + pluralPt(r.size - 2, "estação", "estações") : std::string();
  return "Camada física da tese (tese §3.3): dois ou mais pedidos de transmissão para o mesmo instante colidem. " +
         s.nodeName(r.node) + ", " + s.nodeName(r.peer) + others +
         " pediram o barramento no mesmo momento, em geral porque todos esperavam que ele ficasse livre (a "
         "detecção de portadora faz as estações que adiaram começarem juntas). O barramento fica ocupado pela "
         "janela máxima de colisão, " +
         fmtBitsPt(s, r.a) + ", e cada estação então faz o recuo (tese §3.2).";
}

std::string whyEthBackoffPt(const Simulation& s, const TraceRecord& r) {
  const EthernetConfig cfg = lanConfig(s);
  const std::int64_t i = r.seq;
  const std::int64_t e = i < cfg.backoffCap ? i : cfg.backoffCap;
  const std::int64_t hi = (std::int64_t{1} << e) - (cfg.backoff == BackoffRange::kStandard ? 1 : 0);
  const char* source = thesisBus(s) ? "tese §3.2" : "IEEE 802.3 §4.2.3.2.5";
  return "Recuo exponencial binário truncado (" + std::string(source) + "): após a colisão " + milharPt(i) +
         " deste quadro, " + s.nodeName(r.node) + " sorteia um número inteiro de slots, uniforme entre 0 e " +
         milharPt(hi) + " (2^min(" + milharPt(i) + ", " + milharPt(cfg.backoffCap) + ")" +
         (cfg.backoff == BackoffRange::kStandard ? " - 1" : "") + "); um slot dura " + milharPt(cfg.slotBits) +
         " tempos de bit. Sorteou " + pluralPt(r.size, "slot", "slots") + ", então espera " + fmtBitsPt(s, r.a) +
         ". Cada nova colisão dobra o intervalo, até o limite de " + milharPt(cfg.attemptLimit) + " tentativas.";
}

std::string whyEthDeferPt(const Simulation& s, const TraceRecord& r) {
  return "Detecção de portadora (tese §3.3): uma estação nunca começa a transmitir com o meio ocupado. " +
         s.nodeName(r.node) + " encontrou o meio ocupado" +
         (r.a > 0 ? " por mais " + fmtBitsPt(s, r.a) : std::string()) +
         " e espera até que ele fique livre; as estações que adiaram para o mesmo período ocupado começam juntas "
         "depois dele e podem colidir.";
}

std::string whyEthDiscardPt(const Simulation& s, const TraceRecord& r) {
  const EthernetConfig cfg = lanConfig(s);
  return "Limite de tentativas (tese §3.2): um MAC tenta transmitir um quadro no máximo " + milharPt(cfg.attemptLimit) +
         " vezes. Este quadro (seq " + milharPt(r.seq) + ") colidiu " + pluralPt(r.a, "vez", "vezes") + " em " +
         s.nodeName(r.node) +
         ", então o MAC o descarta e passa ao próximo quadro; recuperar a mensagem fica a cargo do protocolo "
         "acima (o temporizador dele vai expirar).";
}

std::string whyEthDropPt(const Simulation& s, const TraceRecord& r) {
  const EthernetConfig cfg = lanConfig(s);
  const auto reason = static_cast<DropReason>(r.reason);
  if (reason == DropReason::kMacError) {
    const bool onReceive = (r.a & 0xff) != 0;
    return "Modelo de erros (tese §3.4): todo MAC descarta pacotes ao acaso com a taxa de falha (aqui " +
           percentPt(cfg.failRate) + "), tanto na transmissão quanto na recepção. " +
           (onReceive ? s.nodeName(r.node) + " perdeu a seq " + milharPt(r.seq) +
                            " na recepção: só esta estação deixa de recebê-la, as outras podem tê-la recebido."
                      : s.nodeName(r.node) + " perdeu a seq " + milharPt(r.seq) +
                            " na transmissão: nenhuma estação a recebe.") +
           " O temporizador do protocolo vai notar a confirmação que falta.";
  }
  return s.nodeName(r.node) + " descartou a seq " + milharPt(r.seq) + ": " + dropReasonPt(reason) +
         " (a tese §3.4 modela toda perda na LAN como um pacote descartado).";
}

const WhyTranslation kEthernetWhyPt[] = {
    {kEthCollision, whyEthCollisionPt}, {kEthBackoff, whyEthBackoffPt}, {kEthDefer, whyEthDeferPt},
    {kEthDiscard, whyEthDiscardPt},     {kDrop, whyEthDropPt},
};

}  // namespace

void registerEthernetWhyPt(Simulation& sim) { sim.registerWhyTranslations("pt-BR", kEthernetWhyPt); }

}  // namespace ps

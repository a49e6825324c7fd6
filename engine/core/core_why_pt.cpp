// Por que um pacote foi descartado, em português do Brasil: the same rules and numbers as whyDrop
// in simulation.cpp, written for a Brazilian reader.
#include "core_why_pt.h"

#include <string>

#include "simulation.h"
#include "why_text_pt.h"

namespace ps {

const char* dropReasonPt(DropReason r) {
  switch (r) {
    case DropReason::kNone:
      return "sem motivo registrado";
    case DropReason::kLoss:
      return "perda aleatória no enlace";
    case DropReason::kQueueOverflow:
      return "fila cheia";
    case DropReason::kCollision:
      return "destruído por uma colisão";
    case DropReason::kRetryLimit:
      return "o MAC desistiu após o limite de tentativas";
    case DropReason::kTtl:
      return "TTL esgotado";
    case DropReason::kNoRoute:
      return "sem rota";
    case DropReason::kMacError:
      return "erro do modelo de erros do MAC";
    case DropReason::kEarlyDrop:
      return "descarte antecipado (RED)";
    case DropReason::kInjected:
      return "falha injetada pelo cenário";
  }
  return "motivo desconhecido";
}

namespace {

std::string whyDropPt(const Simulation& s, const TraceRecord& r) {
  std::string where = s.nodeName(r.node);
  if (r.peer != kNone32) where += " no enlace " + s.linkName(r.peer);
  const std::string here = " Aqui: o pacote #" + std::to_string(r.packet) + " (seq " + std::to_string(r.seq) + ", " +
                           pluralPt(r.size, "byte", "bytes") + ") em " + where + ".";
  switch (static_cast<DropReason>(r.reason)) {
    case DropReason::kQueueOverflow:
      return "Descarte na cauda (tail drop): a fila de saída de um roteador comporta um número fixo de pacotes, e "
             "um pacote que chega com ela cheia é descartado (o RFC 7567 §2 descreve essa gerência de fila "
             "padrão). Para o TCP, a perda é o sinal de congestionamento que reduz sua janela à metade." +
             here;
    case DropReason::kLoss:
      return "Perda aleatória: o cenário dá a este enlace uma taxa de perda, e cada pacote que o atravessa se perde "
             "de forma independente com essa probabilidade (erros de bit, não congestionamento)." +
             here;
    case DropReason::kEarlyDrop:
      return "Gerência ativa de fila (RED): a fila descarta alguns pacotes antes de encher, com uma probabilidade "
             "que cresce com o tamanho médio da fila, para que os emissores reduzam o ritmo cedo (RFC 7567 §2)." +
             here;
    case DropReason::kInjected:
      return "A injeção de falhas do cenário descarta este pacote de propósito, para que a lição mostre como o "
             "protocolo se recupera exatamente desta perda." +
             here;
    case DropReason::kTtl:
      return "Tempo de vida (RFC 791 §3.1): cada roteador decrementa o TTL do pacote e o descarta ao chegar a zero, "
             "para que um pacote preso num laço de roteamento não circule para sempre." +
             here;
    case DropReason::kNoRoute:
      return "O nó não tem rota para o destino do pacote, então não consegue encaminhá-lo." + here;
    default:
      return "O pacote se perdeu: " + std::string(dropReasonPt(static_cast<DropReason>(r.reason))) + "." + here;
  }
}

const WhyTranslation kCoreWhyPt[] = {{kDrop, whyDropPt}};

}  // namespace

void registerCoreWhyPt(Simulation& sim) { sim.registerWhyTranslations("pt-BR", kCoreWhyPt); }

}  // namespace ps

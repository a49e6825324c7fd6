// Por que o pathload e o abget fizeram o que fizeram, em português do Brasil: the same rules, numbers
// and citations (seed 003, Batista et al.: §3.1 pathload, §3.2 abget) as the English why-texts in
// trace_kinds.cpp, with the record's state written out in Portuguese (rates as "12,345 Mbit/s").
#include "estimation_why_pt.h"

#include <cstdint>
#include <string>

#include "../../core/simulation.h"
#include "../../core/trace_kinds.h"
#include "../../core/why_text_pt.h"
#include "estimation_lines_pt.h"
#include "pathload_config.h"
#include "pathload_math.h"
#include "pathload_search.h"
#include "trace_kinds.h"

namespace ps::estimation {
namespace {

// ---- numbers and words ----
std::string n(std::int64_t v) { return milharPt(v); }
// pathload's own message in quotes after its meaning: the tool prints the English one.
std::string causaPt(StopCause c) {
  const std::string original = stopCauseText(c);
  switch (c) {
    case StopCause::kResolution:
      return "A resolução de banda pedida pelo usuário foi alcançada (\"" + original + "\")";
    case StopCause::kGreyResolution:
      return "A medição termina pela resolução da região cinza (\"" + original + "\")";
    case StopCause::kTimerGranularity:
      return "A taxa de sondagem real difere da desejada (\"" + original + "\")";
    case StopCause::kRateCeiling:
      return "A banda disponível é maior que a taxa máxima de envio (\"" + original + "\")";
    case StopCause::kParamLimit:
      return "A taxa de sondagem não pode mais ser refinada (regra L/T)";
    case StopCause::kFrequentCs:
      return "A medição foi encerrada por trocas de contexto frequentes no emissor ou no receptor (\"" + original +
             "\")";
    case StopCause::kTimeout:
      return "O tempo limite da medição (-t) se esgotou";
    case StopCause::kFleetCap:
      return "A medição parou no limite de frotas";
    case StopCause::kIcLowerBound:
      return "A placa de rede do receptor agrupa interrupções: a banda disponível é maior que Rmin (\"" + original +
             "\")";
    default:
      return "";
  }
}

// ---- the rules ----
std::string porqueTrain(const Simulation&, const TraceRecord& r) {
  if (r.reason)
    return "Todos os pacotes do trem chegaram em ordem, então a sua dispersão (o espalhamento das chegadas do "
           "segundo ao último pacote) dá a taxa de dispersão assintótica (ADR); o pathload começa a busca por ela.";
  return "Um trem só é usado se todos os seus pacotes chegam em ordem e sem nada entre eles; se não, o pathload "
         "espera 10 ms e pede um trem mais curto (50, 35, 20, 5, 3 intervalos).";
}
std::string porqueFleetStart(const Simulation&, const TraceRecord& r) {
  return "Taxa R = (L + 28) × 8 / T. Abaixo de 150 Mbit/s o pathload mantém o período T no valor padrão e ajusta a "
         "carga útil L; se L ficasse abaixo da menor carga útil, ele fica com essa carga e estica T (aqui T = " +
         n(r.size) + " µs).";
}
std::string porqueStream(const Simulation&, const TraceRecord& r) {
  const int cls = r.reason;
  if (cls & (1 << 13))
    return "Um fluxo que perde 15 % ou mais das suas sondas aborta a frota: a fila transbordou, então a taxa estava "
           "acima da banda disponível (a frota conta como crescente).";
  if (!(cls & (1 << 12)))
    return "Depois de descartar as sondas que chegaram coladas umas às outras, um fluxo precisa de mais de 36 "
           "atrasos de ida (one-way delays) para ser dividido em grupos; este teve menos.";
  return "Os atrasos de ida retidos são divididos em grupos de cerca de √n; o PCT é a fração das medianas de grupos "
         "consecutivos que sobem, e o PDT é a subida líquida dividida pela variação total. Cada um é I acima do seu "
         "limiar superior, N abaixo do inferior e U entre os dois; combinados: I com I ou U, N com N ou U, U nos "
         "demais casos. Um atraso que cresce significa que o fluxo foi enviado mais rápido que a capacidade ociosa "
         "do caminho.";
}
std::string porqueVerdict(const Simulation&, const TraceRecord& r) {
  switch (r.reason) {
    case kVerdictIncreasing:
      return "Pelo menos a fração f dos fluxos utilizáveis da frota mostrou atrasos crescentes: R está acima da "
             "banda disponível A, então R passa a ser o novo Rmax.";
    case kVerdictNoTrend:
      return "Pelo menos a fração f dos fluxos utilizáveis da frota não mostrou tendência: R está abaixo de A, então "
             "R passa a ser o novo Rmin.";
    case kVerdictGrey:
      return "Nem os fluxos crescentes nem os sem tendência chegaram à fração f da frota: A oscilou acima e abaixo "
             "de R durante a frota, então R entra na região cinza [Gmin, Gmax].";
    case kVerdictBad:
      return "Menos da metade dos fluxos foi utilizável (os demais foram descartados): o pathload repete a frota "
             "uma vez na mesma taxa e para se ela falhar de novo.";
    default:
      return "A frota foi abortada por perda, o que o pathload conta como uma tendência crescente.";
  }
}
std::string porqueNextRate(const Simulation&, const TraceRecord& r) {
  if (r.reason)
    return "Até o veredito se inverter pela primeira vez, o pathload dobra a taxa depois de uma frota sem tendência "
           "e a reduz à metade depois de uma tendência crescente.";
  return "Depois da primeira inversão o pathload faz bisseção: entre Rmin e Rmax ou, havendo uma região cinza, na "
         "faixa acima dela (Gmax..Rmax) ou abaixo dela (Rmin..Gmin) que ainda for mais larga que a resolução cinza.";
}
std::string porqueBracket(const Simulation&, const TraceRecord&) {
  return "O pathload mantém o intervalo de busca: Rmin é a maior taxa vista sem tendência (abaixo da banda "
         "disponível A), Rmax a menor taxa com tendência crescente (acima de A) e [Gmin, Gmax] a região cinza, onde "
         "o veredito variou; cada frota estreita um deles.";
}
std::string porqueDone(const Simulation&, const TraceRecord& r) {
  const std::string cause = causaPt(static_cast<StopCause>(r.reason));
  return (cause.empty() ? std::string() : cause + ". ") +
         "Com a resolução alcançada o pathload informa [Rmin, Rmax]; com as duas faixas cinzas fechadas, "
         "[Gmin, Gmax].";
}
std::string porqueResend(const Simulation&, const TraceRecord&) {
  return "O emissor e o receptor do pathload coordenam cada frota por um canal de controle cujas mensagens podem se "
         "perder sob congestionamento: quando a resposta não chega dentro do tempo limite, a mensagem é enviada de "
         "novo e o tempo limite dobra, de modo que uma mensagem perdida atrasa a medição em vez de travá-la.";
}
std::string porqueAbVerdict(const Simulation&, const TraceRecord& r) {
  return std::string(
             "O abget aplica o teste de tendência do pathload a cada fluxo (um fluxo que perde 15 % ou mais conta "
             "como crescente) e a regra da frota à taxa. ") +
         (r.reason == kVerdictIncreasing ? "Crescente: a taxa está acima de A, então limita a busca por cima."
          : r.reason == kVerdictNoTrend  ? "Sem tendência: a taxa está abaixo de A, então limita a busca por baixo."
                                         : "Cinza (ou poucos fluxos utilizáveis): A oscilou em torno desta taxa.");
}

// "<regra> (pathload; Batista et al. §3.1.) Aqui: <estado>." as the English pathloadWhy / abgetWhy.
template <TraceRenderer Rule, TraceRenderer State>
std::string pathloadPt(const Simulation& s, const TraceRecord& r) {
  return Rule(s, r) + " (pathload; Batista et al. §3.1.) Aqui: " + State(s, r) + ".";
}
template <TraceRenderer Rule, TraceRenderer State>
std::string abgetPt(const Simulation& s, const TraceRecord& r) {
  return Rule(s, r) + " (abget; Batista et al. §3.2.) Aqui: " + State(s, r) + ".";
}

const WhyTranslation kEstimationWhyPt[] = {
    {kPlTrainResult, pathloadPt<porqueTrain, lineTrainResultPt>},
    {kPlFleetStart, pathloadPt<porqueFleetStart, lineFleetStartPt>},
    {kPlStream, pathloadPt<porqueStream, lineStreamPlPt>},
    {kPlFleetVerdict, pathloadPt<porqueVerdict, lineVerdictPt>},
    {kPlNextRate, pathloadPt<porqueNextRate, lineNextRatePt>},
    {kPlBracket, pathloadPt<porqueBracket, lineBracketPt>},
    {kPlDone, pathloadPt<porqueDone, lineDonePt>},
    {kPlResend, pathloadPt<porqueResend, lineResendPt>},
    {kAbStream, abgetPt<porqueStream, lineAbStreamPt>},
    {kAbVerdict, abgetPt<porqueAbVerdict, lineAbVerdictPt>},
};

}  // namespace

void registerEstimationWhyPt(Simulation& sim) { sim.registerWhyTranslations("pt-BR", kEstimationWhyPt); }

}  // namespace ps::estimation

// Event-log lines of the available-bandwidth estimators (pathload, abget, iperf) in Brazilian
// Portuguese (issue 13): every kind of trace_kinds.cpp, the same facts in the same order as the
// English, with Brazilian numbers ("12,345 Mbit/s", "PCT 0,52"). pathload's message names
// (controlName), the trend letters I/N/U/d and the variable names of seed 003 (ADR, PCT, PDT, Rmin,
// Rmax, Gmin, Gmax, L, T) stay as published.
#include "estimation_lines_pt.h"

#include <cstdint>
#include <string>

#include "../../core/simulation.h"
#include "../../core/trace_kinds.h"
#include "../../core/why_text_pt.h"
#include "pathload_config.h"
#include "pathload_math.h"
#include "trace_kinds.h"

namespace ps::estimation {
namespace {

std::string n(std::int64_t v) { return milharPt(v); }
// Whole microseconds, from a millisecond on in milliseconds ("1,250 ms"): "1.250 µs" could be read as 1.25 µs.
std::string microsPt(std::int64_t us) {
  return us < 1000 ? std::to_string(us) + " µs" : decimalPt(static_cast<double>(us) / 1e3, 3) + " ms";
}
std::string mbpsPt(double bps) { return decimalPt(bps / 1e6, 3) + " Mbit/s"; }
std::string kbpsPt(std::uint64_t kbps) { return mbpsPt(static_cast<double>(kbps) * 1e3); }
const char* letter(int t) { return trendLetter(static_cast<Trend>(t & 0xf)); }
const char* classePt(int t) {
  switch (static_cast<Trend>(t & 0xf)) {
    case Trend::kIncreasing:
      return "crescente (I)";
    case Trend::kNoTrend:
      return "sem tendência (N)";
    case Trend::kUnclear:
      return "indefinido (U)";
    default:
      return "descartado (d)";
  }
}
const char* vereditoPt(int v) {
  switch (v) {
    case kVerdictIncreasing:
      return "CRESCENTE";
    case kVerdictNoTrend:
      return "SEM TENDÊNCIA";
    case kVerdictGrey:
      return "CINZA";
    case kVerdictBad:
      return "RUIM (poucos fluxos utilizáveis)";
    case kVerdictAborted:
      return "ABORTO (perda)";
    default:
      return "?";
  }
}
std::string streamPt(const Simulation& s, const TraceRecord& r, const char* who) {
  const int cls = r.reason;
  const std::string head = s.nodeName(r.node) + who + ": o fluxo " + n(r.seq);
  if (cls & (1 << 13)) return head + " perdeu " + pluralPt(r.size, "sonda", "sondas") + "; a frota é abortada";
  if (!(cls & (1 << 12))) return head + " tem poucos atrasos de ida utilizáveis e é descartado";
  return head + " tem PCT " + decimalPt(unpackPct(r.a), 2) + " (" + letter(cls >> 4) + ") e PDT " +
         decimalPt(unpackPdt(r.a), 2) + " (" + letter(cls >> 8) + "), logo é " + classePt(cls);
}

std::string lineControlPt(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " envia " + controlName(r.seq) + " a " + s.nodeName(r.peer) + " pelo canal de controle";
}
std::string lineTrainPt(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " envia o trem ADR " + n(r.seq + 1) + ": " + pluralPt(r.size, "pacote", "pacotes") +
         " de " + pluralPt(r.a, "byte", "bytes") + " colados um ao outro";
}
std::string lineAbConnectPt(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " (abget) envia o SYN " + n(r.seq) + " a " + s.nodeName(r.peer) +
         " (retransmitido se não vier SYN-ACK em " + decimalPt(static_cast<double>(r.a) / 1e9, 0) + " s)";
}
std::string lineAbConnectedPt(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " (abget) está conectado a " + s.nodeName(r.peer) + " depois de " +
         pluralPt(r.seq, "SYN", "SYNs");
}
std::string lineAbRatePt(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " (abget) sonda a taxa " + n(r.seq) + ": " + mbpsPt(static_cast<double>(r.a)) + ", " +
         pluralPt(r.size, "fluxo", "fluxos");
}
std::string lineAbDonePt(const Simulation& s, const TraceRecord& r) {
  if (r.reason) return s.nodeName(r.node) + " (abget) desiste: não conseguiu se conectar ao servidor";
  const auto a = static_cast<std::uint64_t>(r.a);
  return s.nodeName(r.node) + " (abget) informa banda disponível de " + kbpsPt(a >> 32) + " a " +
         kbpsPt(a & 0xffffffffu) + " depois de " + pluralPt(r.seq, "taxa", "taxas") + ", em " +
         decimalPt(static_cast<double>(r.size) / 1000.0, 1) + " s";
}
std::string lineIpStartPt(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " (iperf -u) envia datagramas de " + n(r.seq) + " bytes a " + s.nodeName(r.peer) + " a " +
         mbpsPt(static_cast<double>(r.a)) + " por " + decimalPt(static_cast<double>(r.size) / 1000.0, 1) + " s";
}
std::string lineIpDonePt(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " (iperf) enviou " + pluralPt(r.seq, "datagrama", "datagramas") + ", " +
         pluralPt(r.a, "byte", "bytes");
}

}  // namespace

std::string lineTrainResultPt(const Simulation& s, const TraceRecord& r) {
  if (r.reason)
    return s.nodeName(r.node) + " julga bom o trem " + n(r.seq + 1) + ": ADR = " + mbpsPt(static_cast<double>(r.a));
  return s.nodeName(r.node) + " julga ruim o trem " + n(r.seq + 1) + " (um pacote se perdeu ou chegou fora de ordem)";
}
std::string lineFleetStartPt(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " pede a frota " + n(r.seq) + " a " + mbpsPt(static_cast<double>(r.a)) +
         ": L = " + pluralPt(r.reason, "byte", "bytes") + " a cada T = " + microsPt(r.size);
}
std::string lineStreamPlPt(const Simulation& s, const TraceRecord& r) { return streamPt(s, r, ""); }
std::string lineVerdictPt(const Simulation& s, const TraceRecord& r) {
  const int inc = static_cast<int>(r.size >> 16), nt = static_cast<int>((r.size >> 8) & 0xff),
            usable = static_cast<int>(r.size & 0xff);
  std::string line = s.nodeName(r.node) + ": o veredito da frota " + n(r.seq) + " a " +
                     mbpsPt(static_cast<double>(r.a)) + " é " + vereditoPt(r.reason);
  if (r.reason <= kVerdictBad)
    line +=
        " (" + n(inc) + " I e " + n(nt) + " N de " + pluralPt(usable, "fluxo utilizável", "fluxos utilizáveis") + ")";
  return line;
}
std::string lineNextRatePt(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " vai sondar " + mbpsPt(static_cast<double>(r.a)) + " em seguida" +
         (r.reason ? " (fase exponencial)" : " (bisseção)");
}
std::string lineBracketPt(const Simulation& s, const TraceRecord& r) {
  const auto a = static_cast<std::uint64_t>(r.a);
  return s.nodeName(r.node) + ": Rmin " + kbpsPt(a >> 32) + ", Rmax " + kbpsPt(a & 0xffffffffu) + ", Gmin " +
         kbpsPt(r.seq) + ", Gmax " + kbpsPt(r.size);
}
std::string lineDonePt(const Simulation& s, const TraceRecord& r) {
  const auto a = static_cast<std::uint64_t>(r.a);
  const std::uint64_t hi = a & 0xffffffffu;
  const std::string range =
      hi == 0xffffffffu ? "maior que " + kbpsPt(a >> 32) : "de " + kbpsPt(a >> 32) + " a " + kbpsPt(hi);
  return s.nodeName(r.node) + " informa banda disponível " + range + " depois de " +
         pluralPt(r.seq, "frota", "frotas") + ", em " + decimalPt(static_cast<double>(r.size) / 1000.0, 1) + " s";
}
std::string lineResendPt(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " reenvia " + controlName(r.seq) + " (sem resposta após " +
         (r.a < 1000000000 ? decimalPt(static_cast<double>(r.a) / 1e6, 0) + " ms"
                           : decimalPt(static_cast<double>(r.a) / 1e9, 3) + " s") +
         ")";
}
std::string lineAbStreamPt(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " (abget): o fluxo " + n(r.seq) + " perdeu " + pluralPt(r.size, "sonda", "sondas") +
         ", PCT " + decimalPt(unpackPct(r.a), 2) + ", PDT " + decimalPt(unpackPdt(r.a), 2) + ", logo é " +
         classePt(r.reason);
}
std::string lineAbVerdictPt(const Simulation& s, const TraceRecord& r) {
  return s.nodeName(r.node) + " (abget): o veredito da taxa " + n(r.seq) + " a " + mbpsPt(static_cast<double>(r.a)) +
         " é " + vereditoPt(r.reason);
}

namespace {

const LineTranslation kEstimationLinesPt[] = {
    {kPlControl, lineControlPt},       {kPlTrain, lineTrainPt},       {kPlTrainResult, lineTrainResultPt},
    {kPlFleetStart, lineFleetStartPt}, {kPlStream, lineStreamPlPt},   {kPlFleetVerdict, lineVerdictPt},
    {kPlNextRate, lineNextRatePt},     {kPlBracket, lineBracketPt},   {kPlDone, lineDonePt},
    {kPlResend, lineResendPt},         {kAbConnect, lineAbConnectPt}, {kAbConnected, lineAbConnectedPt},
    {kAbRateStart, lineAbRatePt},      {kAbStream, lineAbStreamPt},   {kAbVerdict, lineAbVerdictPt},
    {kAbDone, lineAbDonePt},           {kIpStart, lineIpStartPt},     {kIpDone, lineIpDonePt},
};

}  // namespace

void registerEstimationLinesPt(Simulation& sim) { sim.registerLineTranslations("pt-BR", kEstimationLinesPt); }

}  // namespace ps::estimation

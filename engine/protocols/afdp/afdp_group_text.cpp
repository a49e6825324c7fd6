// The group's roles in words (afdp_group_text.h). The paper (seed 004, section "Protocol Overview")
// says only that the secretary "is either specified on the command line or found by broadcasting or
// multicasting a FIND_SECRETARY query to a well-known port", that if none replies "the subscriber may
// become the group secretary", and that "a voting procedure selects the secretary with the highest IP
// number". The timing (1 s, three tries, a 1 s vote window), the lease and the retry after a refusal
// are the digest's choices (§2.4, §5 rows 21, 22, 25), and the why-texts say so.
#include "afdp_group_text.h"

#include <cstdint>
#include <cstdio>
#include <string>

#include "../../core/simulation.h"
#include "../../core/trace_kinds.h"
#include "../../core/why_text_pt.h"
#include "afdp_config.h"
#include "afdp_trace.h"

namespace ps::afdp {
namespace {

std::string n(std::int64_t v) { return std::to_string(v); }
std::string secs(std::int64_t ns) {
  char b[32];
  std::snprintf(b, sizeof b, "%g s", static_cast<double>(ns) / 1e9);
  return b;
}
std::string name(const Simulation& s, std::uint32_t node) { return s.nodeName(node); }
std::string nPt(std::int64_t v) { return milharPt(v); }
std::string secsPt(std::int64_t ns) { return duracaoPt(ns); }

// ---- English lines ----
std::string eFind(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " broadcasts FIND_SECRETARY on its LAN (try " + n(r.seq) + " of " + n(r.size) + ")";
}
std::string eHere(const Simulation& s, const TraceRecord& r) {
  return "secretary " + name(s, r.node) + " answers " + name(s, r.peer) + " with SECRETARY_HERE" +
         (r.reason == 1 ? " (its claim was lower)" : "");
}
std::string eFound(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " has found its secretary " + name(s, r.peer) + " after " + n(r.seq) +
         " FIND_SECRETARY queries";
}
std::string eClaim(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " broadcasts SECRETARY_CLAIM with id " + n(r.seq) +
         (r.reason == 1 ? ", answering a lower claim" : " and waits " + secs(r.a) + " for a higher one");
}
std::string eYield(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " hears the higher claim of " + name(s, r.peer) +
         ", gives up and looks for the secretary again";
}
std::string eElected(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " heard no higher claim in " + secs(r.a) + " and becomes the group's secretary";
}
std::string eLease(const Simulation& s, const TraceRecord& r) {
  return "secretary " + name(s, r.node) + " ends the lease of " + name(s, r.peer) + " (message " + n(r.seq) +
         ") after " + secs(r.a) + " without PUBLISH_DONE; " + n(r.size) + " publishers remain active";
}
std::string eRefused(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " is refused by secretary " + name(s, r.peer) +
         (r.reason == 1 ? " and will ask again in " + secs(r.a) : " and gives up");
}

// ---- English why-texts ----
std::string cite(const std::string& rule, const std::string& line) {
  return rule + " (AFDP paper, section \"Protocol Overview\"; the timing is the digest's choice). Here: " + line + ".";
}
std::string wFind(const Simulation& s, const TraceRecord& r) {
  return cite(
      "A host not told its secretary asks for it by broadcast on the well-known port; it waits 1 s for an "
      "answer and tries three times before it concludes that no secretary exists",
      eFind(s, r));
}
std::string wClaim(const Simulation& s, const TraceRecord& r) {
  return cite(
      "When no secretary answers, the subscriber may become secretary itself; if several try at once, a "
      "vote lets the highest host id win: each candidate claims, and a lower one gives up",
      eClaim(s, r));
}
std::string wYield(const Simulation& s, const TraceRecord& r) {
  return cite(
      "In a race the candidate with the highest id wins; a lower one withdraws and asks again, and the "
      "winner will answer it",
      eYield(s, r));
}
std::string wElected(const Simulation& s, const TraceRecord& r) {
  return cite(
      "A candidate that hears no higher claim during the vote window starts the secretary's ports and then "
      "joins as a subscriber too",
      eElected(s, r));
}
std::string wLease(const Simulation& s, const TraceRecord& r) {
  return "The secretary counts a publisher active from its grant until PUBLISH_DONE, and a lease (afdp.lease) "
         "bounds that, so a publisher that died cannot hold its slot forever (digest section 5, row 22; the paper "
         "names neither). Here: " +
         eLease(s, r) + ".";
}
std::string wRefused(const Simulation& s, const TraceRecord& r) {
  return "The secretary refuses a publisher while too many are active; the publisher then stops, or with "
         "afdp.retryRefused asks again 5 s later (digest section 5, row 21). Here: " +
         eRefused(s, r) + ".";
}

// ---- Portuguese lines ----
std::string pFind(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " envia FIND_SECRETARY por broadcast na sua LAN (tentativa " + nPt(r.seq) + " de " +
         nPt(r.size) + ")";
}
std::string pHere(const Simulation& s, const TraceRecord& r) {
  return "o secretário " + name(s, r.node) + " responde a " + name(s, r.peer) + " com SECRETARY_HERE" +
         (r.reason == 1 ? " (a candidatura dele era menor)" : "");
}
std::string pFound(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " encontrou seu secretário " + name(s, r.peer) + " depois de " +
         pluralPt(r.seq, "consulta FIND_SECRETARY", "consultas FIND_SECRETARY");
}
std::string pClaim(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " envia SECRETARY_CLAIM por broadcast com o id " + nPt(r.seq) +
         (r.reason == 1 ? ", em resposta a uma candidatura menor" : " e espera " + secsPt(r.a) + " por uma maior");
}
std::string pYield(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " ouve a candidatura maior de " + name(s, r.peer) +
         ", desiste e volta a procurar o secretário";
}
std::string pElected(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " não ouviu candidatura maior em " + secsPt(r.a) + " e se torna o secretário do grupo";
}
std::string pLease(const Simulation& s, const TraceRecord& r) {
  return "o secretário " + name(s, r.node) + " encerra a concessão de " + name(s, r.peer) + " (mensagem " + nPt(r.seq) +
         ") após " + secsPt(r.a) + " sem PUBLISH_DONE; " +
         pluralPt(r.size, "publicador continua ativo", "publicadores continuam ativos");
}
std::string pRefused(const Simulation& s, const TraceRecord& r) {
  return name(s, r.node) + " é recusado pelo secretário " + name(s, r.peer) +
         (r.reason == 1 ? " e pedirá de novo em " + secsPt(r.a) : " e desiste");
}

// ---- Portuguese why-texts ----
std::string citePt(const std::string& rule, const std::string& line) {
  return rule + " (artigo do AFDP, seção \"Protocol Overview\"; os tempos são escolha do resumo). Aqui: " + line + ".";
}
std::string qFind(const Simulation& s, const TraceRecord& r) {
  return citePt(
      "Um host que não sabe quem é o secretário pergunta por broadcast na porta conhecida; espera 1 s "
      "por resposta e tenta três vezes antes de concluir que não há secretário",
      pFind(s, r));
}
std::string qClaim(const Simulation& s, const TraceRecord& r) {
  return citePt(
      "Se nenhum secretário responde, o assinante pode tornar-se secretário; se vários tentam ao mesmo "
      "tempo, uma votação dá a vitória ao maior id: cada candidato se apresenta e o menor desiste",
      pClaim(s, r));
}
std::string qYield(const Simulation& s, const TraceRecord& r) {
  return citePt(
      "Numa disputa vence o candidato de maior id; o menor desiste e pergunta de novo, e o vencedor vai "
      "responder",
      pYield(s, r));
}
std::string qElected(const Simulation& s, const TraceRecord& r) {
  return citePt(
      "Um candidato que não ouve candidatura maior durante a janela de votação abre as portas do "
      "secretário e depois também entra como assinante",
      pElected(s, r));
}
std::string qLease(const Simulation& s, const TraceRecord& r) {
  return "O secretário conta um publicador como ativo da concessão até o PUBLISH_DONE, e uma validade "
         "(afdp.lease) limita isso, para que um publicador que morreu não ocupe a vaga para sempre (resumo, seção "
         "5, linha 22; o artigo não fala de nenhum dos dois). Aqui: " +
         pLease(s, r) + ".";
}
std::string qRefused(const Simulation& s, const TraceRecord& r) {
  return "O secretário recusa um publicador enquanto há publicadores ativos demais; o publicador então para, ou, "
         "com afdp.retryRefused, pede de novo 5 s depois (resumo, seção 5, linha 21). Aqui: " +
         pRefused(s, r) + ".";
}

const TraceKindDecl kGroupKinds[] = {
    {kTrFindSecretary,
     "afdp-find-secretary",
     "control",
     PacketRole::kControl,
     {.packet = "packet", .seq = "try", .size = "tries"},
     eFind,
     wFind},
    {kTrSecretaryHere,
     "afdp-secretary-here",
     "control",
     PacketRole::kControl,
     {.peer = "asker", .packet = "packet", .reason = "0 FIND / 1 lower claim"},
     eHere},
    {kTrSecretaryFound,
     "afdp-secretary-found",
     "control",
     PacketRole::kNone,
     {.peer = "secretary", .seq = "queries"},
     eFound},
    {kTrClaim,
     "afdp-claim",
     "control",
     PacketRole::kControl,
     {.packet = "packet", .seq = "id", .a = "vote window ns", .reason = "1 answers a lower claim"},
     eClaim,
     wClaim},
    {kTrClaimYield, "afdp-claim-yield", "control", PacketRole::kNone, {.peer = "higher candidate"}, eYield, wYield},
    {kTrElected, "afdp-elected", "control", PacketRole::kNone, {.a = "vote window ns"}, eElected, wElected},
    {kTrLeaseExpired,
     "afdp-lease-expired",
     "control",
     PacketRole::kNone,
     {.peer = "publisher", .seq = "message id", .size = "active", .a = "lease ns"},
     eLease,
     wLease},
    {kTrRefusedIn,
     "afdp-refused",
     "control",
     PacketRole::kNone,
     {.peer = "secretary", .a = "retry ns", .reason = "1 retries"},
     eRefused,
     wRefused},
};

const LineTranslation kGroupLinesPt[] = {
    {kTrFindSecretary, pFind}, {kTrSecretaryHere, pHere}, {kTrSecretaryFound, pFound}, {kTrClaim, pClaim},
    {kTrClaimYield, pYield},   {kTrElected, pElected},    {kTrLeaseExpired, pLease},   {kTrRefusedIn, pRefused},
};

const WhyTranslation kGroupWhyPt[] = {
    {kTrFindSecretary, qFind}, {kTrClaim, qClaim},        {kTrClaimYield, qYield},
    {kTrElected, qElected},    {kTrLeaseExpired, qLease}, {kTrRefusedIn, qRefused},
};

}  // namespace

void registerAfdpGroupKinds(Simulation& sim) {
  sim.registerTraceKinds(kGroupKinds);
  sim.registerLineTranslations("pt-BR", kGroupLinesPt);
  sim.registerWhyTranslations("pt-BR", kGroupWhyPt);
}

}  // namespace ps::afdp

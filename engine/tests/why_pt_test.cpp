// Why-texts in Brazilian Portuguese (issue 13, "languages ... for all interface text, why-texts"):
// every kind that explains itself in English has a pt-BR text registered beside it, and on real
// records of each family's shipped scenarios that text is Portuguese, not the English one: it names
// the node, cites the same source, writes numbers the Brazilian way, and changes nothing in the run.
#include <gtest/gtest.h>

#include <regex>
#include <set>
#include <string>

#include "../core/why_text_pt.h"
#include "why_runs.h"

namespace ps {
namespace {

using whyruns::FamilyRun;
using whyruns::firstOfEachKind;
using whyruns::kRuns;
using whyruns::load;

// A citation in either language: a section sign, an RFC, or a named section or chapter.
const std::regex kCitation("§|RFC [0-9]+|section \"|seção \"|chapter [0-9]|capítulo [0-9]");
// Words a Portuguese sentence of any length uses and an English one does not.
const std::regex kPortuguese(" (o|a|os|as|de|do|da|que|não|é|um|uma|para|com) ");
// A quantity with a decimal point ("3.20 ms", "1.5 Mbit/s") betrays an English number helper
// (section numbers such as "§3.2" carry no unit, so they do not match).
const std::regex kEnglishNumber("[0-9]\\.[0-9]{1,2} ?(ms|s|µs|ns|Mbit/s|Mb/s|kbit/s|kb/s|%|bit|B)([^A-Za-z]|$)");

TEST(WhyPt, NumbersAreWrittenTheBrazilianWay) {
  EXPECT_EQ(milharPt(67384), "67.384");
  EXPECT_EQ(milharPt(-1234567), "-1.234.567");
  EXPECT_EQ(milharPt(999), "999");
  EXPECT_EQ(decimalPt(3.14159, 2), "3,14");
  EXPECT_EQ(decimalPt(12345.5, 1), "12.345,5");
  EXPECT_EQ(decimalPt(-0.001, 2), "0,00");
  EXPECT_EQ(decimalPt(-2.5, 1), "-2,5");
  EXPECT_EQ(pluralPt(1, "confirmação", "confirmações"), "1 confirmação");
  EXPECT_EQ(pluralPt(1200, "confirmação", "confirmações"), "1.200 confirmações");
  EXPECT_EQ(duracaoPt(850), "850 ns");
  EXPECT_EQ(duracaoPt(12500), "12,5 µs");
  EXPECT_EQ(duracaoPt(3200000), "3,20 ms");
  EXPECT_EQ(duracaoPt(1500000000), "1,500 s");
}

TEST(WhyPt, EveryKindThatExplainsHasABrazilianPortugueseText) {
  std::set<std::string> checked;
  for (const FamilyRun& f : kRuns) {
    auto sim = load(f.scenario);
    ASSERT_TRUE(sim);
    for (const TraceKindDecl& k : sim->traceKinds()) {
      if (!k.why) continue;
      checked.insert(k.name);
      EXPECT_NE(sim->whyTranslation("pt-BR", k.kind), nullptr)
          << f.family << ": kind \"" << k.name << "\" (" << k.kind << ") has no pt-BR why-text";
    }
  }
  // Every family's vocabulary was looked at, not a handful of names.
  for (const char* name : {"drop", "collision", "backoff", "timeout", "window-advance", "poll", "nak", "tcp-timeout",
                           "tcp-fast-retransmit", "tfrc-rate", "ccid2-loss", "pathload-fleet-verdict", "afdp-tp",
                           "seq-multicast", "es-nak", "cm-retransmission", "rra-poll"})
    EXPECT_TRUE(checked.count(name)) << name;
}

TEST(WhyPt, RealRecordsOfEveryFamilyReadInPortuguese) {
  for (const FamilyRun& f : kRuns) {
    auto sim = load(f.scenario);
    ASSERT_TRUE(sim);
    const auto first = firstOfEachKind(*sim, f.maxEvents);
    const std::string hashAfterRun = sim->trace().hashHex();
    for (const auto& [kind, r] : first) {
      if (!sim->whyTranslation("pt-BR", kind)) continue;  // the coverage test above reports it
      const std::string en = sim->explain(r);
      const std::string pt = sim->explain(r, "pt-BR");
      SCOPED_TRACE(std::string(f.family) + " / " + sim->traceKind(kind)->name + ": " + pt);
      EXPECT_NE(pt, en);
      EXPECT_GT(pt.size(), 60u);
      EXPECT_TRUE(std::regex_search(pt, kPortuguese)) << "reads as Portuguese";
      EXPECT_FALSE(std::regex_search(pt, kEnglishNumber)) << "numbers with a decimal comma and grouping dots";
      EXPECT_NE(pt.find(sim->nodeName(r.node)), std::string::npos) << "names the node";
      if (kind >= 100) {
        EXPECT_TRUE(std::regex_search(pt, kCitation)) << "cites its source";
      }
      EXPECT_EQ(pt, sim->explain(r, "pt-BR")) << "the same record always gets the same text";
      EXPECT_EQ(en, sim->explain(r, "en")) << "English stays English";
      EXPECT_EQ(en, sim->explain(r, "fr")) << "a language without translations falls back to English";
    }
    EXPECT_EQ(hashAfterRun, sim->trace().hashHex()) << "asking why changes nothing in the run";
  }
}

}  // namespace
}  // namespace ps

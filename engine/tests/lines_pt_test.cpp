// Event-log lines in Brazilian Portuguese (issue 13, "languages ... for all interface text"): every
// trace kind of every family has a pt-BR log line registered beside its English renderer, and on real
// records of each family's shipped scenarios that line is the Portuguese one: it differs from the
// English, names the same node, writes numbers the Brazilian way, and asking changes nothing in the run.
#include <gtest/gtest.h>

#include <regex>
#include <set>
#include <string>

#include "why_runs.h"

namespace ps {
namespace {

using whyruns::FamilyRun;
using whyruns::firstOfEachKind;
using whyruns::kRuns;
using whyruns::load;

// A quantity with a decimal point ("3.20 ms", "1.5 Mbit/s", "0.500 s") betrays an English number
// helper. Exactly three digits after a dot in a number not starting with 0 are a Brazilian grouped
// thousand ("27.740 B", "2.000 ms"), so those pass; an English "3.200 ms" is not told apart from it.
const std::regex kEnglishNumber(
    "(^|[^0-9.,])(0\\.[0-9]+|[0-9]+\\.([0-9]{1,2}|[0-9]{4,})) "
    "?(ms|s|µs|ns|Mbit/s|Mb/s|kbit/s|kb/s|%|bit|B)([^A-Za-z]|$)");

TEST(LinesPt, TheEnglishNumberPatternTellsDecimalsFromGroupedThousands) {
  for (const char* english : {"3.20 ms", "1.5 Mbit/s", "0.500 s", "a 12.5% loss", "7.1234 s"})
    EXPECT_TRUE(std::regex_search(english, kEnglishNumber)) << english;
  for (const char* brazilian : {"27.740 B", "2.000 ms", "1.234.567 B", "3,20 ms", "0,500 s", "12,5%", "v1.2 of"})
    EXPECT_FALSE(std::regex_search(brazilian, kEnglishNumber)) << brazilian;
}

TEST(LinesPt, EveryKindOfEveryFamilyHasABrazilianPortugueseLine) {
  std::set<std::string> checked;
  for (const FamilyRun& f : kRuns) {
    auto sim = load(f.scenario);
    ASSERT_TRUE(sim);
    for (const TraceKindDecl& k : sim->traceKinds()) {
      if (!k.render) continue;
      checked.insert(k.name);
      EXPECT_NE(sim->lineTranslation("pt-BR", k.kind), nullptr)
          << f.family << ": kind \"" << k.name << "\" (" << k.kind << ") has no pt-BR log line";
    }
  }
  // Every family's vocabulary was looked at, not a handful of names.
  for (const char* name :
       {"tx-start", "drop", "collision", "backoff", "data-sent", "timeout", "poll", "tcp-timeout", "tfrc-rate",
        "ccid2-loss", "pathload-fleet-verdict", "afdp-tp", "seq-multicast", "es-nak", "cm-retransmission", "rra-poll"})
    EXPECT_TRUE(checked.count(name)) << name;
}

TEST(LinesPt, RealRecordsOfEveryFamilyReadInPortuguese) {
  std::size_t lines = 0;
  for (const FamilyRun& f : kRuns) {
    auto sim = load(f.scenario);
    ASSERT_TRUE(sim);
    const auto first = firstOfEachKind(*sim, f.maxEvents, /*explainingOnly=*/false);
    const std::string hashAfterRun = sim->trace().hashHex();
    for (const auto& [kind, r] : first) {
      if (!sim->lineTranslation("pt-BR", kind)) continue;  // the coverage test above reports it
      const std::string en = sim->describe(r);
      const std::string pt = sim->describe(r, "pt-BR");
      SCOPED_TRACE(std::string(f.family) + " / " + sim->traceKind(kind)->name + ": " + en + " | " + pt);
      EXPECT_NE(pt, en);
      EXPECT_FALSE(std::regex_search(pt, kEnglishNumber)) << "numbers with a decimal comma and grouping dots";
      if (en.find(sim->nodeName(r.node)) != std::string::npos) {
        EXPECT_NE(pt.find(sim->nodeName(r.node)), std::string::npos) << "names the node the English line names";
      }
      EXPECT_EQ(pt, sim->describe(r, "pt-BR")) << "the same record always gets the same line";
      EXPECT_EQ(en, sim->describe(r, "en")) << "English stays English";
      EXPECT_EQ(en, sim->describe(r, "fr")) << "a language without translations falls back to English";
      ++lines;
    }
    EXPECT_EQ(hashAfterRun, sim->trace().hashHex()) << "describing changes nothing in the run";
  }
  EXPECT_GT(lines, 100u) << "most kinds occur in the families' runs";
}

}  // namespace
}  // namespace ps

// Why-texts (issue 13, "why, for every event that matters"): every family declares a "why"
// renderer for each of its kinds that a student asks about (collisions, backoffs, timeouts,
// retransmissions, NAKs, polls, drops, window moves), and rendering them on real records of the
// family's shipped scenarios gives a sentence that names the node and cites its source section.
#include <gtest/gtest.h>

#include <map>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "../core/trace.h"
#include "../scenario/loader.h"
#include "ethernet_test_util.h"
#include "why_runs.h"

namespace ps {
namespace {

using testutil::readRepoFile;
using whyruns::FamilyRun;
using whyruns::firstOfEachKind;
using whyruns::kRuns;
using whyruns::load;

// What "matters": the kinds of every family whose name says it is one of the event kinds.
const std::regex kMatters(
    "collision|backoff|discard|timeout|timer|retrans|nak|poll|drop|lost|loss|failure|window|gap|choke|"
    "dupack|partial-ack|recovery|token-passed|nofeedback|resend|verdict|next-rate|bracket|purge|refused");
// A citation: a section sign, an RFC, or a named section of a paper without numbered sections.
const std::regex kCitation("§|RFC [0-9]+|section \"|chapter [0-9]");

TEST(Why, EveryKindThatMattersExplainsItself) {
  std::set<std::string> checked;
  for (const FamilyRun& f : kRuns) {
    auto sim = load(f.scenario);
    ASSERT_TRUE(sim);
    for (const TraceKindDecl& k : sim->traceKinds()) {
      if (k.kind < 100 || !std::regex_search(k.name, kMatters)) continue;  // core kinds: see below
      checked.insert(k.name);
      EXPECT_NE(k.why, nullptr) << f.family << ": kind \"" << k.name << "\" (" << k.kind << ") has no why renderer";
    }
    if (const TraceKindDecl* drop = sim->traceKind(kDrop)) {
      EXPECT_NE(drop->why, nullptr) << f.family << ": drop";
    }
  }
  // The rule above must have reached every family's vocabulary, not a handful of names.
  EXPECT_GE(checked.size(), 50u);
  for (const char* name : {"collision", "backoff", "timeout", "retransmission", "window-advance", "nak", "poll",
                           "tcp-timeout", "tcp-fast-retransmit", "ccid2-loss", "tfrc-nofeedback", "pathload-resend",
                           "afdp-nak-received", "afdp-buffer-drop", "lit-timeout", "es-nak", "cm-retransmission"})
    EXPECT_TRUE(checked.count(name)) << name;
}

TEST(Why, RealRecordsOfEveryFamilyGiveSentencesWithNodeAndCitation) {
  std::set<std::string> seen;
  for (const FamilyRun& f : kRuns) {
    auto sim = load(f.scenario);
    ASSERT_TRUE(sim);
    const auto first = firstOfEachKind(*sim, f.maxEvents);
    EXPECT_GE(first.size(), 2u) << f.family << ": too few explaining kinds occurred";
    const std::string hashAfterRun = sim->trace().hashHex();
    for (const auto& [kind, r] : first) {
      const TraceKindDecl* k = sim->traceKind(kind);
      const std::string why = sim->explain(r);
      seen.insert(k->name);
      SCOPED_TRACE(std::string(f.family) + " / " + k->name + ": " + why);
      EXPECT_GT(why.size(), 60u);
      EXPECT_NE(why.find(sim->nodeName(r.node)), std::string::npos) << "names the node";
      if (kind >= 100) {
        EXPECT_TRUE(std::regex_search(why, kCitation)) << "cites its source";
      }
      EXPECT_EQ(why, sim->explain(r)) << "the same record always gets the same text";
    }
    // Asking why changes nothing in the run.
    EXPECT_EQ(hashAfterRun, sim->trace().hashHex());
  }
  for (const char* name : {"collision", "backoff", "timeout", "retransmission", "window-advance", "poll-subgroup",
                           "nak", "tcp-fast-retransmit", "tcp-dupack", "pathload-fleet-verdict", "afdp-tp"})
    EXPECT_TRUE(seen.count(name)) << name << " never occurred in the short runs";
}

TEST(Why, TimeoutNamesTheRuleTheStateAndTheSection) {
  auto sim = load("scenarios/ethernet-ack-implosion.json");
  ASSERT_TRUE(sim);
  TraceRecord r;
  r.kind = 132;  // kMcTimeout, multicast retransmission: one timer for the group
  r.node = 0;
  r.seq = 1;
  r.size = 12;
  r.a = 2;
  const std::string why = sim->explain(r);
  EXPECT_NE(why.find("S's timer expired"), std::string::npos) << why;
  EXPECT_NE(why.find("2 acknowledgments"), std::string::npos) << why;
  EXPECT_NE(why.find("bit times"), std::string::npos) << why;
  EXPECT_NE(why.find("thesis §"), std::string::npos) << why;
}

}  // namespace
}  // namespace ps

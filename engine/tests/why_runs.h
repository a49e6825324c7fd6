// The runs the why-text tests share (why_test.cpp in English, why_pt_test.cpp in Portuguese): one
// or two shipped scenarios per family, run far enough that most of its explaining kinds occur.
#pragma once
#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <vector>

#include "../core/simulation.h"
#include "../core/trace.h"
#include "../scenario/loader.h"
#include "ethernet_test_util.h"

namespace ps::whyruns {

struct FamilyRun {
  const char* family;
  const char* scenario;
  std::uint64_t maxEvents;
};

inline const FamilyRun kRuns[] = {
    {"ethernet MSAW", "scenarios/ethernet-ack-implosion.json", 400000},
    {"ethernet MBAP", "scenarios/ethernet-block-acks.json", 400000},
    {"ethernet 802.3", "scenarios/ethernet-8023-bus.json", 200000},
    {"polling RBP", "scenarios/polling-dumbbell-rbp-nak.json", 400000},
    {"polling PSEW", "scenarios/polling-star-psew-subgroups.json", 400000},
    {"TCP", "scenarios/tcp-fast-retransmit.json", 400000},
    {"DCCP CCID 2", "scenarios/dccp-ccid2-ack-vector.json", 400000},
    {"DCCP CCID 3", "scenarios/dccp-tfrc-smoothness.json", 400000},
    {"pathload", "scenarios/estimation-pathload-cbr.json", 600000},
    {"AFDP", "scenarios/afdp-slow-subscriber.json", 400000},
    {"AFDP LEAVE and SHUTDOWN", "scenarios/afdp-leave-and-shutdown.json", 400000},
    {"sequencer", "scenarios/literature-sequencer.json", 400000},
    {"Erramilli & Singh", "scenarios/literature-erramilli-singh-flush.json", 400000},
    {"Chang & Maxemchuk", "scenarios/literature-chang-maxemchuk.json", 400000},
    {"round-robin ACKs", "scenarios/literature-round-robin-acks.json", 400000},
};

inline std::unique_ptr<Simulation> load(const char* scenario) {
  LoadResult r = loadScenario(testutil::readRepoFile(scenario));
  EXPECT_TRUE(r.sim) << scenario << ": " << (r.errors.empty() ? "" : r.errors.front());
  return std::move(r.sim);
}

// The first record of each explaining kind (of every kind when `explainingOnly` is false), after
// running up to `maxEvents` events.
inline std::map<std::uint16_t, TraceRecord> firstOfEachKind(Simulation& sim, std::uint64_t maxEvents,
                                                            bool explainingOnly = true) {
  std::map<std::uint16_t, TraceRecord> first;
  std::vector<TraceRecord> batch;
  sim.start();
  for (std::uint64_t done = 0; done < maxEvents && !sim.finished();) {
    const std::uint64_t ran = sim.step(20000);
    sim.trace().drain(batch);
    for (const TraceRecord& r : batch) {
      const TraceKindDecl* k = sim.traceKind(r.kind);
      if (k && (k->why || !explainingOnly) && !first.count(r.kind)) first.emplace(r.kind, r);
    }
    if (ran == 0) break;
    done += ran;
  }
  return first;
}

}  // namespace ps::whyruns

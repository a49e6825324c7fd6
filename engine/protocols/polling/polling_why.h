// Why-texts of the polling protocols' trace kinds (trace_kinds.h): the rule that fired, the state
// that made it fire, and the section of seed 000 (Barcellos & Detsch) it comes from.
#pragma once
#include <string>

#include "../../core/simulation.h"

namespace ps::polling {

std::string whyRetransmission(const Simulation& s, const TraceRecord& r);
std::string whyPoll(const Simulation& s, const TraceRecord& r);
std::string whyPollSubgroup(const Simulation& s, const TraceRecord& r);
std::string whyNak(const Simulation& s, const TraceRecord& r);
std::string whyWindowAdvance(const Simulation& s, const TraceRecord& r);
std::string whyTimeout(const Simulation& s, const TraceRecord& r);
std::string whyWindowLocked(const Simulation& s, const TraceRecord& r);

// The same texts in Brazilian Portuguese (polling_why_pt.cpp), registered with the kinds.
void registerPollingWhyPt(Simulation& sim);
// Their log lines in Brazilian Portuguese (polling_lines_pt.cpp), registered with the kinds.
void registerPollingLinesPt(Simulation& sim);

}  // namespace ps::polling

// Why-texts of the thesis's multicast protocols MSAW and MBAP (trace_kinds.h): the rule of the
// protocol that fired, the state that made it fire, and the thesis section it comes from.
#pragma once
#include <string>

#include "../../core/simulation.h"

namespace ps {

std::string whyMcRetransmission(const Simulation& s, const TraceRecord& r);
std::string whyMcTimeout(const Simulation& s, const TraceRecord& r);
std::string whyMcAckScheduled(const Simulation& s, const TraceRecord& r);
std::string whyMcFailure(const Simulation& s, const TraceRecord& r);
std::string whyMcDuplicate(const Simulation& s, const TraceRecord& r);
std::string whyMcWindowAdvance(const Simulation& s, const TraceRecord& r);
std::string whyMcAckTimer(const Simulation& s, const TraceRecord& r);
std::string whyMcAckIgnored(const Simulation& s, const TraceRecord& r);

// The same texts in Brazilian Portuguese (multicast_why_pt.cpp), registered with the kinds.
void registerMulticastWhyPt(Simulation& sim);
// Their log lines in Brazilian Portuguese (multicast_lines_pt.cpp), registered with the kinds.
void registerMulticastLinesPt(Simulation& sim);

}  // namespace ps

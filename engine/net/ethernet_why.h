// Why-texts of the Ethernet LAN's trace kinds (trace_kinds.h): the CSMA/CD rule behind a
// collision, a backoff, a discard or a drop, with the state that made it fire and its source.
#pragma once
#include <string>

#include "../core/simulation.h"

namespace ps {

std::string whyEthCollision(const Simulation& s, const TraceRecord& r);
std::string whyEthBackoff(const Simulation& s, const TraceRecord& r);
std::string whyEthDefer(const Simulation& s, const TraceRecord& r);
std::string whyEthDiscard(const Simulation& s, const TraceRecord& r);
std::string whyEthDrop(const Simulation& s, const TraceRecord& r);

// The same texts in Brazilian Portuguese (ethernet_why_pt.cpp), registered with the kinds.
void registerEthernetWhyPt(Simulation& sim);
// Their log lines in Brazilian Portuguese (ethernet_lines_pt.cpp), registered with the kinds.
void registerEthernetLinesPt(Simulation& sim);
// fmtBits in Portuguese: "67.384 tempos de bit" or "12,5 µs" (ethernet_why_pt.cpp).
std::string fmtBitsPt(const Simulation& s, SimTime ns);

}  // namespace ps

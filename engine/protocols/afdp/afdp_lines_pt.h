// AFDP's event-log lines in Brazilian Portuguese (afdp_lines_pt.cpp): the same facts in the same order
// as the English renderers in afdp_trace.cpp. As the English why-texts end with the English line
// ("Here: ..."), the Portuguese ones (afdp_why_pt.cpp) end with these ("Aqui: ..."), so the lines
// the why-texts quote are declared here.
#pragma once
#include <string>

#include "../../core/trace.h"

namespace ps {
class Simulation;
}

namespace ps::afdp {

std::string lineMemberPt(const Simulation& s, const TraceRecord& r);
std::string lineGrantPt(const Simulation& s, const TraceRecord& r);
std::string lineRefusePt(const Simulation& s, const TraceRecord& r);
std::string lineRetxPt(const Simulation& s, const TraceRecord& r);
std::string lineTpPt(const Simulation& s, const TraceRecord& r);
std::string lineNakInPt(const Simulation& s, const TraceRecord& r);
std::string lineNakSchedPt(const Simulation& s, const TraceRecord& r);
std::string lineNakSentPt(const Simulation& s, const TraceRecord& r);
std::string lineNakCancelPt(const Simulation& s, const TraceRecord& r);
std::string lineDropPt(const Simulation& s, const TraceRecord& r);
std::string lineLatePt(const Simulation& s, const TraceRecord& r);
std::string lineFragPt(const Simulation& s, const TraceRecord& r);
std::string lineLeavePt(const Simulation& s, const TraceRecord& r);
std::string lineRemovedPt(const Simulation& s, const TraceRecord& r);
std::string lineShutdownPt(const Simulation& s, const TraceRecord& r);
std::string lineShutdownInPt(const Simulation& s, const TraceRecord& r);

// Registers the lines of every AFDP kind (called by registerAfdpTraceKinds).
void registerAfdpLinesPt(Simulation& sim);

}  // namespace ps::afdp

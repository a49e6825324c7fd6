// The estimators' event-log lines in Brazilian Portuguese (estimation_lines_pt.cpp): the same facts in
// the same order as the English renderers in trace_kinds.cpp. As the English why-texts end with the
// English line ("Here: ..."), the Portuguese ones (estimation_why_pt.cpp) end with these
// ("Aqui: ..."), so the lines the why-texts quote are declared here.
#pragma once
#include <string>

#include "../../core/trace.h"

namespace ps {
class Simulation;
}

namespace ps::estimation {

std::string lineTrainResultPt(const Simulation& s, const TraceRecord& r);
std::string lineFleetStartPt(const Simulation& s, const TraceRecord& r);
std::string lineStreamPlPt(const Simulation& s, const TraceRecord& r);
std::string lineVerdictPt(const Simulation& s, const TraceRecord& r);
std::string lineNextRatePt(const Simulation& s, const TraceRecord& r);
std::string lineBracketPt(const Simulation& s, const TraceRecord& r);
std::string lineDonePt(const Simulation& s, const TraceRecord& r);
std::string lineResendPt(const Simulation& s, const TraceRecord& r);
std::string lineAbStreamPt(const Simulation& s, const TraceRecord& r);
std::string lineAbVerdictPt(const Simulation& s, const TraceRecord& r);

// Registers the lines of every pathload, abget and iperf kind (called by registerEstimationTraceKinds).
void registerEstimationLinesPt(Simulation& sim);

}  // namespace ps::estimation

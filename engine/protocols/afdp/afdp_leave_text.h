// Event-log lines and why-texts of AFDP's LEAVE and SHUTDOWN kinds (afdp-leave, afdp-member-removed,
// afdp-shutdown, afdp-shutdown-received) in English, kept apart from afdp_trace.cpp, which declares
// the kinds and uses these renderers. The Portuguese ones are in afdp_lines_pt.cpp and afdp_why_pt.cpp.
#pragma once
#include <string>

#include "../../core/trace.h"

namespace ps {
class Simulation;
}

namespace ps::afdp {

std::string lineLeave(const Simulation& s, const TraceRecord& r);
std::string lineRemoved(const Simulation& s, const TraceRecord& r);
std::string lineShutdown(const Simulation& s, const TraceRecord& r);
std::string lineShutdownIn(const Simulation& s, const TraceRecord& r);

std::string whyLeave(const Simulation& s, const TraceRecord& r);
std::string whyRemoved(const Simulation& s, const TraceRecord& r);
std::string whyShutdown(const Simulation& s, const TraceRecord& r);
std::string whyShutdownIn(const Simulation& s, const TraceRecord& r);

}  // namespace ps::afdp

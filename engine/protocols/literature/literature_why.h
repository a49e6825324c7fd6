// Why-texts of the thesis's literature protocols (trace_kinds.h): the rule of the protocol that
// fired, cited to the thesis section that describes it (seed 001: §2.7 sequencer, §2.8 Erramilli
// & Singh, §2.9 Chang & Maxemchuk, chapter 5 round-robin acknowledgment), then the record's state.
#pragma once
#include <string>

#include "../../core/simulation.h"

namespace ps {

// The rule sentences; the table pairs each with its log line (core/why_text.h, withState).
std::string whyLitTimeout(const Simulation& s, const TraceRecord& r);
std::string whyLitFailure(const Simulation& s, const TraceRecord& r);
std::string whyLitDuplicate(const Simulation& s, const TraceRecord& r);
std::string whySeqDummy(const Simulation& s, const TraceRecord& r);
std::string whySeqRetransRequest(const Simulation& s, const TraceRecord& r);
std::string whySeqRetransmission(const Simulation& s, const TraceRecord& r);
std::string whySeqGap(const Simulation& s, const TraceRecord& r);
std::string whySeqPurge(const Simulation& s, const TraceRecord& r);
std::string whySeqRefused(const Simulation& s, const TraceRecord& r);
std::string whySeqPhase1(const Simulation& s, const TraceRecord& r);
std::string whyEsStatus(const Simulation& s, const TraceRecord& r);
std::string whyEsNak(const Simulation& s, const TraceRecord& r);
std::string whyEsRetransmission(const Simulation& s, const TraceRecord& r);
std::string whyEsGap(const Simulation& s, const TraceRecord& r);
std::string whyEsFailureDetected(const Simulation& s, const TraceRecord& r);
std::string whyEsChoke(const Simulation& s, const TraceRecord& r);
std::string whyEsChoked(const Simulation& s, const TraceRecord& r);
std::string whyCmTokenPassed(const Simulation& s, const TraceRecord& r);
std::string whyCmRetransRequest(const Simulation& s, const TraceRecord& r);
std::string whyCmRetransmission(const Simulation& s, const TraceRecord& r);
std::string whyCmConfirmation(const Simulation& s, const TraceRecord& r);
std::string whyCmReformStart(const Simulation& s, const TraceRecord& r);
std::string whyRraAck(const Simulation& s, const TraceRecord& r);
std::string whyRraRetransmission(const Simulation& s, const TraceRecord& r);
std::string whyRraStable(const Simulation& s, const TraceRecord& r);
std::string whyRraPoll(const Simulation& s, const TraceRecord& r);

}  // namespace ps

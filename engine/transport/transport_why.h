// Why-texts of the TCP kinds (trace_kinds.h): the RFC rule behind a retransmission, a duplicate
// ACK, a fast retransmit, a timeout, a partial ACK, the end of fast recovery and a phase change,
// with the numbers of the record (bytes, seconds) and the RFC section.
#pragma once
#include <string>

#include "../core/simulation.h"

namespace ps::transport {

std::string whyTcpPhase(const Simulation& s, const TraceRecord& r);
std::string whyTcpRetransmit(const Simulation& s, const TraceRecord& r);
std::string whyTcpAck(const Simulation& s, const TraceRecord& r);
std::string whyTcpDupAck(const Simulation& s, const TraceRecord& r);
std::string whyTcpFastRetransmit(const Simulation& s, const TraceRecord& r);
std::string whyTcpTimeout(const Simulation& s, const TraceRecord& r);
std::string whyTcpRecoveryExit(const Simulation& s, const TraceRecord& r);
std::string whyTcpPartialAck(const Simulation& s, const TraceRecord& r);
std::string whyTcpReceive(const Simulation& s, const TraceRecord& r);
std::string whyAppRefused(const Simulation& s, const TraceRecord& r);

// The same texts in Brazilian Portuguese (transport_why_pt.cpp), registered with the kinds.
void registerTransportWhyPt(Simulation& sim);
// Their event-log lines in Brazilian Portuguese (transport_lines_pt.cpp).
void registerTransportLinesPt(Simulation& sim);

}  // namespace ps::transport

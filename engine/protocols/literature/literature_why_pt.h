// The literature protocols' why-texts in Brazilian Portuguese (the English ones are in
// literature_why.cpp and literature_trace.cpp), registered beside the kinds by
// registerLiteratureTraceKinds.
#pragma once

namespace ps {

class Simulation;

void registerLiteratureWhyPt(Simulation& sim);
// Their log lines in Brazilian Portuguese (literature_lines_pt.cpp); the why-texts end with them.
void registerLiteratureLinesPt(Simulation& sim);

}  // namespace ps

// The literature protocols' why-texts in Brazilian Portuguese (the English ones are in
// literature_why.cpp and literature_trace.cpp), registered beside the kinds by
// registerLiteratureTraceKinds.
#pragma once

namespace ps {

class Simulation;

void registerLiteratureWhyPt(Simulation& sim);

}  // namespace ps

// The estimators' why-texts in Brazilian Portuguese (pathload and abget; the English ones are in
// trace_kinds.cpp), registered beside the kinds by registerEstimationTraceKinds.
#pragma once

namespace ps {
class Simulation;
}

namespace ps::estimation {

void registerEstimationWhyPt(Simulation& sim);

}  // namespace ps::estimation

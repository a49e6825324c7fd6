// AFDP's why-texts in Brazilian Portuguese (the English ones are in afdp_trace.cpp), registered
// beside the kinds by registerAfdpTraceKinds.
#pragma once

namespace ps {
class Simulation;
}

namespace ps::afdp {

void registerAfdpWhyPt(Simulation& sim);

}  // namespace ps::afdp

// The core kinds' why-texts and log lines in Brazilian Portuguese (the English ones are in simulation.cpp).
#pragma once

#include "trace.h"

namespace ps {

class Simulation;

void registerCoreWhyPt(Simulation& sim);
void registerCoreLinesPt(Simulation& sim);  // core_lines_pt.cpp

// A drop reason in a few Portuguese words ("fila cheia"): dropReasonName's twin.
const char* dropReasonPt(DropReason r);

}  // namespace ps

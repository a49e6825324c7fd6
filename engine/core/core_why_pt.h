// The core kinds' why-texts in Brazilian Portuguese (the English ones are in simulation.cpp).
#pragma once

namespace ps {

class Simulation;

void registerCoreWhyPt(Simulation& sim);

}  // namespace ps

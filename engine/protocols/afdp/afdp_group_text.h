// Trace kinds of how AFDP hosts find their secretary, how an election makes one, and how the
// secretary ends leases and refuses publishers (afdp-find-secretary ... afdp-refused): their
// declarations, event-log lines and why-texts in English and Brazilian Portuguese, kept apart from
// afdp_trace.cpp (which registers them through registerAfdpGroupKinds).
#pragma once

namespace ps {
class Simulation;
}

namespace ps::afdp {

void registerAfdpGroupKinds(Simulation& sim);

}  // namespace ps::afdp

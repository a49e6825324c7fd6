// The one inspect convention for timers (every family's panel reads it): a "timers" array of
//   {"name": "retransmission", "deadline_ns": 123456, ...optional "for", "seq"}
// listing only armed timers. Keys are snake_case and carry their unit as a suffix (_ns, _s, _bits,
// _bytes, _bps) everywhere in inspect output.
#pragma once
#include <cstdint>
#include <string>

#include "../../core/json.h"
#include "../../core/time.h"

namespace ps {

// Writes one timer object into an open "timers" array. `forWhom` may be empty.
inline void writeTimer(JsonWriter& w, const char* name, SimTime deadline, const std::string& forWhom = "") {
  w.beginObject().field("name", name).field("deadline_ns", deadline);
  if (!forWhom.empty()) w.field("for", forWhom);
  w.endObject();
}
inline void writeTimer(JsonWriter& w, const char* name, SimTime deadline, const std::string& forWhom,
                       std::int64_t seq) {
  w.beginObject().field("name", name).field("deadline_ns", deadline);
  if (!forWhom.empty()) w.field("for", forWhom);
  w.field("seq", seq).endObject();
}

}  // namespace ps

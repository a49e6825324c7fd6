// Trace kinds: what each record kind means, declared once, and who owns which numbers.
//
// A kind is declared as a TraceKindDecl: its number, a stable name ("collision", "timeout"), a
// category for filtering, the role it gives the packet it names (so the web colours a data frame,
// an ACK or a poll without guessing from names), what each record field means for it, a one-line
// renderer (the event log) and, optionally, a "why" renderer (the rule that fired and the state
// that made it fire). Families register their tables with Simulation::registerTraceKinds.
//
// Numbers come from one allocator, the block table below: each family owns a block. A new family
// adds one line; the static_assert fails to compile if two blocks overlap, and registration throws
// if a number lies outside every block or is registered under two names.
#pragma once
#include <cstdint>
#include <string>

namespace ps {

class Simulation;
struct TraceRecord;

// Renders one record as text. Names come from the simulation (node and link names).
using TraceRenderer = std::string (*)(const Simulation&, const TraceRecord&);

// The role a record gives the packet it names (TraceRecord::packet). kNone: no opinion.
enum class PacketRole : std::uint8_t { kNone, kData, kRetransmission, kAck, kNak, kPoll, kResponse, kControl };
const char* packetRoleName(PacketRole r);

// What each record field holds for a kind, in plain words ("message id", "latency ns"); nullptr
// for a field the kind does not use. `time`, `kind` and `node` are always meaningful.
struct TraceFields {
  const char* peer = nullptr;
  const char* packet = nullptr;
  const char* seq = nullptr;
  const char* size = nullptr;
  const char* a = nullptr;
  const char* reason = nullptr;
};

struct TraceKindDecl {
  std::uint16_t kind = 0;
  const char* name = "";      // stable identifier: "tx-start", "collision", "timeout"
  const char* category = "";  // "link", "mac", "protocol", "timer", "drop", ...
  PacketRole role = PacketRole::kNone;
  TraceFields fields;
  TraceRenderer render = nullptr;
  TraceRenderer why = nullptr;  // optional: the protocol rule behind the event
};

// A kind's why-text in another language (Simulation::registerWhyTranslations). The English text of
// TraceKindDecl::why is the source; a translation says the same rule with the same numbers, written
// for a reader of that language (numbers formatted per its conventions: why_text_pt.h).
struct WhyTranslation {
  std::uint16_t kind = 0;
  TraceRenderer why = nullptr;
};

// A kind's log line in another language (Simulation::registerLineTranslations): the same facts as
// TraceKindDecl::render, in the same order of importance, worded for a reader of that language.
struct LineTranslation {
  std::uint16_t kind = 0;
  TraceRenderer line = nullptr;
};

// ---- the allocator --------------------------------------------------------------------------
struct TraceKindBlock {
  std::uint16_t first, last;
  const char* owner;
};

inline constexpr TraceKindBlock kTraceKindBlocks[] = {
    {1, 99, "core: links, queues, applications, timers (engine/core)"},
    {100, 129, "Ethernet LAN and MAC (engine/net/ethernet_*)"},
    {130, 199, "thesis multicast protocols MSAW/MBAP (engine/protocols/multicast)"},
    {200, 299, "polling protocols (engine/protocols/polling)"},
    {300, 399, "transport: UDP, TCP, DCCP and applications (engine/transport)"},
    {400, 499, "available-bandwidth estimators (engine/protocols/estimation)"},
    {500, 599, "AFDP file distribution (engine/protocols/afdp)"},
    {600, 699, "thesis literature protocols (engine/protocols/literature)"},
    {700, 799, "internetworks of LAN segments and routers (engine/net)"},
};

constexpr bool traceKindBlocksDisjoint() {
  for (const auto& a : kTraceKindBlocks) {
    if (a.first > a.last) return false;
    for (const auto& b : kTraceKindBlocks)
      if (&a != &b && a.first <= b.last && b.first <= a.last) return false;
  }
  return true;
}
static_assert(traceKindBlocksDisjoint(), "two families claim overlapping trace-kind blocks (core/trace_kinds.h)");

class JsonWriter;
// {kind, name, category, role, fields: {seq: "meaning", ...}, explains} (wasm/protoscope.d.mts).
void writeTraceKind(JsonWriter& w, const TraceKindDecl& k);

// The block a kind number belongs to, or nullptr.
constexpr const TraceKindBlock* traceKindBlockOf(std::uint16_t kind) {
  for (const auto& b : kTraceKindBlocks)
    if (kind >= b.first && kind <= b.last) return &b;
  return nullptr;
}

}  // namespace ps

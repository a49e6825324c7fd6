#include "trace_kinds.h"

#include "json.h"

namespace ps {

const char* packetRoleName(PacketRole r) {
  switch (r) {
    case PacketRole::kNone:
      return "none";
    case PacketRole::kData:
      return "data";
    case PacketRole::kRetransmission:
      return "retransmission";
    case PacketRole::kAck:
      return "ack";
    case PacketRole::kNak:
      return "nak";
    case PacketRole::kPoll:
      return "poll";
    case PacketRole::kResponse:
      return "response";
    case PacketRole::kControl:
      return "control";
  }
  return "none";
}

void writeTraceKind(JsonWriter& w, const TraceKindDecl& k) {
  w.beginObject().field("kind", static_cast<int>(k.kind)).field("name", k.name).field("category", k.category);
  w.field("role", packetRoleName(k.role)).key("fields").beginObject();
  const std::pair<const char*, const char*> fields[] = {{"peer", k.fields.peer}, {"packet", k.fields.packet},
                                                        {"seq", k.fields.seq},   {"size", k.fields.size},
                                                        {"a", k.fields.a},       {"reason", k.fields.reason}};
  for (const auto& [name, meaning] : fields)
    if (meaning) w.field(name, meaning);
  w.endObject().field("explains", k.why != nullptr).endObject();
}

}  // namespace ps

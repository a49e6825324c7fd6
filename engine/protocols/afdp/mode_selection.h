// Transmission-mode selection by the secretary (digest §3.4, the paper's rule written as code).
//   [P] Multicast "whenever all hosts support it" (publisher, every member, every router between).
//   [P] Otherwise broadcast is possible only when every member is on the publisher's LAN; then
//       unicast below the threshold, broadcast at or above it.
//   [P] Remote subscribers without end-to-end multicast: unicast to all (no mixed modes).
//   [choice] `members` excludes the publisher's own host; a forced mode wins (Figure 2 runs).
#pragma once
#include <cstdint>
#include <vector>

#include "afdp_config.h"

namespace ps::afdp {

struct MemberView {
  bool multicast = true;      // the member's JOIN said it can receive multicast
  std::uint32_t lan = 0;      // its LAN (segment) id
  bool pathMulticast = true;  // every router between publisher and member forwards multicast
};

// Why the mode was chosen, for the trace and the panel.
enum class ModeReason : std::uint8_t {
  kForced = 0,
  kAllMulticast = 1,
  kBelowThreshold = 2,
  kAtThreshold = 3,
  kRemoteMembers = 4,
  kNoMembers = 5,
};
const char* modeReasonText(ModeReason r);

struct ModeChoice {
  Mode mode = Mode::kMulticast;
  ModeReason reason = ModeReason::kAllMulticast;
};

inline ModeChoice selectMode(bool publisherMulticast, std::uint32_t publisherLan,
                             const std::vector<MemberView>& members, std::uint32_t threshold, bool forced,
                             Mode forcedMode) {
  if (forced) return {forcedMode, ModeReason::kForced};
  if (members.empty()) return {Mode::kUnicast, ModeReason::kNoMembers};
  bool allMcast = publisherMulticast, allLocal = true;
  for (const MemberView& m : members) {
    allMcast = allMcast && m.multicast && m.pathMulticast;
    allLocal = allLocal && m.lan == publisherLan;
  }
  if (allMcast) return {Mode::kMulticast, ModeReason::kAllMulticast};
  if (!allLocal) return {Mode::kUnicast, ModeReason::kRemoteMembers};
  if (members.size() < threshold) return {Mode::kUnicast, ModeReason::kBelowThreshold};
  return {Mode::kBroadcast, ModeReason::kAtThreshold};
}

}  // namespace ps::afdp

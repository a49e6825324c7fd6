// AFDP secretary (digest §3.1): keeps the group's host table, answers JOIN and LEAVE, authorises
// publishers (refusing when the active ones reach max_publishers) and chooses each message's mode
// (mode_selection.h) and initial Tp. The grant carries a member snapshot in every mode, so the
// publisher can tell members from late joiners (§3.7, §5 row 14).
//
// LEAVE removes the sender from the host table (a LEAVE from a host not in it is answered too, so a
// retry after a lost LEAVE_REPLY is harmless, and traced as such); the next grant's mode and member
// snapshot see the smaller group. SHUTDOWN (at the scenario's shutdownAt) disbands the group: one
// SHUTDOWN datagram to each member's data port (§5 row 27), an empty host table, and [choice] the
// secretary then answers nothing more, as a process that has exited: a publisher asking to publish
// again gives up after its tries (a visible REFUSED), a JOIN goes unanswered.
//
// Not modelled: FIND_SECRETARY and the election (the secretary is named in the scenario, as "on
// the command line"), the publisher lease (PUBLISH_DONE alone ends a publication).
#pragma once
#include <cstdint>
#include <vector>

#include "../../core/entity.h"
#include "afdp_context.h"

namespace ps::afdp {

class Secretary final : public Entity, public EventHandler, public EndpointHandler {
 public:
  struct Member {
    std::uint32_t node = 0;
    bool multicast = true;
    std::uint32_t lan = 0;
    SimTime joinedAt = 0;
  };

  // A host that is no longer in the table, kept for the panel: when it joined and left, and how.
  struct Departure {
    std::uint32_t node = 0;
    SimTime joinedAt = 0, leftAt = 0;
    bool shutdown = false;  // removed by SHUTDOWN rather than by its own LEAVE
  };

  Secretary(AfdpContext& ctx, Endpoint& ep);
  void start();
  void onEvent(const Event& ev) override;
  void onReceive(Endpoint& at, const Packet& p) override;

  const char* entityKind() const override { return "afdp-secretary"; }
  void inspect(JsonWriter& w) const override;

  const std::vector<Member>& members() const { return members_; }
  std::uint32_t activePublishers() const { return active_; }
  std::uint32_t refusals() const { return refusals_; }
  const std::vector<Departure>& departures() const { return departures_; }
  bool disbanded() const { return disbanded_; }

 private:
  void onJoin(const Packet& p);
  void onLeave(const Packet& p);
  void onPublishRequest(const Packet& p);
  void shutdown();

  AfdpContext& ctx_;
  Endpoint& ep_;
  std::vector<Member> members_;
  std::vector<Departure> departures_;  // one per LEAVE or SHUTDOWN of a member: bounded by the hosts
  std::uint32_t active_ = 0, refusals_ = 0;
  bool disbanded_ = false;
  Timer shutdown_;
};

}  // namespace ps::afdp

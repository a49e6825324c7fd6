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
// Active publishers (§3.1, §5 rows 21-22): each grant opens an entry that PUBLISH_DONE (naming its
// message id) closes, or that a lease (afdp.lease, 10 min) closes first, writing afdp-lease-expired;
// a PUBLISH_DONE for an entry the lease already closed changes nothing. [choice] One timer serves
// every lease: it is armed for the earliest expiry.
//
// Where it runs: on SEC from the start (afdp.secretary "named" or "find"), or, with "elect", on the
// host that wins the vote (locator.h), which opens it with open().
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

  // A publisher counted active: from its grant until PUBLISH_DONE or the lease's end.
  struct Active {
    std::uint32_t publisher = 0, messageId = 0;
    SimTime expires = 0;
  };

  // Serves on `ep` at once, or (serveNow false, afdp.secretary "elect") only after open().
  Secretary(AfdpContext& ctx, Endpoint& ep, bool serveNow = true);
  // Starts serving on `ep`'s host: binds the admin and publish ports (at build time for SEC, or
  // when a host wins the election).
  void open(Endpoint& ep);
  bool opened() const { return opened_; }
  std::uint32_t node() const { return ep_->node(); }
  void start();
  void onEvent(const Event& ev) override;
  void onReceive(Endpoint& at, const Packet& p) override;

  const char* entityKind() const override { return "afdp-secretary"; }
  void inspect(JsonWriter& w) const override;

  const std::vector<Member>& members() const { return members_; }
  std::uint32_t activePublishers() const { return static_cast<std::uint32_t>(active_.size()); }
  std::uint32_t leasesExpired() const { return leasesExpired_; }
  std::uint32_t refusals() const { return refusals_; }
  const std::vector<Departure>& departures() const { return departures_; }
  bool disbanded() const { return disbanded_; }

 private:
  void onJoin(const Packet& p);
  void onLeave(const Packet& p);
  void onPublishRequest(const Packet& p);
  void onPublishDone(const Packet& p);
  void expireLeases();
  void armLease();
  void shutdown();

  enum Timers : std::uint32_t { kShutdownTimer = 1, kLeaseTimer = 2 };
  AfdpContext& ctx_;
  Endpoint* ep_;
  bool opened_ = false;
  std::vector<Active> active_;  // at most maxPublishers (reserved: no growth after the first grant)
  std::vector<Member> members_;
  std::vector<Departure> departures_;  // one per LEAVE or SHUTDOWN of a member: bounded by the hosts
  std::uint32_t refusals_ = 0, leasesExpired_ = 0;
  bool disbanded_ = false;
  Timer shutdown_, lease_;
};

}  // namespace ps::afdp

// AFDP secretary (digest §3.1): keeps the group's host table, answers JOIN and LEAVE, authorises
// publishers (refusing when the active ones reach max_publishers) and chooses each message's mode
// (mode_selection.h) and initial Tp. The grant carries a member snapshot in every mode, so the
// publisher can tell members from late joiners (§3.7, §5 row 14).
//
// Not modelled: FIND_SECRETARY and the election (the secretary is named in the scenario, as "on
// the command line"), SHUTDOWN, the publisher lease (PUBLISH_DONE alone ends a publication).
#pragma once
#include <cstdint>
#include <vector>

#include "../../core/entity.h"
#include "afdp_context.h"

namespace ps::afdp {

class Secretary final : public Entity, public EndpointHandler {
 public:
  struct Member {
    std::uint32_t node = 0;
    bool multicast = true;
    std::uint32_t lan = 0;
    SimTime joinedAt = 0;
  };

  Secretary(AfdpContext& ctx, Endpoint& ep);
  void onReceive(Endpoint& at, const Packet& p) override;

  const char* entityKind() const override { return "afdp-secretary"; }
  void inspect(JsonWriter& w) const override;

  const std::vector<Member>& members() const { return members_; }
  std::uint32_t activePublishers() const { return active_; }
  std::uint32_t refusals() const { return refusals_; }

 private:
  void onJoin(const Packet& p);
  void onPublishRequest(const Packet& p);

  AfdpContext& ctx_;
  Endpoint& ep_;
  std::vector<Member> members_;
  std::uint32_t active_ = 0, refusals_ = 0;
};

}  // namespace ps::afdp

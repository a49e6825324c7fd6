// afdpdist (seed §"The afdpdist Program", digest §6.4): the master publishes its statfile by AFDP;
// each member compares it with its own files and returns its request list to the master over TCP;
// when every member's list is in, the master merges them and publishes the bundle by AFDP. The two
// publications are the ordinary publisher's (publisher.h plan/release); the lists are the transport
// family's TCP (tcp_transfer.h, shared with rdist and track). Flat in N apart from the N small lists.
//   [choice] Every member needs every file (the paper's favourable case, "after a software upgrade
//            on the master"): the bundle is afdp.fileBytes, the statfile baseline.statsBytes.
//   [choice] A member's comparison takes baseline.setup, then its list (baseline.requestBytes)
//            goes out on its own connection; the members compare in parallel.
//   [choice] The master waits for every member's list, as the paper says; a member that never
//            holds the statfile (one that left, or joined after it) is waited for forever.
//   [choice] Merging the lists and tar-ing the bundle cost no time (the paper calls them "not
//            critical"); the bundle is published once the statfile's publication has ended.
#pragma once
#include <cstdint>
#include <vector>

#include "../../core/entity.h"
#include "../../net/endpoint.h"
#include "../../transport/agent.h"
#include "afdp_config.h"
#include "publisher.h"
#include "subscriber.h"
#include "tcp_transfer.h"

namespace ps::afdp {

class Afdpdist final : public Entity,
                       private EventHandler,
                       public EndpointHandler,
                       public transport::SenderListener,
                       public MessageListener {
 public:
  // `hosts`: the members' endpoints in order, nodes firstNode, firstNode + 1 ...
  Afdpdist(Simulation& sim, const AfdpConfig& cfg, Publisher& publisher, Endpoint& master, std::vector<Endpoint*> hosts,
           std::uint32_t firstNode);

  const char* entityKind() const override { return "afdp-afdpdist"; }
  void inspect(JsonWriter& w) const override;
  void onReceive(Endpoint& at, const Packet& p) override;
  void onTransferComplete(transport::Sender&) override {}
  void onMessageComplete(std::uint32_t node, std::uint32_t messageId) override;

  std::uint32_t replies() const { return replies_; }
  // When the last request list reached the master (0: not yet).
  SimTime repliesAt() const { return repliesAt_; }
  std::uint32_t statfileMessage() const { return statMsg_; }

  static constexpr std::uint16_t kPort = 5108;        // the request lists' connections
  static constexpr std::uint32_t kFlowBase = 230000;  // flow ids: kFlowBase + member index

 private:
  void onEvent(const Event& ev) override;

  Simulation& sim_;
  const AfdpConfig& cfg_;
  Publisher& publisher_;
  Endpoint& master_;
  std::vector<Endpoint*> hosts_;
  std::uint32_t firstNode_;
  std::vector<TcpTransfer> lists_;
  std::vector<Timer> compare_;
  std::vector<std::uint8_t> asked_;
  std::uint32_t statMsg_ = 0, replies_ = 0;
  SimTime repliesAt_ = 0;
};

}  // namespace ps::afdp

// The literature protocols as a group of entities over a set of endpoints (station i of the LAN,
// or host i of an IP network): builds the protocol's entities, starts them, injects the configured
// failures, says when the run is done and adds the protocol's counters to the summary. The
// "ethernet" model (protocols/multicast/ethernet_model.cpp) owns one when protocol.name is SEQ, ES,
// CM or RRA, so these protocols share the LAN, the statistics and the summary fields of MSAW/MBAP;
// the "literature-ip" model (literature_ip_model.cpp) owns one over the hosts of an IP network.
//
// Summary fields added (besides PacketStats' and the LAN's):
//   control_frames       frames that carry no application data (ACKs, NAKs, requests, status,
//                        dummies, tokens, polls), as counted by the protocol entities
//   timeouts             protocol timer expiries that led to a retransmission or a request
//   plus per protocol: seq_synchronisations, seq_dummies, es_naks, es_flushed_naks,
//   es_failures_detected, cm_reformations, cm_ack_requests, rra_polls
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "../../core/scheduler.h"
#include "literature_common.h"

namespace ps {

class SeqNode;
class EsNode;
class CmSite;
class RraSender;
class RraReceiver;

class LiteratureGroup final : private EventHandler {
 public:
  // `endpoints[i]` is member i; `ctx.members` of them. `groups[i]`, when given, is the address
  // member i multicasts to (on an IP network each member roots its own tree, so every member has
  // its own group address); otherwise every member uses ctx.group (the LAN's one group address).
  // Entities compare ctx.group only with their own sends, so a per-member address is all they need.
  LiteratureGroup(LitContext ctx, const std::vector<Endpoint*>& endpoints,
                  const std::vector<std::uint32_t>& groups = {});
  ~LiteratureGroup();
  LiteratureGroup(const LiteratureGroup&) = delete;
  LiteratureGroup& operator=(const LiteratureGroup&) = delete;

  void registerEntities(Simulation& sim, const std::vector<std::string>& names);
  void start();
  bool done() const;
  std::uint64_t controlFrames() const;
  std::uint64_t timeouts() const;
  void summarize(Summary& out) const;
  const char* protocolName() const;
  static const char* protocolName(LitProto p);
  // protocol.name as the scenario spells it: "SEQ", "ES", "CM" or "RRA".
  static const char* shortName(LitProto p);

  // For tests and panels.
  SeqNode* seq(std::uint32_t i) { return i < seq_.size() ? seq_[i].get() : nullptr; }
  EsNode* es(std::uint32_t i) { return i < es_.size() ? es_[i].get() : nullptr; }
  CmSite* cm(std::uint32_t i) { return i < cm_.size() ? cm_[i].get() : nullptr; }
  RraSender* rraSender() { return rraTx_.get(); }
  RraReceiver* rraReceiver(std::uint32_t i) { return i >= 1 && i <= rraRx_.size() ? rraRx_[i - 1].get() : nullptr; }
  const LitGroupState& state() const { return state_; }

 private:
  void onEvent(const Event& ev) override;
  void crash(std::uint32_t station);

  LitGroupState state_;
  LitContext ctx_;
  std::vector<std::unique_ptr<SeqNode>> seq_;
  std::vector<std::unique_ptr<EsNode>> es_;
  std::vector<std::unique_ptr<CmSite>> cm_;
  std::unique_ptr<RraSender> rraTx_;
  std::vector<std::unique_ptr<RraReceiver>> rraRx_;
  Timer crashTimer_;
};

}  // namespace ps

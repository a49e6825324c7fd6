// How an AFDP host finds its group's secretary, and the election that makes one (seed 004, section
// "Protocol Overview"; digest §2.4, §5 row 25). Each host taking part holds one Locator, bound to the
// well-known port.
//
//   FINDING    broadcast FIND_SECRETARY; wait T_find = 1 s; three tries        [P] query, [choice] timing
//   CANDIDATE  (a subscriber that got no answer) broadcast SECRETARY_CLAIM with its id and wait a
//              vote window of 1 s: a higher claim makes it give up and find again; a lower one is
//              answered by its own claim                                        [P] "highest IP", [choice] rest
//   SECRETARY  (the winner, or SEC itself with afdp.secretary "find") answers FIND_SECRETARY and a
//              lower claim with SECRETARY_HERE
//   FOUND      the owner (subscriber or publisher) now knows its secretary
//
// Choices where the paper is silent, also in the scenarios' notes:
//   - A host's id is its node number (the simulator has no IP numbers): the highest wins.
//   - A candidate answers lower claims with one claim per vote window, which every lower candidate
//     hears, instead of one per claim (n candidates would otherwise send n^2 claims).
//   - A publisher never stands: without an answer it starts another round of three tries, and after
//     three rounds it gives up (its request is never sent: a visible REFUSED).
//   - The winner joins its own secretary like any subscriber, with a JOIN over the LAN.
//   - SECRETARY_HERE goes to the asker's well-known port, by unicast.
#pragma once
#include <cstdint>

#include "../../core/json.h"
#include "afdp_context.h"

namespace ps::afdp {

// The host the Locator works for: told once when the secretary is known.
class SecretaryFinder {
 public:
  virtual void onSecretaryFound(std::uint32_t secretary) = 0;
  virtual void onNoSecretary() = 0;

 protected:
  ~SecretaryFinder() = default;
};

class Locator final : public EventHandler, public EndpointHandler {
 public:
  enum class State : std::uint8_t { kIdle, kFinding, kCandidate, kSecretary, kFound, kGaveUp };
  static const char* stateName(State s);

  Locator(AfdpContext& ctx, Endpoint& ep, SecretaryFinder& owner, bool mayStand);
  // Starts looking (FINDING).
  void find();
  // This host runs the secretary from now on: it answers queries and lower claims.
  void serve();

  void onEvent(const Event& ev) override;
  void onReceive(Endpoint& at, const Packet& p) override;

  State state() const { return state_; }
  std::uint32_t queries() const { return queries_; }
  // Inspect fields (the owner's "locator" object).
  void inspect(JsonWriter& w) const;

 private:
  void sendFind();
  void sendClaim(bool answer);
  void reply(std::uint32_t to, std::uint16_t reason);
  void found(std::uint32_t secretary);

  AfdpContext& ctx_;
  Endpoint& ep_;
  SecretaryFinder& owner_;
  bool mayStand_;
  State state_ = State::kIdle;
  std::uint32_t tries_ = 0, queries_ = 0, claims_ = 0, secretary_ = kNone32;
  bool answered_ = false;  // this vote window's answer to a lower claim has gone out
  Timer timer_;
};

}  // namespace ps::afdp

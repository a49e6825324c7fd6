#include "locator.h"

#include "../common/timers_json.h"
#include "afdp_trace.h"

namespace ps::afdp {

namespace {
// A publisher's rounds of three tries before it gives up (it never stands for election).
constexpr std::uint32_t kPublisherRounds = 3;
}  // namespace

const char* Locator::stateName(State s) {
  static const char* n[] = {"IDLE", "FINDING", "CANDIDATE", "SECRETARY", "FOUND", "GAVE_UP"};
  return n[static_cast<int>(s)];
}

Locator::Locator(AfdpContext& ctx, Endpoint& ep, SecretaryFinder& owner, bool mayStand)
    : ctx_(ctx), ep_(ep), owner_(owner), mayStand_(mayStand) {
  ep_.bind(kFindPort, this);
}

void Locator::find() {
  state_ = State::kFinding;
  tries_ = 0;
  sendFind();
}

void Locator::serve() {
  ep_.cancel(timer_);
  state_ = State::kSecretary;
  secretary_ = ep_.node();
}

void Locator::sendFind() {
  const PacketId id = newControl(ep_, ctx_.groupAddress, kFindSecretary, kFindPort);
  Packet& p = ctx_.sim.packets()[id];
  p.flags = kFlagBroadcast;  // the LAN's broadcast: no router carries it (§3.8)
  p.field[0] = ep_.node();
  ++tries_;
  ++queries_;
  ctx_.sim.record(kTrFindSecretary, ep_.node(), kNone32, p.uid, (tries_ - 1) % kFindTries + 1, kFindTries);
  ep_.send(id);
  ep_.arm(timer_, ep_.now() + kFindTimeout, this, 0);
}

void Locator::sendClaim(bool answer) {
  const PacketId id = newControl(ep_, ctx_.groupAddress, kSecretaryClaim, kFindPort);
  Packet& p = ctx_.sim.packets()[id];
  p.flags = kFlagBroadcast;
  p.field[0] = ep_.node();
  ++claims_;
  ctx_.sim.record(kTrClaim, ep_.node(), kNone32, p.uid, ep_.node(), 0, kVoteWindow, answer ? 1 : 0);
  ep_.send(id);
}

void Locator::reply(std::uint32_t to, std::uint16_t reason) {
  const PacketId id = newControl(ep_, to, kSecretaryHere, kFindPort);
  Packet& p = ctx_.sim.packets()[id];
  p.field[0] = ep_.node();
  ctx_.sim.record(kTrSecretaryHere, ep_.node(), to, p.uid, 0, 0, 0, reason);
  ep_.send(id);
}

void Locator::found(std::uint32_t secretary) {
  ep_.cancel(timer_);
  state_ = State::kFound;
  secretary_ = secretary;
  ctx_.sim.record(kTrSecretaryFound, ep_.node(), secretary, kNone32, queries_);
  owner_.onSecretaryFound(secretary);
}

void Locator::onEvent(const Event&) {
  if (state_ == State::kFinding) {
    if (tries_ < kFindTries * (mayStand_ ? 1 : kPublisherRounds)) {
      sendFind();
    } else if (mayStand_) {
      // Nobody answered three times: stand for secretary (§2.4 step 2).
      state_ = State::kCandidate;
      answered_ = false;
      sendClaim(false);
      ep_.arm(timer_, ep_.now() + kVoteWindow, this, 0);
    } else {
      state_ = State::kGaveUp;
      owner_.onNoSecretary();
    }
  } else if (state_ == State::kCandidate) {
    // No higher claim in the whole window: this host is the secretary (§2.4 step 4).
    state_ = State::kSecretary;
    secretary_ = ep_.node();
    ctx_.sim.record(kTrElected, ep_.node(), kNone32, kNone32, 0, 0, kVoteWindow);
    if (ctx_.opener) ctx_.opener->openSecretaryAt(ep_);
    owner_.onSecretaryFound(ep_.node());
  }
}

void Locator::onReceive(Endpoint&, const Packet& p) {
  const auto who = static_cast<std::uint32_t>(p.field[0]);
  switch (p.type) {
    case kFindSecretary:
      if (state_ == State::kSecretary) reply(who, 0);
      break;
    case kSecretaryHere:
      if (state_ == State::kFinding || state_ == State::kCandidate) found(who);
      break;
    case kSecretaryClaim:
      if (state_ == State::kSecretary) {
        reply(who, 1);
      } else if (state_ == State::kCandidate) {
        if (who > ep_.node()) {
          ctx_.sim.record(kTrClaimYield, ep_.node(), who);
          find();  // §2.4 step 3: give up and restart at step 1
        } else if (!answered_) {
          answered_ = true;
          sendClaim(true);
        }
      }
      break;
    default:
      break;
  }
}

void Locator::inspect(JsonWriter& w) const {
  w.beginObject().field("state", stateName(state_)).field("queries", queries_).field("claims", claims_);
  if (secretary_ != kNone32) w.field("secretary", ctx_.sim.nodeName(secretary_));
  w.key("timers").beginArray();
  if (timer_.armed())
    writeTimer(w, state_ == State::kCandidate ? "vote window" : "FIND_SECRETARY retry", timer_.deadline());
  w.endArray().endObject();
}

}  // namespace ps::afdp

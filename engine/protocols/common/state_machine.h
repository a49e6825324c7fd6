// A protocol state that writes a trace record on every change, so no transition can skip the
// event log (STYLE.md, smoltcp's set_state funnel).
//
// The family declares one trace kind for its machine whose renderer names the states; the record
// carries seq = old state, size = new state, peer = an optional counterpart (a connection's peer).
//   StateMachine<TcpState> state_{sim, node, kTcpState, TcpState::kClosed};
//   state_.set(TcpState::kSynSent);   // trace: "H1 TCP: CLOSED -> SYN-SENT"
#pragma once
#include <cstdint>

#include "../../core/simulation.h"

namespace ps {

template <class State>
class StateMachine {
 public:
  StateMachine(Simulation& sim, std::uint32_t node, std::uint16_t traceKind, State initial,
               std::uint32_t peer = kNone32)
      : sim_(&sim), node_(node), kind_(traceKind), peer_(peer), state_(initial) {}

  State get() const { return state_; }
  bool is(State s) const { return state_ == s; }
  // Changes the state and traces the transition; setting the current state again does nothing.
  void set(State next) {
    if (next == state_) return;
    sim_->record(kind_, node_, peer_, kNone32, static_cast<std::uint32_t>(state_), static_cast<std::uint32_t>(next));
    state_ = next;
  }
  void setPeer(std::uint32_t peer) { peer_ = peer; }

 private:
  Simulation* sim_;
  std::uint32_t node_;
  std::uint16_t kind_;
  std::uint32_t peer_;
  State state_;
};

}  // namespace ps

// AFDP subscriber host (digest §3.3, §3.7, §6.2). A member JOINs the secretary, receives DATA in
// whatever mode, checks every Tw whether packets are outstanding (a gap in the sequence numbers,
// or nothing arrived since the last check), waits a random delay, and only if packets are still
// missing then sends a RESEND_REQUEST over TCP. The same class models the host: a NIC that keeps
// multicast only for a joined group, IP reassembly (a datagram is lost if any fragment is), a
// UDP receive buffer drained by the application at a fixed rate (a full buffer drops datagrams:
// the loss that drives NAKs), and the CPU a broadcast costs. A host with member = false never
// joins: it stands for the LAN's other machines, which broadcasts still interrupt (N7).
//
// Choices where the paper is silent (digest §5), also in the scenario notes:
//   - Tw = 500 ms; delay ~ U(0, 250 ms) drawn anew each time (rows 5, 6); one request in flight.
//   - "Nothing since the last check": seqs highest+1 .. total-1 count as missing too (§3.3).
//   - A datagram is received when it enters the socket buffer (the application will read it);
//     a message is complete when the last missing datagram enters.
//   - One message at a time per publisher: a new message id from a publisher abandons that
//     publisher's incomplete one. Messages of different publishers (afdp.publishers > 1) are
//     received side by side, each with its own state, sequence check, NAK delay and reassembly
//     (fragments of one sender arrive in order; two senders' fragments interleave on the LAN).
//   - With afdp.secretary "find" or "elect", a member on the secretary's LAN first finds its
//     secretary (locator.h) and JOINs it once found; a member on another LAN is told it (§3.8).
//   - The JOIN is a UDP request/reply with a 1 s timeout and 3 tries (row 24); so is the LEAVE.
//   - Leaving (at the scenario's leaveAt) and SHUTDOWN end the member's part at once: it abandons
//     an unfinished message, stops its timers, lets its NIC drop the group's multicast and asks
//     for nothing more (row 27). Broadcasts still reach its IP stack and still cost it CPU.
//     Unicast copies of the current message may keep arriving (the publisher's snapshot is fixed
//     for the message, §3.7); they are discarded.
#pragma once
#include <cstdint>
#include <memory>
#include <vector>

#include "../../core/entity.h"
#include "afdp_context.h"
#include "locator.h"

namespace ps::afdp {

// Hears a member complete a message (afdpdist answers the statfile this way).
class MessageListener {
 public:
  virtual void onMessageComplete(std::uint32_t node, std::uint32_t messageId) = 0;

 protected:
  ~MessageListener() = default;
};

class Subscriber final : public Entity,
                         public EventHandler,
                         public EndpointHandler,
                         public NakClient,
                         public SecretaryFinder {
 public:
  Subscriber(AfdpContext& ctx, Endpoint& ep, const SubscriberSpec& spec, bool member, std::uint64_t rngStream);
  void start();

  void onEvent(const Event& ev) override;
  void onReceive(Endpoint& at, const Packet& p) override;
  void onNakDelivered(std::uint32_t id) override;
  void onSecretaryFound(std::uint32_t secretary) override;
  void onNoSecretary() override {}  // a subscriber stands for election instead (locator.h)

  const char* entityKind() const override { return "afdp-subscriber"; }
  void inspect(JsonWriter& w) const override;

  bool member() const { return member_; }
  bool joined() const { return joined_; }
  // Left the group (LEAVE sent, or SHUTDOWN received): it takes no more data.
  bool gone() const { return gone_; }
  // The message begun last ("current"): its share held, 0 before the first datagram (the
  // completion chart's value), its datagrams.
  double completion() const { return cur_ && cur_->total > 0 ? static_cast<double>(cur_->count) / cur_->total : 0.0; }
  std::uint32_t messagesComplete() const { return completed_; }
  // Holds the whole of message `messageId` (the latest message of its publisher).
  bool holds(std::uint32_t messageId) const;
  // The last completion of any message.
  SimTime completedAt() const { return completedAt_; }
  std::uint32_t received() const { return cur_ ? cur_->count : 0; }
  std::uint32_t total() const { return cur_ ? cur_->total : 0; }
  std::uint32_t secretary() const { return secretary_; }
  const Locator* locator() const { return locator_.get(); }
  std::uint64_t naksSent() const { return naksSent_; }
  std::uint64_t duplicates() const { return dupTotal_; }
  std::uint64_t bufferDrops() const { return bufferDrops_; }
  std::uint64_t broadcastsSeen() const { return broadcasts_; }
  SimTime cpuTime() const { return cpu_; }
  void setListener(MessageListener* l) { listener_ = l; }

 private:
  // What the host holds of one publisher's current message, and the reassembly of its datagrams.
  struct Rx {
    std::uint32_t publisher = kNone32;
    // Reassembly of the datagram in progress (fragments of one sender arrive in order).
    std::uint32_t reSrc = kNone32, reSeq = 0, reGot = 0;
    std::uint64_t reMsg = 0;
    bool reBroken = false;
    // The message.
    std::uint32_t msg = 0, total = 0, count = 0, highest = 0, dup = 0, ignoredMsg = 0;
    std::vector<std::uint8_t> got;
    bool done = false, arrived = false, silent = false, nakPending = false;
    SimTime msgStart = 0;
    Timer check, delay;
  };
  enum Timers : std::uint32_t { kJoinTry = 1, kCheck = 2, kDelay = 3, kLeaveTry = 4, kLocate = 5 };
  void sendJoin();
  void sendLeave();
  void onShutdown(const Packet& p);
  // Stops taking part: drops an unfinished message and the timers that would ask for it.
  void stopTakingPart();
  Rx& rxFor(std::uint32_t publisher);
  void onFragment(const Packet& p);
  void onDatagram(Rx& rx, const Packet& p, std::uint32_t bytes);
  bool admitToBuffer(std::uint32_t bytes);
  void startMessage(Rx& rx, const Packet& p);
  void check(Rx& rx);
  void sendNak(Rx& rx);
  void complete(Rx& rx);
  void inspectRx(JsonWriter& w, const Rx& rx) const;
  std::uint32_t indexOf(const Rx& rx) const;

  AfdpContext& ctx_;
  Endpoint& ep_;
  SubscriberSpec spec_;
  bool member_;
  Rng rng_;
  bool joined_ = false;
  SimTime joinTs_ = 0;
  std::uint32_t joinTries_ = 0, leaveTries_ = 0;
  bool gone_ = false, leaveAcked_ = false, shutDown_ = false;
  std::uint32_t secretary_;  // named, or found by the locator
  // Socket buffer (fluid): bytes held at bufAt_.
  double buffered_ = 0;
  SimTime bufAt_ = 0;
  // One receive state per publisher heard (stable addresses: the timers live in them).
  std::vector<std::unique_ptr<Rx>> rx_;
  Rx* cur_ = nullptr;  // the one whose message began last
  SimTime completedAt_ = 0;
  std::uint32_t completed_ = 0;
  std::uint64_t naksSent_ = 0, dupTotal_ = 0, bufferDrops_ = 0, broadcasts_ = 0, fragmentLosses_ = 0;
  SimTime cpu_ = 0;
  Timer join_, leave_;
  MessageListener* listener_ = nullptr;
  std::unique_ptr<Locator> locator_;  // afdp.secretary "find"/"elect", on the secretary's LAN
};

}  // namespace ps::afdp

// AFDP publisher (digest §3.2): asks the secretary for permission, sends the message as datagrams
// paced at Tp in the granted mode, services RESEND_REQUESTs (each valid one first raises Tp by
// 10 ms, then queues the packets for the whole group ahead of new data), lingers for late
// requests and reports PUBLISH_DONE.
//
// States: IDLE -> (LOCATE) -> REQUEST -> SENDING <-> LINGER -> DONE. REFUSED is terminal unless
// afdp.retryRefused is set: then the publisher asks again 5 s after a refusal (§5 row 21). LOCATE
// (afdp.secretary "find"/"elect") finds the secretary first (locator.h); a publisher never stands.
// Choices where the paper is silent (digest §5), each also in the scenario notes:
//   - Tp is the interval between the starts of successive datagrams (§3.5); every unicast copy
//     and every retransmission takes one slot (rows 11-13). The send path cannot outrun its
//     first hop: a slot is never shorter than the datagram's time on the wire (rabid mode's NIC
//     back-pressure).
//   - A request naming packets partly not yet sent: serve those sent; valid only if at least one
//     was sent (row 9). In unicast mode "sent" means sent to the requester: the packet whose
//     copies are going out counts only for the members its copy has reached. Duplicate requests
//     each count (row 10).
//   - Retransmissions are served lowest sequence number first.
//   - LINGER: 2 s with no request after the last packet, then PUBLISH_DONE (row 18).
//   - The PUBLISH_REQUEST is a UDP request/reply with a 1 s timeout and 3 tries (row 24).
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

#include "../../core/entity.h"
#include "afdp_context.h"
#include "locator.h"
#include "rate_control.h"

namespace ps::afdp {

class Publisher final : public Entity,
                        public EventHandler,
                        public EndpointHandler,
                        public NakSink,
                        public SecretaryFinder {
 public:
  enum class State : std::uint8_t { kIdle, kRequest, kSending, kLinger, kDone, kRefused, kLocate };
  static const char* stateName(State s);

  Publisher(AfdpContext& ctx, Endpoint& ep);
  void start();

  void onEvent(const Event& ev) override;
  void onReceive(Endpoint& at, const Packet& p) override;
  void onResendRequest(const ResendRequest& r) override;
  void onSecretaryFound(std::uint32_t secretary) override;
  void onNoSecretary() override { state_ = State::kRefused; }  // nobody answered: give up, visibly

  const char* entityKind() const override { return "afdp-publisher"; }
  void inspect(JsonWriter& w) const override;

  State state() const { return state_; }
  bool finished() const { return state_ == State::kDone || state_ == State::kRefused; }
  const RateControl& rate() const { return rate_; }
  Mode mode() const { return mode_; }
  std::uint32_t messageId() const { return msgId_; }
  std::uint32_t total() const { return total_; }
  std::uint32_t nextNew() const { return nextNew_; }
  std::uint64_t payloadBytesSent() const { return newBytes_; }
  std::uint64_t datagramsSent() const { return datagrams_; }
  // Frame bytes of DATA (new and resent, every fragment with its IP and Ethernet overhead) put on
  // the LAN so far in mode m: the "bytes on the wire by mode" chart. One LAN, so bytes per LAN too.
  std::uint64_t wireBytes(Mode m) const { return wireBytes_[static_cast<int>(m)]; }
  std::uint64_t retransmissions() const { return retransmissions_; }
  std::uint64_t validNaks() const { return validNaks_; }
  std::uint64_t invalidNaks() const { return invalidNaks_; }
  SimTime grantedAt() const { return grantedAt_; }
  SimTime doneAt() const { return doneAt_; }
  std::uint32_t messagesDone() const { return messagesDone_; }
  std::uint32_t refusals() const { return refusals_; }
  // afdpdist (afdpdist.h): message k (0-based) has sizes[k] bytes instead of afdp.fileBytes, and
  // after the first message the publisher waits for release() before asking to publish the next.
  void plan(std::vector<std::uint64_t> sizes) {
    sizes_ = std::move(sizes);
    held_ = true;
  }
  void release();
  std::uint64_t messageBytes() const {
    return messagesDone_ < sizes_.size() ? sizes_[messagesDone_] : ctx_.cfg.fileBytes;
  }
  // Peak publisher throughput (digest §6.5): the largest payload of new data sent in any 1 s
  // window, in bytes per second. [choice] Windows are measured on a 10 ms grid (100 buckets).
  double peakBytesPerS() const { return static_cast<double>(peakWindow_); }

 private:
  enum Timers : std::uint32_t { kSlot = 1, kDecay = 2, kLingerEnd = 3, kRetry = 4 };
  void sendRequest();
  void onGrant(const Grant& g);
  void onSlot();
  void sendDatagram(std::uint32_t seq, bool retx, std::uint32_t dst);
  void enterLinger();
  void finishMessage();
  SimTime slotLength() const;
  void armSlot(SimTime at);

  AfdpContext& ctx_;
  Endpoint& ep_;
  State state_ = State::kIdle;
  RateControl rate_;
  Mode mode_ = Mode::kMulticast;
  std::uint32_t msgId_ = 0, total_ = 0, nextNew_ = 0, payload_ = 0;
  std::vector<std::uint32_t> members_;
  std::vector<std::uint8_t> retx_;  // 1 = queued for retransmission
  std::uint32_t retxQueued_ = 0, retxLow_ = 0;
  // The datagram being sent (unicast sends one copy per member, one per slot).
  std::uint32_t jobSeq_ = 0, jobCopy_ = 0;
  bool jobRetx_ = false, jobActive_ = false;
  SimTime grantedAt_ = 0, doneAt_ = 0, lastSlot_ = 0;
  std::uint32_t tries_ = 0, messagesDone_ = 0, refusals_ = 0;
  std::uint32_t secretary_;           // named, or found by the locator
  std::unique_ptr<Locator> locator_;  // afdp.secretary "find"/"elect"
  std::uint64_t newBytes_ = 0, datagrams_ = 0, retransmissions_ = 0, validNaks_ = 0, invalidNaks_ = 0;
  void countPayload(std::uint64_t bytes);
  static constexpr int kBuckets = 100;
  static constexpr SimTime kBucket = 10 * kMillisecond;
  std::array<std::uint64_t, kBuckets> buckets_{};
  std::int64_t bucketIndex_ = 0;  // absolute index (time / kBucket) of the newest bucket
  std::uint64_t window_ = 0, peakWindow_ = 0;
  std::uint64_t wireBytes_[3] = {0, 0, 0};  // by Mode
  Timer slot_, decay_, linger_, retry_;
  std::vector<std::uint64_t> sizes_;  // afdpdist's message sizes (empty: every message is fileBytes)
  bool held_ = false, waiting_ = false;
};

}  // namespace ps::afdp

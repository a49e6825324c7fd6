// Chang & Maxemchuk's reliable broadcast protocol, as seed 001 §2.9-2.9.1 (p.39-45) describes it;
// digest ../shared/research/thesis.md §3.10. Parameters: token passing rate, resiliency L, R.
//
// Sites 0..r; the token list is the sites in order. One site holds the token.
//   Source: multicasts DATA(source, source seq) and waits for the token site's ACK (stop and wait);
//     retransmits after ackTimeout, up to R times, then suspects the token site and starts a
//     reformation.
//   Token site, DATA: the next expected from that source gets the next timestamp, an ACK to all
//     (timestamp, source, seq) which may pass the token (every passEvery ACKs) by naming the next
//     site of the list; a DATA already acknowledged is a duplicate whose ACK is repeated.
//   Every site: DATA with the expected seq is kept; a lower seq is a duplicate; a higher one is
//     discarded and the missing message requested from the token site. ACKs are processed in
//     timestamp order: a gap (a lost ACK) makes the site request the missing ACKs; an ACK for a
//     message the site lacks makes it request the message. A site named as the next token site
//     accepts the token once it has processed that ACK (so it holds everything the previous site
//     held) by acknowledging the next message, or by a CONFIRMATION after confirmTimeout if there is
//     nothing to acknowledge. Retransmission requests are answered by any site that has the item
//     (the previous token site keeps answering after passing the token).
//   Commit: a message is passed to the application once the token has been accepted L times after
//     its ACK (so at least L sites besides the token site hold it); an idle token site with
//     uncommitted messages passes the token (an ACK with no message) after idlePass.
//   Reformation (simplified; the thesis leaves the three-phase protocol to [6]): the initiator (a
//     source after R retries, or a token site whose successor never accepted) multicasts
//     INVITE(version + 1, the site it suspects); live sites answer JOIN(their next timestamp); after
//     reformTimeout the initiator multicasts the NEW LIST (the old list without the suspect, plus
//     every site that answered, the suspect too if it did: it was only slow) and
//     names the site that answered with the most ACKs as token site, which confirms at once so the
//     others can catch up. A site that joined but sees no new list within twice reformTimeout
//     starts a reformation itself (the list or the initiator may be lost). A suspect that is alive
//     after all stays out of the token rotation but
//     keeps receiving and committing.
//     Messages the failed token site acknowledged that no live site received are lost; committed
//     messages survive (the protocol's guarantee).
//
// Choices where the text is silent (also in the scenarios' notes):
//  - Every ACK, token-only ACK and confirmation carries a timestamp; "the token has been
//    transferred" is counted when a site other than the previous issuer issues an ACK or a
//    confirmation (the new site's acceptance), in timestamp order, so every site commits the same
//    messages in the same order.
//  - A previous token site that sees no acceptance within twice confirmTimeout resends the passing
//    ACK to the new site, up to R times, then starts a reformation.
//  - A site that accepts the token acknowledges the DATA it already holds but nobody acknowledged.
//  - DATA frames carry their source in field[1], since any site may retransmit them; ACKs carry their
//    issuer in the frame's flags.
//  - A source that holds the token acknowledges its own message and sends the next one when that
//    ACK starts on the wire.
//  - Timers run from the instant their frame leaves the station (every attempt), and a site keeps
//    one retransmission request in its MAC at a time: on a busy LAN a frame may wait or back off
//    for long, and repeating it meanwhile only lengthens the queue.
//  - A site with ordered but uncommitted messages that hears nothing for twice idlePass asks the
//    token site for any ACKs after its last (it may have missed the last transfers).
#pragma once
#include <cstdint>
#include <vector>

#include "../../core/entity.h"
#include "../../core/scheduler.h"
#include "literature_common.h"

namespace ps {

class CmSite final : public Entity, public EndpointHandler, private EventHandler, private DepartureListener {
 public:
  CmSite(LitContext ctx, Endpoint& ep, bool sender);

  void start();
  void crash();
  bool crashed() const { return crashed_; }
  bool holdsToken() const { return !crashed_ && tokenSite_ == self_ && accepted_; }
  std::uint32_t tokenSite() const { return tokenSite_; }
  std::uint32_t committed() const { return committed_; }
  std::uint64_t controlFrames() const { return control_; }
  std::uint64_t timeouts() const { return timeouts_; }
  std::uint64_t reformations() const { return reformations_; }
  std::uint64_t ackRequests() const { return ackRequests_; }

  void onReceive(Endpoint& at, const Packet& p) override;
  const char* entityKind() const override { return "cm-site"; }
  void inspect(JsonWriter& w) const override;

 private:
  enum EventKind : std::uint32_t {
    kSourceTimer = 1,
    kAppTimer,
    kConfirmTimer,
    kIdleTimer,
    kHandoverTimer,
    kRequestTimer,
    kReformTimer
  };
  struct Entry {  // one timestamped ACK, token-only ACK or confirmation
    std::uint32_t issuer = kNone32, source = kNone32, seq = 0, record = 0, next = kNone32;
    std::uint8_t state = 0;  // 0 unknown, 1 received, 2 processed (ordered)
    bool confirm = false;
  };
  struct Held {
    std::uint32_t seq = 0, record = 0;
    bool valid = false;
  };

  void onEvent(const Event& ev) override;
  void onDeparture(Endpoint& at, Packet& p) override;
  // source
  void nextMessage();
  void sendData(bool retransmission);
  // every site
  void onData(const Packet& p);
  void onAck(const Packet& p);
  void onRetransRequest(const Packet& p);
  void onReform(const Packet& p);
  void drain();
  void commit();
  void request(std::uint32_t to, std::uint32_t source, std::uint32_t first, std::uint32_t last);
  // A site keeps every message it has received (C&M's "queues of received messages"), by source
  // and seq: any site may have to retransmit one, or take the token.
  Held& held(std::uint32_t source, std::uint32_t seq) {
    if (source >= ctx_.cfg.senders || seq == 0 || seq > ctx_.mc.packets) return none_ = Held{};
    return held_[source * ctx_.mc.packets + seq - 1];
  }
  bool hasData(std::uint32_t source, std::uint32_t seq) {
    const Held& h = held(source, seq);
    return h.valid && h.seq == seq;
  }
  // token site
  void acceptToken();
  void issue(std::uint32_t source, std::uint32_t seq, std::uint32_t record, bool confirm, bool pass);
  void sendEntry(std::uint32_t ts, std::uint32_t dst, bool retransmission);
  std::uint32_t successor() const;
  // reformation
  void startReformation(std::uint32_t suspect);
  void adoptList(std::uint32_t version, std::uint32_t tokenSite, std::uint64_t lo, std::uint64_t hi);
  bool inList(std::uint32_t site) const { return list_[site] != 0; }

  LitContext ctx_;
  Endpoint& ep_;
  std::uint32_t self_;
  bool sender_, crashed_ = false;
  // token list and token
  std::vector<std::uint8_t> list_;
  std::uint32_t version_ = 1;
  std::uint32_t tokenSite_;
  bool accepted_ = false;
  std::uint32_t acksSincePass_ = 0, passedTo_ = kNone32, handoverTries_ = 0;
  // ordering and commit
  std::vector<Entry> log_;  // index = timestamp - 1
  std::uint32_t nextTs_ = 1, committed_ = 0;
  std::vector<std::uint32_t> acceptances_;                       // timestamps at which the token was accepted
  std::vector<std::uint32_t> expectedSeq_, ackedSeq_, ackTsOf_;  // per source
  std::vector<Held> held_;
  Held none_;  // what held() returns for a message that cannot exist
  bool stalled_ = false;
  bool reqInMac_ = false;  // a retransmission request of ours has not left the MAC yet
  // source
  MessageQueue queue_;
  std::uint32_t mySeq_ = 0, outstanding_ = kNone32, attempts_ = 0;
  std::uint32_t ownAckTs_ = 0;  // a source holding the token: its ACK must leave before the next message
  // reformation
  bool reforming_ = false;
  std::uint32_t initiator_ = kNone32, reformVersion_ = 0, suspect_ = kNone32;
  std::vector<std::uint32_t> joinedTs_;  // initiator: next timestamp of each site that joined (0 = not)
  Timer sourceTimer_, appTimer_, confirmTimer_, idleTimer_, handoverTimer_, requestTimer_, reformTimer_;
  std::uint64_t control_ = 0, timeouts_ = 0, reformations_ = 0, ackRequests_ = 0;
};

}  // namespace ps

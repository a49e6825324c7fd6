// Why-texts of the literature protocols (see literature_why.h). The thesis only describes these
// protocols (seed 001 §2.7-2.9; round-robin acknowledgment is chapter 5's proposal); where it is
// silent, the rule named here is the model's choice documented in the protocol's header.
#include "literature_why.h"

#include "../../core/why_text.h"
#include "../multicast/ethernet_model.h"
#include "literature_common.h"
#include "literature_config.h"

namespace ps {

namespace {

LitProto proto(const Simulation& s) {
  const LiteratureConfig* c = literatureConfigOf(s);
  return c ? c->proto : LitProto::kSeq;
}

}  // namespace

std::string whyLitTimeout(const Simulation& s, const TraceRecord& r) {
  switch (proto(s)) {
    case LitProto::kCm:
      return "Chang & Maxemchuk (thesis §2.9): a source sends one message at a time and waits for the token site's "
             "ACK; when it does not come in time the source retransmits, up to R times, and then assumes the token "
             "site failed and starts a reformation. This is attempt " +
             withCommas(r.a) + ".";
    case LitProto::kRra:
      return "Round-robin acknowledgment (thesis chapter 5): the receiver named in a message must acknowledge it; "
             "the thesis gives no timers, so the model repeats the message when that ACK does not arrive in time. "
             "This is attempt " +
             withCommas(r.a) + ".";
    default:
      return "Sequencer protocol (thesis §2.7): a source sends its request point-to-point to the sequencer and "
             "expects to see it come back as a MULTICAST; when it does not within the request timeout, it sends the "
             "request again (the sequencer drops duplicates by message number). This is attempt " +
             withCommas(r.a) + ".";
  }
}

std::string whyLitFailure(const Simulation&, const TraceRecord& r) {
  if (r.reason == static_cast<std::uint16_t>(LitFailure::kFlushed))
    return "Erramilli & Singh (thesis §2.8): the sender keeps only the last B messages; a NAK for a message already "
           "replaced in that buffer cannot be answered, and the protocol fails, which is why the thesis warns it "
           "\"can fail if the parameters are not carefully chosen\".";
  if (r.reason == static_cast<std::uint16_t>(LitFailure::kSourceFailed))
    return "The source has stopped (thesis §2.7-2.9 protocols offer little or no fault tolerance), so its "
           "remaining messages cannot be delivered.";
  return "The retransmission limit is reached (thesis §2.9: R attempts), so the protocol gives up on this message.";
}

std::string whyLitDuplicate(const Simulation& s, const TraceRecord&) {
  switch (proto(s)) {
    case LitProto::kEs:
      return "Erramilli & Singh (thesis §2.8): data with a sequence number below the one expected is a duplicate "
             "and is discarded.";
    case LitProto::kCm:
      return "Chang & Maxemchuk (thesis §2.9): a message whose sequence number is below the one expected from its "
             "source was already received, so it is discarded.";
    case LitProto::kRra:
      return "Round-robin acknowledgment (thesis chapter 5): a message already received (a retransmission meant "
             "for another receiver) is discarded.";
    default:
      return "Sequencer protocol (thesis §2.7): a MULTICAST already delivered is discarded.";
  }
}

std::string whySeqDummy(const Simulation&, const TraceRecord&) {
  return "Sequencer protocol (thesis §2.7): members acknowledge by piggybacking on their requests; a member that "
         "has sent nothing for some time sends a dummy request so the sequencer learns how far it has received and "
         "can free its history buffer.";
}
std::string whySeqRetransRequest(const Simulation&, const TraceRecord&) {
  return "Sequencer protocol (thesis §2.7): a MULTICAST with a sequence number above the expected one reveals a "
         "gap, so the member asks the sequencer for the missing message with a RETRANS (a negative "
         "acknowledgment).";
}
std::string whySeqRetransmission(const Simulation&, const TraceRecord&) {
  return "Sequencer protocol (thesis §2.7): the sequencer keeps every message in its history buffer until all "
         "members have acknowledged it, so it can answer a RETRANS point-to-point to the member that asked.";
}
std::string whySeqGap(const Simulation&, const TraceRecord&) {
  return "Sequencer protocol (thesis §2.7): messages are delivered in the global order the sequencer assigns; one "
         "that arrives ahead of a missing one is buffered (or discarded if no buffer is free) until the gap is "
         "filled.";
}
std::string whySeqPurge(const Simulation&, const TraceRecord&) {
  return "Sequencer protocol (thesis §2.7): when every member has acknowledged up to some sequence number j, the "
         "sequencer deletes the buffered messages up to j, freeing its history buffer.";
}
std::string whySeqRefused(const Simulation&, const TraceRecord&) {
  return "Sequencer protocol (thesis §2.7): when the history buffer is exhausted the sequencer stops accepting "
         "requests and runs a two-phase synchronisation; requests arriving meanwhile are refused and must be sent "
         "again.";
}
std::string whySeqPhase1(const Simulation&, const TraceRecord&) {
  return "Sequencer protocol (thesis §2.7): the history buffer is full, so the sequencer starts the two-phase "
         "synchronisation: PHASE1 with its last sequence number asks every member to catch up and acknowledge.";
}

std::string whyEsStatus(const Simulation&, const TraceRecord&) {
  return "Erramilli & Singh (thesis §2.8): an idle sender multicasts status messages with its next sequence "
         "number every T1, up to K times, then sanity messages (sanityLosses + 1 per T2, so one lost on the "
         "wire still leaves it heard within T2), so receivers detect a lost last message and know the sender "
         "is alive.";
}
std::string whyEsNak(const Simulation&, const TraceRecord&) {
  return "Erramilli & Singh (thesis §2.8) is NAK-based: a receiver that sees a sequence number above the one it "
         "expects (in data or in a status message) sends a NAK naming the expected one directly to the source.";
}
std::string whyEsRetransmission(const Simulation&, const TraceRecord&) {
  return "Erramilli & Singh (thesis §2.8): a NAK makes the sender look the message up in its buffer of the last B "
         "messages and send it again (by unicast, as the thesis argues).";
}
std::string whyEsGap(const Simulation&, const TraceRecord&) {
  return "Erramilli & Singh (thesis §2.8): each receiver keeps the next sequence number it expects from every "
         "sender; a higher one means messages were lost, which it answers with a NAK.";
}
std::string whyEsFailureDetected(const Simulation&, const TraceRecord&) {
  return "Erramilli & Singh (thesis §2.8): every live node is heard at least every T2 (its sanity messages "
         "come often enough to survive a loss), so a node not heard from for longer than T2 is considered failed.";
}
std::string whyEsChoke(const Simulation&, const TraceRecord&) {
  return "Erramilli & Singh (thesis §2.8): a receiver whose buffer nears overflow multicasts a timed-choke "
         "message with T3, the time it needs to clear its backlog (rudimentary flow control).";
}
std::string whyEsChoked(const Simulation&, const TraceRecord&) {
  return "Erramilli & Singh (thesis §2.8): a sender that receives a timed-choke message pauses for the time T3 it "
         "names before sending more data. Meanwhile it is idle, so its status and sanity messages go on.";
}

std::string whyCmTokenPassed(const Simulation&, const TraceRecord&) {
  return "Chang & Maxemchuk (thesis §2.9): the token site that acknowledges and timestamps messages rotates "
         "along the token list at the token-passing rate; the ACK names the next token site, and a message is "
         "committed only after the token has passed L times since it was acknowledged.";
}
std::string whyCmRetransRequest(const Simulation&, const TraceRecord&) {
  return "Chang & Maxemchuk (thesis §2.9): a site that sees a message ahead of the one expected from its source, "
         "or an ACK for a message it does not hold, sends a retransmission request (a NAK) to the token site.";
}
std::string whyCmRetransmission(const Simulation&, const TraceRecord&) {
  return "Chang & Maxemchuk (thesis §2.9): the token site answers retransmission requests for messages and ACKs, "
         "and keeps doing so after passing the token so the next site can catch up.";
}
std::string whyCmConfirmation(const Simulation&, const TraceRecord&) {
  return "Chang & Maxemchuk (thesis §2.9): a new token site that has nothing to acknowledge or commit within a "
         "timeout after receiving the token sends a confirmation, so everyone knows it accepted the token.";
}
std::string whyCmReformStart(const Simulation&, const TraceRecord&) {
  return "Chang & Maxemchuk (thesis §2.9): a site that assumes a failure (R retransmissions without an ACK) "
         "starts a reformation, which builds a new list of operational sites before normal operation resumes.";
}

std::string whyRraAck(const Simulation&, const TraceRecord&) {
  return "Round-robin acknowledgment (thesis chapter 5): each message names one receiver, which acknowledges it "
         "and every earlier message it received since its own last ACK; receivers take turns, so ACKs never "
         "contend with each other.";
}
std::string whyRraRetransmission(const Simulation&, const TraceRecord&) {
  return "Round-robin acknowledgment (thesis chapter 5): an ACK shows which messages the named receiver still "
         "lacks (or none came in time), so the sender repeats them; the thesis leaves loss handling open, and this "
         "is the model's choice.";
}
std::string whyRraStable(const Simulation&, const TraceRecord&) {
  return "Round-robin acknowledgment (thesis chapter 5): once every receiver has acknowledged a message in its "
         "turn, the message is stable and the sender may release it.";
}
std::string whyRraPoll(const Simulation&, const TraceRecord&) {
  return "Round-robin acknowledgment (thesis chapter 5): when the sender has no new message to carry the "
         "indicator, it polls the next receiver in turn so that its acknowledgment still comes.";
}

}  // namespace ps

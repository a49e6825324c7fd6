// Trace record kinds of AFDP, block 500-599 (core/trace_kinds.h). node = the host writing the
// record; peer = the other host; packet = the uid of the packet named (a DATA datagram's first
// fragment). Field meanings per kind are declared in afdp_trace.cpp.
#pragma once
#include <cstdint>

namespace ps {
class Simulation;
}

namespace ps::afdp {

enum AfdpTrace : std::uint16_t {
  kTrJoin = 500,            // subscriber sends JOIN: peer = secretary, reason = 1 multicast capable
  kTrMemberAdded = 501,     // secretary adds a member: peer = member, seq = members now, a = JOIN_REPLY time ns
  kTrPublishRequest = 502,  // publisher asks: peer = secretary, a = message bytes, reason = RateOption
  kTrGrant = 503,           // secretary grants: peer = publisher, seq = message id, size = members,
                            // a = initial Tp ns, reason = mode * 16 + ModeReason
  kTrRefuse = 504,          // secretary refuses: peer = publisher, seq = active publishers
  kTrData = 505,            // DATA sent: peer = destination (unicast) or none, seq, size = payload,
                            // a = total datagrams, reason = Mode
  kTrRetransmit = 506,      // DATA resent: as kTrData
  kTrTp = 507,              // Tp changed: a = new Tp ns, size = old Tp us, reason = 0 NAK / 1 decay
  kTrNakIn = 508,           // RESEND_REQUEST received: peer = subscriber, seq = packets named,
                            // size = packets queued, a = message id, reason = NakVerdict
  kTrNakScheduled = 509,    // subscriber starts its random delay: seq = highest seq seen, a = delay ns,
                            // reason = 0 gap / 1 nothing since last check
  kTrNakSent = 510,         // RESEND_REQUEST opened over TCP: peer = publisher, seq = missing, size = ranges,
                            // a = message id
  kTrNakCancelled = 511,    // after the delay nothing is missing any more: peer = publisher, a = message id
  kTrBufferDrop = 512,      // a datagram found the UDP receive buffer full: seq, size = bytes, a = occupancy
  kTrIgnoreLate = 513,      // a late joiner ignores a message begun before its JOIN_REPLY: seq = message id,
                            // a = message start ns
  kTrComplete = 514,        // subscriber holds the whole message: seq = message id, a = ns since grant,
                            // size = duplicates
  kTrLinger = 515,          // publisher has sent everything and lingers: seq = message id, a = linger ns
  kTrPublishDone = 516,     // publisher finished: seq = message id, a = ns since grant, size = retransmissions
  kTrFragmentLost = 517,    // a datagram could not be reassembled (a fragment missing): seq
  kTrLeave = 518,           // subscriber sends LEAVE: peer = secretary, seq = try (1 ...), size = datagrams
                            // held, a = current message id (0 none), reason = 1 it abandons it unfinished
  kTrMemberRemoved = 519,   // secretary handles a LEAVE: peer = host, seq = members now, a = ns it was a
                            // member, reason = 0 removed / 1 not in the host table (only answered)
  kTrShutdown = 520,        // secretary sends SHUTDOWN to a member: peer = member, seq = members disbanded,
                            // a = ns it was a member
  kTrShutdownIn = 521,      // subscriber obeys SHUTDOWN: peer = secretary, seq = current message id (0 none),
                            // size = datagrams held, a = total datagrams, reason = 1 it abandons it unfinished
  // Finding the secretary, the election, leases and refusals (afdp_group_text.cpp declares them).
  kTrFindSecretary = 522,   // host broadcasts FIND_SECRETARY: seq = try (1 ...), size = tries per round
  kTrSecretaryHere = 523,   // secretary answers SECRETARY_HERE: peer = asker, reason = 0 FIND / 1 a lower claim
  kTrSecretaryFound = 524,  // host learns its secretary: peer = secretary, seq = FIND_SECRETARYs it sent
  kTrClaim = 525,           // candidate broadcasts SECRETARY_CLAIM: seq = its id, a = vote window ns,
                            // reason = 0 first claim / 1 answering a lower claim
  kTrClaimYield = 526,      // candidate hears a higher claim and gives up: peer = the higher candidate
  kTrElected = 527,         // candidate heard no higher claim: it becomes secretary; a = vote window ns
  kTrLeaseExpired = 528,    // secretary ends a publisher's lease: peer = publisher, seq = message id,
                            // size = publishers still active, a = lease ns
  kTrRefusedIn = 529,       // publisher is refused: peer = secretary, a = retry delay ns (0: it gives up),
                            // reason = 1 it retries
};

enum NakVerdict : std::uint16_t {
  kNakValid = 0,
  kNakNotMember = 1,  // the sender is not in the grant's snapshot (a late joiner)
  kNakNotSent = 2,    // none of the packets named has been sent yet
  kNakOtherMessage = 3,
};

void registerAfdpTraceKinds(Simulation& sim);

}  // namespace ps::afdp

// Trace record kinds of the transport family, 300-339 (README.md: 340-379 belong to DCCP).
// For every agent record: node = the agent's host, peer = the flow id (flows are shown as F<id+1>),
// packet = the packet's uid when the record is about one. Byte sequence numbers are relative to
// the connection's initial sequence number (the first data byte is 1, as tcptrace -r shows them).
#pragma once
#include <cstdint>

namespace ps {
class Simulation;
}

namespace ps::transport {

enum TransportTrace : std::uint16_t {
  kTrTcpState = 300,           // connection state: seq = old TcpState, size = new TcpState
  kTrTcpPhase = 301,           // congestion-control phase: seq = old CcPhase, size = new, a = cwnd bytes
  kTrTcpData = 302,            // new data segment sent: seq = low 32 bits of a, size = payload, a = first byte
  kTrTcpRetransmit = 303,      // retransmission: as kTrTcpData, reason = RetransmitCause
  kTrTcpAck = 304,             // receiver sends an ACK: a = ack (next byte expected), size = window, reason = AckReason
  kTrTcpAckIn = 305,           // sender gets an ACK for new data: a = ack, seq = bytes newly acked, size = cwnd after
  kTrTcpDupAck = 306,          // sender gets a duplicate ACK: a = ack, seq = duplicates so far, size = cwnd after
  kTrTcpFastRetransmit = 307,  // loss detected by duplicate ACKs: a = SND.UNA, seq = ssthresh, size = cwnd,
                               // reason = FastRetransmitKind
  kTrTcpTimeout = 308,         // retransmission timer expired: a = next RTO ns, seq = ssthresh, size = cwnd,
                               // reason = backoffs so far
  kTrTcpRecoveryExit = 309,    // fast recovery ends: a = ack, seq = ssthresh, size = cwnd, reason = 0 full ACK / 1 any
  kTrTcpPartialAck = 310,      // NewReno partial ACK: a = ack, seq = bytes acked, size = cwnd after
  kTrTcpControl = 311,         // SYN, SYN-ACK, FIN or a bare handshake ACK sent: reason = ControlSegment, a = seq
  kTrTcpReceive = 312,         // receiver gets a data segment: a = first byte, size = payload, reason = ReceiveKind
  kTrUdpSend = 320,            // datagram sent: seq = datagram number, size = payload bytes
  kTrUdpReceive = 321,         // datagram received: seq = datagram number, size = payload, a = one-way delay ns
  kTrAppStart = 325,           // a transfer starts: a = bytes (-1 = unlimited), reason = AppKind
  kTrAppComplete = 326,        // a finite transfer finished: a = duration ns, seq = bytes (low 32 bits)
  kTrAppRefused = 327,         // the sender's buffer refused a datagram: size = bytes
};

enum RetransmitCause : std::uint16_t {
  kRetxFast = 0,        // fast retransmit on the third duplicate ACK
  kRetxTimeout = 1,     // the retransmission timer expired
  kRetxPartialAck = 2,  // NewReno: a partial ACK names the next hole
  kRetxGoBackN = 3,     // resent after a timeout (or Tahoe's fast retransmit) while slow-starting again
};
enum AckReason : std::uint16_t {
  kAckEvery = 0,         // every in-order segment (delayedAck = 1)
  kAckDelayedTimer = 1,  // the delayed-ACK timer expired
  kAckOutOfOrder = 2,    // an out-of-order segment: a duplicate ACK, at once
  kAckFillsHole = 3,     // the segment filled (part of) a hole: at once
  kAckDuplicate = 4,     // a segment already received (or outside the window): at once
  kAckHandshake = 5,     // ACK of a SYN-ACK or a FIN
  kAckSecond = 6,        // the second in-order segment (delayed ACKs)
};
enum FastRetransmitKind : std::uint16_t {
  kFrEnter = 0,           // Reno/NewReno: fast retransmit, then fast recovery
  kFrTahoe = 1,           // Tahoe: retransmit and slow-start from one segment
  kFrNewRenoIgnored = 2,  // NewReno: the ACK does not cover `recover`, no second reduction
};
enum ControlSegment : std::uint16_t { kCtlSyn = 0, kCtlSynAck = 1, kCtlFin = 2, kCtlAck = 3, kCtlFinAck = 4 };
enum ReceiveKind : std::uint16_t { kRcvInOrder = 0, kRcvOutOfOrder = 1, kRcvFillsHole = 2, kRcvDuplicate = 3 };
enum AppKind : std::uint16_t { kAppBulk = 0, kAppCbr = 1, kAppOnOff = 2, kAppWeb = 3, kAppFtp = 4 };

void registerTransportTraceKinds(Simulation& sim);

}  // namespace ps::transport

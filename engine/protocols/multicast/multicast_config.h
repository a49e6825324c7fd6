// Configuration of the thesis's multicast protocols: every parameter of the simulator's command
// file (seed 001 §3.6, p.55) with the same meaning and unit. Times are in bit times, sizes in
// bytes, as in the thesis. Scenario field  <-  thesis command-file keyword:
//
//   lan.receivers               <- STARTRECS/ENDRECS/INCRRECS   (2-100)
//   lan.failRate                <- STARTFAILRT...               (0-100, percent)
//   protocol.name               <- PROTO                        (SAW | BAP; and SEQ | ES | CM | RRA,
//                                                                 the literature protocols of §2.7-2.9
//                                                                 and chapter 5: protocols/literature)
//   protocol.packets            <- STARTPKTS...                 (1-5000)
//   protocol.dataSize           <- STARTDATAPKTSIZE...          (64-1518 bytes)
//   protocol.ackSize            <- STARTACKPKTSIZE...           (64-1518 bytes)
//   protocol.saw.timeoutMethod  <- SAWTIMEOUTMETHOD             (constant | formula)
//   protocol.saw.timeout        <- STARTSAWTIMEOUT...           (bit times; the increment when formula)
//   protocol.saw.randWait       <- STARTSAWRANDWAIT...          (SAWrand, bit times)
//   protocol.saw.retransLimit   <- STARTSAWRETRANSLIM...        (count)
//   protocol.saw.retrans        <- SAWRETRANS                   (unicast | multicast)
//   protocol.bap.pktTimeoutMethod <- BAPPKTIMEOUTMETHOD         (constant | formula)
//   protocol.bap.pktTimeout     <- STARTBAPPKTIMEOUT...         (bit times; the increment when formula)
//   protocol.bap.ackTimeout     <- STARTBAPACKTIMEOUT...        (t, bit times)
//   protocol.bap.window         <- STARTBAPWIN...               (n)
//   protocol.bap.randWait       <- STARTBAPRANDWAIT...          (BAPrand, bit times)
//   protocol.bap.retransLimit   <- STARTBAPRETRANSLIM...        (count)
//   protocol.statsFile          <- STATSFILE                    (the per-packet output, §3.5)
//   --reps / sweep.reps         <- REPETITIONS;  --log N <- LOGFILE;  sweep.parameters <- START/END/INCR
//
// Additions (the thesis is silent; see ethernet_model.h): protocol.mode (multicast, or the
// equivalent unicast protocol simulated), protocol.saw.timerRestart, protocol.saw.timerExpiry,
// protocol.bap.ackTimerMode, protocol.bap.timerExpiry, protocol.bap.retransCount,
// protocol.bap.duplicateAck, protocol.bap.ackTimerStops.
#pragma once
#include <cstdint>
#include <string>

#include "../../core/time.h"

namespace ps {

// kLiterature: one of the literature protocols (protocols/literature, LiteratureConfig).
enum class ProtoKind : std::uint8_t { kSaw, kBap, kLiterature };
enum class TimeoutMethod : std::uint8_t { kConstant, kFormula };
enum class RetransMethod : std::uint8_t { kUnicast, kMulticast };
// When the single multicast-mode SAW timer runs from (the thesis does not say, digest §3.3):
enum class TimerRestart : std::uint8_t { kOnAck, kOnSend };
// When an expired sender timer takes effect: at its deadline, or once no station of the LAN has a
// frame queued (the thesis simulator advanced its clock to the first expired timer only when every
// layer was idle, §3.7; digest thesis-error-tables.md).
enum class TimerExpiry : std::uint8_t {
  kDeadline,  // at the deadline
  kQuiet,     // the sender's timer waits for a quiet LAN
  kQuietAll,  // MBAP: the receivers' ACK delay timers wait for a quiet LAN too
};
// What the MBAP sender's retransmission limit counts: the retransmissions of the oldest message
// in the window (each message keeps its count as the window slides), or the window's
// retransmissions since it last advanced.
enum class RetransCount : std::uint8_t { kMessage, kWindow };
// What the MBAP receiver does when its ACK delay timer expires (the thesis gives two readings):
enum class AckTimerMode : std::uint8_t {
  kPending,  // ACK only if messages are received but not yet acknowledged (count > 0)
  kAlways,   // ACK the last in-order seq every time ("to inform the sender of its current status")
};

struct MulticastConfig {
  ProtoKind proto = ProtoKind::kSaw;
  bool unicastEquivalent = false;  // protocol.mode = "unicast": one transfer per receiver in turn
  std::uint32_t receivers = 5;
  std::uint32_t packets = 500;
  std::uint32_t dataBytes = 1518;
  std::uint32_t ackBytes = 64;
  double failRatePct = 0;  // copy of lan.failRate, for the output header
  // SAW
  TimeoutMethod sawTimeoutMethod = TimeoutMethod::kFormula;
  std::int64_t sawTimeout = 600000;  // bit times (the increment when formula)
  std::int64_t sawRand = 0;
  std::int64_t sawRetransLimit = 10;
  RetransMethod sawRetrans = RetransMethod::kMulticast;
  TimerRestart sawTimerRestart = TimerRestart::kOnAck;
  TimerExpiry sawTimerExpiry = TimerExpiry::kQuiet;  // tests/reproduce/thesis-readings.md
  // BAP
  TimeoutMethod bapTimeoutMethod = TimeoutMethod::kFormula;
  std::int64_t bapPktTimeout = 600000;
  std::int64_t bapAckTimeout = 95000;
  std::uint32_t bapWindow = 10;
  std::int64_t bapRand = 0;
  std::int64_t bapRetransLimit = 20;
  AckTimerMode bapAckTimerMode = AckTimerMode::kPending;
  TimerExpiry bapTimerExpiry = TimerExpiry::kDeadline;
  RetransCount bapRetransCount = RetransCount::kMessage;
  bool bapDuplicateAck = false;   // an out-of-sequence DATA makes the receiver re-ACK its last seq
  bool bapAckTimerStops = false;  // the block ACK (count == n) stops the ACK delay timer
  std::string statsFile;

  std::int64_t dataBits() const { return std::int64_t{dataBytes} * 8; }
  std::int64_t ackBits() const { return std::int64_t{ackBytes} * 8; }
  std::uint32_t window() const { return proto == ProtoKind::kBap ? bapWindow : 1; }
  // §3.6 / §4.4: T_SAW = d + a*r + i (+ increment); T_BAP = d*n + a*r + i + t (+ increment).
  std::int64_t sawTimeoutBits() const {
    if (sawTimeoutMethod == TimeoutMethod::kConstant) return sawTimeout;
    return dataBits() + ackBits() * receivers + sawRand + sawTimeout;
  }
  std::int64_t bapTimeoutBits() const {
    if (bapTimeoutMethod == TimeoutMethod::kConstant) return bapPktTimeout;
    return dataBits() * bapWindow + ackBits() * receivers + bapRand + bapAckTimeout + bapPktTimeout;
  }
};

}  // namespace ps

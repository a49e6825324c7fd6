// The Ack Vector (RFC 4340 §11.4, Appendix A) and CCID 2 (RFC 4341): run-length encoding and
// decoding, the receiver's Ack rules, the sender's window, loss and Ack Ratio rules. Each expected
// value is worked out in the comment beside it.
#include <gtest/gtest.h>

#include <vector>

#include "transport/dccp/ack_vector.h"
#include "transport/dccp/ccid2.h"

using namespace ps;
using namespace ps::dccp;

namespace {
AckVector received(std::initializer_list<std::uint64_t> seqs) {
  AckVector v;
  for (std::uint64_t s : seqs) v.record(s);
  return v;
}
AckVector receivedRange(std::uint64_t first, std::uint64_t last, std::initializer_list<std::uint64_t> missing = {}) {
  AckVector v;
  for (std::uint64_t s = first; s <= last; ++s) {
    bool skip = false;
    for (std::uint64_t m : missing) skip = skip || m == s;
    if (!skip) v.record(s);
  }
  return v;
}
}  // namespace

// ---- Ack Vector -----------------------------------------------------------------------------

TEST(AckVector, TenReceivedPacketsAreOneByte) {
  const AckVector v = receivedRange(1, 10);
  EXPECT_EQ(v.head(), 10u);
  EXPECT_EQ(v.tail(), 1u);
  EXPECT_EQ(v.encode(), (std::vector<std::uint8_t>{0x09}));  // state 0, run length 9 (= 10 packets)
  EXPECT_EQ(v.optionBytes(), 3u);                            // + type and length
}

TEST(AckVector, AGapIsANotReceivedRunAndTheHeadComesFirst) {
  const AckVector v = received({1, 2, 3, 4, 5, 8, 9, 10});
  // Head first: 8-10 received (0x02), 6-7 not received (state 3: 0xC0 | 1), 1-5 received (0x04).
  EXPECT_EQ(v.encode(), (std::vector<std::uint8_t>{0x02, 0xC1, 0x04}));
  EXPECT_EQ(v.stateOf(7), PacketState::kNotReceived);
  EXPECT_EQ(v.stateOf(8), PacketState::kReceived);
}

TEST(AckVector, RunsLongerThanSixtyFourTakeSeveralBytes) {
  const AckVector v = receivedRange(1, 100);
  EXPECT_EQ(v.encode(), (std::vector<std::uint8_t>{0x3F, 0x23}));  // 64 + 36 packets
  EXPECT_EQ(v.encodedBytes(), 2u);
}

TEST(AckVector, LongVectorsSplitIntoOptionsOf253Bytes) {
  AckVector v;
  for (std::uint64_t s = 1; s <= 600; s += 2) v.record(s);  // every other packet: 1, 3, ..., 599
  EXPECT_EQ(v.encodedBytes(), 599u);                        // 300 received + 299 not-received runs
  EXPECT_EQ(v.optionBytes(), 599u + 2 * 3);                 // three options
}

TEST(AckVector, DecodingTheWireFormGivesTheSameStates) {
  const AckVector v = received({3, 4, 7, 8, 9, 10, 11, 75, 200});
  const AckVector d = AckVector::decode(v.head(), v.encode());
  EXPECT_EQ(d.tail(), 3u);
  for (std::uint64_t s = 3; s <= 200; ++s) EXPECT_EQ(d.stateOf(s), v.stateOf(s)) << s;
  EXPECT_EQ(d.encode(), v.encode());
}

TEST(AckVector, TrimmingForgetsTheAcknowledgedPart) {
  AckVector v = received({1, 2, 3, 6, 7});
  v.trimThrough(4);
  EXPECT_EQ(v.tail(), 5u);
  EXPECT_EQ(v.encode(), (std::vector<std::uint8_t>{0x01, 0xC0}));  // 6-7 received, 5 not
  v.record(2);                                                     // below the tail: ignored
  EXPECT_EQ(v.tail(), 5u);
}

TEST(AckVector, ALatePacketSplitsItsRun) {
  AckVector v = received({1, 10});  // 2-9 not received
  v.record(5);
  EXPECT_EQ(v.encode(), (std::vector<std::uint8_t>{0x00, 0xC3, 0x00, 0xC2, 0x00}));  // 10 | 6-9 | 5 | 2-4 | 1
}

// ---- CCID 2 receiver ------------------------------------------------------------------------

TEST(Ccid2Receiver, AcksEveryAckRatioDataPackets) {
  Ccid2Receiver rx(Ccid2ReceiverConfig{});
  EXPECT_FALSE(rx.onPacket(0, 1, true));
  EXPECT_TRUE(rx.onPacket(1, 2, true));  // R = 2
  rx.onAckSent(500);
  rx.setAckRatio(3);
  EXPECT_FALSE(rx.onPacket(2, 3, true));
  EXPECT_FALSE(rx.onPacket(3, 4, true));
  EXPECT_TRUE(rx.onPacket(4, 5, true));
}

TEST(Ccid2Receiver, AGapIsAcknowledgedAtOnce) {
  Ccid2Receiver rx(Ccid2ReceiverConfig{});
  rx.onPacket(0, 1, true);
  rx.onPacket(1, 2, true);
  rx.onAckSent(500);
  EXPECT_TRUE(rx.onPacket(2, 5, true));  // 3 and 4 missing
}

TEST(Ccid2Receiver, TheDelayedAckTimerCoversTheLastPackets) {
  Ccid2Receiver rx(Ccid2ReceiverConfig{});
  EXPECT_EQ(rx.delayedAckDeadline(), kNever);
  rx.onPacket(7 * kMillisecond, 1, true);
  EXPECT_EQ(rx.delayedAckDeadline(), 207 * kMillisecond);
  rx.onAckSent(500);
  EXPECT_EQ(rx.delayedAckDeadline(), kNever);
}

TEST(Ccid2Receiver, AnAckOfAckTrimsTheVectorBelowThatAcksHead) {
  Ccid2Receiver rx(Ccid2ReceiverConfig{});
  for (std::uint64_t s = 1; s <= 4; ++s) rx.onPacket(0, s, true);
  rx.onAckSent(500);  // covered 1..4
  for (std::uint64_t s = 5; s <= 8; ++s) rx.onPacket(0, s, true);
  rx.onAckSent(501);  // covered 1..8
  rx.onAckOfAck(500);
  EXPECT_EQ(rx.vector().tail(), 4u);  // keeps the acknowledged Ack's head
  rx.onAckOfAck(501);
  EXPECT_EQ(rx.vector().tail(), 8u);
  EXPECT_EQ(rx.vector().head(), 8u);
}

// ---- CCID 2 sender --------------------------------------------------------------------------

namespace {
Ccid2SenderConfig cfg(std::uint32_t cwnd = 0, std::uint64_t ssthresh = 1000, std::uint32_t ackRatio = 2) {
  Ccid2SenderConfig c;
  c.initialCwnd = cwnd;
  c.initialSsthresh = ssthresh;
  c.initialAckRatio = ackRatio;
  return c;
}
void sendUpTo(Ccid2Sender& tx, std::uint64_t first, std::uint64_t last, SimTime at = 0) {
  for (std::uint64_t s = first; s <= last; ++s) tx.onDataSent(at, s);
}
}  // namespace

TEST(Ccid2Sender, TheInitialWindowFollowsRfc3390) {
  auto w = [](std::uint32_t s) {
    Ccid2SenderConfig c;
    c.s = s;
    return Ccid2Sender(c).cwnd();
  };
  EXPECT_EQ(w(500), 4u);   // min(4, max(2, 8))
  EXPECT_EQ(w(1000), 4u);  // 4380/1000 = 4
  EXPECT_EQ(w(1460), 3u);  // 4380/1460 = 3
  EXPECT_EQ(w(1500), 2u);  // 4380/1500 = 2
}

TEST(Ccid2Sender, SendsWhilePipeIsBelowCwnd) {
  Ccid2Sender tx(cfg(3));
  sendUpTo(tx, 1, 2);
  EXPECT_TRUE(tx.canSend());
  tx.onDataSent(0, 3);
  EXPECT_FALSE(tx.canSend());
  EXPECT_EQ(tx.pipe(), 3u);
  EXPECT_EQ(tx.rtoDeadline(), kSecond);  // armed by the first packet: RFC 6298's initial 1 s
}

TEST(Ccid2Sender, SlowStartGrowsAtMostHalfTheAckRatioPerAck) {
  Ccid2Sender tx(cfg(4));
  sendUpTo(tx, 1, 4);
  tx.onAck(100 * kMillisecond, 500, 2, receivedRange(1, 2));  // 2 newly acked, cap ceil(2/2) = 1
  EXPECT_EQ(tx.cwnd(), 5u);
  EXPECT_EQ(tx.pipe(), 2u);
  tx.onAck(101 * kMillisecond, 501, 4, receivedRange(1, 4));
  EXPECT_EQ(tx.cwnd(), 6u);
  EXPECT_EQ(tx.pipe(), 0u);
  EXPECT_EQ(tx.rtoDeadline(), kNever);  // nothing outstanding
  // RTT samples from the packets named by the Acknowledgement Numbers: 100 ms, then 101 ms.
  EXPECT_EQ(tx.rtt().srtt(), 100 * kMillisecond + 125 * kMicrosecond);  // 7/8 * 100 + 1/8 * 101
}

TEST(Ccid2Sender, WithAckRatioOneSlowStartDoublesPerRtt) {
  Ccid2Sender tx(cfg(4, 1000, 1));
  sendUpTo(tx, 1, 4);
  for (std::uint64_t a = 1; a <= 4; ++a) tx.onAck(kMillisecond, 500 + a, a, receivedRange(1, a));
  EXPECT_EQ(tx.cwnd(), 8u);
}

TEST(Ccid2Sender, CongestionAvoidanceAddsOnePacketPerWindow) {
  Ccid2Sender tx(cfg(4, 4, 1));
  sendUpTo(tx, 1, 4);
  for (std::uint64_t a = 1; a <= 3; ++a) tx.onAck(kMillisecond, 500 + a, a, receivedRange(1, a));
  EXPECT_EQ(tx.cwnd(), 4u);
  tx.onAck(kMillisecond, 504, 4, receivedRange(1, 4));  // the 4th acknowledged packet: +1
  EXPECT_EQ(tx.cwnd(), 5u);
}

TEST(Ccid2Sender, ThreeLaterAcknowledgedPacketsMakeALossAndHalveTheWindow) {
  Ccid2Sender tx(cfg(10, 1000));
  sendUpTo(tx, 1, 10);
  tx.onAck(kMillisecond, 500, 6, receivedRange(1, 6, {4}));  // 4 missing, 5 and 6 above it
  EXPECT_EQ(tx.dataLost(), 0u);                              // only two later packets so far
  tx.onAck(kMillisecond, 501, 7, receivedRange(1, 7, {4}));  // 5, 6, 7 acknowledged: 4 is lost
  EXPECT_EQ(tx.dataLost(), 1u);
  EXPECT_EQ(tx.congestionEvents(), 1u);
  // Slow start had grown cwnd to 12 (+1 per Ack); halved: 6, and ssthresh = 6.
  EXPECT_EQ(tx.cwnd(), 6u);
  EXPECT_EQ(tx.ssthresh(), 6u);
  EXPECT_EQ(tx.pipe(), 3u);  // 10 sent - 6 acknowledged - 1 lost
}

TEST(Ccid2Sender, OneReductionPerWindowOfData) {
  Ccid2Sender tx(cfg(10, 1000));
  sendUpTo(tx, 1, 10);
  tx.onAck(kMillisecond, 500, 10, receivedRange(1, 10, {2, 5}));  // two losses sent in the same window
  EXPECT_EQ(tx.dataLost(), 2u);
  EXPECT_EQ(tx.congestionEvents(), 1u);
  EXPECT_EQ(tx.cwnd(), 5u);  // 10 + 1, halved once
  sendUpTo(tx, 11, 15);      // sent after the reduction
  tx.onAck(2 * kMillisecond, 501, 15, receivedRange(1, 15, {2, 5, 11}));
  EXPECT_EQ(tx.congestionEvents(), 2u);
}

TEST(Ccid2Sender, ATimeoutResetsTheWindowToOne) {
  Ccid2Sender tx(cfg(8, 1000));
  sendUpTo(tx, 1, 8);
  tx.onRtoExpired(kSecond);
  EXPECT_EQ(tx.cwnd(), 1u);
  EXPECT_EQ(tx.ssthresh(), 4u);  // max(8/2, 2)
  EXPECT_EQ(tx.pipe(), 0u);
  EXPECT_EQ(tx.rto(), 2 * kSecond);  // backed off
  EXPECT_EQ(tx.ackRatio(), 1u);      // ceil(1/2)
  EXPECT_TRUE(tx.canSend());
}

TEST(Ccid2Sender, LostAcksDoubleTheAckRatio) {
  Ccid2Sender tx(cfg(20, 1000));
  sendUpTo(tx, 1, 20);
  std::uint64_t acked = 0;
  for (std::uint64_t ackSeq : {500, 501, 503, 504}) {
    ++acked;
    tx.onAck(kMillisecond, ackSeq, acked, receivedRange(1, acked));
  }
  EXPECT_EQ(tx.ackRatio(), 2u);  // 502 missing, two later Acks
  ++acked;
  tx.onAck(kMillisecond, 505, acked, receivedRange(1, acked));
  EXPECT_EQ(tx.acksLost(), 1u);
  EXPECT_EQ(tx.ackRatio(), 4u);
}

TEST(Ccid2Sender, QuietWindowsDecreaseTheAckRatio) {
  Ccid2Sender tx(cfg(4, 1000, 2));
  // cwnd^2 / (R^2 - R) = 16 / 2 = 8 data packets without a lost Ack: R 2 -> 1.
  sendUpTo(tx, 1, 4);
  for (std::uint64_t a = 2; a <= 4; a += 2) tx.onAck(kMillisecond, 500 + a, a, receivedRange(1, a));
  EXPECT_EQ(tx.cwnd(), 6u);
  sendUpTo(tx, 5, 7);
  EXPECT_EQ(tx.ackRatio(), 2u);  // 7 packets; need 36 / 2 = 18 at cwnd 6
  Ccid2Sender small(cfg(4, 4, 2));
  sendUpTo(small, 1, 7);
  EXPECT_EQ(small.ackRatio(), 2u);
  small.onDataSent(0, 8);  // the 8th at cwnd 4
  EXPECT_EQ(small.ackRatio(), 1u);
}

TEST(Ccid2Sender, TheAckRatioNeverExceedsHalfTheWindow) {
  Ccid2Sender tx(cfg(3, 1000, 5));
  EXPECT_EQ(tx.ackRatio(), 2u);  // ceil(3/2)
}

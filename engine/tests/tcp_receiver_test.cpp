// TCP's receiving machine: delayed ACKs (RFC 1122 §4.2.3.2, RFC 5681 §4.2), duplicate ACKs for
// out-of-order segments, the immediate ACK for a segment that fills a hole, the out-of-order buffer,
// the handshake and the passive close (RFC 793), and the timestamp it echoes (RFC 7323 §4.3).
#include <gtest/gtest.h>

#include "tcp_test_support.h"

namespace ps::transport::testing {
namespace {

TcpConfig rcfg(std::uint32_t ackEvery = 1) {
  TcpConfig c;
  c.mss = 1000;
  c.handshake = false;
  c.ackEvery = ackEvery;
  c.delAckTimeout = 200 * kMillisecond;
  return c;
}

TEST(TcpReceiverAcks, EverySegmentIsAcknowledgedWhenDelayedAcksAreOff) {
  TcpBench t(rcfg(1));
  t.toReceiver(kTcpAckFlag, 1, 1000);
  t.toReceiver(kTcpAckFlag, 1001, 1000);
  auto out = t.takeSent(t.b);
  ASSERT_EQ(out.size(), 2u);
  EXPECT_EQ(out[0].ack, 1001u);
  EXPECT_EQ(out[1].ack, 2001u);
  EXPECT_EQ(t.receiver().deliveredBytes(), 2000u);
}

TEST(TcpReceiverAcks, DelayedAcksCoverEverySecondSegment) {
  TcpBench t(rcfg(2));
  t.toReceiver(kTcpAckFlag, 1, 1000);
  EXPECT_TRUE(t.takeSent(t.b).empty());
  t.toReceiver(kTcpAckFlag, 1001, 1000);
  auto out = t.takeSent(t.b);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].ack, 2001u);
}

TEST(TcpReceiverAcks, ALoneSegmentIsAcknowledgedWhenTheDelayedAckTimerExpires) {
  TcpBench t(rcfg(2));
  t.advance(10 * kMillisecond);
  t.toReceiver(kTcpAckFlag, 1, 1000);
  t.advance(209 * kMillisecond);
  EXPECT_TRUE(t.takeSent(t.b).empty());
  t.advance(210 * kMillisecond);
  auto out = t.takeSent(t.b);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].ack, 1001u);
}

TEST(TcpReceiverAcks, OutOfOrderSegmentsGetImmediateDuplicateAcksAndTheFillerAnImmediateAck) {
  TcpBench t(rcfg(2));
  t.toReceiver(kTcpAckFlag, 1, 1000);
  t.toReceiver(kTcpAckFlag, 1001, 1000);
  t.takeSent(t.b);
  // 2001 is lost; 3001 and 4001 arrive: a duplicate ACK each, at once.
  t.toReceiver(kTcpAckFlag, 3001, 1000);
  t.toReceiver(kTcpAckFlag, 4001, 1000);
  auto out = t.takeSent(t.b);
  ASSERT_EQ(out.size(), 2u);
  EXPECT_EQ(out[0].ack, 2001u);
  EXPECT_EQ(out[1].ack, 2001u);
  EXPECT_EQ(t.receiver().outOfOrderBytes(), 2000u);
  // The retransmission fills the hole: one ACK at once, for everything held.
  t.toReceiver(kTcpAckFlag, 2001, 1000);
  out = t.takeSent(t.b);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].ack, 5001u);
  EXPECT_EQ(t.receiver().outOfOrderBytes(), 0u);
  EXPECT_EQ(t.receiver().deliveredBytes(), 5000u);
}

TEST(TcpReceiverBuffer, HeldRangesMergeAndAPartialFillLeavesTheRest) {
  TcpBench t(rcfg(1));
  t.toReceiver(kTcpAckFlag, 3001, 1000);  // [3001, 4001)
  t.toReceiver(kTcpAckFlag, 6001, 1000);  // [6001, 7001)
  t.toReceiver(kTcpAckFlag, 4001, 1000);  // joins the first: [3001, 5001)
  EXPECT_EQ(t.receiver().outOfOrderBytes(), 3000u);
  t.toReceiver(kTcpAckFlag, 1, 2000);  // fills [1, 2001): still a hole at 2001
  EXPECT_EQ(t.receiver().rcvNxt(), 2001u);
  t.toReceiver(kTcpAckFlag, 2001, 1000);  // now up to 5001, 6001 still missing
  EXPECT_EQ(t.receiver().rcvNxt(), 5001u);
  EXPECT_EQ(t.receiver().outOfOrderBytes(), 1000u);
}

TEST(TcpReceiverBuffer, ADuplicateSegmentIsDiscardedWithAnAck) {
  TcpBench t(rcfg(2));
  t.toReceiver(kTcpAckFlag, 1, 1000);
  t.toReceiver(kTcpAckFlag, 1001, 1000);
  t.takeSent(t.b);
  t.toReceiver(kTcpAckFlag, 1, 1000);
  auto out = t.takeSent(t.b);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].ack, 2001u);
  EXPECT_EQ(t.receiver().deliveredBytes(), 2000u);
}

TEST(TcpReceiverHandshake, ListenSynReceivedEstablishedThenThePassiveClose) {
  TcpConfig c = rcfg(1);
  c.handshake = true;
  TcpBench t(c);
  EXPECT_EQ(t.receiver().state(), TcpState::kListen);
  t.toReceiver(kTcpSyn, 0, 0, 0);
  EXPECT_EQ(t.receiver().state(), TcpState::kSynReceived);
  auto out = t.takeSent(t.b);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].flags, kTcpSyn | kTcpAckFlag);
  EXPECT_EQ(out[0].ack, 1u);
  t.toReceiver(kTcpAckFlag, 1, 1000, /*ack=*/1);
  EXPECT_EQ(t.receiver().state(), TcpState::kEstablished);
  t.takeSent(t.b);
  t.toReceiver(kTcpFin | kTcpAckFlag, 1001, 0, 1);
  out = t.takeSent(t.b);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].flags, kTcpFin | kTcpAckFlag);  // ACK of its FIN and our FIN together
  EXPECT_EQ(out[0].ack, 1002u);
  EXPECT_EQ(t.receiver().state(), TcpState::kLastAck);
  t.toReceiver(kTcpAckFlag, 1002, 0, 2);
  EXPECT_EQ(t.receiver().state(), TcpState::kClosed);
}

TEST(TcpReceiverTimestamps, TheAckOfTwoSegmentsEchoesTheFirstAndADuplicateAckTheLastInOrder) {
  TcpConfig c = rcfg(2);
  c.timestamps = true;
  TcpBench t(c);
  t.toReceiver(kTcpAckFlag, 1, 1000, 1, /*tsval=*/100);
  t.toReceiver(kTcpAckFlag, 1001, 1000, 1, 200);
  ASSERT_EQ(t.b.sent.size(), 1u);
  EXPECT_EQ(t.b.sent[0].field[3], 100u);          // RFC 7323 §4.3: the earliest unacknowledged segment
  t.toReceiver(kTcpAckFlag, 3001, 1000, 1, 300);  // out of order: TS.Recent stays 100
  EXPECT_EQ(t.b.sent[1].field[3], 100u);
}

}  // namespace
}  // namespace ps::transport::testing

// TCP's sending machine against hand-computed cases from its RFCs: the initial window (RFC 5681
// eq. 1), slow start and congestion avoidance (§3.1), fast retransmit / fast recovery (§3.2),
// NewReno's partial and full ACKs (RFC 6582 §3.2), Tahoe, the retransmission timer (RFC 6298) with
// Karn's rule, the handshake and the close (RFC 793). Sections follow the machine's states.
#include <gtest/gtest.h>

#include "tcp_test_support.h"

namespace ps::transport::testing {
namespace {

TcpConfig base(std::uint32_t mss = 1000, TcpVariant v = TcpVariant::kReno) {
  TcpConfig c;
  c.mss = mss;
  c.variant = v;
  c.handshake = false;
  return c;
}

// ---- the initial window ------------------------------------------------------------------------

TEST(TcpInitialWindow, FollowsRfc5681Equation1) {
  TcpConfig c;
  c.mss = 1460;
  EXPECT_EQ(c.initialWindow(), 4380u);  // min(5840, max(2920, 4380))
  c.mss = 1000;
  EXPECT_EQ(c.initialWindow(), 4000u);  // four segments
  c.mss = 2200;
  EXPECT_EQ(c.initialWindow(), 4400u);  // two segments
  c.initialWindowSegments = 10;         // RFC 6928
  EXPECT_EQ(c.initialWindow(), 22000u);
}

TEST(TcpSlowStart, SendsTheInitialWindowThenOneMoreSegmentPerAckedSegmentAndTwoNew) {
  TcpBench t(base());
  t.establish();
  auto out = t.takeSent(t.a);
  ASSERT_EQ(out.size(), 4u);  // IW = 4000 B = 4 segments
  EXPECT_EQ(out[0].seq, 1u);
  EXPECT_EQ(out[3].seq, 3001u);
  t.ack(1001);  // one segment acknowledged: cwnd 5000, flight 3000 -> two new segments
  EXPECT_EQ(t.sender().cc().cwnd, 5000u);
  out = t.takeSent(t.a);
  ASSERT_EQ(out.size(), 2u);
  EXPECT_EQ(out[0].seq, 4001u);
  EXPECT_EQ(out[1].seq, 5001u);
}

TEST(TcpSlowStart, AnAckForTwoSegmentsAddsOneSmssWithLOneAndTwoWithLTwo) {
  TcpBench t(base());
  t.establish();
  t.ack(2001);  // RFC 5681: cwnd += min(N, SMSS)
  EXPECT_EQ(t.sender().cc().cwnd, 5000u);
  TcpConfig c = base();
  c.abcLimit = 2;  // RFC 3465: min(N, 2 SMSS)
  TcpBench u(c);
  u.establish();
  u.ack(2001);
  EXPECT_EQ(u.sender().cc().cwnd, 6000u);
}

// ---- congestion avoidance --------------------------------------------------------------------------

TEST(TcpCongestionAvoidance, ByteCountingAddsOneSmssPerWindowOfAcknowledgedBytes) {
  TcpConfig c = base();
  c.initialWindowSegments = 10;
  c.initialSsthresh = 10000;  // cwnd = ssthresh: congestion avoidance from the start
  TcpBench t(c);
  t.establish();
  for (int i = 1; i <= 9; ++i) t.ack(1 + 1000u * i);
  EXPECT_EQ(t.sender().cc().cwnd, 10000u);  // 9000 bytes counted, not yet a window
  t.ack(10001);
  EXPECT_EQ(t.sender().cc().cwnd, 11000u);  // the tenth completes cwnd = 10000 bytes
  EXPECT_EQ(t.sender().cc().caBytes, 0u);
}

TEST(TcpCongestionAvoidance, PerAckIncreaseIsSmssSquaredOverCwnd) {
  TcpConfig c = base();
  c.initialWindowSegments = 10;
  c.initialSsthresh = 10000;
  c.byteCounting = false;
  TcpBench t(c);
  t.establish();
  t.ack(1001);
  EXPECT_EQ(t.sender().cc().cwnd, 10100u);  // 1000 * 1000 / 10000 = 100 (RFC 5681 eq. 3)
  t.ack(2001);
  EXPECT_EQ(t.sender().cc().cwnd, 10199u);  // 1000000 / 10100 = 99 (integer division)
}

// ---- fast retransmit and fast recovery (Reno) ---------------------------------------------------------

// Ten segments in flight (cwnd 10000, ssthresh high), segment 1 lost: the ACKs of segments 2..4 are
// duplicates of ACK 1.
TcpBench* tenInFlight(TcpBench& t) {
  t.establish();
  t.takeSent(t.a);
  return &t;
}

TEST(TcpReno, TheThirdDuplicateAckHalvesTheFlightAndInflatesByThree) {
  TcpConfig c = base();
  c.initialWindowSegments = 10;
  TcpBench t(c);
  tenInFlight(t);
  t.ack(1);
  t.ack(1);
  EXPECT_TRUE(t.takeSent(t.a).empty());  // two duplicates: nothing (no Limited Transmit)
  EXPECT_FALSE(t.sender().cc().inRecovery);
  t.ack(1);
  EXPECT_TRUE(t.sender().cc().inRecovery);
  EXPECT_EQ(t.sender().cc().ssthresh, 5000u);  // max(FlightSize/2 = 5000, 2 SMSS)
  EXPECT_EQ(t.sender().cc().cwnd, 8000u);      // ssthresh + 3 SMSS
  auto out = t.takeSent(t.a);
  ASSERT_EQ(out.size(), 1u);  // the lost segment, at once
  EXPECT_EQ(out[0].seq, 1u);
  // Each further duplicate inflates by one SMSS; new data flows once cwnd exceeds the flight.
  t.ack(1);
  t.ack(1);
  EXPECT_EQ(t.sender().cc().cwnd, 10000u);
  EXPECT_TRUE(t.takeSent(t.a).empty());  // flight 10000 = cwnd
  t.ack(1);
  EXPECT_EQ(t.sender().cc().cwnd, 11000u);
  out = t.takeSent(t.a);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].seq, 10001u);
  // The new ACK deflates: cwnd = ssthresh, recovery over.
  t.ack(11001);
  EXPECT_FALSE(t.sender().cc().inRecovery);
  EXPECT_EQ(t.sender().cc().cwnd, 5000u);
}

TEST(TcpReno, APartialAckEndsRecoveryAnyway) {
  TcpConfig c = base();
  c.initialWindowSegments = 10;
  TcpBench t(c);
  tenInFlight(t);
  for (int i = 0; i < 3; ++i) t.ack(1);
  t.ack(3001);  // segments 1-3 acknowledged, 4 still missing
  EXPECT_FALSE(t.sender().cc().inRecovery);
  EXPECT_EQ(t.sender().cc().cwnd, 5000u);
}

TEST(TcpReno, LimitedTransmitSendsOneNewSegmentOnEachOfTheFirstTwoDuplicates) {
  TcpConfig c = base();
  c.initialWindowSegments = 4;
  c.limitedTransmit = true;
  TcpBench t(c);
  tenInFlight(t);
  t.ack(1);
  auto out = t.takeSent(t.a);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].seq, 4001u);
  t.ack(1);
  out = t.takeSent(t.a);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].seq, 5001u);
  EXPECT_EQ(t.sender().cc().cwnd, 4000u);  // cwnd itself unchanged (RFC 3042)
}

// ---- NewReno ---------------------------------------------------------------------------------------

TEST(TcpNewReno, PartialAckRetransmitsTheNextHoleAndDeflatesByTheAmountAcked) {
  TcpConfig c = base(1000, TcpVariant::kNewReno);
  c.initialWindowSegments = 10;
  TcpBench t(c);
  tenInFlight(t);  // HighData = 10001
  for (int i = 0; i < 3; ++i) t.ack(1);
  EXPECT_EQ(t.sender().cc().recover, 10001u);
  EXPECT_EQ(t.sender().cc().cwnd, 8000u);
  t.takeSent(t.a);
  t.ack(3001);  // partial: 3000 bytes new, segment 3001 is the next hole
  EXPECT_TRUE(t.sender().cc().inRecovery);
  EXPECT_EQ(t.sender().cc().cwnd, 6000u);  // 8000 - 3000 + 1000 (RFC 6582 step 5)
  auto out = t.takeSent(t.a);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].seq, 3001u);
  // The full ACK: cwnd = min(ssthresh, max(FlightSize, SMSS) + SMSS) = min(5000, 1000 + 1000).
  t.ack(10001);
  EXPECT_FALSE(t.sender().cc().inRecovery);
  EXPECT_EQ(t.sender().cc().cwnd, 2000u);
}

TEST(TcpNewReno, ExitWithOptionTwoSetsCwndToSsthresh) {
  TcpConfig c = base(1000, TcpVariant::kNewReno);
  c.initialWindowSegments = 10;
  c.newrenoExitFlight = false;
  TcpBench t(c);
  tenInFlight(t);
  for (int i = 0; i < 3; ++i) t.ack(1);
  t.ack(10001);
  EXPECT_EQ(t.sender().cc().cwnd, 5000u);
}

TEST(TcpNewReno, OnlyTheFirstPartialAckRestartsTheTimer) {
  TcpConfig c = base(1000, TcpVariant::kNewReno);
  c.initialWindowSegments = 10;
  TcpBench t(c);
  tenInFlight(t);
  for (int i = 0; i < 3; ++i) t.ack(1);
  t.advance(100 * kMillisecond);
  t.ack(3001);  // first partial ACK: timer restarted at 100 ms
  const SimTime first = t.sender().rtoDeadline();
  EXPECT_EQ(first, 100 * kMillisecond + t.sender().rto());
  t.advance(200 * kMillisecond);
  t.ack(5001);  // second partial ACK: timer left alone ("Impatient", RFC 6582 §4)
  EXPECT_EQ(t.sender().rtoDeadline(), first);
}

TEST(TcpNewReno, DuplicatesBelowRecoverAfterATimeoutDoNotTriggerAnotherReduction) {
  TcpConfig c = base(1000, TcpVariant::kNewReno);
  c.initialWindowSegments = 10;
  TcpBench t(c);
  tenInFlight(t);
  t.advance(t.sender().rtoDeadline());  // timeout: recover = HighData = 10001
  EXPECT_EQ(t.sender().cc().recover, 10001u);
  const std::uint64_t ss = t.sender().cc().ssthresh;
  t.ack(2001);
  for (int i = 0; i < 3; ++i) t.ack(2001);
  EXPECT_FALSE(t.sender().cc().inRecovery);
  EXPECT_EQ(t.sender().cc().ssthresh, ss);
}

// ---- Tahoe -------------------------------------------------------------------------------------------

TEST(TcpTahoe, TheThirdDuplicateAckRestartsFromOneSegmentAndGoesBackToTheHole) {
  TcpConfig c = base(1000, TcpVariant::kTahoe);
  c.initialWindowSegments = 10;
  TcpBench t(c);
  tenInFlight(t);
  for (int i = 0; i < 3; ++i) t.ack(1);
  EXPECT_EQ(t.sender().cc().ssthresh, 5000u);
  EXPECT_EQ(t.sender().cc().cwnd, 1000u);
  EXPECT_FALSE(t.sender().cc().inRecovery);
  auto out = t.takeSent(t.a);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].seq, 1u);
  t.ack(1);  // no inflation
  EXPECT_EQ(t.sender().cc().cwnd, 1000u);
  // The retransmission fills the hole; the receiver had 2..5: ACK 5001. Slow start resends 5001, 6001.
  t.ack(5001);
  EXPECT_EQ(t.sender().cc().cwnd, 2000u);
  out = t.takeSent(t.a);
  ASSERT_EQ(out.size(), 2u);
  EXPECT_EQ(out[0].seq, 5001u);  // already sent once: a go-back-N retransmission
  EXPECT_EQ(out[1].seq, 6001u);
  EXPECT_EQ(t.sender().probe().retransmissions, 3u);
}

// ---- the retransmission timer (RFC 6298) -------------------------------------------------------------

TEST(TcpRto, FirstSampleSetsSrttRttvarAndRto) {
  TcpConfig c = base();
  c.rto.minRto = 200 * kMillisecond;
  TcpBench t(c);
  t.establish();
  EXPECT_EQ(t.sender().rto(), kSecond);  // (2.1) before any sample
  t.advance(100 * kMillisecond);
  t.ack(1001);                                              // the timed segment (seq 1) is acknowledged after 100 ms
  EXPECT_EQ(t.sender().rtt().srtt(), 100 * kMillisecond);   // (2.2) SRTT = R
  EXPECT_EQ(t.sender().rtt().rttvar(), 50 * kMillisecond);  // RTTVAR = R/2
  EXPECT_EQ(t.sender().rto(), 300 * kMillisecond);          // SRTT + 4 RTTVAR
}

TEST(TcpRto, TimeoutSetsTheLossWindowHalvesTheFlightAndDoublesTheRto) {
  TcpConfig c = base();
  c.initialWindowSegments = 10;
  TcpBench t(c);
  tenInFlight(t);
  t.advance(kSecond);                          // RTO 1 s (2.1): expires
  EXPECT_EQ(t.sender().cc().cwnd, 1000u);      // LW = 1 SMSS
  EXPECT_EQ(t.sender().cc().ssthresh, 5000u);  // FlightSize 10000 / 2
  EXPECT_EQ(t.sender().rto(), 2 * kSecond);    // (5.5)
  auto out = t.takeSent(t.a);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].seq, 1u);                         // (5.4) the earliest unacknowledged segment
  EXPECT_EQ(t.sender().rtoDeadline(), 3 * kSecond);  // (5.6)
  t.advance(1500 * kMillisecond);
  t.ack(1001);  // the retransmission is acknowledged: no sample (Karn), the timer restarts with 2 s
  EXPECT_EQ(t.sender().rtoDeadline(), 3500 * kMillisecond);
  t.advance(3500 * kMillisecond);  // expires again: ssthresh held (RFC 5681 §3.1), not 9000 / 2
  EXPECT_EQ(t.sender().cc().ssthresh, 5000u);
  EXPECT_EQ(t.sender().rto(), 4 * kSecond);
}

TEST(TcpRto, KarnIgnoresTheAckOfARetransmittedSegment) {
  TcpBench t(base());
  t.establish();
  t.advance(kSecond);  // timeout, segment 1 resent
  t.advance(kSecond + 50 * kMillisecond);
  t.ack(1001);
  EXPECT_EQ(t.sender().rtt().samples(), 0u);
  EXPECT_EQ(t.sender().rto(), 2 * kSecond);  // the backed-off RTO stays until a valid sample
}

TEST(TcpRto, TimestampsGiveASampleOnEveryAckEvenForRetransmissions) {
  TcpConfig c = base();
  c.timestamps = true;
  c.rto.minRto = 0;
  TcpBench t(c);
  t.establish();
  t.advance(40 * kMillisecond);
  t.toSender(kTcpAckFlag, 1001, 1, 0, /*tsecr=*/1);  // echoes TSval of time 0 (+1)
  EXPECT_EQ(t.sender().rtt().samples(), 1u);
  EXPECT_EQ(t.sender().rtt().srtt(), 40 * kMillisecond);
  EXPECT_EQ(t.a.sent.back().sizeBytes, 1000u + 52u);  // 12 bytes of timestamp option
}

// ---- handshake and close (RFC 793) -----------------------------------------------------------------

TEST(TcpHandshake, SynSentThenEstablishedOnTheSynAck) {
  TcpConfig c = base();
  c.handshake = true;
  TcpBench t(c);
  t.sender().open();
  EXPECT_EQ(t.sender().state(), TcpState::kSynSent);
  auto out = t.takeSent(t.a);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].flags, kTcpSyn);
  t.sender().write(2500);
  EXPECT_TRUE(t.takeSent(t.a).empty());  // no data before the handshake completes
  t.advance(60 * kMillisecond);
  t.toSender(kTcpSyn | kTcpAckFlag, 1, 0);
  EXPECT_EQ(t.sender().state(), TcpState::kEstablished);
  EXPECT_EQ(t.sender().rtt().srtt(), 60 * kMillisecond);  // the SYN was timed
  out = t.takeSent(t.a);
  ASSERT_EQ(out.size(), 3u);  // 1000 + 1000 + 500, the ACK of the SYN-ACK riding on them
  EXPECT_EQ(out[2].payload, 500u);
  EXPECT_TRUE(out[0].flags & kTcpAckFlag);
}

TEST(TcpHandshake, ALostSynIsResentAfterTheInitialRtoAndTheInitialWindowIsOneSegment) {
  TcpConfig c = base();
  c.handshake = true;
  TcpBench t(c);
  t.sender().open();
  t.sender().write(kUnlimited);
  t.takeSent(t.a);
  t.advance(kSecond);
  auto out = t.takeSent(t.a);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].flags, kTcpSyn);
  t.advance(kSecond + 30 * kMillisecond);
  t.toSender(kTcpSyn | kTcpAckFlag, 1, 0);
  EXPECT_EQ(t.sender().rtt().samples(), 0u);  // Karn
  EXPECT_EQ(t.sender().cc().cwnd, 1000u);     // RFC 5681 §3.1
  EXPECT_EQ(t.takeSent(t.a).size(), 1u);
  EXPECT_EQ(t.sender().rto(), 3 * kSecond);  // (5.7) re-initialised to 3 s when data begin
}

TEST(TcpClose, FinAfterTheLastByteThenFinWait2TimeWaitAndClosed) {
  TcpConfig c = base();
  c.handshake = true;
  c.initialWindowSegments = 10;
  TcpBench t(c);
  t.sender().open();
  t.toSender(kTcpSyn | kTcpAckFlag, 1, 0);
  auto out = t.takeSent(t.a);
  ASSERT_EQ(out.size(), 2u);  // SYN, then a bare ACK: nothing to send yet
  EXPECT_EQ(out[1].flags, kTcpAckFlag);
  t.sender().write(3000);
  t.sender().close();
  out = t.takeSent(t.a);
  ASSERT_EQ(out.size(), 4u);  // three segments and the FIN (sequence 3001)
  EXPECT_TRUE(out[3].flags & kTcpFin);
  EXPECT_EQ(out[3].seq, 3001u);
  EXPECT_EQ(t.sender().state(), TcpState::kFinWait1);
  t.ack(3002);
  EXPECT_EQ(t.sender().state(), TcpState::kFinWait2);
  t.toSender(kTcpFin | kTcpAckFlag, 3002, 1);
  EXPECT_EQ(t.sender().state(), TcpState::kTimeWait);
  out = t.takeSent(t.a);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].ack, 2u);  // acknowledges the receiver's FIN
  t.advance(2 * kSecond);
  EXPECT_EQ(t.sender().state(), TcpState::kClosed);
}

}  // namespace
}  // namespace ps::transport::testing

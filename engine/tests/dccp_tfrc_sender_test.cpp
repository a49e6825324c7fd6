// The TFRC sender (transport/dccp/tfrc_sender.h): RFC 5348 §4 and the RFC 3448 mode of the seed's
// ns-2. Every expected value is worked by hand beside it; R = 125 ms and s = 1000 B throughout, so
// quarter-RTTs and initial rates are exact binary fractions.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "transport/dccp/tfrc_equation.h"
#include "transport/dccp/tfrc_sender.h"

using namespace ps;
using namespace ps::dccp;

namespace {
constexpr SimTime kR = 125 * kMillisecond;

TfrcSender rfc5348(TfrcSenderConfig c = {}) {
  TfrcSender tx(c);
  tx.start(0);
  tx.onHandshakeRtt(0, kR);
  return tx;
}
// A greedy sender: it always has a packet waiting.
void feedback(TfrcSender& tx, SimTime at, double xRecv, double p, bool newLoss = false) {
  tx.noteBacklog(at);
  tx.onFeedback(at, kR, xRecv, p, newLoss);
}
}  // namespace

// ---- initial rate and slow start ------------------------------------------------------------

TEST(TfrcSender, BeforeAnRttTheRateIsOnePacketPerSecond) {
  TfrcSender tx(TfrcSenderConfig{});
  tx.start(0);
  EXPECT_DOUBLE_EQ(tx.x(), 1000);                   // s bytes/s
  EXPECT_EQ(tx.nofeedbackDeadline(), 2 * kSecond);  // RFC 5348 §4.2
}

TEST(TfrcSender, TheHandshakeRttSetsTheInitialWindowRate) {
  const TfrcSender tx = rfc5348();
  // W_init = min(4s, max(2s, 4380)) = min(4000, 4380) = 4000 B; initial_rate = 4000 / 0.125 = 32000 B/s.
  EXPECT_DOUBLE_EQ(tx.x(), 32000);
  EXPECT_EQ(tx.timeLastDoubled(), 0);
  EXPECT_EQ(tx.interPacketInterval(), 31'250'000);  // s / X = 1000 / 32000 s
}

TEST(TfrcSender, SlowStartDoublesOncePerRtt) {
  TfrcSender tx = rfc5348();
  feedback(tx, kR, 0, 0);  // one RTT after tld: double; the initial +infinity entry still bounds nothing
  EXPECT_DOUBLE_EQ(tx.x(), 64000);
  feedback(tx, kR + 60 * kMillisecond, 30000, 0);  // less than R since the last doubling: unchanged
  EXPECT_DOUBLE_EQ(tx.x(), 64000);
  feedback(tx, 2 * kR, 60000, 0);  // R since tld: doubles again (the infinity entry is exactly 2R old)
  EXPECT_DOUBLE_EQ(tx.x(), 128000);
  feedback(tx, 3 * kR, 50000, 0);  // now limited to 2 * max(X_recv_set) = 2 * 60000
  EXPECT_DOUBLE_EQ(tx.x(), 120000);
}

TEST(TfrcSender, SlowStartNeverFallsBelowTheInitialRate) {
  TfrcSender tx = rfc5348();
  feedback(tx, kR, 0, 0);
  feedback(tx, 2 * kR, 0, 0);
  feedback(tx, 3 * kR, 1000, 0);  // recv_limit = 2 * 1000, but X >= initial_rate = 32000
  EXPECT_DOUBLE_EQ(tx.x(), 32000);
}

// ---- after a loss: the equation -------------------------------------------------------------

TEST(TfrcSender, AfterALossTheRateIsTheEquationsRate) {
  TfrcSender tx = rfc5348();
  feedback(tx, kR, 1e6, 0.01, true);
  // X_Bps = s / (R f(0.01)) = 1000 / (0.125 * 0.0890216424) = 89865.8 B/s, below 2 * X_recv.
  EXPECT_NEAR(tx.xBps(), 89865.787, 0.001);
  EXPECT_DOUBLE_EQ(tx.x(), tx.xBps());
  EXPECT_FALSE(tx.slowStart());
  // RTO = max(4R, 2s/X) with the X before this feedback (32000): max(0.5, 0.0625) = 0.5 s.
  EXPECT_DOUBLE_EQ(tx.rto(), 0.5);
  EXPECT_EQ(tx.nofeedbackDeadline(), kR + 500 * kMillisecond);
}

namespace {
// Two loss-free feedbacks, then a loss at 3R, once the initial +infinity entry (stamped at 0) is more
// than 2R old: X_recv_set = {(R, 0), (2R, 20000), (3R, 20000)}, so recv_limit = 40000 < X_Bps = 89866.
TfrcSender receiveLimited() {
  TfrcSender tx = rfc5348();
  feedback(tx, kR, 0, 0);
  feedback(tx, 2 * kR, 20000, 0);
  feedback(tx, 3 * kR, 20000, 0.01, true);
  return tx;
}
}  // namespace

TEST(TfrcSender, TheFirstFeedbackIsNotCappedByTheReceiveRate) {
  TfrcSender tx = rfc5348();
  feedback(tx, kR, 20000, 0.01, true);  // X_recv_set still holds +infinity from the start (< 2R old)
  EXPECT_DOUBLE_EQ(tx.x(), tx.xBps());
}

TEST(TfrcSender, TheReceiveRateCapsTheEquation) {
  const TfrcSender tx = receiveLimited();
  EXPECT_DOUBLE_EQ(tx.x(), 40000);  // 2 * max(X_recv_set)
}

TEST(TfrcSender, TheNs2PFloorCapsAFlowAt387PacketsPerRtt) {
  TfrcSenderConfig c;
  c.pMin = 1e-5;
  TfrcSender tx = rfc5348(c);
  feedback(tx, kR, 1e12, 1e-8, true);
  EXPECT_DOUBLE_EQ(tx.p(), 1e-5);
  EXPECT_NEAR(tx.x() * 0.125 / 1000, 387.263, 0.001);  // packets per RTT = 1 / f(1e-5)
}

TEST(TfrcSender, RttIsSmoothedWithWeightPointNine) {
  TfrcSender tx = rfc5348();
  tx.noteBacklog(kR);
  tx.onFeedback(kR, 225 * kMillisecond, 0, 0, false);
  EXPECT_NEAR(tx.rtt(), 0.9 * 0.125 + 0.1 * 0.225, 1e-15);  // 0.135 s
}

// ---- the nofeedback timer -------------------------------------------------------------------

TEST(TfrcSender, NofeedbackHalvesTheRateInSlowStart) {
  TfrcSender tx = rfc5348();
  tx.onDataSent(10 * kMillisecond);  // not idle since the timer was set
  tx.onNofeedbackTimer(2 * kSecond);
  EXPECT_DOUBLE_EQ(tx.x(), 16000);
  // Restarted for max(4R, 2s/X) = max(0.5, 0.125) s.
  EXPECT_EQ(tx.nofeedbackDeadline(), 2 * kSecond + 500 * kMillisecond);
}

TEST(TfrcSender, NofeedbackSparesAnIdleSenderBelowTwiceTheRecoverRate) {
  TfrcSender tx = rfc5348();  // idle: nothing sent since start
  tx.onNofeedbackTimer(2 * kSecond);
  EXPECT_DOUBLE_EQ(tx.x(), 32000);  // X < 2 * recover_rate (64000) and idle: keep
}

TEST(TfrcSender, NofeedbackAfterALossHalvesTheEquationRateThroughTheLimits) {
  TfrcSender tx = rfc5348();
  feedback(tx, kR, 1e6, 0.01, true);
  const double xBps = tx.xBps();
  tx.onDataSent(kR + kMillisecond);
  tx.onNofeedbackTimer(kR + 500 * kMillisecond);
  // X_Bps (89866) <= 2 * X_recv (2e6): Update_Limits(X_Bps / 2): X_recv_set = {X_Bps / 4}, X = X_Bps / 2.
  EXPECT_DOUBLE_EQ(tx.x(), xBps / 2);
  EXPECT_EQ(tx.recvSetSize(), 1);
  EXPECT_DOUBLE_EQ(tx.recvSetEntry(0).rate, xBps / 4);
}

TEST(TfrcSender, NofeedbackWhenTheReceiveRateBindsLimitsToIt) {
  TfrcSender tx = receiveLimited();  // X = 40000 = 2 * X_recv
  tx.onDataSent(3 * kR + kMillisecond);
  tx.onNofeedbackTimer(3 * kR + 500 * kMillisecond);
  // X_Bps (89866) > 2 * X_recv (40000): Update_Limits(X_recv): X = min(X_Bps, X_recv) = 20000.
  EXPECT_DOUBLE_EQ(tx.x(), 20000);
}

TEST(TfrcSender, RepeatedNofeedbackStopsAtOnePacketPerTmbi) {
  TfrcSender tx = rfc5348();
  SimTime t = 0;
  for (int i = 0; i < 40; ++i) {
    t += kSecond;
    tx.onDataSent(t);
    tx.onNofeedbackTimer(t + 1);
  }
  EXPECT_DOUBLE_EQ(tx.x(), 1000.0 / 64);  // s / t_mbi
}

// ---- RFC 3448 mode (the seed's ns-2) ----------------------------------------------------------

TEST(TfrcSender3448, TheFirstFeedbackSetsOnePacketPerRtt) {
  TfrcSenderConfig c;
  c.version = TfrcVersion::kRfc3448;
  c.rttFromHandshake = false;
  TfrcSender tx(c);
  tx.start(0);
  tx.onHandshakeRtt(0, kR);  // ignored: RFC 3448 learns R from feedback
  EXPECT_DOUBLE_EQ(tx.x(), 1000);
  feedback(tx, kR, 0, 0);
  EXPECT_DOUBLE_EQ(tx.x(), 8000);  // max(min(2X, 2 X_recv), s/R) = max(min(2000, 0), 8000)
  feedback(tx, 2 * kR, 8000, 0);
  EXPECT_DOUBLE_EQ(tx.x(), 16000);  // min(2X, 2 X_recv) = 16000
  feedback(tx, 3 * kR, 6000, 0.01, true);
  EXPECT_DOUBLE_EQ(tx.x(), 12000);  // min(X_calc = 89866, 2 X_recv = 12000)
}

TEST(TfrcSender3448, NofeedbackHalvesTheCachedReceiveRate) {
  TfrcSenderConfig c;
  c.version = TfrcVersion::kRfc3448;
  TfrcSender tx(c);
  tx.start(0);
  feedback(tx, kR, 0, 0);
  feedback(tx, 2 * kR, 8000, 0);  // X = 16000, X_recv = 8000
  tx.onDataSent(2 * kR + 1);
  tx.onNofeedbackTimer(3 * kR);
  // p = 0: X_calc is unbounded, > 2 X_recv: X_recv = max(8000/2, s/(2 t_mbi)) = 4000; X = min(X, 8000).
  EXPECT_DOUBLE_EQ(tx.xRecv(), 4000);
  EXPECT_DOUBLE_EQ(tx.x(), 8000);
}

// ---- window counter and pacing --------------------------------------------------------------

TEST(TfrcSender, TheWindowCounterAdvancesPerQuarterRttAtMostFive) {
  TfrcSender tx = rfc5348();  // R/4 = 31.25 ms
  EXPECT_EQ(tx.onDataSent(0), 0);
  EXPECT_EQ(tx.onDataSent(30 * kMillisecond), 0);
  EXPECT_EQ(tx.onDataSent(31'250'000), 1);
  EXPECT_EQ(tx.onDataSent(100 * kMillisecond), 3);  // (100 - 31.25) / 31.25 = 2.2 quarters
  EXPECT_EQ(tx.onDataSent(kSecond), 8);             // 29 quarters, capped at 5
  EXPECT_EQ(tx.onDataSent(2 * kSecond), 13);
  EXPECT_EQ(tx.onDataSent(3 * kSecond), 2);  // modulo 16
}

TEST(TfrcSender, PacketsAreSpacedByTheInterPacketInterval) {
  TfrcSender tx = rfc5348();
  EXPECT_EQ(tx.nextSendTime(), 0);
  tx.onDataSent(0);
  EXPECT_EQ(tx.nextSendTime(), 31'250'000);
  TfrcSenderConfig c;
  c.tGran = 10 * kMillisecond;  // ns-2: may send min(t_ipi, t_gran)/2 early
  TfrcSender g = rfc5348(c);
  g.onDataSent(0);
  EXPECT_EQ(g.nextSendTime(), 31'250'000 - 5'000'000);
}

TEST(TfrcSender, OscillationReductionScalesThePacingRateByTheRttTrend) {
  TfrcSenderConfig c;
  c.oscillationReduction = true;
  TfrcSender tx = rfc5348(c);
  tx.noteBacklog(kR);
  tx.onFeedback(kR, kR, 1e6, 0.01, true);
  EXPECT_DOUBLE_EQ(tx.xInst(), tx.x());  // first sample: R_sqmean = sqrt(R_sample)
  tx.noteBacklog(2 * kR);
  tx.onFeedback(2 * kR, 4 * kR, 1e6, 0.01, false);  // a queue builds: R_sample = 0.5 s
  // R_sqmean = 0.9 sqrt(0.125) + 0.1 sqrt(0.5); X_inst = X * R_sqmean / sqrt(0.5) < X.
  const double sq = 0.9 * std::sqrt(0.125) + 0.1 * std::sqrt(0.5);
  EXPECT_NEAR(tx.xInst(), tx.x() * sq / std::sqrt(0.5), 1e-9 * tx.x());
  EXPECT_LT(tx.xInst(), tx.x());
}

// The TFRC receiver's parts (transport/dccp/loss_intervals.h, loss_detector.h, tfrc_receiver.h):
// the digest's loss-event-rate vectors (shared/research/dccp-tcp.md §4.2 A-F), the weights, loss
// detection with NDUPACK and NDP Count, and the feedback rules. Each expected number is worked by
// hand in the comment beside it.
#include <gtest/gtest.h>

#include <vector>

#include "transport/dccp/loss_detector.h"
#include "transport/dccp/loss_intervals.h"
#include "transport/dccp/tfrc_equation.h"
#include "transport/dccp/tfrc_receiver.h"

using namespace ps;
using namespace ps::dccp;

namespace {
// A history holding the closed intervals `closed` (I_1 first) and the open interval i0.
LossIntervalHistory historyOf(std::vector<double> closed, double i0, HistoryMode mode = HistoryMode::kRfc5348) {
  LossIntervalHistory h(mode);
  std::uint64_t seq = 1000;
  h.firstEvent(seq, closed.back());  // the oldest is the synthetic one
  for (int i = static_cast<int>(closed.size()) - 2; i >= 0; --i) {
    seq += static_cast<std::uint64_t>(closed[static_cast<std::size_t>(i)]);
    h.newEvent(seq);
  }
  h.setHighest(seq + static_cast<std::uint64_t>(i0));
  return h;
}
}  // namespace

// ---- weights and the weighted average -----------------------------------------------------------

TEST(LossIntervals, TheWeightsAreOneOneOneOneThenPointEightToPointTwo) {
  const double w[] = {1, 1, 1, 1, 0.8, 0.6, 0.4, 0.2};  // RFC 5348 §5.4 with n = 8
  for (int i = 0; i < 8; ++i) EXPECT_DOUBLE_EQ(LossIntervalHistory::weight(i), w[i]);
}

TEST(LossIntervals, BeforeTheFirstLossPIsZero) {
  LossIntervalHistory h;
  h.setHighest(5000);
  EXPECT_FALSE(h.hasLoss());
  EXPECT_EQ(h.lossEventRate(), 0);
}

TEST(LossIntervals, DigestVectorA_FullHistoryIgnoresAShortOpenInterval) {
  const auto h = historyOf({100, 120, 80, 100, 90, 110, 100, 100}, 50);
  const auto a = h.average();
  EXPECT_DOUBLE_EQ(a.iTot0, 548);  // 50+100+120+80 + .8*100 + .6*90 + .4*110 + .2*100
  EXPECT_DOUBLE_EQ(a.iTot1, 598);  // 100+120+80+100 + .8*90 + .6*110 + .4*100 + .2*100
  EXPECT_DOUBLE_EQ(a.wTot, 6);
  EXPECT_NEAR(a.iMean, 99.6667, 1e-4);
  EXPECT_NEAR(h.lossEventRate(), 0.010033, 1e-6);
}

TEST(LossIntervals, DigestVectorB_ALongOpenIntervalLowersP) {
  const auto h = historyOf({100, 120, 80, 100, 90, 110, 100, 100}, 400);
  EXPECT_DOUBLE_EQ(h.average().iTot0, 898);
  EXPECT_NEAR(h.average().iMean, 149.6667, 1e-4);
  EXPECT_NEAR(h.lossEventRate(), 0.006682, 1e-6);
}

TEST(LossIntervals, DigestVectorC_OneClosedInterval) {
  const auto h = historyOf({200}, 30);
  EXPECT_DOUBLE_EQ(h.average().iMean, 200);  // max(30, 200) / 1
  EXPECT_DOUBLE_EQ(h.lossEventRate(), 0.005);
}

TEST(LossIntervals, DigestVectorC_Ns2ZeroFilledHistoryIsFiveTimesHigher) {
  const auto h = historyOf({200}, 30, HistoryMode::kNs2ZeroFilled);
  EXPECT_DOUBLE_EQ(h.average().wTot, 6);         // all eight weights
  EXPECT_NEAR(h.average().iMean, 38.333, 1e-3);  // max(30 + 200, 200) / 6
  EXPECT_NEAR(h.lossEventRate(), 0.0261, 1e-4);  // 5.2 x the RFC's 0.005
}

TEST(LossIntervals, DigestVectorD_ThreeClosedIntervals) {
  const auto h = historyOf({100, 200, 300}, 10);
  EXPECT_DOUBLE_EQ(h.average().iTot0, 310);
  EXPECT_DOUBLE_EQ(h.average().iTot1, 600);
  EXPECT_DOUBLE_EQ(h.lossEventRate(), 0.005);  // 600 / 3 = 200
}

TEST(LossIntervals, DigestVectorE_AShortRecentIntervalRaisesP) {
  const auto h = historyOf({10, 100, 100, 100, 100, 100, 100, 100}, 20);
  EXPECT_DOUBLE_EQ(h.average().iTot0, 430);
  EXPECT_DOUBLE_EQ(h.average().iTot1, 510);
  EXPECT_NEAR(h.lossEventRate(), 0.011765, 1e-6);  // 1 / 85
}

TEST(LossIntervals, ANinthEventDropsTheOldestInterval) {
  auto h = historyOf({100, 120, 80, 100, 90, 110, 100, 100}, 0);
  h.newEvent(h.eventStart() + 60);  // I_1 = 60, the old I_8 (100) falls out
  EXPECT_EQ(h.closedCount(), 8);
  EXPECT_DOUBLE_EQ(h.interval(1), 60);
  EXPECT_DOUBLE_EQ(h.interval(8), 100);  // the old I_7
  EXPECT_DOUBLE_EQ(h.interval(2), 100);
}

// ---- loss detection -------------------------------------------------------------------------

TEST(LossDetector, APacketIsLostOnlyAfterThreeLaterPacketsArrive) {
  LossDetector d(3);
  std::vector<LostPacket> lost;
  for (std::uint64_t s : {1, 2, 4, 5}) d.onPacket(s, static_cast<SimTime>(s) * kMillisecond, 0, 0, lost);
  EXPECT_TRUE(lost.empty());  // two packets above the hole so far
  d.onPacket(6, 6 * kMillisecond, 0, 0, lost);
  ASSERT_EQ(lost.size(), 1u);
  EXPECT_EQ(lost[0].seq, 3u);
  EXPECT_EQ(lost[0].nominalArrival, 3 * kMillisecond);  // 2 ms + (4 - 2) ms * (3 - 2) / (4 - 2)
}

TEST(LossDetector, TheNominalArrivalIsInterpolatedBetweenTheNeighbours) {
  LossDetector d(3);
  std::vector<LostPacket> lost;
  d.onPacket(10, 0, 0, 0, lost);
  d.onPacket(14, 40 * kMillisecond, 7, 0, lost);  // 11, 12, 13 missing
  d.onPacket(15, 41 * kMillisecond, 7, 0, lost);
  d.onPacket(16, 42 * kMillisecond, 7, 0, lost);
  ASSERT_EQ(lost.size(), 3u);
  EXPECT_EQ(lost[0].nominalArrival, 10 * kMillisecond);  // 0 + 40 ms * 1/4
  EXPECT_EQ(lost[1].nominalArrival, 20 * kMillisecond);
  EXPECT_EQ(lost[2].nominalArrival, 30 * kMillisecond);
  EXPECT_EQ(lost[2].ccval, 7);  // the window counter of the packet after the hole
}

TEST(LossDetector, NonDataPacketsCountedByNdpCountAreNotDataLosses) {
  LossDetector d(3);
  std::vector<LostPacket> lost;
  d.onPacket(1, 0, 0, 0, lost);
  d.onPacket(3, 3, 0, 1, lost);  // seq 2 missing, but the NDP Count says one non-data packet preceded 3
  d.onPacket(4, 4, 0, 0, lost);
  d.onPacket(5, 5, 0, 0, lost);
  EXPECT_TRUE(lost.empty());
  EXPECT_EQ(d.lostNonData(), 1u);
  d.onPacket(9, 9, 0, 1, lost);  // 6, 7, 8 missing; the last of them may be non-data
  d.onPacket(10, 10, 0, 0, lost);
  d.onPacket(11, 11, 0, 0, lost);
  ASSERT_EQ(lost.size(), 2u);
  EXPECT_EQ(lost[0].seq, 6u);
  EXPECT_EQ(lost[1].seq, 7u);
}

TEST(LossDetector, AReorderedPacketFillsItsHoleBeforeItCounts) {
  LossDetector d(3);
  std::vector<LostPacket> lost;
  for (std::uint64_t s : {1, 2, 4, 3, 5, 6, 7}) d.onPacket(s, static_cast<SimTime>(s), 0, 0, lost);
  EXPECT_TRUE(lost.empty());
  EXPECT_EQ(d.reordered(), 1u);
  EXPECT_EQ(d.pendingHoles(), 0u);
}

// ---- the receiver: events, feedback, first loss interval ---------------------------------------

namespace {
// Digest §4.2 F: R = 50 ms, one packet per ms, seq k arriving at k ms; the window counter advances
// every R/4 = 12.5 ms (counted from seq 1000, offset by 16 steps so it never goes negative).
std::uint8_t counterAt(std::uint64_t seq) { return static_cast<std::uint8_t>(((seq - 800) * 2 / 25) & 0xF); }
TfrcReceiver runVectorF(LossGrouping g) {
  TfrcReceiverConfig c;
  c.grouping = g;
  TfrcReceiver rx(c);
  rx.setHandshakeRtt(50 * kMillisecond);
  for (std::uint64_t s = 900; s <= 1200; ++s) {
    if (s == 1000 || s == 1010 || s == 1049 || s == 1051 || s == 1100) continue;
    if (rx.onPacket(static_cast<SimTime>(s) * kMillisecond, s, true, 1000, counterAt(s), 0))
      rx.makeFeedback(static_cast<SimTime>(s) * kMillisecond);
  }
  return rx;
}
}  // namespace

TEST(TfrcReceiver, DigestVectorF_LossesWithinOneRttMakeOneEventByTimestamps) {
  const auto rx = runVectorF(LossGrouping::kTimestamps);
  // 1000, 1010, 1049: one event (49 ms <= 50 ms); 1051: new event (51 ms); 1100 joins 1051 (49 ms).
  EXPECT_EQ(rx.lossEvents(), 2u);
  EXPECT_EQ(rx.history().closedCount(), 2);
  EXPECT_DOUBLE_EQ(rx.history().interval(1), 51);  // 1051 - 1000
  EXPECT_EQ(rx.history().eventStart(), 1051u);
  EXPECT_NEAR(rx.rttSeconds(), 0.050, 0.002);  // window-counter samples near the handshake's 50 ms
}

TEST(TfrcReceiver, DigestVectorF_WindowCountersGroupOverUpToFiveQuarters) {
  const auto rx = runVectorF(LossGrouping::kWindowCounter);
  // 1051 is only 4 counter steps past 1000's event (the packet after it, 1052, has +4): it joins.
  // 1100's follower 1101 is 8 steps past: a new event, 100 packets after the first.
  EXPECT_EQ(rx.lossEvents(), 2u);
  EXPECT_DOUBLE_EQ(rx.history().interval(1), 100);
  EXPECT_EQ(rx.history().eventStart(), 1100u);
}

TEST(TfrcReceiver, FeedbackOnTheFirstPacketThenAboutOncePerRtt) {
  TfrcReceiver rx(TfrcReceiverConfig{});
  EXPECT_TRUE(rx.onPacket(0, 1, true, 1000, 0, 0));  // (a) the first data packet
  const TfrcFeedback first = rx.makeFeedback(0);
  EXPECT_EQ(first.xRecvBps, 0);  // no time has passed to measure a rate over
  EXPECT_EQ(first.ackSeq, 1u);
  EXPECT_FALSE(rx.onPacket(10 * kMillisecond, 2, true, 1000, 1, 0));
  EXPECT_FALSE(rx.onPacket(20 * kMillisecond, 3, true, 1000, 3, 0));
  EXPECT_TRUE(rx.onPacket(40 * kMillisecond, 4, true, 1000, 4, 0));  // (c) counter 4 past the reported 0
  const TfrcFeedback fb = rx.makeFeedback(40 * kMillisecond);
  EXPECT_DOUBLE_EQ(fb.xRecvBps, 3000 / 0.040);  // 3 packets of 1000 B since the first feedback, over 40 ms
  EXPECT_EQ(fb.p, 0);
  EXPECT_FALSE(rx.onPacket(41 * kMillisecond, 5, false, 0, 4, 0));  // a non-data packet never asks for one
}

TEST(TfrcReceiver, TheFirstLossSetsASyntheticIntervalFromTheReceiveRate) {
  TfrcReceiverConfig c;
  TfrcReceiver rx(c);
  rx.setHandshakeRtt(100 * kMillisecond);
  // 1000-byte packets every 800 us: 1.25e6 B/s. Feedback about every 100 ms (counter every 25 ms).
  std::uint64_t seq = 1;
  SimTime t = 0;
  bool fed = false;
  for (; seq <= 500; ++seq, t += 800 * kMicrosecond) {
    if (seq == 400) continue;  // lost
    const auto cc = static_cast<std::uint8_t>((t / (25 * kMillisecond)) & 0xF);
    if (rx.onPacket(t, seq, true, 1000, cc, 0)) {
      const TfrcFeedback fb = rx.makeFeedback(t);
      if (fb.newLossEvent) {
        fed = true;
        // Digest §4.1: s = 1000 B, R = 0.1 s, X_target = 1.25e6 B/s gives p = 9.583e-5, I_1 = 10434.6.
        EXPECT_NEAR(rx.synthesizedFirstInterval(), 10434.6, 10434.6 * 0.01);
        EXPECT_NEAR(fb.p, 1 / rx.synthesizedFirstInterval(), 1e-12);  // I_0 is short: I_mean = I_1
      }
    }
  }
  EXPECT_TRUE(fed);
  EXPECT_EQ(rx.lossEvents(), 1u);
}

TEST(TfrcReceiver, ANewLossEventExpeditesFeedbackWhenPRises) {
  TfrcReceiver rx(TfrcReceiverConfig{});
  rx.setHandshakeRtt(100 * kMillisecond);
  ASSERT_TRUE(rx.onPacket(0, 1, true, 1000, 0, 0));
  rx.makeFeedback(0);
  std::uint64_t firstAsking = 0;
  for (std::uint64_t s = 2; s <= 8 && firstAsking == 0; ++s) {
    if (s == 4) continue;
    if (rx.onPacket(static_cast<SimTime>(s) * kMillisecond, s, true, 1000, 0, 0)) firstAsking = s;
  }
  EXPECT_EQ(firstAsking, 7u);  // the third packet above the hole at 4: the loss is known then
  EXPECT_GT(rx.p(), 0);
}

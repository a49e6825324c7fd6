// Unit tests for the polling window machinery (seed 000 §2) and the RTO estimator (§2, §4.3).
#include <gtest/gtest.h>

#include "protocols/polling/rtt.h"
#include "protocols/polling/window.h"

using namespace ps;
using namespace ps::polling;

// ---- Tests for the receiver window -----------------------------------------------------------

TEST(PollingWindow, StartsEmptyWithLeOneAndNothingRecorded) {
  Window w(8);
  EXPECT_EQ(w.le(), 1u);
  EXPECT_EQ(w.re(), 8u);
  EXPECT_EQ(w.hr(), 0u);
  EXPECT_TRUE(w.undefined(1));
}

TEST(PollingWindow, InOrderPacketsAdvanceLeAndClearTheirSlots) {
  Window w(4);
  for (std::uint32_t s = 1; s <= 6; ++s) EXPECT_TRUE(w.receive(s));
  EXPECT_EQ(w.le(), 7u);
  EXPECT_EQ(w.hr(), 6u);
  EXPECT_EQ(w.setCount(), 0u);  // every slot below le was cleared for reuse
  EXPECT_TRUE(w.ack(3));
}

TEST(PollingWindow, AGapMakesNackBelowHrAndUndefinedAbove) {
  Window w(8);
  w.receive(1);
  w.receive(3);
  w.receive(4);
  EXPECT_EQ(w.le(), 2u);
  EXPECT_EQ(w.hr(), 4u);
  EXPECT_TRUE(w.ack(1));
  EXPECT_TRUE(w.nack(2));  // seq <= hr and not received
  EXPECT_TRUE(w.ack(3));
  EXPECT_TRUE(w.undefined(5));
  EXPECT_EQ(w.bitString(4), "0110");
  w.receive(2);
  EXPECT_EQ(w.le(), 5u);
}

TEST(PollingWindow, DuplicatesAndPacketsBeyondReAreRefused) {
  Window w(4);
  EXPECT_TRUE(w.receive(2));
  EXPECT_FALSE(w.receive(2));  // duplicate inside the window
  EXPECT_FALSE(w.receive(5));  // beyond re = 4
  w.receive(1);
  EXPECT_FALSE(w.receive(1));  // below le
}

// ---- Tests for the sender window (merge of RESPONSE snapshots) --------------------------------

TEST(PollingWindow, MergeTakesTheSnapshotState) {
  Window rw(8), sw(8);
  rw.receive(1);
  rw.receive(2);
  rw.receive(4);
  EXPECT_TRUE(sw.merge(rw));
  EXPECT_EQ(sw.le(), 3u);
  EXPECT_EQ(sw.hr(), 4u);
  EXPECT_TRUE(sw.nack(3));
  EXPECT_TRUE(sw.ack(4));
}

TEST(PollingWindow, AStaleSnapshotNeverUnacksAnything) {
  Window rw(8), sw(8);
  rw.receive(1);
  Window old(8);
  old.copyFrom(rw);  // snapshot with le = 2
  rw.receive(2);
  rw.receive(3);
  sw.merge(rw);
  EXPECT_EQ(sw.le(), 4u);
  EXPECT_FALSE(sw.merge(old));  // arrives late: nothing moves back
  EXPECT_EQ(sw.le(), 4u);
  EXPECT_EQ(sw.hr(), 3u);
}

TEST(PollingWindow, MergeOrsBitsOverTheOverlapAndJumpsPastAWholeWindow) {
  Window a(4), b(4), sw(4);
  a.receive(2);
  b.receive(3);
  sw.merge(a);
  sw.merge(b);  // same le = 1: bits 2 and 3 both known
  EXPECT_EQ(sw.bitString(4), "0110");
  Window far(4);
  for (std::uint32_t s = 1; s <= 10; ++s) far.receive(s);
  sw.merge(far);  // le jumps from 1 to 11, more than ws
  EXPECT_EQ(sw.le(), 11u);
  EXPECT_EQ(sw.setCount(), 0u);
}

// ---- Tests for the RTO estimator (RFC 2988 as chosen in rtt.h) --------------------------------

TEST(PollingRtt, BeforeAnySampleTheRtoIsThreeSeconds) {
  RtoConfig c;
  RttEstimator r(c);
  EXPECT_EQ(r.srtt(), kSecond);
  EXPECT_EQ(r.rto(), 3 * kSecond);
}

TEST(PollingRtt, TheFirstSampleReplacesTheInitialValues) {
  RtoConfig c;
  RttEstimator r(c);
  r.sample(800 * kMillisecond);
  EXPECT_EQ(r.srtt(), 800 * kMillisecond);
  EXPECT_EQ(r.rttvar(), 400 * kMillisecond);
  EXPECT_EQ(r.rto(), 2400 * kMillisecond);
  r.sample(800 * kMillisecond);  // RTTVAR = 3/4·400 + 1/4·0 = 300; SRTT = 800
  EXPECT_EQ(r.rttvar(), 300 * kMillisecond);
  EXPECT_EQ(r.rto(), 2000 * kMillisecond);
}

TEST(PollingRtt, WithNoInitialVarianceTheRtoStartsAtOneSecond) {
  RtoConfig c;
  c.initialRttvar = 0;  // the "starting from 1 s": RTO0 = SRTT0 = 1 s
  RttEstimator r(c);
  EXPECT_EQ(r.rto(), kSecond);
}

TEST(PollingRtt, SmoothedFirstSampleFoldsIntoTheInitialRtt) {
  RtoConfig c;
  c.initialRttvar = 0;
  c.firstSample = FirstSample::kSmooth;
  RttEstimator r(c);
  r.sample(600 * kMillisecond);  // RTTVAR = 3/4·0 + 1/4·400 = 100; SRTT = 7/8·1000 + 1/8·600 = 950
  EXPECT_EQ(r.rttvar(), 100 * kMillisecond);
  EXPECT_EQ(r.srtt(), 950 * kMillisecond);
  EXPECT_EQ(r.rto(), 1350 * kMillisecond);
}

TEST(PollingRtt, TheRtoIsClampedToTheMinimum) {
  RtoConfig c;
  RttEstimator r(c);
  for (int i = 0; i < 50; ++i) r.sample(10 * kMillisecond);
  EXPECT_EQ(r.rto(), kSecond);
}

// Unit tests for the sequence window (protocols/common/seq_window.h; seed 000 §2).
#include <gtest/gtest.h>

#include "protocols/common/seq_window.h"

using namespace ps;

// ---- Tests for the receiver window -----------------------------------------------------------

TEST(SeqWindow, StartsEmptyWithLeOneAndNothingRecorded) {
  SeqWindow w(8);
  EXPECT_EQ(w.le(), 1u);
  EXPECT_EQ(w.re(), 8u);
  EXPECT_EQ(w.hr(), 0u);
  EXPECT_TRUE(w.undefined(1));
}

TEST(SeqWindow, InOrderPacketsAdvanceLeAndClearTheirSlots) {
  SeqWindow w(4);
  for (std::uint32_t s = 1; s <= 6; ++s) EXPECT_TRUE(w.receive(s));
  EXPECT_EQ(w.le(), 7u);
  EXPECT_EQ(w.hr(), 6u);
  EXPECT_EQ(w.setCount(), 0u);  // every slot below le was cleared for reuse
  EXPECT_TRUE(w.ack(3));
}

TEST(SeqWindow, AGapMakesNackBelowHrAndUndefinedAbove) {
  SeqWindow w(8);
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

TEST(SeqWindow, DuplicatesAndPacketsBeyondReAreRefused) {
  SeqWindow w(4);
  EXPECT_TRUE(w.receive(2));
  EXPECT_FALSE(w.receive(2));  // duplicate inside the window
  EXPECT_FALSE(w.receive(5));  // beyond re = 4
  w.receive(1);
  EXPECT_FALSE(w.receive(1));  // below le
}

// ---- Tests for the sender window (merge of RESPONSE snapshots) --------------------------------

TEST(SeqWindow, MergeTakesTheSnapshotState) {
  SeqWindow rw(8), sw(8);
  rw.receive(1);
  rw.receive(2);
  rw.receive(4);
  EXPECT_TRUE(sw.merge(rw));
  EXPECT_EQ(sw.le(), 3u);
  EXPECT_EQ(sw.hr(), 4u);
  EXPECT_TRUE(sw.nack(3));
  EXPECT_TRUE(sw.ack(4));
}

TEST(SeqWindow, AStaleSnapshotNeverUnacksAnything) {
  SeqWindow rw(8), sw(8);
  rw.receive(1);
  SeqWindow old(8);
  old.copyFrom(rw);  // snapshot with le = 2
  rw.receive(2);
  rw.receive(3);
  sw.merge(rw);
  EXPECT_EQ(sw.le(), 4u);
  EXPECT_FALSE(sw.merge(old));  // arrives late: nothing moves back
  EXPECT_EQ(sw.le(), 4u);
  EXPECT_EQ(sw.hr(), 3u);
}

TEST(SeqWindow, MergeOrsBitsOverTheOverlapAndJumpsPastAWholeWindow) {
  SeqWindow a(4), b(4), sw(4);
  a.receive(2);
  b.receive(3);
  sw.merge(a);
  sw.merge(b);  // same le = 1: bits 2 and 3 both known
  EXPECT_EQ(sw.bitString(4), "0110");
  SeqWindow far(4);
  for (std::uint32_t s = 1; s <= 10; ++s) far.receive(s);
  sw.merge(far);  // le jumps from 1 to 11, more than ws
  EXPECT_EQ(sw.le(), 11u);
  EXPECT_EQ(sw.setCount(), 0u);
}

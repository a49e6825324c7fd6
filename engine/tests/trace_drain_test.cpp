// Trace::drain copies the ring in at most two runs (before and after the wrap): the records must
// come out oldest first, exactly those appended since the last drain, with the overwritten ones
// counted, wherever the ring happens to wrap.
#include <gtest/gtest.h>

#include <vector>

#include "core/trace.h"

using namespace ps;

namespace {

TraceRecord numbered(std::uint32_t i) {
  TraceRecord r;
  r.time = i;
  r.seq = i;
  return r;
}

}  // namespace

TEST(TraceDrain, ReturnsEveryRecordOldestFirstAcrossTheWrap) {
  Trace trace(8);
  std::vector<TraceRecord> out;
  std::uint32_t next = 0;
  std::uint32_t expected = 0;
  // Batches of 1..7 records walk the wrap point through every position of the 8-slot ring.
  for (std::uint32_t batch = 1; batch <= 7; ++batch) {
    for (std::uint32_t k = 0; k < batch; ++k) trace.append(numbered(next++));
    trace.drain(out);
    ASSERT_EQ(out.size(), batch);
    for (const TraceRecord& r : out) EXPECT_EQ(r.seq, expected++);
  }
  EXPECT_EQ(trace.overwritten(), 0u);
}

TEST(TraceDrain, KeepsTheNewestCapacityRecordsAndCountsTheRestAsOverwritten) {
  Trace trace(8);
  std::vector<TraceRecord> out;
  for (std::uint32_t i = 0; i < 3; ++i) trace.append(numbered(i));
  trace.drain(out);
  for (std::uint32_t i = 3; i < 23; ++i) trace.append(numbered(i));  // 20 more into 8 slots
  trace.drain(out);
  ASSERT_EQ(out.size(), 8u);
  for (std::uint32_t k = 0; k < 8; ++k) EXPECT_EQ(out[k].seq, 15 + k);
  EXPECT_EQ(trace.overwritten(), 12u);
  trace.drain(out);
  EXPECT_TRUE(out.empty());
}

TEST(TraceDrain, AViewWithinOneStretchOfTheRingIsNotACopy) {
  Trace trace(8);
  for (std::uint32_t i = 0; i < 3; ++i) trace.append(numbered(i));
  const Trace::View first = trace.drainView();
  for (std::uint32_t i = 3; i < 5; ++i) trace.append(numbered(i));
  const Trace::View second = trace.drainView();
  ASSERT_EQ(first.size, 3u);
  ASSERT_EQ(second.size, 2u);
  // The second view starts right after the first in the ring itself.
  EXPECT_EQ(second.data, first.data + 3);
  EXPECT_EQ(second.data[0].seq, 3u);
  // Across the wrap (slots 5..7 then 0..1) the records come out in order from the copy.
  for (std::uint32_t i = 5; i < 10; ++i) trace.append(numbered(i));
  const Trace::View wrapped = trace.drainView();
  ASSERT_EQ(wrapped.size, 5u);
  for (std::uint32_t k = 0; k < 5; ++k) EXPECT_EQ(wrapped.data[k].seq, 5 + k);
}

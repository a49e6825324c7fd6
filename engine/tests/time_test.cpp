#include <gtest/gtest.h>

#include "core/time.h"

using namespace ps;

TEST(TransmissionTime, IsSizeOverRateInWholeNanoseconds) {
  // 1000 bytes at 1 Mbit/s: 8000 bits / 1e6 = 8 ms exactly.
  EXPECT_EQ(transmissionTime(Bytes{1000}.bits(), BitsPerSecond{1000000}), 8 * kMillisecond);
  // A 1518-byte Ethernet frame at 10 Mbit/s: 12144 bit times of 100 ns.
  EXPECT_EQ(transmissionTime(Bytes{1518}.bits(), BitsPerSecond{10000000}), 1214400);
  // 64 bytes at 10 Mbit/s: 512 bit times = 51.2 us.
  EXPECT_EQ(transmissionTime(Bytes{64}.bits(), BitsPerSecond{10000000}), 51200);
}

TEST(TransmissionTime, RoundsUpSoAFrameNeverFinishesEarly) {
  // 1 bit at 3 bit/s = 333333333.33 ns -> 333333334.
  EXPECT_EQ(transmissionTime(Bits{1}, BitsPerSecond{3}), 333333334);
  // 1500 bytes at 125 kbit/s = 96 ms exactly; at 7 Mbit/s = 1714285.71 ns -> 1714286.
  EXPECT_EQ(transmissionTime(Bytes{1500}.bits(), BitsPerSecond{125000}), 96 * kMillisecond);
  EXPECT_EQ(transmissionTime(Bytes{1500}.bits(), BitsPerSecond{7000000}), 1714286);
}

TEST(TransmissionTime, DoesNotOverflowForLargeFramesAtHighRates) {
  // 10 GB at 100 Gbit/s = 0.8 s; bits * 1e9 exceeds int64 without the 128-bit intermediate.
  EXPECT_EQ(transmissionTime(Bytes{10'000'000'000}.bits(), BitsPerSecond{100'000'000'000}), 800 * kMillisecond);
}

TEST(SimTimeConversion, SecondsRoundToTheNearestNanosecond) {
  EXPECT_EQ(fromSeconds(0.02), 20 * kMillisecond);
  EXPECT_EQ(fromSeconds(1e-9), 1);
  EXPECT_EQ(fromSeconds(0.3), 300 * kMillisecond);
  EXPECT_DOUBLE_EQ(toSeconds(1500 * kMillisecond), 1.5);
}

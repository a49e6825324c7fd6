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

TEST(TransmissionTime, The64BitPathAgreesWithTheExactQuotientAtItsEdges) {
  // Sizes just below 2^32 bits take the 64-bit path and just above it the 128-bit one; both must
  // be ceil(bits * 1e9 / rate), computed here independently with unsigned 128-bit arithmetic.
  const auto exact = [](std::int64_t bits, std::int64_t rate) {
    const unsigned __int128 num = static_cast<unsigned __int128>(bits) * 1'000'000'000u;
    const auto r = static_cast<unsigned __int128>(rate);
    return static_cast<SimTime>((num + r - 1) / r);
  };
  const std::int64_t edge = std::int64_t{1} << 32;
  for (std::int64_t bits : {std::int64_t{0}, std::int64_t{1}, std::int64_t{12000}, edge - 1, edge, edge + 1}) {
    for (std::int64_t rate : {std::int64_t{1}, std::int64_t{3}, std::int64_t{10'000'000}, std::int64_t{999'999'937},
                              std::int64_t{100'000'000'000}, (std::int64_t{1} << 62) - 1, std::int64_t{1} << 62}) {
      EXPECT_EQ(transmissionTime(Bits{bits}, BitsPerSecond{rate}), exact(bits, rate)) << bits << " bits at " << rate;
    }
  }
}

TEST(SimTimeConversion, SecondsRoundToTheNearestNanosecond) {
  EXPECT_EQ(fromSeconds(0.02), 20 * kMillisecond);
  EXPECT_EQ(fromSeconds(1e-9), 1);
  EXPECT_EQ(fromSeconds(0.3), 300 * kMillisecond);
  EXPECT_DOUBLE_EQ(toSeconds(1500 * kMillisecond), 1.5);
}

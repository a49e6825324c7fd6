// The packet capture (export/pcapng.h): well-formed blocks, synthesized headers with the addresses
// and sizes the README documents, one frame per transmission, and a run that is not changed by it.
#include <gtest/gtest.h>

#include "export/pcapng.h"
#include "test_support.h"

using namespace ps;

namespace {
std::uint32_t le32(const std::vector<std::uint8_t>& b, std::size_t at) {
  return b[at] | b[at + 1] << 8 | b[at + 2] << 16 | static_cast<std::uint32_t>(b[at + 3]) << 24;
}
}  // namespace

TEST(Pcapng, EveryTransmissionIsOneWellFormedBlockAndTheRunIsUnchanged) {
  LoadResult plain = ps::testing::loadFile("two-hosts-one-link.json");
  LoadResult taped = ps::testing::loadFile("two-hosts-one-link.json");
  ASSERT_TRUE(plain.sim && taped.sim);
  PcapngCapture cap(*taped.sim);
  taped.sim->setPacketTap(&cap);
  plain.sim->run();
  taped.sim->run();
  EXPECT_EQ(plain.sim->trace().hashHex(), taped.sim->trace().hashHex());
  std::uint64_t txStarts = 0;
  for (const auto& [k, v] : taped.sim->summary())
    if (k == "packets_sent") txStarts = static_cast<std::uint64_t>(v);
  EXPECT_EQ(cap.frames(), txStarts);
  EXPECT_EQ(cap.frames(), 100u);

  // Walk the blocks: SHB, IDB, then EPBs; every length field agrees with its trailing copy.
  const auto& b = cap.bytes();
  std::size_t at = 0, shb = 0, idb = 0, epb = 0;
  while (at < b.size()) {
    const std::uint32_t type = le32(b, at), len = le32(b, at + 4);
    ASSERT_EQ(len % 4, 0u);
    ASSERT_LE(at + len, b.size());
    ASSERT_EQ(le32(b, at + len - 4), len);
    shb += type == 0x0A0D0D0A;
    idb += type == 1;
    epb += type == 6;
    at += len;
  }
  EXPECT_EQ(shb, 1u);
  EXPECT_EQ(idb, 1u);
  EXPECT_EQ(epb, 100u);
}

TEST(Pcapng, HeadersCarryTheDocumentedAddressesSizesAndAValidChecksum) {
  Simulation sim(1);
  PcapngCapture cap(sim);
  Packet p;
  p.src = 0;
  p.dst = 0x80000000u;  // the first multicast group
  p.sizeBytes = 1000;
  p.seq = 7;
  p.uid = 42;
  p.ttl = 60;
  const auto f = cap.frame(3, 0x80000000u, p, 1014);
  ASSERT_EQ(f.size(), 14u + 20 + 8 + 64);
  EXPECT_EQ(std::vector<std::uint8_t>(f.begin(), f.begin() + 6), (std::vector<std::uint8_t>{1, 0, 0x5e, 1, 0, 1}));
  EXPECT_EQ(std::vector<std::uint8_t>(f.begin() + 6, f.begin() + 12),
            (std::vector<std::uint8_t>{2, 0x50, 0x53, 0, 0, 3}));
  EXPECT_EQ(f[16] << 8 | f[17], 1000);  // IP total length: the simulated size
  EXPECT_EQ(f[22], 60);                 // TTL
  std::uint32_t sum = 0;                // the header checksums to 0xffff
  for (int i = 14; i < 34; i += 2) sum += static_cast<std::uint32_t>(f[i] << 8 | f[i + 1]);
  while (sum >> 16) sum = (sum & 0xffff) + (sum >> 16);
  EXPECT_EQ(sum, 0xffffu);
  EXPECT_EQ(pcapIpv4(0), "10.0.0.1");
  EXPECT_EQ(pcapIpv4(0x80000000u), "239.1.0.1");
  EXPECT_EQ(pcapIpv4(kBroadcast), "255.255.255.255");
  EXPECT_EQ(f[36] << 8 | f[37], 47000);                          // UDP: the generic port (no family registered)
  EXPECT_EQ(f[42], 'P');                                         // the ProtoScope header
  EXPECT_EQ(f[50] << 24 | f[51] << 16 | f[52] << 8 | f[53], 7);  // seq
}

TEST(Pcapng, ACaptureStopsAtItsFrameLimitAndCountsTheRest) {
  LoadResult r = ps::testing::loadFile("two-hosts-one-link.json");
  ASSERT_TRUE(r.sim);
  PcapngCapture cap(*r.sim, 10);
  r.sim->setPacketTap(&cap);
  r.sim->run();
  EXPECT_EQ(cap.frames(), 10u);
  EXPECT_EQ(cap.framesNotCaptured(), 90u);
}

// The flow's "dccp" settings (transport/dccp/dccp_params.h, dccp_build.cpp): RFC defaults, the ns-2
// defaults mode, explicit fields winning over the mode, and errors that name the field and range.
#include <gtest/gtest.h>

#include "transport/dccp/dccp_build.h"

using namespace ps;
using namespace ps::dccp;

namespace {
Json parse(const char* text) {
  Json j;
  std::string err;
  EXPECT_TRUE(parseJson(text, j, err)) << err;
  return j;
}
}  // namespace

TEST(DccpSettings, AnEmptyObjectGivesTheRfcDefaults) {
  Validator v;
  const DccpConfig c = readDccpConfig(parse("{}"), "flows[0].dccp", 1500, v);
  EXPECT_TRUE(v.ok()) << v.joined();
  EXPECT_EQ(c.ccid, 3);
  EXPECT_EQ(c.serverCcids, (std::vector<std::uint8_t>{2, 3}));
  EXPECT_EQ(c.packetSize, 1000u);
  EXPECT_EQ(c.requestRto, kSecond);
  EXPECT_EQ(c.tfrc.version, TfrcVersion::kRfc5348);
  EXPECT_EQ(c.tfrc.pMin, 0);
  EXPECT_FALSE(c.tfrc.oscillationReduction);
  EXPECT_TRUE(c.tfrc.rttFromHandshake);
  EXPECT_EQ(c.tfrc.tMbi, 64 * kSecond);
  EXPECT_EQ(c.tfrcReceiver.history, HistoryMode::kRfc5348);
  EXPECT_EQ(c.tfrcReceiver.grouping, LossGrouping::kTimestamps);
  EXPECT_EQ(c.ccid2.initialAckRatio, 2u);
  EXPECT_EQ(c.ccid2.rto.minRto, kSecond);
}

TEST(DccpSettings, Ns2ModeSwitchesTheTfrcDefaultsButExplicitFieldsWin) {
  Validator v;
  const DccpConfig c = readDccpConfig(parse(R"({"tfrc": {"mode": "ns2", "pMin": 0}})"), "f", 1500, v);
  EXPECT_TRUE(v.ok()) << v.joined();
  EXPECT_EQ(c.tfrc.version, TfrcVersion::kRfc3448);
  EXPECT_EQ(c.tfrcReceiver.history, HistoryMode::kNs2ZeroFilled);
  EXPECT_EQ(c.tfrcReceiver.grouping, LossGrouping::kWindowCounter);
  EXPECT_EQ(c.tfrcReceiver.firstLossTarget, FirstLossTarget::kCurrentReceiveRate);
  EXPECT_TRUE(c.tfrcReceiver.ceilFirstInterval);
  EXPECT_TRUE(c.tfrc.oscillationReduction);
  EXPECT_EQ(c.tfrc.tGran, 10 * kMillisecond);
  EXPECT_FALSE(c.tfrc.rttFromHandshake);
  EXPECT_EQ(c.tfrc.pMin, 0);  // given explicitly: the RFC's "none"
}

TEST(DccpSettings, BadValuesAreRefusedWithTheFieldAndTheRange) {
  Validator v;
  readDccpConfig(parse(R"({"ccid": 4, "packetSize": 1480, "ccid2": {"ackRatio": 0}, "tfrc": {"version": "rfc9999"}})"),
                 "flows[2].dccp", 1500, v);
  const std::string all = v.joined();
  EXPECT_NE(all.find("flows[2].dccp.ccid"), std::string::npos) << all;
  EXPECT_NE(all.find("flows[2].dccp.packetSize: must be <= 1444"), std::string::npos) << all;
  EXPECT_NE(all.find("flows[2].dccp.ccid2.ackRatio"), std::string::npos) << all;
  EXPECT_NE(all.find("flows[2].dccp.tfrc.version"), std::string::npos) << all;
}

TEST(DccpSettings, UnknownKeysAreRejected) {
  Validator v;
  readDccpConfig(parse(R"({"ccdi": 2})"), "flows[0].dccp", 1500, v);
  EXPECT_FALSE(v.ok());
  EXPECT_NE(v.joined().find("ccdi"), std::string::npos);
}

TEST(DccpSettings, TheServerListIsParsedInOrder) {
  Validator v;
  const DccpConfig c = readDccpConfig(parse(R"({"serverCcids": "3,2"})"), "f", 1500, v);
  EXPECT_EQ(c.serverCcids, (std::vector<std::uint8_t>{3, 2}));
}

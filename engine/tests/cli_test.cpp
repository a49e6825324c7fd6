// The native runner end to end: strict arguments (issue 14 defect 10), budgets and their exit
// codes, the packet capture read back by tshark, and a sweep sharded with GNU parallel whose merge
// prints the single-machine table.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <string>

using namespace std::string_literals;

namespace {

struct Outcome {
  int code = -1;
  std::string out;  // stdout and stderr together
};

// Runs a shell command in the repository root and returns its exit code and output.
Outcome sh(const std::string& command) {
  Outcome o;
  const std::string full = "cd '" PROTOSCOPE_ROOT "' && (" + command + ") 2>&1";
  FILE* p = popen(full.c_str(), "r");
  if (!p) return o;
  std::array<char, 4096> buf{};
  while (std::fgets(buf.data(), buf.size(), p)) o.out += buf.data();
  const int status = pclose(p);
  o.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return o;
}
const std::string kRun = PROTOSCOPE_RUN;

std::string tempDir(const std::string& name) {
  const auto dir = std::filesystem::temp_directory_path() / ("protoscope-" + name + "-" + std::to_string(getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir.string();
}

// Every line but the last (the summary line with the wall time), and the last without its wall.
std::string withoutWall(const std::string& table) {
  const auto wall = table.rfind("wall");
  return wall == std::string::npos ? table : table.substr(0, wall);
}

}  // namespace

TEST(Cli, TheSeedMustBeAWholeNumberInRange) {
  for (const char* bad : {"abc", "-1", "9007199254740992", "1e3", "", "12x"}) {
    const Outcome o = sh(kRun + " scenarios/two-hosts-one-link.json --seed '" + bad + "'");
    EXPECT_EQ(o.code, 1) << bad;
    EXPECT_NE(o.out.find("--seed must be a whole number in [0, 9007199254740991]"), std::string::npos) << o.out;
  }
  const Outcome ok = sh(kRun + " scenarios/two-hosts-one-link.json --seed 9007199254740991");
  EXPECT_EQ(ok.code, 0) << ok.out;
  EXPECT_NE(ok.out.find("(seed 9007199254740991)"), std::string::npos) << ok.out;
}

TEST(Cli, OverBudgetIsRefusedAndARunStoppedAtItsBudgetSaysHowFarItGot) {
  Outcome o =
      sh(kRun + " scenarios/two-hosts-one-link.json --set 'traffic[0].rate=1e12' --set 'traffic[0].packetSize=1'");
  EXPECT_EQ(o.code, 2);
  EXPECT_NE(o.out.find("traffic[0].rate, traffic[0].packetSize, stopTime: about"), std::string::npos) << o.out;
  o = sh(kRun + " scenarios/polling-fig2-window.json --budget wall=0.02");
  EXPECT_EQ(o.code, 3) << o.out;
  EXPECT_NE(o.out.find("stopped early at the wall-clock budget after"), std::string::npos) << o.out;
  o = sh(kRun + " scenarios/two-hosts-one-link.json --budget speed=3");
  EXPECT_EQ(o.code, 1);
  EXPECT_NE(o.out.find("unknown setting"), std::string::npos) << o.out;
}

TEST(Cli, ACaptureOpensInTsharkWithEveryPacketAndItsFields) {
  const std::string dir = tempDir("pcap");
  // Routed links: 100 CBR packets of 1000 B from A (node 0) to B (node 1) over one link.
  Outcome o = sh(kRun + " scenarios/two-hosts-one-link.json --pcap " + dir + "/p2p.pcapng");
  ASSERT_EQ(o.code, 0) << o.out;
  EXPECT_NE(o.out.find("wrote 100 packets"), std::string::npos) << o.out;
  const std::string lua = " -X lua_script:engine/export/protoscope.lua ";
  o = sh("tshark" + lua + "-r " + dir +
         "/p2p.pcapng -T fields -E separator=, -e frame.len -e frame.cap_len -e eth.src -e ip.src -e ip.dst -e "
         "ip.len -e udp.dstport -e protoscope.seq 2>/dev/null | sort | uniq -c | sort -rn | head -3");
  EXPECT_NE(o.out.find("1014,106,02:50:53:00:00:00,10.0.0.1,10.0.0.2,1000,47000,"), std::string::npos) << o.out;
  o = sh("tshark -r " + dir + "/p2p.pcapng 2>/dev/null | wc -l");
  EXPECT_EQ(std::stoi(o.out), 100) << o.out;
  o = sh("tshark" + lua + "-r " + dir +
         "/p2p.pcapng -Y 'protoscope.seq == 57' -T fields -e protoscope.uid 2>/dev/null");
  EXPECT_EQ(o.out, "58\n");  // uids count from 1: packet 57 is the 58th made

  // Polling on the paper's network: multicast DATA to the group, RESPONSEs back to the sender.
  o = sh(kRun + " scenarios/polling-star-pet-implosion.json --pcap " + dir + "/polling.pcapng");
  ASSERT_EQ(o.code, 0) << o.out;
  const auto wrote = o.out.find("wrote ");
  ASSERT_NE(wrote, std::string::npos);
  const int frames = std::stoi(o.out.substr(wrote + 6));
  o = sh("tshark -r " + dir + "/polling.pcapng 2>/dev/null | wc -l");
  EXPECT_EQ(std::stoi(o.out), frames);
  o = sh("tshark" + lua + "-r " + dir +
         "/polling.pcapng -Y 'ip.dst == 239.1.0.1 && protoscope.family == 1' 2>/dev/null | wc -l");
  EXPECT_GT(std::stoi(o.out), 0) << o.out;
  o = sh("tshark -r " + dir + "/polling.pcapng -Y 'ip.dst == 10.0.0.1 && udp.dstport == 47001' 2>/dev/null | wc -l");
  EXPECT_GT(std::stoi(o.out), 0) << o.out;

  // The thesis's LAN: whole 1518-byte frames on one interface, "bus".
  o = sh(kRun + " scenarios/thesis-4.4-mbap-windows.json --pcap " + dir + "/lan.pcapng");
  ASSERT_EQ(o.code, 0) << o.out;
  o = sh("tshark -r " + dir + "/lan.pcapng -T fields -e frame.len -e frame.interface_name -e ip.dst -c 1 2>/dev/null");
  EXPECT_EQ(o.out, "1518\tbus\t239.255.0.1\n");
  std::filesystem::remove_all(dir);
}

TEST(Cli, TheCaptureDoesNotChangeTheRun) {
  const std::string dir = tempDir("pcap-hash");
  const Outcome plain = sh(kRun + " scenarios/polling-star-pet-implosion.json | grep 'trace hash'");
  const Outcome captured = sh(kRun + " scenarios/polling-star-pet-implosion.json --pcap " + dir +
                              "/x.pcapng 2>/dev/null | grep 'trace hash'");
  EXPECT_EQ(plain.out, captured.out);
  EXPECT_FALSE(plain.out.empty());
  std::filesystem::remove_all(dir);
}

TEST(Cli, ASweepShardedWithGnuParallelMergesToTheSingleMachineTable) {
  for (const char* scenario : {"scenarios/queue-overflow.json", "scenarios/two-hosts-one-link.json"}) {
    SCOPED_TRACE(scenario);
    const std::string dir = tempDir("shards");
    const Outcome single = sh(kRun + " " + scenario + " --sweep --jobs 2");
    ASSERT_EQ(single.code, 0) << single.out;
    const Outcome shards = sh("parallel --will-cite -j 2 " + kRun + " " + scenario +
                              " --sweep --jobs 1 --shard {}/3 --out " + dir + " ::: 1 2 3");
    ASSERT_EQ(shards.code, 0) << shards.out;
    const Outcome merged = sh(kRun + " --merge " + dir);
    ASSERT_EQ(merged.code, 0) << merged.out;
    EXPECT_EQ(withoutWall(merged.out), withoutWall(single.out));
    const Outcome singleJson = sh(kRun + " " + scenario + " --sweep --json");
    const Outcome mergedJson = sh(kRun + " --merge " + dir + " --json");
    EXPECT_EQ(withoutWall(mergedJson.out), withoutWall(singleJson.out));
    // A missing result is reported, not silently averaged away.
    std::filesystem::remove(std::filesystem::path(dir) / "p1-r0.json");
    const Outcome partial = sh(kRun + " --merge " + dir);
    EXPECT_EQ(partial.code, 1);
    EXPECT_NE(partial.out.find("1 of "), std::string::npos) << partial.out;
    EXPECT_NE(partial.out.find("p1-r0.json"), std::string::npos) << partial.out;
    std::filesystem::remove_all(dir);
  }
  const Outcome bad = sh(kRun + " scenarios/queue-overflow.json --sweep --shard 4/3 --out /tmp/x");
  EXPECT_EQ(bad.code, 1);
  EXPECT_NE(bad.out.find("--shard expects i/n with 1 <= i <= n"), std::string::npos);
}

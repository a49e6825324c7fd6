// Validation against Segovia 1996 (seed 001) chapter 4, driven by the scenarios' paperValues:
//  - the §4.1 bounds (UBRT, UBAT, LBL and the asymptotes) exact to the printed three decimals;
//  - error-free Tables 4.1-4.5: Mean RT, mean over 5 seeds, within the digest's acceptance
//    (§9.2: 3 % for SAW, 4 % for BAP, 7 % at isolated BAP points with r >= 45);
//  - error Tables 4.6-4.13 as trends (monotone latency growth, >100 % degradation at 1 %, SAWrand
//    lowering latency).
// The full reproduction with 10 replications is `npm run reproduce -- thesis`.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "ethernet_test_util.h"
#include "protocols/multicast/bounds.h"

using namespace ps;
using namespace ps::testutil;

namespace {

constexpr int kSeeds = 5;

Json scenarioFile(const std::string& name) { return parse(readRepoFile("scenarios/" + name)); }

Overrides pointOverrides(const Json& series, const std::string& xPath, double x) {
  Overrides ov;
  if (const Json* set = series.get("set"))
    for (const auto& [k, v] : set->members()) ov.emplace_back(k, v.dump());
  ov.emplace_back(xPath, formatNumber(x));
  return ov;
}

// Every (series, point) of a scenario's paperValues.
template <class F>
void forEachPoint(const Json& sc, F f) {
  const Json& pv = *sc.get("paperValues");
  const std::string x = pv.get("x")->asString();
  for (const Json& series : pv.get("series")->items())
    for (const Json& p : series.get("points")->items()) f(series, p, pointOverrides(series, x, p.get("x")->asNumber()));
}

double field(const Json& p, const char* k) {
  const Json* v = p.get(k);
  return v ? v->asNumber() : NAN;
}

}  // namespace

// ---- Bounds (§4.1, eqs 4.1-4.19) --------------------------------------------------------------

TEST(ThesisBounds, AsymptotesMatchEquations48And415To417) {
  const std::int64_t d = 1518 * 8, a = 64 * 8;
  EXPECT_NEAR(thesisBounds(d, a, 5, 1, 10).rtLimit, 24.719, 0.0005);
  EXPECT_NEAR(thesisBounds(d, a, 5, 5, 10).rtLimit, 119.594, 0.0005);
  EXPECT_NEAR(thesisBounds(d, a, 5, 10, 10).rtLimit, 238.187, 0.0005 + 1e-12);  // printed truncated
  EXPECT_NEAR(thesisBounds(d, a, 5, 15, 10).rtLimit, 356.781, 0.0005);
  EXPECT_NEAR(thesisBounds(1436 * 8, a, 5, 1, 10).rtLimit, 23.438, 0.0005);
  EXPECT_NEAR(thesisBounds(848 * 8, a, 5, 1, 10).rtLimit, 14.25, 0.0005);
  EXPECT_NEAR(thesisBounds(64 * 8, a, 5, 1, 10).rtLimit, 2.0, 0.0005);
  EXPECT_NEAR(thesisBounds(d, a, 5, 1, 10).unicastAt, 9.5954, 0.00005);   // eq 4.2: the RT denominator
  EXPECT_NEAR(thesisBounds(d, a, 5, 10, 10).unicastAt, 9.9580, 0.00005);  // eq 4.10
}

TEST(ThesisBounds, EveryBoundCellOfTables41To45IsExactToThePrintedDigits) {
  int cells = 0;
  for (const char* f : {"thesis-4.1-msaw.json", "thesis-4.2-msaw-data-sizes.json", "thesis-4.3-msaw-sawrand.json",
                        "thesis-4.4-mbap-windows.json", "thesis-4.5-mbap-baprand.json"}) {
    const Json sc = scenarioFile(f);
    forEachPoint(sc, [&](const Json&, const Json& p, const Overrides& ov) {
      LoadOptions o;
      o.overrides = ov;
      o.traceEnabled = false;
      LoadResult lr = loadScenario(sc, o);
      ASSERT_TRUE(lr.sim) << f;
      // The bounds are in the summary before the run starts.
      const auto m = toMap(lr.sim->summary());
      for (const char* k : {"bound_ubrt", "bound_ubat", "bound_lbl"}) {
        const double paper = field(p, k);
        if (std::isnan(paper)) continue;
        const double tol = std::string(k) == "bound_lbl" ? 0.5 : 0.0005 + 1e-9;
        EXPECT_NEAR(m.at(k), paper, tol) << f << " x=" << field(p, "x") << " " << k;
        ++cells;
      }
    });
  }
  EXPECT_EQ(cells, 12 * (2 + 6 + 6 + 6 + 6));  // T4.1: UBRT+LBL; T4.2-4.4: UBAT+UBRT x3; T4.5: UBT+LBL x3
}

// ---- Error-free tables 4.1-4.5 (acceptance: digest §9.2) -------------------------------------

namespace {
// Cells that do not reproduce (reported, not hidden): the test requires that exactly these cells
// miss the acceptance, so a change that fixes or breaks another cell is noticed.
//  - Table 4.3, SAWrand 12000, r = 25: thesis 8.268, ours 8.52 (sd 0.04, +3.1 %). The thesis's own
//    curve dips there (8.478 at 20, 8.268 at 25, 8.625 at 30); the digest's independent reference
//    model also lands above it (8.455).
const std::vector<std::string> kKnownDeviations = {"thesis-4.3-msaw-sawrand.json|SAW randwait = 12000|25"};

void checkMeanRt(const char* file, double tol, double tolLargeR) {
  // Digest §9.2: the mean over >= 5 seeds within tol of the printed value, or the printed value
  // (a single run in the thesis) within 3 SD of our run-to-run spread.
  const Json sc = scenarioFile(file);
  int checked = 0, wide = 0, bySpread = 0;
  forEachPoint(sc, [&](const Json& series, const Json& p, const Overrides& ov) {
    const double paper = field(p, "rt_mean");
    const double r = field(p, "x");
    const auto runs = runAll(sc, ov, kSeeds);
    double mean = 0, ss = 0;
    for (const auto& m : runs) mean += m.at("rt_mean") / kSeeds;
    for (const auto& m : runs) ss += (m.at("rt_mean") - mean) * (m.at("rt_mean") - mean);
    const double sd = std::sqrt(ss / (kSeeds - 1));
    const double rel = (mean - paper) / paper;
    const bool large = r >= 45 && std::fabs(rel) > tol;
    if (large) ++wide;
    const bool ok = std::fabs(rel) <= (large ? tolLargeR : tol);
    const bool spread = std::fabs(mean - paper) <= 3 * sd;
    if (!ok && spread) ++bySpread;
    const std::string key = std::string(file) + "|" + series.get("label")->asString() + "|" + formatNumber(r);
    const bool known = std::find(kKnownDeviations.begin(), kKnownDeviations.end(), key) != kKnownDeviations.end();
    if (known) {
      EXPECT_FALSE(ok || spread) << key << " now reproduces: remove it from kKnownDeviations";
      std::printf("  known deviation %s: thesis %.3f, ours %.3f (sd %.3f, %+.1f%%)\n", key.c_str(), paper, mean, sd,
                  rel * 100);
    } else {
      EXPECT_TRUE(ok || spread) << file << " " << series.get("label")->asString() << " r=" << r << ": thesis " << paper
                                << ", ours " << mean << " (sd " << sd << ") over " << kSeeds << " seeds";
    }
    ++checked;
  });
  EXPECT_LE(wide, 2) << file << ": the wider allowance is for isolated points only";
  EXPECT_LE(bySpread, 2) << file << ": the spread criterion is for isolated points only";
  EXPECT_GT(checked, 0);
}
}  // namespace

TEST(ThesisTables, Table41MsawMeanRelativeThroughput) { checkMeanRt("thesis-4.1-msaw.json", 0.03, 0.03); }
TEST(ThesisTables, Table42MsawDataSizes) { checkMeanRt("thesis-4.2-msaw-data-sizes.json", 0.03, 0.03); }
TEST(ThesisTables, Table43MsawSawrand) { checkMeanRt("thesis-4.3-msaw-sawrand.json", 0.03, 0.03); }
TEST(ThesisTables, Table44MbapWindows) { checkMeanRt("thesis-4.4-mbap-windows.json", 0.04, 0.07); }
TEST(ThesisTables, Table45MbapBaprand) { checkMeanRt("thesis-4.5-mbap-baprand.json", 0.04, 0.07); }

TEST(ThesisTables, TheInclusiveBackoffReadingIsBiasedHighAndTheStandardOneReproduces) {
  const Json sc = scenarioFile("thesis-4.1-msaw.json");
  double sumStd = 0, sumInc = 0, sumPaper = 0;
  forEachPoint(sc, [&](const Json&, const Json& p, Overrides ov) {
    const double r = field(p, "x");
    if (r != 10 && r != 20 && r != 30 && r != 40) return;
    sumPaper += field(p, "rt_mean");
    sumStd += runMean(sc, ov, kSeeds).at("rt_mean");
    ov.emplace_back("lan.backoffRange", "\"inclusive\"");
    sumInc += runMean(sc, ov, kSeeds).at("rt_mean");
  });
  EXPECT_LT(std::fabs(sumStd / sumPaper - 1), 0.015);
  EXPECT_GT(sumInc / sumPaper - 1, 0.02);
}

TEST(ThesisTables, MbapBeatsMsawAndLargerWindowsDoBetter) {
  // §4.3: at 15 receivers AT 51.992 (MSAW) against 107.216 / 125.526 / 132.387 (n = 5/10/15).
  const Json saw = scenarioFile("thesis-4.1-msaw.json");
  const Json bap = scenarioFile("thesis-4.4-mbap-windows.json");
  const double at = runMean(saw, {{"lan.receivers", "15"}}, kSeeds).at("at_mean");
  double prev = at;
  for (int n : {5, 10, 15}) {
    const double b =
        runMean(bap, {{"lan.receivers", "15"}, {"protocol.bap.window", std::to_string(n)}}, kSeeds).at("at_mean");
    EXPECT_GT(b, prev) << "window " << n;
    prev = b;
  }
  EXPECT_NEAR(at, 51.992, 51.992 * 0.03);
}

// ---- Error tables 4.6-4.13 as trends -----------------------------------------------------------

TEST(ThesisErrors, MsawLatencyGrowsWithTheFailureRateAndOnePercentMoreThanDoublesIt) {
  for (const char* f : {"thesis-4.6-msaw-errors-r20.json", "thesis-4.6-msaw-errors-r60.json"}) {
    const Json sc = scenarioFile(f);
    double prev = 0, at0 = 0;
    for (int rate = 0; rate <= 5; ++rate) {
      const double lat = runMean(sc, {{"lan.failRate", std::to_string(rate)}}, kSeeds).at("lat_mean");
      if (rate == 0) at0 = lat;
      EXPECT_GT(lat, prev) << f << " failRate " << rate;
      if (rate == 1) {
        EXPECT_GT(lat / at0, 2.0) << f << ": the thesis's '>100 % degradation at 1 %'";
      }
      prev = lat;
    }
  }
}

TEST(ThesisErrors, SawrandLowersMsawLatencyUnderErrorsToo) {
  const Json plain = scenarioFile("thesis-4.6-msaw-errors-r40.json");
  const Json rand = scenarioFile("thesis-4.7-msaw-errors-r40.json");
  for (int rate : {0, 2, 5}) {
    const Overrides ov{{"lan.failRate", std::to_string(rate)}};
    EXPECT_LT(runMean(rand, ov, kSeeds).at("lat_mean"), runMean(plain, ov, kSeeds).at("lat_mean"))
        << "failRate " << rate;
  }
}

TEST(ThesisErrors, MbapDegradesByMoreThan100PercentAtOnePercent) {
  const Json sc = scenarioFile("thesis-4.8-mbap-errors-r20.json");
  for (int n : {5, 10, 15}) {
    const std::string w = std::to_string(n);
    const auto m0 = runMean(sc, {{"protocol.bap.window", w}, {"lan.failRate", "0"}}, kSeeds);
    const auto m1 = runMean(sc, {{"protocol.bap.window", w}, {"lan.failRate", "1"}}, kSeeds);
    EXPECT_EQ(m0.at("retr_mean"), 0.0) << "window " << n;
    EXPECT_GT(m1.at("lat_mean"), 2.0 * m0.at("lat_mean")) << "window " << n;
  }
}

// The TFRC throughput equation (transport/dccp/tfrc_equation.h) against the digest's test vectors
// (shared/research/dccp-tcp.md §4.1), which come from its Python reference in double precision.
// The values below carry 12 significant digits from that reference; the digest prints 6 of them.
#include <gtest/gtest.h>

#include "transport/dccp/tfrc_equation.h"

using namespace ps::dccp;

namespace {
void expectRel(double got, double want, double tol) { EXPECT_NEAR(got / want, 1.0, tol) << got << " vs " << want; }
}  // namespace

TEST(TfrcEquation, WindowPerRttMatchesTheDigestTable) {
  struct Row {
    double p, f, inv;
  };
  const Row rows[] = {
      {1e-6, 0.0008165039293969546, 1224.7338487869497}, {1e-5, 0.0025822212764731274, 387.2634809073485},
      {1e-4, 0.00817231428085712, 122.36435918065537},   {1e-3, 0.02605227541161658, 38.384363139125455},
      {1e-2, 0.08902164242265287, 11.233223436299298},   {0.05, 0.2713052401508923, 3.685885312955357},
      {0.1, 0.5649391707667886, 1.770102077791324},      {0.2, 1.8637172890042457, 0.5365620665215184},
      {0.5, 23.96003617136947, 0.04173616403780427},     {1.0, 243.31598111646232, 0.004109882118763722},
  };
  for (const Row& r : rows) {
    expectRel(tfrcF(r.p), r.f, 1e-12);
    expectRel(1 / tfrcF(r.p), r.inv, 1e-12);
  }
  // The digest's rounded figures, as printed (387.263 packets/RTT is the ns-2 cap at p = 1e-5).
  EXPECT_NEAR(1 / tfrcF(1e-5), 387.263, 0.0005);
  EXPECT_NEAR(1 / tfrcF(1e-4), 122.364, 0.0005);
}

TEST(TfrcEquation, ThroughputInBytesPerSecondMatchesTheDigestTable) {
  const double ps[] = {1e-6, 1e-5, 1e-4, 1e-3, 1e-2, 0.1, 0.5};
  struct Row {
    double s, r, x[7];
  };
  const Row rows[] = {
      {1000,
       0.01,
       {122473384.879, 38726348.0907, 12236435.9181, 3838436.31391, 1123322.34363, 177010.207779, 4173.61640378}},
      {1000,
       0.06,
       {20412230.8131, 6454391.34846, 2039405.98634, 639739.385652, 187220.390605, 29501.7012965, 695.602733963}},
      {1000,
       0.1,
       {12247338.4879, 3872634.80907, 1223643.59181, 383843.631391, 112332.234363, 17701.0207779, 417.361640378}},
      {1000,
       0.24,
       {5103057.70328, 1613597.83711, 509851.496586, 159934.846413, 46805.0976512, 7375.42532413, 173.900683491}},
      {1460,
       0.01,
       {178811141.923, 56540468.2125, 17865196.4404, 5604117.01831, 1640050.6217, 258434.903358, 6093.47994952}},
      {1460,
       0.06,
       {29801856.9871, 9423411.36875, 2977532.74006, 934019.503052, 273341.770283, 43072.4838929, 1015.57999159}},
      {1460,
       0.1,
       {17881114.1923, 5654046.82125, 1786519.64404, 560411.701831, 164005.06217, 25843.4903358, 609.347994952}},
      {1460,
       0.24,
       {7450464.24679, 2355852.84219, 744383.185016, 233504.875763, 68335.4425708, 10768.1209732, 253.894997897}},
  };
  for (const Row& row : rows)
    for (int i = 0; i < 7; ++i) expectRel(tfrcThroughput(row.s, row.r, ps[i]), row.x[i], 1e-9);
}

TEST(TfrcEquation, TheGeneralFormWithBAndTrtoReducesToTheShortForm) {
  // s / (R f(p)) with b = 1 and t_RTO = 4R is the RFC's literal formula.
  for (double p : {1e-4, 0.03, 0.7}) expectRel(tfrcThroughput(1000, 0.1, p, 0.4, 1), 1000 / (0.1 * tfrcF(p)), 1e-14);
  // b = 2 (delayed ACKs) lowers the rate: the sqrt(2bp/3) term grows by sqrt(2).
  EXPECT_LT(tfrcThroughput(1000, 0.1, 0.01, 0.4, 2), tfrcThroughput(1000, 0.1, 0.01, 0.4, 1));
}

TEST(TfrcEquation, TheInverseFindsTheDigestsFirstLossIntervals) {
  struct Row {
    double s, r, target, p, interval;
  };
  const Row rows[] = {
      {1000, 0.1, 1.25e6, 9.583461175e-05, 10434.643},
      {1000, 0.24, 3.90625e6, 1.706614241e-06, 585955.5},
      {1460, 0.06, 1.0e6, 0.0008743513589, 1143.705},
  };
  for (const Row& r : rows) {
    const double p = tfrcInverse(r.s, r.r, r.target);
    expectRel(p, r.p, 1e-9);
    EXPECT_NEAR(1 / p, r.interval, r.interval * 1e-7);
    expectRel(tfrcThroughput(r.s, r.r, p), r.target, 1e-11);  // the root, not merely within RFC 5348's 5 %
  }
}

TEST(TfrcEquation, TheInverseClampsTargetsOutsideTheRange) {
  EXPECT_EQ(tfrcInverse(1000, 0.1, 1e30), 1e-15);  // faster than any p allows: the smallest p
  EXPECT_EQ(tfrcInverse(1000, 0.1, 1.0), 1.0);     // slower than p = 1 gives: p = 1
}

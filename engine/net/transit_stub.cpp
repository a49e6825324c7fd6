#include "transit_stub.h"

#include <cmath>

#include "../core/rng.h"

namespace ps {
namespace {

struct Pt {
  double x = 0, y = 0;
};

// Draws a connected random graph on `pts` (edge probability alpha per pair), redrawing until
// connected (GT-ITM redraws disconnected domains). Appends edges with offset `base`.
void randomConnected(Rng& rng, const std::vector<Pt>& pts, double alpha, std::uint32_t base,
                     std::vector<GeneratedTopology::Edge>& out) {
  const auto n = static_cast<std::uint32_t>(pts.size());
  if (n < 2) return;
  std::vector<GeneratedTopology::Edge> edges;
  std::vector<std::uint32_t> comp(n);
  for (int attempt = 0;; ++attempt) {
    edges.clear();
    for (std::uint32_t i = 0; i < n; ++i)
      for (std::uint32_t j = i + 1; j < n; ++j)
        if (rng.uniform01() < alpha) edges.push_back({i, j, 1});
    // connectivity by label propagation (n is small)
    for (std::uint32_t i = 0; i < n; ++i) comp[i] = i;
    for (bool changed = true; changed;) {
      changed = false;
      for (const auto& e : edges) {
        const std::uint32_t m = comp[e.a] < comp[e.b] ? comp[e.a] : comp[e.b];
        if (comp[e.a] != m || comp[e.b] != m) {
          comp[e.a] = comp[e.b] = m;
          changed = true;
        }
      }
    }
    bool ok = true;
    for (std::uint32_t i = 0; i < n; ++i) ok = ok && comp[i] == 0;
    if (ok || attempt > 10000) break;
  }
  for (auto e : edges) {
    const double dx = pts[e.a].x - pts[e.b].x, dy = pts[e.a].y - pts[e.b].y;
    const double len = std::sqrt(dx * dx + dy * dy);
    // Round half up on a non-negative length, as the published instance was generated.
    e.length = len < 1 ? 1u : static_cast<std::uint32_t>(len + 0.5);  // NOLINT(bugprone-incorrect-roundings)
    e.a += base;
    e.b += base;
    out.push_back(e);
  }
}

std::uint32_t edgeLength(const Pt& a, const Pt& b) {
  const double len = std::sqrt((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y));
  return len < 1 ? 1u : static_cast<std::uint32_t>(len + 0.5);  // NOLINT(bugprone-incorrect-roundings)
}

}  // namespace

GeneratedTopology generateTransitStub(const TransitStubSpec& s) {
  GeneratedTopology g;
  Rng rng(s.seed, 0x75);  // the generator's own stream: independent of every run stream
  const double kPi = 3.14159265358979323846;
  const std::uint32_t T = s.transitDomains, NT = s.transitNodes, K = s.stubsPerTransit, NS = s.stubNodes;

  // 1. Top level: one point per transit domain.
  std::vector<Pt> top(T);
  for (auto& p : top) p = {rng.uniform(0, s.topScale), rng.uniform(0, s.topScale)};
  std::vector<GeneratedTopology::Edge> topEdges;
  randomConnected(rng, top, s.alphaTop, 0, topEdges);

  // 2. Transit domains. Geometric positions (for lengths) are kept in `geo`.
  std::vector<Pt> geo;
  std::vector<std::uint32_t> domainFirst(T);
  for (std::uint32_t d = 0; d < T; ++d) {
    domainFirst[d] = static_cast<std::uint32_t>(g.nodes.size());
    std::vector<Pt> pts(NT);
    for (auto& p : pts)
      p = {top[d].x * s.transitScale / s.topScale * 4 + rng.uniform(0, s.transitScale),
           top[d].y * s.transitScale / s.topScale * 4 + rng.uniform(0, s.transitScale)};
    for (std::uint32_t i = 0; i < NT; ++i) {
      GeneratedTopology::Node n;
      n.name = "T" + std::to_string(d) + "." + std::to_string(i);
      n.transit = true;
      n.domain = d;
      g.nodes.push_back(n);
      geo.push_back(pts[i]);
    }
    randomConnected(rng, pts, s.alphaTransit, domainFirst[d], g.edges);
  }
  for (const auto& e : topEdges) {
    const std::uint32_t a = domainFirst[e.a] + static_cast<std::uint32_t>(rng.uniformInt(0, NT - 1));
    const std::uint32_t b = domainFirst[e.b] + static_cast<std::uint32_t>(rng.uniformInt(0, NT - 1));
    g.edges.push_back({a, b, edgeLength(geo[a], geo[b])});
  }

  // 3. Stub domains, K per transit node.
  const std::uint32_t transitCount = T * NT;
  std::uint32_t stubIndex = 0;
  for (std::uint32_t t = 0; t < transitCount; ++t) {
    for (std::uint32_t k = 0; k < K; ++k, ++stubIndex) {
      const auto first = static_cast<std::uint32_t>(g.nodes.size());
      const Pt centre{geo[t].x + rng.uniform(-s.stubScale, s.stubScale),
                      geo[t].y + rng.uniform(-s.stubScale, s.stubScale)};
      std::vector<Pt> pts(NS);
      for (auto& p : pts)
        p = {centre.x + rng.uniform(-s.stubScale / 2, s.stubScale / 2),
             centre.y + rng.uniform(-s.stubScale / 2, s.stubScale / 2)};
      for (std::uint32_t i = 0; i < NS; ++i) {
        GeneratedTopology::Node n;
        n.name = "S" + std::to_string(t) + "." + std::to_string(k) + "." + std::to_string(i);
        n.domain = stubIndex;
        g.nodes.push_back(n);
        geo.push_back(pts[i]);
      }
      randomConnected(rng, pts, s.alphaStub, first, g.edges);
      const std::uint32_t gw = first + static_cast<std::uint32_t>(rng.uniformInt(0, NS - 1));
      g.edges.push_back({t, gw, edgeLength(geo[t], geo[gw])});
    }
  }

  // Layout for the UI: stub domains on an outer ring in transit order (so each sits next to its
  // transit node), transit nodes on an inner ring at the mean angle of their stubs, the centre
  // left free (the polling model puts the sender there).
  const std::uint32_t stubs = transitCount * K;
  for (std::uint32_t t = 0; t < transitCount; ++t) {
    const double ang = 2 * kPi * (t * K + (K - 1) / 2.0 + 0.5) / (stubs ? stubs : 1);
    const double r = 0.17 + 0.05 * ((t % NT) % 2);
    g.nodes[t].x = 0.5 + r * std::cos(ang);
    g.nodes[t].y = 0.5 + r * std::sin(ang);
  }
  for (std::uint32_t i = transitCount; i < g.nodes.size(); ++i) {
    const std::uint32_t sd = g.nodes[i].domain;
    const std::uint32_t first = transitCount + sd * NS;
    const std::uint32_t local = i - first;
    const double ang = 2 * kPi * (sd + 0.5) / stubs;
    const double cx = 0.5 + 0.39 * std::cos(ang), cy = 0.5 + 0.39 * std::sin(ang);
    // members on a small ring around the stub's centre, in index order
    const double a2 = 2 * kPi * local / (NS ? NS : 1) + ang;
    const double rr = 0.045 + 0.012 * (local % 2);
    g.nodes[i].x = cx + rr * std::cos(a2);
    g.nodes[i].y = cy + rr * std::sin(a2);
  }
  return g;
}

HopStats hopStats(std::uint32_t n, const std::vector<GeneratedTopology::Edge>& edges) {
  std::vector<std::vector<std::uint32_t>> adj(n);
  for (const auto& e : edges) {
    adj[e.a].push_back(e.b);
    adj[e.b].push_back(e.a);
  }
  HopStats st;
  std::vector<std::uint32_t> dist(n), queue(n);
  for (std::uint32_t s = 0; s < n; ++s) {
    dist.assign(n, ~0u);
    dist[s] = 0;
    std::size_t head = 0, tail = 0;
    queue[tail++] = s;
    while (head < tail) {
      const std::uint32_t u = queue[head++];
      for (std::uint32_t v : adj[u])
        if (dist[v] == ~0u) {
          dist[v] = dist[u] + 1;
          queue[tail++] = v;
        }
    }
    if (tail != n) st.connected = false;
    for (std::uint32_t t = 0; t < n; ++t)
      if (dist[t] != ~0u && dist[t] > st.diameter) st.diameter = dist[t];
  }
  return st;
}

}  // namespace ps

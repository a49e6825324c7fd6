// A bracket bound as it moves during a search: a horizontal step at the bound's value from the end
// of each probe (a pathload fleet, an abget rate) to the end of the next, or half a second past the
// last one. Shared by both estimators' search charts.

interface Probe {
  start_s: number;
  end_s: number;
}

/** The SVG path of `bound(i)` after each finished probe; a bound <= 0 (unset) or a probe still running is a gap. */
export function bracketSteps<P extends Probe>(
  probes: P[],
  bound: (p: P) => number,
  x: (t: number) => number,
  y: (bps: number) => number,
): string {
  let d = '';
  probes.forEach((p, i) => {
    const v = bound(p);
    const next = probes[i + 1];
    if (v <= 0 || p.end_s <= 0) return;
    const x0 = x(p.end_s);
    const x1 = x(next ? next.end_s || next.start_s : p.end_s + 0.5);
    d += `M${x0.toFixed(1)},${y(v).toFixed(1)}H${x1.toFixed(1)}`;
  });
  return d;
}

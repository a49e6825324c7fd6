// Several live charts at once (throughput, collisions, implosion, cost, latency... whatever the
// model reports), each linked to the timeline: hovering shows that moment there, clicking jumps.
import { useStoreValue } from '../app/useStore';
import type { AppController } from '../app/controller';
import { MetricChart } from './MetricChart';

/** Series shown first, most telling first; the rest stay one select away. */
const PREFERRED = [/throughput/i, /collision/i, /implosion|inbound queue|responses/i, /cost/i, /latency|delay/i, /queue/i, /retrans/i];
const SHOWN = 2;

export function pickSeries(names: string[], n = SHOWN): string[] {
  const out: string[] = [];
  for (const re of PREFERRED) {
    const hit = names.find((m) => re.test(m) && !out.includes(m));
    if (hit) out.push(hit);
    if (out.length === n) return out;
  }
  for (const m of names) { if (out.length >= n) break; if (!out.includes(m)) out.push(m); }
  return out;
}

export function LinkedCharts({ app }: { app: AppController }) {
  const infos = useStoreValue(app.store, (s) => s.metricInfo);
  const names = pickSeries(infos.map((m) => m.name));
  if (names.length === 0) return <MetricChart app={app} />;
  return (
    <div className="charts" data-testid="charts">
      {names.map((n, i) => <MetricChart key={`${i}:${n}`} app={app} initial={n} compact={names.length > 1} />)}
    </div>
  );
}

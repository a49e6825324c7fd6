// `npm run reproduce -- thesis [--reps N] [--table 4.1] [--summary]`
// Runs every thesis scenario (scenarios/thesis-*.json: Segovia 1996, Tables 4.1-4.13) through the
// native runner (its sweep, N replications each, tracing off) and prints every table cell: the
// thesis's value, ours (mean and 95% CI over the replications) and the difference. Ends with a
// per-table summary and the wall time of the whole benchmark.
//
// Acceptance (digest section 9.2): error-free tables, Mean RT within 3 % (SAW) / 4 % (BAP; 7 % at
// isolated points with r >= 45) of the printed value; bounds exact. Error tables (4.6-4.13) are
// trend targets only: the report prints them but judges no cell.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureNativeRunner, root, runScenario } from './_runner.mjs';

const argv = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = argv.indexOf(name);
  return i >= 0 && i + 1 < argv.length ? argv[i + 1] : dflt;
};

function tableKey(t) {
  return t
    .split('.')
    .map(Number)
    .reduce((a, b) => a * 100 + b, 0);
}

function fmt(v, metric) {
  if (v === undefined || v === null || Number.isNaN(v)) return '-';
  if (metric.startsWith('lat_') || metric === 'bound_lbl') return Math.round(v).toString();
  return v.toFixed(3);
}

function matches(point, set, xPath, x) {
  const want = { ...set, [xPath]: x };
  for (const [k, v] of Object.entries(want)) {
    if (!(k in point.overrides) || Number(point.overrides[k]) !== Number(v)) return false;
  }
  return true;
}

export default async function report(args = argv) {
  const reps = Number(opt('--reps', '10'));
  const only = opt('--table', null);
  const summaryOnly = args.includes('--summary');
  ensureNativeRunner();
  const files = readdirSync(join(root, 'scenarios'))
    .filter((f) => f.startsWith('thesis-') && f.endsWith('.json'))
    .map((f) => ({ f, sc: JSON.parse(readFileSync(join(root, 'scenarios', f), 'utf8')) }))
    .filter(({ sc }) => !only || sc.paperValues.table === only)
    .sort((a, b) => tableKey(a.sc.paperValues.table) - tableKey(b.sc.paperValues.table) || a.f.localeCompare(b.f));

  const t0 = performance.now();
  const summaries = [];
  let runs = 0;
  let events = 0;
  for (const { f, sc } of files) {
    const pv = sc.paperValues;
    const res = runScenario(join('scenarios', f), ['--sweep', '--reps', String(reps), '--no-trace']);
    runs += res.sweep.length * reps;
    events += res.events;
    const trend = pv.acceptance === 'trend';
    console.log(
      `\n=== Table ${pv.table}: ${sc.name}\n    ${sc.reproduces}; ${reps} replications per point; ${res.wall_s.toFixed(2)} s`,
    );
    const metrics = Object.values(pv.columns).filter((m, i, a) => a.indexOf(m) === i);
    const devs = {}; // metric -> list of relative differences
    for (const series of pv.series) {
      if (!summaryOnly) {
        console.log(`  -- ${series.label}`);
        console.log(`  ${[pv.x.padEnd(14), ...metrics.map((m) => m.padEnd(34))].join('')}`);
      }
      for (const p of series.points) {
        const pt = res.sweep.find((s) => matches(s, series.set, pv.x, p.x));
        const cells = metrics.map((m) => {
          const ours = pt?.metrics?.[m];
          const paper = p[m];
          if (!ours || paper === undefined) return '-'.padEnd(34);
          const diff = ours.mean - paper;
          const rel = paper !== 0 ? diff / Math.abs(paper) : 0;
          devs[m] ??= [];
          devs[m].push({ rel, abs: diff, x: p.x, label: series.label });
          const text = `${fmt(paper, m)} | ${fmt(ours.mean, m)}±${fmt(ours.ci95, m)} ${diff >= 0 ? '+' : ''}${(rel * 100).toFixed(1)}%`;
          return text.padEnd(34);
        });
        if (!summaryOnly) console.log(`  ${[String(p.x).padEnd(14), ...cells].join('')}`);
      }
    }
    const line = {};
    for (const [m, list] of Object.entries(devs)) {
      const mean = list.reduce((a, d) => a + Math.abs(d.rel), 0) / list.length;
      const worst = list.reduce((a, d) => (Math.abs(d.rel) > Math.abs(a.rel) ? d : a), list[0]);
      const meanAbs = list.reduce((acc, d) => acc + Math.abs(d.abs), 0) / list.length;
      line[m] = { mean, meanAbs, worst };
    }
    summaries.push({ table: pv.table, file: f, trend, line });
  }
  const wall = (performance.now() - t0) / 1000;

  console.log(
    '\n=== Summary: mean |difference| per column (worst cell in brackets); cells: "thesis | ours±ci95 diff%"',
  );
  for (const s of summaries) {
    const keys = ['rt_mean', 'at_mean', 'lat_mean', 'retr_mean', 'bound_ubrt', 'bound_ubat', 'bound_lbl'].filter(
      (k) => s.line[k],
    );
    // Retransmission counts near 0 (the 0 % rows) make relative differences meaningless, so the
    // mean absolute difference in retransmissions per message is printed beside them.
    const parts = keys.map(
      (k) =>
        `${k} ${(s.line[k].mean * 100).toFixed(1)}% [${(s.line[k].worst.rel * 100).toFixed(1)}% at ${s.line[k].worst.x}]` +
        (k === 'retr_mean' ? ` (|diff| ${s.line[k].meanAbs.toFixed(2)} per message)` : ''),
    );
    console.log(`  T${s.table.padEnd(5)} ${s.trend ? '(trend) ' : '        '}${parts.join('; ')}   (${s.file})`);
  }
  console.log(
    `\nBenchmark: ${files.length} scenarios, ${runs} runs (${reps} replications per table cell), ${events} events, ${wall.toFixed(1)} s wall through the native runner.`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await report();

// `npm run reproduce -- estimators [--runs N] [--quick] [--no-s2] [--host-timing]`
// Seed 003 (Batista et al., available-bandwidth estimators for grids): prints each checkable claim
// (digest shared/research/estimators.md §5.2, V1-V29) beside our numbers and says which hold.
// The seed's figures are lost, so every claim is qualitative or a bound, checked as stated below.
//
// What runs: pathload on scenario 1 (10 Mbit/s tight link, UDP CBR cross traffic 0-10 Mbit/s),
// phase 1 (one instance) and phase 2 (two instances), and on scenario 2 (525 Mbit/s, UDP cross
// traffic 0-420 Mbit/s), `runs` seeds per setting (the seed ran twice); abget (binary search,
// Rmax 10 Mbit/s, upstream) on scenario 1 phase 1, and its linear search for V12; both tools on
// scenario 1 phase 1 under TCP cross traffic (one bulk Reno connection V1 -> V2, the seed does
// not say what its TCP generator was), with the truth measured during the run. Two abget
// instances, abget on scenario 2 and pathload with host timing: _estimators-more.mjs; two pathloads
// on scenario 2 (V24's pathload halves, V26): _estimators-s2two.mjs.
// --host-timing (digest §6.6 step 5): every claim again with host timing on, see _estimators-timing.mjs.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { abgetInstances, moreClaims } from './_estimators-more.mjs';
import { s2TwoPathloads } from './_estimators-s2two.mjs';
import { HOST_TIMING, printBothConditions } from './_estimators-timing.mjs';
import { ensureNativeRunner, root } from './_runner.mjs';

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : dflt;
};
const quick = args.includes('--quick');
const runs = Number(opt('--runs', quick ? '1' : '2'));
const withS2 = !args.includes('--no-s2');
const hostTimingToo = args.includes('--host-timing');
let timing = null; // host timing of every run (--host-timing's second pass), null = ideal hosts

const tmp = mkdtempSync(join(tmpdir(), 'estimators-reproduce-'));
let count = 0;
const base = JSON.parse(readFileSync(join(root, 'scenarios', 'estimation-pathload-cbr.json'), 'utf8'));

// One run: scenario 1 or 2, cross traffic X (bit/s), instances, seed, optional abget settings.
// Returns the summary metrics.
function run({ scenario, x, instances, seed, abget, tcp, pathload }) {
  const s = structuredClone(base);
  // The teaching scenario's questions name its single pathload receiver; runs here change the
  // estimator and the instances, so they carry no questions.
  delete s.questions;
  if (abget) {
    s.estimator = 'abget';
    s.abget = abget;
  }
  s.seed = seed;
  s.stopTime = scenario === 2 ? 120 : 400;
  if (scenario === 2) {
    s.path = { tightBandwidth: 525e6, lastBandwidth: 1e9, tightQueue: 1000, hopDelay: 0.00005 };
  }
  // Scenario 2's cross traffic is iperf's: 1470-byte payloads, 1498-byte IP packets, as in its presets.
  const packetSize = scenario === 2 ? 1498 : 1500;
  s.crossTraffic = tcp ? [{ transport: 'tcp', start: 0 }] : x > 0 ? [{ rate: x, packetSize }] : [];
  s.pathload = { ...(instances > 1 ? { start: 2, instances: 2, portStep: 2 } : { start: 2 }), ...pathload };
  // A run's own settings win (V19h's and V20h's timing stay as they are in both passes).
  if (timing) s.pathload = { ...timing.pathload, ...s.pathload };
  if (timing && s.abget) s.abget = { ...timing.abget, ...s.abget };
  const path = join(tmp, `s${count++}.json`);
  writeFileSync(path, JSON.stringify(s));
  const out = JSON.parse(
    execFileSync(join(root, 'build-native', 'run'), [path, '--no-trace', '--json'], {
      encoding: 'utf8',
      maxBuffer: 1 << 28,
    }),
  );
  return out.metrics;
}

// Per instance: {lo, hi, mid, width, err, latency, bytes, truth, nominal, done}.
function instancesOf(m, instances) {
  const list = [];
  for (let i = 0; i < instances; i++) {
    const p = instances > 1 ? `pathload${i + 1}_` : 'pathload_';
    const lo = m[`${p}low_bps`] / 1e6;
    const hiRaw = m[`${p}high_bps`];
    const hi = hiRaw < 0 ? lo : hiRaw / 1e6;
    const nominal = m.truth_nominal_bps / 1e6;
    list.push({
      lo,
      hi,
      mid: (lo + hi) / 2,
      width: hi - lo,
      err: Math.max(0, lo - nominal, nominal - hi),
      latency: m[`${p}latency_s`],
      bytes: m[`${p}bytes`] / 1e6,
      fleets: m[`${p}fleets`],
      truth: m[`${p}truth_run_bps`] / 1e6,
      nominal,
      done: m[`${p}done`] === 1,
    });
  }
  return list;
}

const mean = (a) => (a.length ? a.reduce((s, v) => s + v, 0) / a.length : Number.NaN);
const f2 = (v) => (Number.isFinite(v) ? v.toFixed(2) : '-');
let verdicts = [];
function claim(id, text, ok, ours) {
  verdicts.push({ id, ok });
  console.log(`  [${ok ? 'holds' : 'FAILS'}] ${id} ${text}\n          ours: ${ours}`);
}
let notChecked = [];

export default async function report() {
  ensureNativeRunner();
  const t0 = Date.now();
  const ideal = pass('ideal hosts');
  if (hostTimingToo) {
    timing = HOST_TIMING;
    verdicts = [];
    notChecked = [];
    console.log('\n======== the same with host timing on in every run ========\n');
    const host = pass('host timing on');
    printBothConditions(ideal, host);
  }
  console.log(`\n  (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  const held = ideal.filter((v) => v.ok).length;
  console.log(`${held}/${ideal.length} claims hold`);
}

// Every table and claim once, in the current timing condition; returns the claims' verdicts.
function pass(condition) {
  const S1 = [0, 2e6, 4e6, 6e6, 8e6, 10e6];
  const S2 = quick ? [0, 210e6, 420e6] : [0, 105e6, 210e6, 315e6, 420e6];
  const rows = { s1p1: [], s1p2: [], s2p1: [] };
  for (const x of S1)
    for (let r = 0; r < runs; r++) {
      rows.s1p1.push({ x, inst: instancesOf(run({ scenario: 1, x, instances: 1, seed: 3 + r }), 1) });
      rows.s1p2.push({ x, inst: instancesOf(run({ scenario: 1, x, instances: 2, seed: 3 + r }), 2) });
    }
  // One instance's row (shared with the two-instance presets), with this run's ground truth.
  const abgetRow = (m, x) => ({ ...abgetInstances(m, x)[0], truth: m.abget_truth_run_bps / 1e6 });
  const ab = { bisect: [], linear: [], doubleHalve: [] };
  for (const x of S1)
    for (let r = 0; r < runs; r++)
      for (const search of Object.keys(ab)) {
        if (search === 'linear' && x !== 4e6) continue; // V12 compares the searches at one load
        ab[search].push(
          abgetRow(run({ scenario: 1, x, instances: 1, seed: 3 + r, abget: { search, maxRate: 10e6 } }), x),
        );
      }
  // Under TCP cross traffic (V2, V7, V10): more runs than the seed's two, since a failed connection
  // (V10) is a rare outcome. x = 'TCP' in the tables.
  const tcpRuns = Math.max(runs, quick ? 2 : 6);
  const tcp = { pathload: [], abget: [] };
  for (let r = 0; r < tcpRuns; r++) {
    const m = run({ scenario: 1, x: 0, instances: 1, seed: 3 + r, tcp: true });
    tcp.pathload.push({ x: 'TCP', ...instancesOf(m, 1)[0] });
    tcp.abget.push(
      abgetRow(
        run({ scenario: 1, x: 0, instances: 1, seed: 3 + r, tcp: true, abget: { search: 'bisect', maxRate: 10e6 } }),
        'TCP',
      ),
    );
  }
  if (withS2)
    for (const x of S2)
      for (let r = 0; r < runs; r++)
        rows.s2p1.push({ x, inst: instancesOf(run({ scenario: 2, x, instances: 1, seed: 3 + r }), 1) });

  const table = (title, list) => {
    console.log(`\n  ${title}`);
    console.log('  X (Mbit/s)  A_nom  A_run   pathload range (Mbit/s)   err  latency(s)  MB    fleets');
    for (const row of list)
      for (const [k, i] of row.inst.entries())
        console.log(
          `  ${String(row.x / 1e6).padEnd(10)}${k ? `#${k + 1}` : '  '}${f2(i.nominal).padStart(6)} ${f2(i.truth).padStart(6)}   ${f2(i.lo).padStart(8)} – ${f2(i.hi).padEnd(12)} ${f2(i.err).padStart(5)} ${f2(i.latency).padStart(9)} ${f2(i.bytes).padStart(6)} ${String(i.fleets).padStart(6)}`,
        );
  };
  console.log(`Seed 003: pathload (1.3.2 rules), ${runs} run(s) per setting, ${condition}\n`);
  table('Scenario 1, phase 1 (cronos -> mnemosyne)', rows.s1p1);
  table('Scenario 1, phase 2 (cronos and eolo -> mnemosyne at once)', rows.s1p2);
  if (withS2) table('Scenario 2 (525 Mbit/s), one instance', rows.s2p1);
  for (const [search, list] of Object.entries(ab)) {
    console.log(`\n  abget (${search}, Rmax 10 Mbit/s, upstream), scenario 1 phase 1`);
    console.log('  X (Mbit/s)  A_nom   abget range (Mbit/s)   latency(s)  MB    rates');
    for (const a of list)
      console.log(
        `  ${String(a.x / 1e6).padEnd(10)}  ${f2(a.nominal).padStart(6)}   ${a.failed ? '  (failed to connect)  ' : `${f2(a.lo).padStart(6)} – ${f2(a.hi).padEnd(12)}`} ${f2(a.latency).padStart(9)} ${f2(a.bytes).padStart(6)} ${String(a.rates).padStart(5)}`,
      );
  }
  console.log(`\n  Scenario 1, phase 1, TCP cross traffic (${tcpRuns} runs): truth measured during each tool's run`);
  console.log('  tool       A_run   range (Mbit/s)          latency(s)  MB');
  for (const i of tcp.pathload)
    console.log(
      `  pathload  ${f2(i.truth).padStart(6)}   ${f2(i.lo).padStart(6)} – ${f2(i.hi).padEnd(12)} ${f2(i.latency).padStart(9)} ${f2(i.bytes).padStart(6)}`,
    );
  for (const a of tcp.abget)
    console.log(
      `  abget     ${f2(a.truth).padStart(6)}   ${a.failed ? '(failed to connect)   ' : `${f2(a.lo).padStart(6)} – ${f2(a.hi).padEnd(12)}`} ${f2(a.latency).padStart(9)} ${f2(a.bytes).padStart(6)}`,
    );
  console.log('\nClaims');

  const p1 = rows.s1p1.flatMap((r) => r.inst.map((i) => ({ x: r.x, ...i })));
  const p2 = rows.s1p2.flatMap((r) => r.inst.map((i) => ({ x: r.x, ...i })));
  const all1 = [...p1, ...p2];

  // V1: the truth measured on the tight link equals C - X (the seed's "simple subtraction").
  const v1 = p1.every((i) => Math.abs(i.truth - i.nominal) <= 0.05 * 10);
  claim(
    'V1',
    'ground truth A = 10 - X Mbit/s (measured A_run within 0.5 Mbit/s of it)',
    v1,
    p1.map((i) => `${i.x / 1e6}:${f2(i.truth)}`).join(' '),
  );
  // V4: pathload's error with cross traffic is smaller than without.
  const e0 = mean(p1.filter((i) => i.x === 0).map((i) => i.err));
  const eX = mean(p1.filter((i) => i.x > 0).map((i) => i.err));
  const w0 = mean(p1.filter((i) => i.x === 0).map((i) => Math.abs(i.mid - i.nominal)));
  const wX = mean(p1.filter((i) => i.x > 0).map((i) => Math.abs(i.mid - i.nominal)));
  claim(
    'V4',
    'pathload closer to the real value with cross traffic than without (mean |mid - A|)',
    wX < w0,
    `X = 0: |mid - A| ${f2(w0)}, interval error ${f2(e0)}; X > 0: |mid - A| ${f2(wX)}, interval error ${f2(eX)} Mbit/s`,
  );
  // V11: pathload sends less as the links get busier.
  const bLow = mean(p1.filter((i) => i.x <= 2e6).map((i) => i.bytes));
  const bHigh = mean(p1.filter((i) => i.x >= 8e6).map((i) => i.bytes));
  claim(
    'V11',
    'pathload injects less as the links get busier (X >= 8 against X <= 2)',
    bHigh < bLow,
    `X <= 2: ${f2(bLow)} MB, X >= 8: ${f2(bHigh)} MB`,
  );
  // V13 (pathload's half): every scenario-1 run < 140 s and < 6 MB, both phases.
  const maxT = Math.max(...all1.map((i) => i.latency));
  const maxB = Math.max(...all1.map((i) => i.bytes));
  claim(
    'V13',
    'every scenario-1 pathload run under 140 s and 6 MB (both phases)',
    maxT < 140 && maxB < 6 && all1.every((i) => i.done),
    `longest ${f2(maxT)} s, largest ${f2(maxB)} MB`,
  );
  // V14: intrusion with two instances similar to one (per instance, within a factor 1.5).
  const m1 = mean(p1.map((i) => i.bytes));
  const m2 = mean(p2.map((i) => i.bytes));
  claim(
    'V14',
    'intrusion per instance in phase 2 similar to phase 1 (ratio within 1/1.5..1.5)',
    m2 / m1 < 1.5 && m2 / m1 > 1 / 1.5,
    `phase 1 ${f2(m1)} MB, phase 2 ${f2(m2)} MB per instance`,
  );
  // V15: the two instances' results alike (midpoints within 1 Mbit/s on average).
  const diffs = rows.s1p2.map((r) => Math.abs(r.inst[0].mid - r.inst[1].mid));
  claim(
    'V15',
    'cronos and eolo instances give similar results (mean |mid1 - mid2| < 1 Mbit/s)',
    mean(diffs) < 1,
    `mean |mid1 - mid2| ${f2(mean(diffs))} Mbit/s`,
  );
  // V16: pathload's intervals narrower in phase 2 than phase 1.
  const wp1 = mean(p1.map((i) => i.width));
  const wp2 = mean(p2.map((i) => i.width));
  claim(
    'V16',
    'pathload intervals narrower with two instances than with one',
    wp2 < wp1,
    `mean width phase 1 ${f2(wp1)}, phase 2 ${f2(wp2)} Mbit/s`,
  );
  // abget claims (binary search, the seed's setting).
  const bi = ab.bisect;
  const abErr = mean(bi.map((a) => Math.abs(a.mid - a.nominal)));
  const plErr = mean(p1.map((i) => Math.abs(i.mid - i.nominal)));
  claim(
    'V5',
    "abget's estimates do not follow A: its mean |mid - A| well above pathload's (more than twice)",
    abErr > 2 * plErr,
    `abget ${f2(abErr)}, pathload ${f2(plErr)} Mbit/s; abget without X = 10 (the lockout run) ${f2(mean(bi.filter((a) => a.x < 10e6).map((a) => Math.abs(a.mid - a.nominal))))}`,
  );
  const lowOk = bi.filter((a) => a.x <= 4e6).every((a) => a.hi >= 9);
  const highOk = bi.filter((a) => a.x >= 6e6).every((a) => a.lo <= 1);
  claim(
    'V6',
    'abget step: about [10, 10] for X <= 4 and about [0, 0] for X >= 6 (hi >= 9 / lo <= 1)',
    lowOk && highOk,
    bi.map((a) => `${a.x / 1e6}:[${f2(a.lo)},${f2(a.hi)}]`).join(' '),
  );
  const dh = ab.doubleHalve;
  console.log(
    `          (doubleHalve reading, not counted: ${dh.map((a) => `${a.x / 1e6}:[${f2(a.lo)},${f2(a.hi)}]`).join(' ')})`,
  );
  const tLow = mean(bi.filter((a) => a.x <= 2e6).map((a) => a.latency));
  const tHigh = mean(bi.filter((a) => a.x >= 8e6).map((a) => a.latency));
  claim(
    'V8',
    "abget's execution time grows with load (X >= 8 against X <= 2)",
    tHigh > tLow,
    `X <= 2: ${f2(tLow)} s, X >= 8: ${f2(tHigh)} s`,
  );
  const faster = S1.filter((x) => x <= 8e6).every(
    (x) =>
      mean(bi.filter((a) => a.x === x).map((a) => a.latency)) < mean(p1.filter((i) => i.x === x).map((i) => i.latency)),
  );
  claim(
    'V9',
    'abget (binary) faster than pathload at every X <= 8',
    faster,
    S1.filter((x) => x <= 8e6)
      .map(
        (x) =>
          `${x / 1e6}: ${f2(mean(bi.filter((a) => a.x === x).map((a) => a.latency)))} vs ${f2(mean(p1.filter((i) => i.x === x).map((i) => i.latency)))} s`,
      )
      .join(', '),
  );
  const tBin = mean(bi.filter((a) => a.x === 4e6).map((a) => a.latency));
  const tLin = mean(ab.linear.map((a) => a.latency));
  claim(
    'V12',
    'linear search about 300 % longer than binary (ratio 3 to 5 at X = 4)',
    tLin / tBin >= 3 && tLin / tBin <= 5,
    `binary ${f2(tBin)} s, linear ${f2(tLin)} s, ratio ${f2(tLin / tBin)}`,
  );
  const abMaxT = Math.max(...bi.map((a) => a.latency));
  const abMaxB = Math.max(...bi.map((a) => a.bytes));
  claim(
    'V13b',
    'every scenario-1 abget run under 140 s and 6 MB',
    abMaxT < 140 && abMaxB < 6,
    `longest ${f2(abMaxT)} s, largest ${f2(abMaxB)} MB`,
  );
  const cv = (a) => Math.sqrt(mean(a.map((v) => (v - mean(a)) ** 2))) / mean(a);
  const abCv = cv(bi.map((a) => a.bytes));
  const plCv = cv(p1.map((i) => i.bytes));
  claim(
    'V11b',
    "abget's intrusion more stable than pathload's (smaller coefficient of variation of bytes)",
    abCv < plCv,
    `abget ${f2(abCv)}, pathload ${f2(plCv)}`,
  );
  if (withS2) {
    const s2 = rows.s2p1.flatMap((r) => r.inst.map((i) => ({ x: r.x, ...i })));
    const byX = S2.map((x) => mean(s2.filter((i) => i.x === x).map((i) => i.mid)));
    const monotone = byX.every((m, k) => k === 0 || m < byX[k - 1]);
    claim(
      'V19',
      'scenario 2: pathload midpoints follow A (fall as X grows)',
      monotone,
      S2.map((x, k) => `${x / 1e6}:${f2(byX[k])}`).join(' '),
    );
    const errs = S2.map((x) => mean(s2.filter((i) => i.x === x).map((i) => Math.abs(i.mid - i.nominal) / 525)));
    claim(
      'V19b',
      'scenario 2: best pathload estimate (smallest |mid - A| / C) at the highest X',
      errs[errs.length - 1] <= Math.min(...errs),
      S2.map((x, k) => `${x / 1e6}:${f2(errs[k])}`).join(' '),
    );
    const ratio = mean(s2.map((i) => i.bytes)) / m1;
    claim(
      'V23',
      'pathload bytes grow with capacity: scenario 2 / scenario 1 between 10 and 100 (seed: about 52)',
      ratio > 10 && ratio < 100,
      `scenario 2 ${f2(mean(s2.map((i) => i.bytes)))} MB per run, ratio ${f2(ratio)}`,
    );
    // V26 is the seed's two-instance finding, checked in _estimators-s2two.mjs; one instance's largest, for comparison.
    console.log(
      `          (largest one-instance scenario-2 run, not counted: ${f2(Math.max(...s2.map((i) => i.bytes)))} MB)`,
    );
  }
  // V2: the seed's cross-traffic set (none, UDP CBR 2-10 Mbit/s, TCP) runs to a result for both tools.
  const tcpDone = tcp.pathload.every((i) => i.done) && tcp.abget.every((a) => a.done || a.failed);
  claim(
    'V2',
    'every tool runs under every cross-traffic setting of the seed, TCP included, to a result or a reported failure',
    tcpDone && p1.every((i) => i.done) && bi.every((a) => a.done || a.failed),
    `TCP: pathload ${tcp.pathload.filter((i) => i.done).length}/${tcp.pathload.length} done, abget ${tcp.abget.filter((a) => a.done && !a.failed).length} done and ${tcp.abget.filter((a) => a.failed).length} failed of ${tcp.abget.length}`,
  );
  // V7: abget's intervals wider under TCP than in the other settings (mean width, connected runs).
  const tcpWidth = mean(tcp.abget.filter((a) => !a.failed).map((a) => a.width));
  const otherWidth = mean(bi.filter((a) => !a.failed).map((a) => a.hi - a.lo));
  claim(
    'V7',
    "abget's intervals wider on average under TCP cross traffic than under the other settings",
    tcpWidth > otherWidth,
    `mean width: TCP ${f2(tcpWidth)}, none/UDP ${f2(otherWidth)} Mbit/s`,
  );
  // V10: heavy TCP cross traffic can stop abget connecting, and such a run is reported as failed
  // (never as a fast result).
  const failedTcp = tcp.abget.filter((a) => a.failed);
  claim(
    'V10',
    'under TCP cross traffic an abget run can fail to connect, and is reported as a failure',
    failedTcp.length > 0,
    `${failedTcp.length} of ${tcp.abget.length} TCP runs failed to connect${failedTcp.length ? ` (latency ${failedTcp.map((a) => f2(a.latency)).join(', ')} s, flagged abget_failed)` : ''}; SYNs per run ${tcp.abget.map((a) => a.syns).join(', ')} (giving up takes 6 lost in a row with the default 3 s timeout and 5 retries, 189 s in)`,
  );
  const s2pl = rows.s2p1.flatMap((r) => r.inst.map((i) => ({ x: r.x, ...i })));
  moreClaims({ run, claim, f2, mean, runs, quick, S1, p1, p2, bi, s2pl, withS2, notChecked, condition });
  if (withS2) s2TwoPathloads({ run, instancesOf, claim, f2, mean, runs, S2, s2pl, notChecked });
  notChecked.push(
    'V27, V28 (overall judgements)',
    'V3 replication is the runs-per-setting option; V18 is the scenario-2 set-up itself; V29 is qualitative',
  );
  console.log(`\n  Not checked: ${notChecked.join('; ')}.`);
  console.log(`  ${verdicts.filter((v) => v.ok).length}/${verdicts.length} claims hold with ${condition}`);
  return verdicts;
}

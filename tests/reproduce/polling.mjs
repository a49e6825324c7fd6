// `npm run reproduce -- polling [--reps N] [--quick] [--readings r1,r2,...|all|every]`
// Seed 000 (Barcellos & Detsch, polling-based reliable multicast): prints each claim the paper's text
// makes (the figures' data are lost) beside our numbers, for each reading of the paper, and says
// which claims hold. A reading is a base reading of "send" plus optional modifiers:
//   enqueue    "send" hands the packet to the sender's unbounded queue (timers, spacing, RTT stamps)
//   rttdep     enqueue for timers and spacing, RTT samples from the POLL's departure (§4.3: the
//              measured RTTs stayed below 1 s) — protocol.rttFrom = departure
//   departure  the same queue; timestamps, timers and spacing at transmission start
//   wire       a paced sender (POLLs and retransmissions before new data)
//   +rto1      initial RTO 1 s (RTTVAR0 = 0; the "starting from 1 s") instead of 3 s
//   +smooth    the 1 s initial RTT is smoothed into by every sample instead of replaced by the first
// e.g. --readings enqueue,rttdep+rto1. Default: enqueue, rttdep, departure, wire; "every" adds the
// +rto1 and +smooth variants of each. (--send is accepted as an alias of --readings.)
// Claim ids follow shared/research/polling.md §6 (W = Fig. 2, I = implosion, C = Fig. 3,
// T = Fig. 4, B = Fig. 5).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureNativeRunner, root, runScenario } from './_runner.mjs';

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : dflt;
};
const quick = args.includes('--quick');
const lossyReps = Number(opt('--reps', quick ? '1' : '5'));
const BASES = ['enqueue', 'rttdep', 'departure', 'wire'];
const readingArg = opt('--readings', opt('--send', 'all'));
const sends =
  readingArg === 'all'
    ? BASES
    : readingArg === 'every'
      ? BASES.flatMap((b) => [b, `${b}+rto1`, `${b}+smooth`, `${b}+rto1+smooth`])
      : readingArg.split(',');
// Runner arguments of a reading name (see the header).
function readingArgs(name) {
  const [base, ...mods] = name.split('+');
  const a = [];
  if (base === 'rttdep') a.push('--set', 'protocol.send=enqueue', '--set', 'protocol.rttFrom=departure');
  else if (['enqueue', 'departure', 'wire'].includes(base)) a.push('--set', `protocol.send=${base}`);
  else throw new Error(`unknown reading ${name}`);
  for (const m of mods) {
    if (m === 'rto1') a.push('--set', 'protocol.rto.initialRttvar=0');
    else if (m === 'smooth') a.push('--set', 'protocol.rto.firstSample=smooth');
    else throw new Error(`unknown reading modifier ${m} in ${name}`);
  }
  return a;
}
const PROTOS = ['prp', 'psew', 'rbp', 'pep'];
const NAME = { pet: 'PET', prp: 'PrP', psew: 'PSEW', rbp: 'RBP', pep: 'PeP' };
const NS = quick ? [1, 50, 150, 400] : [1, 50, 100, 150, 200, 250, 300, 350, 400];

// Runs a scenario's sweep (its parameter values optionally replaced: {index: values}) with extra
// runner arguments; returns [{o: overrides, m: {metric: mean}, ci: {metric: ci95}}].
const tmp = mkdtempSync(join(tmpdir(), 'polling-reproduce-'));
let tmpCount = 0;
function sweep(file, extra = [], reps = 1, values = {}) {
  const scenario = JSON.parse(readFileSync(join(root, file), 'utf8'));
  for (const [i, v] of Object.entries(values)) scenario.sweep.parameters[i].values = v;
  delete scenario.sweep.metrics; // every metric (the RTT check reads rtt_sample_max_s)
  const path = join(tmp, `s${tmpCount++}.json`);
  writeFileSync(path, JSON.stringify(scenario));
  const text = execFileSync(
    join(root, 'build-native', 'run'),
    [path, '--sweep', '--no-trace', '--json', '--reps', String(reps), ...extra],
    { encoding: 'utf8', maxBuffer: 1 << 28 },
  );
  const out = JSON.parse(text);
  return out.sweep.map((p) => ({
    o: p.overrides,
    m: Object.fromEntries(Object.entries(p.metrics).map(([k, v]) => [k, v.mean])),
    ci: Object.fromEntries(Object.entries(p.metrics).map(([k, v]) => [k, v.ci95])),
  }));
}
const pick = (rows, where) => rows.find((r) => Object.entries(where).every(([k, v]) => String(r.o[k]) === String(v)));
const f1 = (x) => (x === undefined ? '   -  ' : x.toFixed(1).padStart(6));
const verdicts = [];
function claim(id, text, ok, ours) {
  verdicts.push({ id, ok });
  console.log(`  [${ok ? 'holds' : 'FAILS'}] ${id} ${text}\n          ours: ${ours}`);
}
function table(title, rows, xs, xKey, series, metric, where = {}) {
  console.log(`\n  ${title}`);
  console.log(`  ${xKey.padEnd(8)}${series.map((s) => NAME[s].padStart(8)).join('')}`);
  for (const x of xs) {
    const cells = series.map((s) => {
      const r = pick(rows, { ...where, [xKey === 'N' ? 'receivers.count' : xKey]: x, 'protocol.name': s });
      return r ? f1(r.m[metric]).padStart(8) : '       -';
    });
    console.log(`  ${String(x).padEnd(8)}${cells.join('')}`);
  }
}
const series = (rows, proto, metric, where = {}) =>
  NS.map((n) => pick(rows, { ...where, 'protocol.name': proto, 'receivers.count': n })?.m[metric]);

export default async function report() {
  ensureNativeRunner();
  const t0 = Date.now();
  console.log(
    "Seed 000 — polling-based reliable multicast (PET, PrP, PSEW, RBP, PeP): our runs beside the paper's claims",
  );
  console.log(`group sizes ${NS.join(', ')}; lossy points averaged over ${lossyReps} seed(s)\n`);

  // Topology (§4.2).
  const topo = runScenario('scenarios/polling-fig4-throughput.json', [
    '--no-trace',
    '--set',
    'receivers.count=1',
    '--set',
    'protocol.name=psew',
  ]).metrics;
  console.log(
    'Topology (§4.2): paper 450 nodes + sender, diameter 16 hops, tree height 11, max latency 622 ms, tree latency 411 ms',
  );
  console.log(
    `  ours: ${topo.topo_nodes} nodes, diameter ${topo.topo_diameter_hops} hops, tree height ${topo.tree_height_hops}, max latency ${topo.max_latency_ms.toFixed(1)} ms, ` +
      `tree latency ${topo.tree_latency_ms.toFixed(1)} ms, first receiver ${topo.first_receiver_hops} hops at ${topo.first_receiver_latency_ms.toFixed(1)} ms`,
  );

  for (const send of sends) {
    const S = readingArgs(send);
    console.log(
      `\n==================== reading: ${send} (${S.filter((x) => x !== '--set').join(' ')}) ====================`,
    );

    // Fig. 2: window size, N = 400, lossless.
    const wsValues = quick ? [50, 200, 500] : [50, 100, 150, 200, 250, 300, 350, 400, 450, 500];
    const fig2 = sweep('scenarios/polling-fig2-window.json', S, 1, { 1: wsValues });
    table(
      'Fig. 2 — throughput (kbit/s) vs window size, N = 400, no loss',
      fig2,
      wsValues,
      'protocol.ws',
      PROTOS,
      'throughput_kbps',
    );
    const thr = (p, ws) => pick(fig2, { 'protocol.name': p, 'protocol.ws': ws })?.m.throughput_kbps;
    const last = wsValues[wsValues.length - 1];
    claim(
      'W1',
      'throughput grows with the window (ws 50 -> 500) for every protocol',
      PROTOS.every((p) => thr(p, last) > thr(p, wsValues[0])),
      PROTOS.map((p) => `${NAME[p]} ${f1(thr(p, wsValues[0]))} -> ${f1(thr(p, last))}`).join('; '),
    );
    claim(
      'W2',
      'PSEW, RBP, PeP between 650 and 720 kbit/s near ws = 500',
      ['psew', 'rbp', 'pep'].every((p) => thr(p, last) >= 650 && thr(p, last) <= 720),
      ['psew', 'rbp', 'pep'].map((p) => `${NAME[p]} ${f1(thr(p, last))}`).join('; '),
    );
    claim(
      'W3',
      'PSEW, RBP, PeP never below 160 kbit/s',
      ['psew', 'rbp', 'pep'].every((p) => wsValues.every((w) => thr(p, w) >= 160)),
      ['psew', 'rbp', 'pep'].map((p) => `${NAME[p]} min ${f1(Math.min(...wsValues.map((w) => thr(p, w))))}`).join('; '),
    );
    const bestWorst = wsValues.map((w) => {
      const v = PROTOS.map((p) => thr(p, w));
      return [PROTOS[v.indexOf(Math.max(...v))], PROTOS[v.indexOf(Math.min(...v))]];
    });
    claim(
      'W4',
      'PSEW best and PrP worst at every window size',
      bestWorst.every(([b, w]) => b === 'psew' && w === 'prp'),
      wsValues.map((w, i) => `${w}: best ${NAME[bestWorst[i][0]]}, worst ${NAME[bestWorst[i][1]]}`).join('; '),
    );

    // Implosion (§5.2), lossless.
    const imp = sweep('scenarios/polling-implosion.json', S, 1, { 1: NS });
    const pet = sweep('scenarios/polling-implosion-pet.json', S);
    table('Implosion losses (RESPONSEs sent − received), no loss', imp, NS, 'N', PROTOS, 'implosion_losses');
    const impMax = Math.max(...imp.map((r) => r.m.implosion_losses));
    claim('I2', 'PrP, PSEW, RBP, PeP lose no RESPONSE at any N', impMax === 0, `largest count ${impMax}`);
    const pet1 = pick(pet, { 'receivers.count': 1 }).m,
      pet50 = pick(pet, { 'receivers.count': 50 }).m;
    claim(
      'I3',
      'PET: no implosion at N = 1, more than 40,000 lost RESPONSEs at N = 50',
      pet1.implosion_losses === 0 && pet50.implosion_losses > 40000,
      `N=1: ${pet1.implosion_losses}; N=50: ${pet50.implosion_losses} (of ${pet50.responses_sent} sent)`,
    );

    // Fig. 3 and Fig. 4 (a) lossless and (b) lossy share the runs.
    const a = sweep('scenarios/polling-fig4-throughput.json', S, 1, { 0: [0], 2: NS });
    const b = sweep('scenarios/polling-fig4-throughput.json', S, lossyReps, { 0: [0.001], 2: NS });
    const petA = sweep('scenarios/polling-fig34-pet.json', S, 1, { 0: [0] });
    const petB = sweep('scenarios/polling-fig34-pet.json', S, lossyReps, { 0: [0.001] });
    const petAB = petA.concat(petB);
    const addPet = (rows, loss) =>
      rows.concat(
        petAB
          .filter((r) => String(r.o['network.loss']) === String(loss))
          .map((r) => ({ ...r, o: { ...r.o, 'protocol.name': 'pet' } })),
      );
    const A = addPet(a, 0),
      B = addPet(b, 0.001);
    const ALL = ['pet', ...PROTOS];
    table('Fig. 3(a) — network cost (Mbit), no loss', A, NS, 'N', ALL, 'network_cost_mbit');
    table('Fig. 3(b) — network cost (Mbit), 0.1% loss per link', B, NS, 'N', ALL, 'network_cost_mbit');
    const cost = (rows, p, n) => pick(rows, { 'protocol.name': p, 'receivers.count': n })?.m.network_cost_mbit;
    for (const [panel, rows] of [
      ['a', A],
      ['b', B],
    ]) {
      const grouped = NS.every(
        (n) =>
          Math.max(...['psew', 'rbp', 'pep'].map((p) => cost(rows, p, n))) <= cost(rows, 'prp', n) &&
          (cost(rows, 'pet', n) === undefined || cost(rows, 'prp', n) <= cost(rows, 'pet', n)),
      );
      const strict = NS.every(
        (n) => cost(rows, 'psew', n) <= cost(rows, 'rbp', n) && cost(rows, 'rbp', n) <= cost(rows, 'pep', n),
      );
      claim(
        `C2(${panel})`,
        'cost ranking {PSEW, RBP, PeP} < PrP < PET at every N',
        grouped,
        `N=400: PSEW ${f1(cost(rows, 'psew', 400))}, RBP ${f1(cost(rows, 'rbp', 400))}, PeP ${f1(cost(rows, 'pep', 400))}, PrP ${f1(cost(rows, 'prp', 400))}; N=50 PET ${f1(cost(rows, 'pet', 50))}`,
      );
      claim(
        `C2s(${panel})`,
        'strict order PSEW ≤ RBP ≤ PeP at every N (one reading of the ranking)',
        strict,
        NS.filter(
          (n) => !(cost(rows, 'psew', n) <= cost(rows, 'rbp', n) && cost(rows, 'rbp', n) <= cost(rows, 'pep', n)),
        )
          .map((n) => `N=${n} breaks it`)
          .join(', ') || 'every N',
      );
    }
    const near = ['psew', 'rbp', 'pep'].map((p) => Math.max(...NS.map((n) => cost(A, p, n))));
    claim(
      'C5',
      'PSEW, RBP, PeP close to the 8 Mbit optimum (lossless; read as within 40%)',
      near.every((c) => c <= 8 * 1.4),
      ['psew', 'rbp', 'pep']
        .map((p, i) => `${NAME[p]} max ${f1(near[i])} Mbit (+${((near[i] / 8 - 1) * 100).toFixed(0)}%)`)
        .join('; '),
    );
    claim(
      'C6',
      'with loss every protocol costs more',
      PROTOS.every((p) => NS.every((n) => cost(B, p, n) >= cost(A, p, n))),
      PROTOS.map((p) => `${NAME[p]} N=400 ${f1(cost(A, p, 400))} -> ${f1(cost(B, p, 400))}`).join('; '),
    );
    const slope = (rows, p) => cost(rows, p, 400) - cost(rows, p, 1);
    claim(
      'C7',
      'with loss the cost curves are steeper',
      PROTOS.every((p) => slope(B, p) > slope(A, p)),
      PROTOS.map((p) => `${NAME[p]} ${f1(slope(A, p))} vs ${f1(slope(B, p))} Mbit`).join('; '),
    );
    claim(
      'C1',
      "PET's cost rises steeply (N = 1 -> 50, lossless)",
      cost(A, 'pet', 50) > 3 * cost(A, 'pet', 1),
      `${f1(cost(A, 'pet', 1))} -> ${f1(cost(A, 'pet', 50))} Mbit`,
    );

    table('Fig. 4(a) — throughput (kbit/s), no loss', A, NS, 'N', ALL, 'throughput_kbps');
    table(
      `Fig. 4(b) — throughput (kbit/s), 0.1% loss per link, mean of ${lossyReps}`,
      B,
      NS,
      'N',
      ALL,
      'throughput_kbps',
    );
    const T = (rows, p) => series(rows, p, 'throughput_kbps');
    const th = (rows, p, n) => pick(rows, { 'protocol.name': p, 'receivers.count': n })?.m.throughput_kbps;
    // §4.3: "o RTT foi inicializado com 1s, valor esse superior aos RTTs medidos durante a transmissão".
    const rttMax = (rows) => Math.max(...rows.map((r) => r.m.rtt_sample_max_s));
    // Judged on the four protocols that avoid implosion; PET's samples at N = 50 include the queues
    // its implosion fills (the paper could not run it further), shown for information.
    const rttWorst = ['pet', ...PROTOS].map((p) => [p, rttMax(A.filter((r) => r.o['protocol.name'] === p))]);
    claim(
      'R1',
      'the RTTs measured during the transfer stay below the initial 1 s (lossless; PrP, PSEW, RBP, PeP)',
      rttWorst.filter(([p]) => p !== 'pet').every(([, v]) => v < 1),
      rttWorst.map(([p, v]) => `${NAME[p]} max ${v.toFixed(2)} s`).join('; '),
    );
    claim(
      'T1',
      'PET at N = 50 far below N = 1',
      th(A, 'pet', 50) < 0.6 * th(A, 'pet', 1),
      `${f1(th(A, 'pet', 1))} -> ${f1(th(A, 'pet', 50))}`,
    );
    const ps = T(A, 'psew');
    const drop = (Math.max(...ps) - Math.min(...ps)) / Math.max(...ps);
    claim(
      'T2',
      'lossless PSEW flat (drop < 0.1%) and above 640 kbit/s',
      drop < 0.001 && Math.min(...ps) > 640,
      `min ${f1(Math.min(...ps))}, max ${f1(Math.max(...ps))}, drop ${(drop * 100).toFixed(2)}%`,
    );
    const mean = (xs) => xs.reduce((s, x) => s + x, 0) / xs.length;
    const rank = PROTOS.map((p) => [p, mean(T(A, p))]).sort((x, y) => y[1] - x[1]);
    claim(
      'T4',
      'PeP second best overall (lossless, mean over N)',
      rank[1][0] === 'pep',
      rank.map(([p, v]) => `${NAME[p]} ${f1(v)}`).join(' > '),
    );
    const small = NS.filter((n) => n <= 150);
    // "superior" read as a visible margin (0.5%), not a tie broken in the fourth digit.
    claim(
      'T5',
      'PeP above PSEW for groups up to 150 (by more than 0.5%)',
      small.every((n) => th(A, 'pep', n) > 1.005 * th(A, 'psew', n)),
      small.map((n) => `N=${n}: ${f1(th(A, 'pep', n))} vs ${f1(th(A, 'psew', n))}`).join('; '),
    );
    claim(
      'T6',
      'PeP above RBP at every N (lossless)',
      NS.every((n) => th(A, 'pep', n) >= th(A, 'rbp', n)),
      NS.map((n) => `${n}: ${f1(th(A, 'pep', n))}/${f1(th(A, 'rbp', n))}`).join(' '),
    );
    claim(
      'T7',
      'PrP falls sharply (N = 400 below half of N = 1)',
      th(A, 'prp', 400) < 0.5 * th(A, 'prp', 1),
      `${f1(th(A, 'prp', 1))} -> ${f1(th(A, 'prp', 400))}`,
    );
    const rankB = PROTOS.map((p) => [p, mean(T(B, p))]).sort((x, y) => y[1] - x[1]);
    claim(
      'T8',
      'with loss PeP is best (mean over N)',
      rankB[0][0] === 'pep',
      rankB.map(([p, v]) => `${NAME[p]} ${f1(v)}`).join(' > '),
    );
    const sim = mean(
      NS.map((n) => Math.abs(th(B, 'psew', n) - th(B, 'rbp', n)) / Math.max(th(B, 'psew', n), th(B, 'rbp', n))),
    );
    claim(
      'T9',
      'with loss PSEW and RBP similar (mean gap < 20%)',
      sim < 0.2,
      `mean relative gap ${(sim * 100).toFixed(0)}%`,
    );
    const from100 = NS.filter((n) => n >= 100);
    claim(
      'T10',
      'with loss PrP well below the others from N = 100',
      from100.every((n) => th(B, 'prp', n) < 0.8 * Math.min(th(B, 'psew', n), th(B, 'rbp', n), th(B, 'pep', n))),
      from100.map((n) => `${n}: PrP ${f1(th(B, 'prp', n))}`).join(' '),
    );
    const p1 = th(B, 'pep', 1),
      p400 = th(B, 'pep', 400);
    claim(
      'T12',
      'lossy PeP 400 -> 270 kbit/s from N = 1 to 400 (a 32% fall)',
      Math.abs(p1 - 400) < 80 && Math.abs(p400 - 270) < 60,
      `${f1(p1)} -> ${f1(p400)} (${((1 - p400 / p1) * 100).toFixed(0)}% fall)`,
    );

    // Fig. 5: bandwidth, N = 400, ws = 200, lossless.
    const bws = [125000, 250000, 500000, 1000000, 2000000, 4000000];
    const f5 = sweep('scenarios/polling-fig5-bandwidth.json', S);
    table(
      'Fig. 5 — throughput (kbit/s) vs bandwidth (bit/s), N = 400, no loss',
      f5,
      bws,
      'network.bandwidth',
      PROTOS,
      'throughput_kbps',
    );
    const tb = (p, bw) => pick(f5, { 'protocol.name': p, 'network.bandwidth': bw })?.m.throughput_kbps;
    claim(
      'B1',
      'every protocol gains from more bandwidth',
      PROTOS.every((p) => bws.slice(1).every((bw, i) => tb(p, bw) >= tb(p, bws[i]) * 0.98)),
      PROTOS.map((p) => `${NAME[p]} ${f1(tb(p, 125000))} -> ${f1(tb(p, 4000000))}`).join('; '),
    );
    const gain = PROTOS.map((p) => [p, tb(p, 4000000) - tb(p, 125000)]).sort((x, y) => y[1] - x[1]);
    claim(
      'B2',
      'PSEW and PeP gain the most',
      ['psew', 'pep'].includes(gain[0][0]) && ['psew', 'pep'].includes(gain[1][0]),
      gain.map(([p, g]) => `${NAME[p]} +${f1(g)}`).join(' > '),
    );
  }

  console.log('\nSummary of verdicts:');
  const per = verdicts.length / sends.length;
  sends.forEach((s, i) => {
    const v = verdicts.slice(i * per, (i + 1) * per);
    console.log(
      `  ${s.padEnd(24)} ${v.filter((x) => x.ok).length}/${v.length} claims hold; failing: ${
        v
          .filter((x) => !x.ok)
          .map((x) => x.id)
          .join(', ') || 'none'
      }`,
    );
  });
  console.log(`\n(report took ${((Date.now() - t0) / 1000).toFixed(0)} s)`);
}

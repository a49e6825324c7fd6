// `npm run reproduce -- afdp [--quick]`
// Seed 004 (Cooperstock & Kotsopoulos, AFDP, USENIX 1996): runs the digest's experiment matrix
// (shared/research/afdp.md §6.6, E1-E12) on the "afdp" model and prints each pass criterion beside
// our numbers. A claim whose runs cannot be made is printed as NOT RUN and counted as not holding.
// Set-up shared by all runs (digest §4.2, §5 rows 19-20): 10 Mbit/s Ethernet, 7.0 MB = 7 x 2^20 B,
// fast subscribers (2 MB/s readers), start-up cost publishAt = 4 s and linger 2 s, so the
// publisher's exit time compares with the paper's distribution time.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { figure4, table2 } from './_afdp-baselines.mjs';
import { ensureNativeRunner, root } from './_runner.mjs';

export default async function report(args) {
  const quick = args.includes('--quick');
  const MB7 = 7 * 1048576;
  const tmp = mkdtempSync(join(tmpdir(), 'afdp-reproduce-'));
  let n = 0;

  function scenario(afdp, subscribers, lan = {}) {
    return {
      version: 1,
      name: 'afdp reproduction run',
      model: 'afdp',
      seed: 1,
      stopTime: 2000,
      lan: { variant: 'thesis', ...lan },
      afdp: { fileBytes: MB7, publishAt: 4, ...afdp },
      subscribers,
    };
  }
  function run(s) {
    const file = join(tmp, `s${n++}.json`);
    writeFileSync(file, JSON.stringify(s));
    const out = execFileSync(join(root, 'build-native', 'run'), [file, '--no-trace', '--json'], { encoding: 'utf8' });
    return JSON.parse(out).metrics;
  }
  const fast = (count, extra = {}) => [{ count, drainRate: 2e6, ...extra }];
  const f1 = (v) => (v < 0 ? 'never' : v.toFixed(1));
  const within = (v, target, tol) => Math.abs(v - target) <= tol * target;

  const claims = [];
  function claim(id, text, ours, holds) {
    claims.push({ id, holds });
    console.log(`  [${holds === null ? 'NOT RUN' : holds ? 'holds' : 'FAILS'}] ${id}: ${text}`);
    console.log(`      ours: ${ours}`);
  }

  ensureNativeRunner();
  const ctx = { quick, MB7, run, scenario, fast, f1, within, claim };
  console.log('AFDP (seed 004) — digest §6.6 experiment matrix\n');

  // ---- E1: Figure 2 ----------------------------------------------------------------------------
  console.log('E1  Figure 2: distribution time (publisher exit, s) against group size, modes forced, 7.0 MB');
  const NS_FLAT = quick ? [1, 10, 41] : [1, 5, 10, 20, 30, 41];
  const NS_UNI = quick ? [1, 4, 6, 8] : [1, 2, 3, 4, 5, 6, 7, 8, 10];
  const t = { multicast: {}, broadcast: {}, unicast: {} };
  for (const mode of ['multicast', 'broadcast'])
    for (const N of NS_FLAT) t[mode][N] = run(scenario({ mode }, fast(N))).exit_time_s;
  for (const N of NS_UNI) t.unicast[N] = run(scenario({ mode: 'unicast' }, fast(N))).exit_time_s;
  for (const mode of Object.keys(t))
    console.log(
      `    ${mode.padEnd(9)} ${Object.entries(t[mode])
        .map(([N, v]) => `N=${N}: ${f1(v)}`)
        .join('  ')}`,
    );
  const flat = (m, target) => {
    const v = Object.values(t[m]);
    return v.every((x) => within(x, target, 0.15));
  };
  claim(
    'E1a',
    'multicast ≈ 15 s, flat in N (±15%)',
    Object.values(t.multicast).map(f1).join(', '),
    flat('multicast', 15),
  );
  claim(
    'E1b',
    'broadcast ≈ 57 s, flat in N (±15%)',
    Object.values(t.broadcast).map(f1).join(', '),
    flat('broadcast', 57),
  );
  // Linear: every increment per extra member equals the mean slope within 5%.
  const uniN = Object.keys(t.unicast).map(Number);
  const slope = (t.unicast[uniN.at(-1)] - t.unicast[uniN[0]]) / (uniN.at(-1) - uniN[0]);
  const linear = uniN.every((N) => within(t.unicast[N], t.unicast[uniN[0]] + slope * (N - uniN[0]), 0.05));
  claim('E1c', 'unicast linear in N', `slope ${slope.toFixed(2)} s per member`, linear);
  // Where the unicast line meets the broadcast time, interpolated between the two sampled N around
  // it (unicast is linear, E1c): quick mode samples N = 6 and 8, and the first sampled N above
  // broadcast (8) said nothing about 7.
  const bcast = Object.values(t.broadcast).reduce((a, b) => a + b, 0) / Object.values(t.broadcast).length;
  const above = uniN.findIndex((N) => t.unicast[N] >= bcast);
  let cross = Number.NaN;
  if (above > 0) {
    const [n0, n1] = [uniN[above - 1], uniN[above]];
    cross = n0 + ((bcast - t.unicast[n0]) / (t.unicast[n1] - t.unicast[n0])) * (n1 - n0);
  }
  claim(
    'E1d',
    'unicast and broadcast cross at N = 6 ± 1',
    `unicast reaches broadcast's ${f1(bcast)} s at N = ${cross.toFixed(2)} (first sampled N above: ${above >= 0 ? uniN[above] : 'none'})`,
    cross >= 5 && cross <= 7,
  );

  // ---- E2: peak publisher throughput --------------------------------------------------------------
  console.log('\nE2  Peak publisher throughput (largest 1 s of new payload)');
  const pk = {
    multicast: run(scenario({ mode: 'multicast' }, fast(5))).peak_kBps,
    unicast: run(scenario({ mode: 'unicast' }, fast(1))).peak_kBps,
    broadcast: run(scenario({ mode: 'broadcast' }, fast(5))).peak_kBps,
  };
  claim(
    'E2a',
    'multicast and unicast (one member) 800-900 KB/s',
    `multicast ${f1(pk.multicast)}, unicast ${f1(pk.unicast)} KB/s`,
    [pk.multicast, pk.unicast].every((v) => v >= 800 && v <= 900),
  );
  claim('E2b', 'broadcast ≈ 140 KB/s (±10%)', `${f1(pk.broadcast)} KB/s`, within(pk.broadcast, 140, 0.1));

  // ---- E3: Table 1 ----------------------------------------------------------------------------
  console.log('\nE3  Table 1: packet size against peak throughput (KB/s)');
  const sizes = [512, 1468, 4096, 8192, 9216];
  const e3 = { multicast: {}, unicast: {}, broadcast: {} };
  for (const S of sizes) {
    e3.multicast[S] = run(scenario({ mode: 'multicast', datagramBytes: S, fileBytes: 2 * 1048576 }, fast(2))).peak_kBps;
    e3.unicast[S] = run(scenario({ mode: 'unicast', datagramBytes: S, fileBytes: 2 * 1048576 }, fast(1))).peak_kBps;
    if (S <= 1468)
      e3.broadcast[S] = run(
        scenario({ mode: 'broadcast', broadcastBytes: S, fileBytes: 2 * 1048576 }, fast(2)),
      ).peak_kBps;
  }
  for (const m of Object.keys(e3))
    console.log(
      `    ${m.padEnd(9)} ${Object.entries(e3[m])
        .map(([S, v]) => `${S} B: ${f1(v)}`)
        .join('  ')}`,
    );
  const rising = ['multicast', 'unicast'].every((m) =>
    sizes.every((S, i) => i === 0 || e3[m][S] > e3[m][sizes[i - 1]]),
  );
  claim(
    'E3a',
    'throughput rises with packet size',
    rising ? 'rises in multicast and unicast' : 'does not rise',
    rising,
  );
  const agree = sizes.every((S) => {
    const v = [e3.multicast[S], e3.unicast[S], e3.broadcast[S]].filter((x) => x !== undefined);
    return Math.max(...v) <= 1.1 * Math.min(...v);
  });
  claim('E3b', 'modes agree within 10% at equal size', agree ? 'yes at every size' : 'no', agree);
  const ratio = e3.multicast[9216] / e3.broadcast[1468];
  claim('E3c', '9216 B gives ≥ 5.7 × the 1468-B broadcast', `${ratio.toFixed(2)} ×`, ratio >= 5.7);

  // ---- E4: Figure 3 -----------------------------------------------------------------------------
  console.log('\nE4  Figure 3: Tp saw-tooth with one slow subscriber (600 KB/s reader), multicast');
  const slow = (rate, drain = 600e3) => run(scenario({ rate }, [...fast(3), { count: 1, drainRate: drain }]));
  const d4 = slow('default');
  const n4 = slow('nice');
  const r4 = slow('rabid', 2e6);
  console.log(
    `    default: valid NAKs ${d4.valid_naks}, Tp increases ${d4.tp_increases}, decreases ${d4.tp_decreases}, peak ${d4.tp_peak_ms} ms, min ${d4.tp_min_ms} ms`,
  );
  console.log(`    nice:    valid NAKs ${n4.valid_naks}, peak ${n4.tp_peak_ms} ms, min ${n4.tp_min_ms} ms`);
  console.log(`    rabid (fast readers): min Tp ${r4.tp_min_ms} ms`);
  claim(
    'E4a',
    'one +10 ms step per valid NAK (unit test checks each step), slow decline, floor 10 ms',
    `${d4.tp_increases} steps for ${d4.valid_naks} valid NAKs, peak ${d4.tp_peak_ms} ms ≤ 10 + 10 × steps, ${d4.tp_decreases} 1-ms decreases, min ${d4.tp_min_ms} ms`,
    d4.valid_naks > 1 &&
      d4.tp_increases === d4.valid_naks &&
      d4.tp_peak_ms <= 10 + 10 * d4.tp_increases &&
      d4.tp_decreases > d4.tp_increases &&
      d4.tp_min_ms >= 10,
  );
  claim(
    'E4b',
    'nice never below 100 ms; rabid may go below 10 ms',
    `nice min ${n4.tp_min_ms} ms, rabid min ${r4.tp_min_ms} ms`,
    n4.tp_min_ms >= 100 && r4.tp_min_ms < 10,
  );

  // ---- E5: CPU of broadcasts on non-members ---------------------------------------------------------
  console.log('\nE5  Broadcast CPU on a host outside the group (Indy-class, 1.1 ms per broadcast)');
  const cpu = {};
  for (const mode of ['broadcast', 'multicast', 'unicast'])
    cpu[mode] = run(
      scenario({ mode, otherHosts: 1, fileBytes: 2 * 1048576 }, fast(mode === 'unicast' ? 2 : 8)),
    ).other_host_cpu_pct;
  claim(
    'E5',
    'non-member CPU ≈ 11% under broadcast, ≈ 0 under multicast and unicast',
    `broadcast ${f1(cpu.broadcast)}%, multicast ${f1(cpu.multicast)}%, unicast ${f1(cpu.unicast)}%`,
    within(cpu.broadcast, 11, 0.2) && cpu.multicast === 0 && cpu.unicast === 0,
  );

  const e6 = table2(ctx);

  // ---- E7: AFDP against ftp's 900-1000 KB/s ---------------------------------------------------------
  console.log("\nE7  AFDP to one subscriber against the paper's ftp peak (900-1000 KB/s)");
  const e7d = run(scenario({}, fast(1))).peak_kBps;
  const e7r = run(scenario({ rate: 'rabid' }, fast(1, { drainRate: 1.5e6 }))).peak_kBps;
  claim(
    'E7',
    "AFDP matches ftp on fast hosts (within 10% of 900-1000 KB/s); judged against the paper's figure (our own idle ftp is E6's)",
    `default ${f1(e7d)} KB/s, rabid ${f1(e7r)} KB/s; our idle ftp on the 802.3 bus (E6) ${f1(e6.idle.ftp_goodput_kBps)} KB/s`,
    e7d >= 810 && e7d <= 1100,
  );

  // ---- E8, E9: rdist, track, afdpdist ------------------------------------------------------------
  console.log('\nE8  133 KB to 68 hosts: AFDP vs parallel rdist');
  // 68 hosts on three segments (22 + 23 + 23). Two readings of the paper's unstated set-up: routers
  // that do not forward multicast (AFDP unicasts to all: the digest's §4.2 reading, ≈17 s on paper;
  // the paper says "we presently unicast to remote subscribers"), judged; and routers that forward
  // multicast, printed (its time is almost all the fixed start-up and linger). rdist with 4 children
  // on the same network; its per-host set-up s_host = 14.8 s is the digest's §4.2 derivation from
  // N10 itself, so rdist's 251 s is calibrated, not predicted.
  const e8hosts = [
    { count: 22, drainRate: 2e6, lan: 0 },
    { count: 23, drainRate: 2e6, lan: 1 },
    { count: 23, drainRate: 2e6, lan: 2 },
  ];
  const e8net = (multicast, extra = {}) => ({
    ...scenario({ fileBytes: 133 * 1024 }, e8hosts, { variant: '802.3' }),
    stopTime: 300,
    routers: [
      { from: 0, to: 1, multicast },
      { from: 0, to: 2, multicast },
    ],
    ...extra,
  });
  const e8m = run(e8net(true));
  const e8 = run(e8net(false));
  const e8r = run(e8net(false, { baseline: { kind: 'rdist', children: 4, setup: 14.8 } }));
  const mname = (m) => ['multicast', 'broadcast', 'unicast'][m];
  const exitText = (r) => (r.exit_time_s < 0 ? 'not done by 300 s' : `${f1(r.exit_time_s)} s`);
  console.log(
    `    AFDP, routers do not forward multicast: ${mname(e8.mode)}, exit ${exitText(e8)}, complete ${e8.subscribers_complete}/68, NAKs ${e8.naks_sent} (${e8.invalid_naks} invalid), Tp peak ${e8.tp_peak_ms} ms`,
  );
  console.log(
    "      (68 copies of each datagram reach a member 680 ms apart, longer than Tw = 500 ms: every member's 'nothing arrived' check fires between its copies and asks for the packet on its way, which has not been sent to it yet, so the request is invalid; but each is a TCP connection, and their frames collide with the data, whose few losses make the valid NAKs that raise Tp)",
  );
  console.log(
    `    AFDP, routers forward multicast: ${mname(e8m.mode)}, exit ${exitText(e8m)}, complete ${e8m.subscribers_complete}/68`,
  );
  console.log(`    rdist -M 4 (s_host 14.8 s): exit ${f1(e8r.exit_time_s)} s, complete ${e8r.subscribers_complete}/68`);
  const e8ratio = e8r.exit_time_s / e8.exit_time_s;
  claim(
    'E8',
    'AFDP ≈ 20 s (±25%), rdist ≈ 251 s (±10%), ratio ≈ 12 (±3); unicast reading (digest §4.2); rdist s_host calibrated from N10',
    `AFDP ${exitText(e8)}, rdist ${f1(e8r.exit_time_s)} s, ratio ${f1(e8ratio)}; multicast reading ${exitText(e8m)}`,
    within(e8.exit_time_s, 20, 0.25) &&
      within(e8r.exit_time_s, 251, 0.1) &&
      Math.abs(e8ratio - 12) <= 3 &&
      e8.subscribers_complete === 68 &&
      e8r.subscribers_complete === 68,
  );
  const { e9, nMax } = figure4(ctx);
  // N11 is judged where the seed's only parallel rdist ran: N10's 133 KB to 68 hosts, where the
  // per-host set-up dominates (digest §4.2). The same ratio where Figure 4's curves are (7.0 MB,
  // s_host = 1 s) is printed: there the four children share one 10 Mbit/s Ethernet and overlap only
  // their set-up, so the factor is far below four.
  const e8s = run(e8net(false, { stopTime: 1500, baseline: { kind: 'rdist', children: 1, setup: 14.8 } }));
  const n11 = e8s.distribution_time_s / e8r.distribution_time_s;
  const n11fig4 = e9.rdistSeq[nMax] / e9.rdistPar[nMax];
  claim(
    'N11',
    'parallel rdist (4 children) cuts the distribution time by "a factor of almost four" (3-4), at N10\'s set-up',
    `133 KB to 68 hosts, s_host 14.8 s: sequential ${f1(e8s.distribution_time_s)} s / parallel ${f1(e8r.distribution_time_s)} s = ${n11.toFixed(2)}; at Figure 4's 7.0 MB, s_host 1 s, N=${nMax}: ${f1(e9.rdistSeq[nMax])} / ${f1(e9.rdistPar[nMax])} s = ${n11fig4.toFixed(2)}`,
    n11 >= 3 && n11 <= 4 && e8s.subscribers_complete === 68,
  );

  // ---- E10: late joiner ---------------------------------------------------------------------------
  console.log('\nE10 A subscriber joins during a multicast message (2 messages of 1 MB)');
  const e10 = run(
    scenario({ fileBytes: 1048576, messages: 2, linger: 0.5 }, [...fast(3), { count: 1, drainRate: 2e6, joinAt: 4.5 }]),
  );
  claim(
    'E10',
    'ignores the current message, sends no NAKs, no Tp change, gets the next in full',
    `invalid NAKs ${e10.invalid_naks}, NAKs sent ${e10.naks_sent}, Tp increases ${e10.tp_increases}, members holding message 2: ${e10.subscribers_complete}/4`,
    e10.naks_sent === 0 && e10.invalid_naks === 0 && e10.tp_increases === 0 && e10.subscribers_complete === 4,
  );

  // ---- E11: internetwork ---------------------------------------------------------------------------
  console.log('\nE11 Subscribers on two LANs, router multicast flag off/on');
  // 3 members beside the publisher, 4 behind the router; then 10 without multicast (above the
  // threshold of six, where one segment would get broadcast).
  const twoLans = (multicast, subs) => ({
    ...scenario({ fileBytes: 1048576, linger: 0.5 }, subs),
    lan: { variant: '802.3' },
    routers: [{ from: 0, to: 1, multicast }],
  });
  const mixed = [
    { count: 3, drainRate: 2e6, lan: 0 },
    { count: 4, drainRate: 2e6, lan: 1 },
  ];
  const noMc = [
    { count: 5, drainRate: 2e6, lan: 0, multicast: false },
    { count: 5, drainRate: 2e6, lan: 1, multicast: false },
  ];
  const modeName = (m) => ['multicast', 'broadcast', 'unicast'][m];
  const e11 = [twoLans(false, mixed), twoLans(true, mixed), twoLans(true, noMc)].map(run);
  const [e11off, e11on, e11no] = e11;
  for (const [label, r, members] of [
    ['flag off, 7 multicast-capable members', e11off, 7],
    ['flag on,  7 multicast-capable members', e11on, 7],
    ['flag on, 10 members without multicast', e11no, 10],
  ])
    console.log(
      `    ${label}: ${modeName(r.mode)}, complete ${r.subscribers_complete}/${members}, exit ${f1(r.exit_time_s)} s, LAN0 ${(r.lan0_bytes / 1048576).toFixed(1)} MB, LAN1 ${(r.lan1_bytes / 1048576).toFixed(1)} MB`,
    );
  claim(
    'E11',
    'off → unicast to all; on → multicast; never broadcast',
    `off ${modeName(e11off.mode)}, on ${modeName(e11on.mode)}, 10 members without multicast ${modeName(e11no.mode)}`,
    e11off.mode === 2 &&
      e11on.mode === 0 &&
      e11no.mode === 2 &&
      e11off.subscribers_complete === 7 &&
      e11on.subscribers_complete === 7 &&
      e11no.subscribers_complete === 10,
  );

  // ---- E12: NAK implosion ---------------------------------------------------------------------------
  console.log('\nE12 A loss common to all subscribers (10 identical 600 KB/s readers), NAK delay on and off');
  const e12 = (nakDelay) => run(scenario({ nakDelay, fileBytes: 3 * 1048576 }, [{ count: 10, drainRate: 600e3 }]));
  const on = e12(true);
  const off = e12(false);
  console.log(
    `    delay on:  NAKs ${on.naks_sent}, valid ${on.valid_naks}, Tp peak ${on.tp_peak_ms} ms, complete ${on.subscribers_complete}/10, exit ${f1(on.exit_time_s)} s`,
  );
  console.log(
    `    delay off: NAKs ${off.naks_sent}, valid ${off.valid_naks}, Tp peak ${off.tp_peak_ms} ms, complete ${off.subscribers_complete}/10, exit ${f1(off.exit_time_s)} s`,
  );
  claim(
    'E12',
    'with the delay fewer NAKs and a smaller Tp rise; repairs complete',
    `NAKs ${on.naks_sent} vs ${off.naks_sent}, Tp peak ${on.tp_peak_ms} vs ${off.tp_peak_ms} ms`,
    on.naks_sent < off.naks_sent &&
      on.tp_peak_ms < off.tp_peak_ms &&
      on.subscribers_complete === 10 &&
      off.subscribers_complete === 10,
  );

  const held = claims.filter((c) => c.holds === true).length;
  const notRun = claims.filter((c) => c.holds === null).length;
  if (notRun > 0) console.log(`\n${notRun} claims not run (counted as not holding).`);
  console.log(`${held}/${claims.length} claims hold`);
}

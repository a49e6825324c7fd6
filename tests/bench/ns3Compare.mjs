// `npm run bench:ns3 [-- --reps N --seeds K]`: wall time of the ns-3 dumbbell
// (16 NewReno bulk flows, 100 Mbit/s, 20 ms, 100-packet DropTail, 60 s) in ProtoScope's native
// runner against ns-3 itself (Debian's packaged ns-3, tests/bench/ns3/dumbbell.cc), with both
// simulators' goodput utilisation and Jain index beside each other. A benchmark: it prints figures
// and never fails on speed. It needs libns3-dev; as root it installs it with apt-get.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensureNativeRunner, root, runScenario } from '../reproduce/_runner.mjs';

const SCENARIO = 'scenarios/tcp-dumbbell-newreno-ns3.json';
const SOURCE = join(root, 'tests/bench/ns3/dumbbell.cc');
const BINARY = join(root, 'build-bench', 'ns3-dumbbell');
// The modules the program uses, most dependent first (the linker reads left to right). Named
// directly: Debian's ns3-core.pc also asks for libgsl's development files, which we do not need.
const NS3_LIBS = ['applications', 'point-to-point', 'internet', 'traffic-control', 'network', 'core'];

const argv = process.argv.slice(2);
const option = (name, fallback) => (argv.includes(name) ? Number(argv[argv.indexOf(name) + 1]) : fallback);
const reps = option('--reps', 3);
const seeds = option('--seeds', 1);

function ensureNs3() {
  if (existsSync('/usr/include/ns3/core-module.h')) return;
  if (process.getuid?.() !== 0) {
    console.error('ns-3 is not installed: run `apt-get install libns3-dev` as root, then again.');
    process.exit(2);
  }
  console.log('installing ns-3 (libns3-dev) with apt-get ...');
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'libns3-dev'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

function ensureNs3Program() {
  if (existsSync(BINARY) && statSync(BINARY).mtimeMs > statSync(SOURCE).mtimeMs) return;
  mkdirSync(join(root, 'build-bench'), { recursive: true });
  const libs = NS3_LIBS.map((m) => `-lns3-${m}`);
  execFileSync('g++', ['-O2', '-std=c++17', SOURCE, '-o', BINARY, ...libs], { stdio: 'inherit' });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const seconds = (t0) => Number(process.hrtime.bigint() - t0) / 1e9;

ensureNativeRunner();
ensureNs3();
ensureNs3Program();
// dpkg-query's own ${Version} field, not a JavaScript placeholder.
const ns3Version = execFileSync('dpkg-query', ['-W', `-f=\${Version}`, 'libns3-dev'], { encoding: 'utf8' });

console.log(`ns-3 dumbbell comparison: ${SCENARIO}`);
console.log(`ns-3 ${ns3Version} (Debian package), ${reps} timed run(s) per seed, seeds 1..${seeds}\n`);
const rows = [];
for (let seed = 1; seed <= seeds; seed++) {
  const ours = [];
  let ourMetrics = null;
  for (let i = 0; i < reps; i++) {
    // Wall time of the whole process, as for ns-3: start-up and scenario parsing included.
    const t0 = process.hrtime.bigint();
    const r = runScenario(SCENARIO, ['--seed', String(seed)]);
    ours.push(seconds(t0));
    ourMetrics = r.metrics;
  }
  const theirs = [];
  let theirMetrics = null;
  for (let i = 0; i < reps; i++) {
    const t0 = process.hrtime.bigint();
    const out = execFileSync(BINARY, [`--seed=${seed}`], { encoding: 'utf8' });
    theirs.push(seconds(t0));
    theirMetrics = JSON.parse(out);
  }
  rows.push({ seed, ours: median(ours), theirs: median(theirs), ourMetrics, theirMetrics });
}

const pad = (s, n) => String(s).padStart(n);
console.log(
  `${'seed'.padEnd(5)}${pad('ours s', 9)}${pad('ns-3 s', 9)}${pad('ratio', 8)}  utilisation ours/ns-3  Jain ours/ns-3  timeouts ours/ns-3`,
);
for (const r of rows) {
  const ratio = r.theirs / r.ours;
  const util = `${r.ourMetrics.goodput_utilization.toFixed(3)} / ${r.theirMetrics.goodput_utilization.toFixed(3)}`;
  const jain = `${r.ourMetrics.jain.toFixed(3)} / ${r.theirMetrics.jain.toFixed(3)}`;
  const timeouts = `${r.ourMetrics.tcp_timeouts} / ${r.theirMetrics.timeouts_after_1s}`;
  console.log(
    `${String(r.seed).padEnd(5)}${pad(r.ours.toFixed(2), 9)}${pad(r.theirs.toFixed(2), 9)}${pad(ratio.toFixed(1), 8)}  ${util.padEnd(23)}${jain.padEnd(15)}${timeouts}`,
  );
}
const worst = Math.min(...rows.map((r) => r.theirs / r.ours));
console.log('timeouts: ours over the whole run, ns-3 after 1 s (its trace is connected then)');
console.log(`\nProtoScope is at least ${worst.toFixed(1)} times faster than ns-3 here (the issue asks for 20).`);

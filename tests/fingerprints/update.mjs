// `npm run fingerprints` checks, `npm run fingerprints -- --update` rewrites the pins: the trace hash
// and event count of a full native run of every shipped scenario (its own seed and stop time).
// Read README.md here before updating: a changed fingerprint must be explained in the commit.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureNativeRunner, root } from '../reproduce/_runner.mjs';

const pinFile = join(root, 'tests', 'fingerprints', 'fingerprints.json');
const update = process.argv.includes('--update');

export function shippedScenarios() {
  return readdirSync(join(root, 'scenarios'))
    .filter((f) => f.endsWith('.json') && f !== 'schema.json')
    .sort();
}

export function nativeFingerprint(file) {
  const out = execFileSync(
    join(root, 'build-native', 'run'),
    [join(root, 'scenarios', file), '--json', '--jobs', '1'],
    {
      encoding: 'utf8',
      maxBuffer: 1 << 26,
    },
  );
  const r = JSON.parse(out);
  return { events: r.events, trace_hash: r.trace_hash };
}

ensureNativeRunner();
const pins = JSON.parse(readFileSync(pinFile, 'utf8'));
const next = {};
let changed = 0;
for (const file of shippedScenarios()) {
  const fp = nativeFingerprint(file);
  next[file] = fp;
  const old = pins[file];
  if (!old || old.events !== fp.events || old.trace_hash !== fp.trace_hash) {
    changed++;
    console.log(
      `${old ? 'changed' : 'new    '} ${file}: ${old ? `${old.events} ${old.trace_hash} -> ` : ''}${fp.events} ${fp.trace_hash}`,
    );
  }
}
for (const file of Object.keys(pins))
  if (!(file in next)) {
    changed++;
    console.log(`removed ${file}`);
  }
if (update) {
  writeFileSync(pinFile, `${JSON.stringify(next, null, 2)}\n`);
  console.log(`fingerprints: wrote ${Object.keys(next).length} pins (${changed} changed)`);
} else {
  console.log(
    changed
      ? `fingerprints: ${changed} differ (run with --update after reading README.md)`
      : 'fingerprints: all pins hold',
  );
  process.exitCode = changed ? 1 : 0;
}

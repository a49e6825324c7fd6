// Property tests of the share-link decoder (issue 14, fuzzing in the default suite): whatever the
// fragment, decodeShare resolves (never throws, never hangs) to "none", "ok" with a state that
// passes the checks, or one "This link is damaged: ..." sentence; and every valid state round-trips.
// Runs are kept short for CI (a few hundred cases each); FC_RUNS=20000 runs a longer pass locally.
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deflate, toBase64Url } from '../../../web/share/codec';
import { decodeShare, encodeShare } from '../../../web/share/link';
import { checkScenario } from '../../../web/share/scenarioCheck';
import type { ShareState } from '../../../web/share/shareState';

const RUNS = Number(process.env.FC_RUNS ?? 150);
/** Generous for a loaded CI machine; the work per test is fixed by RUNS. */
const TIMEOUT_MS = 60_000;
const dir = new URL('../../../scenarios/', import.meta.url);
const shipped = readdirSync(dir)
  .filter((f) => f.endsWith('.json') && f !== 'schema.json')
  .map((f) => JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as Record<string, unknown>);

async function expectWellFormed(hash: string): Promise<void> {
  const r = await decodeShare(hash);
  if (r.kind === 'error') {
    expect(r.message).toMatch(/^This link is damaged: /);
    expect(r.message.length).toBeLessThan(400);
  } else if (r.kind === 'ok') {
    expect(checkScenario(r.state.scenario)).toBeNull();
  }
}

const stateArb: fc.Arbitrary<ShareState> = fc.record({
  scenario: fc.constantFrom(...shipped),
  seed: fc.nat({ max: Number.MAX_SAFE_INTEGER }),
  playhead: fc.record({ timeNs: fc.nat(), eventIndex: fc.nat() }),
  panels: fc.array(fc.stringMatching(/^[a-z]{1,8}:[0-9]{1,3}$/), { maxLength: 5 }),
  view: fc.dictionary(
    fc.stringMatching(/^[a-z]{1,10}$/),
    fc.oneof(fc.boolean(), fc.integer(), fc.string({ maxLength: 20 })),
    { maxKeys: 4 },
  ),
});

describe('share link decoder under random input', () => {
  it(
    'answers any text with none, a valid state or one damaged-link sentence',
    async () => {
      await fc.assert(fc.asyncProperty(fc.string({ maxLength: 300 }), expectWellFormed), { numRuns: RUNS });
      await fc.assert(
        fc.asyncProperty(fc.base64String({ maxLength: 400 }), (s) => expectWellFormed(`ps1.${s.replace(/=/g, '')}`)),
        { numRuns: RUNS },
      );
    },
    TIMEOUT_MS,
  );

  it(
    'answers any deflated JSON value the same way',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.jsonValue({ maxDepth: 6 }), async (v) =>
          expectWellFormed(`ps1.${toBase64Url(await deflate(JSON.stringify(v)))}`),
        ),
        { numRuns: RUNS },
      );
    },
    TIMEOUT_MS,
  );

  it(
    'round-trips every valid state, and refuses or keeps a mutated link but never breaks',
    async () => {
      await fc.assert(
        fc.asyncProperty(stateArb, fc.nat(), fc.constantFrom('A', '_', '-', '0', '.', '%'), async (s, at, ch) => {
          const fragment = await encodeShare(s);
          const back = await decodeShare(fragment);
          expect(back).toEqual({ kind: 'ok', state: s });
          const i = 4 + (at % (fragment.length - 4));
          await expectWellFormed(fragment.slice(0, i) + ch + fragment.slice(i + 1));
          await expectWellFormed(fragment.slice(0, i));
        }),
        { numRuns: Math.ceil(RUNS / 3) },
      );
    },
    TIMEOUT_MS,
  );
});

describe('the schema check before the engine (issue 14 defects 1 and 11)', () => {
  it('names the field and its range for an out-of-range value', () => {
    const s = structuredClone(shipped.find((x) => x.model === 'p2p' && 'network' in x)) as {
      network: { links: { bandwidth: number }[] };
    };
    s.network.links[0].bandwidth = 0.5;
    expect(checkScenario(s)).toMatch(/^network\.links\[0\]\.bandwidth: must be >= 1/);
  });

  it('accepts every shipped scenario', () => {
    for (const s of shipped) expect(checkScenario(s)).toBeNull();
  });

  it('refuses a version written with leading zeros ("ps0001.")', async () => {
    const good = await encodeShare({
      scenario: shipped[0],
      seed: 1,
      playhead: { timeNs: 0, eventIndex: 0 },
      panels: [],
      view: {},
    });
    const r = await decodeShare(good.replace(/^ps1\./, 'ps0001.'));
    expect(r.kind).toBe('error');
  });
});

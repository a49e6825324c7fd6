// Why-texts for every event kind of every family (issue 13, "Done means": a why-text for each
// event kind of each family), through the browser's own engine worker: for each family's shipped
// scenario, every kind that explains itself is jumped to from the start of the run as a student
// would ("Next: <kind>"), and the engine is asked why of that very record in English and in
// Portuguese. Each text names the rule's source, carries the numbers, and the two languages
// differ. why.spec.ts opens the disclosure by hand once per family; this covers every kind.
import { expect, test } from '@playwright/test';
import { failOnConsoleErrors } from './noConsoleErrors';

failOnConsoleErrors();

// The runs of engine/tests/why_runs.h (one or two shipped scenarios per family), then more.
const RUNS = [
  'ethernet-ack-implosion',
  'ethernet-block-acks',
  'ethernet-8023-bus',
  'polling-dumbbell-rbp-nak',
  'polling-star-psew-subgroups',
  'tcp-fast-retransmit',
  'dccp-ccid2-ack-vector',
  'dccp-tfrc-smoothness',
  'estimation-pathload-cbr',
  'afdp-slow-subscriber',
  'literature-sequencer',
  'literature-erramilli-singh-flush',
  'literature-chang-maxemchuk',
  'literature-round-robin-acks',
  // Kinds those runs do not meet: errors on the bus, NewReno's partial ACKs, abget, a token-site
  // failure, the other AFDP scenarios (LEAVE and SHUTDOWN among them) and the comparison ones,
  // Erramilli-Singh's choke and failure detection.
  'thesis-4.6-msaw-errors-r20',
  'ethernet-ack-implosion-cure',
  'thesis-4.8-mbap-errors-r20',
  'tcp-reno-vs-newreno',
  'dccp-tfrc-friendliness',
  'estimation-abget-binary-vs-linear',
  'afdp-late-joiner',
  'afdp-rabid-vs-nice',
  'afdp-unicast-vs-broadcast',
  'afdp-leave-and-shutdown',
  'literature-chang-maxemchuk-token-failure',
  'literature-compare-erramilli-singh',
  'literature-compare-chang-maxemchuk',
  'literature-compare-sequencer',
  'literature-erramilli-singh-choke',
];

const CITATION = /§|RFC \d+|section "|seção "|chapter \d|capítulo \d/;

type Asked = { kind: number; name: string; found: boolean; en: string; pt: string };

// One test, so that the coverage check at its end sees every family's kinds (a retried test would
// otherwise start over in a fresh worker and compare against part of them).
test('every explaining kind of every family has a why in English and in Portuguese', async ({ page }) => {
  test.setTimeout(15 * 60_000);
  const covered = new Set<string>();
  const notMet = new Set<string>();
  for (const id of RUNS) {
    await test.step(id, async () => {
      await page.goto('/');
      await page.getByTestId('scenario-picker').selectOption(id);
      await expect(page.getByTestId('play')).toHaveText(/Pause/, { timeout: 30_000 });
      await page.getByTestId('play').click();
      const asked: Asked[] = await page.evaluate(async () => {
        const app = (window as any).__protoscope;
        const kinds = [...app.store.kinds.values()].filter((k: { explains: boolean }) => k.explains);
        const out: { kind: number; name: string; found: boolean; en: string; pt: string }[] = [];
        for (const k of kinds as { kind: number; name: string }[]) {
          await app.seek(0);
          const found = await app.jumpToKind(new Set([k.kind]));
          const line = app.store.lastLine();
          if (!found || !line || line.kind !== k.kind) {
            out.push({ kind: k.kind, name: k.name, found: false, en: '', pt: '' });
            continue;
          }
          out.push({
            kind: k.kind,
            name: k.name,
            found: true,
            en: (await app.explain(line.index, 'en')) ?? '',
            pt: (await app.explain(line.index, 'pt-BR')) ?? '',
          });
        }
        return out;
      });
      for (const a of asked) if (!a.found) notMet.add(a.name);
      const found = asked.filter((a) => a.found);
      expect(found.length, `${id}: explaining kinds met in the run`).toBeGreaterThan(0);
      for (const a of found) {
        expect(a.en.length, `${id} ${a.name} (en)`).toBeGreaterThan(40);
        expect(a.en, `${id} ${a.name} (en)`).toMatch(/\d/);
        expect(a.pt.length, `${id} ${a.name} (pt-BR)`).toBeGreaterThan(40);
        expect(a.pt, `${id} ${a.name}: the Portuguese is not the English`).not.toBe(a.en);
        // Kinds below 100 are the network's own (a queue drop): their rule is no protocol's section.
        if (a.kind >= 100) {
          expect(a.en, `${id} ${a.name} cites its source (en)`).toMatch(CITATION);
          expect(a.pt, `${id} ${a.name} cites its source (pt-BR)`).toMatch(CITATION);
        }
        covered.add(a.name);
      }
    });
  }
  const missed = [...notMet].filter((n) => !covered.has(n));
  console.log(`why asked of ${covered.size} explaining kinds; not met in these runs: ${missed.join(', ') || 'none'}`);
  // The kinds every family must explain were all met (the list of engine/tests/why_pt_test.cpp).
  for (const name of [
    'collision',
    'backoff',
    'timeout',
    'window-advance',
    'poll',
    'nak',
    'tcp-timeout',
    'tcp-fast-retransmit',
    'tfrc-rate',
    'ccid2-loss',
    'pathload-fleet-verdict',
    'afdp-tp',
    'seq-multicast',
    'es-nak',
    'es-choke',
    'es-choked',
    'es-failure-detected',
    'cm-retransmission',
    'rra-poll',
  ])
    expect(covered.has(name), name).toBe(true);
});

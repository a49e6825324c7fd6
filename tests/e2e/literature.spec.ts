// The literature protocols' panels (seed 001 §2.7-2.9, chapter 5): each teaching scenario is paused
// and walked event by event (the "next <kind>" jump), and its protocol's own panel must show the value
// the protocol's rule gives at that event (the sequencer's next global number, the newest entry of the
// source's back window, the site that now holds the token, the receiver named next), so a panel that
// shows stale or wrong state fails, not only an empty one.
import { expect, type Page, test } from '@playwright/test';
import { failOnConsoleErrors } from './noConsoleErrors';
import { openFast } from './openFast';
import { pickPanel } from './panelPicker';
import { runSweep } from './sweep';

failOnConsoleErrors();

type FailedView = { store: { scene: { bus: { failed: Set<number> } } } };

const logLine = (page: Page) => page.locator('.log-line.newest .log-text');

/** Opens a scenario, pauses it at once (the jumps below walk it from there) and opens a panel. */
async function openPaused(page: Page, scenario: string, entity: RegExp): Promise<void> {
  await openFast(page, scenario, 1e6);
  await page.getByTestId('play').click();
  await expect(page.getByTestId('play')).toHaveText(/Play/);
  await pickPanel(page, entity);
}

/** Jumps to the next record of a kind; waits for its log line and returns the line's match. */
async function jumpTo(page: Page, kind: string, line: RegExp): Promise<RegExpMatchArray> {
  const before = await logLine(page).textContent();
  await page.getByTestId('jump-kind').selectOption(kind);
  await page.getByTestId('jump-next').click();
  // A line of the same kind is never repeated word for word, so a new line means the jump landed.
  await expect.poll(() => logLine(page).textContent(), { timeout: 15_000 }).not.toBe(before);
  await expect(logLine(page)).toHaveText(line);
  return ((await logLine(page).textContent()) ?? '').match(line) as RegExpMatchArray;
}

// Kaashoek et al. (§2.7): the sequencer gives each message the next global sequence number, so its
// panel's "next sequence number" is one past the number it just gave, and the numbers it gives run
// on without a gap; a member delivers in that order.
test("literature-sequencer: the panel's next global number follows each MULTICAST the sequencer sends", async ({
  page,
}) => {
  await openPaused(page, 'literature-sequencer', /^R1 \(sequencer\) · seq-node$/);
  const multicast = /^sequencer R1 gives message \d+ from \S+ sequence number (\d+) and multicasts it(why\?)?$/;
  const next = page.locator('p.hint', { hasText: 'next sequence number' });
  const k = Number((await jumpTo(page, 'seq-multicast', multicast))[1]);
  await expect(next).toContainText(`next sequence number ${k + 1};`, { timeout: 15_000 });
  const again = Number((await jumpTo(page, 'seq-multicast', multicast))[1]);
  expect(again).toBe(k + 1);
  await expect(next).toContainText(`next sequence number ${k + 2};`);
  // The history buffer holds the number just given; the delivered order has no gap.
  await expect(page.getByTestId('seq-history').locator('tbody tr td:first-child')).toContainText([String(k + 1)]);
  // R1's p-th delivery is global number p: total order with no gap (other members' deliveries skipped).
  const delivered = /^(\S+) delivers message \d+ from \S+ to its application \(position (\d+) of its order\)(why\?)?$/;
  let p = 0;
  for (let i = 0; i < 30 && p === 0; ++i) {
    const m = await jumpTo(page, 'lit-delivered', delivered);
    if (m[1] === 'R1') p = Number(m[2]);
  }
  expect(p).toBeGreaterThan(0);
  const items = page.getByTestId('seq-order').locator('li');
  await expect(items.last()).toHaveText(new RegExp(`^#${p} `));
  const order = (await items.allTextContents()).map((t) => Number(/^#(\d+)/.exec(t)?.[1]));
  expect(order).toEqual(order.map((_, i) => order[0] + i));
  await page.screenshot({ path: 'test-results/lit-literature-sequencer.png' });
});

// Erramilli & Singh (§2.8): the source keeps its last B messages sent (B = 2 here) and replaces the
// least recently sent one, so after each DATA its newest buffer entry is that seq and there are never
// more than B entries.
test('literature-erramilli-singh-flush: the send buffer keeps the B messages sent last', async ({ page }) => {
  await openPaused(page, 'literature-erramilli-singh-flush', /^S \(sender\) · es-node$/);
  const data = /^S multicasts message (\d+) \(seq (\d+)\)(why\?)?$/;
  const seqs = page.getByTestId('es-send-buffer').locator('tbody tr td:first-child');
  const used = page.locator('p.hint', { hasText: 'slots; the least recently sent is replaced next' });
  const k = Number((await jumpTo(page, 'es-data', data))[2]);
  await expect(seqs.last()).toHaveText(String(k), { timeout: 15_000 });
  const again = Number((await jumpTo(page, 'es-data', data))[2]);
  expect(again).toBe(k + 1);
  await expect(seqs.last()).toHaveText(String(k + 1));
  await expect(used).toContainText('2 of B = 2 slots');
  await expect(seqs).toHaveText([String(k), String(k + 1)]);
  await page.screenshot({ path: 'test-results/lit-literature-erramilli-singh-flush.png' });
});

// Chang & Maxemchuk (§2.9): the token site's ACK passes the token to the next site of the token
// list; its own panel then shows the token on its way there, and the next ACK comes from that site,
// with a later timestamp.
test('literature-chang-maxemchuk: the token site moves to the next site of the token list', async ({ page }) => {
  await openPaused(page, 'literature-chang-maxemchuk', /^R1 · cm-site$/);
  await expect(page.getByTestId('cm-token-list').locator('span')).toHaveCount(6, { timeout: 15_000 });
  const list = await page.getByTestId('cm-token-list').locator('span').allTextContents();
  const next = (site: string) => list[(list.indexOf(site) + 1) % list.length];
  const ack =
    /^token site (\S+) gives message \d+ from \S+ timestamp (\d+) and acknowledges it(; the ACK passes the token to (\S+))?/;
  // Each opened site has its own panel (R1's stays open): read the one headed by that site's name.
  const panelOf = (name: string) =>
    page.locator('article.ppanel', { has: page.locator('h3', { hasText: new RegExp(`^${name} `) }) });
  const passing = async () => {
    for (let i = 0; i < 20; ++i) {
      const m = await jumpTo(page, 'cm-ack', ack);
      if (m[4]) return { site: m[1], ts: Number(m[2]), to: m[4].replace(/why\?$/, '') };
    }
    throw new Error('no ACK that passes the token');
  };
  const first = await passing();
  expect(first.to).toBe(next(first.site));
  await pickPanel(page, new RegExp(`^${first.site}( \\(.*\\))? · cm-site$`));
  await expect(panelOf(first.site).locator('p.hint', { hasText: 'list version' })).toHaveText(
    new RegExp(`token site ${first.to},|passing to ${first.to};`),
    { timeout: 15_000 },
  );
  const second = await passing();
  expect(second.site).toBe(first.to);
  expect(second.ts).toBeGreaterThan(first.ts);
  expect(second.to).toBe(next(second.site));
  await page.screenshot({ path: 'test-results/lit-literature-chang-maxemchuk.png' });
});

// Round-robin ACKs (chapter 5): each new message names the next receiver in turn, R1..R20, R1...;
// the panel marks the one just named and says who comes next.
test('literature-round-robin-acks: the named acknowledger rotates and the panel follows it', async ({ page }) => {
  await openPaused(page, 'literature-round-robin-acks', /^S \(sender\) · rra-sender$/);
  const data = /^S multicasts message \d+ \(seq (\d+)\) and names R(\d+) to acknowledge it(why\?)?$/;
  const hint = page.locator('p.hint', { hasText: 'next named' });
  const named = page.getByTestId('rra-rotation').locator('tr.holding td:first-child');
  const first = await jumpTo(page, 'rra-data', data);
  const [k, j] = [Number(first[1]), Number(first[2])];
  await expect(named).toHaveText(`R${j}`, { timeout: 15_000 });
  await expect(hint).toContainText(`next named: R${(j % 20) + 1};`);
  const second = await jumpTo(page, 'rra-data', data);
  expect([Number(second[1]), Number(second[2])]).toEqual([k + 1, (j % 20) + 1]);
  await expect(named).toHaveText(`R${(j % 20) + 1}`);
  await expect(hint).toContainText(`next named: R${((j + 1) % 20) + 1};`);
  await page.screenshot({ path: 'test-results/lit-literature-round-robin-acks.png' });
});

// Chang & Maxemchuk's token site fails (protocol.cm.crashTokenSiteAt): the log says so, a source
// that got no ACK starts a reformation, and the new token list in a live site's panel leaves the
// failed site out, with the list's version raised.
test('literature-chang-maxemchuk-token-failure: the token site fails and the group reforms without it', async ({
  page,
}) => {
  await openFast(page, 'literature-chang-maxemchuk-token-failure', 1e6);
  await page.getByTestId('play').click();
  await expect(page.getByTestId('play')).toHaveText(/Play/);
  const newest = page.locator('.log-line.newest .log-text');
  await page.getByTestId('jump-kind').selectOption('lit-crash');
  await page.getByTestId('jump-next').click();
  await expect(newest).toHaveText(/R4 fails and stops working/);
  // The bus crosses R4 out from its failure on, and only from then: one step back, it works again.
  const failed = () =>
    page.evaluate(
      () => [...(window as unknown as { __protoscope: FailedView }).__protoscope.store.scene.bus.failed].length,
    );
  await expect.poll(failed).toBe(1);
  await page.getByTestId('step-back').click();
  await expect.poll(failed).toBe(0);
  await page.getByTestId('step').click();
  await expect(newest).toHaveText(/R4 fails and stops working/);
  await expect.poll(failed).toBe(1);
  await page.screenshot({ path: 'test-results/lit-cm-token-failure-crossed.png' });
  await page.getByTestId('panel-picker').selectOption({ label: 'R3 · cm-site' });
  const list = page.getByTestId('cm-token-list');
  const hint = page.locator('p.hint', { hasText: 'list version' });
  await expect(list).toContainText('R4', { timeout: 15_000 });
  await expect(hint).toContainText('list version 1');
  await page.getByTestId('jump-kind').selectOption('cm-reform-list');
  await page.getByTestId('jump-next').click();
  await expect(newest).toHaveText(/R3 announces the new token list: 5 sites/);
  await expect(hint).toContainText('list version 2', { timeout: 15_000 });
  await expect(list).toContainText('R3');
  await expect(list).not.toContainText('R4');
  await page.screenshot({ path: 'test-results/lit-cm-token-failure.png' });
});

// Erramilli & Singh's flow control and failure detection: a slow reader's buffer fills and it
// multicasts a timed CHOKE, the sender pauses for T3, and a node that stops (R3) is declared
// failed by the others once silent for longer than T2 (+ T1), after its failure and not before.
test('literature-erramilli-singh-choke: a slow reader chokes the sender; a silent node is declared failed', async ({
  page,
}) => {
  await openFast(page, 'literature-erramilli-singh-choke', 1e6);
  await page.getByTestId('play').click();
  await expect(page.getByTestId('play')).toHaveText(/Play/);
  const newest = page.locator('.log-line.newest .log-text');
  const jump = async (kind: string) => {
    await page.getByTestId('jump-kind').selectOption(kind);
    await page.getByTestId('jump-next').click();
  };
  await jump('es-choke');
  await expect(newest).toHaveText(/buffer is nearly full: it multicasts a timed CHOKE asking senders to pause/);
  await jump('es-choked');
  await expect(newest).toHaveText(/^S pauses sending for 200000 bit times \(choked by R\d\)/);
  await jump('lit-crash');
  await expect(newest).toHaveText(/R3 fails and stops working/);
  const crashedAt = await page.getByTestId('sim-time').textContent();
  await jump('es-failure-detected');
  await expect(newest).toHaveText(/has heard nothing from R3 for [\d.]+ µs: it considers it failed/);
  expect(await page.getByTestId('sim-time').textContent()).not.toBe(crashedAt);
  await page.screenshot({ path: 'test-results/lit-es-choke-failure.png' });
});

// The round-robin comparison's sweep in the app, over protocol x group size x error rate: without
// errors MSAW sends one DATA and r ACKs per message (r + 1 frames, whatever the seed), RRA about two
// whatever r, and RRA's ACKs never collide (only the named receiver answers).
test('literature-round-robin-acks sweep: SAW, BAP and RRA by group size and error rate', async ({ page }) => {
  test.setTimeout(90_000);
  await openFast(page, 'literature-round-robin-acks', 1e6);
  await page.getByTestId('play').click();
  await runSweep(page, { runs: 54, timeout: 60_000 });
  // "<group>: SAW → m ± h; BAP → ...; RRA → ..." per (receivers, failRate), in the chart's label.
  const series = async (metric: string) => {
    const label =
      (await page.getByTestId(`sweep-chart-${metric}`).locator('svg[role="img"]').getAttribute('aria-label')) ?? '';
    return label
      .split('. ')
      .filter((part) => part.includes(' → '))
      .map((part) => {
        const [group, points] = part.split(': ');
        const [r, fail] = [...group.matchAll(/=([\d.]+)/g)].map((m) => Number(m[1]));
        const mean = Object.fromEntries(
          [...points.matchAll(/(SAW|BAP|RRA) → ([\d.]+)/g)].map((m) => [m[1], Number(m[2])]),
        );
        return { r, fail, mean };
      });
  };
  const frames = await series('frames_per_message');
  expect(frames.map((s) => `${s.r}/${s.fail}`).sort()).toEqual(['10/0', '10/1', '20/0', '20/1', '5/0', '5/1']);
  for (const s of frames.filter((x) => x.fail === 0)) {
    expect(s.mean.SAW).toBeCloseTo(s.r + 1, 3);
    expect(s.mean.RRA).toBeLessThan(3.5);
  }
  for (const s of await series('ack_collisions_per_message')) expect(s.mean.RRA).toBe(0);
  await page.screenshot({ path: 'test-results/lit-rra-sweep.png' });
});

// A band chart's boxes read back from the page and checked against the chart's own numbers: each
// box's tooltip states the range it draws, and the box must span exactly that range on the chart's
// own y axis (read from its tick labels and positions), so a box drawn from the wrong numbers, or
// an axis labelled wrong, fails. Shared by the seed-003 sweep specs.
import { expect, type Locator } from '@playwright/test';

/** "9.86M" / "9,86M" / "250k" / "0" as a number (d3's SI prefixes). */
export function si(text: string): number {
  const m = /^(-?[\d.,]+)([yzafpnµmkMGTPEZY]?)$/.exec(text.trim());
  if (!m) throw new Error(`not a number: ${text}`);
  const scale: Record<string, number> = { '': 1, m: 1e-3, µ: 1e-6, k: 1e3, M: 1e6, G: 1e9 };
  return Number(m[1].replace(',', '.')) * scale[m[2]];
}

export interface BandBox {
  /** The swept value (data-band). */
  x: string;
  /** The tooltip's low end, high end and truth, as written. */
  low: string;
  high: string;
  truth: string;
}

/** Every box of the band chart `svg`, each checked to sit where its tooltip's numbers put it. */
export async function expectBoxesOnTheirNumbers(svg: Locator, runsPerBox: number): Promise<BandBox[]> {
  const { boxes, ticks } = await svg.evaluate((el) => {
    // The y axis' ticks are the ones placed by a vertical offset alone (the x axis' move sideways).
    const ticks = [...el.querySelectorAll('g.tick')]
      .map((t) => ({ at: /^translate\(0,\s*([\d.-]+)\)$/.exec(t.getAttribute('transform') ?? ''), t }))
      .filter(({ at }) => at !== null)
      .map(({ at, t }) => ({ y: Number(at?.[1]), label: t.querySelector('text')?.textContent ?? '' }));
    const boxes = [...el.querySelectorAll('rect[data-band]')].map((r) => ({
      x: r.getAttribute('data-band') ?? '',
      tip: r.querySelector('title')?.textContent ?? '',
      top: Number(r.getAttribute('y')),
      bottom: Number(r.getAttribute('y')) + Number(r.getAttribute('height')),
    }));
    return { boxes, ticks };
  });
  expect(ticks.length).toBeGreaterThanOrEqual(2);
  const [t0, t1] = [ticks[0], ticks[ticks.length - 1]];
  expect(t1.y).not.toBe(t0.y);
  const y = (v: number) => t0.y + ((v - si(t0.label)) * (t1.y - t0.y)) / (si(t1.label) - si(t0.label));
  const runs = `mean of ${runsPerBox} run${runsPerBox === 1 ? '' : 's'}`;
  return boxes.map((b) => {
    const m = new RegExp(`range (\\S+) to (\\S+) \\(${runs}\\); truth (\\S+)$`).exec(b.tip);
    expect(m, b.tip).not.toBeNull();
    const [low, high] = [si(m?.[1] ?? ''), si(m?.[2] ?? '')];
    // A box whose ends nearly coincide is drawn 3 px tall around them; others span them exactly
    // (to the tooltip's four significant digits, under a pixel on a 300 px chart).
    if (b.bottom - b.top > 3.5) {
      expect(Math.abs(b.top - y(high)), `${b.tip}: top`).toBeLessThan(1);
      expect(Math.abs(b.bottom - y(low)), `${b.tip}: bottom`).toBeLessThan(1);
    } else expect(Math.abs((b.top + b.bottom) / 2 - y((low + high) / 2)), b.tip).toBeLessThan(2.5);
    return { x: b.x, low: m?.[1] ?? '', high: m?.[2] ?? '', truth: m?.[3] ?? '' };
  });
}

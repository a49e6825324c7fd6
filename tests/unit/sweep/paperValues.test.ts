import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { aggregate, chartSeries } from '../../../web/sweep/aggregate';
import { expandSweep } from '../../../web/sweep/expand';
import { paperOverlay, preferredX, readPaperValues } from '../../../web/sweep/paperValues';

const thesis44 = JSON.parse(
  readFileSync(new URL('../../../scenarios/thesis-4.4-mbap-windows.json', import.meta.url), 'utf8'),
);

describe('readPaperValues', () => {
  it('reads the narrow form, sorting points and keeping the paper error bar', () => {
    const p = readPaperValues({
      source: 'Fig. 7',
      series: [
        {
          metric: 'thr',
          label: 'Fig. 7',
          points: [
            { x: 10, y: 2 },
            { x: 5, y: 1, low: 0.5, high: 1.5 },
          ],
        },
      ],
    });
    expect(p.source).toBe('Fig. 7');
    expect(p.series).toEqual([
      {
        metric: 'thr',
        label: 'Fig. 7',
        set: {},
        points: [
          { x: 5, y: 1, low: 0.5, high: 1.5 },
          { x: 10, y: 2 },
        ],
      },
    ]);
    expect(p.notes).toEqual([]);
  });

  it("labels a series in the reader's language when it carries a translation, else in its own", () => {
    const raw = {
      series: [
        {
          metric: 'thr',
          label: 'seed, in words',
          translations: { 'pt-BR': 'seed, em palavras' },
          points: [{ x: 1, y: 2 }],
        },
        { metric: 'thr', label: 'Fig. 7', points: [{ x: 1, y: 3 }] },
      ],
    };
    expect(readPaperValues(raw, 'pt-BR').series.map((s) => s.label)).toEqual(['seed, em palavras', 'Fig. 7']);
    expect(readPaperValues(raw).series.map((s) => s.label)).toEqual(['seed, in words', 'Fig. 7']);
  });

  it('reads the wide form the thesis scenarios use: one series per metric column', () => {
    const p = readPaperValues(thesis44.paperValues);
    expect(p.xPath).toBe('lan.receivers');
    expect(p.notes).toEqual([]);
    const rt = p.series.filter((s) => s.metric === 'rt_mean');
    expect(rt.map((s) => s.label)).toEqual(['BAPwin = 5', 'BAPwin = 10', 'BAPwin = 15']);
    expect(rt[0].set).toEqual({ 'protocol.bap.window': 5 });
    expect(rt[0].points[0]).toEqual({ x: 5, y: 4.605 });
    expect(rt[0].points).toHaveLength(12);
  });

  it('skips what it cannot read, with a note, and never throws', () => {
    expect(readPaperValues(undefined)).toEqual({ series: [], findings: [], notes: [] });
    expect(readPaperValues({ table3: [1, 2] }).notes[0]).toMatch(/not in the \{"series"/);
    const p = readPaperValues({
      series: [
        { metric: 'thr', points: [{ x: 1, y: 'a' }, { x: 2, y: 3 }, 'junk'] },
        { label: 'no points' },
        { points: [{ x: 1 }] },
      ],
    });
    expect(p.series).toEqual([{ metric: 'thr', label: 'paper', set: {}, points: [{ x: 2, y: 3 }] }]);
    expect(p.notes).toHaveLength(2);
  });
});

describe('paper overlay on a multi-parameter sweep', () => {
  const plan = expandSweep(thesis44);
  const paper = readPaperValues(thesis44.paperValues);

  it("puts the paper's x parameter on the x axis", () => {
    expect(preferredX(plan, paper)).toBe(1); // lan.receivers, the second sweep parameter
  });

  it('without paper values, picks the parameter with the most values', () => {
    expect(preferredX(plan, { series: [], findings: [], notes: [] })).toBe(1);
  });

  it('ties each paper line to the simulated line of the same window', () => {
    const overlay = paperOverlay(paper, plan, 1, 'rt_mean');
    expect(overlay.map((s) => s.group)).toEqual([
      'protocol.bap.window=5',
      'protocol.bap.window=10',
      'protocol.bap.window=15',
    ]);
    const fake = aggregate(
      plan,
      plan.points.map((pt, i) => ({ job: i, point: pt.index, rep: 0, summary: { rt_mean: 1 } })),
    );
    const groups = chartSeries(fake, 1)
      .filter((s) => s.metric === 'rt_mean')
      .map((s) => s.group);
    for (const o of overlay) expect(groups).toContain(o.group);
  });

  it('draws no paper line when another parameter is on the x axis', () => {
    expect(paperOverlay(paper, plan, 0, 'rt_mean')).toEqual([]);
  });
});

// Band charts (sweep.bands) and a parameter's axis scale: how the planner reads and refuses them,
// how runs become a range per swept value with its truth, and what a screen reader hears. The shipped seed-003 sweeps are read
// too, so a renamed metric in them fails here rather than leaving an empty chart in the app.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../web/i18n/i18n';
import { SaidError } from '../../../web/i18n/said';
import { aggregate, type RunResult } from '../../../web/sweep/aggregate';
import { bandCsv, bandSeries, bandTitle, bandWords, describeBands, fmtIn } from '../../../web/sweep/bands';
import { expandSweep } from '../../../web/sweep/expand';
import { findingText, readPaperValues } from '../../../web/sweep/paperValues';

const scenario = (bands: unknown, metrics: unknown = ['lo', 'hi', 'truth', 'time']) => ({
  version: 1,
  sweep: { parameters: [{ path: 'crossTraffic[0].rate', values: [2, 4] }], reps: 2, metrics, bands },
});

function refusal(f: () => unknown): SaidError {
  try {
    f();
  } catch (err) {
    expect(err).toBeInstanceOf(SaidError);
    return err as SaidError;
  }
  throw new Error('nothing was thrown');
}

afterEach(() => setLanguage('en', { persist: false }));

describe('expandSweep reads sweep.bands', () => {
  it('keeps each band with its truth and label, and none when absent', () => {
    const plan = expandSweep(scenario([{ low: 'lo', high: 'hi', truth: 'truth', label: 'estimate' }]));
    expect(plan.bands).toEqual([{ low: 'lo', high: 'hi', truth: 'truth', label: 'estimate' }]);
    expect(expandSweep(scenario([{ low: 'lo', high: 'hi' }])).bands).toEqual([{ low: 'lo', high: 'hi' }]);
    expect(expandSweep(scenario(undefined)).bands).toEqual([]);
    const translated = expandSweep(
      scenario([{ low: 'lo', high: 'hi', label: 'estimate', translations: { 'pt-BR': 'estimativa' } }]),
    );
    expect(translated.bands[0].translations).toEqual({ 'pt-BR': 'estimativa' });
  });

  it('refuses a band naming a metric the sweep does not report, naming the field in both languages', () => {
    const err = refusal(() => expandSweep(scenario([{ low: 'lo', high: 'hi', truth: 'real' }])));
    expect(err.say('en')).toBe("sweep.bands[0].truth: 'real' is not in sweep.metrics (lo, hi, truth, time)");
    expect(err.say('pt-BR')).toBe("sweep.bands[0].truth: 'real' não está em sweep.metrics (lo, hi, truth, time)");
    setLanguage('pt-BR', { persist: false });
    expect(refusal(() => expandSweep(scenario([{ low: 'lo', high: 'top' }]))).message).toBe(
      "sweep.bands[0].high: 'top' não está em sweep.metrics (lo, hi, truth, time)",
    );
  });

  it('refuses malformed bands with the field named', () => {
    const said = (bands: unknown) => refusal(() => expandSweep(scenario(bands))).say('en');
    expect(said({ low: 'lo' })).toBe(
      'sweep.bands: must be an array of at most 16 {low, high, truth, label, translations}',
    );
    expect(said(Array.from({ length: 17 }, () => ({ low: 'lo', high: 'hi' })))).toBe(
      'sweep.bands: must be an array of at most 16 {low, high, truth, label, translations}',
    );
    expect(said(['lo'])).toBe('sweep.bands[0]: must be an object {low, high, truth, label, translations}');
    expect(said([{ low: 'lo', high: 'hi', lable: 'x' }])).toBe(
      "sweep.bands[0]: unknown field 'lable' (allowed: low, high, truth, label, translations)",
    );
    expect(said([{ low: 'lo', high: 'hi', translations: { 'pt-BR': 3 } }])).toBe(
      'sweep.bands[0].translations: must be an object of labels by language tag ("pt-BR")',
    );
    expect(said([{ high: 'hi' }])).toBe('sweep.bands[0].low: must be a metric name (a string)');
    expect(
      said([
        { low: 'lo', high: 'hi' },
        { low: 'lo', high: 7 },
      ]),
    ).toBe('sweep.bands[1].high: must be a metric name (a string)');
    expect(said([{ low: 'lo', high: 'hi', label: 3 }])).toBe('sweep.bands[0].label: must be a text');
    // No sweep.metrics means every metric is reported, so no name could be checked before a run.
    const allMetrics = {
      version: 1,
      sweep: { parameters: [{ path: 'seed', values: [1] }], bands: [{ low: 'lo', high: 'hi' }] },
    };
    expect(refusal(() => expandSweep(allMetrics)).say('en')).toBe(
      'sweep.bands: needs sweep.metrics to list the metrics the bands name',
    );
    expect(refusal(() => expandSweep(scenario([{ high: 'hi' }]))).say('pt-BR')).toBe(
      'sweep.bands[0].low: deve ser o nome de uma métrica (um texto)',
    );
    expect(refusal(() => expandSweep(scenario([{ low: 'lo', high: 'hi', lable: 'x' }]))).say('pt-BR')).toBe(
      "sweep.bands[0]: campo desconhecido 'lable' (permitidos: low, high, truth, label, translations)",
    );
  });
});

describe("a parameter's declared scale", () => {
  it('is kept for the charts, and anything but "linear" or "log" is refused with the field named', () => {
    const withScale = (scale: unknown) => ({
      version: 1,
      sweep: { parameters: [{ path: 'crossTraffic[0].rate', values: [1, 2e6, 1e7], scale }] },
    });
    expect(expandSweep(withScale('linear')).parameters[0].scale).toBe('linear');
    expect(expandSweep(withScale(undefined)).parameters[0]).toEqual({
      path: 'crossTraffic[0].rate',
      values: [1, 2e6, 1e7],
    });
    const err = refusal(() => expandSweep(withScale('lin')));
    expect(err.say('en')).toBe('sweep.parameters[0].scale: must be "linear" or "log"');
    expect(err.say('pt-BR')).toBe('sweep.parameters[0].scale: deve ser "linear" ou "log"');
  });
});

describe('bandSeries', () => {
  const plan = expandSweep(scenario([{ low: 'lo', high: 'hi', truth: 'truth' }]));
  const run = (job: number, point: number, rep: number, summary: Record<string, number>): RunResult => ({
    job,
    point,
    rep,
    summary,
  });
  const runs = [
    run(0, 0, 0, { lo: 7, hi: 9, truth: 7 }),
    run(1, 0, 1, { lo: 5, hi: 7, truth: 7.2 }),
    run(2, 1, 0, { lo: 0, hi: 0, truth: 6 }),
    run(3, 1, 1, { hi: 1, truth: 6 }), // no low end: not a range, left out
  ];

  it('averages each end over the runs, keeps every run, and carries the mean truth', () => {
    const [s] = bandSeries(aggregate(plan, runs), runs, plan.bands[0]);
    expect(s.group).toBe('');
    expect(s.points).toHaveLength(2);
    expect(s.points[0]).toMatchObject({ x: 2, low: 6, high: 8, n: 2 });
    expect(s.points[0].truth).toBeCloseTo(7.1, 12);
    expect(s.points[0].runs).toEqual([
      { rep: 0, low: 7, high: 9 },
      { rep: 1, low: 5, high: 7 },
    ]);
    expect(s.points[1]).toMatchObject({ x: 4, low: 0, high: 0, truth: 6, n: 1 });
  });

  it('leaves out points with no finished run (a cancelled sweep)', () => {
    const [s] = bandSeries(aggregate(plan, runs.slice(0, 2)), runs.slice(0, 2), plan.bands[0]);
    expect(s.points.map((p) => p.x)).toEqual([2]);
  });

  it('tells a screen reader each range, its runs, and whether the truth is inside', () => {
    const series = bandSeries(aggregate(plan, runs), runs, plan.bands[0]);
    const text = describeBands(bandTitle(plan.bands[0]), 'cross traffic', series, ['seed: Real']);
    expect(text).toBe(
      'lo – hi: the reported range shaded at each cross traffic, the truth drawn as a line. ' +
        'simulated: 2 → range 6 to 8 (mean of 2 runs), truth 7.1 inside the range; ' +
        '4 → range 0 to 0 (mean of 1 run), truth 6 outside the range. Paper values overlaid: seed: Real.',
    );
  });

  it("says the same in Portuguese, numbers with a decimal comma, the title from the band's translations", () => {
    const band = { ...plan.bands[0], label: 'estimate', translations: { 'pt-BR': 'estimativa' } };
    expect(bandTitle(band, 'pt-BR')).toBe('estimativa');
    expect(bandTitle(band, 'en')).toBe('estimate');
    expect(bandTitle({ ...band, translations: {} }, 'pt-BR')).toBe('estimate');
    const series = bandSeries(aggregate(plan, runs), runs, plan.bands[0]);
    const text = describeBands(bandTitle(band, 'pt-BR'), 'tráfego cruzado', series, ['seed: Real'], 'pt-BR');
    expect(text).toBe(
      'estimativa: a faixa informada sombreada em cada tráfego cruzado, a verdade desenhada como uma linha. ' +
        'simulado: 2 → faixa de 6 a 8 (média de 2 execuções), verdade 7,1 dentro da faixa; ' +
        '4 → faixa de 0 a 0 (média de 1 execução), verdade 6 fora da faixa. Valores do artigo sobrepostos: seed: Real.',
    );
  });

  it("words the chart's key and tooltips in the language asked for", () => {
    const [s] = bandSeries(aggregate(plan, runs), runs, plan.bands[0]);
    const en = bandWords('en');
    const pt = bandWords('pt-BR');
    expect([en.keyRange, en.keyTruth]).toEqual(['reported range (mean ends; a bar per run)', 'truth (mean)']);
    expect([pt.keyRange, pt.keyTruth, pt.keyAll]).toEqual([
      'faixa informada (média; uma barra por execução)',
      'verdade (média)',
      'todas',
    ]);
    expect(en.tip('rate', s.points[0])).toBe('rate = 2: range 6 to 8 (mean of 2 runs); truth 7.1');
    expect(pt.tip('taxa', s.points[0])).toBe('taxa = 2: faixa de 6 a 8 (média de 2 execuções); verdade 7,1');
    expect(fmtIn('pt-BR')(2_500_000)).toBe('2,5M');
    expect(fmtIn('en')(2_500_000)).toBe('2.5M');
  });

  it('exports one CSV row per run', () => {
    const csv = bandCsv(bandSeries(aggregate(plan, runs), runs, plan.bands[0]), 'rate');
    expect(csv.trim().split(/\r?\n/)).toHaveLength(4);
    expect(csv.split(/\r?\n/)[0]).toBe('group,rate,rep,low,high,truth_mean');
  });
});

describe('the seed-003 figure sweeps (scenarios 1 and 2)', () => {
  for (const [file, tool] of [
    ['estimation-fig3a-4-pathload.json', 'pathload'],
    ['estimation-fig3b-4-abget.json', 'abget'],
    ['estimation-fig7a-8-pathload.json', 'pathload'],
    ['estimation-fig7b-8-abget.json', 'abget'],
  ]) {
    it(`${file}: one band over the six cross-traffic levels, with findings in both languages`, () => {
      const s = JSON.parse(readFileSync(`scenarios/${file}`, 'utf8'));
      const plan = expandSweep(s);
      expect(plan.points).toHaveLength(6);
      expect(plan.bands).toEqual([
        expect.objectContaining({ low: `${tool}_low_bps`, high: `${tool}_high_bps`, truth: `${tool}_truth_run_bps` }),
      ]);
      const paper = readPaperValues(s.paperValues);
      expect(paper.notes).toEqual([]);
      expect(paper.findings.length).toBeGreaterThanOrEqual(3);
      for (const f of paper.findings) expect(findingText(f, 'pt-BR')).not.toBe(findingText(f, 'en'));
      // The chart's title in Portuguese too.
      for (const band of plan.bands) expect(bandTitle(band, 'pt-BR')).not.toBe(bandTitle(band, 'en'));
    });
  }
});

describe('the seed-003 two-instance sweeps (scenario 1 phase 2: Figures 5 and 6; scenario 2: Figures 9 to 11)', () => {
  const s1 = { capacity: 10e6, levels: [1, 2e6, 4e6, 6e6, 8e6, 10e6], fig: '5', claims: ['V14', 'V15', 'V16'] };
  const s2 = { capacity: 525e6, levels: [1, 105e6, 210e6, 315e6, 420e6, 525e6], fig: '9' };
  for (const [file, tool, c] of [
    ['estimation-fig5a-6-two-pathloads.json', 'pathload', s1],
    ['estimation-fig5b-6-two-abgets.json', 'abget', s1],
    ['estimation-fig9a-10-11-two-pathloads-s2.json', 'pathload', { ...s2, fig: '9a', claims: ['V15', 'V24', 'V26'] }],
    ['estimation-fig9b-10-two-abgets-s2.json', 'abget', { ...s2, fig: '9b', claims: ['V15', 'V24', 'V25'] }],
  ] as const) {
    it(`${file}: eolo's band (the seed's Figure ${c.fig}) then cronos's, each over its own truth and the seed's Real`, () => {
      const s = JSON.parse(readFileSync(`scenarios/${file}`, 'utf8'));
      const plan = expandSweep(s);
      expect(plan.points).toHaveLength(6);
      expect(plan.reps).toBe(2);
      expect(s[tool].instances).toBe(2);
      expect(s.path.tightBandwidth).toBe(c.capacity);
      expect(plan.bands.map((b) => [b.low, b.high, b.truth])).toEqual([
        [`${tool}2_low_bps`, `${tool}2_high_bps`, `${tool}2_truth_run_bps`],
        [`${tool}1_low_bps`, `${tool}1_high_bps`, `${tool}1_truth_run_bps`],
      ]);
      expect(bandTitle(plan.bands[0], 'en')).toBe(`${tool} on eolo (Fig. ${c.fig}): range and truth`);
      expect(bandTitle(plan.bands[0], 'pt-BR')).toBe(`${tool} em eolo (Fig. ${c.fig}): faixa e verdade`);
      const paper = readPaperValues(s.paperValues);
      expect(paper.notes).toEqual([]);
      expect(paper.series.map((p) => p.metric)).toEqual([`${tool}2_truth_run_bps`, `${tool}1_truth_run_bps`]);
      // The seed's Real is the capacity minus the cross-traffic rate (V1, V18); 1 bit/s stands for none.
      expect(paper.series[0].points.map((p) => [p.x, p.y])).toEqual(
        c.levels.map((x) => [x, c.capacity - (x === 1 ? 0 : x)]),
      );
      expect(paper.findings.map((f) => f.claim)).toEqual(expect.arrayContaining([...c.claims]));
      for (const f of paper.findings) expect(findingText(f, 'pt-BR')).not.toBe(findingText(f, 'en'));
    });
  }
});

describe('the seed-003 TCP cross-traffic sweeps (the TCP setting of Figures 3 and 4)', () => {
  for (const tool of ['pathload', 'abget']) {
    it(`estimation-tcp-sweep-${tool}.json: one box per congestion control, no 'Real' (the seed defines none)`, () => {
      const s = JSON.parse(readFileSync(`scenarios/estimation-tcp-sweep-${tool}.json`, 'utf8'));
      expect(s.crossTraffic).toEqual([{ transport: 'tcp', start: 0 }]);
      const plan = expandSweep(s);
      expect(plan.parameters.map((p) => [p.path, p.values])).toEqual([
        ['crossTraffic[0].tcp.variant', ['tahoe', 'reno', 'newreno']],
      ]);
      expect(plan.reps).toBe(4);
      expect(plan.bands).toHaveLength(1);
      expect(bandTitle(plan.bands[0], 'pt-BR')).not.toBe(bandTitle(plan.bands[0], 'en'));
      const paper = readPaperValues(s.paperValues);
      expect(paper.notes).toEqual([]);
      expect(paper.series).toEqual([]);
      expect(paper.findings.map((f) => f.claim)).toContain('V2');
      for (const f of paper.findings) expect(findingText(f, 'pt-BR')).not.toBe(findingText(f, 'en'));
    });
  }
});

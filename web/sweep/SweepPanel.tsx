// The sweep panel: shows what the scenario's sweep will run, runs it on a pool of workers with a
// progress bar and Cancel, then plots mean ± 95% CI per metric against the swept value with the
// paper's values overlaid, and a table of the numbers. Partial results (after Cancel) are shown
// too, marked as partial.
import { useEffect, useMemo, useRef, useState } from 'react';
import { ExportMenu } from '../export/ExportMenu';
import { csvItem } from '../export/items';
import { citeInline } from '../teach/citations';
import { parameterText } from '../teach/parameterLabel';
import { plainKeyText } from '../teach/plainLabels';
import { aggregate, chartSeries, type RunResult } from './aggregate';
import { bandCsv, bandSeries, bandTitle } from './bands';
import { expandSweep, type SweepJob, type SweepPlan, sweepJobs, valueText } from './expand';
import { findingText, paperOverlay, preferredX, readPaperValues } from './paperValues';
import { defaultPoolSize, type PoolProgress, runPool, type WorkerLike } from './pool';
import { SweepBandFigure } from './SweepBandFigure';
import { SweepFigure } from './SweepFigure';
import { fmt } from './sweepChart';
import { sweepCsv } from './sweepCsv';
import './sweep.css';
import { useTranslation } from 'react-i18next';
import { fixed } from '../i18n/format';
import { currentLanguage, i18n, t } from '../i18n/i18n';
import type { Language } from '../i18n/language';
import { plain, remember, type Said, saidOf } from '../i18n/said';

export interface SweepPanelProps {
  /** The loaded scenario (parsed JSON); its "sweep" field says what to run. */
  scenario: Record<string, unknown>;
  /** Scenario title, for headings and export file names. */
  name?: string;
  /** Creates one engine worker (default: web/sweep/sweepWorker.ts as a module worker). */
  createWorker?: () => WorkerLike;
  /** Workers in parallel (default: navigator.hardwareConcurrency). */
  poolSize?: number;
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'running'; progress: PoolProgress; started: number }
  | { kind: 'finished'; stopped: boolean; failure?: Said; seconds: number };

/** Redraw the live chart at most this often while runs stream in. */
const LIVE_REDRAW_MS = 300;

export function defaultSweepWorker(): WorkerLike {
  return new Worker(new URL('./sweepWorker.ts', import.meta.url), { type: 'module' });
}

export function SweepPanel({
  scenario,
  name = 'scenario',
  createWorker = defaultSweepWorker,
  poolSize,
}: SweepPanelProps) {
  // Re-renders on a language change, so a refusal or failure on screen is said again in the new one.
  useTranslation();
  const planned = useMemo(() => plan(scenario), [scenario]);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const lang = currentLanguage();
  const paper = useMemo(() => readPaperValues(scenario.paperValues, lang), [scenario, lang]);
  const initialX = planned.ok ? preferredX(planned.plan, paper) : 0;
  const [xParam, setXParam] = useState(initialX);
  const [version, setVersion] = useState(0);
  const results = useRef<RunResult[]>([]);
  const abort = useRef<AbortController | null>(null);

  // A new scenario (or leaving the panel) cancels a running sweep and clears old results.
  // biome-ignore lint/correctness/useExhaustiveDependencies: initialX follows from scenario, the real trigger
  useEffect(() => {
    results.current = [];
    setPhase({ kind: 'idle' });
    setXParam(initialX);
    return () => {
      abort.current?.abort();
      abort.current = null;
    };
  }, [scenario]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: results.current is a ref that grows in place; `version` is bumped whenever it does
  const result = useMemo(
    () => (planned.ok && results.current.length > 0 ? aggregate(planned.plan, results.current) : null),
    // results.current is a ref that grows in place; `version` is bumped whenever it does.
    [planned, version],
  );

  if (!planned.ok) {
    return (
      <section className="panel sweep-panel" aria-label={t('sweep.title')}>
        <header className="panel-head">
          <h2>{t('sweep.title')}</h2>
        </header>
        <p className="sweep-empty" data-testid="sweep-none">
          {planned.say(currentLanguage())}
        </p>
      </section>
    );
  }
  const { plan: p, jobs } = planned;
  const running = phase.kind === 'running';

  const start = async () => {
    const controller = new AbortController();
    abort.current = controller;
    results.current = [];
    setVersion((v) => v + 1);
    const started = performance.now();
    setPhase({ kind: 'running', started, progress: { done: 0, failed: 0, total: jobs.length, running: 0 } });
    let lastDraw = 0;
    const outcome = await runPool(
      jobs.map((j) => ({ type: 'run' as const, id: j.id, scenarioJson: j.scenarioJson, lang: currentLanguage() })),
      {
        createWorker,
        size: poolSize ?? defaultPoolSize(),
        signal: controller.signal,
        onResult: (r) => {
          const job = jobs[r.id];
          results.current.push({ job: r.id, point: job.point, rep: job.rep, summary: r.summary });
          const now = performance.now();
          if (now - lastDraw > LIVE_REDRAW_MS) {
            lastDraw = now;
            setVersion((v) => v + 1);
          }
        },
        onProgress: (progress) => {
          if (!controller.signal.aborted) setPhase({ kind: 'running', started, progress });
        },
      },
    );
    if (abort.current !== controller) return; // superseded by a newer run or a new scenario
    abort.current = null;
    const failed = outcome.failed[0];
    setVersion((v) => v + 1);
    setPhase({
      kind: 'finished',
      stopped: outcome.stopped,
      seconds: (performance.now() - started) / 1000,
      failure: failed ? (lang) => `${describeJob(p, jobs[failed.id], lang)}: ${failed.message}` : undefined,
    });
  };

  const nameOf = (path: string) => parameterText(path, scenario);
  const xParamPath = p.parameters[xParam]?.path;
  const xLabel = xParamPath ? nameOf(xParamPath) : '';
  const series = result ? chartSeries(result, xParam, nameOf) : [];
  const csv = () => (result ? sweepCsv(result) : '');

  return (
    <section className="panel sweep-panel" aria-label={t('sweep.title')}>
      <header className="panel-head">
        <h2>{t('sweep.title')}</h2>
        <span className="hint" data-testid="sweep-plan">
          {t('sweep.plan', {
            points: t('sweep.points', { count: p.points.length }),
            reps: t('sweep.reps', { count: p.reps }),
            runs: jobs.length,
          })}
        </span>
      </header>
      <div className="sweep-body">
        <ul className="sweep-params">
          {p.parameters.map((q) => (
            <li key={q.path}>
              <span title={q.path}>{nameOf(q.path)}</span> ∈ {q.values.map(valueText).join(', ')}
            </li>
          ))}
        </ul>
        <div className="sweep-run">
          {!running ? (
            <button type="button" className="primary" onClick={() => void start()} data-testid="sweep-run">
              {phase.kind === 'finished' ? t('sweep.again') : t('sweep.run')}
            </button>
          ) : (
            <button type="button" onClick={() => abort.current?.abort()} data-testid="sweep-cancel">
              {t('sweep.cancel')}
            </button>
          )}
          <Progress phase={phase} total={jobs.length} />
        </div>
        {phase.kind === 'finished' && phase.failure && (
          <p className="sweep-error" role="alert" data-testid="sweep-error">
            {t('sweep.stopped', { why: phase.failure(currentLanguage()) })}
          </p>
        )}
        {paper.source && (
          <p className="hint sweep-source">
            {t('sweep.paper')} {citeInline(paper.source)}
          </p>
        )}
        {paper.findings.length > 0 && (
          <div className="sweep-findings" data-testid="sweep-findings">
            <p className="hint">{t('sweep.findings')}</p>
            <ul>
              {paper.findings.map((f) => (
                <li key={f.text.en}>
                  {f.claim && <strong>{f.claim}. </strong>}
                  {findingText(f, currentLanguage())}
                </li>
              ))}
            </ul>
          </div>
        )}
        {paper.notes.map((n) => (
          <p key={n} className="hint">
            {n}
          </p>
        ))}
        {p.parameters.length > 1 && (
          <label className="sweep-x">
            {t('sweep.xAxis')}{' '}
            <select value={xParam} onChange={(e) => setXParam(Number(e.target.value))}>
              {p.parameters.map((q, i) => (
                <option key={q.path} value={i}>
                  {nameOf(q.path)}
                </option>
              ))}
            </select>
          </label>
        )}
        {result &&
          p.bands.map((band, i) => {
            const bands = bandSeries(result, results.current, band, xParam, nameOf);
            const overlay = [band.low, band.high, band.truth]
              .filter((m, k, all): m is string => m !== undefined && all.indexOf(m) === k)
              .flatMap((m) => paperOverlay(paper, p, xParam, m));
            return (
              <SweepBandFigure
                key={`${band.low} ${band.high} ${band.truth ?? ''}`}
                index={i}
                title={bandTitle(band, lang)}
                xLabel={xLabel}
                name={name}
                series={bands}
                paper={overlay}
                csv={() => bandCsv(bands, xLabel)}
                xScale={p.parameters[xParam]?.scale}
              />
            );
          })}
        {result?.metricNames.map((metric) => (
          <SweepFigure
            key={metric}
            metric={metric}
            xLabel={xLabel}
            name={name}
            csv={csv}
            series={series.filter((s) => s.metric === metric)}
            paper={paperOverlay(paper, p, xParam, metric)}
            xScale={p.parameters[xParam]?.scale}
          />
        ))}
        {result && (
          <details className="sweep-table">
            <summary>
              {t('sweep.table')}
              {phase.kind === 'finished' && phase.stopped ? t('sweep.partial') : ''}
            </summary>
            <ExportMenu label={t('sweep.exportTable')} items={[csvItem(`${name} sweep`, csv)]} />
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('sweep.point')}</th>
                  {result.metricNames.map((m) => (
                    <th key={m} scope="col" title={m}>
                      {plainKeyText(m)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {result.points.map((pt) => (
                  <tr key={pt.point}>
                    <th scope="row" title={pt.label}>
                      {pt.values.map((v, k) => `${nameOf(p.parameters[k].path)} = ${valueText(v)}`).join(', ')}
                    </th>
                    {result.metricNames.map((m) => {
                      const mc = pt.metrics[m];
                      return (
                        <td key={m}>{mc && mc.n > 0 ? `${fmt(mc.mean)} ± ${fmt(mc.halfWidth)} (n=${mc.n})` : '—'}</td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        )}
      </div>
    </section>
  );
}

function Progress({ phase, total }: { phase: Phase; total: number }) {
  if (phase.kind === 'idle') return <span className="hint">{t('sweep.workers', { count: defaultPoolSize() })}</span>;
  if (phase.kind === 'finished') {
    const note = phase.failure ? t('sweep.failed') : phase.stopped ? t('sweep.cancelled') : t('sweep.done');
    return (
      <span role="status" data-testid="sweep-status">
        {note} · {fixed(phase.seconds, 1)} s
      </span>
    );
  }
  const { done, failed } = phase.progress;
  const finished = done + failed;
  const elapsed = (performance.now() - phase.started) / 1000;
  const eta = finished > 0 ? (elapsed / finished) * (total - finished) : NaN;
  return (
    <span className="sweep-progress">
      <progress max={total} value={finished} aria-label={t('sweep.progress')} data-testid="sweep-progress" />
      <span role="status" data-testid="sweep-status">
        {t('sweep.runsOf', { finished, total })}
        {Number.isFinite(eta) ? t('sweep.left', { seconds: Math.ceil(eta) }) : ''}
      </span>
    </span>
  );
}

/** Why there is nothing to run is kept as a function of the language (web/i18n/said.ts). */
type Planned = { ok: true; plan: SweepPlan; jobs: SweepJob[] } | { ok: false; say: Said };

function plan(scenario: Record<string, unknown>): Planned {
  if (scenario.sweep === undefined) return { ok: false, say: (lang) => i18n.getFixedT(lang)('sweep.none') };
  try {
    const p = expandSweep(scenario);
    return { ok: true, plan: p, jobs: sweepJobs(p, scenario) };
  } catch (err) {
    const why = err instanceof Error ? saidOf(err) : plain(String(err));
    return { ok: false, say: remember((lang) => i18n.getFixedT(lang)('sweep.cannotRun', { why: why(lang) })) };
  }
}

function describeJob(p: SweepPlan, job: SweepJob | undefined, lang: Language): string {
  const tl = i18n.getFixedT(lang);
  if (!job) return tl('sweep.aRun');
  return `${p.points[job.point]?.label ?? tl('sweep.pointN', { n: job.point })} (seed ${job.seed})`;
}

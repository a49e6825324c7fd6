// A development page that mounts the five feature modules (share, editor, sweep, export, present)
// exactly as their index.ts files tell the shell to, on the queue-overflow scenario. Open it with
// `npx vite` and http://localhost:5173/tests/harness/modules.html. Nothing here is part of the app.
import { StrictMode, useMemo, useRef, useState, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import queueOverflow from '../../scenarios/queue-overflow.json';
import { ParameterEditor } from '../../web/editor';
import { ExportMenu, chartItems, eventLogText, jsonItem, scenarioJson, seriesCsv, textItem } from '../../web/export';
import { PresenterMode, PresenterToggle } from '../../web/present';
import { ShareButton, ShareLinkNotice, useIncomingShareLink, type ShareState } from '../../web/share';
import { SweepPanel } from '../../web/sweep';
import { renderSweepChart } from '../../web/sweep/sweepChart';
import '../../web/styles.css';

/** Every scenario file, to try the modules on real ones (?scenario=thesis-4.4-mbap-windows). */
const files = import.meta.glob('../../scenarios/*.json', { eager: true, import: 'default' }) as Record<string, Record<string, unknown>>;
const byName = new Map(Object.entries(files).filter(([f]) => !f.endsWith('/schema.json'))
  .map(([f, s]) => [f.replace(/^.*\/|\.json$/g, ''), s]));

const demoScenario: Record<string, unknown> = {
  ...queueOverflow,
  sweep: { ...queueOverflow.sweep, reps: 4 },
  paperValues: {
    source: 'made-up values to show the overlay',
    series: [{ metric: 'mean_delay_s', label: 'paper (illustration)', points: [{ x: 5, y: 0.07 }, { x: 20, y: 0.17 }, { x: 100, y: 0.6 }] }],
  },
};

function Harness() {
  const [scenario, setScenario] = useState<Record<string, unknown>>(
    () => byName.get(new URLSearchParams(location.search).get('scenario') ?? '') ?? demoScenario);
  const [presenting, setPresenting] = useState(false);
  const [log, setLog] = useState<string[]>([]);
  const [opened, setOpened] = useState<ShareState | null>(null);
  const say = (s: string) => setLog((l) => [...l.slice(-4), s]);
  const incoming = useIncomingShareLink((s) => { setOpened(s); setScenario(s.scenario); });
  const svgRef = useRef<SVGSVGElement | null>(null);
  const t = useMemo(() => Array.from({ length: 50 }, (_, i) => i * 1e8), []);
  const v = useMemo(() => t.map((x) => 1e6 * (1 - Math.exp(-x / 1e9))), [t]);

  useEffect(() => {
    if (svgRef.current) renderSweepChart(svgRef.current, { width: 520, height: 220, metric: 'throughput_bps', xLabel: 'time (ns)',
      series: [{ metric: 'throughput_bps', group: '', points: t.map((x, i) => ({ x, mean: v[i], halfWidth: 0, n: 1 })) }], paper: [] });
  }, [t, v]);

  const name = String(scenario.name ?? 'scenario');
  return (
    <div className="app" style={{ gridTemplateRows: 'auto 1fr' }}>
      <header className="topbar">
        <h1>ProtoScope modules</h1>
        <ShareButton getState={() => ({ scenario, seed: 1, playhead: { timeNs: 1_250_000_000, eventIndex: 321 }, panels: ['chart:throughput'], view: { presenter: presenting } })} />
        <PresenterToggle active={presenting} onToggle={() => setPresenting((p) => !p)} />
      </header>
      <PresenterMode active={presenting} onExit={() => setPresenting(false)} commands={{
        togglePlay: () => say('play/pause'), stepForward: () => say('step forward'), stepBack: () => say('step back'),
        faster: () => say('faster'), slower: () => say('slower'),
      }} />
      <main className="workspace" style={{ gridTemplateColumns: '1fr 1fr', overflow: 'auto' }}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12, minHeight: 0 }}>
          {incoming.error && <ShareLinkNotice message={incoming.error} onDismiss={incoming.dismiss} />}
          {opened && <p data-testid="opened">Opened link: seed {opened.seed}, t = {opened.playhead.timeNs} ns, event {opened.playhead.eventIndex}, name “{String(opened.scenario.name)}”</p>}
          <section className="panel" aria-label="chart demo">
            <header className="panel-head"><h2>Chart</h2>
              <ExportMenu label="Export chart" items={chartItems(`${name} throughput`, () => svgRef.current,
                () => seriesCsv([{ name: 'throughput_bps', unit: 'bit/s', t, v }]))} />
            </header>
            <svg ref={svgRef} />
          </section>
          <section className="panel" aria-label="log demo">
            <header className="panel-head"><h2>Event log</h2>
              <ExportMenu label="Export log" items={[
                textItem(`${name} event log`, () => eventLogText([{ time: 0, kind: 'tx-start', text: 'A starts packet 0' }, { time: 1_000_000, kind: 'arrival', text: 'B receives packet 0' }], { scenario: name, seed: 1 })),
                jsonItem(name, () => scenarioJson(scenario, { seed: 1 }), 'Scenario JSON'),
              ]} />
            </header>
            <ul className="log">{log.map((l, i) => <li key={i} className="log-line" data-testid="harness-log">{l}</li>)}</ul>
          </section>
          <div style={{ minHeight: 420, display: 'flex' }}>
            <SweepPanel scenario={scenario} name={name} />
          </div>
        </div>
        <section className="panel" aria-label="parameters" style={{ minHeight: 0 }}>
          <header className="panel-head"><h2>Parameters</h2></header>
          <ParameterEditor scenario={scenario} onApply={(next) => { setScenario(next); say('applied'); }} />
        </section>
      </main>
    </div>
  );
}

createRoot(document.getElementById('root')!).render(<StrictMode><Harness /></StrictMode>);

// The run's set-up that changes what an estimator's x-ray means, read from the scenario because the
// inspect snapshot does not carry it: a second instance probing at once (each one's probes are
// cross traffic for the other, seed 003 phase 2) and the host-timing models (digest §5.4, §6.2),
// off by default, under which some of the seed's claims hold only as artifacts (6.6 step 5). Shown
// only when something differs from the ideal defaults (engine/protocols/estimation/*_params.h), so a
// plain run's panel stays as it was.
import { fixed } from '../../i18n/format';
import { ps } from '../panelSentences';
import type { PanelSection } from '../types';

type Tool = 'pathload' | 'abget';

/** The tool's options that differ from their defaults, each as a short line. */
export function hostOptionLines(tool: Tool, scenario: Readonly<Record<string, unknown>> | undefined): string[] {
  const o = scenario?.[tool];
  if (typeof o !== 'object' || o === null || Array.isArray(o)) return [];
  const opts = o as Record<string, unknown>;
  const num = (key: string, dflt: number) => (typeof opts[key] === 'number' ? (opts[key] as number) : dflt);
  const lines: string[] = [];
  const instances = num('instances', 1);
  if (instances > 1)
    lines.push(
      ps('{n} {tool} instances at once, the second {s} s after the first: each probes through the other.', {
        n: instances,
        tool,
        s: fixed(num('stagger', 0.5), 2),
      }),
    );
  const jitter = num('sendJitter', 0);
  if (jitter > 0) lines.push(ps('Send-time jitter: each probe leaves up to {us} µs late.', { us: fixed(jitter, 1) }));
  if (tool === 'abget') {
    const g = num('timerGranularity', 0);
    if (g > 0)
      lines.push(
        ps('Pacing timer granularity {us} µs: probes due within one tick leave together.', { us: fixed(g, 1) }),
      );
  } else {
    const g = num('clockGranularity', 1);
    if (g > 1)
      lines.push(
        ps('Clock granularity {us} µs: both hosts stamp times in whole multiples of it.', { us: fixed(g, 0) }),
      );
    const ic = num('coalescencePackets', 0);
    if (ic > 1)
      lines.push(
        ps('Interrupt coalescence: the receiver is told of packets {n} at a time (or after {us} µs).', {
          n: ic,
          us: fixed(num('coalescenceTimeout', 125), 0),
        }),
      );
  }
  return lines;
}

export function hostOptions(tool: Tool): PanelSection<unknown> {
  return {
    id: `${tool}-host-options`,
    title: 'Instances and host timing',
    show: (_state, scenario) => hostOptionLines(tool, scenario).length > 0,
    render: ({ scenario }) => (
      <div data-testid={`${tool}-host-options`}>
        <ul className="pl-options">
          {hostOptionLines(tool, scenario).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="hint">
          {ps(
            'Ideal hosts are the default: a claim that holds only with these options on is an artifact of the host, not of the method (digest §6.6).',
          )}
        </p>
      </div>
    ),
  };
}

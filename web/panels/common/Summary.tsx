// The top-level numbers, strings and booleans of a snapshot as a compact key/value grid, in plain
// words with units (web/teach/plainLabels.ts); the raw key stays in the tooltip for those who know it.
import { plainKey, plainValue } from '../../teach/plainLabels';
import type { PanelSection } from '../types';

const short = (s: string) => (s.length > 24 ? `${s.slice(0, 22)}…` : s);

export function summary<S extends object>(): PanelSection<S> {
  return {
    id: 'summary',
    title: 'State',
    show: (s) => Object.values(s).some((v) => typeof v !== 'object'),
    render: ({ state }) => (
      <dl className="kv">
        {Object.entries(state)
          .filter(([, v]) => typeof v !== 'object' || v === null)
          .map(([k, v]) => (
            <div key={k} className="kv-row">
              <dt title={k}>{plainKey(k).label}</dt>
              <dd data-testid={`kv-${k}`} title={plainValue(k, v)}>
                {short(plainValue(k, v))}
              </dd>
            </div>
          ))}
      </dl>
    ),
  };
}

// The top-level numbers, strings and booleans of a snapshot as a compact key/value grid.
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
              <dt>{k}</dt>
              <dd data-testid={`kv-${k}`} title={String(v)}>
                {short(String(v))}
              </dd>
            </div>
          ))}
      </dl>
    ),
  };
}

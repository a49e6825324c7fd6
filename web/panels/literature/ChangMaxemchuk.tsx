// Chang & Maxemchuk (seed 001 §2.9): the token list, the timestamps the token sites gave, and the
// commit horizon (messages committed once the token has moved L times past their ACK).
import type { CmSite } from '../../../wasm/contracts';
import { ps } from '../panelSentences';
import type { PanelSection } from '../types';
import { RowTable } from './Table';

type Stamp = CmSite['timestamps'][number];

export const cmTokenList: PanelSection<CmSite> = {
  id: 'cm-token',
  title: 'Token list',
  render: ({ state }) => (
    <>
      <div className="ackvec" data-testid="cm-token-list">
        {state.token_list.map((s) => (
          <span
            key={s}
            className={`ack ${s === state.token_site ? 'yes' : 'no'}`}
            title={s === state.token_site ? ps('token site') : ''}
          >
            {s}
          </span>
        ))}
      </div>
      <p className="hint">
        {ps('token site {site}', { site: state.token_site })}
        {state.passing_to ? ps(', passing to {site}', { site: state.passing_to }) : ''}
        {ps('; list version {v}', { v: state.version })}
        {state.reforming ? ps(' (reforming)') : ''}
      </p>
    </>
  ),
};

export const cmTimestamps: PanelSection<CmSite> = {
  id: 'cm-timestamps',
  title: 'Timestamps and commit horizon',
  render: ({ state }) => (
    <>
      <p className="hint">
        {ps('committed up to timestamp {ts} (L = {L}); next timestamp {next}', {
          ts: state.commit_horizon,
          L: state.L,
          next: state.next_timestamp,
        })}
      </p>
      <RowTable<Stamp>
        rows={state.timestamps}
        testId="cm-timestamps"
        rowClass={(r) => (r.committed ? '' : 'holding')}
        columns={[
          { label: 'ts', cell: (r) => r.ts },
          { label: 'kind', cell: (r) => r.kind },
          { label: 'by', cell: (r) => r.issuer },
          { label: 'message', cell: (r) => (r.source ? `${r.source} seq ${r.seq}` : '—') },
          { label: 'token to', cell: (r) => r.passes_to ?? '' },
          { label: 'state', cell: (r) => (r.committed ? ps('committed') : r.ordered ? ps('ordered') : ps('missing')) },
        ]}
      />
    </>
  ),
};

// The secretary's host table and its last grant (mode, why, initial Tp).
import type { AfdpSecretary } from '../../../wasm/contracts';
import { formatTime } from '../../playback/format';
import { pw } from '../panelWords.pt-BR';
import type { PanelSection } from '../types';

export const hostTable: PanelSection<AfdpSecretary> = {
  id: 'afdp-hosts',
  title: 'Group',
  render: ({ state: s }) => (
    <div data-testid="afdp-host-table">
      {s.last_grant && (
        <p className="hint">
          Message {s.last_grant.message_id}: {s.last_grant.mode} to {s.last_grant.members} members, Tp{' '}
          {formatTime(s.last_grant.tp_ns)}, because {s.last_grant.why}.
        </p>
      )}
      <table className="intervals">
        <thead>
          <tr>
            <th>host</th>
            <th>multicast</th>
            <th>{pw('joined')}</th>
          </tr>
        </thead>
        <tbody>
          {s.host_table.map((h) => (
            <tr key={h.host}>
              <td>{h.host}</td>
              <td>{h.multicast ? 'yes' : 'no'}</td>
              <td>{formatTime(h.joined_ns)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  ),
};

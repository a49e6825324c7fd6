// The secretary's host table and its last grant (mode, why, initial Tp).
import type { AfdpSecretary } from '../../../wasm/contracts';
import { formatTime } from '../../playback/format';
import { ps } from '../panelSentences';
import { pw } from '../panelWords.pt-BR';
import type { PanelSection } from '../types';

export const hostTable: PanelSection<AfdpSecretary> = {
  id: 'afdp-hosts',
  title: 'Group',
  render: ({ state: s }) => (
    <div data-testid="afdp-host-table">
      {s.last_grant && (
        <p className="hint">
          {ps('Message {id}: {mode} to {n} members, Tp {tp}, because {why}.', {
            id: s.last_grant.message_id,
            mode: s.last_grant.mode,
            n: s.last_grant.members,
            tp: formatTime(s.last_grant.tp_ns),
            why: s.last_grant.why,
          })}
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
              <td>{h.multicast ? ps('yes') : ps('no')}</td>
              <td>{formatTime(h.joined_ns)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  ),
};

// The secretary's host table and its last grant (mode, why, initial Tp), then the hosts that left:
// each LEAVE (or the SHUTDOWN that disbanded the group) moves a row from the table to "departed",
// so a student sees why the next grant counts fewer members. The active publishers follow, each
// with its message and the end of its lease.
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
      {s.host !== 'SEC' && <p className="hint">{ps('Elected secretary: {host}.', { host: s.host })}</p>}
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
      <p className="hint" data-testid="afdp-active-publishers">
        {ps('{n} of at most {max} publishers active; a lease lasts {lease}.', {
          n: s.active_publishers,
          max: s.max_publishers,
          lease: formatTime(s.lease_ns),
        })}{' '}
        {s.active.map((a) => `${a.publisher} (${a.message_id}, ${formatTime(a.lease_ends_ns)})`).join(', ')}
      </p>
      {s.disbanded && (
        <p className="hint" data-testid="afdp-disbanded">
          {ps('The group is disbanded (SHUTDOWN sent): the secretary answers nothing more.')}
        </p>
      )}
      {s.departed.length > 0 && (
        <table className="intervals" data-testid="afdp-departed">
          <caption>{ps('Departed')}</caption>
          <thead>
            <tr>
              <th>host</th>
              <th>{pw('joined')}</th>
              <th>{pw('left')}</th>
              <th>{pw('by')}</th>
            </tr>
          </thead>
          <tbody>
            {s.departed.map((d) => (
              <tr key={`${d.host}-${d.left_ns}`}>
                <td>{d.host}</td>
                <td>{formatTime(d.joined_ns)}</td>
                <td>{formatTime(d.left_ns)}</td>
                <td>{d.how}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  ),
};

// Link directions (queue, busy, drops) as a table: a node's interfaces or a link's two directions.
import type { IpLink } from '../../../wasm/contracts';
import { pw } from '../panelWords.pt-BR';
import type { PanelSection } from '../types';

export function directions<K extends string, S extends Record<K, IpLink[]>>(key: K, title: string): PanelSection<S> {
  return {
    id: 'directions',
    title,
    render: ({ state }) => (
      <table className="windows" data-testid="link-directions">
        <thead>
          <tr>
            <th>{pw('to')}</th>
            <th>{pw('queue')}</th>
            <th>{pw('sent')}</th>
            <th>{pw('overflow')}</th>
            <th>{pw('lost')}</th>
          </tr>
        </thead>
        <tbody>
          {state[key].map((d, i) => (
            <tr key={i}>
              <td>{d.to}</td>
              <td>
                {d.queue}
                {d.queue_limit > 0 ? ` / ${d.queue_limit}` : ''}
                {d.busy ? ' (sending)' : ''}
              </td>
              <td>{d.sent_packets}</td>
              <td>{d.overflow_drops}</td>
              <td>{d.loss_drops}</td>
            </tr>
          ))}
        </tbody>
      </table>
    ),
  };
}

// The sender's acknowledgment vector: one cell per receiver, filled once it has acknowledged.
import type { MbapSender, MsawSender } from '../../../wasm/contracts';
import { ps } from '../panelSentences';
import type { PanelSection } from '../types';

type Ack = { receiver: string; acked?: boolean; valid?: boolean; seq?: number };

export function ackVector<S extends MsawSender | MbapSender>(): PanelSection<S> {
  return {
    id: 'acks',
    title: 'Acknowledgment vector',
    render: ({ state }) => (
      <div className="ackvec" data-testid="ack-vector">
        {(state.acks as Ack[]).map((a, i) => {
          const ok = a.acked === true || a.valid === true;
          const extra = a.seq !== undefined ? ` seq ${a.seq}` : '';
          return (
            <span
              key={i}
              className={`ack ${ok ? 'yes' : 'no'}`}
              title={`${a.receiver}: ${ok ? ps('acknowledged') : ps('waiting')}${extra}`}
            >
              {a.receiver}
              {extra && <small>{extra}</small>}
            </span>
          );
        })}
      </div>
    ),
  };
}

// Round-robin ACKs (seed 001 chapter 5): which receiver is named next, and the sender's copy of each
// receiver's report (le and the bits after it).
import type { RraSender } from '../../../wasm/contracts';
import { BitStrip } from '../common/BitStrip';
import { ps } from '../panelSentences';
import type { PanelSection } from '../types';
import { RowTable } from './Table';

type Row = RraSender['rotation'][number];

export const rraRotation: PanelSection<RraSender> = {
  id: 'rra-rotation',
  title: 'Rotation (who acknowledges next)',
  render: ({ state }) => (
    <>
      <p className="hint">
        {ps('next named: {r}', { r: state.next_named })}
        {state.awaiting
          ? ps("; waiting for {r}'s ACK of seq {seq}", { r: state.awaiting.receiver, seq: state.awaiting.seq })
          : ''}
        {ps('; stable up to seq {seq}', { seq: state.stable_up_to })}
      </p>
      <RowTable<Row>
        rows={state.rotation}
        testId="rra-rotation"
        max={24}
        rowClass={(r) => (r.named ? 'holding' : '')}
        columns={[
          { label: 'rcv', cell: (r) => r.receiver },
          { label: 'le', cell: (r) => r.le },
          { label: 'report', cell: (r) => <BitStrip bits={r.bits} from={r.le} max={16} marks={[]} /> },
        ]}
      />
    </>
  ),
};

// MBAP's sender window {s, c, w}: w slots from seq s, c of them outstanding (thesis §2.6).
import type { MbapSender } from '../../../wasm/contracts';
import { BitStrip } from '../common/BitStrip';
import { ps } from '../panelSentences';
import type { PanelSection } from '../types';

export const mbapWindow: PanelSection<MbapSender> = {
  id: 'mbap-window',
  title: 'Sender window',
  render: ({ state }) => {
    const { s, c, w } = state.window;
    const bits = Array.from({ length: w }, (_, i) => (i < c ? '0' : '1')).join('');
    return (
      <>
        <BitStrip
          bits={bits}
          from={s}
          marks={[{ at: 0, label: 's', cls: 'm-le' }]}
          title={ps('dark = sent and not yet acknowledged by everyone; light = free')}
        />
        <p className="hint">{ps('{c} of {w} frames outstanding from seq {s}', { c, w, s })}</p>
      </>
    );
  },
};

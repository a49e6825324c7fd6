// A receive window (le, re, hr and the bit per sequence number) as a strip of cells.
import { ps } from '../panelSentences';
import { BitStrip } from './BitStrip';

export function WindowStrip({ le, re, hr, bits }: { le: number; re?: number; hr?: number; bits: string }) {
  const marks = [{ at: 0, label: 'le', cls: 'm-le' }];
  if (hr !== undefined && hr >= le) marks.push({ at: hr - le, label: 'hr', cls: 'm-hr' });
  return (
    <>
      <BitStrip bits={bits} from={le} marks={marks} />
      {re !== undefined && <p className="hint">{ps('window from {le} (le) to {re} (re)', { le, re })}</p>}
    </>
  );
}

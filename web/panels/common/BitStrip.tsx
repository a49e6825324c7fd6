// A window as a strip of cells: one per sequence number from `from`, filled when its bit is set.
// Used for sender and receiver windows (le, re, hr and the bit vector) and the poll vector V.

export interface BitStripProps {
  bits: string; // "1" / "0" per cell (other characters: unknown)
  from?: number; // sequence number of the first cell
  marks?: { at: number; label: string; cls: string }[]; // cell indexes to flag (le, hr, pointer)
  max?: number;
  title?: string;
}

export function BitStrip({ bits, from, marks = [], max = 64, title }: BitStripProps) {
  const cells = bits.slice(0, max).split('');
  return (
    <div className="bitstrip" title={title} data-testid="bitstrip">
      <div className="bits">
        {cells.map((c, i) => {
          const mark = marks.find((m) => m.at === i);
          return (
            <span
              key={i}
              className={`bit ${c === '1' ? 'on' : c === '0' ? 'off' : 'unk'}${mark ? ` ${mark.cls}` : ''}`}
              title={`${from !== undefined ? `seq ${from + i}: ` : ''}${c === '1' ? 'received' : 'missing'}${mark ? ` (${mark.label})` : ''}`}
            />
          );
        })}
        {bits.length > max && <span className="bit-more">+{bits.length - max}</span>}
      </div>
      {marks.length > 0 && (
        <div className="bit-marks">
          {marks.map((m) => (
            <span key={m.label} className={`bit-mark ${m.cls}`}>
              {m.label}
              {from !== undefined ? ` = ${from + m.at}` : ''}
            </span>
          ))}
        </div>
      )}
    </div>
  );
}

// A small table of rows for the literature panels: header labels and one cell function per column.
import type { ReactNode } from 'react';
import { ps } from '../panelSentences';

export interface Column<R> {
  label: string;
  cell(row: R): ReactNode;
}

export function RowTable<R>({
  rows,
  columns,
  testId,
  max = 16,
  rowClass,
}: {
  rows: readonly R[];
  columns: readonly Column<R>[];
  testId: string;
  max?: number;
  rowClass?(row: R): string;
}) {
  if (rows.length === 0) return <p className="hint">{ps('(empty)')}</p>;
  return (
    <>
      <table className="windows" data-testid={testId}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.label}>{ps(c.label)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, max).map((r, i) => (
            <tr key={i} className={rowClass?.(r) ?? ''}>
              {columns.map((c) => (
                <td key={c.label}>{c.cell(r)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length > max && <p className="hint">{ps('… {n} more', { n: rows.length - max })}</p>}
    </>
  );
}

// CSV as RFC 4180 describes it (comma separated, CRLF line ends, quotes doubled inside quoted
// fields), plus one guard spreadsheets need: text that starts like a formula (= + - @, tab, CR)
// is prefixed with an apostrophe, so a scenario name from a stranger's link cannot run as a
// formula when a student opens the export in a spreadsheet (OWASP "CSV injection").
// Numbers are written in full precision (shortest round-trip form); a missing or non-finite
// number is an empty field.

export type Cell = string | number | boolean | null | undefined;

export function csvCell(v: Cell): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  let s = v;
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]|^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** A whole CSV document; every row must have as many cells as the header. */
export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const lines = [header.map(csvCell).join(',')];
  rows.forEach((row, i) => {
    if (row.length !== header.length)
      throw new Error(`CSV row ${i + 1} has ${row.length} cells; the header has ${header.length}`);
    lines.push(row.map(csvCell).join(','));
  });
  return `${lines.join('\r\n')}\r\n`;
}

export interface TimeSeries {
  name: string;
  unit?: string;
  /** Sample times in ns. */
  t: readonly number[];
  v: readonly number[];
}

/**
 * Time series in "long" form, one sample per row: series, unit, time_ns, time_s, value. Long
 * form keeps series with different sampling times exact (no interpolation onto a shared grid)
 * and loads directly into pandas, R or a spreadsheet pivot table.
 */
export function seriesCsv(series: readonly TimeSeries[], upTo = Infinity): string {
  const rows: Cell[][] = [];
  for (const s of series) {
    if (s.t.length !== s.v.length) throw new Error(`series ${s.name}: ${s.t.length} times but ${s.v.length} values`);
    for (let i = 0; i < s.t.length && s.t[i] <= upTo; i++)
      rows.push([s.name, s.unit ?? '', s.t[i], s.t[i] / 1e9, s.v[i]]);
  }
  return toCsv(['series', 'unit', 'time_ns', 'time_s', 'value'], rows);
}

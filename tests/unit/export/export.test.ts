import { describe, expect, it } from 'vitest';
import { csvCell, seriesCsv, toCsv } from '../../../web/export/csv';
import { MIME, safeFilename, textBlob } from '../../../web/export/download';
import { csvItem, jsonItem, textItem } from '../../../web/export/items';
import { scenarioJson } from '../../../web/export/json';
import { svgDocument, svgSize } from '../../../web/export/svg';
import { clean, eventLogText, formatSeconds } from '../../../web/export/text';

/** A strict RFC 4180 reader, to prove what toCsv writes parses back to the same cells. */
function parseCsv(text: string): string[][] {
  expect(text.endsWith('\r\n')).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  while (i < text.length) {
    let cell = '';
    if (text[i] === '"') {
      i++;
      for (;;) {
        if (i >= text.length) throw new Error('unterminated quote');
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        cell += text[i++];
      }
    } else {
      while (i < text.length && text[i] !== ',' && text[i] !== '\r') {
        if (text[i] === '"' || text[i] === '\n') throw new Error(`bare ${JSON.stringify(text[i])} at ${i}`);
        cell += text[i++];
      }
    }
    row.push(cell);
    if (text[i] === ',') {
      i++;
      continue;
    }
    if (text.slice(i, i + 2) !== '\r\n') throw new Error(`expected CRLF at ${i}`);
    i += 2;
    rows.push(row);
    row = [];
  }
  return rows;
}

describe('CSV', () => {
  it('quotes commas, quotes and line breaks so every row parses back', () => {
    const tricky = ['a,b', 'say "hi"', 'two\nlines', 'cr\rhere', ' padded ', 'plain'];
    const csv = toCsv(
      ['text', 'n'],
      tricky.map((t, i) => [t, i]),
    );
    const rows = parseCsv(csv);
    expect(rows[0]).toEqual(['text', 'n']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(tricky);
    expect(rows.every((r) => r.length === 2)).toBe(true);
  });

  it('writes numbers in full precision and non-finite numbers as empty cells', () => {
    expect(csvCell(0.1 + 0.2)).toBe('0.30000000000000004');
    expect(csvCell(1e21)).toBe('1e+21');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(NaN)).toBe('');
    expect(csvCell(Infinity)).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(true)).toBe('true');
  });

  it('defuses text that a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-2+3')).toBe("'-2+3");
  });

  it('refuses ragged rows', () => {
    expect(() => toCsv(['a', 'b'], [[1]])).toThrow(/row 1 has 1 cells; the header has 2/);
  });

  it('exports time series in long form with exact ns and seconds, up to a time', () => {
    const csv = seriesCsv(
      [
        { name: 'throughput', unit: 'bit/s', t: [0, 50_000_000, 100_000_000], v: [0, 984000, 1e6] },
        { name: 'queue', t: [25_000_000], v: [3] },
      ],
      60_000_000,
    );
    expect(parseCsv(csv)).toEqual([
      ['series', 'unit', 'time_ns', 'time_s', 'value'],
      ['throughput', 'bit/s', '0', '0', '0'],
      ['throughput', 'bit/s', '50000000', '0.05', '984000'],
      ['queue', '', '25000000', '0.025', '3'],
    ]);
    expect(() => seriesCsv([{ name: 'x', t: [1], v: [] }])).toThrow(/1 times but 0 values/);
  });
});

describe('event log text', () => {
  it('has a header and one aligned line per event, with every nanosecond kept', () => {
    const text = eventLogText(
      [
        { time: 0, kind: 'tx-start', text: 'A starts packet 0 to B' },
        { time: 12_345_678_901, kind: 'drop', text: 'queue overflow at A' },
      ],
      { scenario: 'Queue overflow', seed: 3 },
    );
    const lines = text.split('\n');
    expect(text.endsWith('\n')).toBe(true);
    expect(lines.slice(0, 5)).toEqual([
      '# ProtoScope event log',
      '# scenario: Queue overflow',
      '# seed: 3',
      '# events: 2',
      '# time_s  kind  description',
    ]);
    expect(lines[5]).toBe('0.000000000  tx-start  A starts packet 0 to B');
    expect(lines[6]).toBe('12.345678901  drop      queue overflow at A');
  });

  it('keeps one event per line whatever the text contains', () => {
    const text = eventLogText([{ time: 1, kind: 'x', text: 'line1\nline2\r\n\u202Eevil\u0007' }], { scenario: 'a\nb' });
    expect(text.split('\n').filter((l) => !l.startsWith('#') && l)).toEqual(['0.000000001  x     line1 line2 evil']);
    expect(text).toContain('# scenario: a b');
    expect(clean('tab\there')).toBe('tab here');
  });

  it('formats seconds from integer ns without float error', () => {
    expect(formatSeconds(1)).toBe('0.000000001');
    expect(formatSeconds(9_007_199_254_740_991)).toBe('9007199.254740991');
    expect(formatSeconds(-1_500_000_000)).toBe('-1.500000000');
  });
});

describe('scenario JSON', () => {
  it('round-trips, writes the seed in, and ends with a newline', () => {
    const s = { version: 1, name: 'Queue overflow', model: 'p2p', seed: 1, network: { nodes: [{ name: 'A' }] } };
    const text = scenarioJson(s, { seed: 42 });
    expect(text.endsWith('}\n')).toBe(true);
    expect(JSON.parse(text)).toEqual({ ...s, seed: 42 });
    expect(JSON.parse(scenarioJson(s))).toEqual(s);
    expect(text).toContain('\n  "name": "Queue overflow",');
  });
});

describe('SVG documents', () => {
  it('adds the XML declaration and namespace, and reads the size back', () => {
    const doc = svgDocument('<svg width="400" height="300"><rect width="10" height="10"/></svg>');
    expect(
      doc.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="400"'),
    ).toBe(true);
    expect(svgSize(doc)).toEqual({ width: 400, height: 300 });
    expect(svgDocument(doc)).toBe(doc); // idempotent
    expect(() => svgDocument('<div>no</div>')).toThrow(/not an <svg>/);
    expect(() => svgSize('<svg></svg>')).toThrow(/no width and height/);
  });
});

describe('files', () => {
  it('makes safe file names', () => {
    expect(safeFilename('Queue overflow / run #2', 'CSV')).toBe('queue-overflow-run-2.csv');
    expect(safeFilename('../../etc/passwd', 'txt')).toBe('etc-passwd.txt');
    expect(safeFilename('Ünïcödé ≥ 5', 'json')).toBe('unicode-5.json');
    expect(safeFilename('', 'png')).toBe('protoscope.png');
    expect(safeFilename('x'.repeat(300), 'svg')).toHaveLength(84);
  });

  it('builds non-empty Blobs of the right type on demand', async () => {
    let calls = 0;
    const item = csvItem('Throughput chart', () => {
      calls++;
      return toCsv(['a'], [[1]]);
    });
    expect(calls).toBe(0);
    const blob = await item.make();
    expect(calls).toBe(1);
    expect(item.filename).toBe('throughput-chart.csv');
    expect(blob.type).toBe(MIME.csv);
    expect(await blob.text()).toBe('a\r\n1\r\n');
    expect((await jsonItem('s', () => '{}\n').make()).type).toBe('application/json');
    expect((await textItem('log', () => 'x\n').make()).size).toBe(2);
    expect(textBlob('é', MIME.txt).size).toBe(2); // UTF-8
  });
});

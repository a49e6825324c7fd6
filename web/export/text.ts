// The event log as plain text: a commented header saying what run it came from, then one line per
// event with its simulated time in seconds (fixed 9 decimals, so columns line up and every ns is
// kept), its kind and the engine's log line.

export interface LogLine {
  /** Simulated time in ns. */
  time: number;
  kind: string;
  text: string;
}

export interface LogMeta {
  scenario?: string;
  seed?: number;
  note?: string;
}

export function eventLogText(lines: readonly LogLine[], meta: LogMeta = {}): string {
  const head = ['# ProtoScope event log'];
  if (meta.scenario !== undefined) head.push(`# scenario: ${clean(meta.scenario)}`);
  if (meta.seed !== undefined) head.push(`# seed: ${meta.seed}`);
  if (meta.note) head.push(`# ${clean(meta.note)}`);
  head.push(`# events: ${lines.length}`, '# time_s  kind  description');
  const kindWidth = Math.min(24, Math.max(4, ...lines.map((l) => clean(l.kind).length)));
  const body = lines.map((l) => `${formatSeconds(l.time)}  ${clean(l.kind).padEnd(kindWidth)}  ${clean(l.text)}`);
  return `${[...head, ...body].join('\n')}\n`;
}

/** ns → "12.345678901" (integer arithmetic, so no float rounding at large times). */
export function formatSeconds(ns: number): string {
  if (!Number.isFinite(ns)) return String(ns);
  const neg = ns < 0;
  const abs = Math.round(Math.abs(ns));
  const s = Math.floor(abs / 1e9);
  const frac = String(abs - s * 1e9).padStart(9, '0');
  return `${neg ? '-' : ''}${s}.${frac}`;
}

/**
 * One line of plain text: line breaks and tabs become spaces, and other control characters and
 * bidirectional overrides (which can make a text file display something other than what it
 * contains) are removed.
 */
export function clean(s: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control and bidi characters are exactly what this removes
  return s.replace(/[\r\n\t]+/g, ' ').replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, '');
}

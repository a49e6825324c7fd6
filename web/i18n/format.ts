// Numbers in the active language: "1,234.5" in English, "1.234,5" in Brazilian Portuguese. Every
// formatter of the app that prints a number for people (playback/format.ts, teach/plainLabels.ts,
// the panels' helpers) goes through here, so switching the language switches every number.
// One Intl.NumberFormat per (language, options), made on first use: formatting runs every frame.
import { currentLanguage } from './i18n';

const cache = new Map<string, Intl.NumberFormat>();

function formatter(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const lang = currentLanguage();
  const key = `${lang}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(lang, options);
    cache.set(key, f);
  }
  return f;
}

/** A number as the active language writes it; non-finite values as "—". */
export function formatNumber(v: number, options: Intl.NumberFormatOptions = {}): string {
  if (!Number.isFinite(v)) return '—';
  return formatter(options).format(v);
}

/** Exactly `digits` decimals (toFixed's rounding, the language's separators). */
export function fixed(v: number, digits: number, grouping = true): string {
  return formatNumber(v, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: grouping });
}

/** At most `digits` significant digits, trailing zeros dropped (what `+v.toPrecision(d)` printed). */
export function significant(v: number, digits: number): string {
  return formatNumber(v, { maximumSignificantDigits: digits });
}

/** A whole count with the language's thousands separator: "12,345" / "12.345". */
export function count(v: number): string {
  return formatNumber(v, { maximumFractionDigits: 0 });
}

// Sentences saying what the engine did in a question's window: the counted or first events (with
// the engine's own log line when the history holds it) or the entity's number. Words from the
// catalogue's `predict` section (the card passes its useTranslation() `t`), numbers and times
// in the active language; trace kinds by their display names (kindLabel), entity fields in plain
// words (plainKey).
import { kindLabel } from '../../engine/kindNames';
import { t } from '../../i18n';
import { count, formatNumber } from '../../i18n/format';
import { currentLanguage } from '../../i18n/i18n';
import { formatTime } from '../../playback/format';
import { plainKey } from '../plainLabels';
import type { Grade } from './grade';
import { measuredKinds, measuredNode, measureWindow, type Question, revealAt } from './questions';

const NS = 1e9;
const MAX_LINES = 4;

export function whatHappened(q: Question, g: Grade): string[] {
  const m = q.answer;
  const { from, to } = measureWindow(q);
  if ('entity' in m) {
    if (g.value === undefined) return [];
    const time = formatTime(revealAt(q) * NS);
    const field = plainKey(m.field);
    const value = field.unit ? `${formatNumber(g.value)} ${field.unit}` : formatNumber(g.value);
    return [t('predict.fieldWas', { entity: m.entity, field: field.label.toLowerCase(), value, time })];
  }
  const lang = currentLanguage();
  const out: string[] = [];
  const node = measuredNode(m);
  if ('count' in m) {
    const n = g.events.length;
    const args = {
      count: n,
      n: count(n),
      kind: kindLabel(m.count, lang),
      from: formatTime(from * NS),
      to: formatTime(to * NS),
      node,
    };
    out.push(t(node ? 'predict.countedAt' : 'predict.counted', args));
  } else if (g.events.length === 0) {
    const kinds = measuredKinds(m)
      .map((k) => (lang === 'en' ? k : `“${kindLabel(k, lang)}”`))
      .join(t('predict.or'));
    out.push(t(node ? 'predict.didNotHappenAt' : 'predict.didNotHappen', { kinds, to: formatTime(to * NS), node }));
  }
  for (const e of g.events.slice(0, MAX_LINES))
    out.push(
      e.line
        ? `${formatTime(e.time)}: ${e.line}`
        : t('predict.happenedAt', { kind: kindLabel(e.kind, lang), time: formatTime(e.time) }),
    );
  return out;
}

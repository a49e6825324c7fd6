// Sentences saying what the engine did in a question's window: the counted or first events (with
// the engine's own log line when the history holds it) or the entity's number. Words from the
// catalogue's `predict` section (the card passes its useTranslation() `t`), numbers and times
// in the active language.
import { t } from '../../i18n';
import { count, formatNumber } from '../../i18n/format';
import { formatTime } from '../../playback/format';
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
    return [t('predict.fieldWas', { entity: m.entity, field: m.field, value: formatNumber(g.value), time })];
  }
  const out: string[] = [];
  const node = measuredNode(m);
  if ('count' in m) {
    const n = g.events.length;
    const args = { count: n, n: count(n), kind: m.count, from: formatTime(from * NS), to: formatTime(to * NS), node };
    out.push(t(node ? 'predict.countedAt' : 'predict.counted', args));
  } else if (g.events.length === 0) {
    const kinds = measuredKinds(m).join(t('predict.or'));
    out.push(t(node ? 'predict.didNotHappenAt' : 'predict.didNotHappen', { kinds, to: formatTime(to * NS), node }));
  }
  for (const e of g.events.slice(0, MAX_LINES))
    out.push(
      e.line ? `${formatTime(e.time)}: ${e.line}` : t('predict.happenedAt', { kind: e.kind, time: formatTime(e.time) }),
    );
  return out;
}

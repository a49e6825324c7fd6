// Sentences saying what the engine did in a question's window: the counted or first events (with
// the engine's own log line when the history holds it) or the entity's number.
import { formatTime } from '../../playback/format';
import type { Grade } from './grade';
import { measuredKinds, measuredNode, measureWindow, type Question, revealAt } from './questions';
import { predictStrings as S } from './strings';

const NS = 1e9;
const MAX_LINES = 4;

export function whatHappened(q: Question, g: Grade): string[] {
  const m = q.answer;
  const { from, to } = measureWindow(q);
  if ('entity' in m) {
    return g.value === undefined ? [] : [S.fieldWas(m.entity, m.field, String(g.value), formatTime(revealAt(q) * NS))];
  }
  const out: string[] = [];
  const node = measuredNode(m);
  if ('count' in m) out.push(S.counted(g.events.length, m.count, formatTime(from * NS), formatTime(to * NS), node));
  else if (g.events.length === 0) out.push(S.didNotHappen(measuredKinds(m).join(S.or), formatTime(to * NS), node));
  for (const e of g.events.slice(0, MAX_LINES))
    out.push(e.line ? `${formatTime(e.time)}: ${e.line}` : S.happenedAt(e.kind, formatTime(e.time)));
  return out;
}

// The parameter editor: a form generated from the scenario schema with labels, units and allowed
// ranges, live inline messages naming the field and the range, and an Apply button. It edits a
// private draft; the scenario the app runs changes only when Apply hands a valid draft to onApply.
import { type FormEvent, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import scenarioSchema from '../../scenarios/schema.json';
import type { Path } from './describe';
import { deleteIn, setIn } from './draft';
import { type EditorApi, EditorContext, FieldView, GroupView } from './FieldViews';
import { buildFields, DEFAULT_HIDDEN, type Field, type ValueField } from './fields';
import { canRedo, canUndo, historyKey, record, redo, startHistory, undo } from './history';
import type { Schema } from './schema';
import { type Issue, validate } from './validate';
import './editor.css';
import { useTranslation } from 'react-i18next';

export const SCENARIO_SCHEMA = scenarioSchema as unknown as Schema;

export interface ParameterEditorProps {
  /** The scenario now loaded (a parsed JSON object). A new object resets the draft. */
  scenario: Record<string, unknown>;
  /** Receives the edited scenario (a new object) when the user applies a valid draft. */
  onApply(next: Record<string, unknown>): void;
  /** Defaults to scenarios/schema.json. */
  schema?: Schema;
  /** Field paths not to show (default: $schema, sweep, paperValues, ui, notes, tags). */
  hidden?: readonly string[];
  /** Told the draft whenever it changes: the edited scenario, or null when it equals the loaded one. */
  onDraft?(draft: Record<string, unknown> | null): void;
}

export function ParameterEditor({
  scenario,
  onApply,
  schema = SCENARIO_SCHEMA,
  hidden = DEFAULT_HIDDEN,
  onDraft,
}: ParameterEditorProps) {
  const { t } = useTranslation();
  const [state, setState] = useState({
    base: scenario,
    hist: startHistory(scenario),
    raw: {} as Record<string, string>,
    tried: false,
  });
  // A newly loaded scenario replaces the draft and its history (adjusting state during render, as
  // React advises).
  if (state.base !== scenario) setState({ base: scenario, hist: startHistory(scenario), raw: {}, tried: false });
  const { hist, raw, tried } = state;
  const draft = hist.present;
  const prefix = useId();

  const issues = useMemo(() => validate(schema, draft), [schema, draft]);
  const fields = useMemo(() => buildFields(schema, draft, hidden), [schema, draft, hidden]);
  const byAt = useMemo(() => groupIssues(issues), [issues]);
  const shownAt = useMemo(() => collectPaths(fields), [fields]);
  const unplaced = issues.filter((i) => !shownAt.has(i.at));
  const changed = draft !== scenario;
  // biome-ignore lint/correctness/useExhaustiveDependencies: told once per draft change
  useEffect(() => onDraft?.(changed ? draft : null), [draft]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on unmount only: a closed editor's draft is gone
  useEffect(() => () => onDraft?.(null), []);

  /** Undo or redo one edit; typed text that was not a number yet is dropped with it. */
  const travel = (to: 'undo' | 'redo') =>
    setState((s) => ({ ...s, hist: to === 'undo' ? undo(s.hist) : redo(s.hist), raw: {} }));
  // A button that has just used up its side of the history turns disabled and would drop the
  // keyboard focus to the page: hand it to its twin instead.
  const undoButton = useRef<HTMLButtonElement>(null);
  const redoButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef<HTMLButtonElement | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each history step, when the buttons' disabled state changed
  useEffect(() => {
    refocus.current?.focus();
    refocus.current = null;
  }, [hist]);
  const pressed = (to: 'undo' | 'redo') => {
    const last = to === 'undo' ? hist.past.length <= 1 : hist.future.length <= 1;
    if (last) refocus.current = to === 'undo' ? redoButton.current : undoButton.current;
    travel(to);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const cmd = historyKey(e);
    if (!cmd) return;
    e.preventDefault(); // the draft's history, not the text box's own
    travel(cmd);
  };

  const api: EditorApi = useMemo(
    () => ({
      issuesAt: (at) => byAt.get(at) ?? [],
      hasIssuesUnder: (at) => issues.some((i) => i.at.startsWith(`${at}[`) || i.at.startsWith(`${at}.`)),
      set: (path: Path, value: unknown) =>
        setState((s) => ({ ...s, hist: record(s.hist, setIn(s.hist.present, path, value), pathKey(path)) })),
      remove: (path: Path) =>
        setState((s) => ({ ...s, hist: record(s.hist, deleteIn(s.hist.present, path), pathKey(path)) })),
      raw,
      setRaw: (at, text) =>
        setState((s) => {
          const next = { ...s.raw };
          if (text === undefined) delete next[at];
          else next[at] = text;
          return { ...s, raw: next };
        }),
      idFor: (at) => `${prefix}-${at.replace(/[^A-Za-z0-9_-]/g, '_')}`,
    }),
    [byAt, issues, raw, prefix],
  );

  const apply = (ev: FormEvent) => {
    ev.preventDefault();
    if (issues.length > 0) {
      setState((s) => ({ ...s, tried: true }));
      const first = issues.find((i) => shownAt.has(i.at));
      const el = first && document.getElementById(api.idFor(first.at));
      if (el) {
        el.focus({ preventScroll: true });
        el.scrollIntoView({ block: 'center' });
      }
      return;
    }
    onApply(structuredClone(draft));
  };

  const general = fields.filter((f): f is ValueField => f.kind === 'value');
  const sections = fields.filter((f) => f.kind !== 'value');

  return (
    <EditorContext.Provider value={api}>
      <form
        className="param-editor"
        aria-label={t('params.form')}
        onSubmit={apply}
        onKeyDown={onKeyDown}
        noValidate
        data-testid="param-editor"
      >
        <div className="pe-bar">
          <button type="submit" className="primary" data-testid="param-apply">
            {t('params.apply')}
          </button>
          <button
            type="button"
            disabled={!changed}
            onClick={() => setState((s) => ({ ...s, hist: record(s.hist, scenario), raw: {}, tried: false }))}
          >
            {t('params.reset')}
          </button>
          <button
            type="button"
            disabled={!canUndo(hist)}
            ref={undoButton}
            onClick={() => pressed('undo')}
            aria-label={t('params.undoLabel')}
            aria-keyshortcuts="Control+Z"
            title={t('params.undoTitle')}
            data-testid="param-undo"
          >
            <span aria-hidden="true">↶ </span>
            {t('params.undo')}
          </button>
          <button
            type="button"
            disabled={!canRedo(hist)}
            ref={redoButton}
            onClick={() => pressed('redo')}
            aria-label={t('params.redoLabel')}
            aria-keyshortcuts="Control+Shift+Z Control+Y"
            title={t('params.redoTitle')}
            data-testid="param-redo"
          >
            <span aria-hidden="true">↷ </span>
            {t('params.redo')}
          </button>
          <span
            role="status"
            className={`pe-status${issues.length ? ' pe-status-bad' : ''}`}
            data-testid="param-status"
          >
            {issues.length === 0
              ? changed
                ? t('params.notApplied')
                : t('params.noChanges')
              : tried
                ? t('params.fixBeforeApply', { count: issues.length })
                : t('params.fix', { count: issues.length })}
          </span>
        </div>
        {unplaced.length > 0 && (
          <div className="pe-error pe-unplaced" role={tried ? 'alert' : undefined}>
            {unplaced.map((i) => (
              <span key={i.message} className="pe-error-line">
                {i.message}
              </span>
            ))}
          </div>
        )}
        {general.length > 0 && (
          <GroupView field={{ kind: 'group', path: [], at: '', label: t('params.run'), children: general }} />
        )}
        {sections.map((f) => (
          <FieldView key={f.at} field={f} />
        ))}
      </form>
    </EditorContext.Provider>
  );
}

/** Edits of the same field (typing a number clears it on the way: "3", "3e", "3e6") fold into one undo step. */
function pathKey(path: Path): string {
  return `set:${path.join('.')}`;
}

function groupIssues(issues: Issue[]): Map<string, Issue[]> {
  const m = new Map<string, Issue[]>();
  for (const i of issues) m.set(i.at, [...(m.get(i.at) ?? []), i]);
  return m;
}

/** Paths that have a rendered place for their messages (folded list entries count: unfolding shows them). */
function collectPaths(fields: Field[], out = new Set<string>()): Set<string> {
  for (const f of fields) {
    out.add(f.at);
    if (f.kind === 'group') collectPaths(f.children, out);
    if (f.kind === 'list') collectPaths(f.items, out);
  }
  return out;
}

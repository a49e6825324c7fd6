// The form controls for one field each. They read and write the draft only through the editor
// context, so a control never holds scenario state of its own (except the text being typed).
import { createContext, type ReactNode, useContext, useState } from 'react';
import { t } from '../i18n/i18n';
import { formatLimit, type Path } from './describe';
import type { Field, GroupField, ListField, ValueField } from './fields';
import type { Issue } from './validate';

export interface EditorApi {
  issuesAt(at: string): Issue[];
  /** Whether any field inside this one has a problem (a folded list then opens itself). */
  hasIssuesUnder(at: string): boolean;
  set(path: Path, value: unknown): void;
  remove(path: Path): void;
  /** Text typed into a number field that is not (yet) a clean number, by field path. */
  raw: Record<string, string>;
  setRaw(at: string, text: string | undefined): void;
  /** DOM id of a field's control, for labels and for focusing the first invalid one. */
  idFor(at: string): string;
}

export const EditorContext = createContext<EditorApi | null>(null);

function useEditor(): EditorApi {
  const api = useContext(EditorContext);
  if (!api) throw new Error('field views must sit inside <ParameterEditor>');
  return api;
}

/** Lists longer than this start folded, and their entries render only when opened. */
const FOLD_AFTER = 8;

export function FieldView({ field }: { field: Field }) {
  if (field.kind === 'group') return <GroupView field={field} />;
  if (field.kind === 'list') return <ListView field={field} />;
  return <ValueView field={field} />;
}

export function GroupView({ field, actions }: { field: GroupField; actions?: ReactNode }) {
  const { issuesAt } = useEditor();
  return (
    <fieldset className="pe-group" data-path={field.at}>
      <legend>
        {field.label}
        {actions}
      </legend>
      {field.description && <p className="pe-help">{field.description}</p>}
      <Messages issues={issuesAt(field.at)} />
      {field.children.map((c) => (
        <FieldView key={c.at} field={c} />
      ))}
      {field.children.length === 0 && <p className="pe-help">{t('params.none')}</p>}
    </fieldset>
  );
}

function ListView({ field }: { field: ListField }) {
  const { issuesAt, hasIssuesUnder, set, remove } = useEditor();
  const [folded, setFolded] = useState(field.items.length > FOLD_AFTER);
  const open = !folded || hasIssuesUnder(field.at);
  const count = field.items.length;
  const add = () => set([...field.path, count], structuredClone(field.template));
  const body = field.items.map((item) => (
    <GroupView
      key={item.at}
      field={item}
      actions={
        <button
          type="button"
          className="pe-small"
          disabled={count <= field.minItems}
          onClick={() => remove(item.path)}
          aria-label={`remove ${item.at}`}
        >
          Remove
        </button>
      }
    />
  ));
  return (
    <fieldset className="pe-group pe-list" data-path={field.at}>
      <legend>
        {field.label} <span className="pe-count">({count})</span>
      </legend>
      {field.description && <p className="pe-help">{field.description}</p>}
      <Messages issues={issuesAt(field.at)} />
      {count > FOLD_AFTER && (
        <button type="button" className="pe-small" aria-expanded={open} onClick={() => setFolded(open)}>
          {open ? `Hide the ${count} entries` : `Show the ${count} entries`}
        </button>
      )}
      {open && body}
      <button type="button" className="pe-small" disabled={count >= field.maxItems} onClick={add}>
        Add to {field.label.toLowerCase()}
      </button>
    </fieldset>
  );
}

function ValueView({ field }: { field: ValueField }) {
  const api = useEditor();
  const id = api.idFor(field.at);
  const issues = api.issuesAt(field.at);
  const hintId = `${id}-hint`;
  const errId = `${id}-err`;
  const invalid = issues.length > 0;
  const hint =
    [
      field.range ? t('params.allowed', { range: `${field.range}${field.unit ? ` ${field.unit}` : ''}` }) : '',
      field.default !== undefined && field.value === undefined
        ? t('params.default', { value: showValue(field.default) })
        : '',
      field.description ?? '',
    ]
      .filter(Boolean)
      .join(' · ') || (field.input === 'integer' ? field.expect : '');
  const describedBy = [invalid ? errId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy, 'data-path': field.at };

  return (
    <div className={`pe-field${invalid ? ' pe-invalid' : ''}`}>
      <label htmlFor={id}>
        {field.label}
        {field.required && (
          <span className="pe-req" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <span className="pe-control">
        <Control field={field} common={common} />
        {field.unit && <span className="pe-unit">{field.unit}</span>}
      </span>
      {hint && (
        <span className="pe-hint" id={hintId}>
          {hint}
        </span>
      )}
      {invalid && <Messages issues={issues} id={errId} />}
    </div>
  );
}

type Common = Record<string, unknown> & { id: string };

function Control({ field, common }: { field: ValueField; common: Common }) {
  const { set, remove, raw, setRaw } = useEditor();
  const clear = () => remove(field.path);

  switch (field.input) {
    case 'boolean': {
      const checked = field.value === undefined ? field.default === true : field.value === true;
      return (
        <input type="checkbox" {...common} checked={checked} onChange={(e) => set(field.path, e.target.checked)} />
      );
    }
    case 'choice': {
      const choices = field.choices ?? [];
      const index = choices.indexOf(field.value);
      return (
        <select
          {...common}
          value={index >= 0 ? String(index) : ''}
          onChange={(e) => (e.target.value === '' ? clear() : set(field.path, choices[Number(e.target.value)]))}
        >
          {(!field.required || index < 0) && (
            <option value="">
              {field.default !== undefined ? `default (${showValue(field.default)})` : '— choose —'}
            </option>
          )}
          {choices.map((c, i) => (
            <option key={i} value={String(i)}>
              {showValue(c)}
            </option>
          ))}
        </select>
      );
    }
    case 'number':
    case 'integer': {
      const text = raw[field.at] ?? (field.value === undefined ? '' : showValue(field.value));
      return (
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          {...common}
          value={text}
          placeholder={field.default !== undefined ? showValue(field.default) : ''}
          onChange={(e) => {
            const t = e.target.value;
            setRaw(field.at, t);
            const n = parseNumber(t);
            if (n === undefined) clear();
            else set(field.path, Number.isFinite(n) ? n : t); // a non-number stays as text so its message names it
          }}
          onBlur={() => setRaw(field.at, undefined)}
        />
      );
    }
    case 'lines': {
      const lines = Array.isArray(field.value) ? field.value.map(String) : [];
      return (
        <textarea
          {...common}
          rows={Math.min(6, Math.max(2, lines.length + 1))}
          value={lines.join('\n')}
          onChange={(e) =>
            set(
              field.path,
              e.target.value.split('\n').filter((l) => l.trim().length > 0),
            )
          }
        />
      );
    }
    case 'longtext':
    case 'text': {
      const value =
        typeof field.value === 'string' ? field.value : field.value === undefined ? '' : showValue(field.value);
      const onChange = (t: string) => (t === '' && !field.required ? clear() : set(field.path, t));
      return field.input === 'longtext' ? (
        <textarea {...common} rows={4} value={value} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input type="text" {...common} value={value} onChange={(e) => onChange(e.target.value)} />
      );
    }
  }
}

function Messages({ issues, id }: { issues: Issue[]; id?: string }) {
  if (issues.length === 0) return null;
  return (
    <span className="pe-error" id={id}>
      {issues.map((i) => (
        <span key={i.message} className="pe-error-line">
          {i.message}
        </span>
      ))}
    </span>
  );
}

/** Empty text means "not set"; anything else is a number or NaN (kept as text by the caller). */
export function parseNumber(text: string): number | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  return /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(t) ? Number(t) : NaN;
}

function showValue(v: unknown): string {
  return typeof v === 'number' ? formatLimit(v) : typeof v === 'string' ? v : JSON.stringify(v);
}

// The fallback panel: any inspect() snapshot as a collapsible tree. Values are React text, never
// HTML; long arrays show their first items and a count.
const MAX_ITEMS = 60;

export function JsonTree({ value, name, depth = 0 }: { value: unknown; name?: string; depth?: number }) {
  const label = name !== undefined ? <span className="jt-key">{name}: </span> : null;
  if (value === null || typeof value !== 'object') {
    return (
      <div className="jt-leaf">
        {label}
        <span className={`jt-${value === null ? 'null' : typeof value}`}>{leaf(value)}</span>
      </div>
    );
  }
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.slice(0, MAX_ITEMS).map((v, i) => [String(i), v])
    : Object.entries(value as Record<string, unknown>).slice(0, MAX_ITEMS);
  const total = Array.isArray(value) ? value.length : Object.keys(value as object).length;
  const summary = Array.isArray(value) ? `[${total}]` : `{${total}}`;
  return (
    <details className="jt-node" open={depth < 1}>
      <summary>
        {label}
        <span className="jt-summary">{summary}</span>
      </summary>
      <div className="jt-children">
        {entries.map(([k, v]) => (
          <JsonTree key={k} name={k} value={v} depth={depth + 1} />
        ))}
        {total > entries.length && <div className="jt-more">… {total - entries.length} more</div>}
      </div>
    </details>
  );
}

function leaf(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v);
  return String(v);
}

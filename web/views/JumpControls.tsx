// "Next <kind>" and "go to time": the toolbar's way to land on the moment worth explaining.
import { useState } from 'react';
import type { ActionManager } from '../actions/manager';
import type { AppController } from '../app/controller';
import { useStoreValue } from '../app/useStore';

/** Parses "12.5 ms", "0.3 s", "40us", "1500" (ns) into ns; undefined when not a time. */
export function parseTime(text: string): number | undefined {
  const m = /^\s*([0-9]*\.?[0-9]+(?:e[+-]?\d+)?)\s*(s|ms|us|µs|ns)?\s*$/i.exec(text);
  if (!m) return undefined;
  const v = Number(m[1]);
  const unit = (m[2] ?? 's').toLowerCase();
  const scale = unit === 's' ? 1e9 : unit === 'ms' ? 1e6 : unit === 'ns' ? 1 : 1e3;
  return Number.isFinite(v) ? v * scale : undefined;
}

export function JumpControls({ app, actions }: { app: AppController; actions: ActionManager }) {
  const kinds = useStoreValue(app.store, (s) => s.kinds);
  const ready = useStoreValue(app.store, (s) => s.status === 'ready');
  const [chosen, setChosen] = useState(app.jumpKindName);
  const [timeText, setTimeText] = useState('');
  const [message, setMessage] = useState('');
  const names = [...new Set([...kinds.values()].map((k) => k.name))].sort();
  const value = names.includes(app.jumpKindName) ? app.jumpKindName : chosen;

  const jump = async () => {
    setMessage('');
    const found = await app.jumpToChosen();
    if (!found) setMessage(`no later ${app.jumpKindName}`);
  };
  const goTo = (ev: React.FormEvent) => {
    ev.preventDefault();
    const t = parseTime(timeText);
    if (t === undefined) {
      setMessage('time like 1.5 s, 20 ms or 300 us');
      return;
    }
    setMessage('');
    void app.seek(t);
  };
  void actions;

  return (
    <span className="jump" aria-label="jump">
      <label className="jump-label" htmlFor="jump-kind">
        Next
      </label>
      <select
        id="jump-kind"
        data-testid="jump-kind"
        value={value}
        disabled={!ready}
        onChange={(e) => {
          app.jumpKindName = app.jumpKindPicked = e.target.value;
          setChosen(e.target.value);
        }}
      >
        {names.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      <button
        type="button"
        onClick={() => void jump()}
        disabled={!ready || names.length === 0}
        data-testid="jump-next"
        title="Jump to the next event of this kind (N)"
      >
        ⇥
      </button>
      <form onSubmit={goTo} className="goto">
        <input
          aria-label="go to time"
          placeholder="go to t (e.g. 12 ms)"
          value={timeText}
          onChange={(e) => setTimeText(e.target.value)}
          data-testid="goto-time"
          size={14}
        />
      </form>
      {message && (
        <span className="jump-msg" role="status" data-testid="jump-msg">
          {message}
        </span>
      )}
    </span>
  );
}

// "Next <kind>" and "go to time": the toolbar's way to land on the moment worth explaining. The
// jump itself is the registered jumpNext action (key N); this picks the kind it jumps to.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton, type ActionManager } from '../actions';
import type { AppController } from '../app/controller';
import { useStoreValue } from '../app/useStore';
import { kindLabel } from '../engine/kindNames';
import { currentLanguage, i18n } from '../i18n/i18n';
import type { Language } from '../i18n/language';

/** Parses "12.5 ms", "0,3 s" (a decimal comma, as the Portuguese hint writes it), "40us", "1500" (ns)
 * into ns; undefined when not a time. */
export function parseTime(text: string): number | undefined {
  const m = /^\s*([0-9]*\.?[0-9]+(?:e[+-]?\d+)?)\s*(s|ms|us|µs|ns)?\s*$/i.exec(text.replace(/^(\s*\d*),(\d)/, '$1.$2'));
  if (!m) return undefined;
  const v = Number(m[1]);
  const unit = (m[2] ?? 's').toLowerCase();
  const scale = unit === 's' ? 1e9 : unit === 'ms' ? 1e6 : unit === 'ns' ? 1 : 1e3;
  return Number.isFinite(v) ? v * scale : undefined;
}

/** The order English always had: the ids as plain strings (tcp-ack before tcp-ack-in before tcp-data). */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export interface JumpControlsProps {
  app: AppController;
  actions: ActionManager;
  /** The shell's notice line: "no later <kind>" after a jump, or a go-to-time hint. */
  notice: string;
}

export function JumpControls({ app, actions, notice }: JumpControlsProps) {
  const { t } = useTranslation();
  const kinds = useStoreValue(app.store, (s) => s.kinds);
  const ready = useStoreValue(app.store, (s) => s.status === 'ready');
  const [chosen, setChosen] = useState(app.jumpKindName);
  const [timeText, setTimeText] = useState('');
  const lang = currentLanguage();
  // Values stay the engine's ids (share links, e2e); the list reads in the active language's order.
  const names = [...new Set([...kinds.values()].map((k) => k.name))]
    .map((id) => ({ id, label: kindLabel(id, lang) }))
    .sort((a, b) => (lang === 'en' ? byCodeUnits(a.id, b.id) : a.label.localeCompare(b.label, lang)));
  const value = names.some((n) => n.id === app.jumpKindName) ? app.jumpKindName : chosen;
  const notify = (message: string) => actions.context.ui.notify(message);

  const goTo = (ev: React.FormEvent) => {
    ev.preventDefault();
    const at = parseTime(timeText);
    if (at === undefined) {
      const say = (l: Language) => i18n.getFixedT(l)('jump.timeHint');
      actions.context.ui.notify(say(lang), say);
      return;
    }
    notify('');
    void app.seek(at);
  };

  return (
    <span className="jump">
      <label className="jump-label" htmlFor="jump-kind">
        {t('jump.next')}
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
          <option key={n.id} value={n.id}>
            {n.label}
          </option>
        ))}
      </select>
      <ActionButton actions={actions} action="jumpNext" data-testid="jump-next">
        ⇥
      </ActionButton>
      <form onSubmit={goTo} className="goto">
        <input
          aria-label={t('jump.goTo')}
          placeholder={t('jump.goToPlaceholder')}
          value={timeText}
          onChange={(e) => setTimeText(e.target.value)}
          data-testid="goto-time"
          size={14}
        />
      </form>
      {notice && (
        <span className="jump-msg" role="status" data-testid="jump-msg">
          {notice}
        </span>
      )}
    </span>
  );
}

// The one router for user commands (STYLE practice 14, after Excalidraw's actions/manager.tsx):
// key presses, toolbar buttons and tests reach an action's perform through the same two methods.
// Registering a shortcut that another action already owns throws, so a clash is found when the
// app starts, not by a user pressing a key that does two things.
import { t } from '../i18n/i18n';
import { canonical, type KeyInput, keyLabel } from './keys';
import { actionLabel } from './label';
import type { Action, ActionContext } from './types';

/** What a key press landed on, for the caller to decide about preventDefault. */
export type KeyOutcome = 'performed' | 'disabled' | 'unbound' | 'ignored';

export class ActionManager<C = ActionContext> {
  private readonly byName = new Map<string, Action<C>>();
  private readonly byKey = new Map<string, Action<C>>();
  /** The asynchronous action still running (a restart, a jump), which later key presses wait for. */
  private busy: Promise<void> | null = null;

  constructor(
    /** What every action acts on (the app and the shell's view state; a fake in tests). */
    readonly context: C,
    actions: readonly Action<C>[] = [],
  ) {
    for (const a of actions) this.register(a);
  }

  /** Adds an action; throws, leaving the manager unchanged, on a reused name or shortcut. */
  register(action: Action<C>): void {
    if (this.byName.has(action.name)) throw new Error(`action "${action.name}" is registered twice`);
    const own = new Set<string>();
    for (const k of action.keys) {
      const c = canonical(k);
      const other = this.byKey.get(c);
      if (other) throw new Error(`shortcut "${c}" is bound to both "${other.name}" and "${action.name}"`);
      if (own.has(c)) throw new Error(`action "${action.name}" lists shortcut "${c}" twice`);
      own.add(c);
    }
    this.byName.set(action.name, action);
    for (const c of own) this.byKey.set(c, action);
  }

  /** Every action, in registration order (the key help's order). */
  actions(): Action<C>[] {
    return [...this.byName.values()];
  }

  get(name: string): Action<C> | undefined {
    return this.byName.get(name);
  }

  enabled(name: string): boolean {
    const a = this.require(name);
    return a.enabled?.(this.context) ?? true;
  }

  /** The same path as a key press, for buttons and tests. Returns false if disabled. */
  perform(name: string): boolean {
    const a = this.require(name);
    if (a.enabled && !a.enabled(this.context)) return false;
    void a.perform(this.context);
    return true;
  }

  /** Routes one key press. Keys typed into form fields and editable text are never taken. */
  handleKey(ev: KeyInput & { target?: EventTarget | null }): KeyOutcome {
    if (isTyping(ev.target) || clicksFocusedButton(ev)) return 'ignored';
    const a = this.byKey.get(
      canonical({ key: ev.key, ctrl: ev.ctrlKey, alt: ev.altKey, meta: ev.metaKey, shift: ev.shiftKey }),
    );
    if (!a) return 'unbound';
    if (this.busy) {
      // A key typed while a restart or jump is still running acts after it, as the user meant
      // (Home then N: restart, then jump), instead of being dropped because the run is reloading.
      this.queue(a);
      return 'performed';
    }
    if (a.enabled && !a.enabled(this.context)) return 'disabled';
    this.track(a.perform(this.context));
    return 'performed';
  }

  /** Remembers a running asynchronous perform so the keys pressed meanwhile wait for it. */
  private track(result: void | Promise<void>): void {
    if (result instanceof Promise) this.waitFor(bounded(result));
  }

  /** Performs `a` after the running action (if it is still enabled by then). */
  private queue(a: Action<C>): void {
    const before = this.busy ?? Promise.resolve();
    this.waitFor(
      before.then(() => (a.enabled && !a.enabled(this.context) ? undefined : bounded(a.perform(this.context)))),
    );
  }

  private waitFor(done: Promise<void>): void {
    this.busy = done;
    void done.then(() => {
      if (this.busy === done) this.busy = null;
    });
  }

  /** Resolves when the actions started so far (and the keys queued behind them) have finished. */
  async idle(): Promise<void> {
    while (this.busy) await this.busy;
  }

  /** A button's tooltip: the label and its shortcuts, "Play / pause (Space or K)". */
  tooltip(name: string): string {
    const a = this.require(name);
    const label = actionLabel(a);
    return a.keys.length === 0 ? label : `${label} (${a.keys.map(keyLabel).join(` ${t('keyHelp.or')} `)})`;
  }

  private require(name: string): Action<C> {
    const a = this.byName.get(name);
    if (!a) throw new Error(`no action named "${name}"`);
    return a;
  }
}

/** How long a queued key waits for the action before it at most. */
const QUEUE_WAIT_MS = 5000;

/** A perform's completion, failed or not, but never later than QUEUE_WAIT_MS: one that hangs frees the keys. */
function bounded(result: void | Promise<void>): Promise<void> {
  const settled = Promise.resolve(result).then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([settled, new Promise<void>((resolve) => setTimeout(resolve, QUEUE_WAIT_MS))]);
}

type Target = { tagName?: string; isContentEditable?: boolean } | null | undefined;

/** Text fields, selects and checkboxes own their keys (a checkbox takes Space). */
function isTyping(target: EventTarget | null | undefined): boolean {
  const t = target as Target;
  if (!t) return false;
  return t.isContentEditable === true || t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT';
}

/** A focused button turns Space/Enter into its own click; acting on the key too would do it twice. */
function clicksFocusedButton(ev: { key: string; target?: EventTarget | null }): boolean {
  return (ev.target as Target)?.tagName === 'BUTTON' && (ev.key === ' ' || ev.key === 'Enter');
}

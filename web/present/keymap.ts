// Registered keyboard actions (STYLE practice 14): each user command is one object — name, label,
// shortcuts, an enabled test and a perform — and one KeyMap routes key presses, buttons and tests
// through the same perform. Registering a shortcut that another action already owns throws, so a
// clash is found when the app starts, not by a user pressing a key that does two things.
import { canonical, type KeyInput, type Shortcut } from './keys';

export interface KeyAction<C> {
  /** Stable identifier ("togglePlay"). */
  name: string;
  /** What the help overlay says it does ("Play / pause"). */
  label: string;
  /** Heading it is listed under in the help overlay. */
  group: string;
  keys: Shortcut[];
  /** Whether the command can run now; a disabled action ignores its keys. Default: always. */
  enabled?(ctx: C): boolean;
  perform(ctx: C): void;
  /** True if performing it changes what a share link captures (playhead, view, open panels). */
  changesShareState: boolean;
}

/** The part of an action the help overlay lists. */
export type KeyBinding = Pick<KeyAction<never>, 'name' | 'label' | 'group' | 'keys'>;

/** What a key press landed on, for the caller to decide about preventDefault. */
export type KeyOutcome = 'performed' | 'disabled' | 'unbound' | 'ignored';

export class KeyMap<C> {
  private readonly byName = new Map<string, KeyAction<C>>();
  private readonly byKey = new Map<string, KeyAction<C>>();

  constructor(actions: readonly KeyAction<C>[] = []) {
    for (const a of actions) this.register(a);
  }

  register(action: KeyAction<C>): void {
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

  actions(): KeyAction<C>[] {
    return [...this.byName.values()];
  }

  get(name: string): KeyAction<C> | undefined {
    return this.byName.get(name);
  }

  /** The same path as a key press, for buttons and tests. Returns false if disabled. */
  perform(name: string, ctx: C): boolean {
    const a = this.byName.get(name);
    if (!a) throw new Error(`no action named "${name}"`);
    if (a.enabled && !a.enabled(ctx)) return false;
    a.perform(ctx);
    return true;
  }

  /** Routes one key press. Keys typed into form fields and editable text are never taken. */
  handleKey(ev: KeyInput & { target?: EventTarget | null }, ctx: C): KeyOutcome {
    if (isTyping(ev.target) || clicksFocusedButton(ev)) return 'ignored';
    const a = this.byKey.get(
      canonical({ key: ev.key, ctrl: ev.ctrlKey, alt: ev.altKey, meta: ev.metaKey, shift: ev.shiftKey }),
    );
    if (!a) return 'unbound';
    if (a.enabled && !a.enabled(ctx)) return 'disabled';
    a.perform(ctx);
    return 'performed';
  }
}

/** Pairs of (action, action) across two lists that share a shortcut. */
export function findClashes(
  a: readonly { name: string; keys: readonly Shortcut[] }[],
  b: readonly { name: string; keys: readonly Shortcut[] }[],
) {
  const out: { key: string; a: string; b: string }[] = [];
  for (const x of a)
    for (const kx of x.keys)
      for (const y of b) {
        if (y.keys.some((ky) => canonical(ky) === canonical(kx)))
          out.push({ key: canonical(kx), a: x.name, b: y.name });
      }
  return out;
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

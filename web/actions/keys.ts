// Keyboard shortcuts as data. A shortcut is a KeyboardEvent.key value plus modifiers; two
// shortcuts clash when their canonical forms are equal. The canonical form follows what the
// browser reports: for a printable key, `key` already includes Shift ("?" is Shift+/ on a US
// keyboard, "+" is Shift+= ), so Shift is ignored there and letters compare case-insensitively
// (Caps Lock must not break "f"); for named keys (ArrowLeft, Escape) Shift is a real modifier, and
// so it is with Ctrl or Meta held (Ctrl+Shift+Z is redo where Ctrl+Z is undo).

export interface Shortcut {
  key: string;
  ctrl?: boolean;
  alt?: boolean;
  meta?: boolean;
  /** Only meaningful for named keys such as ArrowRight, or with Ctrl or Meta. */
  shift?: boolean;
}

/** The fields of a KeyboardEvent the action manager reads (tests pass plain objects). */
export type KeyInput = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'shiftKey'>;

const printable = (key: string) => [...key].length === 1;

/** Whether Shift counts: for named keys, and for any key pressed with Ctrl or Meta. */
const shiftCounts = (s: Shortcut) => s.shift === true && (!printable(s.key) || s.ctrl === true || s.meta === true);

/** "ctrl+shift+ArrowRight", "?", "f", "Space". */
export function canonical(s: Shortcut): string {
  const key = s.key === ' ' || s.key === 'Spacebar' ? 'Space' : printable(s.key) ? s.key.toLowerCase() : s.key;
  const mods = [s.ctrl && 'ctrl', s.alt && 'alt', s.meta && 'meta', shiftCounts(s) && 'shift'].filter(Boolean);
  return [...mods, key].join('+');
}

export function fromEvent(ev: KeyInput): Shortcut {
  return { key: ev.key, ctrl: ev.ctrlKey, alt: ev.altKey, meta: ev.metaKey, shift: ev.shiftKey };
}

export function matches(s: Shortcut, ev: KeyInput): boolean {
  return canonical(s) === canonical(fromEvent(ev));
}

const NAMES: Record<string, string> = {
  ' ': 'Space',
  ArrowLeft: '←',
  ArrowRight: '→',
  ArrowUp: '↑',
  ArrowDown: '↓',
  Escape: 'Esc',
  '+': '+',
  '-': '−',
};

/** What to print on a key cap: "Space", "→", "Shift+→", "F". */
export function keyLabel(s: Shortcut): string {
  const key = NAMES[s.key] ?? (printable(s.key) ? s.key.toUpperCase() : s.key);
  const mods = [s.ctrl && 'Ctrl', s.alt && 'Alt', s.meta && 'Meta', shiftCounts(s) && 'Shift'].filter(Boolean);
  return [...mods, key].join('+');
}

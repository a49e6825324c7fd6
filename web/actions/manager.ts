// Routes keyboard shortcuts and button clicks to actions through one path.
import type { AppController } from '../app/controller';
import type { Action } from './types';

export class ActionManager {
  private byName = new Map<string, Action>();
  private byKey = new Map<string, Action>();

  constructor(
    private readonly app: AppController,
    actions: Action[] = [],
  ) {
    for (const a of actions) this.register(a);
  }

  register(action: Action): void {
    if (this.byName.has(action.name)) throw new Error(`action "${action.name}" registered twice`);
    for (const k of action.keys) {
      const other = this.byKey.get(k);
      if (other) throw new Error(`key "${k}" is bound to both "${other.name}" and "${action.name}"`);
    }
    this.byName.set(action.name, action);
    for (const k of action.keys) this.byKey.set(k, action);
  }

  perform(name: string): void {
    const a = this.byName.get(name);
    if (!a) throw new Error(`no action named "${name}"`);
    if (a.enabled(this.app)) void a.perform(this.app);
  }

  /** Returns true if the key was handled. Keys typed into form fields are left alone. */
  handleKey(ev: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>): boolean {
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return false;
    const target = ev.target as { tagName?: string; isContentEditable?: boolean } | null;
    const tag = target?.tagName;
    if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target?.isContentEditable) return false;
    // A focused button already turns Space/Enter into a click; handling it here too would double it.
    if (tag === 'BUTTON' && (ev.key === ' ' || ev.key === 'Enter')) return false;
    const a = this.byKey.get(ev.key);
    if (!a) return false;
    if (a.enabled(this.app)) void a.perform(this.app);
    return true;
  }
}

// A toolbar button for a registered action: clicking it performs the action through the manager
// (the same path as its shortcut), it is disabled exactly when the action is, and its tooltip
// names the action and its keys. The caller supplies what it shows and its test id.
import { type ButtonHTMLAttributes, useSyncExternalStore } from 'react';
import type { ActionManager } from './manager';

export interface ActionButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onClick' | 'disabled' | 'title'> {
  actions: ActionManager;
  /** The registered action's name ("togglePlay"). */
  action: string;
}

export function ActionButton({ actions, action, children, ...rest }: ActionButtonProps) {
  // Enablement reads the store (status, pending records), so re-check whenever it changes. It is
  // selected as a boolean, so playing does not re-render the toolbar on every frame; the shell's
  // own state (help open, presenter mode, the chosen jump kind) re-renders its buttons itself.
  const enabled = useSyncExternalStore(actions.context.app.store.subscribe, () => actions.enabled(action));
  return (
    <button
      type="button"
      {...rest}
      onClick={() => actions.perform(action)}
      disabled={!enabled}
      title={actions.tooltip(action)}
    >
      {children}
    </button>
  );
}

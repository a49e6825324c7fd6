// The "?" overlay: every registered key, grouped, as large key caps. A modal dialog: focus moves
// to its Close button when it opens and back to where it was when it closes, and Esc closes it.
import { useEffect, useId, useRef } from 'react';
import type { KeyBinding } from './keymap';
import { keyLabel } from './keys';

export interface HelpOverlayProps {
  open: boolean;
  actions: readonly KeyBinding[];
  onClose(): void;
  title?: string;
}

export function HelpOverlay({ open, actions, onClose, title = 'Keyboard shortcuts' }: HelpOverlayProps) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    if (!open) return;
    const before = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    return () => before?.focus?.();
  }, [open]);

  if (!open) return null;
  const groups = new Map<string, KeyBinding[]>();
  for (const a of actions) groups.set(a.group, [...(groups.get(a.group) ?? []), a]);

  return (
    <div className="present-help-backdrop" onClick={onClose}>
      <div
        className="present-help"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="key-help"
        onClick={(e) => e.stopPropagation()}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            onClose();
          }
        }}
      >
        <h2 id={titleId}>{title}</h2>
        <div className="present-help-groups">
          {[...groups].map(([group, list]) => (
            <section key={group} aria-label={group}>
              <h3>{group}</h3>
              <dl>
                {list.map((a) => (
                  <div key={a.name} className="present-help-row">
                    <dt>
                      {a.keys.map((k, i) => (
                        <span key={i}>
                          {i > 0 && <span className="present-or"> or </span>}
                          <kbd>{keyLabel(k)}</kbd>
                        </span>
                      ))}
                    </dt>
                    <dd>{a.label}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
        <button ref={closeRef} type="button" className="primary" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}

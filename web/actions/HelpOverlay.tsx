// The "?" overlay: every registered action, grouped, with its keys as large key caps. A modal
// dialog: focus moves to its Close button when it opens and back to where it was when it closes.
// Esc closes it through the closeHelp action, like every other key, not a handler of its own.
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import './help.css';
import { keyLabel } from './keys';
import { actionLabel, groupLabel } from './label';
import type { KeyBinding } from './types';

export interface HelpOverlayProps {
  open: boolean;
  actions: readonly KeyBinding[];
  onClose(): void;
  title?: string;
  /** Opens the first-visit tour again (a button beside Close); no button without it. */
  onTour?(): void;
}

export function HelpOverlay({ open, actions, onClose, title, onTour }: HelpOverlayProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    if (!open) return;
    const before = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    return () => before?.focus?.();
  }, [open]);

  if (!open) return null;
  const groups = new Map<KeyBinding['group'], KeyBinding[]>();
  for (const a of actions) groups.set(a.group, [...(groups.get(a.group) ?? []), a]);

  return (
    // A click on the backdrop itself (outside the dialog) closes it; the keyboard has Escape.
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is not a control; Escape is its keyboard path
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape (the closeHelp action) is the keyboard path
    <div
      className="key-help-backdrop"
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div className="key-help" role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="key-help">
        <h2 id={titleId}>{title ?? t('keyHelp.title')}</h2>
        <div className="key-help-groups">
          {[...groups].map(([group, list]) => (
            // No aria-label: a named section is a landmark, and the "playback" group's name repeated
            // the toolbar's landmark (axe landmark-unique). Its heading names it for a reader.
            <section key={group}>
              <h3>{groupLabel(group)}</h3>
              <dl>
                {list.map((a) => (
                  <div key={a.name} className="key-help-row">
                    <dt>
                      {a.keys.map((k, i) => (
                        <span key={i}>
                          {i > 0 && <span className="key-help-or"> {t('keyHelp.or')} </span>}
                          <kbd>{keyLabel(k)}</kbd>
                        </span>
                      ))}
                    </dt>
                    <dd>{actionLabel(a)}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
        <div className="key-help-buttons">
          <button ref={closeRef} type="button" className="primary" onClick={onClose}>
            {t('keyHelp.close')}
          </button>
          {onTour && (
            <button type="button" onClick={onTour} data-testid="start-tour">
              {t('keyHelp.tour')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}

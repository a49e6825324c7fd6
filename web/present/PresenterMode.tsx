// Presenter mode: while `active`, the page wears the projector theme (present.css) and a short
// hint says how to get the key help and how to leave. The keys themselves are the app's one
// action registry (web/actions/): presenter mode has no keymap of its own, so every command the
// toolbar offers works here with the same keys.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../actions/ActionButton';
import { keyLabel } from '../actions/keys';
import type { ActionManager } from '../actions/manager';
import { help, presenter } from '../actions/view';
import { paletteChanged } from '../theme/theme';
import './present.css';

/** Class set on <html> while presenting; present.css keys every rule on it. */
export const PRESENTER_CLASS = 'presenter';

export interface PresenterModeProps {
  active: boolean;
}

export function PresenterMode({ active }: PresenterModeProps) {
  usePresenterTheme(active);

  // Leaving presenter mode also leaves full screen, which was entered for it.
  useEffect(() => {
    if (active) return;
    if (typeof document !== 'undefined' && document.fullscreenElement)
      void document.exitFullscreen().catch(() => undefined);
  }, [active]);

  const { t } = useTranslation();
  if (!active) return null;
  return (
    // A landmark of its own (complementary): it sits outside the header and main, and content in
    // no landmark is lost to screen-reader users who move between landmarks (axe's "region").
    <aside className="present-hint" aria-label={t('presenter.hint')} data-testid="presenter-hint">
      {t('presenter.hint')} · <kbd>{keyLabel(help.keys[0])}</kbd> {t('presenter.keys')} ·{' '}
      <kbd>{keyLabel(presenter.keys[0])}</kbd> {t('presenter.leave')}
    </aside>
  );
}

/** Puts the presenter class on <html> while `on`, so the theme reaches every part of the page. */
export function usePresenterTheme(on: boolean): void {
  useEffect(() => {
    if (!on) return;
    const root = document.documentElement;
    root.classList.add(PRESENTER_CLASS);
    paletteChanged(); // canvases repaint in the presenter palette
    return () => {
      root.classList.remove(PRESENTER_CLASS);
      paletteChanged();
    };
  }, [on]);
}

/** The top bar's button that enters and leaves presenter mode: the registry's "presenter" action. */
export function PresenterToggle({ active, actions }: { active: boolean; actions: ActionManager }) {
  const { t } = useTranslation();
  return (
    <ActionButton
      actions={actions}
      action="presenter"
      className="present-toggle"
      aria-pressed={active}
      data-testid="presenter-toggle"
    >
      {active ? t('presenter.exit') : t('presenter.enter')}
    </ActionButton>
  );
}

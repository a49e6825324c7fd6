// Presenter mode: while `active`, the page wears the projector theme (present.css), the keymap
// owns the keyboard, "?" opens the key help, and a short hint says how to get help and leave.
// Keys are taken in the capture phase and stopped there, so the shell's own shortcuts never
// act on the same press twice; keys typed into form fields are left alone.
import { useEffect, useMemo, useRef, useState } from 'react';
import { type PlaybackCommands, PRESENTER_ACTIONS, type PresenterCommands } from './actions';
import { toggleFullscreen } from './fullscreen';
import { HelpOverlay } from './HelpOverlay';
import { type KeyAction, KeyMap } from './keymap';
import './present.css';

/** Class set on <html> while presenting; present.css keys every rule on it. */
export const PRESENTER_CLASS = 'presenter';

export interface PresenterModeProps {
  active: boolean;
  /** Playback commands from the shell (the same ones its buttons use). */
  commands: PlaybackCommands;
  /** Called when the user leaves presenter mode with P (the top bar's toggle is the one button for it). */
  onExit(): void;
  /** Element to show full screen (default: the whole page). */
  fullscreenTarget?(): Element | null;
  /** More actions for this mode; a shortcut clash with the built-in ones throws at mount. */
  extraActions?: readonly KeyAction<PresenterCommands>[];
}

const NO_EXTRA: readonly KeyAction<PresenterCommands>[] = [];

export function PresenterMode({
  active,
  commands,
  onExit,
  fullscreenTarget,
  extraActions = NO_EXTRA,
}: PresenterModeProps) {
  const [helpOpen, setHelpOpen] = useState(false);
  const keymap = useMemo(() => new KeyMap<PresenterCommands>([...PRESENTER_ACTIONS, ...extraActions]), [extraActions]);
  // Latest props and state for the key handler, without re-binding it on every render.
  const ctxRef = useRef<PresenterCommands | null>(null);
  ctxRef.current = {
    ...commands,
    toggleFullscreen: () => {
      void toggleFullscreen(fullscreenTarget?.() ?? undefined);
    },
    toggleHelp: () => setHelpOpen((o) => !o),
    closeHelp: () => setHelpOpen(false),
    helpOpen: () => helpOpen,
    exitPresenter: () => {
      setHelpOpen(false);
      onExit();
    },
  };

  usePresenterTheme(active);

  useEffect(() => {
    if (!active) return;
    const onKey = (ev: KeyboardEvent) => {
      const ctx = ctxRef.current;
      if (!ctx) return;
      const outcome = keymap.handleKey(ev, ctx);
      if (outcome === 'performed' || outcome === 'disabled') {
        ev.preventDefault(); // Space would scroll, arrows would move focus
        ev.stopPropagation();
      }
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [active, keymap]);

  // Leaving presenter mode also leaves full screen, which was entered for it.
  useEffect(() => {
    if (active) return;
    setHelpOpen(false);
    if (typeof document !== 'undefined' && document.fullscreenElement)
      void document.exitFullscreen().catch(() => undefined);
  }, [active]);

  if (!active) return null;
  return (
    <>
      <div className="present-hint" role="note" data-testid="presenter-hint">
        Presenter mode · <kbd>?</kbd> keys · <kbd>P</kbd> leave
      </div>
      <HelpOverlay open={helpOpen} actions={keymap.actions()} onClose={() => setHelpOpen(false)} />
    </>
  );
}

/** Puts the presenter class on <html> while `on`, so the theme reaches every part of the page. */
export function usePresenterTheme(on: boolean): void {
  useEffect(() => {
    if (!on) return;
    const root = document.documentElement;
    root.classList.add(PRESENTER_CLASS);
    return () => root.classList.remove(PRESENTER_CLASS);
  }, [on]);
}

/** The button that enters (and leaves) presenter mode. */
export function PresenterToggle({ active, onToggle }: { active: boolean; onToggle(): void }) {
  return (
    <button
      type="button"
      className="present-toggle"
      aria-pressed={active}
      onClick={onToggle}
      data-testid="presenter-toggle"
      title="Presenter mode: large type, high contrast, keyboard control (P)"
    >
      {active ? 'Leave presenter mode' : 'Present'}
    </button>
  );
}

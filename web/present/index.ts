// Presenter mode: a projector theme (large type, high contrast, no clutter, 1280x720), a keymap of
// registered actions (Space play/pause, ←/→ step, +/− speed, F full screen, ? key help, Esc
// close help, P leave) whose manager rejects clashing shortcuts, and the key help overlay.
//
// HOW THE SHELL MOUNTS IT
//   import { PresenterMode, PresenterToggle } from '../present';
//   const [presenting, setPresenting] = useState(false);
//   <PresenterToggle active={presenting} onToggle={() => setPresenting((p) => !p)} />   // in the top bar
//   <PresenterMode active={presenting} onExit={() => setPresenting(false)} commands={{
//       togglePlay: () => actions.perform('togglePlay'),
//       stepForward: () => actions.perform('step'),
//       stepBack: () => app.stepBack(),            // when the shell has it
//       faster: () => actions.perform('faster'),
//       slower: () => actions.perform('slower'),
//       canStepBack: () => app.canStepBack(),      // optional
//     }} />
//   While active it sets class "presenter" on <html> (theme in present.css), owns the keyboard
//   (capture phase; the shell's window keydown listener does not also fire), and shows the help.
//   Mark anything else to hide while presenting with data-presenter="hide".
//   Put `presenter: true` in the share link's view options to reopen a link in presenter mode.

export { type PlaybackCommands, PRESENTER_ACTIONS, type PresenterCommands } from './actions';
export { toggleFullscreen } from './fullscreen';
export { HelpOverlay, type HelpOverlayProps } from './HelpOverlay';
export { findClashes, type KeyAction, type KeyBinding, KeyMap, type KeyOutcome } from './keymap';
export { canonical, keyLabel, matches, type Shortcut } from './keys';
export {
  PRESENTER_CLASS,
  PresenterMode,
  type PresenterModeProps,
  PresenterToggle,
  usePresenterTheme,
} from './PresenterMode';

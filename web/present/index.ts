// Presenter mode: a projector theme (large type, high contrast, no clutter, 1280x720), the hint
// that says how to get the key help and leave, the top bar's toggle, and full screen. Its keys are
// not here: they are the app's one action registry (web/actions/), the same in and out of
// presenter mode.
//
// HOW THE SHELL MOUNTS IT
//   import { PresenterMode, PresenterToggle } from '../present';
//   <PresenterToggle active={presenting} actions={actions} />   // in the top bar; performs "presenter"
//   <PresenterMode active={presenting} />
//   While active it sets class "presenter" on <html> (theme in present.css); leaving it leaves full
//   screen too. Mark anything else to hide while presenting with data-presenter="hide".
//   Put `presenter: true` in the share link's view options to reopen a link in presenter mode.

export { toggleFullscreen } from './fullscreen';
export {
  PRESENTER_CLASS,
  PresenterMode,
  type PresenterModeProps,
  PresenterToggle,
  usePresenterTheme,
} from './PresenterMode';

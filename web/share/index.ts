// Share links to a moment: scenario, seed, playhead, open panels and view options, compressed into
// the URL fragment ("#ps1.<base64url deflate-raw JSON>").
//
// HOW THE SHELL MOUNTS IT
//   import { ShareButton, ShareLinkNotice, useIncomingShareLink, type ShareState } from '../share';
//
//   // 1. Toolbar: a button that copies a link to the current moment.
//   <ShareButton getState={(): ShareState => ({
//       scenario: currentScenarioObject,          // the JSON object that was loaded
//       seed: currentSeed,                         // integer >= 0
//       playhead: { timeNs: Math.round(app.clock.time()), eventIndex: shownRecordCount },
//       panels: openPanelIds,                      // e.g. ['node:3', 'chart:throughput']
//       view: { speed: app.clock.getSpeed(), presenter: isPresenting },
//     })} />
//
//   // 2. Once, near the top of <App>: open the moment a link carries, or explain a bad link.
//   const incoming = useIncomingShareLink((s) => {
//     // load s.scenario with seed s.seed (paused), run to s.playhead.timeNs / eventIndex,
//     // reopen s.panels, restore s.view. The engine validates the scenario again on load.
//   });
//   {incoming.error && <ShareLinkNotice message={incoming.error} onDismiss={incoming.dismiss} />}
//
// Needs from the shell: a way to load a scenario with a given seed, to seek to (timeNs, eventIndex)
// paused (deterministic re-execution), and stable ids for panels. Nothing from a link is rendered
// as HTML: every string reaches the page as a React text child.

export {
  type DecodeResult,
  decodeShare,
  encodeShare,
  MAX_FRAGMENT_CHARS,
  MAX_JSON_BYTES,
  SHARE_VERSION,
  shareUrl,
} from './link';
export { ShareButton, type ShareButtonProps } from './ShareButton';
export { checkShareState, LIMITS as SHARE_LIMITS, type ShareState } from './shareState';
export { ShareLinkNotice, useIncomingShareLink } from './useIncomingLink';

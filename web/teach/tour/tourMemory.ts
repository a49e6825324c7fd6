// Whether this browser has seen (or skipped) the first-visit tour, kept in localStorage. Storage
// can be unavailable (private modes, blocked cookies): then the tour is treated as seen, so it
// never nags on every visit, and it still opens from the help overlay.
export const TOUR_SEEN_KEY = 'protoscope.tour.seen';

export function tourSeen(): boolean {
  try {
    return window.localStorage.getItem(TOUR_SEEN_KEY) !== null;
  } catch {
    return true;
  }
}

export function rememberTourSeen(): void {
  try {
    window.localStorage.setItem(TOUR_SEEN_KEY, new Date().toISOString());
  } catch {
    // nothing to remember it in; see above
  }
}

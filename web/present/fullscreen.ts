// Full screen through the standard Fullscreen API. Browsers only allow it from a user gesture (a
// key press counts) and may refuse (iframes without allow="fullscreen"); a refusal is reported
// as false rather than thrown, since presenting still works in a normal window.

export async function toggleFullscreen(target: Element = document.documentElement): Promise<boolean> {
  try {
    if (document.fullscreenElement) {
      await document.exitFullscreen();
      return false;
    }
    if (!target.requestFullscreen) return false;
    await target.requestFullscreen();
    return true;
  } catch {
    return false;
  }
}

// The event log while playing: pinned to its newest line by scroll anchoring (web/views/EventLog.tsx)
// rather than measured on every update, which forced a layout of the whole page in those frames.
import { expect, type Page, test } from '@playwright/test';
import { failOnConsoleErrors } from './noConsoleErrors';
import { openPlaying } from './openFast';

failOnConsoleErrors();

const open = (page: Page, id: string) => openPlaying(page, id);

test('while playing, the log follows its newest line without measuring it on every update', async ({ page }) => {
  // The log is pinned to its bottom once and then kept there by scroll anchoring (EventLog.tsx):
  // sampled every 200 ms of a busy run until the log has moved six times (well past its first 60
  // lines, where the pin takes over), the highlighted line is always the newest and always inside
  // the list's box, though lines keep arriving and old ones leave.
  await open(page, 'polling-star-pet-implosion');
  const seen = new Set<string>();
  for (let k = 0; k < 100 && seen.size < 6; k++) {
    await page.waitForTimeout(200);
    const state = await page.evaluate(() => {
      const list = document.querySelector('[data-testid="event-log"]')!.getBoundingClientRect();
      const line = document.querySelector('.log-line.newest');
      if (!line) return null;
      const r = line.getBoundingClientRect();
      const last = [...document.querySelectorAll('.log-line')].pop();
      return {
        index: line.getAttribute('data-index') ?? '',
        inView: r.top >= list.top - 1 && r.bottom <= list.bottom + 1 && r.height > 0,
        isLast: line === last,
      };
    });
    if (!state) continue;
    expect(state.inView).toBe(true);
    expect(state.isLast).toBe(true);
    seen.add(state.index);
  }
  expect(seen.size).toBe(6); // the log really moved while it was watched
  await expect(page.getByTestId('play')).toHaveText(/Pause/);
});

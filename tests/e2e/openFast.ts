// Opens a gallery scenario and waits until the picked scenario itself is loaded and playing (its
// title shown, Pause offered): the default scenario also starts playing when the page opens, and
// its Pause button alone would let a test act just before the picked scenario's load resets the
// clock (its speed to the suggested one, its time to 0).
import { expect, type Page } from '@playwright/test';

export async function openPlaying(page: Page, id: string): Promise<void> {
  await page.goto('/');
  const picker = page.getByTestId('scenario-picker');
  await picker.selectOption(id);
  const title = (await picker.locator('option:checked').textContent()) ?? '';
  await expect(page.getByTestId('scenario-name')).toHaveText(title.trim());
  await expect(page.getByTestId('play')).toHaveText(/Pause/, { timeout: 30_000 });
}

/** Opens a scenario and runs it as fast as the app allows (or at `speed` sim ns per wall second). */
export async function openFast(page: Page, id: string, speed = 5e9): Promise<void> {
  await openPlaying(page, id);
  await page.evaluate(
    (s) =>
      (window as unknown as { __protoscope: { clock: { setSpeed(s: number): void } } }).__protoscope.clock.setSpeed(s),
    speed,
  );
}

/** Opens a scenario at its suggested speed and pauses it near its start. */
export async function openPaused(page: Page, id: string): Promise<void> {
  await openPlaying(page, id);
  // A click that lands while a re-render swaps the button is lost: press until it says Play.
  await expect(async () => {
    if (/Pause/.test((await page.getByTestId('play').textContent()) ?? '')) await page.getByTestId('play').click();
    await expect(page.getByTestId('play')).toHaveText(/Play/, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

/** The newest line of the event log (the one the picture shows). */
export const newestLogLine = (page: Page) => page.locator('.log-line.newest .log-text');

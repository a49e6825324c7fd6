// Opens a gallery scenario and runs it as fast as the app allows. It waits until the picked
// scenario itself is loaded and playing (its title shown, Pause offered) before raising the speed:
// the default scenario also starts playing when the page opens, and its Pause button alone would
// let the speed be set just before the picked scenario's load resets it to the suggested speed.
import { expect, type Page } from '@playwright/test';

export async function openFast(page: Page, id: string, speed = 5e9): Promise<void> {
  await page.goto('/');
  const picker = page.getByTestId('scenario-picker');
  await picker.selectOption(id);
  const title = (await picker.locator('option:checked').textContent()) ?? '';
  await expect(page.getByTestId('scenario-name')).toHaveText(title.trim());
  await expect(page.getByTestId('play')).toHaveText(/Pause/);
  await page.evaluate(
    (s) =>
      (window as unknown as { __protoscope: { clock: { setSpeed(s: number): void } } }).__protoscope.clock.setSpeed(s),
    speed,
  );
}

// Opens the panel of the entity whose picker option matches `entity`, once the picker lists it
// (options appear as the run reveals entities).
import { expect, type Page } from '@playwright/test';

export async function pickPanel(page: Page, entity: RegExp): Promise<void> {
  const picker = page.getByTestId('panel-picker');
  await expect
    .poll(async () => (await picker.locator('option').allTextContents()).some((o) => entity.test(o)))
    .toBe(true);
  const label = (await picker.locator('option').allTextContents()).find((o) => entity.test(o)) ?? '';
  await picker.selectOption({ label });
}

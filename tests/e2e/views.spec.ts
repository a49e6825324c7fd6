// The main views, looked at in screenshots: gallery, routed graphs (451-node transit-stub with the
// multicast tree), a polling panel.
import { expect, test } from '@playwright/test';
import { failOnConsoleErrors } from './noConsoleErrors';

failOnConsoleErrors();

test('gallery card → run', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('open-gallery').click();
  await expect(page.getByTestId('gallery')).toBeVisible();
  await expect(page.getByTestId('card-thesis-4.1-msaw')).toContainText('Reproduces');
  await page.screenshot({ path: 'test-results/20-gallery.png' });
  await page.getByTestId('card-ethernet-ack-implosion').click();
  await expect(page.getByTestId('gallery')).toBeHidden();
  await expect(page.getByTestId('scenario-name')).toHaveText(/Acknowledgment implosion/);
  await expect(page.getByTestId('play')).toHaveText(/Pause/);
  await page.waitForTimeout(1200);
  await page.screenshot({ path: 'test-results/21-bus-playing.png' });
});

test('routed graph: 451 nodes with the multicast tree, zoom, node panel', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('scenario-picker').selectOption('polling-implosion');
  await expect(page.getByTestId('topology')).toHaveAttribute('data-kind', 'graph');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: 'test-results/22-transit-stub.png' });
  const box = await page.getByTestId('topology').boundingBox();
  await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
  for (let i = 0; i < 5; i++) await page.mouse.wheel(0, -200);
  await page.waitForTimeout(300);
  await page.screenshot({ path: 'test-results/23-transit-stub-zoomed.png' });
  await page.getByTestId('panel-picker').selectOption({ index: 1 });
  await expect(page.locator('.ppanel').first()).toBeVisible();
  await page.waitForTimeout(600);
  await page.screenshot({ path: 'test-results/24-polling-panel.png' });
});

test('star: poll vector and windows', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('scenario-picker').selectOption('polling-star-psew-subgroups');
  await page.waitForTimeout(1500);
  await page.getByTestId('panel-picker').selectOption({ index: 1 });
  await page.waitForTimeout(800);
  await page.screenshot({ path: 'test-results/25-star-panel.png' });
});

test("implosion meter: PET on a star drops RESPONSEs at the sender's inbound link", async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('scenario-picker').selectOption('polling-star-pet-implosion');
  const meter = page.getByTestId('implosion-meter');
  await expect(meter).toBeVisible();
  await page.evaluate(() =>
    (window as unknown as { __protoscope: { clock: { setSpeed(s: number): void } } }).__protoscope.clock.setSpeed(1e9),
  );
  await expect
    .poll(async () => Number((await page.getByTestId('im-dropped').textContent())?.replace(/,/g, '')), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
  await expect(page.getByTestId('im-queue')).toHaveText(/\/10$/);
  await page.screenshot({ path: 'test-results/26-implosion-meter.png' });
});

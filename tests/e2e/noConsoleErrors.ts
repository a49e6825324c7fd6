// Every browser test asserts that the page logged no console error and threw no uncaught error.
// Call once at the top of a spec file.
import { expect, test } from '@playwright/test';

export function failOnConsoleErrors(): void {
  let errors: string[] = [];
  test.beforeEach(async ({ page }) => {
    errors = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`console: ${m.text()}`);
    });
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  });
  test.afterEach(() => {
    expect(errors, errors.join('\n')).toEqual([]);
  });
}

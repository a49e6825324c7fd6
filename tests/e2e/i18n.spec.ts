// The app in Brazilian Portuguese (issue 13): switched from the keyboard (L, the registry's
// "language" action), the toolbar, a panel, the scenario's own text and the numbers change; the
// choice survives a reload and travels in a share link (a reader whose saved choice is English
// opens it in Portuguese); axe finds nothing serious in Portuguese; on a phone the longer labels
// do not push the top bar or toolbar off the screen. Screenshots in both themes for a person.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { schemaBreakingLink } from './brokenLink';
import { failOnConsoleErrors } from './noConsoleErrors';

failOnConsoleErrors();

type App = { store: { status: string } };
const status = (page: Page) =>
  page.evaluate(() => (window as unknown as { __protoscope: App }).__protoscope.store.status);

async function pause(page: Page) {
  await expect(async () => {
    if (/Pausar|Pause/.test((await page.getByTestId('play').textContent()) ?? ''))
      await page.getByTestId('play').click();
    await expect(page.getByTestId('play')).toHaveText(/Reproduzir|Play/, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

/** Opens the default scenario and switches to Portuguese with the L key. */
async function openInPortuguese(page: Page) {
  await page.goto('/');
  await expect.poll(() => status(page)).toBe('ready');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.locator('body').press('l');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
}

async function expectPortuguese(page: Page) {
  await expect(page.getByTestId('open-gallery')).toHaveText(/Galeria/);
  await expect(page.getByTestId('restart')).toHaveText(/Reiniciar/);
  await expect(page.getByTestId('play')).toHaveText(/Reproduzir|Pausar/);
  await expect(page.getByTestId('language-toggle')).toHaveAccessibleName(/Português \(Brasil\)\. Mudar para English/);
  await expect(page.getByRole('heading', { name: 'Registro de eventos' })).toBeVisible();
  await expect(page.getByTestId('scenario-name')).toHaveText('Dois hosts, um enlace');
  await expect(page.getByTestId('scenario-picker').locator('option:checked')).toHaveText('Dois hosts, um enlace');
}

test('switch to Portuguese with the keyboard: toolbar, panel, scenario text and numbers', async ({ page }) => {
  await openInPortuguese(page);
  await expectPortuguese(page);
  // The key help lists the switcher under its Portuguese heading.
  await page.locator('body').press('?');
  const help = page.getByTestId('key-help');
  await expect(help.getByRole('heading', { name: 'Atalhos de teclado' })).toBeVisible();
  await expect(help).toContainText('Trocar idioma (English / Português)');
  await page.keyboard.press('Escape');
  // The scenario's own teaching text, from its translations.
  await page.getByTestId('about-scenario').locator('summary').click();
  await expect(page.getByTestId('about-scenario').locator('summary')).toContainText('Sobre este cenário');
  await expect(page.getByTestId('about-watch')).toHaveText(/^O host A envia um fluxo constante de 400 kbit\/s/);
  // A panel in Portuguese, with a state value in plain Portuguese words.
  await pause(page);
  await page.getByTestId('goto-time').fill('0,5 s');
  await page.getByTestId('goto-time').press('Enter');
  await page.getByTestId('node-A').click();
  const dock = page.getByTestId('panel-dock');
  await expect(dock.getByRole('heading', { name: 'Estado do protocolo' })).toBeVisible();
  await expect(dock).toContainText(/em 0,500000 s \(evento \d/);
  // Numbers in the Brazilian way: a decimal comma on the clock.
  await expect(page.getByTestId('sim-time')).toHaveText('0,500000 s');
  await expect(page.getByTestId('speed')).toHaveText(/\d.* \/ s/);
  // The entity's kind beside its name, the throughput figure's own words and its time axis.
  await expect(dock.locator('small').first()).toHaveText('nó');
  await expect(page.getByTestId('chart-counts')).toHaveText(
    'bits entregues aos destinos por segundo no último intervalo',
  );
  await expect(
    page
      .locator('.axis-label')
      .filter({ hasText: /^tempo \(/ })
      .first(),
  ).toBeVisible();
});

test('the event log is written again in the language chosen, and back', async ({ page }) => {
  await page.goto('/');
  await expect.poll(() => status(page)).toBe('ready');
  await pause(page);
  const log = page.getByTestId('event-log');
  await expect(log).toContainText(/starts sending packet/);
  const lines = await page.getByTestId('log-line').count();
  await page.locator('body').press('l');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  // The lines already shown, in Portuguese: the same number of them, no English sentence left.
  await expect(log).not.toContainText(/starts sending|application sends|arrives at/);
  await expect(log).toContainText(/pacote/);
  await expect(page.getByTestId('log-line')).toHaveCount(lines);
  // Lines written after the switch are Portuguese from the start.
  const last = () => page.getByTestId('log-line').last().textContent();
  const before = await last();
  await page.getByTestId('step').click();
  await expect.poll(last).not.toBe(before);
  await expect(log).not.toContainText(/starts sending|application sends|arrives at/);
  await page.locator('body').press('l');
  await expect(log).toContainText(/starts sending packet/);
});

test('trace kinds read in Portuguese in the log and the jump picker; their ids stay the values', async ({ page }) => {
  await openInPortuguese(page);
  await pause(page);
  await page.getByTestId('goto-time').fill('0,5 s');
  await page.getByTestId('goto-time').press('Enter');
  // The log's kind column: plain Portuguese names, the engine's id kept on the element.
  const kinds = page.getByTestId('event-log').locator('.log-kind');
  await expect(kinds.first()).toBeVisible();
  const ids = await kinds.evaluateAll((els) => els.map((e) => e.getAttribute('data-kind') ?? ''));
  const shown = await kinds.allTextContents();
  expect(ids).toContain('tx-start');
  expect(shown).toContain('início da transmissão');
  expect(shown).not.toContain('tx-start');
  // The picker: the option whose value is the id reads in Portuguese; choosing it still jumps.
  const picker = page.getByTestId('jump-kind');
  await expect(picker.locator('option[value="arrival"]')).toHaveText('chegada');
  await picker.selectOption('arrival');
  await page.getByTestId('jump-next').click();
  await expect(page.getByTestId('event-log').locator('.log-line.newest .log-kind')).toHaveText('chegada');
  // Back to English: the ids themselves.
  await page.getByTestId('language-toggle').click();
  await expect(picker.locator('option[value="arrival"]')).toHaveText('arrival');
  await expect(page.getByTestId('event-log').locator('.log-line.newest .log-kind')).toHaveText('arrival');
});

test('the parameter editor, the sweep and the gallery in Portuguese', async ({ page }) => {
  await openInPortuguese(page);
  await page.getByTestId('tab-params').click();
  await expect(page.getByText('Semente aleatória', { exact: true })).toBeVisible();
  await expect(page.getByText('Semente base de todo fluxo aleatório', { exact: false })).toBeVisible();
  await page.getByTestId('tab-sweep').click();
  await expect(page.getByTestId('sweep-plan')).toContainText('execuções');
  await expect(page.getByText(/Taxa \(bit\/s\)/)).toBeVisible();
  await expect(page.getByText(/Roda em \d+ processo/)).toBeVisible();
  await page.getByTestId('open-gallery').click();
  await expect(page.getByTestId('card-two-hosts-one-link')).toContainText('ensino');
});

test('the Ethernet bus in Portuguese: caption, accessible names, a station panel', async ({ page }) => {
  await openInPortuguese(page);
  await page.getByTestId('scenario-picker').selectOption('ethernet-ack-implosion');
  await expect(page.locator('.bus-caption')).toHaveText(/^modelo da dissertação: barramento instantâneo · 10 Mb\/s$/);
  await expect(page.getByRole('group', { name: 'barramento Ethernet compartilhado' })).toBeVisible();
  const r1 = page.getByTestId('station-R1');
  await expect(r1).toHaveAccessibleName('estação R1 (receptor): abrir o estado do seu protocolo');
  await pause(page);
  await r1.click();
  const dock = page.getByTestId('panel-dock');
  await expect(dock.locator('small').first()).toHaveText('receptor msaw');
  await expect(dock).toContainText('Duplicatas');
});

test('a longer run shows grouped thousands with a dot', async ({ page }) => {
  await openInPortuguese(page);
  await page.getByTestId('scenario-picker').selectOption('queue-overflow');
  await expect(page.getByTestId('scenario-name')).toHaveText('Estouro de fila');
  await pause(page);
  await page.getByTestId('goto-time').fill('5 s');
  await page.getByTestId('goto-time').press('Enter');
  await expect(page.getByTestId('events')).toHaveText(/^\d{1,3}(\.\d{3})+$/);
});

test('the choice survives a reload, and switching back restores English', async ({ page }) => {
  await openInPortuguese(page);
  await page.reload();
  await expect.poll(() => status(page)).toBe('ready');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expectPortuguese(page);
  await page.getByTestId('language-toggle').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('open-gallery')).toHaveText(/Gallery/);
  await expect(page.getByTestId('scenario-name')).toHaveText('Two hosts, one link');
});

test('a share link carries the language to a reader who chose English', async ({ page, context, browser }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openInPortuguese(page);
  await page.getByTestId('share-link').click();
  await expect(page.getByTestId('share-status')).toHaveText(/Link copiado \([\d.]+ caracteres\)/);
  const url = await page.evaluate(() => navigator.clipboard.readText());
  const reader = await browser.newContext();
  await reader.addInitScript(() => {
    localStorage.setItem('protoscope.tour.seen', 'e2e');
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('protoscope.language', 'en');
      sessionStorage.setItem('seeded', '1');
    }
  });
  const other = await reader.newPage();
  await other.goto(url);
  await expect(other.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(other.getByTestId('scenario-name')).toHaveText('Dois hosts, um enlace');
  // The link did not overwrite the reader's own choice.
  expect(await other.evaluate(() => localStorage.getItem('protoscope.language'))).toBe('en');
  await reader.close();
});

test('in Portuguese, a link whose scenario breaks the schema is refused in Portuguese, naming the field', async ({
  page,
}) => {
  await openInPortuguese(page); // the choice is saved, so the next page opens in Portuguese
  const fragment = await schemaBreakingLink(page);
  await page.goto('about:blank');
  await page.goto(`/#${fragment}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByTestId('share-error')).toContainText(
    'Este link está danificado: o cenário dele não é válido: network.links[0].bandwidth: deve ser ≥ 1 bit/s (valor recebido: 0,5).',
  );
});

test("a damaged link's notice on screen is worded again when L switches the language, and back", async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const fragment = await schemaBreakingLink(page);
  await page.goto('about:blank');
  await page.goto(`/#${fragment}`);
  const notice = page.getByTestId('share-error');
  await expect(notice).toContainText(
    'This link is damaged: its scenario is not valid: network.links[0].bandwidth: must be >= 1',
  );
  await expect.poll(() => status(page)).toBe('ready');
  await page.locator('body').press('l');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(notice).toContainText(
    'Este link está danificado: o cenário dele não é válido: network.links[0].bandwidth: deve ser ≥ 1 bit/s (valor recebido: 0,5).',
  );
  await expect(notice).not.toContainText('This link is damaged');
  await page.locator('body').press('l');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(notice).toContainText('This link is damaged: its scenario is not valid: network.links[0].bandwidth');
});

test('axe finds no serious violation in Portuguese; screenshots in light and dark', async ({ page }) => {
  await openInPortuguese(page);
  await pause(page);
  await page.getByTestId('node-A').click();
  for (const theme of ['light', 'dark'] as const) {
    await page.getByTestId('theme-choice').selectOption(theme);
    const result = await new AxeBuilder({ page }).analyze();
    const serious = result.violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')} ${v.nodes[0]?.failureSummary ?? ''}`);
    expect(serious, theme).toEqual([]);
    await page.screenshot({ path: `test-results/screens/i18n/pt-BR-${theme}.png` });
  }
  await page.getByTestId('open-gallery').click();
  await expect(page.getByTestId('gallery').getByRole('heading', { name: 'Galeria de cenários' })).toBeVisible();
  await expect(page.getByTestId('card-queue-overflow')).toContainText('O host A oferece 1,5 Mbit/s');
  expect((await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious')).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/i18n/pt-BR-gallery-dark.png' });
});

test('on a phone (390x844) the Portuguese labels stay on the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openInPortuguese(page);
  await expectPortuguese(page);
  const problems = await page.evaluate(() => {
    const out: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1) out.push('page scrolls sideways');
    const controls = [...document.querySelectorAll('header button, header select, .controls button, .controls select')]
      .filter((e) => (e as HTMLElement).offsetParent !== null)
      .map((e) => ({ el: e as HTMLElement, name: e.textContent || e.getAttribute('aria-label') || e.tagName }));
    for (const { el, name } of controls) {
      const r = el.getBoundingClientRect();
      if (r.left < -1 || r.right > width + 1) out.push(`${name} runs off the screen`);
      if (el.scrollWidth > el.clientWidth + 1) out.push(`${name}: its label overflows the control`);
    }
    for (let i = 0; i < controls.length; i++)
      for (let j = i + 1; j < controls.length; j++) {
        const a = controls[i].el.getBoundingClientRect();
        const b = controls[j].el.getBoundingClientRect();
        if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1)
          out.push(`${controls[i].name} overlaps ${controls[j].name}`);
      }
    return out;
  });
  expect(problems).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/i18n/pt-BR-phone.png' });
});

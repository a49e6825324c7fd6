// What no screen size may show, checked by the phone and the screen-size specs alike: the page
// scrolling sideways, a control of the top bar or the toolbar running off the screen, two such
// controls overlapping (issue 12, defects 9 and 10), or the panel picker clipped by its dock. The
// gallery dialog's own controls are left out: it covers the page on purpose.
import type { Page } from '@playwright/test';

export const layoutProblems = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const out: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1)
      out.push(`page scrolls sideways (${document.documentElement.scrollWidth} > ${width})`);
    const controls = [
      ...document.querySelectorAll('header button, header select, .controls button, .controls select, .controls input'),
    ]
      .filter((e) => (e as HTMLElement).offsetParent !== null && !e.closest('[data-testid="gallery"]'))
      .map((e) => ({ name: e.textContent || e.getAttribute('aria-label') || e.tagName, r: e.getBoundingClientRect() }));
    for (const c of controls) if (c.r.left < -1 || c.r.right > width + 1) out.push(`${c.name} runs off the screen`);
    for (let i = 0; i < controls.length; i++)
      for (let j = i + 1; j < controls.length; j++) {
        const a = controls[i].r;
        const b = controls[j].r;
        if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1)
          out.push(`${controls[i].name} overlaps ${controls[j].name}`);
      }
    // The protocol panels' picker is how the keyboard opens a panel: its dock may not shrink it away
    // (at 1024x768 a dock with no panel open was squeezed to its border, the picker clipped inside).
    const picker = document.querySelector('[data-testid="panel-picker"]') as HTMLElement | null;
    const dock = picker?.closest('[data-testid="panel-dock"]');
    if (picker && dock && picker.offsetParent !== null) {
      const p = picker.getBoundingClientRect();
      const d = dock.getBoundingClientRect();
      if (p.top < d.top - 1 || p.bottom > d.bottom + 1)
        out.push(`the panel picker is clipped by its dock (${Math.round(d.height)} px high)`);
    }
    return out;
  });

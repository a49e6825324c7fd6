// What no screen size may show, checked by the phone and the screen-size specs alike: the page
// scrolling sideways, a control of the top bar or the toolbar running off the screen, or two such
// controls overlapping (issue 12, defects 9 and 10). The gallery dialog's own controls are left out:
// it covers the page on purpose.
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
    return out;
  });

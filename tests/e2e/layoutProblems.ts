// What no screen size may show, checked by the phone and the screen-size specs alike: the page
// scrolling sideways, a control of the top bar or the toolbar running off the screen, two such
// controls overlapping (issue 12, defects 9 and 10), the panel picker clipped by its dock, or a node
// or queue label under the implosion meter (in presenter mode at 1024x768 the larger meter covered
// a receiver's name). The gallery dialog's own controls are left out: it covers the page on purpose.
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
    const meter = document.querySelector('[data-testid="implosion-meter"]')?.getBoundingClientRect();
    if (meter) {
      const under = (r: { left: number; right: number; top: number; bottom: number }) =>
        r.left < meter.right - 1 && meter.left < r.right - 1 && r.top < meter.bottom - 1 && meter.top < r.bottom - 1;
      for (const label of document.querySelectorAll('.node-label, .node-name, .node-kind'))
        if (under(label.getBoundingClientRect()))
          out.push(`node label "${label.textContent}" under the implosion meter`);
      // Queue labels are canvas text: the canvas reports their boxes in layout coordinates, which
      // are the canvas's own while the view is neither panned nor zoomed (as in these checks).
      const canvas = document.querySelector('[data-testid="packet-canvas"]');
      const origin = canvas?.getBoundingClientRect();
      const boxes = JSON.parse(canvas?.parentElement?.getAttribute('data-queue-labels') ?? '[]') as number[][];
      if (origin)
        for (const [x0, y0, x1, y1] of boxes)
          if (under({ left: origin.left + x0, right: origin.left + x1, top: origin.top + y0, bottom: origin.top + y1 }))
            out.push('a queue label under the implosion meter');
    }
    return out;
  });

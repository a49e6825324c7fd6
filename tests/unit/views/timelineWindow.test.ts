import { describe, expect, it } from 'vitest';
import { visibleWindow, zoomAround } from '../../../web/views/timelineWindow';

describe('the timeline window', () => {
  it('is the whole run at zoom 1', () => {
    expect(visibleWindow({ k: 1, start: 123 }, 1000, 500)).toEqual({ from: 0, to: 1000 });
  });

  it('zooming in keeps the anchor where it was on the bar', () => {
    const w = zoomAround({ k: 1, start: 0 }, 4, 1000, 500); // the anchor sits in the middle
    expect(w).toEqual({ k: 4, start: 375 });
    expect(visibleWindow(w, 1000, 500)).toEqual({ from: 375, to: 625 });
  });

  it('never shows time before 0 or after the end', () => {
    expect(zoomAround({ k: 1, start: 0 }, 10, 1000, 0)).toEqual({ k: 10, start: 0 });
    expect(zoomAround({ k: 1, start: 0 }, 10, 1000, 1000)).toEqual({ k: 10, start: 900 });
  });

  it('pages along when the playhead leaves the window, the playhead a tenth of the way in', () => {
    expect(visibleWindow({ k: 10, start: 0 }, 1000, 250)).toEqual({ from: 240, to: 340 });
    expect(visibleWindow({ k: 10, start: 240 }, 1000, 300)).toEqual({ from: 240, to: 340 }); // inside: no move
  });

  it('zooming out to 1 or below fits the whole run', () => {
    expect(zoomAround({ k: 8, start: 300 }, 1, 1000, 350)).toEqual({ k: 1, start: 0 });
    expect(zoomAround({ k: 8, start: 300 }, 0.5, 1000, 350)).toEqual({ k: 1, start: 0 });
  });
});

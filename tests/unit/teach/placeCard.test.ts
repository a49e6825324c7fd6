import { describe, expect, it } from 'vitest';
import { placeCard } from '../../../web/teach/tour/placeCard';

const view = { width: 1280, height: 720 };
const card = { width: 360, height: 200 };
const overlaps = (
  a: { top: number; left: number; width: number; height: number },
  b: { top: number; left: number; width: number; height: number },
) => a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;

describe('placing the tour card', () => {
  it('goes right of a target when there is room, and does not cover it', () => {
    const target = { top: 170, left: 12, width: 740, height: 540 };
    const p = placeCard(target, card, view);
    expect(p.left).toBe(764);
    expect(overlaps({ ...p, ...card }, target)).toBe(false);
  });

  it('goes below a full-width strip, inside the screen', () => {
    const target = { top: 48, left: 8, width: 1264, height: 80 };
    const p = placeCard(target, card, view);
    expect(p.top).toBe(140);
    expect(overlaps({ ...p, ...card }, target)).toBe(false);
    expect(p.left + card.width).toBeLessThanOrEqual(view.width);
  });

  it('goes above a target at the bottom of a phone screen', () => {
    const phone = { width: 390, height: 844 };
    const narrow = { width: 366, height: 220 };
    const target = { top: 600, left: 6, width: 378, height: 240 };
    const p = placeCard(target, narrow, phone);
    expect(p.top + narrow.height).toBeLessThanOrEqual(600);
  });

  it('sits at the bottom when the target fills the screen, and in the middle without a target', () => {
    const phone = { width: 390, height: 844 };
    const narrow = { width: 366, height: 220 };
    const p = placeCard({ top: 0, left: 0, width: 390, height: 844 }, narrow, phone);
    expect(p.top + narrow.height).toBeLessThanOrEqual(844);
    expect(p.top).toBeGreaterThan(500);
    const c = placeCard(null, card, view);
    expect(c).toEqual({ top: 260, left: 460 });
  });
});

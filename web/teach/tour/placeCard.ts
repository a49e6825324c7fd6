// Where the tour's card goes for a target rectangle: beside it (right, then left) when there is
// room, else below, else above, else at the bottom of the screen; always fully inside the
// viewport with a margin. No target: in the middle. Pure, so it is tested without a browser.

export interface Rect {
  top: number;
  left: number;
  width: number;
  height: number;
}
export interface Size {
  width: number;
  height: number;
}
export interface CardPlace {
  top: number;
  left: number;
}

const GAP = 12;

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(v, Math.max(lo, hi)));

export function placeCard(target: Rect | null, card: Size, view: Size): CardPlace {
  const maxLeft = view.width - card.width - GAP;
  const maxTop = view.height - card.height - GAP;
  if (!target)
    return {
      top: clamp((view.height - card.height) / 2, GAP, maxTop),
      left: clamp((view.width - card.width) / 2, GAP, maxLeft),
    };
  const right = target.left + target.width;
  const bottom = target.top + target.height;
  const besideTop = clamp(target.top, GAP, maxTop);
  if (right + GAP + card.width + GAP <= view.width) return { top: besideTop, left: right + GAP };
  if (target.left - GAP - card.width >= GAP) return { top: besideTop, left: target.left - GAP - card.width };
  const alignedLeft = clamp(target.left, GAP, maxLeft);
  if (bottom + GAP + card.height + GAP <= view.height) return { top: bottom + GAP, left: alignedLeft };
  if (target.top - GAP - card.height >= GAP) return { top: target.top - GAP - card.height, left: alignedLeft };
  return { top: clamp(maxTop, GAP, maxTop), left: clamp((view.width - card.width) / 2, GAP, maxLeft) };
}

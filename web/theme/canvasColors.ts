// The colours canvas painters draw with, read from the theme's CSS custom properties (a canvas
// cannot use var()). Read once per palette change (themeVersion), so painting costs nothing extra.
import { themeVersion } from './theme';

export interface CanvasColors {
  /** Text and outlines. */
  ink: string;
  /** The surface a callout box or a halo is filled with. */
  panel: string;
  /** The empty part of a queue bar. */
  track: string;
  /** A queue bar's filled part when not full. */
  muted: string;
}

const LIGHT: CanvasColors = { ink: '#1d2733', panel: '#ffffff', track: '#e3e7eb', muted: '#5b6b7a' };

let cache: { version: number; colors: CanvasColors } | null = null;

export function canvasColors(): CanvasColors {
  const v = themeVersion();
  if (cache && cache.version === v) return cache.colors;
  const colors = typeof document === 'undefined' ? LIGHT : read(getComputedStyle(document.documentElement));
  cache = { version: v, colors };
  return colors;
}

function read(style: CSSStyleDeclaration): CanvasColors {
  const get = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    ink: get('--ink', LIGHT.ink),
    panel: get('--panel', LIGHT.panel),
    track: get('--subtle', LIGHT.track),
    muted: get('--ink-3', LIGHT.muted),
  };
}

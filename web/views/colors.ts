// Colours shared by the canvas, the SVG and the legend. Red and orange are kept for drops, so no
// node colour may be close to them.
import { DropReason } from '../engine/kinds';
import type { DataMode } from '../scene/dataModes';

const NODE_PALETTE = [
  '#2f6db5',
  '#2e9b4f',
  '#8e5bb5',
  '#1f9aa8',
  '#b58a00',
  '#7a5c3e',
  '#c2589b',
  '#5b6b7a',
  '#6f8f1f',
  '#3b3f9e',
  '#0f6b5c',
  '#9a6fd6',
];

export function nodeColor(index: number): string {
  return NODE_PALETTE[((index % NODE_PALETTE.length) + NODE_PALETTE.length) % NODE_PALETTE.length];
}

export function dropColor(reason: number): string {
  switch (reason) {
    case DropReason.LOSS:
      return '#d62728';
    case DropReason.QUEUE_OVERFLOW:
      return '#f07f09';
    case DropReason.COLLISION:
      return '#a8001c';
    default:
      return '#6b6b6b';
  }
}

export const LINK_COLOR = '#9aa4ae';
/** SVG and HTML only (a CSS variable, so it follows the theme); canvases use theme/canvasColors. */
export const INK = 'var(--ink)';

/** Packet colours by role: blue data, orange-brown retransmission, green ACK, red-purple NAK... */
export const ROLE_COLORS: Record<string, string> = {
  data: '#2f6db5',
  retransmission: '#b55a00',
  ack: '#2e9b4f',
  nak: '#c2185b',
  poll: '#8e5bb5',
  response: '#1f9aa8',
  other: '#5b6b7a',
};

export function roleColor(role: string): string {
  return ROLE_COLORS[role] ?? ROLE_COLORS.other;
}

export const COLLISION_COLOR = '#d62728';

/**
 * How a datagram was sent (AFDP's modes, scene/dataModes.ts): a colour and, so that colour is not
 * the only cue, a dash pattern along the cable (px on, px off; empty = solid). Multicast keeps the
 * data blue; broadcast purple, unicast dark teal, both away from the collision red and backoff amber.
 */
export const MODE_STYLES: Record<DataMode, { color: string; dash: readonly number[] }> = {
  multicast: { color: '#2f6db5', dash: [] },
  broadcast: { color: '#8e5bb5', dash: [12, 4] },
  unicast: { color: '#0f6b5c', dash: [3, 3] },
};

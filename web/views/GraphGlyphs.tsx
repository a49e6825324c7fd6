// The labelled things of a routed graph, in SVG: links (with bandwidth/delay labels where they
// fit) and nodes (short names inside, the rest outside, away from the graph's centre). On large
// graphs the level of detail drops: small dots, labels only for prominent nodes or when zoomed in.

import type { TopologyLink, TopologyNode } from '../engine/protocol';
import { significant } from '../i18n/format';
import { t } from '../i18n/i18n';
import { formatRate, formatTime } from '../playback/format';
import type { Layout, Point } from '../scene/topology';
import { INK, LINK_COLOR } from './colors';
import { NAME_INSIDE_CHARS, type NodeLabel } from './nodeLabels';
import { NODE_RADIUS } from './paintPackets';

/** Above this many links, labels would collide: they move into a hover tooltip. */
export const MAX_LABELLED_LINKS = 6;
/** A link shorter than this (px) has no room for its label. */
const MIN_LABELLED_PX = 170;

export function LinkGlyph({
  layout,
  link,
  crowded,
  tree = false,
  small = false,
}: {
  layout: Layout;
  link: TopologyLink;
  crowded: boolean;
  tree?: boolean;
  small?: boolean;
}) {
  const a = layout.pos.get(link.a);
  const b = layout.pos.get(link.b);
  if (!a || !b) return null;
  const mx = (a.x + b.x) / 2;
  const my = (a.y + b.y) / 2;
  const label = `${formatRate(link.bandwidth)} · ${formatTime(link.delay, 1)}`;
  const extra = [
    link.loss > 0 ? t('topology.loss', { pct: significant(+(link.loss * 100).toFixed(2), 21) }) : '',
    link.queue > 0 ? t('topology.queue', { n: link.queue }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const showLabel = !crowded && Math.hypot(b.x - a.x, b.y - a.y) >= MIN_LABELLED_PX;
  // Label above horizontal-ish links, beside vertical ones, so it never sits on the packet lanes.
  const vertical = Math.abs(b.y - a.y) > Math.abs(b.x - a.x);
  const tx = vertical ? mx + 18 : mx;
  const anchor = vertical ? 'start' : 'middle';
  return (
    <g className="link">
      <title>{`${label}${extra ? ` · ${extra}` : ''}`}</title>
      {!small && (
        <line
          x1={a.x}
          y1={a.y}
          x2={b.x}
          y2={b.y}
          stroke={LINK_COLOR}
          strokeWidth={22}
          strokeOpacity={0.18}
          strokeLinecap="round"
        />
      )}
      {tree && (
        <line
          x1={a.x}
          y1={a.y}
          x2={b.x}
          y2={b.y}
          stroke="#f2b705"
          strokeWidth={small ? 4 : 9}
          strokeOpacity={0.55}
          strokeLinecap="round"
          className="tree-link"
        />
      )}
      <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke={LINK_COLOR} strokeWidth={small ? 1 : 1.5} />
      {showLabel && (
        <text x={tx} y={vertical ? my : my - 20} textAnchor={anchor} className="link-label">
          {label}
        </text>
      )}
      {showLabel && extra && (
        <text x={tx} y={vertical ? my + 16 : my + 30} textAnchor={anchor} className="link-label dim">
          {extra}
        </text>
      )}
    </g>
  );
}

/**
 * What makes a node glyph a control: focusable (unless `focusable` is false: a dense graph keeps
 * its hundreds of nodes out of the Tab order, the panel picker reaches every entity), named, and
 * opened with Enter or Space as well as a click.
 */
function nodeControl(node: TopologyNode, onOpen: (() => void) | undefined, focusable: boolean, visible: string[]) {
  if (!onOpen) return {};
  // The name starts with the words the glyph shows, in order, so what a speech-input user reads is
  // what they can say (axe: label-content-name-mismatch). Each text of the glyph ends in a space
  // (not drawn: SVG drops trailing spaces) so the texts do not run together as "Ahost".
  const shown = visible.join(' ').trim();
  return {
    role: 'button',
    tabIndex: focusable ? 0 : -1,
    onClick: onOpen,
    'aria-label': t('topology.openState', { name: shown || `${node.name} ${node.kind}` }),
    onKeyDown: (ev: React.KeyboardEvent<SVGGElement>) => {
      if (ev.key !== 'Enter' && ev.key !== ' ') return;
      ev.preventDefault();
      ev.stopPropagation(); // Space here opens the node; it must not also play or pause
      onOpen();
    },
  } as const;
}

/** A node glyph: short names inside it, the rest of the label outside, away from the graph's centre. */
export function NodeGlyph({
  node,
  at,
  center,
  color,
  onOpen,
  r = NODE_RADIUS,
  labelled = true,
  zoom = 1,
  label,
  labelPx = 11,
  prominent = false,
  focusable = true,
}: {
  node: TopologyNode;
  at: Point;
  center: Point;
  color: string;
  onOpen?: () => void;
  r?: number;
  labelled?: boolean;
  zoom?: number;
  /** Where the label goes (from nodeLabels); without it the label points away from the centre. */
  label?: NodeLabel;
  /** Small graphs' dots: label size in screen px, and whether this node's label stands out (the sender). */
  labelPx?: number;
  prominent?: boolean;
  /** In the Tab order (every node of a small graph, the prominent ones of a dense graph). */
  focusable?: boolean;
}) {
  const inside = node.name.length <= NAME_INSIDE_CHARS;
  const outsideTexts = inside ? [node.kind] : [node.name, node.kind];
  // The texts the glyph draws, in document order (its accessible name starts with them).
  const visible =
    r < NODE_RADIUS
      ? labelled
        ? [node.name]
        : []
      : label
        ? [...(inside ? [node.name] : []), ...label.lines.map((l) => l.text)]
        : [...(inside ? [node.name] : []), ...outsideTexts];
  const control = nodeControl(node, onOpen, focusable, visible);
  if (r < NODE_RADIUS) {
    // A prominent node's label sits above it, clear of its queue bar and packets, larger and bold.
    const px = prominent ? labelPx + 3 : labelPx;
    // Placed in absolute coordinates, not by a translate() per node: on the 451-node graph each
    // transform was a paint property node of its own, and the browser's compositing pass walked
    // them all on every frame (about 2 ms a frame at 1x with thousands of packets in flight).
    return (
      <g className="node small" data-testid={`node-${node.name}`} {...control}>
        {!onOpen && <title>{`${node.name} (${kindWord(node.kind)})`}</title>}
        <circle cx={at.x} cy={at.y} r={r} fill="var(--panel)" stroke={color} strokeWidth={2 / Math.sqrt(zoom)} />
        {labelled &&
          (prominent ? (
            <text
              x={at.x}
              y={at.y - r - 5 / zoom}
              textAnchor="middle"
              className="node-label small-label"
              fill={INK}
              style={{ fontSize: px / zoom, strokeWidth: 4 / zoom, fontWeight: 700 }}
            >
              {node.name}{' '}
            </text>
          ) : (
            <text
              x={at.x + r + 3 / zoom}
              y={at.y + 4 / zoom}
              className="node-label small-label"
              fill={INK}
              style={{ fontSize: px / zoom, strokeWidth: 3 / zoom }}
            >
              {node.name}{' '}
            </text>
          ))}
      </g>
    );
  }
  const shape =
    node.kind === 'host' ? (
      <circle r={NODE_RADIUS} fill="var(--panel)" stroke={color} strokeWidth={4} />
    ) : (
      <rect
        x={-NODE_RADIUS}
        y={-NODE_RADIUS}
        width={2 * NODE_RADIUS}
        height={2 * NODE_RADIUS}
        rx={6}
        fill="var(--panel)"
        stroke={color}
        strokeWidth={4}
      />
    );
  if (label) {
    let y = label.cy - label.h / 2;
    return (
      <g transform={`translate(${at.x},${at.y})`} className="node" data-testid={`node-${node.name}`} {...control}>
        {!onOpen && <title>{`${node.name} (${kindWord(node.kind)})`}</title>}
        {label.leader && (
          <line {...label.leader} stroke={INK} strokeWidth={1.2} strokeOpacity={0.6} className="label-leader" />
        )}
        {shape}
        {inside && (
          <text y={5} textAnchor="middle" className="node-name" fill={INK}>
            {node.name}{' '}
          </text>
        )}
        {label.lines.map((l, i) => {
          y += l.px * 1.2;
          return (
            <text
              key={i}
              x={label.cx}
              y={y - l.px * 0.28}
              textAnchor="middle"
              className={l.kind ? 'node-kind placed' : 'node-name placed'}
              fill={l.kind ? undefined : INK}
              style={{ fontSize: l.px, fontWeight: l.weight }}
            >
              {l.text}{' '}
            </text>
          );
        })}
      </g>
    );
  }
  let dx = at.x - center.x;
  let dy = at.y - center.y;
  const len = Math.hypot(dx, dy);
  if (len < 1) {
    dx = 0;
    dy = 1;
  } else {
    dx /= len;
    dy /= len;
  }
  const gap = NODE_RADIUS + 8;
  const lx = dx * gap;
  const ly = dy * gap;
  const anchor = dx > 0.45 ? 'start' : dx < -0.45 ? 'end' : 'middle';
  // Text below the node hangs from its top; above it sits on its baseline.
  const baseY = dy > 0.45 ? ly + 12 : dy < -0.45 ? ly - 4 : ly + 4;
  const outside = outsideTexts;
  const firstY = dy < -0.45 ? baseY - 16 * (outside.length - 1) : baseY;
  return (
    <g transform={`translate(${at.x},${at.y})`} className="node" data-testid={`node-${node.name}`} {...control}>
      {!onOpen && <title>{`${node.name} (${kindWord(node.kind)})`}</title>}
      {shape}
      {inside && (
        <text y={5} textAnchor="middle" className="node-name" fill={INK}>
          {node.name}{' '}
        </text>
      )}
      {outside.map((t, i) => (
        <text
          key={i}
          x={lx}
          y={firstY + i * 16}
          textAnchor={anchor}
          className={i === outside.length - 1 ? 'node-kind' : 'node-name'}
          fill={i === outside.length - 1 ? undefined : INK}
        >
          {t}{' '}
        </text>
      ))}
    </g>
  );
}

export function centroid(points: Point[]): Point {
  if (points.length === 0) return { x: 0, y: 0 };
  return {
    x: points.reduce((s, p) => s + p.x, 0) / points.length,
    y: points.reduce((s, p) => s + p.y, 0) / points.length,
  };
}

/** A node's kind as the active language names it ("roteador"), or the engine's word when it has none. */
function kindWord(kind: string): string {
  return t(`topology.kinds.${kind}` as 'topology.kinds.host', { defaultValue: kind });
}

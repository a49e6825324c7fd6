// The network picture: SVG for the few labelled things (links, nodes), a canvas on top for the many
// moving things (packets, drop marks). React mounts both; the canvas is repainted every frame from
// the store's scene and the clock, outside React.
import { useEffect, useMemo, useRef } from 'react';
import type { AppController } from '../app/controller';
import { useStoreValue } from '../app/useStore';
import { formatRate, formatTime } from '../playback/format';
import type { TopologyLink, TopologyNode } from '../engine/protocol';
import { layoutTopology, type Layout, type Point } from '../scene/topology';
import { BusView } from './BusView';
import { INK, LINK_COLOR, nodeColor } from './colors';
import { NODE_RADIUS, paintPackets } from './paintPackets';
import { useSize } from './useSize';

export function TopologyView({ app }: { app: AppController }) {
  const kind = useStoreValue(app.store, (s) => s.topology.kind);
  return kind === 'bus' ? <BusView app={app} /> : <GraphView app={app} />;
}

function GraphView({ app }: { app: AppController }) {
  const store = app.store;
  const topology = useStoreValue(store, (s) => s.topology);
  const [boxRef, size] = useSize<HTMLDivElement>();
  const layout = useMemo(() => layoutTopology(topology, size.width, size.height), [topology, size]);
  const nodeIndex = useMemo(() => new Map(topology.nodes.map((n, i) => [n.id, i])), [topology]);
  const center = useMemo(() => centroid([...layout.pos.values()]), [layout]);

  return (
    <div className="topology" ref={boxRef} data-testid="topology">
      <svg width={size.width} height={size.height} role="img" aria-label="network topology">
        {topology.links.map((l) => (
          <LinkGlyph key={`l${l.id}`} layout={layout} link={l} crowded={topology.links.length > MAX_LABELLED_LINKS} />
        ))}
        {topology.nodes.map((n) => {
          const p = layout.pos.get(n.id);
          if (!p) return null;
          return <NodeGlyph key={`n${n.id}`} node={n} at={p} center={center} color={nodeColor(nodeIndex.get(n.id) ?? 0)} />;
        })}
      </svg>
      <PacketCanvas app={app} layout={layout} nodeIndex={nodeIndex} />
    </div>
  );
}

/** Above this many links, labels would collide: they move into a hover tooltip. */
const MAX_LABELLED_LINKS = 6;
/** A link shorter than this (px) has no room for its label. */
const MIN_LABELLED_PX = 170;
/** Names this short fit inside the node glyph. */
const NAME_INSIDE_CHARS = 3;

function LinkGlyph({ layout, link, crowded }: { layout: Layout; link: TopologyLink; crowded: boolean }) {
  const a = layout.pos.get(link.a);
  const b = layout.pos.get(link.b);
  if (!a || !b) return null;
  const mx = (a.x + b.x) / 2;
  const my = (a.y + b.y) / 2;
  const label = `${formatRate(link.bandwidth)} · ${formatTime(link.delay, 1)}`;
  const extra = [link.loss > 0 ? `loss ${+(link.loss * 100).toFixed(2)}%` : '', link.queue > 0 ? `queue ${link.queue}` : '']
    .filter(Boolean).join(' · ');
  const showLabel = !crowded && Math.hypot(b.x - a.x, b.y - a.y) >= MIN_LABELLED_PX;
  // Label above horizontal-ish links, beside vertical ones, so it never sits on the packet lanes.
  const vertical = Math.abs(b.y - a.y) > Math.abs(b.x - a.x);
  const tx = vertical ? mx + 18 : mx;
  const anchor = vertical ? 'start' : 'middle';
  return (
    <g className="link">
      <title>{`${label}${extra ? ` · ${extra}` : ''}`}</title>
      <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke={LINK_COLOR} strokeWidth={22} strokeOpacity={0.18} strokeLinecap="round" />
      <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke={LINK_COLOR} strokeWidth={1.5} />
      {showLabel && <text x={tx} y={vertical ? my : my - 20} textAnchor={anchor} className="link-label">{label}</text>}
      {showLabel && extra && (
        <text x={tx} y={vertical ? my + 16 : my + 30} textAnchor={anchor} className="link-label dim">{extra}</text>
      )}
    </g>
  );
}

/** A node glyph: short names inside it, the rest of the label outside, away from the graph's centre. */
function NodeGlyph({ node, at, center, color }: { node: TopologyNode; at: Point; center: Point; color: string }) {
  let dx = at.x - center.x;
  let dy = at.y - center.y;
  const len = Math.hypot(dx, dy);
  if (len < 1) { dx = 0; dy = 1; } else { dx /= len; dy /= len; }
  const gap = NODE_RADIUS + 8;
  const lx = dx * gap;
  const ly = dy * gap;
  const anchor = dx > 0.45 ? 'start' : dx < -0.45 ? 'end' : 'middle';
  // Text below the node hangs from its top; above it sits on its baseline.
  const baseY = dy > 0.45 ? ly + 12 : dy < -0.45 ? ly - 4 : ly + 4;
  const inside = node.name.length <= NAME_INSIDE_CHARS;
  const outside = inside ? [node.kind] : [node.name, node.kind];
  const firstY = dy < -0.45 ? baseY - 16 * (outside.length - 1) : baseY;
  return (
    <g transform={`translate(${at.x},${at.y})`} className="node">
      <title>{`${node.name} (${node.kind})`}</title>
      {node.kind === 'host'
        ? <circle r={NODE_RADIUS} fill="#fff" stroke={color} strokeWidth={4} />
        : <rect x={-NODE_RADIUS} y={-NODE_RADIUS} width={2 * NODE_RADIUS} height={2 * NODE_RADIUS}
            rx={6} fill="#fff" stroke={color} strokeWidth={4} />}
      {inside && <text y={5} textAnchor="middle" className="node-name" fill={INK}>{node.name}</text>}
      {outside.map((t, i) => (
        <text key={i} x={lx} y={firstY + i * 16} textAnchor={anchor}
          className={i === outside.length - 1 ? 'node-kind' : 'node-name'} fill={i === outside.length - 1 ? undefined : INK}>
          {t}
        </text>
      ))}
    </g>
  );
}

function centroid(points: Point[]): Point {
  if (points.length === 0) return { x: 0, y: 0 };
  return { x: points.reduce((s, p) => s + p.x, 0) / points.length, y: points.reduce((s, p) => s + p.y, 0) / points.length };
}

function PacketCanvas({ app, layout, nodeIndex }: { app: AppController; layout: Layout; nodeIndex: Map<number, number> }) {
  const ref = useRef<HTMLCanvasElement | null>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    const dpr = window.devicePixelRatio || 1;
    canvas.width = Math.max(1, Math.round(layout.width * dpr));
    canvas.height = Math.max(1, Math.round(layout.height * dpr));
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    const paint = (t: number) => {
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      try {
        paintPackets(ctx, { scene: app.store.scene, topo: app.store.topo, layout, t, speed: app.clock.getSpeed(), nodeIndex,
          byRole: app.store.roleOfKind.size > 0 });
      } catch (err) {
        console.warn('packet paint skipped a frame', err); // never let one bad frame stop playback
      }
    };
    paint(app.clock.time());
    return app.onFrame(paint);
  }, [app, layout, nodeIndex]);
  return <canvas ref={ref} className="packets" style={{ width: layout.width, height: layout.height }} data-testid="packet-canvas" />;
}

// The network picture: SVG for the few labelled things (links, nodes), a canvas on top for the many
// moving things (packets, drop marks). React mounts both; the canvas is repainted every frame from
// the store's scene and the clock, outside React.
import { useEffect, useMemo, useRef } from 'react';
import type { AppController } from '../app/controller';
import { useStoreValue } from '../app/useStore';
import { formatRate, formatTime } from '../playback/format';
import { layoutTopology, type Layout } from '../scene/topology';
import { INK, LINK_COLOR, nodeColor } from './colors';
import { NODE_RADIUS, paintPackets } from './paintPackets';
import { useSize } from './useSize';

export function TopologyView({ app }: { app: AppController }) {
  const store = app.store;
  const topology = useStoreValue(store, (s) => s.topology);
  const [boxRef, size] = useSize<HTMLDivElement>();
  const layout = useMemo(() => layoutTopology(topology, size.width, size.height), [topology, size]);
  const nodeIndex = useMemo(() => new Map(topology.nodes.map((n, i) => [n.id, i])), [topology]);

  return (
    <div className="topology" ref={boxRef} data-testid="topology">
      <svg width={size.width} height={size.height} role="img" aria-label="network topology">
        {topology.links.map((l) => <LinkGlyph key={`l${l.id}`} layout={layout} link={l} />)}
        {topology.nodes.map((n) => {
          const p = layout.pos.get(n.id);
          if (!p) return null;
          const color = nodeColor(nodeIndex.get(n.id) ?? 0);
          return (
            <g key={`n${n.id}`} transform={`translate(${p.x},${p.y})`} className="node">
              {n.kind === 'host'
                ? <circle r={NODE_RADIUS} fill="#fff" stroke={color} strokeWidth={4} />
                : <rect x={-NODE_RADIUS} y={-NODE_RADIUS} width={2 * NODE_RADIUS} height={2 * NODE_RADIUS}
                    rx={6} fill="#fff" stroke={color} strokeWidth={4} />}
              <text y={NODE_RADIUS + 18} textAnchor="middle" className="node-name" fill={INK}>{n.name}</text>
              <text y={NODE_RADIUS + 34} textAnchor="middle" className="node-kind">{n.kind}</text>
            </g>
          );
        })}
      </svg>
      <PacketCanvas app={app} layout={layout} nodeIndex={nodeIndex} />
    </div>
  );
}

function LinkGlyph({ layout, link }: { layout: Layout; link: { a: number; b: number; bandwidth: number; delay: number; loss: number; queue: number } }) {
  const a = layout.pos.get(link.a);
  const b = layout.pos.get(link.b);
  if (!a || !b) return null;
  const mx = (a.x + b.x) / 2;
  const my = (a.y + b.y) / 2;
  // Label above horizontal-ish links, beside vertical ones, so it never sits on the packet lanes.
  const vertical = Math.abs(b.y - a.y) > Math.abs(b.x - a.x);
  const label = `${formatRate(link.bandwidth)} · ${formatTime(link.delay, 1)}`;
  const extra = [link.loss > 0 ? `loss ${+(link.loss * 100).toFixed(2)}%` : '', link.queue > 0 ? `queue ${link.queue}` : '']
    .filter(Boolean).join(' · ');
  return (
    <g className="link">
      <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke={LINK_COLOR} strokeWidth={22} strokeOpacity={0.18} strokeLinecap="round" />
      <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke={LINK_COLOR} strokeWidth={1.5} />
      <text x={vertical ? mx + 18 : mx} y={vertical ? my : my - 20} textAnchor={vertical ? 'start' : 'middle'} className="link-label">
        {label}
      </text>
      {extra && (
        <text x={vertical ? mx + 18 : mx} y={vertical ? my + 16 : my + 30} textAnchor={vertical ? 'start' : 'middle'} className="link-label dim">
          {extra}
        </text>
      )}
    </g>
  );
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
        paintPackets(ctx, { scene: app.store.scene, topo: app.store.topo, layout, t, speed: app.clock.getSpeed(), nodeIndex });
      } catch (err) {
        console.warn('packet paint skipped a frame', err); // never let one bad frame stop playback
      }
    };
    paint(app.clock.time());
    return app.onFrame(paint);
  }, [app, layout, nodeIndex]);
  return <canvas ref={ref} className="packets" style={{ width: layout.width, height: layout.height }} data-testid="packet-canvas" />;
}

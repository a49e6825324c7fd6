// The shared Ethernet bus (topology kind "bus"): stations on a cable in SVG, frames, collisions and
// counters on a canvas repainted every frame from the scene. Clicking a station opens its panel.
import { useEffect, useMemo, useRef } from 'react';
import type { AppController } from '../app/controller';
import { useStoreValue } from '../app/useStore';
import { formatRate } from '../playback/format';
import { layoutBus, type BusLayout, type BusStation } from '../scene/busLayout';
import { INK, LINK_COLOR } from './colors';
import { acquirePainter, frameKey, releasePainter } from '../paint/canvasPainter';
import { paintBus } from './paintBus';
import { useSize } from './useSize';

export function BusView({ app }: { app: AppController }) {
  const topology = useStoreValue(app.store, (s) => s.topology);
  const [boxRef, size] = useSize<HTMLDivElement>();
  const layout = useMemo(() => layoutBus(topology, size.width, size.height), [topology, size]);
  const dense = layout.stations.size > 24;
  const open = (st: BusStation) => {
    const e = app.panels.entityForNode(st.name);
    if (e) app.openPanel(e.id);
  };
  const info = layout.info;
  const caption = `${info.variant === '802.3' ? `802.3 bus, ${info.length_m} m` : 'thesis model: instantaneous bus'} · ${formatRate(info.bitRate)}`;
  return (
    <div className="topology bus" ref={boxRef} data-testid="topology" data-kind="bus">
      <svg width={size.width} height={size.height} role="img" aria-label="shared Ethernet bus">
        <line x1={layout.x0 - 20} x2={layout.x1 + 20} y1={layout.busY} y2={layout.busY} stroke={LINK_COLOR} strokeWidth={4} strokeLinecap="round" />
        <text x={layout.x0 - 20} y={size.height - 10} className="link-label bus-caption" textAnchor="start">{caption}</text>
        {[...layout.stations.values()].map((st) => (
          <g key={st.id} className="station" transform={`translate(${st.x},${st.y})`} onClick={() => open(st)}
            data-testid={`station-${st.name}`} role="button" aria-label={`station ${st.name}: open its state`}>
            <title>{`${st.name} (${st.kind}) — click for its protocol state`}</title>
            <line x1={0} y1={st.above ? 13 : -13} x2={0} y2={layout.busY - st.y} stroke={LINK_COLOR} strokeWidth={2} />
            {dense
              ? <circle r={8} fill="#fff" stroke={st.kind === 'sender' ? '#2f6db5' : '#5b6b7a'} strokeWidth={3} />
              : <rect x={-22} y={-13} width={44} height={26} rx={5} fill="#fff" stroke={st.kind === 'sender' ? '#2f6db5' : '#5b6b7a'} strokeWidth={3} />}
            <text y={dense ? (st.above ? -13 : 21) : 5} textAnchor="middle" className={dense ? 'node-kind' : 'node-name'} fill={INK}>{st.name}</text>
          </g>
        ))}
      </svg>
      <BusCanvas app={app} layout={layout} />
    </div>
  );
}

function BusCanvas({ app, layout }: { app: AppController; layout: BusLayout }) {
  const ref = useRef<HTMLCanvasElement | null>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    const painter = acquirePainter(canvas);
    const dpr = window.devicePixelRatio || 1;
    painter.size(Math.max(1, Math.round(layout.width * dpr)), Math.max(1, Math.round(layout.height * dpr)));
    const same = frameKey();
    const paint = (t: number) => {
      if (same(t, app)) return; // paused: the picture has not changed, post nothing
      painter.paint((ctx) => {
        ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
        try {
          paintBus(ctx, { bus: app.store.scene.bus, layout, t, speed: app.clock.getSpeed(), drops: app.store.scene.drops });
        } catch (err) {
          console.warn('bus paint skipped a frame', err);
        }
      });
    };
    paint(app.clock.time());
    const off = app.onFrame(paint);
    return () => { off(); releasePainter(canvas); };
  }, [app, layout]);
  return <canvas ref={ref} className="packets" style={{ width: layout.width, height: layout.height }} data-testid="packet-canvas" />;
}

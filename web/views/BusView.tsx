// The shared Ethernet bus (topology kind "bus"): stations on a cable in SVG, frames, collisions and
// counters on a canvas repainted every frame from the scene. Clicking a station opens its panel.
// A crowded bus (60 stations at 1280x720) keeps it readable: labels for every k-th station only,
// counters as bars with numbers where they fit, and full detail for the station under the mouse.
import { useMemo, useState } from 'react';
import type { AppController } from '../app/controller';
import { useStoreValue } from '../app/useStore';
import { t } from '../i18n/i18n';
import { usePainterLoop } from '../paint/usePainterLoop';
import { formatRate } from '../playback/format';
import { usePresenting } from '../present/usePresenting';
import { type BusLayout, type BusStation, labelledStations, layoutBus } from '../scene/busLayout';
import { INK, LINK_COLOR } from './colors';
import { collisionStations, paintBus, visibleCollision, visibleModes } from './paintBus';
import { textWidth } from './textWidth';
import { useSize } from './useSize';

/** Above this many stations they are drawn as dots with thinned labels and counters. */
const DENSE_STATIONS = 24;

/** Closest two stations of one row may be (px) and still be drawn as labelled boxes (44 px wide). */
const BOX_GAP_MIN = 46;

/** The smallest horizontal distance between neighbouring stations of the same row. */
function minRowGap(stations: Iterable<BusStation>): number {
  const rows = new Map<boolean, number[]>();
  for (const st of stations) {
    const xs = rows.get(st.above);
    if (xs) xs.push(st.x);
    else rows.set(st.above, [st.x]);
  }
  let gap = Infinity;
  for (const xs of rows.values()) {
    xs.sort((a, b) => a - b);
    for (let i = 1; i < xs.length; i++) gap = Math.min(gap, xs[i] - xs[i - 1]);
  }
  return gap;
}

export function BusView({ app }: { app: AppController }) {
  const topology = useStoreValue(app.store, (s) => s.topology);
  const [boxRef, size] = useSize<HTMLDivElement>();
  const presenting = usePresenting();
  const layout = useMemo(() => layoutBus(topology, size.width, size.height), [topology, size]);
  const [hover, setHover] = useState<number | null>(null);
  // Dense too where the boxes (44 px) would touch (46 px apart still fit at 1024x768): on a phone
  // 11 stations to a row in 390 px fit only as dots.
  const dense = layout.stations.size > DENSE_STATIONS || minRowGap(layout.stations.values()) < BOX_GAP_MIN;
  // Dense rows thin their labels to every k-th station (the sender always; hover shows any).
  const labelPx = dense ? (presenting ? 16 : 12) : presenting ? 18 : 14;
  const labelled = useMemo(() => {
    if (!dense) return null;
    const keep = new Set([...layout.stations.values()].filter((st) => st.kind === 'sender').map((st) => st.id));
    return labelledStations(layout.stations.values(), (st) => textWidth(st.name, labelPx, 600), keep);
  }, [layout, dense, labelPx]);
  const open = (st: BusStation) => {
    const e = app.panels.state.entityForNode(st.name);
    if (e) app.panels.toggle(e.id);
  };
  const info = layout.info;
  const model = info.variant === '802.3' ? t('bus.caption8023', { length: info.length_m }) : t('bus.captionThesis');
  const fullCaption = `${model} · ${formatRate(info.bitRate)}`;
  // On a narrow picture the thesis model's caption drops its first words rather than run off the edge.
  const caption =
    info.variant !== '802.3' && textWidth(fullCaption, 13, 600) > size.width - layout.x0 + 16
      ? `${t('bus.captionThesisShort')} · ${formatRate(info.bitRate)}`
      : fullCaption;
  const hovered = hover !== null ? layout.stations.get(hover) : undefined;
  const labelY = (st: BusStation) => (dense ? (st.above ? -13 : 13 + labelPx) : 0.36 * labelPx);
  return (
    <div
      className="topology bus"
      ref={boxRef}
      data-testid="topology"
      data-kind="bus"
      data-labelled={labelled ? labelled.size : layout.stations.size}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: an SVG picture whose stations are controls: a group, not an image */}
      <svg width={size.width} height={size.height} role="group" aria-label={t('bus.region')}>
        {layout.segments.length === 0 ? (
          <line
            x1={layout.x0 - 20}
            x2={layout.x1 + 20}
            y1={layout.busY}
            y2={layout.busY}
            stroke={LINK_COLOR}
            strokeWidth={4}
            strokeLinecap="round"
          />
        ) : (
          // An internetwork: one cable per segment; a router's station sits at the start of the
          // segment it reaches, its stub joining the two cables.
          layout.segments.map((sg) => (
            <g key={sg.name} className="bus-segment" data-testid={`bus-segment-${sg.name}`}>
              <line
                x1={sg.x0 - 10}
                x2={sg.x1 + 10}
                y1={layout.busY}
                y2={layout.busY}
                stroke={LINK_COLOR}
                strokeWidth={4}
                strokeLinecap="round"
              />
              <text x={(sg.x0 + sg.x1) / 2} y={layout.busY - 8} className="link-label" textAnchor="middle">
                {sg.name}
              </text>
            </g>
          ))
        )}
        <text x={layout.x0 - 20} y={size.height - 10} className="link-label bus-caption" textAnchor="start">
          {caption}
        </text>
        {[...layout.stations.values()].map((st) => (
          // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>; it has the role, a name, focus and keys
          <g
            key={st.id}
            className="station"
            transform={`translate(${st.x},${st.y})`}
            onClick={() => open(st)}
            onMouseEnter={() => setHover(st.id)}
            onMouseLeave={() => setHover((h) => (h === st.id ? null : h))}
            data-testid={`station-${st.name}`}
            role="button"
            tabIndex={0}
            aria-label={t('bus.station', {
              name: st.name,
              kind: t(`topology.kinds.${st.kind}` as 'topology.kinds.host', { defaultValue: st.kind }),
            })}
            onFocus={() => setHover(st.id)}
            onBlur={() => setHover((h) => (h === st.id ? null : h))}
            onKeyDown={(ev) => {
              if (ev.key !== 'Enter' && ev.key !== ' ') return;
              ev.preventDefault();
              ev.stopPropagation(); // Space opens the station; it must not also play or pause
              open(st);
            }}
          >
            <title>
              {t('bus.station', {
                name: st.name,
                kind: t(`topology.kinds.${st.kind}` as 'topology.kinds.host', { defaultValue: st.kind }),
              })}
            </title>
            <line x1={0} y1={st.above ? 13 : -13} x2={0} y2={layout.busY - st.y} stroke={LINK_COLOR} strokeWidth={2} />
            {dense ? (
              <circle r={8} fill="var(--panel)" stroke={st.kind === 'sender' ? '#2f6db5' : '#5b6b7a'} strokeWidth={3} />
            ) : (
              <rect
                x={-22}
                y={-13}
                width={44}
                height={26}
                rx={5}
                fill="var(--panel)"
                stroke={st.kind === 'sender' ? '#2f6db5' : '#5b6b7a'}
                strokeWidth={3}
              />
            )}
            {(!labelled || labelled.has(st.id)) && (
              <text
                y={labelY(st)}
                textAnchor="middle"
                className={dense ? 'node-kind station-label' : 'node-name station-label'}
                fill={INK}
                style={{ fontSize: labelPx, fontWeight: dense ? 600 : 700 }}
              >
                {st.name}
              </text>
            )}
          </g>
        ))}
        {dense && hovered && (
          <g className="station-hover" transform={`translate(${hovered.x},${hovered.y})`} pointerEvents="none">
            <rect
              x={-textWidth(hovered.name, labelPx + 2, 700) / 2 - 5}
              y={labelY(hovered) - labelPx - 1}
              width={textWidth(hovered.name, labelPx + 2, 700) + 10}
              height={labelPx + 8}
              rx={4}
              fill="var(--panel)"
              stroke={INK}
              strokeWidth={1.5}
            />
            <text
              y={labelY(hovered) + 2}
              textAnchor="middle"
              fill={INK}
              style={{ fontSize: labelPx + 2, fontWeight: 700 }}
            >
              {hovered.name}
            </text>
          </g>
        )}
      </svg>
      <BusCanvas app={app} layout={layout} hover={hover} fontPx={presenting ? 16 : 12} labelPx={dense ? labelPx : 0} />
    </div>
  );
}

function BusCanvas({
  app,
  layout,
  hover,
  fontPx,
  labelPx,
}: {
  app: AppController;
  layout: BusLayout;
  hover: number | null;
  fontPx: number;
  labelPx: number;
}) {
  const ref = usePainterLoop(
    app,
    layout.width,
    layout.height,
    'bus',
    (ctx, t, dpr) => {
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      const input = {
        bus: app.store.scene.bus,
        layout,
        t,
        speed: app.clock.getSpeed(),
        drops: app.store.scene.drops,
        hover,
        fontPx,
        labelPx,
        parties: (c: { time: number; node: number }) => app.store.parties.get(c),
      };
      paintBus(ctx, input);
      // The stations the visible collision marks, for tests and assistive technology.
      const c = visibleCollision(input);
      const names = c
        ? collisionStations(c, input.parties)
            .map((id) => layout.stations.get(id)?.name ?? '')
            .join(' ')
        : '';
      const box = ref.current?.parentElement;
      if (box && box.getAttribute('data-colliding') !== names) box.setAttribute('data-colliding', names);
      // How the data on the cable was sent (AFDP's modes, each drawn in its colour and dash).
      const modes = visibleModes(input).join(' ');
      if (box && box.getAttribute('data-modes') !== modes) box.setAttribute('data-modes', modes);
    },
    [layout, hover, fontPx, labelPx],
  );
  return (
    <canvas
      ref={ref}
      className="packets"
      style={{ width: layout.width, height: layout.height }}
      data-testid="packet-canvas"
    />
  );
}

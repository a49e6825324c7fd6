// The network picture. A shared Ethernet (topology kind "bus") gets the bus view; anything else is
// a routed graph: SVG for the few labelled things (links, nodes), a canvas on top for the many
// moving things (packets, drop marks), both under one d3 zoom/pan transform. On large graphs the
// level of detail drops (dots, labels for prominent nodes or when zoomed in) and the multicast
// tree is highlighted. Hovering a drop mark shows its reason.

import { select, type ZoomTransform, zoom, zoomIdentity } from 'd3';
import { useEffect, useMemo, useState } from 'react';
import type { AppController } from '../app/controller';
import { useStoreValue } from '../app/useStore';
import { DropReason } from '../engine/kinds';
import { count } from '../i18n/format';
import { currentLanguage, t } from '../i18n/i18n';
import { usePainterLoop } from '../paint/usePainterLoop';
import { formatClock } from '../playback/format';
import { usePresenting } from '../present/usePresenting';
import { type Box, thinLabels } from '../scene/labelLayout';
import { type Layout, layoutTopology } from '../scene/topology';
import { isProminent, treeLinks } from '../scene/topologyExtras';
import { BusView } from './BusView';
import { nodeColor } from './colors';
import { centroid, LinkGlyph, MAX_LABELLED_LINKS, NodeGlyph } from './GraphGlyphs';
import { ImplosionMeter } from './ImplosionMeter';
import { senderInbound } from './implosion';
import { nodeLabels } from './nodeLabels';
import { dropPoint, NODE_RADIUS, paintPackets } from './paintPackets';
import { textWidth } from './textWidth';
import { useSize } from './useSize';

/** Above this many nodes the graph is drawn small, with labels only where they help. */
const DENSE_NODES = 40;
/** Zoom factor from which every node gets its label on a dense graph. */
const LABEL_ZOOM = 2.5;
/**
 * The implosion meter's corner, kept free of nodes and labels: its CSS width plus its 8 px margin
 * and borders, and its height with room for a wrapped line. Presenter mode draws it larger
 * (present.css: 280 px, 15 px text), and a corner sized for the normal meter let it cover labels.
 */
const METER_CORNER = { width: 260, height: 150 };
const METER_CORNER_PRESENTING = { width: 296, height: 180 };
/** The "highlighted: multicast tree" note in the bottom-left corner, also kept free of labels. */
const TREE_NOTE_WIDTH = 270;
const TREE_NOTE_HEIGHT = 30;

export function TopologyView({ app }: { app: AppController }) {
  const kind = useStoreValue(app.store, (s) => s.topology.kind);
  return kind === 'bus' ? <BusView app={app} /> : <GraphView app={app} />;
}

function GraphView({ app }: { app: AppController }) {
  const topology = useStoreValue(app.store, (s) => s.topology);
  const [boxRef, size] = useSize<HTMLDivElement>();
  const dense = topology.nodes.length > DENSE_NODES;
  // The implosion meter sits in the top-right corner: the graph is laid out beside it, never under
  // it (a dense one can still be panned beneath it).
  const presenting = usePresenting();
  const corner = presenting ? METER_CORNER_PRESENTING : METER_CORNER;
  const reserve = senderInbound(topology) ? corner.width : 0;
  const meterBox = useMemo(
    () => (reserve > 0 ? { x0: size.width - reserve, y0: 0, x1: size.width, y1: corner.height } : undefined),
    [reserve, size, corner],
  );
  const lang = currentLanguage();
  const layout = useMemo(
    () => layoutTopology(topology, Math.max(120, size.width - reserve), size.height, dense ? 24 : 70),
    [topology, size, dense, reserve],
  );
  const nodeIndex = useMemo(() => new Map(topology.nodes.map((n, i) => [n.id, i])), [topology]);
  const center = useMemo(() => centroid([...layout.pos.values()]), [layout]);
  const tree = useMemo(() => treeLinks(topology), [topology]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: lang: the labels name node kinds in the active language
  const labels = useMemo(
    () =>
      dense
        ? null
        : nodeLabels(topology, layout, center, presenting, size, [
            ...(meterBox ? [meterBox] : []),
            ...(tree.size > 0
              ? [{ x0: 0, y0: size.height - TREE_NOTE_HEIGHT, x1: TREE_NOTE_WIDTH, y1: size.height }]
              : []),
          ]),
    [topology, layout, center, dense, presenting, size, meterBox, tree, lang],
  );
  const [transform, setTransform] = useState<ZoomTransform>(zoomIdentity);
  const [tip, setTip] = useState<{ x: number; y: number; text: string } | null>(null);
  const r = dense ? 5 : NODE_RADIUS;
  const showAll = !dense || transform.k >= LABEL_ZOOM;
  const smallPx = presenting ? 15 : 11;
  // Zoomed into a dense graph: every label that fits without touching another, the sender first.
  const denseLabels = useMemo(() => {
    if (!dense || !showAll) return null;
    const k = transform.k;
    const items = [...topology.nodes]
      .sort((a, b) => Number(isProminent(b)) - Number(isProminent(a)))
      .flatMap((n) => {
        const p = layout.pos.get(n.id);
        if (!p) return [];
        const [sx, sy] = transform.apply([p.x, p.y]);
        if (sx < -50 || sy < -20 || sx > size.width + 20 || sy > size.height + 20) return [];
        const x0 = sx + 5 * Math.sqrt(k) + 3;
        return [
          {
            id: n.id,
            x0,
            x1: x0 + textWidth(n.name, smallPx),
            y0: sy + 4 - smallPx * 0.8,
            y1: sy + 4 + smallPx * 0.25,
          },
        ];
      });
    return thinLabels(items);
  }, [dense, showAll, transform, topology, layout, size, smallPx]);

  useEffect(() => {
    const el = boxRef.current;
    if (!el) return;
    const z = zoom<HTMLDivElement, unknown>()
      .scaleExtent([0.5, 12])
      .on('zoom', (ev: { transform: ZoomTransform }) => setTransform(ev.transform));
    select(el).call(z).on('dblclick.zoom', null);
    return () => {
      select(el).on('.zoom', null);
    };
  }, [boxRef]);

  const onMove = (ev: React.MouseEvent<HTMLDivElement>) => {
    const box = boxRef.current?.getBoundingClientRect();
    if (!box) return;
    const [x, y] = transform.invert([ev.clientX - box.left, ev.clientY - box.top]);
    const hit = dropAt(app, layout, x, y, 10 / transform.k, r);
    if (!hit) {
      setTip(null);
      return;
    }
    const [sx, sy] = transform.apply([hit.x, hit.y]);
    setTip({ x: sx, y: sy, text: hit.text });
  };

  return (
    // Hovering a drop mark shows its reason; the same reason is in the event log line for the drop.
    // biome-ignore lint/a11y/noStaticElementInteractions: a hover tooltip, not a control
    <div
      className="topology"
      ref={boxRef}
      data-testid="topology"
      data-kind="graph"
      onMouseMove={onMove}
      onMouseLeave={() => setTip(null)}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: an SVG picture whose nodes are controls: a group, not an image */}
      <svg width={size.width} height={size.height} role="group" aria-label={t('topology.region')}>
        <g transform={transform.toString()}>
          {topology.links.map((l) => (
            <LinkGlyph
              key={`l${l.id}`}
              layout={layout}
              link={l}
              tree={tree.has(l.id)}
              small={dense}
              crowded={topology.links.length > MAX_LABELLED_LINKS}
            />
          ))}
          {topology.nodes.map((n) => {
            const p = layout.pos.get(n.id);
            if (!p) return null;
            const open = () => {
              const e = app.panels.state.entityForNode(n.name);
              if (e) app.panels.toggle(e.id);
            };
            return (
              <NodeGlyph
                key={`n${n.id}`}
                node={n}
                at={p}
                center={center}
                color={nodeColor(nodeIndex.get(n.id) ?? 0)}
                onOpen={open}
                r={r / (dense ? Math.sqrt(transform.k) : 1)}
                labelled={isProminent(n) || (showAll && (!denseLabels || denseLabels.has(n.id)))}
                zoom={dense ? transform.k : 1}
                label={labels?.get(n.id)}
                labelPx={smallPx}
                prominent={isProminent(n)}
                focusable={!dense || isProminent(n)}
              />
            );
          })}
        </g>
      </svg>
      <PacketCanvas
        app={app}
        layout={layout}
        nodeIndex={nodeIndex}
        transform={transform}
        dense={dense}
        meterBox={meterBox}
      />
      <ImplosionMeter app={app} />
      {tree.size > 0 && <div className="tree-note">{t('topology.treeNote', { n: count(tree.size) })}</div>}
      {dense && (
        <div className="zoom-note">
          scroll to zoom, drag to pan{transform.k < LABEL_ZOOM ? ' · zoom in for labels' : ''}
        </div>
      )}
      {tip && (
        <div className="drop-tip" style={{ left: tip.x + 12, top: tip.y + 12 }} role="tooltip" data-testid="drop-tip">
          {tip.text}
        </div>
      )}
    </div>
  );
}

/** The newest visible drop mark near (x, y) in layout coordinates, as a tooltip. */
function dropAt(app: AppController, layout: Layout, x: number, y: number, tol: number, r: number) {
  const s = app.store;
  const now = app.clock.time();
  const fade = Math.max(1, app.clock.getSpeed() * 1.5);
  for (let k = s.scene.drops.length - 1; k >= 0; k--) {
    const d = s.scene.drops[k];
    if (now - d.time < 0 || now - d.time > fade) continue;
    const p = dropPoint(
      { scene: s.scene, topo: s.topo, layout, t: now, speed: 1, nodeIndex: new Map(), nodeRadius: r },
      d.node,
      d.link,
      d.fraction,
    );
    if (!p || Math.hypot(p.x - x, p.y - y) > tol) continue;
    const node = s.topo.nodes.get(d.node)?.name ?? `node ${d.node}`;
    const screen = { x: p.x, y: p.y };
    return {
      ...screen,
      text: t('topology.droppedAt', { node, reason: dropWords(d.reason), time: formatClock(d.time) }),
    };
  }
  return null;
}

/** A drop reason in the active language (the catalogue's `drops`). */
function dropWords(reason: number): string {
  const key = DROP_KEYS[reason];
  return key ? t(`drops.${key}`) : t('drops.reason', { n: reason });
}
const DROP_KEYS: Record<number, 'loss' | 'queue' | 'collision' | 'retryLimit' | 'ttl' | 'noRoute' | 'macError'> = {
  [DropReason.LOSS]: 'loss',
  [DropReason.QUEUE_OVERFLOW]: 'queue',
  [DropReason.COLLISION]: 'collision',
  [DropReason.RETRY_LIMIT]: 'retryLimit',
  [DropReason.TTL]: 'ttl',
  [DropReason.NO_ROUTE]: 'noRoute',
  [DropReason.MAC_ERROR]: 'macError',
};

function PacketCanvas({
  app,
  layout,
  nodeIndex,
  transform,
  dense,
  meterBox,
}: {
  app: AppController;
  layout: Layout;
  nodeIndex: Map<number, number>;
  transform: ZoomTransform;
  dense: boolean;
  /** The implosion meter's corner (view coordinates), if shown: queue labels stay out of it. */
  meterBox?: Box;
}) {
  const ref = usePainterLoop(
    app,
    layout.width,
    layout.height,
    'packet',
    (ctx, t, dpr) => {
      const k = transform.k;
      ctx.setTransform(dpr * k, 0, 0, dpr * k, dpr * transform.x, dpr * transform.y);
      // The meter's corner in layout coordinates (the view's pan and zoom undone).
      const avoid = meterBox
        ? [
            {
              x0: (meterBox.x0 - transform.x) / k,
              y0: (meterBox.y0 - transform.y) / k,
              x1: (meterBox.x1 - transform.x) / k,
              y1: (meterBox.y1 - transform.y) / k,
            },
          ]
        : undefined;
      const labels = paintPackets(ctx, {
        scene: app.store.scene,
        topo: app.store.topo,
        layout,
        t,
        speed: app.clock.getSpeed(),
        nodeIndex,
        byRole: app.store.roleOfKind.size > 0,
        nodeRadius: dense ? 5 / Math.sqrt(k) : NODE_RADIUS,
        packetWidth: dense ? 4 / Math.sqrt(k) : undefined,
        zoom: k,
        avoid,
      });
      // The queue labels placed this frame (layout coordinates), for tests; written when they change.
      const text = JSON.stringify(labels.map((b) => [b.x0, b.y0, b.x1, b.y1].map((v) => Math.round(v * 10) / 10)));
      const box = ref.current?.parentElement;
      if (box && box.getAttribute('data-queue-labels') !== text) box.setAttribute('data-queue-labels', text);
    },
    [layout, nodeIndex, transform, dense, meterBox],
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

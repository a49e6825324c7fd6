// Explains every mark on the topology: packet colour = its role (data, retransmission, ACK, NAK,
// poll, response) when the model names roles, else the node sending it; X = a drop, coloured by
// reason; on a bus, the collision flash and the station counters.

import { useTranslation } from 'react-i18next';
import type { AppController } from '../app/controller';
import { useStoreValue } from '../app/useStore';
import { DropReason } from '../engine/kinds';
import { DATA_MODES } from '../scene/dataModes';
import type { Role } from '../scene/roles';
import { COLLISION_COLOR, dropColor, MODE_STYLES, nodeColor, roleColor } from './colors';

const SHOWN_DROPS = [DropReason.LOSS, DropReason.QUEUE_OVERFLOW, DropReason.COLLISION];
const DROP_KEYS = {
  [DropReason.LOSS]: 'drops.loss',
  [DropReason.QUEUE_OVERFLOW]: 'drops.queue',
  [DropReason.COLLISION]: 'drops.collision',
} as const;
const MAX_NODE_ITEMS = 12;
/** paintBus.ts's backoff colour: the dot in (or on the stub of) a station that is backing off. */
const BACKOFF_COLOR = '#b58a00';

export function Legend({ app }: { app: AppController }) {
  const { t } = useTranslation();
  const topology = useStoreValue(app.store, (s) => s.topology);
  const roleKinds = useStoreValue(app.store, (s) => s.roleOfKind);
  // A model that sends datagrams by mode (AFDP) gets the modes' colours and dash patterns too.
  const byMode = useStoreValue(app.store, (s) => s.ids.afdpData !== undefined);
  if (topology.nodes.length === 0) return null;
  const bus = topology.kind === 'bus';
  const roles: Role[] = ['data', ...new Set([...roleKinds.values()])].filter((r, i, a) => a.indexOf(r) === i) as Role[];
  if (bus && !roles.includes('ack')) roles.push('ack');
  const byRole = roleKinds.size > 0 || bus;
  return (
    <div className="legend" data-testid="legend">
      <span className="legend-title">{byRole ? t('legend.packets') : t('legend.packetsBy')}</span>
      {byRole
        ? roles.map((r) => (
            <span key={r} className="legend-item" data-testid={`legend-role-${r}`}>
              <span className="swatch bar" style={{ background: roleColor(r) }} />
              {t(`roles.${r}`)}
            </span>
          ))
        : topology.nodes.slice(0, MAX_NODE_ITEMS).map((n, i) => (
            <span key={n.id} className="legend-item">
              <span className="swatch bar" style={{ background: nodeColor(i) }} />
              {n.name}
            </span>
          ))}
      {bus && byMode ? (
        <>
          <span className="legend-sep" />
          <span className="legend-title">{t('legend.modes')}</span>
          {DATA_MODES.map((m) => (
            <span key={m} className="legend-item" data-testid={`legend-mode-${m}`}>
              <span className="swatch bar" style={{ background: modeSwatch(m) }} />
              {t(`legend.mode.${m}`)}
            </span>
          ))}
        </>
      ) : null}
      <span className="legend-sep" />
      {bus ? (
        <>
          <span className="legend-item">
            <span className="swatch cross" style={{ color: COLLISION_COLOR }}>
              ✸
            </span>
            {t('legend.collision')}
          </span>
          <span className="legend-item" data-testid="legend-backoff">
            <span className="swatch dot" style={{ background: BACKOFF_COLOR }} />
            {t('legend.backoff')}
          </span>
        </>
      ) : (
        <>
          <span className="legend-title">{t('legend.drops')}</span>
          {SHOWN_DROPS.map((r) => (
            <span key={r} className="legend-item">
              <span className="swatch cross" style={{ color: dropColor(r) }}>
                ✕
              </span>
              {t(DROP_KEYS[r])}
            </span>
          ))}
          <span className="legend-item">
            <span className="swatch cross" style={{ color: dropColor(0) }}>
              ✕
            </span>
            {t('legend.otherDrop')}
          </span>
        </>
      )}
      <span className="legend-note">{bus ? t('legend.busNote') : t('legend.wireNote')}</span>
    </div>
  );
}

/** The mode's colour in its dash pattern (paintBus draws the same along the cable). */
function modeSwatch(m: (typeof DATA_MODES)[number]): string {
  const { color, dash } = MODE_STYLES[m];
  if (dash.length === 0) return color;
  let at = 0;
  const stops = dash.map((d, k) => {
    const stop = `${k % 2 === 0 ? color : 'transparent'} ${at}px ${at + d}px`;
    at += d;
    return stop;
  });
  return `repeating-linear-gradient(90deg, ${stops.join(', ')})`;
}

// Explains every mark on the topology: packet colour = its role (data, retransmission, ACK, NAK,
// poll, response) when the model names roles, else the node sending it; X = a drop, coloured by
// reason; on a bus, the collision flash and the station counters.
import type { AppController } from '../app/controller';
import { useStoreValue } from '../app/useStore';
import { DROP_LABELS, DropReason } from '../engine/kinds';
import { ROLE_LABELS, type Role } from '../scene/roles';
import { COLLISION_COLOR, dropColor, nodeColor, roleColor } from './colors';

const SHOWN_DROPS = [DropReason.LOSS, DropReason.QUEUE_OVERFLOW, DropReason.COLLISION];
const MAX_NODE_ITEMS = 12;
/** paintBus.ts's backoff colour: the dot in (or on the stub of) a station that is backing off. */
const BACKOFF_COLOR = '#b58a00';

export function Legend({ app }: { app: AppController }) {
  const topology = useStoreValue(app.store, (s) => s.topology);
  const roleKinds = useStoreValue(app.store, (s) => s.roleOfKind);
  if (topology.nodes.length === 0) return null;
  const bus = topology.kind === 'bus';
  const roles: Role[] = ['data', ...new Set([...roleKinds.values()])].filter((r, i, a) => a.indexOf(r) === i) as Role[];
  if (bus && !roles.includes('ack')) roles.push('ack');
  const byRole = roleKinds.size > 0 || bus;
  return (
    <div className="legend" data-testid="legend">
      <span className="legend-title">{byRole ? 'Packets' : 'Packets sent by'}</span>
      {byRole
        ? roles.map((r) => (
            <span key={r} className="legend-item" data-testid={`legend-role-${r}`}>
              <span className="swatch bar" style={{ background: roleColor(r) }} />
              {ROLE_LABELS[r]}
            </span>
          ))
        : topology.nodes.slice(0, MAX_NODE_ITEMS).map((n, i) => (
            <span key={n.id} className="legend-item">
              <span className="swatch bar" style={{ background: nodeColor(i) }} />
              {n.name}
            </span>
          ))}
      <span className="legend-sep" />
      {bus ? (
        <>
          <span className="legend-item">
            <span className="swatch cross" style={{ color: COLLISION_COLOR }}>
              ✸
            </span>
            collision (jam)
          </span>
          <span className="legend-item" data-testid="legend-backoff">
            <span className="swatch dot" style={{ background: BACKOFF_COLOR }} />
            backing off
          </span>
        </>
      ) : (
        <>
          <span className="legend-title">Drops</span>
          {SHOWN_DROPS.map((r) => (
            <span key={r} className="legend-item">
              <span className="swatch cross" style={{ color: dropColor(r) }}>
                ✕
              </span>
              {DROP_LABELS[r]}
            </span>
          ))}
          <span className="legend-item">
            <span className="swatch cross" style={{ color: dropColor(0) }}>
              ✕
            </span>
            other (hover for the reason)
          </span>
        </>
      )}
      <span className="legend-note">
        {bus
          ? 'A bar on the cable is one frame: it appears when the station starts sending and ends when it stops (red: cut by a collision). Click a station for its state.'
          : 'A bar is one frame on the wire: its head leaves when sending starts, its tail when sending ends. Click a node for its state.'}
      </span>
    </div>
  );
}

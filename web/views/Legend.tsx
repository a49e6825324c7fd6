// Explains every mark on the topology: packet colour = the node that is sending it, X = a drop,
// coloured by reason.
import type { AppController } from '../app/controller';
import { useStoreValue } from '../app/useStore';
import { DROP_LABELS, DropReason } from '../engine/kinds';
import { dropColor, nodeColor } from './colors';

const SHOWN_DROPS = [DropReason.LOSS, DropReason.QUEUE_OVERFLOW, DropReason.COLLISION];

export function Legend({ app }: { app: AppController }) {
  const topology = useStoreValue(app.store, (s) => s.topology);
  if (topology.nodes.length === 0) return null;
  return (
    <div className="legend" data-testid="legend">
      <span className="legend-title">Packets sent by</span>
      {topology.nodes.map((n, i) => (
        <span key={n.id} className="legend-item">
          <span className="swatch bar" style={{ background: nodeColor(i) }} />{n.name}
        </span>
      ))}
      <span className="legend-sep" />
      <span className="legend-title">Drops</span>
      {SHOWN_DROPS.map((r) => (
        <span key={r} className="legend-item">
          <span className="swatch cross" style={{ color: dropColor(r) }}>✕</span>{DROP_LABELS[r]}
        </span>
      ))}
      <span className="legend-item">
        <span className="swatch cross" style={{ color: dropColor(0) }}>✕</span>other
      </span>
      <span className="legend-note">A bar is one frame on the wire: its head leaves when sending starts, its tail when sending ends.</span>
    </div>
  );
}

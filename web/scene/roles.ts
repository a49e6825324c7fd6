// Packet roles (data, retransmission, ACK, NAK, poll, response): each trace kind declares the role
// it gives the packet it names (engine core/trace_kinds.h), so the renderer colours a packet's
// transmissions from the engine's own declaration, never by guessing from names.
import type { TraceKindInfo } from '../engine/kinds';

export type Role = 'data' | 'retransmission' | 'ack' | 'nak' | 'poll' | 'response' | 'other';

export const ROLES: readonly Role[] = ['data', 'retransmission', 'ack', 'nak', 'poll', 'response', 'other'];

export const ROLE_LABELS: Record<Role, string> = {
  data: 'data',
  retransmission: 'retransmission',
  ack: 'ACK',
  nak: 'NAK',
  poll: 'poll',
  response: 'response',
  other: 'other',
};

/** The role a record of this kind gives the packet it names, or undefined (no opinion). */
export function roleOfKind(k: Pick<TraceKindInfo, 'role'>): Role | undefined {
  switch (k.role) {
    case 'none':
      return undefined;
    case 'control':
      return 'other';
    default:
      return k.role;
  }
}

export function roleTable(kinds: Iterable<TraceKindInfo>): Map<number, Role> {
  const out = new Map<number, Role>();
  for (const k of kinds) {
    const r = roleOfKind(k);
    if (r) out.set(k.kind, r);
  }
  return out;
}

/** Ethernet frame types (EthernetFrameType): the fallback when no protocol record named the packet. */
export function roleOfFrameType(type: number): Role | undefined {
  return type === 1 ? 'data' : type === 2 ? 'ack' : undefined;
}

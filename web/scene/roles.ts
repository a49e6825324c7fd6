// Packet roles (data, retransmission, ACK, NAK, poll, response) derived from the trace kinds the
// models register: a protocol record naming a packet tells what that packet is, so the renderer
// can colour its transmissions without knowing any protocol.
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
export function roleOfKind(k: Pick<TraceKindInfo, 'name' | 'category'>): Role | undefined {
  const name = k.name.toLowerCase();
  const both = `${name} ${k.category.toLowerCase()}`;
  if (/retrans/.test(both)) return 'retransmission';
  if (/(^|[^a-z])nac?k/.test(name) || k.category === 'nak') return 'nak';
  if (/response/.test(both)) return 'response';
  if (/poll/.test(both)) return 'poll';
  if (/(^|[^a-z])ack([^a-z]|$)/.test(name) && !/timer|ignored|scheduled/.test(name)) return 'ack';
  if (/(^|[^a-z])data([^a-z]|$)/.test(name)) return 'data';
  return undefined;
}

export function roleTable(kinds: Iterable<TraceKindInfo>): Map<number, Role> {
  const out = new Map<number, Role>();
  for (const k of kinds) {
    if (k.kind < 100) continue; // core kinds (tx, arrival, drop) say nothing about a packet's role
    const r = roleOfKind(k);
    if (r) out.set(k.kind, r);
  }
  return out;
}

/** Ethernet frame types (EthernetFrameType): the fallback when no protocol record named the packet. */
export function roleOfFrameType(type: number): Role | undefined {
  return type === 1 ? 'data' : type === 2 ? 'ack' : undefined;
}

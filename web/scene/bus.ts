// Shared-medium (Ethernet bus) state built from the LAN's trace kinds (frame-start, frame-end,
// collision, backoff, mac-discard, and a station's failure; numbers looked up by name in kindIds.ts). Only the store writes
// it, through applyRecord; the bus view reads it.
import type { RecordBatch } from '../engine/records';
import { type DataMode, datagramOf, holds, MAX_DATAGRAMS, type SentDatagram } from './dataModes';
import type { KindIds } from './kindIds';
import type { Role } from './roles';

export interface BusFrame {
  station: number;
  dst: number; // NONE = the group
  packet: number;
  seq: number;
  size: number;
  t0: number;
  duration: number;
  /** Time the sender stopped transmitting: t0 + duration, or earlier when a collision cut it. */
  end: number;
  role: Role;
  collided: boolean;
  /** How the protocol sent it (AFDP: multicast, broadcast or unicast), when it says (dataModes.ts). */
  mode?: DataMode;
}

export interface BusCollision {
  time: number;
  node: number;
  peer: number;
  duration: number;
  stations: number;
}
export interface Backoff {
  time: number;
  until: number;
  slots: number;
  attempt: number;
  packet: number;
}

export interface BusState {
  frames: BusFrame[];
  collisions: BusCollision[];
  backoffs: Map<number, Backoff>;
  /** Per station: collisions it took part in (jams sent on an 802.3 bus). */
  jams: Map<number, number>;
  backoffTotal: Map<number, number>;
  discards: Map<number, number>;
  /** Stations that have stopped working (a crash the scenario injects); they stay failed. */
  failed: Set<number>;
  collisionCount: number;
  /** The newest datagrams whose mode a protocol record named, oldest first (dataModes.ts). */
  datagrams: SentDatagram[];
}

/** Signals stay drawable this long after the sender stops (covers propagation on any LAN). */
export const BUS_LINGER_NS = 200_000;
const MAX_FRAMES = 4000;
const MAX_COLLISIONS = 200;

export function newBusState(): BusState {
  return {
    frames: [],
    collisions: [],
    backoffs: new Map(),
    jams: new Map(),
    backoffTotal: new Map(),
    discards: new Map(),
    failed: new Set(),
    collisionCount: 0,
    datagrams: [],
  };
}

export function cloneBus(b: BusState): BusState {
  return {
    frames: b.frames.map((f) => ({ ...f })),
    collisions: b.collisions.map((c) => ({ ...c })),
    backoffs: new Map(b.backoffs),
    jams: new Map(b.jams),
    backoffTotal: new Map(b.backoffTotal),
    discards: new Map(b.discards),
    failed: new Set(b.failed),
    collisionCount: b.collisionCount,
    datagrams: b.datagrams.slice(), // entries are never changed once pushed
  };
}

const bump = (m: Map<number, number>, k: number) => m.set(k, (m.get(k) ?? 0) + 1);

export function applyBusRecord(bus: BusState, b: RecordBatch, i: number, ids: KindIds, role: Role): void {
  const kind = b.kind(i);
  const time = b.time(i);
  const node = b.node(i);
  if (kind === ids.frameStart) {
    const duration = Math.max(0, b.a(i));
    bus.frames.push({
      station: node,
      dst: b.peer(i),
      packet: b.packet(i),
      seq: b.seq(i),
      size: b.size(i),
      t0: time,
      duration,
      end: time + duration,
      role,
      collided: false,
      mode: modeOfFrame(bus, node, b.packet(i)),
    });
    bus.backoffs.delete(node);
    if (bus.frames.length > MAX_FRAMES) bus.frames.splice(0, bus.frames.length - MAX_FRAMES);
  } else if (kind === ids.collision) {
    const duration = Math.max(0, b.a(i));
    const peer = b.peer(i);
    bus.collisions.push({ time, node, peer, duration, stations: b.size(i) });
    if (bus.collisions.length > MAX_COLLISIONS) bus.collisions.shift();
    bus.collisionCount++;
    bump(bus.jams, node);
    if (b.reason(i) !== 1) bump(bus.jams, peer); // thesis medium: one record names both colliders
    for (const st of b.reason(i) === 1 ? [node] : [node, peer]) cut(bus, st, time + duration);
  } else if (kind === ids.backoff) {
    const wait = Math.max(0, b.a(i));
    bus.backoffs.set(node, { time, until: time + wait, slots: b.size(i), attempt: b.seq(i), packet: b.packet(i) });
    bump(bus.backoffTotal, node);
  } else if (kind === ids.discard) {
    bump(bus.discards, node);
    bus.backoffs.delete(node);
  } else if (kind === ids.stationFailed) {
    bus.failed.add(node);
  } else if (kind !== undefined && (kind === ids.afdpData || kind === ids.afdpRetransmit)) {
    const d = datagramOf(b, i);
    if (!d) return;
    bus.datagrams.push(d);
    if (bus.datagrams.length > MAX_DATAGRAMS) bus.datagrams.shift();
    // The record follows the sends in the same event: a fragment a medium started inside the send
    // began at this very instant, among the newest frames. Tag it now; the rest are tagged as they start.
    for (let k = bus.frames.length - 1; k >= 0 && bus.frames[k].t0 === time; k--)
      if (holds(d, bus.frames[k].station, bus.frames[k].packet)) bus.frames[k].mode = d.mode;
  }
}

/** The mode of the datagram this frame is a fragment of, if a protocol record named it already. */
function modeOfFrame(bus: BusState, station: number, packet: number): DataMode | undefined {
  for (let k = bus.datagrams.length - 1; k >= 0; k--) {
    const d = bus.datagrams[k];
    if (holds(d, station, packet)) return d.mode;
  }
  return undefined;
}

/** A collision stops the station's frame on the wire (after the jam). */
function cut(bus: BusState, station: number, at: number): void {
  for (let k = bus.frames.length - 1; k >= 0; k--) {
    const f = bus.frames[k];
    if (f.station !== station) continue;
    if (f.t0 > at) continue;
    f.end = Math.min(f.end, at);
    f.collided = true;
    return;
  }
}

export function pruneBus(bus: BusState, t: number): void {
  if (bus.frames.length && bus.frames[0].end + BUS_LINGER_NS < t) {
    bus.frames = bus.frames.filter((f) => f.end + BUS_LINGER_NS >= t);
  }
  for (const [st, bo] of bus.backoffs) if (bo.until < t) bus.backoffs.delete(st);
}

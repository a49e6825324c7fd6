// What is on screen at the store's current time, built by applying trace records in time order.
// Only the store calls applyRecord/pruneScene (STYLE practice 13); views read the result.
import { DropReason, Kind } from '../engine/kinds';
import { NONE, type RecordBatch } from '../engine/records';
import { applyBusRecord, type BusState, cloneBus, newBusState, pruneBus } from './bus';
import { InFlight, type Transmission } from './inFlight';
import type { KindIds } from './kindIds';
import { QueueLengths } from './queueLengths';
import { RoleMemory } from './roleMemory';
import { type Role, roleOfFrameType } from './roles';
import type { TopologyIndex } from './topology';

export type { Transmission } from './inFlight';

/** What applyRecord needs besides the record: the topology and per-scenario kind tables. */
export interface ApplyContext {
  topo: TopologyIndex;
  roleOfKind: Map<number, Role>;
  ids: KindIds;
}

/** Packets whose role is remembered; the oldest are forgotten first. */
const MAX_ROLES = 50_000;

export interface DropMark {
  time: number;
  node: number;
  link: number; // NONE if not on a link
  reason: number;
  packet: number;
  /** Position along the link from `node` (0 = at the node), where the packet was when it died. */
  fraction: number;
}

export interface SceneCounts {
  transmissions: number;
  arrivals: number;
  delivered: number;
  drops: number;
}

/** Drop marks kept; older ones have faded long before this many accumulate. */
export const MAX_DROPS = 300;
/** Transmissions kept in flight; beyond it the oldest are culled (level of detail). */
export const MAX_IN_FLIGHT = 20_000;

export class Scene {
  /** Transmissions on the wire, in the order they started (typed columns: inFlight.ts). */
  inFlight = new InFlight();
  drops: DropMark[] = [];
  counts: SceneCounts = { transmissions: 0, arrivals: 0, delivered: 0, drops: 0 };
  /** Queue length per (node, link): set by ENQUEUE records, decremented when a queued packet is sent. */
  queues = new QueueLengths();
  /** Role of each recent packet id, named by protocol records. */
  roles: RoleMemory;
  /** Shared-medium state (Ethernet): frames on the bus, collisions, backoffs. */
  bus: BusState = newBusState();

  /** `roles` is for cloneScene: a fresh memory's table is 1 MB to allocate and fill, thrown away by a copy. */
  constructor(roles?: RoleMemory) {
    this.roles = roles ?? new RoleMemory(MAX_ROLES);
  }
}

export function cloneScene(s: Scene): Scene {
  const c = new Scene(s.roles.clone());
  c.inFlight = s.inFlight.clone(MAX_IN_FLIGHT);
  c.drops = s.drops.map((d) => ({ ...d }));
  c.counts = { ...s.counts };
  c.queues = s.queues.clone();
  c.bus = cloneBus(s.bus);
  return c;
}

export function roleOf(scene: Scene, packet: number, fallback: Role = 'data'): Role {
  return scene.roles.get(packet) ?? fallback;
}

function setRole(scene: Scene, packet: number, role: Role): void {
  if (packet !== NONE) scene.roles.set(packet, role);
}

export function applyRecord(scene: Scene, b: RecordBatch, i: number, ctx: ApplyContext): void {
  const kind = b.kind(i);
  const topo = ctx.topo;
  if (kind >= 100) {
    const role = ctx.roleOfKind.get(kind);
    if (role) setRole(scene, b.packet(i), role);
    if (kind === ctx.ids.frameStart) {
      const fallback = roleOfFrameType(b.reason(i)) ?? 'data';
      applyBusRecord(scene.bus, b, i, ctx.ids, roleOf(scene, b.packet(i), fallback));
      scene.counts.transmissions++;
    } else {
      applyBusRecord(scene.bus, b, i, ctx.ids, 'data');
    }
    return;
  }
  switch (kind) {
    case Kind.TX_START: {
      const link = b.peer(i);
      const from = b.node(i);
      const l = topo.links.get(link);
      if (!l || (l.a !== from && l.b !== from)) return; // not a link we can draw; the log still lists it
      const to = l.a === from ? l.b : l.a; // topo.otherEnd, without looking the link up twice
      const t0 = b.time(i);
      const packet = b.packet(i);
      scene.inFlight.push(packet, link, from, to, t0, Math.max(0, b.a(i)), l.delay, b.size(i), roleOf(scene, packet));
      // Beyond MAX_IN_FLIGHT the oldest are culled, by pruneScene: culling here, one splice per
      // record once the list is full, cost O(list) per record. Until then applyDrop looks only at
      // the newest MAX_IN_FLIGHT, so what is kept and found is exactly what culling here gave.
      scene.counts.transmissions++;
      // The DropTail model only queues when the link is busy and starts the head of the queue when
      // it frees, so a TX_START while packets wait means one left the queue (ENQUEUE has no twin).
      scene.queues.leave(from, link);
      return;
    }
    case Kind.ARRIVAL:
      scene.counts.arrivals++;
      return;
    case Kind.APP_RECV:
      scene.counts.delivered++;
      return;
    case Kind.ENQUEUE:
      scene.queues.setAt(b.node(i), b.peer(i), b.a(i));
      return;
    case Kind.DROP:
      applyDrop(scene, b, i);
      return;
    default:
      return; // timers, app sends and protocol kinds only appear in the log
  }
}

function applyDrop(scene: Scene, b: RecordBatch, i: number): void {
  const time = b.time(i);
  const node = b.node(i);
  const link = b.peer(i);
  const packet = b.packet(i);
  const reason = b.reason(i);
  let fraction = 0.12; // default: just outside the node on that link (queue overflow, MAC drops)
  // A queue overflow never reached the wire: no transmission to stop, and scanning thousands in
  // flight for it on every drop (an implosion drops thousands a second) would cost the frame.
  if (link !== NONE && packet !== NONE && reason !== DropReason.QUEUE_OVERFLOW) {
    // A packet lost on the wire stops where it is; find its newest transmission on that link.
    const f = scene.inFlight;
    const k = f.newest(packet, link, Math.max(0, f.length - MAX_IN_FLIGHT)); // the rest are culled (TX_START)
    if (k >= 0 && time >= f.t0[k]) {
      f.droppedAt[k] = time;
      const head = f.delay[k] > 0 ? Math.min(1, (time - f.t0[k]) / f.delay[k]) : 1;
      fraction = f.from[k] === node ? head : 1 - head;
    }
  }
  scene.drops.push({ time, node, link, reason, packet, fraction: Math.max(0.06, Math.min(0.94, fraction)) });
  // shift(), not splice(0, 1): V8 trims an array's front in place for shift but copies it for
  // splice, which made each drop cost 1.5 us (an implosion drops tens of thousands a second).
  while (scene.drops.length > MAX_DROPS) scene.drops.shift();
  scene.counts.drops++;
}

/** Forgets transmissions whose tail has arrived (or that were dropped) by time t. */
export function pruneScene(scene: Scene, t: number): void {
  pruneBus(scene.bus, t);
  scene.inFlight.prune(t, MAX_IN_FLIGHT); // level of detail: the oldest beyond MAX_IN_FLIGHT go
}

/** Head and tail of a transmission as fractions of the link at time t, or null when not visible. */
export function packetExtent(tx: Transmission, t: number): { head: number; tail: number } | null {
  if (t < tx.t0 || t >= tx.end || t >= tx.droppedAt) return null;
  return extentAfter(t - tx.t0, tx.duration, tx.delay);
}

/** Head and tail, as fractions of the link, `since` ns after a visible transmission started. */
export function extentAfter(since: number, duration: number, delay: number): { head: number; tail: number } {
  if (delay <= 0) return { head: 1, tail: 0 }; // zero-delay link: the frame spans it while sent
  const head = Math.min(1, since / delay);
  const tail = Math.max(0, Math.min(1, (since - duration) / delay));
  return { head, tail };
}

// The role (data, ACK, ...) protocol records gave each recent packet, remembering at most `cap`
// packets and forgetting the one whose role was set longest ago first (least recently set).
// It replaced a Map kept in that order by delete + set on every record, and evicted through
// keys().next() (an iterator object per eviction, walking the holes deletes leave at the front):
// on a busy run that was the dearest part of applying a protocol record. Here a set on a known
// packet updates in place, and the eviction order lives in a ring of (packet, stamp) entries in
// set order; an entry whose stamp is no longer the packet's current one is stale and skipped.
// Which packet is forgotten, and when, is exactly what the ordered Map did. Compaction renumbers
// the stamps, so stamp * ROLE_BITS stays a small integer (it must fit the table's Int32 values).
// The packet -> stamp table is a PacketTable, not a Map, so a checkpoint's copy is a memcpy.
import { PacketTable } from './packetTable';
import { ROLES, type Role } from './roles';

/** A stamp's low part holds the role's index in `names` (room for roles the engine may add). */
const ROLE_BITS = 16;

const names: Role[] = [...ROLES];
const roleIndex = new Map<Role, number>(ROLES.map((r, i) => [r, i]));

/** The role's index, registering a name the engine declared that ROLES does not list yet. */
function indexOf(role: Role): number {
  let k = roleIndex.get(role);
  if (k === undefined) {
    if (names.length === ROLE_BITS) throw new Error(`more than ${ROLE_BITS} packet roles`);
    k = names.length;
    names[k] = role;
    roleIndex.set(role, k);
  }
  return k;
}

export class RoleMemory {
  /** packet -> stamp * ROLE_BITS + role index; the stamp says when the role was last set. */
  private byPacket: PacketTable;
  private stamp = 0;
  /** Ring of (packet, stamp) in set order, from `head` for `count` entries. */
  private ringPacket = new Uint32Array(1024); // length a power of two: positions wrap with a mask
  private ringStamp = new Int32Array(1024);
  private head = 0;
  private count = 0;

  /** `table` is for clone() only. */
  constructor(
    readonly cap: number,
    table?: PacketTable,
  ) {
    this.byPacket = table ?? new PacketTable(cap + 1); // a set may add one past the cap, then evicts
  }

  get size(): number {
    return this.byPacket.size;
  }

  get(packet: number): Role | undefined {
    const v = this.byPacket.get(packet);
    return v === undefined ? undefined : names[v % ROLE_BITS];
  }

  set(packet: number, role: Role): void {
    const s = ++this.stamp;
    this.byPacket.set(packet, s * ROLE_BITS + indexOf(role));
    this.push(packet, s);
    if (this.byPacket.size > this.cap) this.evictOldest();
    // Stale entries pile up while packets are named again and again; drop them before the ring
    // grows far past the packets it tracks (amortised: each entry is examined once per compaction).
    if (this.count > 2 * this.byPacket.size + 1024) this.compact();
  }

  clone(): RoleMemory {
    const c = new RoleMemory(this.cap, this.byPacket.clone());
    c.stamp = this.stamp;
    const n = this.ringPacket.length;
    c.ringPacket = new Uint32Array(n);
    c.ringStamp = new Int32Array(n);
    for (let k = 0; k < this.count; k++) {
      const j = (this.head + k) & (n - 1);
      c.ringPacket[k] = this.ringPacket[j];
      c.ringStamp[k] = this.ringStamp[j];
    }
    c.count = this.count;
    return c;
  }

  private current(packet: number, stamp: number): boolean {
    const v = this.byPacket.get(packet);
    return v !== undefined && (v - (v % ROLE_BITS)) / ROLE_BITS === stamp;
  }

  private evictOldest(): void {
    while (this.count > 0) {
      const p = this.ringPacket[this.head];
      const s = this.ringStamp[this.head];
      this.head = (this.head + 1) & (this.ringPacket.length - 1);
      this.count--;
      if (this.current(p, s)) {
        this.byPacket.delete(p);
        return;
      }
    }
  }

  private push(packet: number, stamp: number): void {
    if (this.count === this.ringPacket.length) this.resize(this.ringPacket.length * 2);
    const j = (this.head + this.count) & (this.ringPacket.length - 1);
    this.ringPacket[j] = packet;
    this.ringStamp[j] = stamp;
    this.count++;
  }

  /** Keeps only current entries, in order, and renumbers their stamps 1, 2, ... (same order). */
  private compact(): void {
    const mask = this.ringPacket.length - 1;
    let kept = 0;
    for (let k = 0; k < this.count; k++) {
      const j = (this.head + k) & mask;
      const p = this.ringPacket[j];
      const s = this.ringStamp[j];
      if (!this.current(p, s)) continue;
      kept++;
      const v = this.byPacket.get(p) as number;
      this.byPacket.set(p, kept * ROLE_BITS + (v % ROLE_BITS));
      const to = (this.head + kept - 1) & mask;
      this.ringPacket[to] = p;
      this.ringStamp[to] = kept;
    }
    this.count = kept;
    this.stamp = kept;
  }

  private resize(n: number): void {
    const packets = new Uint32Array(n);
    const stamps = new Int32Array(n);
    for (let k = 0; k < this.count; k++) {
      const j = (this.head + k) & (this.ringPacket.length - 1);
      packets[k] = this.ringPacket[j];
      stamps[k] = this.ringStamp[j];
    }
    this.ringPacket = packets;
    this.ringStamp = stamps;
    this.head = 0;
  }
}

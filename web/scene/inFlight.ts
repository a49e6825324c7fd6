// The transmissions on the wire, kept column by column in typed arrays (one array per field)
// instead of one object per transmission. A busy run starts about 180,000 transmissions per
// simulated second (stress-pet-400 at 1x): as objects, each lived for many frames, so the young
// generation promoted them and the old one had to collect them, and every frame's prune built a
// fresh array of thousands. Here a push writes numbers into a free row (slot) of preallocated
// columns, and `order` lists the slots in push order (the order the array of objects had:
// applyDrop looks for the newest transmission of a packet). A prune compacts only `order` and
// frees the slots it drops: on a busy graph the survivors are scattered (links of many delays),
// and moving eleven columns row by row cost 0.15-0.6 ms per frame. Readers walk positions
// 0 .. length-1 and read the columns at slot(k).
import type { Role } from './roles';

/** One packet on one link: its head leaves at t0, reaches the far end at t0+delay, tail at end. */
export interface Transmission {
  packet: number;
  link: number;
  from: number;
  to: number;
  t0: number;
  duration: number;
  delay: number;
  size: number;
  end: number; // t0 + duration + delay: the tail has arrived
  droppedAt: number; // Infinity unless lost on this link
  role: Role;
}

export class InFlight {
  private n = 0;
  /** Slots in push order, positions 0 .. length-1. */
  private order: Int32Array;
  /** Free slots below `high` (a stack), and the first slot never used. */
  private free: Int32Array;
  private nFree = 0;
  private high = 0;
  // Columns, indexed by slot. Replaced (longer) when full: read them through the object.
  packet: Uint32Array;
  link: Uint32Array;
  from: Uint32Array;
  to: Uint32Array;
  size: Uint32Array;
  t0: Float64Array;
  duration: Float64Array;
  delay: Float64Array;
  end: Float64Array;
  droppedAt: Float64Array;
  role: Role[];

  constructor(capacity = 64) {
    const c = Math.max(1, capacity);
    this.order = new Int32Array(c);
    this.free = new Int32Array(c);
    this.packet = new Uint32Array(c);
    this.link = new Uint32Array(c);
    this.from = new Uint32Array(c);
    this.to = new Uint32Array(c);
    this.size = new Uint32Array(c);
    this.t0 = new Float64Array(c);
    this.duration = new Float64Array(c);
    this.delay = new Float64Array(c);
    this.end = new Float64Array(c);
    this.droppedAt = new Float64Array(c);
    this.role = new Array<Role>(c).fill('data');
  }

  get length(): number {
    return this.n;
  }

  /** The slot (column row) of the transmission at position k (0 = the oldest). */
  slot(k: number): number {
    return this.order[k];
  }

  push(
    packet: number,
    link: number,
    from: number,
    to: number,
    t0: number,
    duration: number,
    delay: number,
    size: number,
    role: Role,
  ): void {
    let s: number;
    if (this.nFree > 0) s = this.free[--this.nFree];
    else {
      if (this.high === this.t0.length) this.grow(this.high * 2);
      s = this.high++;
    }
    this.order[this.n++] = s;
    this.packet[s] = packet;
    this.link[s] = link;
    this.from[s] = from;
    this.to[s] = to;
    this.size[s] = size;
    this.t0[s] = t0;
    this.duration[s] = duration;
    this.delay[s] = delay;
    this.end[s] = t0 + duration + delay;
    this.droppedAt[s] = Infinity;
    this.role[s] = role;
  }

  /** True while the transmission in slot s is on the link at time t (started, tail not arrived, not lost). */
  shows(s: number, t: number): boolean {
    return this.t0[s] <= t && t < this.end[s] && t < this.droppedAt[s];
  }

  /** The slot of the newest transmission of `packet` on `link` at position `oldest` or later, or -1. */
  newest(packet: number, link: number, oldest: number): number {
    const p = this.packet;
    const l = this.link;
    for (let k = this.n - 1; k >= oldest; k--) {
      const s = this.order[k];
      if (p[s] === packet && l[s] === link) return s;
    }
    return -1;
  }

  /**
   * Keeps, in order, those of the newest `max` transmissions whose tail has not arrived and that
   * were not dropped by time t; the older ones beyond `max` go too (level of detail).
   */
  prune(t: number, max: number): void {
    const order = this.order;
    const end = this.end;
    const dropped = this.droppedAt;
    const n = this.n;
    const start = Math.max(0, n - max);
    for (let k = 0; k < start; k++) this.free[this.nFree++] = order[k];
    let w = 0;
    for (let k = start; k < n; k++) {
      const s = order[k];
      if (end[s] > t && dropped[s] > t) order[w++] = s;
      else this.free[this.nFree++] = s;
    }
    this.n = w;
  }

  /** An independent copy of the newest `max` transmissions (in slots 0 .. length-1). */
  clone(max = Infinity): InFlight {
    const from = Math.max(0, this.n - max);
    const n = this.n - from;
    const c = new InFlight(Math.max(64, n));
    for (let k = 0; k < n; k++) {
      const s = this.order[from + k];
      c.order[k] = k;
      c.packet[k] = this.packet[s];
      c.link[k] = this.link[s];
      c.from[k] = this.from[s];
      c.to[k] = this.to[s];
      c.size[k] = this.size[s];
      c.t0[k] = this.t0[s];
      c.duration[k] = this.duration[s];
      c.delay[k] = this.delay[s];
      c.end[k] = this.end[s];
      c.droppedAt[k] = this.droppedAt[s];
      c.role[k] = this.role[s];
    }
    c.n = n;
    c.high = n;
    return c;
  }

  /** The transmission at position k (0 = the oldest) as an object (for tests and readers off the hot path). */
  at(k: number): Transmission {
    if (k < 0 || k >= this.n) throw new RangeError(`transmission ${k} outside ${this.n} in flight`);
    const s = this.order[k];
    return {
      packet: this.packet[s],
      link: this.link[s],
      from: this.from[s],
      to: this.to[s],
      t0: this.t0[s],
      duration: this.duration[s],
      delay: this.delay[s],
      size: this.size[s],
      end: this.end[s],
      droppedAt: this.droppedAt[s],
      role: this.role[s],
    };
  }

  /** Every transmission, oldest first, as objects. */
  toArray(): Transmission[] {
    return Array.from({ length: this.n }, (_, k) => this.at(k));
  }

  /** Room for `capacity` slots (only called when every slot is taken: order and free never overflow). */
  private grow(capacity: number): void {
    const more = <T extends Int32Array | Uint32Array | Float64Array>(a: T): T => {
      const b = new (a.constructor as { new (n: number): T })(capacity);
      b.set(a);
      return b;
    };
    this.order = more(this.order);
    this.free = more(this.free);
    this.packet = more(this.packet);
    this.link = more(this.link);
    this.from = more(this.from);
    this.to = more(this.to);
    this.size = more(this.size);
    this.t0 = more(this.t0);
    this.duration = more(this.duration);
    this.delay = more(this.delay);
    this.end = more(this.end);
    this.droppedAt = more(this.droppedAt);
    for (let k = this.role.length; k < capacity; k++) this.role.push('data');
  }
}

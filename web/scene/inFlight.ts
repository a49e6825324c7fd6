// The transmissions on the wire, kept column by column in typed arrays (one array per field)
// instead of one object per transmission. A busy run starts about 180,000 transmissions per
// simulated second (stress-pet-400 at 1x): as objects, each lived for many frames, so the young
// generation promoted them and the old one had to collect them, and every frame's prune built a
// fresh array of thousands. Here a push writes numbers into preallocated columns, a prune moves
// the survivors down in place, and a checkpoint's copy is a handful of memcpys. Order is push
// order, as the array of objects had: applyDrop looks for the newest transmission of a packet.
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
  // Columns, indexed 0 .. length-1. Replaced (longer) when full: read them through the object.
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
    if (this.n === this.t0.length) this.grow(this.n * 2);
    const k = this.n++;
    this.packet[k] = packet;
    this.link[k] = link;
    this.from[k] = from;
    this.to[k] = to;
    this.size[k] = size;
    this.t0[k] = t0;
    this.duration[k] = duration;
    this.delay[k] = delay;
    this.end[k] = t0 + duration + delay;
    this.droppedAt[k] = Infinity;
    this.role[k] = role;
  }

  /** True while transmission k is on the link at time t (started, tail not arrived, not lost). */
  visible(k: number, t: number): boolean {
    return this.t0[k] <= t && t < this.end[k] && t < this.droppedAt[k];
  }

  /** The newest transmission of `packet` on `link` at index `oldest` or later, or -1. */
  newest(packet: number, link: number, oldest: number): number {
    const p = this.packet;
    const l = this.link;
    for (let k = this.n - 1; k >= oldest; k--) if (p[k] === packet && l[k] === link) return k;
    return -1;
  }

  /**
   * Keeps, in order, those of the newest `max` transmissions whose tail has not arrived and that
   * were not dropped by time t; the older ones beyond `max` go too (level of detail).
   */
  prune(t: number, max: number): void {
    const start = Math.max(0, this.n - max);
    let w = 0;
    for (let k = start; k < this.n; k++) {
      if (!(this.end[k] > t && this.droppedAt[k] > t)) continue;
      if (w !== k) this.move(k, w);
      w++;
    }
    this.n = w;
  }

  /** An independent copy of the newest `max` transmissions. */
  clone(max = Infinity): InFlight {
    const from = Math.max(0, this.n - max);
    const n = this.n - from;
    const c = new InFlight(Math.max(64, n));
    c.packet.set(this.packet.subarray(from, this.n));
    c.link.set(this.link.subarray(from, this.n));
    c.from.set(this.from.subarray(from, this.n));
    c.to.set(this.to.subarray(from, this.n));
    c.size.set(this.size.subarray(from, this.n));
    c.t0.set(this.t0.subarray(from, this.n));
    c.duration.set(this.duration.subarray(from, this.n));
    c.delay.set(this.delay.subarray(from, this.n));
    c.end.set(this.end.subarray(from, this.n));
    c.droppedAt.set(this.droppedAt.subarray(from, this.n));
    for (let k = 0; k < n; k++) c.role[k] = this.role[from + k];
    c.n = n;
    return c;
  }

  /** Transmission k as an object (for tests and readers off the hot path). */
  at(k: number): Transmission {
    if (k < 0 || k >= this.n) throw new RangeError(`transmission ${k} outside ${this.n} in flight`);
    return {
      packet: this.packet[k],
      link: this.link[k],
      from: this.from[k],
      to: this.to[k],
      t0: this.t0[k],
      duration: this.duration[k],
      delay: this.delay[k],
      size: this.size[k],
      end: this.end[k],
      droppedAt: this.droppedAt[k],
      role: this.role[k],
    };
  }

  /** Every transmission, oldest first, as objects. */
  toArray(): Transmission[] {
    return Array.from({ length: this.n }, (_, k) => this.at(k));
  }

  private move(k: number, w: number): void {
    this.packet[w] = this.packet[k];
    this.link[w] = this.link[k];
    this.from[w] = this.from[k];
    this.to[w] = this.to[k];
    this.size[w] = this.size[k];
    this.t0[w] = this.t0[k];
    this.duration[w] = this.duration[k];
    this.delay[w] = this.delay[k];
    this.end[w] = this.end[k];
    this.droppedAt[w] = this.droppedAt[k];
    this.role[w] = this.role[k];
  }

  private grow(capacity: number): void {
    const more = <T extends Uint32Array | Float64Array>(a: T): T => {
      const b = new (a.constructor as { new (n: number): T })(capacity);
      b.set(a);
      return b;
    };
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

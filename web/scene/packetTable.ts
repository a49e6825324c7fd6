// A map from packet id (uint32) to a small integer, held in two typed arrays with open addressing
// and linear probing. RoleMemory keeps its 50,000 roles here instead of in a Map because the
// scene is copied at every checkpoint (every 100,000 records): copying a Map of that size took
// about 6 ms, inside an animation frame, while copying these arrays is a memcpy. Deletion shifts
// the following entries of the probe run back (no tombstones), so lookups stay short however many
// packets come and go.

/**
 * Key of an empty slot: NONE (0xffffffff) as an Int32, which no packet here is (the scene skips
 * NONE). Keys are kept as Int32 (packet | 0) because V8 reads a Uint32Array element above 2^31 as
 * a heap number, and the probe loop compares keys on every step.
 */
const EMPTY = -1;

export class PacketTable {
  private keys: Int32Array;
  private values: Int32Array;
  private mask: number;
  /** 32 minus log2 of the table's length: the hash keeps the product's top bits. */
  private shift: number;
  private count = 0;

  /** Holds up to `capacity` entries, at most half full so that probe runs stay short. */
  constructor(readonly capacity: number) {
    let n = 16;
    while (n < 2 * (capacity + 1)) n *= 2;
    this.keys = new Int32Array(n).fill(EMPTY);
    this.values = new Int32Array(n);
    this.mask = n - 1;
    this.shift = 32 - Math.log2(n);
  }

  get size(): number {
    return this.count;
  }

  /** The value stored for `packet`, or undefined. */
  get(packet: number): number | undefined {
    const k = this.find(packet);
    return this.keys[k] === EMPTY ? undefined : this.values[k];
  }

  /** Stores `value` for `packet` (a uint32 other than 0xffffffff); throws past the capacity. */
  set(packet: number, value: number): void {
    const k = this.find(packet);
    if (this.keys[k] === EMPTY) {
      if (this.count === this.capacity) throw new Error(`PacketTable full (${this.capacity} packets)`);
      this.keys[k] = packet | 0;
      this.count++;
    }
    this.values[k] = value;
  }

  delete(packet: number): void {
    let hole = this.find(packet);
    if (this.keys[hole] === EMPTY) return;
    this.count--;
    // Move back each later entry of the run whose home slot lies at or before the hole (cyclically).
    for (let k = (hole + 1) & this.mask; this.keys[k] !== EMPTY; k = (k + 1) & this.mask) {
      const home = this.home(this.keys[k]);
      if (((k - home) & this.mask) >= ((k - hole) & this.mask)) {
        this.keys[hole] = this.keys[k];
        this.values[hole] = this.values[k];
        hole = k;
      }
    }
    this.keys[hole] = EMPTY;
  }

  clone(): PacketTable {
    const c = Object.create(PacketTable.prototype) as PacketTable;
    Object.assign(c, { capacity: this.capacity, mask: this.mask, shift: this.shift, count: this.count });
    c.keys = this.keys.slice();
    c.values = this.values.slice();
    return c;
  }

  /** Fibonacci hashing (the product's top bits): consecutive or strided ids spread evenly. */
  private home(key: number): number {
    return Math.imul(key, 0x9e3779b1) >>> this.shift;
  }

  /** The slot holding `packet`, or the empty slot where it would go. */
  private find(packet: number): number {
    const key = packet | 0;
    let k = this.home(key);
    while (this.keys[k] !== EMPTY && this.keys[k] !== key) k = (k + 1) & this.mask;
    return k;
  }
}

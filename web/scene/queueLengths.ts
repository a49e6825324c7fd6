// Queue length per (node, link), as ENQUEUE and TX_START records leave it. Record application
// touches it for every transmission, so it is keyed by one number (node and link packed), not the
// "node:link" string it used to be: building and hashing a string per record cost more than the
// rest of the TX_START. Readers that name a queue as "node:link" (the implosion meter, tests) still
// can: get() and iteration speak that form.

/** Link ids below this pack exactly with any uint32 node id (node * 2^21 + link < 2^53). */
const LINK_SPAN = 2 ** 21;

export class QueueLengths {
  /** Packed key -> length, in first-set order (what iteration, and so label placement, follows). */
  private byKey = new Map<number, number>();
  /** Links the packing cannot hold exactly (none in a drawable topology): "node:link" -> length. */
  private odd = new Map<string, number>();

  get size(): number {
    return this.byKey.size + this.odd.size;
  }

  lengthAt(node: number, link: number): number | undefined {
    return link < LINK_SPAN ? this.byKey.get(node * LINK_SPAN + link) : this.odd.get(`${node}:${link}`);
  }

  setAt(node: number, link: number, q: number): void {
    if (link < LINK_SPAN) this.byKey.set(node * LINK_SPAN + link, q);
    else this.odd.set(`${node}:${link}`, q);
  }

  /** A queued packet left: one fewer waiting (a queue never goes below zero). */
  leave(node: number, link: number): void {
    if (link < LINK_SPAN) {
      const key = node * LINK_SPAN + link;
      const q = this.byKey.get(key);
      if (q !== undefined && q > 0) this.byKey.set(key, q - 1);
    } else {
      const key = `${node}:${link}`;
      const q = this.odd.get(key);
      if (q !== undefined && q > 0) this.odd.set(key, q - 1);
    }
  }

  /** The length of queue "node:link", or undefined if no record named it. */
  get(key: string): number | undefined {
    const colon = key.indexOf(':');
    if (colon < 0) return undefined;
    const node = Number(key.slice(0, colon));
    const link = Number(key.slice(colon + 1));
    if (!Number.isInteger(node) || !Number.isInteger(link) || node < 0 || link < 0) return undefined;
    return this.lengthAt(node, link);
  }

  /** Calls fn for every queue named so far, in the order records first named them. */
  forEach(fn: (q: number, node: number, link: number) => void): void {
    for (const [key, q] of this.byKey) {
      const link = key % LINK_SPAN;
      fn(q, (key - link) / LINK_SPAN, link);
    }
    for (const [key, q] of this.odd) {
      const [node, link] = key.split(':').map(Number);
      fn(q, node, link);
    }
  }

  /** ["node:link", length] pairs, as the string-keyed map this replaced iterated. */
  *[Symbol.iterator](): IterableIterator<[string, number]> {
    const out: [string, number][] = [];
    this.forEach((q, node, link) => {
      out.push([`${node}:${link}`, q]);
    });
    yield* out;
  }

  clone(): QueueLengths {
    const c = new QueueLengths();
    c.byKey = new Map(this.byKey);
    c.odd = new Map(this.odd);
    return c;
  }
}

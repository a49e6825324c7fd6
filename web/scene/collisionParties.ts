// Who took part in a collision. On the thesis's instantaneous bus one trace record stands for a
// collision of any number of stations and names only two of them ("R1, R2 and 18 more started at
// the same instant"); the rest are named by the medium's own state at that moment (inspect of the
// "ethernet-medium" entity lists "colliding"), which the probe engine reads. This keeps those
// answers per collision, so the bus marks every station the log line counts, however the
// playhead got there (step, jump, back, a link).

/** A collision on the bus, as its record gives it: time, the two stations named, how many in all. */
export interface CollisionKey {
  time: number;
  node: number;
  stations: number;
}

export const collisionKey = (c: { time: number; node: number }): string => `${c.time}:${c.node}`;

export class CollisionParties {
  private known = new Map<string, number[]>();
  version = 0;

  clear(): void {
    this.known.clear();
    this.version++;
  }

  /** Every station in the collision, or undefined while only the record's two are known. */
  get(c: { time: number; node: number }): number[] | undefined {
    return this.known.get(collisionKey(c));
  }

  set(c: { time: number; node: number }, stations: number[]): void {
    this.known.set(collisionKey(c), stations);
    this.version++;
  }
}

/** The node ids of the medium's "colliding" names (unknown names are left out). */
export function collidingStations(
  state: unknown,
  idOfName: (name: string) => number | undefined,
): number[] | undefined {
  const list = (state as { colliding?: unknown } | null)?.colliding;
  if (!Array.isArray(list)) return undefined;
  const ids = list.flatMap((n) => (typeof n === 'string' && idOfName(n) !== undefined ? [idOfName(n)!] : []));
  return ids.length > 0 ? ids : undefined;
}

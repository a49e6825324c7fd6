// Decoder for the engine's fixed-size binary trace records (layout in wasm/protoscope.d.mts).
// A batch is read through a DataView with per-field accessors so that a batch of 100k records
// costs no allocation until a consumer asks for a record object.

export const RECORD_BYTES = 40;
/** Marker for "no node / no link / no packet" in uint32 fields. */
export const NONE = 0xffffffff;

export interface TraceRecord {
  time: number; // ns; exact up to 2^53 ns (~104 days of simulated time)
  kind: number;
  reason: number;
  node: number;
  peer: number;
  packet: number;
  seq: number;
  size: number;
  a: number;
}

export class RecordBatch {
  readonly count: number;
  private readonly view: DataView;

  constructor(buffer: ArrayBuffer | Uint8Array, recordBytes = RECORD_BYTES) {
    if (recordBytes !== RECORD_BYTES) {
      throw new Error(`trace record size ${recordBytes} does not match the decoder (${RECORD_BYTES})`);
    }
    const bytes = buffer instanceof Uint8Array ? buffer : new Uint8Array(buffer);
    if (bytes.byteLength % RECORD_BYTES !== 0) {
      throw new Error(`trace batch of ${bytes.byteLength} bytes is not a whole number of records`);
    }
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.count = bytes.byteLength / RECORD_BYTES;
  }

  /** int64 read as two 32-bit halves: exact below 2^53, and no BigInt allocated per call (hot path). */
  time(i: number): number {
    const o = i * RECORD_BYTES;
    return this.view.getInt32(o + 4, true) * 4294967296 + this.view.getUint32(o, true);
  }
  kind(i: number): number {
    return this.view.getUint16(i * RECORD_BYTES + 8, true);
  }
  reason(i: number): number {
    return this.view.getUint16(i * RECORD_BYTES + 10, true);
  }
  node(i: number): number {
    return this.view.getUint32(i * RECORD_BYTES + 12, true);
  }
  peer(i: number): number {
    return this.view.getUint32(i * RECORD_BYTES + 16, true);
  }
  packet(i: number): number {
    return this.view.getUint32(i * RECORD_BYTES + 20, true);
  }
  seq(i: number): number {
    return this.view.getUint32(i * RECORD_BYTES + 24, true);
  }
  size(i: number): number {
    return this.view.getUint32(i * RECORD_BYTES + 28, true);
  }
  a(i: number): number {
    const o = i * RECORD_BYTES + 32;
    return this.view.getInt32(o + 4, true) * 4294967296 + this.view.getUint32(o, true);
  }

  /** A standalone copy of record i's bytes (e.g. to ask the worker to describe it). */
  copy(i: number): ArrayBuffer {
    const out = new Uint8Array(RECORD_BYTES);
    out.set(new Uint8Array(this.view.buffer, this.view.byteOffset + i * RECORD_BYTES, RECORD_BYTES));
    return out.buffer;
  }

  record(i: number): TraceRecord {
    if (i < 0 || i >= this.count) throw new RangeError(`record ${i} outside batch of ${this.count}`);
    return {
      time: this.time(i),
      kind: this.kind(i),
      reason: this.reason(i),
      node: this.node(i),
      peer: this.peer(i),
      packet: this.packet(i),
      seq: this.seq(i),
      size: this.size(i),
      a: this.a(i),
    };
  }
}

/** Encodes records in the engine's layout: used by tests and the fake engine, never by the app. */
export function encodeRecords(records: readonly TraceRecord[]): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(records.length * RECORD_BYTES);
  const v = new DataView(bytes.buffer);
  records.forEach((r, i) => {
    const o = i * RECORD_BYTES;
    v.setBigInt64(o, BigInt(r.time), true);
    v.setUint16(o + 8, r.kind, true);
    v.setUint16(o + 10, r.reason, true);
    v.setUint32(o + 12, r.node >>> 0, true);
    v.setUint32(o + 16, r.peer >>> 0, true);
    v.setUint32(o + 20, r.packet >>> 0, true);
    v.setUint32(o + 24, r.seq >>> 0, true);
    v.setUint32(o + 28, r.size >>> 0, true);
    v.setBigInt64(o + 32, BigInt(r.a), true);
  });
  return bytes;
}
